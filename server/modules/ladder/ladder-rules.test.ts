import { describe, expect, it } from 'vitest';
import type { LadderMove } from '../../db/schema/index';
import {
  closeGapMoves,
  insertMoves,
  inverseMoves,
  moveTouches,
  swapMoves,
  touchedRosters,
  undoBlocker,
  type Membership,
} from './ladder-rules';

const A = 10;
const B = 20;
const m = (playerId: number, position: number | null, rosterId = A): Membership => ({
  rosterPlayerId: playerId + 100,
  playerId,
  rosterId,
  position,
});

describe('closeGapMoves', () => {
  it('moves everyone below the vacated place up one, top to bottom', () => {
    const ladder = [m(1, 1), m(3, 3), m(4, 4)];
    expect(closeGapMoves(ladder, A, 2)).toEqual([
      { rosterPlayerId: 103, playerId: 3, fromRosterId: A, fromPosition: 3, toRosterId: A, toPosition: 2 },
      { rosterPlayerId: 104, playerId: 4, fromRosterId: A, fromPosition: 4, toRosterId: A, toPosition: 3 },
    ]);
  });

  it('moves nobody when the bottom player leaves', () => {
    expect(closeGapMoves([m(1, 1), m(2, 2)], A, 3)).toEqual([]);
  });

  it('moves nobody when the leaver had no position (N/A)', () => {
    expect(closeGapMoves([m(1, 1), m(2, 2)], A, null)).toEqual([]);
  });

  it('leaves N/A players and other teams alone', () => {
    const ladder = [m(1, null), m(2, 5), m(3, 4, B)];
    expect(closeGapMoves(ladder, A, 1).map((x) => [x.playerId, x.toPosition])).toEqual([[2, 4]]);
  });

  it('keeps gaps further down: each player below moves exactly one place', () => {
    const ladder = [m(1, 1), m(5, 5), m(9, 9)];
    expect(closeGapMoves(ladder, A, 2).map((x) => [x.fromPosition, x.toPosition])).toEqual([
      [5, 4],
      [9, 8],
    ]);
  });

  it('moves the whole ladder up when the top player leaves, ordered whatever the input order', () => {
    const ladder = [m(3, 3), m(2, 2), m(4, 4)];
    expect(closeGapMoves(ladder, A, 1).map((x) => [x.playerId, x.toPosition])).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
  });
});

const removal: LadderMove = {
  rosterPlayerId: 101,
  playerId: 1,
  fromRosterId: A,
  fromPosition: 2,
  toRosterId: null,
  toPosition: null,
};
const shiftUp: LadderMove = {
  rosterPlayerId: 103,
  playerId: 3,
  fromRosterId: A,
  fromPosition: 3,
  toRosterId: A,
  toPosition: 2,
};
const crossTeam: LadderMove = {
  rosterPlayerId: 104,
  playerId: 4,
  fromRosterId: A,
  fromPosition: 4,
  toRosterId: B,
  toPosition: 7,
};

describe('inverseMoves', () => {
  it('swaps from and to of every move', () => {
    expect(inverseMoves([shiftUp, crossTeam])).toEqual([
      { rosterPlayerId: 103, playerId: 3, fromRosterId: A, fromPosition: 2, toRosterId: A, toPosition: 3 },
      { rosterPlayerId: 104, playerId: 4, fromRosterId: B, fromPosition: 7, toRosterId: A, toPosition: 4 },
    ]);
  });

  it('brings a removed player back from N/A on the team they left', () => {
    expect(inverseMoves([removal])).toEqual([
      { rosterPlayerId: 101, playerId: 1, fromRosterId: A, fromPosition: null, toRosterId: A, toPosition: 2 },
    ]);
  });

  it('restores an N/A player to N/A', () => {
    const fromNa: LadderMove = {
      rosterPlayerId: 105,
      playerId: 5,
      fromRosterId: A,
      fromPosition: null,
      toRosterId: A,
      toPosition: 9,
    };
    expect(inverseMoves([fromNa])[0]).toMatchObject({ fromPosition: 9, toPosition: null });
  });
});

