import {
  ANNOUNCEMENT_FILTERS,
  ANNOUNCEMENT_FOLDERS,
  type AnnouncementFilter,
  type AnnouncementFolder,
  type AnnouncementListQuery,
  type DeliveryCounts,
} from '../../../contract/announcements';
import { skillLevelFromHandle, SKILL_HANDLES, type SkillLevel } from '../../../contract/common';

/**
 * The announcements app's pure rules: which list a URL names, the URL of a list or a message,
 * what the choose page does, how a delivery's progress reads and how times are written.
 */

export type Role = 'coach' | 'player';

/** The list on screen: one audience's folder, one of the coach's labels, or a filter over every audience. */
export type MailView =
  | { kind: 'audience'; skillLevel: SkillLevel; folder: AnnouncementFolder }
  | { kind: 'label'; labelId: number }
  | { kind: 'filter'; filter: AnnouncementFilter };

export const PAGE_SIZE = 50;

/** A positive whole number written in a URL segment, else undefined. */
export function positiveId(text: string | undefined): number | undefined {
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

export function isFilter(text: string | undefined): text is AnnouncementFilter {
  return (ANNOUNCEMENT_FILTERS as readonly (string | undefined)[]).includes(text);
}

export function isFolder(text: string | null): text is AnnouncementFolder {
  return (ANNOUNCEMENT_FOLDERS as readonly (string | null)[]).includes(text);
}

export interface ViewParams {
  folderHandle?: string;
  labelHandle?: string;
  filterHandle?: string;
}

/**
 * The view of /announcements/{folderHandle}, /announcements/label/{labelHandle} or
 * /announcements/filter/{filterHandle}; the folder (coaches) is the ?folder= search parameter.
 * Undefined when the URL names nothing the app knows.
 */
export function viewFromUrl(params: ViewParams, folder: string | null, role: Role): MailView | undefined {
  if (params.labelHandle !== undefined) {
    const labelId = positiveId(params.labelHandle);
    return labelId === undefined ? undefined : { kind: 'label', labelId };
  }
  if (params.filterHandle !== undefined) {
    return isFilter(params.filterHandle) ? { kind: 'filter', filter: params.filterHandle } : undefined;
  }
  const skillLevel =
    params.folderHandle === undefined ? undefined : skillLevelFromHandle(params.folderHandle);
  if (skillLevel === undefined) return undefined;
  return { kind: 'audience', skillLevel, folder: role === 'coach' && isFolder(folder) ? folder : 'inbox' };
}

/** The URL of a list, or of one message in it. */
export function viewPath(view: MailView, mailId?: number): string {
  const tail = mailId === undefined ? '' : `/${mailId}`;
  switch (view.kind) {
    case 'audience':
      return `/announcements/${SKILL_HANDLES[view.skillLevel]}${tail}${view.folder === 'inbox' ? '' : `?folder=${view.folder}`}`;
    case 'label':
      return `/announcements/label/${view.labelId}${tail}`;
    case 'filter':
      return `/announcements/filter/${view.filter}${tail}`;
  }
}

/** Two views are the same list. */
export function sameView(a: MailView, b: MailView): boolean {
  return viewPath(a) === viewPath(b);
}

/** The GET /auth/announcements query of a list page. */
export function listQueryOf(view: MailView, search: string, page: number): AnnouncementListQuery {
  const q = search.trim();
  const base = { limit: PAGE_SIZE, offset: page * PAGE_SIZE, ...(q ? { q } : {}) };
  switch (view.kind) {
    case 'audience':
      return { ...base, skillLevel: view.skillLevel, folder: view.folder };
    case 'label':
      return { ...base, label: view.labelId };
    case 'filter':
      return { ...base, filter: view.filter };
  }
}

export type ChooseOutcome =
  | { kind: 'none' }
  | { kind: 'redirect'; skillLevel: SkillLevel }
  | { kind: 'cards'; skillLevels: SkillLevel[] };

function isSkillLevel(level: number): level is SkillLevel {
  return level in SKILL_HANDLES;
}

/**
 * /announcements-choose: a card per audience in SPEC.md's order (1 jv-boys ... 7 var-parents),
 * or straight to the only one.
 */
export function chooseOutcome(levels: readonly number[]): ChooseOutcome {
  const ordered = [...new Set(levels.filter(isSkillLevel))].sort((a, b) => a - b);
  const first = ordered[0];
  if (first === undefined) return { kind: 'none' };
  if (ordered.length === 1) return { kind: 'redirect', skillLevel: first };
  return { kind: 'cards', skillLevels: ordered };
}

export type DeliveryPhase = 'empty' | 'sending' | 'failed' | 'sent';

export interface DeliveryProgress {
  phase: DeliveryPhase;
  /** Finished (sent or failed) out of the total, 0-100. */
  percent: number;
  sent: number;
  failed: number;
  pending: number;
  total: number;
}

/** How far an announcement's text messages have got. */
export function deliveryProgress(counts: DeliveryCounts): DeliveryProgress {
  const pending = counts.queued + counts.sending;
  const finished = counts.sent + counts.failed;
  const percent = counts.total === 0 ? 100 : Math.round((finished / counts.total) * 100);
  const phase: DeliveryPhase =
    counts.total === 0 ? 'empty' : pending > 0 ? 'sending' : counts.failed > 0 ? 'failed' : 'sent';
  return { phase, percent, sent: counts.sent, failed: counts.failed, pending, total: counts.total };
}

/** A list entry's time: the hour today, the day this year, else the date (viewer's time zone). */
export function listTime(iso: string, now: Date, language: string, timeZone?: string): string {
  const date = new Date(iso);
  const dayOf = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      d,
    );
  const yearOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric' }).format(d);
  if (dayOf(date) === dayOf(now))
    return new Intl.DateTimeFormat(language, { timeZone, timeStyle: 'short' }).format(date);
  if (yearOf(date) === yearOf(now))
    return new Intl.DateTimeFormat(language, { timeZone, month: 'short', day: 'numeric' }).format(date);
  return new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'medium' }).format(date);
}

/** A message's full time in the viewer's time zone. */
export function fullTime(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** Share of answers for an option, 0-100 (0 when nobody answered). */
export function share(count: number, answered: number): number {
  return answered === 0 ? 0 : Math.round((count / answered) * 100);
}
