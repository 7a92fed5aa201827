import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rosterPlayers, teamRosters, type LadderMove } from '../../db/schema/index';
import { appError, pgErrorCode } from '../../errors';
import { recordLadderChange } from './ladder-history';
import type { Membership } from './ladder-rules';

/**
 * The machinery every ladder move of this module shares (coach moves, challenge results, undo):
 * locking the ladders, reading memberships under the lock, writing the moves and recording them.
 * Only the ladder module moves players; other modules call its move functions
 * (`applyChallengeMatchResult` in ladder-challenge-moves.ts for a match result).
 */

/**
 * Locks the ladders of these teams until the transaction ends, in id order so that two changes
 * touching the same two teams cannot deadlock. Every ladder change takes these locks before it
 * reads the ladder, so the positions it checks cannot change under it.
 */
export async function lockLadders(tx: Db, rosterIds: readonly number[]): Promise<void> {
  const ids = [...new Set(rosterIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  // NO KEY UPDATE: still lets player set-up insert memberships (its foreign key check needs a
  // KEY SHARE lock); such an insert racing for a place is caught by the deferred unique check.
  await tx
    .select({ id: teamRosters.id })
    .from(teamRosters)
    .where(inArray(teamRosters.id, ids))
    .orderBy(asc(teamRosters.id))
    .for('no key update');
}

/**
 * A position taken by a writer that did not lock the ladder surfaces as a unique violation
 * when the transaction commits (the constraint is deferred): it is the position-taken 409.
 */
export function asPositionConflict(err: unknown): unknown {
  return pgErrorCode(err) === '23505' ? appError('position_taken') : err;
}

/** A transaction of ladder moves; a position lost at commit answers the position-taken 409. */
export async function ladderTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => run(tx));
  } catch (err) {
    throw asPositionConflict(err);
  }
}

const membershipColumns = {
  rosterPlayerId: rosterPlayers.id,
  playerId: rosterPlayers.playerId,
  rosterId: rosterPlayers.rosterId,
  position: rosterPlayers.position,
};

/** The memberships on some teams, plus those of some players wherever they are. */
export async function memberships(
  tx: Db,
  rosterIds: readonly number[],
  playerIds: readonly number[] = [],
): Promise<Membership[]> {
  const onTeams = inArray(rosterPlayers.rosterId, [...rosterIds]);
  return tx
    .select(membershipColumns)
    .from(rosterPlayers)
    .where(playerIds.length > 0 ? or(onTeams, inArray(rosterPlayers.playerId, [...playerIds])) : onTeams);
}

/** Membership `rosterPlayerId` of player `playerId` on team `rosterId`; 404 when they do not match. */
export async function membershipOn(
  tx: Db,
  ids: { rosterPlayerId: number; playerId: number; rosterId: number },
): Promise<Membership> {
  const [row] = await tx
    .select(membershipColumns)
    .from(rosterPlayers)
    .where(
      and(
        eq(rosterPlayers.id, ids.rosterPlayerId),
        eq(rosterPlayers.playerId, ids.playerId),
        eq(rosterPlayers.rosterId, ids.rosterId),
      ),
    );
  if (!row) throw appError('player_not_on_team');
  return row;
}

/** A membership of team `rosterId` by its id alone; 404 when it is not on that team. */
export async function memberOfTeam(tx: Db, rosterId: number, rosterPlayerId: number): Promise<Membership> {
  const [row] = await tx
    .select(membershipColumns)
    .from(rosterPlayers)
    .where(and(eq(rosterPlayers.id, rosterPlayerId), eq(rosterPlayers.rosterId, rosterId)));
  if (!row) throw appError('player_not_on_team');
  return row;
}

/**
 * Applies moves to the memberships in one statement per kind: removals delete the membership,
 * everything else sets its team and position. Positions are only checked at commit, so the order
 * of the rows does not matter.
 */
export async function applyMoves(tx: Db, moves: readonly LadderMove[]): Promise<void> {
  const removed = moves.filter((m) => m.toRosterId === null).map((m) => m.rosterPlayerId);
  const placed = moves.filter((m) => m.toRosterId !== null);
  if (removed.length > 0) await tx.delete(rosterPlayers).where(inArray(rosterPlayers.id, removed));
  if (placed.length === 0) return;
  const rows = sql.join(
    placed.map(
      (m) => sql`(${m.rosterPlayerId}::integer, ${m.toRosterId}::integer, ${m.toPosition}::integer)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update ${rosterPlayers} set roster_id = v.roster_id, position = v.position
        from (values ${rows}) as v(id, roster_id, position) where ${rosterPlayers.id} = v.id`,
  );
}

/**
 * Applies `moves` and records them as one change of team `rosterId` (listed in the history of
 * every team a move touches), inside the caller's transaction, after the ladders are locked.
 * Returns the change's id.
 */
export async function moveAndRecord(
  tx: Db,
  change: Parameters<typeof recordLadderChange>[1],
): Promise<number> {
  await applyMoves(tx, change.moves);
  return recordLadderChange(tx, change);
}
