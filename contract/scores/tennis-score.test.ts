import { describe, expect, it } from 'vitest';
import { parseScore, type ScoreAccepted } from './tennis-score';

function ok(text: string): ScoreAccepted {
  const parsed = parseScore(text);
  if (!parsed.ok) throw new Error(`expected "${text}" to be accepted, got: ${parsed.reason}`);
  return parsed;
}

function reason(text: string): string {
  const parsed = parseScore(text);
  if (parsed.ok) throw new Error(`expected "${text}" to be refused, got ${parsed.text}`);
  return parsed.reason;
}

describe('best of 3 sets to 6 games', () => {
  it.each([
    ['6-4 6-3', 1, '6-4 6-3'],
    ['4-6 3-6', 2, '4-6 3-6'],
    ['6-4 3-6 6-2', 1, '6-4 3-6 6-2'],
    ['7-5 6-7(5) 2-6', 2, '7-5 6-7(5) 2-6'],
    ['7-6(5) 7-6(12)', 1, '7-6(5) 7-6(12)'],
    ['6-0 6-0', 1, '6-0 6-0'],
    ['0-6 7-5 7-6(0)', 1, '0-6 7-5 7-6(0)'],
  ])('accepts %s (winner side %i)', (text, winner, canonical) => {
    const s = ok(text);
    expect(s.winnerSide).toBe(winner);
    expect(s.outcome).toBe('completed');
    expect(s.format).toBe('SET3-S:6/TB7');
    expect(s.text).toBe(canonical);
  });

  it('keeps the tiebreak as the loser points and gives each set its winner', () => {
    const s = ok('7-6(5) 4-6 6-3');
    expect(s.sets).toEqual([
      { side1: 7, side2: 6, kind: 'set', tiebreak: 5, winnerSide: 1 },
      { side1: 4, side2: 6, kind: 'set', tiebreak: null, winnerSide: 2 },
      { side1: 6, side2: 3, kind: 'set', tiebreak: null, winnerSide: 1 },
    ]);
  });

  it('reads sloppy spacing, commas, en dashes and capitals the same way', () => {
    expect(ok(' 6 - 4,  3–6 ,7-6 ( 5 ) ').text).toBe('6-4 3-6 7-6(5)');
    expect(ok('6-3 2-1 RET').text).toBe('6-3 2-1 ret.');
  });

  it.each([
    [
      '6-5 6-4',
      'Set 1: 6-5 is not finished: a set is won with 6 games and a lead of two (6-4), 7-5, or 7-6 in a tiebreak',
    ],
    ['6-6 6-4 6-4', 'Set 1: 6-6 is not finished: at 6-6 a tiebreak decides the set, written 7-6(5)'],
    ['7-4 6-4', 'Set 1: 7-4 cannot happen: the set was over at 6-4'],
    ['6-4 3-7 6-2', 'Set 2: 3-7 cannot happen: the set was over at 3-6'],
    [
      '7-7 6-4',
      'Set 1: 7-7 cannot happen in a set to 6 games: at 6-6 a tiebreak decides it, so it ends 7-6 at most',
    ],
    [
      '6-4 7-5(3)',
      'Set 2: 7-5 is a finished set without a tiebreak; only 7-6 has tiebreak points in brackets',
    ],
    [
      '6-4 6-7(3)',
      'The match is not finished: the sets stand 1-1 and a side needs 2 to win; add the missing set, or end the score with ret. or def. if play stopped',
    ],
    ['6-4 6-3 6-1 6-2', 'Set 4 is not needed: the match was already decided'],
    [
      '6-4',
      'The match is not finished: the sets stand 1-0 and a side needs 2 to win; add the missing set, or end the score with ret. or def. if play stopped',
    ],
    [
      '6-4 4-6 5-3',
      'Set 3: 5-3 is not finished: a set is won with 6 games and a lead of two (6-4), 7-5, or 7-6 in a tiebreak',
    ],
    ['6-4 6-4 6-4 ret.', 'The match was already decided, so it cannot end with ret.'],
    ['6-0 6-4 6-1 def.', 'The match was already decided, so it cannot end with def.'],
    // 6-8 is an advantage set: the match is then one set all.
    [
      '7-5 6-8',
      'The match is not finished: the sets stand 1-1 and a side needs 2 to win; add the missing set, or end the score with ret. or def. if play stopped',
    ],
    [
      '7-5 6-9',
      'Set 2: 6-9 cannot happen in a set to 6 games: at 6-6 a tiebreak decides it, so it ends 7-6 at most',
    ],
    [
      '6-4 4-6 x',
      'Set 3: "x" is not a set; write sets like 6-4, a tiebreak set like 7-6(5), a match tiebreak like [10-7], and end with ret. or def. if play stopped',
    ],
  ])('refuses %s', (text, why) => {
    expect(reason(text)).toBe(why);
  });
});

