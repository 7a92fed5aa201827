import type { LadderMove } from '../../db/schema/index';

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

/** Why an insert cannot be made on the ladder as it is. */
export type InsertBlocker = 'past-end' | 'full';

/**
 * The moves that put `member` at place `position` of its own ladder, shifting the others by one
 * place instead of leaving a gap ("move to place N"). A placed player moving up pushes the players
 * from `position` to just above their old place down one; moving down, the players between their
 * old place and `position` move up one. An N/A player pushes down the players from `position` to
 * the first free place only, so no one else changes. `ladder` is the whole team's ladder (the
 * member included). Returns the moves (none when the member is there already), or why not:
 * `position` lies past the ladder's end, or the push would go past the last place.
 */
export function insertMoves(
  ladder: readonly Membership[],
  member: Membership,
  position: number,
  maxPosition: number,
): LadderMove[] | InsertBlocker {
  const others = ladder.filter(
    (m): m is Membership & { position: number } =>
      m.rosterPlayerId !== member.rosterPlayerId && m.rosterId === member.rosterId && m.position !== null,
  );
  const last = Math.max(0, ...others.map((m) => m.position));
  const from = member.position;
  if (from === position) return [];
  // Past the end: a placed player may go down to the last place, an N/A one just below it.
  if (position > (from === null ? last + 1 : Math.max(last, from))) return 'past-end';
  const shift = (m: Membership & { position: number }, by: number): LadderMove => ({
    rosterPlayerId: m.rosterPlayerId,
    playerId: m.playerId,
    fromRosterId: m.rosterId,
    fromPosition: m.position,
    toRosterId: m.rosterId,
    toPosition: m.position + by,
  });
  let shifted: LadderMove[];
  if (from === null) {
    const taken = new Set(others.map((m) => m.position));
    let end = position;
    while (taken.has(end)) end += 1;
    if (end > maxPosition) return 'full';
    shifted = others.filter((m) => m.position >= position && m.position < end).map((m) => shift(m, 1));
  } else if (position < from) {
    shifted = others.filter((m) => m.position >= position && m.position < from).map((m) => shift(m, 1));
  } else {
    shifted = others.filter((m) => m.position > from && m.position <= position).map((m) => shift(m, -1));
  }
  return [
    {
      rosterPlayerId: member.rosterPlayerId,
      playerId: member.playerId,
      fromRosterId: member.rosterId,
      fromPosition: from,
      toRosterId: member.rosterId,
      toPosition: position,
    },
    ...shifted.sort((a, b) => (a.fromPosition ?? 0) - (b.fromPosition ?? 0)),
  ];
}

/** The two moves that exchange the places of two players of one ladder (either may be N/A). */
export function swapMoves(a: Membership, b: Membership): LadderMove[] {
  const move = (m: Membership, to: Membership): LadderMove => ({
    rosterPlayerId: m.rosterPlayerId,
    playerId: m.playerId,
    fromRosterId: m.rosterId,
    fromPosition: m.position,
    toRosterId: m.rosterId,
    toPosition: to.position,
  });
  return [move(a, b), move(b, a)];
}
