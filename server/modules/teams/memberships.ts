import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachTeams, rosterPlayers } from '../../db/schema/index';

/**
 * Memberships: a coach coaching a team, a player joining a team, and the coach a player's team
 * gives them.
 */

/**
 * The one place a coach comes to coach a team (starting it, joining it by its PIN, appointed by the
 * school's admin); run inside the caller's transaction. False when they coached it already.
 */
export async function addTeamCoach(tx: Db, coachId: number, rosterId: number): Promise<boolean> {
  const inserted = await tx
    .insert(coachTeams)
    .values({ coachId, rosterId })
    .onConflictDoNothing()
    .returning({ rosterId: coachTeams.rosterId });
  return inserted.length > 0;
}

/** The next free place at the bottom of a ladder, or null (N/A) when all 100 are taken. */
async function bottomPosition(db: Db, rosterId: number): Promise<number | null> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${rosterPlayers.position})` })
    .from(rosterPlayers)
    .where(eq(rosterPlayers.rosterId, rosterId));
  const next = (row?.max ?? 0) + 1;
  return next <= 100 ? next : null;
}

/**
 * Puts a new player on team `rosterId`, at the bottom of its ladder; run inside the sign-up's
 * transaction.
 */
export async function addToLadderBottom(tx: Db, rosterId: number, playerId: number): Promise<void> {
  const position = await bottomPosition(tx, rosterId);
  await tx.insert(rosterPlayers).values({ rosterId, playerId, position });
}

/** The coach id a player's token carries: the first coach of their team, 0 without a team. */
export async function playerCoachId(db: Db, playerId: number): Promise<number> {
  const [row] = await db
    .select({ coachId: coachTeams.coachId })
    .from(rosterPlayers)
    .innerJoin(coachTeams, eq(coachTeams.rosterId, rosterPlayers.rosterId))
    .where(eq(rosterPlayers.playerId, playerId))
    .orderBy(asc(coachTeams.createdAt), asc(coachTeams.coachId))
    .limit(1);
  return row?.coachId ?? 0;
}
