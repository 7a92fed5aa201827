import { and, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { callerId, type Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { coachTeams, rosterPlayers, tournamentPlayers, tournaments } from '../../db/schema/index';
import { appError } from '../../errors';

/**
 * The tournaments a caller reaches. A tournament belongs to the coach who created it; coaches who
 * share a team with that coach reach it as well (co-coaches run tournaments together), and so do
 * the players on that coach's teams, read only. Anyone else gets 404 for its ids.
 */
export function reachable(db: Db, caller: Caller): SQL {
  return reachableBy(db, caller.kind, callerId(caller));
}

/** `reachable` for a coach's or a player's id, given as a value or as a prepared-statement placeholder. */
export function reachableBy(db: Db, kind: Caller['kind'], who: number | Placeholder): SQL {
  if (kind === 'coach') {
    const mine = alias(coachTeams, 'mine');
    const other = alias(coachTeams, 'other');
    const coCoaches = db
      .select({ id: other.coachId })
      .from(mine)
      .innerJoin(other, eq(other.rosterId, mine.rosterId))
      .where(eq(mine.coachId, who));
    // One IN list rather than `own or co-coach's`: an OR of the two made PostgreSQL's generic plan
    // read every tournament (no index serves an OR with a subquery).
    return sql`${tournaments.coachId} in (select ${who}::integer union ${coCoaches})`;
  }
  const teamCoaches = db
    .select({ id: coachTeams.coachId })
    .from(rosterPlayers)
    .innerJoin(coachTeams, eq(coachTeams.rosterId, rosterPlayers.rosterId))
    .where(eq(rosterPlayers.playerId, who));
  return inArray(tournaments.coachId, teamCoaches);
}

/**
 * Locks a reachable tournament for the rest of the transaction, so rank changes happen one at a time.
 * Every change to a tournament takes this lock first, so it is also the one archived rule: a
 * tournament of an archived season (season_id set by a rollover, issue 37) answers 409
 * season_archived to every change.
 */
export async function lockTournament(tx: Db, caller: Caller, tournamentId: number) {
  const [row] = await tx
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), reachable(tx, caller)))
    .for('update');
  if (!row) throw appError('tournament_not_found');
  if (row.seasonId !== null) throw appError('season_archived');
  return row;
}

/**
 * A season's tournaments among those reached: the current season's (season_id null) when `seasonId`
 * is not given, else the archived season's (tournaments_coach_season).
 */
export function inSeason(seasonId: number | undefined): SQL {
  return seasonId === undefined ? isNull(tournaments.seasonId) : eq(tournaments.seasonId, seasonId);
}

/**
 * A team's rollover (issue 37, called by the seasons module in its transaction): every current-season
 * tournament of the team's coaches (`ofTeam`) takes the archived season's id, and is read-only from
 * then on. A tournament has no day of play, so, like challenges, all of them go with the old season.
 */
export async function archiveTeamTournaments(tx: Db, rosterId: number, seasonId: number) {
  await tx
    .update(tournaments)
    .set({ seasonId })
    .where(and(ofTeam(tx, rosterId), isNull(tournaments.seasonId)));
}

/** The tournament a tournament player belongs to, when the caller reaches it. */
export async function reachablePlayer(db: Db, caller: Caller, tpid: number) {
  const [row] = await db
    .select({ player: tournamentPlayers })
    .from(tournamentPlayers)
    .innerJoin(tournaments, eq(tournaments.id, tournamentPlayers.tournamentId))
    .where(and(eq(tournamentPlayers.id, tpid), reachable(db, caller)));
  if (!row) throw appError('tournament_player_not_found');
  return row.player;
}

/**
 * The tournaments of a team (read by its school's administrator, issue 32): those its coaches run,
 * which are the ones its players reach (`reachable`'s player rule, for one team).
 */
export function ofTeam(db: Db, rosterId: number): SQL {
  return inArray(
    tournaments.coachId,
    db.select({ id: coachTeams.coachId }).from(coachTeams).where(eq(coachTeams.rosterId, rosterId)),
  );
}
