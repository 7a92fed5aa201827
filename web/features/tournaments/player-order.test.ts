import { describe, expect, it } from 'vitest';
import type { TournamentPlayer } from '../../../contract/tournaments';
import { ALL_ROWS, freeRanks, lastPageIndex, pageOf, sortPlayers } from './player-order';

const p = (PlayersID: number, players: string, rank: number): TournamentPlayer => ({
  PlayersID,
  players,
  rank,
});
const collator = new Intl.Collator('en');
const names = (list: TournamentPlayer[]) => list.map((x) => x.players);

const players = [p(1, 'Cara', -1), p(2, 'anna', 2), p(3, 'Ben', 1), p(4, 'Dan', -1), p(5, 'Ann', 3)];

describe('sortPlayers', () => {
  it('by rank: best first, N/A last in entry order', () => {
    expect(names(sortPlayers(players, 'rank', 'asc', collator.compare))).toEqual([
      'Ben',
      'anna',
      'Ann',
      'Cara',
      'Dan',
    ]);
  });

  it('by rank descending: N/A still last', () => {
    expect(names(sortPlayers(players, 'rank', 'desc', collator.compare))).toEqual([
      'Ann',
      'anna',
      'Ben',
      'Cara',
      'Dan',
    ]);
  });

  it("by name with the language's collation, both directions", () => {
    expect(names(sortPlayers(players, 'name', 'asc', collator.compare))).toEqual([
      'Ann',
      'anna',
      'Ben',
      'Cara',
      'Dan',
    ]);
    expect(names(sortPlayers(players, 'name', 'desc', collator.compare))).toEqual([
      'Dan',
      'Cara',
      'Ben',
      'anna',
      'Ann',
    ]);
  });

  it('equal names keep the entry order', () => {
    const twins = [p(7, 'Sam', -1), p(3, 'Sam', -1)];
    expect(sortPlayers(twins, 'name', 'desc', collator.compare).map((x) => x.PlayersID)).toEqual([3, 7]);
  });

  it('does not change the list it is given', () => {
    const copy = [...players];
    sortPlayers(players, 'name', 'asc', collator.compare);
    expect(players).toEqual(copy);
  });
});

describe('pagination', () => {
  const rows = Array.from({ length: 12 }, (_, i) => i + 1);

  it('cuts pages of 5, 10 and 25', () => {
    expect(pageOf(rows, 0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(rows, 2, 5)).toEqual([11, 12]);
    expect(pageOf(rows, 1, 10)).toEqual([11, 12]);
    expect(pageOf(rows, 0, 25)).toEqual(rows);
  });

  it('All shows every row', () => {
    expect(pageOf(rows, 3, ALL_ROWS)).toEqual(rows);
    expect(lastPageIndex(12, ALL_ROWS)).toBe(0);
  });

  it('a page past the end (rows deleted) shows the last page', () => {
    expect(lastPageIndex(12, 5)).toBe(2);
    expect(pageOf(rows, 7, 5)).toEqual([11, 12]);
    expect(pageOf([], 2, 5)).toEqual([]);
    expect(lastPageIndex(0, 5)).toBe(0);
  });
});

describe('freeRanks', () => {
  const entry = (PlayersID: number, rank: number): TournamentPlayer => ({
    PlayersID,
    players: `P${PlayersID}`,
    rank,
  });

  it('lists the ranks no player holds, lowest first', () => {
    expect(freeRanks([entry(1, 2), entry(2, -1), entry(3, -1), entry(4, 4)])).toEqual([1, 3]);
  });

  it('has none when every player is ranked, and every rank when none is', () => {
    expect(freeRanks([entry(1, 1), entry(2, 2)])).toEqual([]);
    expect(freeRanks([entry(1, -1), entry(2, -1)])).toEqual([1, 2]);
  });
});
