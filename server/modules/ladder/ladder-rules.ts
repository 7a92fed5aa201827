import type { LadderMove } from './ladder-history';

/** A membership as the ladder rules see it: a player's place on one team's ladder (null = N/A). */
export interface Membership {
  rosterPlayerId: number;
  playerId: number;
  rosterId: number;
  position: number | null;
}

/**
 * The moves that close the gap a player leaves at `vacated` on ladder `rosterId`: everyone placed
 * below moves up one place, so the ladder keeps its order and no one is skipped over. Players
 * without a position (N/A) stay where they are; nothing moves when the leaver had no position.
 * `ladder` is the team's ladder without the player who leaves.
 */
export function closeGapMoves(
  ladder: readonly Membership[],
  rosterId: number,
  vacated: number | null,
): LadderMove[] {
  if (vacated === null) return [];
  return ladder
    .filter(
      (m): m is Membership & { position: number } =>
        m.rosterId === rosterId && m.position !== null && m.position > vacated,
    )
    .sort((a, b) => a.position - b.position)
    .map((m) => ({
      rosterPlayerId: m.rosterPlayerId,
      playerId: m.playerId,
      fromRosterId: rosterId,
      fromPosition: m.position,
      toRosterId: rosterId,
      toPosition: m.position - 1,
    }));
}

/**
 * The moves that take every membership of a change back to its state before the change. A player
 * the change removed comes back from "no team", written as N/A on the team they return to
 * (LadderMove has no way to say "from no team").
 */
export function inverseMoves(moves: readonly LadderMove[]): LadderMove[] {
  return moves.map((m) => ({
    rosterPlayerId: m.rosterPlayerId,
    playerId: m.playerId,
    fromRosterId: m.toRosterId ?? m.fromRosterId,
    fromPosition: m.toPosition,
    toRosterId: m.fromRosterId,
    toPosition: m.fromPosition,
  }));
}

export type UndoBlocker =
  /** The player is no longer where the change left them (moved again, removed, rejoined, or gone). */
  | { kind: 'moved'; playerId: number }
  /** A place the undo would restore is held by a player the change did not move. */
  | { kind: 'occupied'; playerId: number; rosterId: number; position: number };

/**
 * Why a change cannot be undone on the ladders as they are now, or null when it can.
 * `current` holds the memberships of every team the change touched and of every player it moved;
 * `existingPlayers` the ids of the moved players whose accounts still exist.
 */
export function undoBlocker(
  moves: readonly LadderMove[],
  current: readonly Membership[],
  existingPlayers: ReadonlySet<number>,
): UndoBlocker | null {
  const byPlayer = new Map(current.map((m) => [m.playerId, m]));
  for (const m of moves) {
    const now = byPlayer.get(m.playerId);
    const unchanged =
      m.toRosterId === null
        ? now === undefined && existingPlayers.has(m.playerId)
        : now !== undefined && now.rosterId === m.toRosterId && now.position === m.toPosition;
    if (!unchanged) return { kind: 'moved', playerId: m.playerId };
  }
  const moved = new Set(moves.map((m) => m.playerId));
  for (const m of moves) {
    if (m.fromPosition === null) continue;
    const holder = current.find(
      (c) => c.rosterId === m.fromRosterId && c.position === m.fromPosition && !moved.has(c.playerId),
    );
    if (holder)
      return {
        kind: 'occupied',
        playerId: holder.playerId,
        rosterId: m.fromRosterId,
        position: m.fromPosition,
      };
  }
  return null;
}

/** The teams a change's moves start or end on. */
export function touchedRosters(moves: readonly LadderMove[]): number[] {
  const ids = new Set<number>();
  for (const m of moves) {
    ids.add(m.fromRosterId);
    if (m.toRosterId !== null) ids.add(m.toRosterId);
  }
  return [...ids].sort((a, b) => a - b);
}

/** Whether a move starts or ends on a team (what that team's history shows). */
export function moveTouches(move: LadderMove, rosterId: number): boolean {
  return move.fromRosterId === rosterId || move.toRosterId === rosterId;
}
