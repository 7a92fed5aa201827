import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { MATCH_TYPE, type TennisMatch } from '../../../contract/matches';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { teamRosters, tennisMatches } from '../../db/schema/index';
import { readableTeamOfType } from '../teams/team-access';
import { playersOf, presentMatch } from './match-rows';

/** Reading matches: a team's list by type, and the matches another module shows (the calendar). */

/**
 * POST /api/auth/tennis-match: the matches of one type (1 challenge, 2 official, 3 practice) of the
 * team of type `teamType`, newest first. A coach reads the team of that type they coach, a player
 * their own team; 404 otherwise.
 */
export async function listMatches(
  db: Db,
  caller: Caller,
  matchType: number,
  teamType: number,
): Promise<TennisMatch[]> {
  const team = await readableTeamOfType(db, caller, teamType);
  const rows = await db
    .select()
    .from(tennisMatches)
    // The current season's (issue 37: season_id null); an archived season's are read by the seasons module.
    .where(
      and(
        eq(tennisMatches.rosterId, team.id),
        isNull(tennisMatches.seasonId),
        eq(tennisMatches.matchType, matchType),
      ),
    )
    .orderBy(desc(tennisMatches.matchAt), desc(tennisMatches.id));
  const people = await playersOf(
    db,
    rows.map((m) => m.id),
  );
  return rows.map((m) => presentMatch(m, people.get(m.id) ?? []));
}

/** A match as another module shows it (the calendar): its team's type, start, players and result. */
export interface ScheduledMatch {
  id: number;
  rosterId: number;
  matchType: number;
  teamType: number;
  isSingles: boolean;
  matchAt: Date;
  /** Side 1 first. */
  players: { ID: number; Name: string }[];
  score: string;
  decided: boolean;
  updatedAt: Date;
}

/**
 * The matches of some teams (roster ids the caller may read, checked by the asking module) that
 * start in [from, to), ordered by start: one lookup of the (roster, type, time) index per team. A
 * dual's lines (side 2 another school's) are left out: the calendar shows the dual itself.
 */
export async function scheduledMatchesBetween(
  db: Db,
  rosterIds: readonly number[],
  from: Date,
  to: Date,
): Promise<ScheduledMatch[]> {
  if (rosterIds.length === 0) return [];
  const rows = await db
    .select({ match: tennisMatches, teamType: teamRosters.teamType })
    .from(tennisMatches)
    .innerJoin(teamRosters, eq(teamRosters.id, tennisMatches.rosterId))
    .where(
      and(
        inArray(tennisMatches.rosterId, [...rosterIds]),
        // Every type named, so the whole (roster, type, time) index key serves the range.
        inArray(tennisMatches.matchType, Object.values(MATCH_TYPE)),
        gte(tennisMatches.matchAt, from),
        lt(tennisMatches.matchAt, to),
        isNull(tennisMatches.dualId),
      ),
    )
    .orderBy(asc(tennisMatches.matchAt), asc(tennisMatches.id));
  return scheduled(db, rows);
}

/** Match rows with their team's type as ScheduledMatch, with their players (one statement). */
async function scheduled(
  db: Db,
  rows: ReadonlyArray<{ match: typeof tennisMatches.$inferSelect; teamType: number }>,
): Promise<ScheduledMatch[]> {
  const people = await playersOf(
    db,
    rows.map((r) => r.match.id),
  );
  return rows.map(({ match, teamType }) => ({
    id: match.id,
    rosterId: match.rosterId,
    matchType: match.matchType,
    teamType,
    isSingles: match.isSingles,
    matchAt: match.matchAt,
    players: (people.get(match.id) ?? []).map((p) => ({ ID: p.id, Name: p.name })),
    score: match.score ?? '',
    decided: match.winnerSide !== null,
    updatedAt: match.updatedAt,
  }));
}

const MATCH_TYPES = Object.values(MATCH_TYPE);

/**
 * The first `perTeam` matches of each of some teams (roster ids the asking module checked) starting
 * at or after `from`, dual lines left out as in scheduledMatchesBetween, by start. One statement per
 * match type whatever the number of teams: for each team, the first rows of its (roster, type, time)
 * index from `from` (a lateral join), so a team's long history is never read.
 */
export async function nextMatchesOfTeams(
  db: Db,
  rosterIds: readonly number[],
  from: Date,
  perTeam: number,
): Promise<ScheduledMatch[]> {
  if (rosterIds.length === 0) return [];
  const perType = await Promise.all(
    MATCH_TYPES.map((matchType) => {
      const next = db
        .select()
        .from(tennisMatches)
        .where(
          and(
            eq(tennisMatches.rosterId, teamRosters.id),
            eq(tennisMatches.matchType, matchType),
            gte(tennisMatches.matchAt, from),
            isNull(tennisMatches.dualId),
          ),
        )
        .orderBy(asc(tennisMatches.matchAt), asc(tennisMatches.id))
        .limit(perTeam)
        .as('next_matches');
      return db
        .select()
        .from(teamRosters)
        .innerJoinLateral(next, sql`true`)
        .where(inArray(teamRosters.id, [...rosterIds]));
    }),
  );
  const rows = perType
    .flat()
    .map((row) => ({ match: row.next_matches, teamType: row.team_rosters.teamType }))
    .sort((a, b) => a.match.matchAt.getTime() - b.match.matchAt.getTime() || a.match.id - b.match.id);
  const firsts: typeof rows = [];
  const taken = new Map<number, number>();
  for (const row of rows) {
    const n = taken.get(row.match.rosterId) ?? 0;
    if (n >= perTeam) continue;
    taken.set(row.match.rosterId, n + 1);
    firsts.push(row);
  }
  return scheduled(db, firsts);
}

/**
 * A team's (roster id the asking module checked) last `limit` matches of every type that started
 * before `before`, newest first, as every match answer shows them (presentMatch), dual lines
 * included: one statement per match type, each reading the (roster, type, time) index backwards.
 */
export async function recentMatchesOfTeam(
  db: Db,
  rosterId: number,
  before: Date,
  limit: number,
): Promise<TennisMatch[]> {
  const perType = await Promise.all(
    MATCH_TYPES.map((matchType) =>
      db
        .select()
        .from(tennisMatches)
        .where(
          and(
            eq(tennisMatches.rosterId, rosterId),
            eq(tennisMatches.matchType, matchType),
            lt(tennisMatches.matchAt, before),
          ),
        )
        .orderBy(desc(tennisMatches.matchAt), desc(tennisMatches.id))
        .limit(limit),
    ),
  );
  const rows = perType
    .flat()
    .sort((a, b) => b.matchAt.getTime() - a.matchAt.getTime() || b.id - a.id)
    .slice(0, limit);
  const people = await playersOf(
    db,
    rows.map((m) => m.id),
  );
  return rows.map((m) => presentMatch(m, people.get(m.id) ?? []));
}
