import dayjs from 'dayjs';
import type { DualScoring } from '../../../contract/duals';
import type { Dual, DualSummary } from '../../../contract/duals';
import {
  DUAL_FORMAT_PRESETS,
  type DualFormat,
  type DualFormatPresetId,
  type LineupLine,
  type LineupRosterEntry,
} from '../../../contract/duals';

/** Dates, the season's split into upcoming and past, and the create form's format (issue 20). */

/** A date and time typed in the viewer's zone (<input type="date"> and "time" values). */
export interface LocalDateTime {
  date: string;
  time: string;
}

/** The instant (ISO, UTC) of a local date and time, or null when it is not a real one. */
export function toInstant({ date, time }: LocalDateTime): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const instant = new Date(year, month - 1, day, Number(t[1]), Number(t[2]));
  if (instant.getFullYear() !== year || instant.getMonth() !== month - 1 || instant.getDate() !== day) {
    return null;
  }
  return instant.toISOString();
}

/** A new dual starts next week at 16:00 by default (school duals are after classes). */
export function defaultDualStart(now: Date = new Date()): LocalDateTime {
  const start = dayjs(now).add(7, 'day').startOf('day').hour(16);
  return { date: start.format('YYYY-MM-DD'), time: start.format('HH:mm') };
}

/**
 * Upcoming: starting today or later, soonest first (a result entered early keeps it here until its day);
 * past: those whose day is over, latest first.
 */
export function splitSeason(duals: readonly DualSummary[], now: Date = new Date()) {
  const today = dayjs(now).startOf('day');
  const upcoming: DualSummary[] = [];
  const past: DualSummary[] = [];
  for (const d of duals) {
    if (!dayjs(d.startsAt).isBefore(today)) upcoming.push(d);
    else past.push(d);
  }
  upcoming.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  past.sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return { upcoming, past };
}

export type FormatChoice = DualFormatPresetId;

/** The format the create form sends: a preset's counts or the custom ones, one score format for all lines. */
export function formatOf(
  preset: FormatChoice,
  custom: { singles: number; doubles: number },
  scoreFormat: string | null,
  lineScoreFormats: Record<string, string>,
): DualFormat {
  const counts = preset === 'custom' ? custom : DUAL_FORMAT_PRESETS[preset];
  const names = [
    ...Array.from({ length: counts.singles }, (_, i) => `S${i + 1}`),
    ...Array.from({ length: counts.doubles }, (_, i) => `D${i + 1}`),
  ];
  const own = Object.fromEntries(Object.entries(lineScoreFormats).filter(([line]) => names.includes(line)));
  return {
    preset,
    singles: counts.singles,
    doubles: counts.doubles,
    ...(scoreFormat === null ? {} : { scoreFormat }),
    ...(Object.keys(own).length > 0 ? { lineScoreFormats: own } : {}),
  };
}

/** Whether two lineups place the same players. */
export function sameLineup(a: readonly LineupLine[], b: readonly LineupLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((l, i) => l.line === b[i]!.line && l.players.every((p, j) => p === b[i]!.players[j]))
  );
}

/**
 * The builder's roster of a dual. The server marks not available both the coach's own marks (`dual.unavailable`)
 * and the players who answered "not going" (issue 22); the second are the player's own word: `notGoing` names
 * them, and they stay not available whatever the coach's marks (`unavailable`, being edited) say, so the
 * builder never places them and the draft skips them.
 */
export function builderRoster(
  dual: Pick<Dual, 'roster' | 'unavailable'>,
  unavailable: readonly number[],
): { notGoing: Set<number>; roster: LineupRosterEntry[] } {
  const notGoing = new Set(
    dual.roster.filter((p) => p.available === false && !dual.unavailable.includes(p.id)).map((p) => p.id),
  );
  const roster = dual.roster.map((p) => ({
    ...p,
    available: !unavailable.includes(p.id) && !notGoing.has(p.id),
  }));
  return { notGoing, roster };
}

/**
 * The lines whose result waits on the other school's coach: entered by the viewer's side against a linked
 * opponent, not yet confirmed. Against an opponent outside Courtside (names typed) nothing waits on another
 * coach: results the dual's coach enters stand at once, and lines without one are theirs to enter.
 */
export function linesAwaitingOtherCoach(scoring: DualScoring): number {
  if (!scoring.linked || !scoring.mayScore) return 0;
  return scoring.lines.filter((l) => l.confirmation === 'entered' && l.enteredBySide === scoring.yourSide)
    .length;
}
