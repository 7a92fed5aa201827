import { z } from 'zod';
import { idField, intField, matchDateField } from '../common';
import { tennisMatchSchema } from '../matches';

/**
 * Seasons (issue 37): a team's seasons and the rollover to the next, the archived season's final
 * ladder, team statistics, the roster's CSV import (preview, then confirm) and the CSV exports, and
 * a player's page with head-to-head. One feature: everything here is a team's history by season.
 */

export const DEPARTURES = ['stays', 'leaves', 'graduates'] as const;
export type Departure = (typeof DEPARTURES)[number];

export const seasonNameField = z.string().trim().min(1, { message: 'is required' }).max(60);

export const season = z.object({
  id: z.number().int(),
  rosterId: z.number().int(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Null for the team's current season; an archived season is read-only. */
  archivedAt: z.string().nullable(),
});
export type Season = z.infer<typeof season>;

export const teamParams = z.object({ rosterId: idField });
export const seasonParams = z.object({ seasonId: idField });

/** The team's seasons, newest first; `current` is the one every list shows unless another is asked. */
export const seasonsReply = z.object({ current: season, seasons: z.array(season) });

const datesInOrder = (s: { startsOn: string; endsOn: string }) => s.startsOn <= s.endsOn;
const DATES_MESSAGE = { message: 'the season must end on or after its first day', path: ['endsOn'] };

export const editSeasonBody = z
  .object({ name: seasonNameField, startsOn: matchDateField, endsOn: matchDateField })
  .refine(datesInOrder, DATES_MESSAGE);

/**
 * Starting the next season: its name and dates, who leaves or graduates (everyone else stays), and
 * whether the ladder positions of those who stay are kept (closing the gaps) or reset (no position).
 */
export const rolloverBody = z
  .object({
    name: seasonNameField,
    startsOn: matchDateField,
    endsOn: matchDateField,
    positions: z.enum(['keep', 'reset']),
    departures: z
      .array(z.object({ playerId: idField, departure: z.enum(['leaves', 'graduates']) }))
      .max(100)
      .default([]),
  })
  .refine(datesInOrder, DATES_MESSAGE);
export type RolloverBody = z.input<typeof rolloverBody>;

export const rolloverReply = z.object({ current: season, archived: season });

/** A line of an archived season's final ladder (or the current ladder). */
export const seasonLadderRow = z.object({
  playerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.number().int().nullable(),
  departure: z.enum(DEPARTURES).nullable(),
});
export const seasonLadderReply = z.object({ season, rows: z.array(seasonLadderRow) });

export const seasonMatchesReply = z.object({ season, matches: z.array(tennisMatchSchema) });

/** A player's won and lost matches. */
export const record = z.object({ won: z.number().int(), lost: z.number().int() });

/** Team statistics of a season, one row per player who played or was on the roster. */
export const statsRow = z.object({
  playerId: z.number().int(),
  name: z.string(),
  won: z.number().int(),
  lost: z.number().int(),
  /** Won / decided, 0-100, null with no decided match. */
  winPercent: z.number().nullable(),
  /** Dual lines played (singles or doubles). */
  dualLines: z.number().int(),
  /** Attendance: present / marked, 0-100, null when never marked. */
  attendancePercent: z.number().nullable(),
});
export const statsReply = z.object({ season, rows: z.array(statsRow) });

export const EXPORT_KINDS = ['roster', 'ladder', 'matches', 'duals', 'attendance', 'stats'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const exportParams = z.object({ seasonId: idField, kind: z.enum(EXPORT_KINDS) });
export const csvText = z.string().describe('text/csv; UTF-8 with BOM (RFC 4180)');

/** The roster file's columns, in order (an export's header; an import reads them by name). */
export const ROSTER_COLUMNS = [
  'first_name',
  'last_name',
  'phone',
  'email',
  'graduation_year',
  'guardian_name',
  'guardian_phone',
  'guardian_email',
] as const;

/** The largest roster file taken (bytes) and rows per import. */
export const IMPORT_MAX_BYTES = 256 * 1024;
export const IMPORT_MAX_ROWS = 200;

/** The roster file as uploaded: its bytes in base64 (the server checks the encoding itself). */
export const previewBody = z.object({
  file: z
    .string()
    .max(Math.ceil(IMPORT_MAX_BYTES / 3) * 4 + 4, { message: 'the file is larger than 256 KB' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: 'must be base64' }),
});

export const ROW_PROBLEMS = [
  'missing_name',
  'malformed_phone',
  'duplicate_phone',
  'phone_taken',
  'malformed_email',
  'malformed_year',
  'malformed_guardian_phone',
  'guardian_incomplete',
] as const;
export type RowProblem = (typeof ROW_PROBLEMS)[number];

/** One roster row as read (and as sent back, fixed, to confirm). */
export const importRow = z.object({
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  phone: z.string().max(200),
  email: z.string().max(200),
  graduationYear: z.string().max(200),
  guardianName: z.string().max(200),
  guardianPhone: z.string().max(200),
  guardianEmail: z.string().max(200),
});
export type ImportRow = z.infer<typeof importRow>;

export const checkedRow = importRow.extend({
  /** The row's line in the file (2 for the first row under the header). */
  line: z.number().int(),
  problems: z.array(z.enum(ROW_PROBLEMS)),
});
export type CheckedRow = z.infer<typeof checkedRow>;

export const previewReply = z.object({
  rows: z.array(checkedRow),
  good: z.number().int(),
  bad: z.number().int(),
});

/** Confirming: the rows (as previewed, perhaps fixed), and whether invited players get the Team PIN. */
export const importBody = z.object({
  rows: z
    .array(importRow.extend({ line: intField(1, 100_000) }))
    .min(1)
    .max(IMPORT_MAX_ROWS),
  sendPins: z.boolean().default(false),
});
export const importReply = z.object({
  saved: z.number().int(),
  skipped: z.array(checkedRow),
  texted: z.number().int(),
});

/** The player page. */
export const playerParams = z.object({ playerId: idField });
export const MATCH_KINDS = ['challenge', 'official', 'dual', 'practice'] as const;
export const recordRow = z.object({
  seasonId: z.number().int().nullable(),
  seasonName: z.string(),
  kind: z.enum(MATCH_KINDS),
  singles: record,
  doubles: record,
});
export const positionPoint = z.object({
  seasonId: z.number().int().nullable(),
  seasonName: z.string(),
  position: z.number().int().nullable(),
});
export const playerPageReply = z.object({
  player: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string().nullable(),
    graduationYear: z.number().int().nullable(),
    rosterId: z.number().int().nullable(),
  }),
  positions: z.array(positionPoint),
  records: z.array(recordRow),
  recent: z.array(tennisMatchSchema),
  /** People this player has met across the net (teammates by id, outside opponents by name). */
  opponents: z.array(
    z.object({ id: z.number().int().nullable(), name: z.string(), meetings: z.number().int() }),
  ),
});

export const headToHeadQuery = z
  .object({ with: idField.optional(), name: z.string().trim().min(1).max(200).optional() })
  .refine((q) => (q.with === undefined) !== (q.name === undefined), {
    message: 'give either with (a player) or name (an outside opponent)',
  });
export const headToHeadReply = z.object({
  opponent: z.object({ id: z.number().int().nullable(), name: z.string() }),
  won: z.number().int(),
  lost: z.number().int(),
  setsWon: z.number().int(),
  setsLost: z.number().int(),
  meetings: z.array(tennisMatchSchema),
});

/**
 * The school year holding a day (August 1 to July 31), the season a team without one starts in:
 * the migration's backfill names existing teams' seasons the same way.
 */
export function schoolYearOf(day: string): { name: string; startsOn: string; endsOn: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const y = month < 8 ? year - 1 : year;
  return {
    name: `${y}-${String((y + 1) % 100).padStart(2, '0')}`,
    startsOn: `${y}-08-01`,
    endsOn: `${y + 1}-07-31`,
  };
}
