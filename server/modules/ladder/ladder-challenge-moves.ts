import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ladderChanges, rosterPlayers } from '../../db/schema/index';
import { challengeMatchMoves, pairChallengeMatch } from './ladder-challenge-rules';
import { lockLadders, moveAndRecord } from './ladder-moves';

/** A challenge match (the match type) on the ladder: its pairing, and the moves once it is decided. */

/** One team's ladder as the challenge rules read it. */
function ladderPlaces(db: Db, rosterId: number) {
  return db
    .select({
      rosterPlayerId: rosterPlayers.id,
      playerId: rosterPlayers.playerId,
      position: rosterPlayers.position,
    })
    .from(rosterPlayers)
    .where(eq(rosterPlayers.rosterId, rosterId));
}

/**
 * Who challenges whom when players `a` and `b` of team `rosterId` play a challenge, on the ladder
 * as it is now (ladder-challenge-rules.ts's `pairChallengeMatch`): the lower player is the challenger and may
 * be at most `maxPlaces` places below the defender. Throws the 400 that says why they cannot.
 */
export async function challengeMatchPairing(
  db: Db,
  rosterId: number,
  a: number,
  b: number,
  maxPlaces: number,
): Promise<{ challengerId: number; defenderId: number }> {
  const pairing = pairChallengeMatch(await ladderPlaces(db, rosterId), a, b, maxPlaces);
  if (!pairing.ok) throw pairing.error;
  return { challengerId: pairing.challengerId, defenderId: pairing.defenderId };
}

/** A decided challenge between two players of one team, as the ladder needs to know it. */
export interface ChallengeMatchResult {
  /** The team whose ladder the challenge was played on. */
  rosterId: number;
  /** The match (or, later, the player challenge) that was decided; it moves the ladder at most once. */
  matchId: number;
  /** Player ids: the lower-placed challenger, the defender, and which of the two won. */
  challengerId: number;
  defenderId: number;
  winnerId: number;
  /** The coach who recorded the result, for the history; null when no coach did. */
  actorCoachId: number | null;
}

/**
 * THE way a decided challenge moves the ladder; run it inside the transaction that saves the
 * result. When the challenger won: locks the ladder (as every ladder change does, so concurrent
 * results and coach moves apply one after another), leap-frogs (the challenger takes the
 * defender's position, the defender and everyone between move down one into the next position
 * held: ladder-challenge-rules.ts's `challengeMatchMoves`) and records a 'challenge' change in the ladder
 * history with `matchId`, which the coach's undo (`undoLatestChange`, ladder-undo.ts) reverses
 * like any other change. Nothing moves when the defender won, when this match has moved the
 * ladder before (a corrected result does not move it again or back, nor does one after an undo),
 * or when the ladder changed so that the challenger is no longer below the defender.
 * Returns the recorded change's id, or null when nothing moved.
 */
export async function applyChallengeMatchResult(
  tx: Db,
  result: ChallengeMatchResult,
): Promise<number | null> {
  if (result.winnerId !== result.challengerId) return null;
  await lockLadders(tx, [result.rosterId]);
  const [earlier] = await tx
    .select({ id: ladderChanges.id })
    .from(ladderChanges)
    .where(and(eq(ladderChanges.matchId, result.matchId), eq(ladderChanges.reason, 'challenge')))
    .limit(1);
  if (earlier) return null;
  const ladder = await ladderPlaces(tx, result.rosterId);
  const moves = challengeMatchMoves(ladder, result.rosterId, result.challengerId, result.defenderId);
  if (moves.length === 0) return null;
  return moveAndRecord(tx, {
    rosterId: result.rosterId,
    reason: 'challenge',
    actorCoachId: result.actorCoachId,
    matchId: result.matchId,
    moves,
  });
}
