import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  type AnnouncementDetail,
  type AnnouncementLabel,
  type AnnouncementSummary,
  type DeliveryCounts,
} from '../../../contract/announcements';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  announcementLabelLinks,
  announcementLabels,
  announcementMarks,
  announcementReads,
  announcements,
  coaches,
  pollAnswers,
  smsJobs,
} from '../../db/schema/index';
import { appError } from '../../errors';
import { publicLink } from './announcement-sms';
import { audiencesOf, inAudiences } from './audiences';

/**
 * How announcements are read and presented: the one row query (audience- and mark-scoped) and the
 * summary/detail shapes every answer uses.
 */

const PREVIEW_LENGTH = 140;

/** The columns every list and detail reads: the announcement, its sender and the calling coach's marks. */
function rowColumns(withMessage: boolean) {
  return {
    id: announcements.id,
    identifier: announcements.identifier,
    skillLevel: announcements.skillLevel,
    rosterId: announcements.rosterId,
    schoolId: announcements.schoolId,
    subject: announcements.subject,
    text: withMessage
      ? announcements.message
      : sql<string>`left(${announcements.message}, ${PREVIEW_LENGTH * 2})`,
    pollOptions: announcements.pollOptions,
    createdAt: announcements.createdAt,
    coachId: announcements.coachId,
    coachFirstName: coaches.firstName,
    coachLastName: coaches.lastName,
    starred: sql<boolean>`coalesce(${announcementMarks.starred}, false)`,
    important: sql<boolean>`coalesce(${announcementMarks.important}, false)`,
    trashedAt: announcementMarks.trashedAt,
  };
}

/** Announcements joined with their sender and (for a coach) the coach's marks, hidden ones left out. */
export function selectRows(db: Db, caller: Caller, withMessage: boolean, extra: SQL[] = []) {
  const markOwner = caller.kind === 'coach' ? caller.coachId : -1;
  return db
    .select(rowColumns(withMessage))
    .from(announcements)
    .innerJoin(coaches, eq(coaches.id, announcements.coachId))
    .leftJoin(
      announcementMarks,
      and(eq(announcementMarks.announcementId, announcements.id), eq(announcementMarks.coachId, markOwner)),
    )
    .where(and(sql`coalesce(${announcementMarks.hidden}, false) = false`, ...extra));
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** An announcement the caller may see (their team's or school's audience); 404 for any other. */
export async function visibleRow(db: Db, caller: Caller, id: number, withMessage = false): Promise<Row> {
  const audiences = await audiencesOf(db, caller);
  const [row] = await selectRows(db, caller, withMessage, [eq(announcements.id, id), inAudiences(audiences)]);
  if (!row) throw appError('announcement_not_found');
  return row;
}

export const emptyCounts = (): DeliveryCounts => ({ total: 0, queued: 0, sending: 0, sent: 0, failed: 0 });

async function deliveryCountsOf(db: Db, ids: number[]): Promise<Map<number, DeliveryCounts>> {
  const out = new Map<number, DeliveryCounts>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: smsJobs.announcementId, status: smsJobs.status, n: count() })
    .from(smsJobs)
    .where(inArray(smsJobs.announcementId, ids))
    .groupBy(smsJobs.announcementId, smsJobs.status);
  for (const r of rows) {
    if (r.id === null) continue; // not reached: the filter names announcements
    const c = out.get(r.id) ?? emptyCounts();
    c[r.status] += r.n;
    c.total += r.n;
    out.set(r.id, c);
  }
  return out;
}

async function labelsOf(db: Db, coachId: number, ids: number[]): Promise<Map<number, AnnouncementLabel[]>> {
  const out = new Map<number, AnnouncementLabel[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      announcementId: announcementLabelLinks.announcementId,
      id: announcementLabels.id,
      name: announcementLabels.name,
      color: announcementLabels.color,
    })
    .from(announcementLabelLinks)
    .innerJoin(announcementLabels, eq(announcementLabels.id, announcementLabelLinks.labelId))
    .where(and(inArray(announcementLabelLinks.announcementId, ids), eq(announcementLabels.coachId, coachId)))
    .orderBy(asc(sql`lower(${announcementLabels.name})`));
  for (const r of rows)
    out.set(r.announcementId, [
      ...(out.get(r.announcementId) ?? []),
      { id: r.id, name: r.name, color: r.color },
    ]);
  return out;
}

/** Which of these announcements the caller has opened. */
async function readsOf(db: Db, caller: Caller, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: announcementReads.announcementId })
    .from(announcementReads)
    .where(and(readerIs(caller), inArray(announcementReads.announcementId, ids)));
  return new Set(rows.map((r) => r.id));
}

export function readerIs(caller: Caller): SQL {
  return caller.kind === 'coach'
    ? eq(announcementReads.coachId, caller.coachId)
    : eq(announcementReads.playerId, caller.playerId);
}

export async function answersOf(db: Db, playerId: number, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: pollAnswers.announcementId, option: pollAnswers.optionIndex })
    .from(pollAnswers)
    .where(and(eq(pollAnswers.playerId, playerId), inArray(pollAnswers.announcementId, ids)));
  return new Map(rows.map((r) => [r.id, r.option]));
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > PREVIEW_LENGTH
    ? `${chars
        .slice(0, PREVIEW_LENGTH - 1)
        .join('')
        .trimEnd()}…`
    : flat;
}

/** Row -> API objects; coach-only parts are filled from the per-page lookups. */
export async function present(db: Db, caller: Caller, rows: Row[]): Promise<AnnouncementSummary[]> {
  const ids = rows.map((r) => r.id);
  const [delivery, labels, answers, reads] = await Promise.all([
    caller.kind === 'coach' ? deliveryCountsOf(db, ids) : Promise.resolve(undefined),
    caller.kind === 'coach' ? labelsOf(db, caller.coachId, ids) : Promise.resolve(undefined),
    caller.kind === 'player' ? answersOf(db, caller.playerId, ids) : Promise.resolve(undefined),
    readsOf(db, caller, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    identifier: r.identifier,
    skillLevel: r.skillLevel,
    subject: r.subject,
    preview: preview(r.text),
    time: r.createdAt.toISOString(),
    coach: { id: r.coachId, firstName: r.coachFirstName, lastName: r.coachLastName },
    mine: caller.kind === 'coach' && r.coachId === caller.coachId,
    isPoll: r.pollOptions !== null,
    starred: r.starred,
    important: r.important,
    trashed: r.trashedAt !== null,
    labels: labels?.get(r.id) ?? [],
    delivery: delivery ? (delivery.get(r.id) ?? emptyCounts()) : null,
    myAnswer: answers?.get(r.id) ?? null,
    unread: !(caller.kind === 'coach' && r.coachId === caller.coachId) && !reads.has(r.id),
  }));
}

export async function presentDetail(ctx: AppContext, caller: Caller, row: Row): Promise<AnnouncementDetail> {
  const [summary] = await present(ctx.db, caller, [row]);
  return {
    ...summary!,
    message: row.text,
    poll: row.pollOptions ? { options: row.pollOptions } : null,
    link: publicLink(ctx.config.PUBLIC_URL, row.identifier),
  };
}

/** A label of the calling coach; 404 for another coach's. */
export async function ownLabel(db: Db, caller: CoachCaller, labelId: number) {
  const [label] = await db
    .select()
    .from(announcementLabels)
    .where(and(eq(announcementLabels.id, labelId), eq(announcementLabels.coachId, caller.coachId)));
  if (!label) throw appError('label_not_found');
  return label;
}