describe('a 10-point match tiebreak instead of the deciding set', () => {
  it.each([
    ['6-4 3-6 [10-7]', 1, '6-4 3-6 [10-7]'],
    ['6-4 3-6 10-8', 1, '6-4 3-6 [10-8]'],
    ['3-6 6-4 [12-14]', 2, '3-6 6-4 [12-14]'],
    ['6-4 3-6 [10-0]', 1, '6-4 3-6 [10-0]'],
    ['6-7(4) 7-6(8) [11-9]', 1, '6-7(4) 7-6(8) [11-9]'],
  ])('accepts %s', (text, winner, canonical) => {
    const s = ok(text);
    expect(s.winnerSide).toBe(winner);
    expect(s.text).toBe(canonical);
    expect(s.sets[2]?.kind).toBe('match-tiebreak');
  });

  it.each([
    [
      '6-4 3-6 [10-9]',
      'Set 3: [10-9] is not finished: a match tiebreak is won with 10 points and a lead of two, e.g. [10-8] or [12-10]',
    ],
    [
      '6-4 3-6 [9-7]',
      'Set 3: [9-7] is not finished: a match tiebreak is won with 10 points and a lead of two, e.g. [10-8] or [12-10]',
    ],
    ['6-4 3-6 [12-8]', 'Set 3: [12-8] cannot happen: the match tiebreak was over at [10-8]'],
    ['6-4 3-6 [13-10]', 'Set 3: [13-10] cannot happen: the match tiebreak was over at [12-10]'],
    ['6-4 6-3 [10-7]', 'Set 3 is not needed: the match was already decided'],
    ['[10-7]', 'Set 1: a match tiebreak [10-7] only replaces the deciding set (at one set all)'],
    [
      '10-9 6-4',
      'Set 1: 10-9 is not finished: a pro set is won with 10 games and a lead of two (10-8, 11-9) or 11-10 in a tiebreak',
    ],
    [
      '6-4 3-6 [10-8](3)',
      'Set 3: "[10-8](3)" is not a set; write sets like 6-4, a tiebreak set like 7-6(5), a match tiebreak like [10-7], and end with ret. or def. if play stopped',
    ],
    ['6-4 3-6 10-8(3)', 'Set 3: a match tiebreak is written with its points only, e.g. [10-8]'],
  ])('refuses %s', (text, why) => {
    expect(reason(text)).toBe(why);
  });
});

describe('best of 5 sets', () => {
  it.each([
    ['6-4 6-4 6-4', 1],
    ['6-4 4-6 6-3 6-2', 1],
    ['6-4 4-6 6-3 3-6 7-6(9)', 1],
    ['6-4 4-6 6-3 3-6 [8-10]', 2],
    ['2-6 3-6 6-4 6-7(2)', 2],
  ])('accepts %s', (text, winner) => {
    const s = ok(text);
    expect(s.format).toMatch(/^SET5-S:6\/TB7/);
    expect(s.winnerSide).toBe(winner);
  });

  it.each([
    ['6-4 6-4 6-4 6-4', 'Set 4 is not needed: the match was already decided'],
    ['6-4 4-6 [10-8] 6-4', 'Set 4 is not needed: the match was already decided'],
    ['6-4 6-4 4-6 [10-8]', 'Set 4: a match tiebreak [10-8] only replaces the deciding set (at two sets all)'],
    ['6-4 4-6 6-3 3-6 6-6', 'Set 5: 6-6 is not finished: at 6-6 a tiebreak decides the set, written 7-6(5)'],
    ['6-4 4-6 6-3 3-6 6-4 6-1', 'Set 6 is not needed: the match was already decided'],
    [
      '6-4 4-6 6-4 4-6',
      'The match is not finished: the sets stand 2-2 and a side needs 3 to win; add the missing set, or end the score with ret. or def. if play stopped',
    ],
  ])('refuses %s', (text, why) => {
    expect(reason(text)).toBe(why);
  });
});

