import { z } from 'zod';
import { idField, matchDateField, teamTypeField } from '../common';
import { lineNameSchema } from '../duals/lineup-format';
import { RULE_PACK_IDS } from './rule-packs';
import { TIE_BREAKS } from './standings';

/**
 * League play (issue 35): a league of schools' teams of one level, its duals (the duals module's, linked
 * between two member teams), its standings and rule pack. Every request and reply of the league routes
 * (contract/leagues/routes.ts); the pure rules are rule-packs.ts and standings.ts.
 */
export * from './round-robin';
export * from './rule-packs';
export * from './standings';

export const LEAGUE_NAME_MAX = 100;
export const LEAGUE_SEASON_MAX = 40;
export const LEAGUE_ROUND_MAX = 60;

export const leagueIdParams = z.object({ id: idField });
export const leagueTokenParams = z.object({ token: z.string().max(64) });

const tieBreaksField = z
  .array(z.enum(TIE_BREAKS))
  .max(TIE_BREAKS.length)
  .refine((list) => new Set(list).size === list.length, { message: 'each tie-break at most once' });

/** POST /api/auth/leagues: a new league; the coach's team of `teamType` joins it at once. */
export const createLeagueBody = z.object({
  name: z.string().trim().min(1, { message: 'is required' }).max(LEAGUE_NAME_MAX),
  season: z.string().trim().min(1, { message: 'is required' }).max(LEAGUE_SEASON_MAX),
  /** The season's year: the pack's freeze date falls in it. */
  seasonYear: z.number().int().min(2000).max(2100),
  teamType: teamTypeField,
  rulePack: z.enum(RULE_PACK_IDS),
  tieBreaks: tieBreaksField.optional(),
  /** The coach's team that plays; default: their team of `teamType`. */
  rosterId: idField.optional(),
});
export type CreateLeagueBody = z.input<typeof createLeagueBody>;
export type CreateLeagueInput = z.output<typeof createLeagueBody>;

/** POST /api/auth/leagues/{id}/invitations: invite a school of this Courtside. */
export const inviteSchoolBody = z.object({ schoolId: idField });
/**
 * POST /api/auth/leagues/{id}/join: an invited school's coach joins with a team of the league's level (by
 * default their team of that level).
 */
export const joinLeagueBody = z.object({ rosterId: idField.optional() });
/** POST /api/auth/leagues/{id}/duals: a dual of the coach's member team against another member team. */
export const addLeagueDualBody = z.object({
  dualId: idField,
  round: z.number().int().min(1).max(LEAGUE_ROUND_MAX),
});

export const rulePackSchema = z.object({
  id: z.enum(RULE_PACK_IDS),
  name: z.string(),
  label: z.string(),
  association: z.string(),
  version: z.number().int(),
  year: z.number().int(),
  source: z.object({ title: z.string(), url: z.string().nullable() }),
  penalty: z.string(),
  singles: z.number().int(),
  doubles: z.number().int(),
  scoreFormat: z.string().nullable(),
  ladderScoreFormat: z.string(),
  postingDeadline: z
    .object({ anchor: z.enum(['before-start', 'after-start']), hours: z.number() })
    .nullable(),
  lineupLockMinutes: z.number().int().nullable(),
});

export const standingRowSchema = z.object({
  rank: z.number().int(),
  rosterId: z.number().int(),
  schoolName: z.string(),
  played: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  linesWon: z.number().int(),
  linesLost: z.number().int(),
  setsWon: z.number().int(),
  setsLost: z.number().int(),
  gamesWon: z.number().int(),
  gamesLost: z.number().int(),
  singles1Won: z.number().int(),
  /** The tie-break that placed the team among teams of its record, 'unbroken' when none did. */
  tieBreak: z.enum([...TIE_BREAKS, 'unbroken']).nullable(),
});
export type StandingRowOut = z.infer<typeof standingRowSchema>;

export const leagueMemberSchema = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  state: z.enum(['invited', 'joined']),
  rosterId: z.number().int().nullable(),
});

/** A dual of the league as its members see it; `status` final (counted), pending or disputed. */
export const leagueDualSchema = z.object({
  dualId: z.number().int(),
  round: z.number().int(),
  startsAt: z.string(),
  homeSchool: z.string(),
  awaySchool: z.string(),
  homeRosterId: z.number().int(),
  awayRosterId: z.number().int(),
  status: z.enum(['final', 'pending', 'disputed']),
  /** Lines won by each team (settled lines only). */
  homeLines: z.number().int(),
  awayLines: z.number().int(),
  winner: z.enum(['home', 'away', 'tie']).nullable(),
  /** When the pack sets one: the instant lineups are due, and the players' lineup is published. */
  lineupDue: z.string().nullable(),
});

