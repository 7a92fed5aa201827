import { and, asc, eq, exists, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/prepared';
import { coachTeams, rosterPlayers, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';

/**
 * The one owner of "may this caller see / change this team". Every query that reads or changes a
 * team on a caller's behalf scopes it with `mayReadTeam` or `coachesTeam` (conditions on the
 * team_rosters row of a query that reads team_rosters) or through the lookups below, so the rule
 * is written once:
 *
 * - a coach changes (and sees) a team they coach (a coach_teams row) at their own school;
 * - a player sees the team they are on (a roster_players row), and changes none;
 * - a school administrator runs a team of the schools granted to them (`teamOfSchools`; which
 *   schools those are is the admin module's rule, admin-grants.ts).
 *
 * Anyone else's team answers 404 'team not found' (API.md: do not reveal which).
 */

export type Team = typeof teamRosters.$inferSelect;

/** An id given as a value, or as a placeholder of a prepared statement. */
type Id = number | Placeholder;

/** Who asks: a caller, or the same with placeholders for a prepared statement. */
export type TeamViewer = { kind: 'coach'; coachId: Id; schoolId: Id } | { kind: 'player'; playerId: Id };

/** Builds the subqueries of the rule; the outer query's dialect renders them. */
const qb = new QueryBuilder({ casing: 'snake_case' });
const scopeCoachTeams = alias(coachTeams, 'scope_coach_teams');
const scopeMembers = alias(rosterPlayers, 'scope_roster_players');

/** The rule, on the team_rosters row of the query: the coach coaches the team at their school. */
export function coachesTeam(coach: { coachId: Id; schoolId: Id }): SQL {
  const team = teamRosters;
  return and(
    eq(team.schoolId, coach.schoolId),
    exists(
      qb
        .select({ one: sql`1` })
        .from(scopeCoachTeams)
        .where(and(eq(scopeCoachTeams.coachId, coach.coachId), eq(scopeCoachTeams.rosterId, team.id))),
    ),
  )!;
}

/**
 * The rule, on the team_rosters row of the query: the viewer may see the team (coachesTeam, or the
 * player's own team).
 */
export function mayReadTeam(viewer: TeamViewer): SQL {
  const team = teamRosters;
  if (viewer.kind === 'coach') return coachesTeam(viewer);
  return exists(
    qb
      .select({ one: sql`1` })
      .from(scopeMembers)
      .where(and(eq(scopeMembers.playerId, viewer.playerId), eq(scopeMembers.rosterId, team.id))),
  );
}

async function oneTeam(db: Db, where: SQL): Promise<Team> {
  const [team] = await db.select().from(teamRosters).where(where).orderBy(asc(teamRosters.id)).limit(1);
  if (!team) throw appError('team_not_found');
  return team;
}

/** A team the calling coach coaches; 404 for any other. */
export function coachedTeam(db: Db, caller: CoachCaller, rosterId: number): Promise<Team> {
  return oneTeam(db, and(eq(teamRosters.id, rosterId), coachesTeam(caller))!);
}

/**
 * A team of one of `schoolIds` (the schools an admin administers, read by the admin module); 404
 * for any other, so another school's team is not told from a missing one.
 */
export function teamOfSchools(db: Db, schoolIds: readonly number[], rosterId: number): Promise<Team> {
  if (schoolIds.length === 0) throw appError('team_not_found');
  return oneTeam(db, and(eq(teamRosters.id, rosterId), inArray(teamRosters.schoolId, [...schoolIds]))!);
}

/** The coach's team of a type (1-4) at their school, or undefined when they coach none of that type. */
export async function findCoachedTeamOfType(
  db: Db,
  caller: CoachCaller,
  teamType: number,
): Promise<Team | undefined> {
  const [team] = await db
    .select()
    .from(teamRosters)
    .where(and(eq(teamRosters.teamType, teamType), coachesTeam(caller)))
    .orderBy(asc(teamRosters.id))
    .limit(1);
  return team;
}

/** The coach's team of a type (1-4) at their school; 404 when they coach none of that type. */
export async function coachedTeamOfType(db: Db, caller: CoachCaller, teamType: number): Promise<Team> {
  const team = await findCoachedTeamOfType(db, caller, teamType);
  if (!team) throw appError('team_not_found');
  return team;
}

/** The team of a type that the caller may read (mayReadTeam); 404 otherwise. */
export function readableTeamOfType(db: Db, caller: Caller, teamType: number): Promise<Team> {
  return oneTeam(db, and(eq(teamRosters.teamType, teamType), mayReadTeam(caller))!);
}

/** Every team the viewer may read, by team type (a coach's teams; a player's team, or none). */
export function readableTeams(
  db: Db,
  viewer: TeamViewer,
): Promise<Array<{ id: number; teamType: number; schoolId: number }>> {
  return db
    .select({ id: teamRosters.id, teamType: teamRosters.teamType, schoolId: teamRosters.schoolId })
    .from(teamRosters)
    .where(mayReadTeam(viewer))
    .orderBy(asc(teamRosters.teamType), asc(teamRosters.id));
}

/**
 * The coach's team (the rule above) with those of `playerIds` who are on it: no row for
 * another team, a row with a null player when none of them is on it. Prepared once per database.
 */
const playersOnCoachedTeam = perDatabase((db: Db) =>
  db
    .select({ id: teamRosters.id, playerId: rosterPlayers.playerId })
    .from(teamRosters)
    .leftJoin(
      rosterPlayers,
      and(
        eq(rosterPlayers.rosterId, teamRosters.id),
        sql`${rosterPlayers.playerId} = any(${sql.placeholder('playerIds')}::int[])`,
      ),
    )
    .where(
      and(
        eq(teamRosters.id, sql.placeholder('rosterId')),
        coachesTeam({ coachId: sql.placeholder('coachId'), schoolId: sql.placeholder('schoolId') }),
      ),
    )
    .prepare('players_on_coached_team'),
);

/** 404 unless the team is the coach's, 400 unless every one of `playerIds` is on it (a new match's check). */
export async function checkPlayersOnCoachedTeam(
  db: Db,
  caller: CoachCaller,
  rosterId: number,
  playerIds: readonly number[],
): Promise<void> {
  const found = await playersOnCoachedTeam(db).execute({
    coachId: caller.coachId,
    schoolId: caller.schoolId,
    rosterId,
    playerIds,
  });
  if (!found[0]) throw appError('team_not_found');
  if (found.filter((row) => row.playerId !== null).length !== playerIds.length) {
    throw appError('players_not_on_team');
  }
}