describe('an 8-game pro set', () => {
  it.each([
    ['8-6', 1, '8-6'],
    ['3-8', 2, '3-8'],
    ['9-7', 1, '9-7'],
    ['8-9(5)', 2, '8-9(5)'],
    ['9-8(10)', 1, '9-8(10)'],
  ])('accepts %s', (text, winner, canonical) => {
    const s = ok(text);
    expect(s.format).toBe('SET1-S:8/TB7');
    expect(s.winnerSide).toBe(winner);
    expect(s.text).toBe(canonical);
  });

  it.each([
    [
      '8-7',
      'Set 1: 8-7 is not finished: a pro set is won with 8 games and a lead of two (8-6, 9-7) or 9-8 in a tiebreak',
    ],
    ['8-8', 'Set 1: 8-8 is not finished: at 8-8 a tiebreak decides the set, written 9-8(5)'],
    ['9-6', 'Set 1: 9-6 cannot happen: the set was over at 8-6'],
    [
      '9-9',
      'Set 1: 9-9 cannot happen in an 8-game pro set: at 8-8 a tiebreak decides it, so it ends 9-8 at most',
    ],
    ['8-6(4)', 'Set 1: 8-6 is a finished set without a tiebreak; only 9-8 has tiebreak points in brackets'],
  ])('refuses %s', (text, why) => {
    expect(reason(text)).toBe(why);
  });

  it('reads a retirement after two sets of one side as a best-of-5 match stopped early', () => {
    const s = ok('6-4 6-4 ret.');
    expect(s.format).toBe('SET5-S:6/TB7');
    expect(s.outcome).toBe('retired');
  });

  it('accepts a retirement at 7-7 of a pro set', () => {
    const s = ok('7-7 ret.');
    expect(s.format).toBe('SET1-S:8/TB7');
    expect(s.winnerSide).toBeNull();
  });
});

describe('retired, default and walkover', () => {
  it.each([
    ['6-3 2-1 ret.', 'retired', '6-3 2-1 ret.'],
    ['6-3 ret.', 'retired', '6-3 ret.'],
    ['0-0 ret', 'retired', '0-0 ret.'],
    ['6-4 3-6 [7-5] retired', 'retired', '6-4 3-6 [7-5] ret.'],
    ['6-4 6-6 ret.', 'retired', '6-4 6-6 ret.'],
    ['6-4 3-6 def.', 'default', '6-4 3-6 def.'],
    ['def.', 'default', 'def.'],
    ['default', 'default', 'def.'],
    ['w/o', 'walkover', 'w/o'],
    ['W.O.', 'walkover', 'w/o'],
    ['walkover', 'walkover', 'w/o'],
  ])('accepts %s as %s', (text, outcome, canonical) => {
    const s = ok(text);
    expect(s.outcome).toBe(outcome);
    expect(s.text).toBe(canonical);
    // The score cannot tell who won: the winner comes from the result form.
    expect(s.winnerSide).toBeNull();
  });

  it('records an unfinished last set without a winner', () => {
    expect(ok('6-3 2-1 ret.').sets.map((s) => s.winnerSide)).toEqual([1, null]);
  });

  it.each([
    [
      'ret.',
      "A retirement needs the score when play stopped, e.g. 6-3 2-1 ret. (a match never played is 'w/o')",
    ],
    ['6-4 w/o', "A walkover has no score: write just 'w/o'"],
    ['6-4 ret. 6-2', "'ret.' or 'def.' can only come at the end of the score"],
    [
      '5-3 6-4 ret.',
      'Set 1: 5-3 is not finished: a set is won with 6 games and a lead of two (6-4), 7-5, or 7-6 in a tiebreak',
    ],
    ['6-3 8-1 ret.', 'Set 2: 8-1 cannot happen: the set was over at 6-1'],
    ['', 'The score is empty'],
    ['   ', 'The score is empty'],
  ])('refuses %j', (text, why) => {
    expect(reason(text)).toBe(why);
  });

  it('refuses a score longer than 80 characters', () => {
    expect(reason('6-4 '.repeat(25))).toBe('The score is too long (at most 80 characters)');
  });
});