/**
 * A pairing of the generated round robin: `away` null is `home`'s bye. `dualId` is the league dual of that
 * round between the two teams once one is on the schedule; until then the pairing is "to be arranged".
 */
export const schedulePairingSchema = z.object({
  round: z.number().int(),
  homeRosterId: z.number().int(),
  homeSchool: z.string(),
  awayRosterId: z.number().int().nullable(),
  awaySchool: z.string().nullable(),
  dualId: z.number().int().nullable(),
});
export type SchedulePairingOut = z.infer<typeof schedulePairingSchema>;

export const leagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  season: z.string(),
  seasonYear: z.number().int(),
  teamType: z.number().int(),
  rulePack: rulePackSchema,
  tieBreaks: z.array(z.enum(TIE_BREAKS)),
  /** The pack's ladder freeze date in this season (YYYY-MM-DD), or null. */
  freezeOn: z.string().nullable(),
  frozen: z.boolean(),
  publicUrl: z.string(),
  /** The caller coaches at the founding school: may invite schools. */
  mayManage: z.boolean(),
  /** The caller's own team in the league (a coach's joined team), or null. */
  myRosterId: z.number().int().nullable(),
  /** The caller's school is invited and has not joined. */
  invited: z.boolean(),
  members: z.array(leagueMemberSchema),
  duals: z.array(leagueDualSchema),
  /** The generated round robin, empty until the organiser generates it. */
  schedule: z.array(schedulePairingSchema),
  standings: z.array(standingRowSchema),
});
export type League = z.infer<typeof leagueSchema>;
export const leagueReply = z.object({ league: leagueSchema });

export const leagueSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  season: z.string(),
  teamType: z.number().int(),
  packLabel: z.string(),
  state: z.enum(['invited', 'joined']),
});
export const leagueListReply = z.object({ leagues: z.array(leagueSummarySchema) });

/** GET /api/league/{token}: the public standings page (no player, no private detail). */
export const publicLeagueSchema = z.object({
  name: z.string(),
  season: z.string(),
  teamType: z.number().int(),
  packLabel: z.string(),
  tieBreaks: z.array(z.enum(TIE_BREAKS)),
  standings: z.array(standingRowSchema.omit({ rosterId: true })),
  /**
   * The schedule by round: each pairing of the generated round robin (a bye: `awaySchool` null; "to be
   * arranged": `startsAt` null until its dual is on the schedule), and every league dual outside it, with the
   * dual's date, state and lines won (settled lines only).
   */
  schedule: z.array(
    z.object({
      round: z.number().int(),
      homeSchool: z.string(),
      awaySchool: z.string().nullable(),
      startsAt: z.string().nullable(),
      status: z.enum(['final', 'pending', 'disputed']).nullable(),
      homeLines: z.number().int(),
      awayLines: z.number().int(),
    }),
  ),
});
export type PublicLeague = z.infer<typeof publicLeagueSchema>;
export const publicLeagueReply = z.object({ league: publicLeagueSchema });

/** GET .../results.csv and .../lines.csv: text/csv, the columns of docs/leagues-export.md. */
export const leagueCsv = z.string().describe('text/csv (RFC 4180, UTF-8 with BOM)');

/** POST /api/auth/leagues/{id}/duals/{dualId}/no-show: a player of the coach's side did not come. */
export const noShowParams = z.object({ id: idField, dualId: idField });
export const noShowBody = z.object({ playerId: idField });
export const noShowReply = z.object({
  /** What changed, line by line: the players before and after (null for an empty place). */
  changes: z.array(
    z.object({
      line: lineNameSchema,
      before: z.array(z.string().nullable()),
      after: z.array(z.string().nullable()),
    }),
  ),
  lineup: z.array(z.object({ line: lineNameSchema, players: z.array(z.number().int().nullable()) })),
});

/**
 * GET /api/auth/leagues/teams/{rosterId}/record?from=&to=: a team's record in each league it joined whose play
 * falls in the season from `from` to `to` (the season page's dates; docs/decisions.md, "League play").
 */
export const teamRecordParams = z.object({ rosterId: idField });
export const teamRecordQuery = z
  .object({ from: matchDateField, to: matchDateField })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] });
export const teamLeagueRecordSchema = z.object({
  leagueId: z.number().int(),
  name: z.string(),
  season: z.string(),
  /** The team's place in the standings (contract/leagues/standings.ts), of `teams`; `tied` when shared. */
  place: z.number().int(),
  teams: z.number().int(),
  tied: z.boolean(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  linesWon: z.number().int(),
  linesLost: z.number().int(),
});
export type TeamLeagueRecord = z.infer<typeof teamLeagueRecordSchema>;
export const teamRecordReply = z.object({ records: z.array(teamLeagueRecordSchema) });
