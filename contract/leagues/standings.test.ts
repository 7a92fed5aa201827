import { describe, expect, it } from 'vitest';
import { computeStandings, type StandingDual } from './standings';

/** Standings tie-breaks on worked examples (three-way ties included). */

const A = 1;
const B = 2;
const C = 3;
const D = 4;

/** A final dual a beat b (or a tie) by lines, with sets and games given or derived from lines. */
function dual(
  a: number,
  b: number,
  lines: [number, number],
  extra: Partial<Pick<StandingDual, 'sets' | 'games' | 'singles1'>> = {},
): StandingDual {
  return {
    a,
    b,
    winner: lines[0] > lines[1] ? a : lines[1] > lines[0] ? b : null,
    lines: { a: lines[0], b: lines[1] },
    sets: extra.sets ?? { a: lines[0] * 2, b: lines[1] * 2 },
    games: extra.games ?? { a: lines[0] * 12, b: lines[1] * 12 },
    singles1: extra.singles1 ?? null,
  };
}

const summary = (rows: ReturnType<typeof computeStandings>) =>
  rows.map((r) => `${r.rank}:${r.teamId}:${r.wins}-${r.losses}:${r.tieBreak ?? '-'}`);

describe('standings', () => {
  it('orders by dual wins; a record alone needs no tie-break', () => {
    const rows = computeStandings([A, B, C], [dual(A, B, [4, 1]), dual(A, C, [3, 2]), dual(B, C, [3, 2])]);
    expect(summary(rows)).toEqual(['1:1:2-0:-', '2:2:1-1:-', '3:3:0-2:-']);
    expect(rows[0]).toMatchObject({ linesWon: 7, linesLost: 3, setsWon: 14, gamesWon: 84 });
  });

  it('two teams level on wins: head-to-head decides, and says so', () => {
    // A and B both 2-1, B beat A; C and D both 1-2, C beat D.
    const rows = computeStandings(
      [A, B, C, D],
      [
        dual(A, B, [2, 3]),
        dual(A, C, [5, 0]),
        dual(A, D, [5, 0]),
        dual(B, C, [4, 1]),
        dual(B, D, [2, 3]),
        dual(C, D, [3, 2]),
      ],
    );
    expect(summary(rows)).toEqual([
      '1:2:2-1:head-to-head',
      '2:1:2-1:head-to-head',
      '3:3:1-2:head-to-head',
      '4:4:1-2:head-to-head',
    ]);
  });

  it('a three-way circle (each beat one, lost to one): head-to-head is level, lines won decide', () => {
    const rows = computeStandings([A, B, C], [dual(A, B, [3, 2]), dual(B, C, [4, 1]), dual(C, A, [5, 0])]);
    // Lines won: A 3+0=3, B 2+4=6, C 1+5=6 -> B and C level on lines, so they start again at
    // head-to-head between the two of them: B beat C.
    expect(summary(rows)).toEqual(['1:2:1-1:head-to-head', '2:3:1-1:head-to-head', '3:1:1-1:lines']);
  });

  it('a three-way tie level on head-to-head, lines and sets: games, then #1 singles', () => {
    const games = (a: number, b: number) => ({ games: { a, b } });
    const rows = computeStandings(
      [A, B, C],
      [
        dual(A, B, [3, 2], { ...games(40, 38), singles1: A }),
        dual(B, C, [3, 2], { ...games(40, 40), singles1: C }),
        dual(C, A, [3, 2], { ...games(38, 40), singles1: C }),
      ],
    );
    // Lines 5 each, sets 10 each; games A 80, B 78, C 78 -> A by games; B and C restart:
    // head-to-head B beat C.
    expect(summary(rows)).toEqual(['1:1:1-1:games', '2:2:1-1:head-to-head', '3:3:1-1:head-to-head']);
  });

  it('#1 singles as the last tie-break, and teams nothing separates share the rank', () => {
    const same = { sets: { a: 4, b: 4 }, games: { a: 30, b: 30 } };
    const tied = computeStandings(
      [A, B],
      [dual(A, B, [2, 2], { ...same, singles1: B })],
      ['lines', 'singles1'],
    );
    expect(summary(tied)).toEqual(['1:2:0-0:singles1', '2:1:0-0:singles1']);
    const unbroken = computeStandings([A, B], [dual(A, B, [2, 2], same)]);
    expect(summary(unbroken)).toEqual(['1:1:0-0:unbroken', '1:2:0-0:unbroken']);
  });

  it('follows the league order: lines before head-to-head', () => {
    const duals = [dual(A, B, [2, 3]), dual(A, C, [5, 0]), dual(B, C, [0, 5])];
    // A and B and C are 1-1. Lines: A 7, B 3, C 5.
    expect(summary(computeStandings([A, B, C], duals, ['lines', 'head-to-head']))).toEqual([
      '1:1:1-1:lines',
      '2:3:1-1:lines',
      '3:2:1-1:lines',
    ]);
  });

  it('counts a team with no final dual at 0-0', () => {
    expect(summary(computeStandings([A, B, C], [dual(A, B, [3, 2])]))).toEqual([
      '1:1:1-0:-',
      '2:3:0-0:-',
      '3:2:0-1:-',
    ]);
  });
});
