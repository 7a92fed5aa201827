import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyMatchResult, isRank, isUpset, type SavedResult, type Winner } from './ranking';

function ok(outcome: ReturnType<typeof applyMatchResult>) {
  if (!outcome.ok) throw new Error(`expected a result, got ${outcome.reason}`);
  return outcome;
}

describe('a first result', () => {
  it('swaps the ranks when the lower-ranked player beats the higher-ranked one', () => {
    const r = ok(applyMatchResult({ p1: 1, p2: 4 }, null, 2));
    expect(r.ranks).toEqual({ p1: 4, p2: 1 });
    expect(r.swappedTo).toEqual({ p1: 4, p2: 1 });
  });

  it('swaps too when the lower-ranked player is the first player', () => {
    const r = ok(applyMatchResult({ p1: 3, p2: 2 }, null, 1));
    expect(r.ranks).toEqual({ p1: 2, p2: 3 });
    expect(r.swappedTo).toEqual({ p1: 2, p2: 3 });
  });

  it('moves nobody when the higher-ranked player wins', () => {
    expect(applyMatchResult({ p1: 1, p2: 4 }, null, 1)).toEqual({
      ok: true,
      ranks: { p1: 1, p2: 4 },
      swappedTo: null,
    });
    expect(applyMatchResult({ p1: 5, p2: 2 }, null, 2)).toEqual({
      ok: true,
      ranks: { p1: 5, p2: 2 },
      swappedTo: null,
    });
  });

  it('moves nobody when both hold the same rank (neither is lower)', () => {
    expect(applyMatchResult({ p1: 2, p2: 2 }, null, 2)).toEqual({
      ok: true,
      ranks: { p1: 2, p2: 2 },
      swappedTo: null,
    });
  });
});

describe('players without a usable rank', () => {
  it.each([
    [{ p1: null, p2: 1 }],
    [{ p1: 1, p2: null }],
    [{ p1: null, p2: null }],
    [{ p1: -1, p2: 2 }],
    [{ p1: 2, p2: 0 }],
    [{ p1: 1.5, p2: 2 }],
  ])('refuses %j as unranked', (stored) => {
    expect(applyMatchResult(stored, null, 1)).toEqual({ ok: false, reason: 'unranked' });
  });

  it('refuses even when only the winner is changed back', () => {
    expect(applyMatchResult({ p1: null, p2: 3 }, { winner: 2, swappedTo: null }, 1)).toEqual({
      ok: false,
      reason: 'unranked',
    });
  });

  it('isRank accepts whole numbers from 1 only', () => {
    expect([1, 7, 100].every(isRank)).toBe(true);
    expect([0, -1, 2.5, Number.NaN, null, undefined].some((r) => isRank(r as number | null))).toBe(false);
  });

  it('isUpset is true only when the winner had the larger rank number', () => {
    expect(isUpset(3, 1)).toBe(true);
    expect(isUpset(1, 3)).toBe(false);
    expect(isUpset(2, 2)).toBe(false);
  });
});

describe('a changed winner', () => {
  it('undoes the earlier upset swap, then applies the new result (higher-ranked now wins: no swap)', () => {
    // A (rank 1) vs B (rank 2): B won and took rank 1; the coach corrects the winner to A.
    const r = ok(applyMatchResult({ p1: 2, p2: 1 }, { winner: 2, swappedTo: { p1: 2, p2: 1 } }, 1));
    expect(r.ranks).toEqual({ p1: 1, p2: 2 });
    expect(r.swappedTo).toBeNull();
  });

  it('swaps when the earlier result made no swap and the new winner is the lower-ranked player', () => {
    const r = ok(applyMatchResult({ p1: 1, p2: 2 }, { winner: 1, swappedTo: null }, 2));
    expect(r.ranks).toEqual({ p1: 2, p2: 1 });
    expect(r.swappedTo).toEqual({ p1: 2, p2: 1 });
  });

  it('does not undo a swap once the ranks moved since; the new result applies to the current ranks', () => {
    // B's upset left p1=2, p2=1; since then a coach set p1 to 3. Changing the winner to A (now rank 3) is another upset.
    const r = ok(applyMatchResult({ p1: 3, p2: 1 }, { winner: 2, swappedTo: { p1: 2, p2: 1 } }, 1));
    expect(r.ranks).toEqual({ p1: 1, p2: 3 });
    expect(r.swappedTo).toEqual({ p1: 1, p2: 3 });
  });

  it('does not undo when the current ranks moved and the new winner is already higher', () => {
    const r = ok(applyMatchResult({ p1: 1, p2: 4 }, { winner: 2, swappedTo: { p1: 2, p2: 1 } }, 1));
    expect(r.ranks).toEqual({ p1: 1, p2: 4 });
    expect(r.swappedTo).toBeNull();
  });

  it('saving the same winner again changes nothing and keeps the swap record', () => {
    const previous: SavedResult = { winner: 2, swappedTo: { p1: 2, p2: 1 } };
    expect(applyMatchResult({ p1: 2, p2: 1 }, previous, 2)).toEqual({
      ok: true,
      ranks: { p1: 2, p2: 1 },
      swappedTo: { p1: 2, p2: 1 },
    });
  });
});

describe('properties', () => {
  const rank = fc.integer({ min: 1, max: 64 });
  const winner = fc.constantFrom<Winner>(1, 2);
  const distinctRanks = fc.tuple(rank, rank).filter(([a, b]) => a !== b);

  it('always hands back the same two ranks, possibly exchanged', () => {
    fc.assert(
      fc.property(distinctRanks, winner, ([p1, p2], w) => {
        const r = ok(applyMatchResult({ p1, p2 }, null, w));
        expect([r.ranks.p1, r.ranks.p2].sort()).toEqual([p1, p2].sort());
      }),
    );
  });

  it('the winner always ends up ranked above the loser', () => {
    fc.assert(
      fc.property(distinctRanks, winner, ([p1, p2], w) => {
        const r = ok(applyMatchResult({ p1, p2 }, null, w));
        const [won, lost] = w === 1 ? [r.ranks.p1, r.ranks.p2] : [r.ranks.p2, r.ranks.p1];
        expect(won).toBeLessThan(lost);
      }),
    );
  });

  it('switching the winner and back again restores the ranks of the first result', () => {
    fc.assert(
      fc.property(distinctRanks, winner, ([p1, p2], w) => {
        const first = ok(applyMatchResult({ p1, p2 }, null, w));
        const other: Winner = w === 1 ? 2 : 1;
        const second = ok(applyMatchResult(first.ranks, { winner: w, swappedTo: first.swappedTo }, other));
        const third = ok(applyMatchResult(second.ranks, { winner: other, swappedTo: second.swappedTo }, w));
        expect(third.ranks).toEqual(first.ranks);
        // The first change of mind lands where that result alone would have landed from the start.
        expect(second.ranks).toEqual(ok(applyMatchResult({ p1, p2 }, null, other)).ranks);
      }),
    );
  });
});
