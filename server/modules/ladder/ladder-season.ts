import type { LadderMove } from '../../db/schema/index';
import { applyMoves, memberships } from './ladder-moves';
import type { Membership } from './ladder-rules';

/**
 * A new season's ladder (issue 37), moved by the seasons module's rollover inside its transaction,
 * after it locked the ladder (`lockLadders`): those who leave or graduate come off the team; those
 * who stay keep their order with the gaps closed (`keep`) or all lose their position (`reset`, the
 * coach places them again). Not recorded in the ladder history: the archived season keeps the
 * final ladder (season_players), and an undo must not reach back into the last season.
 */
export function seasonStartMoves(
  members: readonly Membership[],
  rosterId: number,
  leaving: ReadonlySet<number>,
  positions: 'keep' | 'reset',
): LadderMove[] {
  const moves: LadderMove[] = [];
  const staying = members
    .filter((m) => !leaving.has(m.playerId))
    .sort((a, b) => (a.position ?? 1000) - (b.position ?? 1000) || a.rosterPlayerId - b.rosterPlayerId);
  let next = 1;
  for (const m of members.filter((x) => leaving.has(x.playerId))) {
    moves.push({ ...base(m, rosterId), toRosterId: null, toPosition: null });
  }
  for (const m of staying) {
    const to = positions === 'reset' || m.position === null ? null : next++;
    if (to !== m.position) moves.push({ ...base(m, rosterId), toRosterId: rosterId, toPosition: to });
  }
  return moves;
}

function base(m: Membership, rosterId: number) {
  return {
    rosterPlayerId: m.rosterPlayerId,
    playerId: m.playerId,
    fromRosterId: rosterId,
    fromPosition: m.position,
  };
}

/** Applies the new season's ladder (see seasonStartMoves); the caller holds the ladder's lock. */
export async function startSeasonLadder(
  tx: Parameters<typeof memberships>[0],
  rosterId: number,
  leaving: ReadonlySet<number>,
  positions: 'keep' | 'reset',
): Promise<void> {
  const members = await memberships(tx, [rosterId]);
  await applyMoves(tx, seasonStartMoves(members, rosterId, leaving, positions));
}