describe('undoBlocker', () => {
  const all = new Set([1, 2, 3, 4, 5]);

  it('allows undoing a removal and its gap closing when nothing changed since', () => {
    const now = [m(2, 1), m(3, 2)];
    expect(undoBlocker([removal, shiftUp], now, all)).toBeNull();
  });

  it('allows undoing a move into a place the same change vacated', () => {
    // Player 3 moved up into 2 when player 1 left: restoring 1 to 2 is fine because 3 goes back too.
    expect(undoBlocker([removal, shiftUp], [m(3, 2)], all)).toBeNull();
  });

  it('refuses when a player the change moved has moved again', () => {
    expect(undoBlocker([shiftUp], [m(3, 5)], all)).toEqual({ kind: 'moved', playerId: 3 });
  });

  it('refuses when a player the change moved has left the team', () => {
    expect(undoBlocker([crossTeam], [], all)).toEqual({ kind: 'moved', playerId: 4 });
  });

  it('refuses when a removed player is back on a ladder or their account is gone', () => {
    expect(undoBlocker([removal], [m(1, 6, B)], all)).toEqual({ kind: 'moved', playerId: 1 });
    expect(undoBlocker([removal], [], new Set([2, 3]))).toEqual({ kind: 'moved', playerId: 1 });
  });

  it('refuses when a place to restore is now held by a player the change did not move', () => {
    expect(undoBlocker([crossTeam], [m(4, 7, B), m(8, 4)], all)).toEqual({
      kind: 'occupied',
      playerId: 8,
      rosterId: A,
      position: 4,
    });
  });

  it('allows restoring N/A, which is never occupied', () => {
    const fromNa: LadderMove = {
      rosterPlayerId: 105,
      playerId: 5,
      fromRosterId: A,
      fromPosition: null,
      toRosterId: A,
      toPosition: 9,
    };
    expect(undoBlocker([fromNa], [m(5, 9), m(6, null)], all)).toBeNull();
  });
});

describe('touchedRosters and moveTouches', () => {
  it('lists each team a change starts or ends on once, in id order', () => {
    expect(touchedRosters([crossTeam, shiftUp, removal])).toEqual([A, B]);
  });

  it('tells whether a move belongs to a team history', () => {
    expect(moveTouches(crossTeam, B)).toBe(true);
    expect(moveTouches(shiftUp, B)).toBe(false);
    expect(moveTouches(removal, A)).toBe(true);
  });
});

describe('insertMoves', () => {
  /** The ladder after the moves, as [playerId, position] by position. */
  const after = (ladder: Membership[], moves: LadderMove[]) =>
    ladder
      .map((x) => {
        const moved = moves.find((mv) => mv.playerId === x.playerId);
        return [x.playerId, moved ? moved.toPosition : x.position] as const;
      })
      .sort((a, b) => (a[1] ?? 999) - (b[1] ?? 999));

  it('moving up shifts the players from the new place to the old one down one', () => {
    const ladder = [m(1, 1), m(2, 2), m(3, 3), m(4, 4)];
    const moves = insertMoves(ladder, ladder[3]!, 1, 100);
    expect(moves).not.toBeTypeOf('string');
    expect(after(ladder, moves as LadderMove[])).toEqual([
      [4, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
  });

  it('moving down shifts the players in between up one and leaves the rest', () => {
    const ladder = [m(1, 1), m(2, 2), m(3, 3), m(4, 4), m(5, 5)];
    const moves = insertMoves(ladder, ladder[0]!, 3, 100) as LadderMove[];
    expect(moves.map((mv) => mv.playerId).sort()).toEqual([1, 2, 3]);
    expect(after(ladder, moves).map((x) => x[0])).toEqual([2, 3, 1, 4, 5]);
  });

  it('an N/A player pushes down only up to the first free place', () => {
    const ladder = [m(1, 1), m(2, 2), m(3, 4), m(4, null)];
    const moves = insertMoves(ladder, ladder[3]!, 1, 100) as LadderMove[];
    expect(after(ladder, moves)).toEqual([
      [4, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
  });

  it('refuses a place past the end, and a push past the last place', () => {
    const ladder = [m(1, 1), m(2, 2), m(3, null)];
    expect(insertMoves(ladder, ladder[0]!, 3, 100)).toBe('past-end');
    expect(insertMoves(ladder, ladder[2]!, 4, 100)).toBe('past-end');
    expect(insertMoves(ladder, ladder[2]!, 3, 100)).toHaveLength(1);
    expect(insertMoves(ladder, ladder[2]!, 1, 2)).toBe('full');
  });

  it('moves nobody when the player is there already', () => {
    const ladder = [m(1, 1), m(2, 2)];
    expect(insertMoves(ladder, ladder[1]!, 2, 100)).toEqual([]);
  });
});

describe('swapMoves', () => {
  it('exchanges two places, N/A included', () => {
    expect(swapMoves(m(1, 1), m(2, null)).map((mv) => [mv.playerId, mv.fromPosition, mv.toPosition])).toEqual(
      [
        [1, 1, null],
        [2, null, 1],
      ],
    );
  });
});
