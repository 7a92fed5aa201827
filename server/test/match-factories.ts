import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { matchPlayers, rosterPlayers, tennisMatches } from '../db/schema/index';
import { createCoach, createPlayer } from './factories';

/**
 * A coach with one team (type `teamType`) whose ladder holds `positions.length` players, player i
 * at positions[i] (null = N/A), named P1, P2, ... in that order.
 */
export async function createLadderTeam(
  db: Db,
  positions: Array<number | null>,
  opts: { teamType?: number; schoolId?: number } = {},
) {
  const coach = await createCoach(db, { teamTypes: [opts.teamType ?? 1], schoolId: opts.schoolId });
  const rosterId = coach.rosterIds[0]!;
  const team = [];
  for (const [i, position] of positions.entries()) {
    team.push(
      await createPlayer(db, { rosterId, schoolId: coach.schoolId, position, firstName: `P${i + 1}` }),
    );
  }
  return { coach, rosterId, players: team };
}

/** A match stored directly (side 1 first in playerIds), with an optional result. */
export async function createMatchRow(
  db: Db,
  opts: {
    rosterId: number;
    playerIds: number[];
    matchType?: 1 | 2 | 3;
    at?: Date;
    winnerSide?: 1 | 2 | null;
    score?: string | null;
    challengerSide?: 1 | 2 | null;
  },
) {
  const singles = opts.playerIds.length === 2;
  const winnerSide = opts.winnerSide ?? null;
  const [match] = await db
    .insert(tennisMatches)
    .values({
      rosterId: opts.rosterId,
      matchType: opts.matchType ?? 2,
      isSingles: singles,
      matchAt: opts.at ?? new Date('2025-03-01T15:30:00Z'),
      score: winnerSide === null ? null : (opts.score ?? null),
      outcome: winnerSide === null ? null : 'completed',
      winnerSide,
      challengerSide: opts.challengerSide ?? null,
    })
    .returning();
  await db.insert(matchPlayers).values(
    opts.playerIds.map((playerId, i) => ({
      matchId: match!.id,
      playerId,
      slot: i + 1,
      side: i < (singles ? 1 : 2) ? 1 : 2,
    })),
  );
  return match!;
}

/** The team's ladder now: player id -> position (null = N/A), for players still on the team. */
export async function ladderPositions(db: Db, rosterId: number): Promise<Map<number, number | null>> {
  const rows = await db
    .select({ playerId: rosterPlayers.playerId, position: rosterPlayers.position })
    .from(rosterPlayers)
    .where(eq(rosterPlayers.rosterId, rosterId))
    .orderBy(asc(rosterPlayers.id));
  return new Map(rows.map((r) => [r.playerId, r.position]));
}
