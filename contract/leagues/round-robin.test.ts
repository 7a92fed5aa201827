import { describe, expect, it } from 'vitest';
import { roundRobin } from './round-robin';

/** The generated schedule: every two teams once, nobody twice in a round, a bye a round for odd counts. */

const key = (a: number, b: number) => [Math.min(a, b), Math.max(a, b)].join('-');

describe('round robin', () => {
  it('4 teams: 3 rounds of 2 duals, every pair once, no byes', () => {
    const rows = roundRobin([1, 2, 3, 4]);
    expect(rows.map((r) => `${r.round}:${r.home}-${r.away}`)).toEqual([
      '1:1-4',
      '1:3-2',
      '2:3-1',
      '2:2-4',
      '3:1-2',
      '3:4-3',
    ]);
    expect(new Set(rows.map((r) => key(r.home, r.away!))).size).toBe(6);
    expect(rows.every((r) => r.away !== null)).toBe(true);
  });

  it.each([2, 3, 4, 5, 6, 7, 8, 9])(
    '%i teams: each pair once, each team once a round, byes when odd',
    (n) => {
      const teams = Array.from({ length: n }, (_, i) => 10 + i);
      const rows = roundRobin(teams);
      const rounds = n % 2 === 0 ? n - 1 : n;
      expect(Math.max(...rows.map((r) => r.round))).toBe(rounds);
      const played = rows.filter((r) => r.away !== null);
      expect(played).toHaveLength((n * (n - 1)) / 2);
      expect(new Set(played.map((r) => key(r.home, r.away!))).size).toBe(played.length);
      for (let round = 1; round <= rounds; round++) {
        const seats = rows.filter((r) => r.round === round).flatMap((r) => [r.home, r.away]);
        const present = seats.filter((t) => t !== null);
        expect(new Set(present).size).toBe(present.length);
        expect(present.sort()).toEqual([...teams].sort());
        expect(rows.filter((r) => r.round === round && r.away === null)).toHaveLength(n % 2);
      }
      // With an odd count every team has exactly one bye.
      if (n % 2 === 1) expect(new Set(rows.filter((r) => r.away === null).map((r) => r.home)).size).toBe(n);
      // No team is at home in every round (n > 2).
      if (n > 3)
        for (const t of teams) expect(played.filter((r) => r.home === t).length).toBeLessThan(rounds);
    },
  );

  it('3 teams: each round one dual and one bye', () => {
    expect(roundRobin([1, 2, 3]).map((r) => `${r.round}:${r.home}-${r.away ?? 'bye'}`)).toEqual([
      '1:1-bye',
      '1:3-2',
      '2:3-1',
      '2:2-bye',
      '3:1-2',
      '3:3-bye',
    ]);
  });

  it('fewer than two teams: no schedule; a repeated id counts once', () => {
    expect(roundRobin([])).toEqual([]);
    expect(roundRobin([7])).toEqual([]);
    expect(roundRobin([7, 7, 8])).toEqual([{ round: 1, home: 7, away: 8 }]);
  });
});
