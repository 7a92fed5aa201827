import type { Db } from '../../db/client';
import { ladderChangeTeams, ladderChanges } from '../../db/schema/index';
import { touchedRosters } from './ladder-rules';

/**
 * One membership's state before and after a ladder change. A null position is "no position"
 * (N/A); toRosterId null means the player left the ladder (removed from the team).
 */
export interface LadderMove {
  rosterPlayerId: number;
  playerId: number;
  fromRosterId: number;
  fromPosition: number | null;
  toRosterId: number | null;
  toPosition: number | null;
}

/**
 * Records a ladder change inside the caller's transaction and returns its id. Call it in the
 * same transaction that moved the players (after locking the ladders with `lockLadders` from
 * ladder.service.ts), with every membership that moved, so the history is complete and the
 * coach's undo can restore it. The change is listed in the history of `rosterId` and of every
 * team a move starts or ends on.
 */
export async function recordLadderChange(
  tx: Db,
  change: {
    rosterId: number;
    reason: 'coach-move' | 'removed' | 'challenge' | 'undo';
    actorCoachId: number | null;
    matchId?: number | null;
    moves: LadderMove[];
  },
): Promise<number> {
  const [row] = await tx
    .insert(ladderChanges)
    .values({
      rosterId: change.rosterId,
      reason: change.reason,
      actorCoachId: change.actorCoachId,
      matchId: change.matchId ?? null,
      moves: change.moves,
    })
    .returning({ id: ladderChanges.id });
  if (!row) throw new Error('ladder change insert returned nothing');
  const teams = new Set([change.rosterId, ...touchedRosters(change.moves)]);
  await tx.insert(ladderChangeTeams).values([...teams].map((rosterId) => ({ changeId: row.id, rosterId })));
  return row.id;
}
