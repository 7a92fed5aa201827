import { describe, expect, it } from 'vitest';
import { challengeMatchMoves, pairChallengeMatch, type LadderPlace } from './ladder-challenge-rules';

const ROSTER = 7;

/** A ladder of players 1..n at positions 1..n, player id = position (memberships 100 + id). */
function ladderOf(positions: Array<number | null>): LadderPlace[] {
  return positions.map((position, i) => ({ rosterPlayerId: 101 + i, playerId: i + 1, position }));
}

/** The ladder after applying moves: player id -> position. */
function after(ladder: LadderPlace[], challenger: number, defender: number): Record<number, number | null> {
  const result = Object.fromEntries(ladder.map((p) => [p.playerId, p.position]));
  for (const m of challengeMatchMoves(ladder, ROSTER, challenger, defender))
    result[m.playerId] = m.toPosition;
  return result;
}

describe('pairChallengeMatch', () => {
  const ladder = ladderOf([1, 2, 3, 4, 5, 6]);

  it('makes the lower player the challenger whichever was entered first', () => {
    expect(pairChallengeMatch(ladder, 4, 2, 3)).toEqual({
      ok: true,
      challengerId: 4,
      defenderId: 2,
      places: 2,
    });
    expect(pairChallengeMatch(ladder, 2, 4, 3)).toEqual({
      ok: true,
      challengerId: 4,
      defenderId: 2,
      places: 2,
    });
  });

  it('allows exactly the maximum number of places and adjacent players', () => {
    expect(pairChallengeMatch(ladder, 5, 2, 3)).toMatchObject({ ok: true, places: 3 });
    expect(pairChallengeMatch(ladder, 2, 1, 3)).toMatchObject({ ok: true, places: 1 });
  });

  it('refuses a challenge further than the maximum', () => {
    expect(pairChallengeMatch(ladder, 6, 2, 3)).toMatchObject({
      ok: false,
      error: {
        code: 'challenge_out_of_range',
        message:
          'A player may challenge at most 3 places above them on the ladder; these players are 4 places apart.',
        details: { max: 3, places: 4 },
      },
    });
    expect(pairChallengeMatch(ladder, 3, 1, 1)).toMatchObject({
      ok: false,
      error: {
        code: 'challenge_out_of_range',
        message:
          'A player may challenge at most 1 place above them on the ladder; these players are 2 places apart.',
      },
    });
  });

  it('counts places along the ladder, not by position numbers, so gaps do not count', () => {
    const gaps = ladderOf([1, 5, 9, 20]);
    expect(pairChallengeMatch(gaps, 4, 1, 3)).toMatchObject({
      ok: true,
      challengerId: 4,
      defenderId: 1,
      places: 3,
    });
    expect(pairChallengeMatch(gaps, 4, 1, 2)).toMatchObject({ ok: false });
  });

  it('ignores unplaced players when counting places', () => {
    const withUnplaced = ladderOf([1, null, 2, null, 3]);
    expect(pairChallengeMatch(withUnplaced, 5, 1, 2)).toMatchObject({ ok: true, places: 2 });
  });

  it('refuses a player without a position, as challenger or defender', () => {
    const withUnplaced = ladderOf([1, 2, null]);
    const refusal = {
      ok: false,
      error: {
        code: 'challenge_needs_positions',
        message: 'Both players of a challenge need a ladder position. Place them on the ladder first.',
      },
    };
    expect(pairChallengeMatch(withUnplaced, 3, 2, 3)).toMatchObject(refusal);
    expect(pairChallengeMatch(withUnplaced, 2, 3, 3)).toMatchObject(refusal);
  });

  it('refuses a player who is not on the ladder', () => {
    expect(pairChallengeMatch(ladder, 1, 99, 3)).toMatchObject({
      ok: false,
      error: { code: 'challenge_not_on_team', message: 'Both players of a challenge must be on this team.' },
    });
  });
});

describe('challengeMatchMoves', () => {
  it('adjacent: the two swap', () => {
    const ladder = ladderOf([1, 2, 3, 4]);
    expect(after(ladder, 3, 2)).toEqual({ 1: 1, 2: 3, 3: 2, 4: 4 });
    expect(challengeMatchMoves(ladder, ROSTER, 3, 2)).toEqual([
      {
        rosterPlayerId: 103,
        playerId: 3,
        fromRosterId: ROSTER,
        fromPosition: 3,
        toRosterId: ROSTER,
        toPosition: 2,
      },
      {
        rosterPlayerId: 102,
        playerId: 2,
        fromRosterId: ROSTER,
        fromPosition: 2,
        toRosterId: ROSTER,
        toPosition: 3,
      },
    ]);
  });

  it('top: the challenger takes position 1 and everyone between moves down one', () => {
    expect(after(ladderOf([1, 2, 3, 4, 5]), 4, 1)).toEqual({ 1: 2, 2: 3, 3: 4, 4: 1, 5: 5 });
  });

  it('bottom: the last player moves up, the players below the defender down to them shift', () => {
    expect(after(ladderOf([1, 2, 3, 4, 5]), 5, 3)).toEqual({ 1: 1, 2: 2, 3: 4, 4: 5, 5: 3 });
  });

  it('moves only the players between, leaving those above and below alone', () => {
    const moves = challengeMatchMoves(ladderOf([1, 2, 3, 4, 5, 6]), ROSTER, 5, 3);
    expect(moves.map((m) => m.playerId).sort()).toEqual([3, 4, 5]);
  });

  it('keeps the positions in use when there are gaps: each moves into the next place held', () => {
    const ladder = ladderOf([1, 5, 9, 20]);
    expect(after(ladder, 4, 2)).toEqual({ 1: 1, 2: 9, 3: 20, 4: 5 });
  });

  it('leaves unplaced players where they are', () => {
    const ladder = ladderOf([1, null, 2, 3]);
    expect(after(ladder, 4, 1)).toEqual({ 1: 2, 2: null, 3: 3, 4: 1 });
  });

  it('moves nothing when the challenger is already above the defender', () => {
    expect(challengeMatchMoves(ladderOf([1, 2, 3]), ROSTER, 1, 3)).toEqual([]);
  });

  it('moves nothing when either player has lost their position or left the ladder', () => {
    expect(challengeMatchMoves(ladderOf([1, 2, null]), ROSTER, 3, 1)).toEqual([]);
    expect(challengeMatchMoves(ladderOf([null, 2, 3]), ROSTER, 3, 1)).toEqual([]);
    expect(challengeMatchMoves(ladderOf([1, 2]), ROSTER, 3, 1)).toEqual([]);
  });

  it('moves a challenger from out of the original range too: ranges are checked when the match is set up', () => {
    expect(after(ladderOf([1, 2, 3, 4, 5, 6, 7]), 7, 1)).toEqual({
      1: 2,
      2: 3,
      3: 4,
      4: 5,
      5: 6,
      6: 7,
      7: 1,
    });
  });

  it('always leaves positions unique and every player on the ladder', () => {
    const ladder = ladderOf([2, 3, 7, null, 8, 11, 12, 40]);
    for (const c of ladder) {
      for (const d of ladder) {
        if (c === d) continue;
        const result = after(ladder, c.playerId, d.playerId);
        const placed = Object.values(result).filter((p) => p !== null);
        expect(new Set(placed).size).toBe(placed.length);
        expect(placed.sort((x, y) => x - y)).toEqual([2, 3, 7, 8, 11, 12, 40]);
      }
    }
  });
});
