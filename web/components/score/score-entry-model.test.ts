import { describe, expect, it } from 'vitest';
import { readMatchFormat } from '../../../contract/scores/match-format';
import { parseScore } from '../../../contract/scores/tennis-score';
import {
  entryFromScore,
  entryText,
  hasTiebreakPoints,
  readEntry,
  relayout,
  setGames,
  setOutcome,
  setTiebreak,
  shownRows,
  startEntry,
  stepperRule,
  type ScoreEntry,
} from './score-entry-model';

const BO3_MTB = readMatchFormat('SET3-S:6/TB7-F:TB10')!;
const BO3 = readMatchFormat('SET3-S:6/TB7')!;
const PRO8 = readMatchFormat('SET1-S:8/TB7')!;
const FAST4 = readMatchFormat('SET3-S:4/TB7@3')!;
const ADV = readMatchFormat('SET3-S:6')!;

/** Taps: each call is one press of a + or - button (a delta of one). */
function tap(entry: ScoreEntry, rule = BO3_MTB, index: number, side: 1 | 2, delta: 1 | -1, times = 1) {
  let next = entry;
  for (let i = 0; i < times; i += 1) {
    const row = next.rows[index]!;
    next = setGames(next, rule, index, side, (side === 1 ? row.side1 : row.side2) + delta);
  }
  return next;
}

function text(entry: ScoreEntry, rule = BO3_MTB): string {
  const read = readEntry(entry, rule);
  if (!read.ok) throw new Error(read.reason);
  return read.text;
}

describe('steppers -> canonical text', () => {
  it('start at a usual two-set win, so 6-4 6-3 takes one tap', () => {
    const start = startEntry(BO3_MTB);
    expect(shownRows(start, BO3_MTB)).toBe(2);
    expect(text(start)).toBe('6-4 6-4');
    expect(text(tap(start, BO3_MTB, 1, 2, -1))).toBe('6-4 6-3');
  });

  it('enter 6-4 3-6 [10-7] in six taps: the match tiebreak row appears at one set all', () => {
    let entry = startEntry(BO3_MTB);
    entry = tap(entry, BO3_MTB, 1, 1, -1, 3);
    expect(shownRows(entry, BO3_MTB)).toBe(2);
    entry = tap(entry, BO3_MTB, 1, 2, +1, 2);
    expect(shownRows(entry, BO3_MTB)).toBe(3);
    expect(entry.rows[2]!.kind).toBe('match-tiebreak');
    entry = tap(entry, BO3_MTB, 2, 2, -1);
    expect(text(entry)).toBe('6-4 3-6 [10-7]');
  });

  it('a loss in two sets (4-6 3-6) takes fewer than 10 taps', () => {
    let entry = startEntry(BO3_MTB);
    entry = tap(entry, BO3_MTB, 0, 1, -1, 2);
    entry = tap(entry, BO3_MTB, 0, 2, +1, 2);
    entry = tap(entry, BO3_MTB, 1, 1, -1, 3);
    entry = tap(entry, BO3_MTB, 1, 2, +1, 2);
    expect(text(entry)).toBe('4-6 3-6');
  });

  it('show tiebreak points on a 7-6 set only, and write them when given', () => {
    let entry = tap(startEntry(BO3), BO3, 0, 1, +1);
    entry = tap(entry, BO3, 0, 2, +1, 2);
    expect(hasTiebreakPoints(entry, BO3, 0)).toBe(true);
    expect(hasTiebreakPoints(entry, BO3, 1)).toBe(false);
    expect(text(entry, BO3)).toBe('7-6 6-4');
    expect(text(setTiebreak(entry, 0, 5), BO3)).toBe('7-6(5) 6-4');
  });

  it('keep games of a tiebreak set at 7 at most', () => {
    const entry = tap(startEntry(BO3), BO3, 0, 1, +1, 5);
    expect(entry.rows[0]!.side1).toBe(7);
    expect(tap(entry, BO3, 0, 2, -1, 9).rows[0]!.side2).toBe(0);
  });

  it('let an advantage set go past 7 (16-14) and a third set be played in full', () => {
    let entry = startEntry(ADV);
    entry = setGames(entry, ADV, 0, 1, 16);
    entry = setGames(entry, ADV, 0, 2, 14);
    entry = setGames(entry, ADV, 1, 1, 3);
    entry = setGames(entry, ADV, 1, 2, 6);
    expect(shownRows(entry, ADV)).toBe(3);
    entry = setGames(entry, ADV, 2, 2, 11);
    entry = setGames(entry, ADV, 2, 1, 13);
    expect(text(entry, ADV)).toBe('16-14 3-6 13-11');
  });

  it('lay out a pro set as one row and short sets from 4-2', () => {
    expect(text(startEntry(PRO8), PRO8)).toBe('8-6');
    let entry = startEntry(FAST4);
    entry = setGames(entry, FAST4, 0, 2, 3);
    expect(hasTiebreakPoints(entry, FAST4, 0)).toBe(true);
    expect(text(setTiebreak(entry, 0, 5), FAST4)).toBe('4-3(5) 4-2');
  });

  it('write a retirement where play stopped: the next set starts at 0-0', () => {
    let entry = setGames(startEntry(BO3_MTB), BO3_MTB, 0, 2, 3);
    entry = setOutcome(entry, BO3_MTB, 'retired');
    expect(entryText(entry, BO3_MTB)).toBe('6-3 0-0 ret.');
    expect(text(setOutcome(entry, BO3_MTB, 'completed'))).toBe('6-3 6-4');
    entry = setGames(setGames(entry, BO3_MTB, 1, 1, 2), BO3_MTB, 1, 2, 1);
    expect(text(entry)).toBe('6-3 2-1 ret.');
  });

  it('write a stopped tiebreak with its points (6-6(4) ret.)', () => {
    let entry = setOutcome(startEntry(BO3), BO3, 'retired');
    entry = setGames(setGames(entry, BO3, 0, 1, 6), BO3, 0, 2, 6);
    expect(hasTiebreakPoints(entry, BO3, 0)).toBe(true);
    expect(text(setTiebreak(entry, 0, 4), BO3)).toBe('6-6(4) ret.');
  });

  it('write a walkover as w/o and a default before play as def.', () => {
    expect(text(setOutcome(startEntry(BO3_MTB), BO3_MTB, 'walkover'))).toBe('w/o');
    const defaulted = setOutcome(startEntry(BO3_MTB), BO3_MTB, 'default');
    expect(text({ ...defaulted, rows: defaulted.rows.map((r) => ({ ...r, side1: 0, side2: 0 })) })).toBe(
      'def.',
    );
  });

  it('leave impossible scores to the parser, with its reason', () => {
    const entry = setGames(startEntry(BO3_MTB), BO3_MTB, 0, 2, 5);
    const read = readEntry(entry, BO3_MTB);
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.reason).toMatch(/Set 1/);
  });
});

describe('text -> steppers', () => {
  it('read every notation of a score into the rows, and back to the same canonical text', () => {
    for (const [typed, format, canonical] of [
      ['6-4 3-6 (10-7)', 'SET3-S:6/TB7-F:TB10', '6-4 3-6 [10-7]'],
      ['6-4 3-6 1-0(10-7)', 'SET3-S:6/TB7-F:TB10', '6-4 3-6 [10-7]'],
      ['7-6 (7-5), 6-3', 'SET3-S:6/TB7', '7-6(5) 6-3'],
      ['10-8', 'SET1-S:10/TB7', '10-8'],
      ['4-3(5) 2-4 4-1', 'SET3-S:4/TB7@3', '4-3(5) 2-4 4-1'],
      ['6-3 2-1 retired', 'SET3-S:6/TB7-F:TB10', '6-3 2-1 ret.'],
      ['walkover', 'SET3-S:6/TB7-F:TB10', 'w/o'],
    ] as const) {
      const parsed = parseScore(typed, format);
      if (!parsed.ok) throw new Error(parsed.reason);
      const rule = stepperRule(format, parsed);
      expect(text(entryFromScore(parsed, rule), rule), typed).toBe(canonical);
    }
  });

  it('lay the steppers out in the format the typed score was read with when the match has none', () => {
    const parsed = parseScore('6-3 3-6 13-11');
    expect(parsed.ok).toBe(true);
    const rule = stepperRule(null, parsed);
    expect(rule.final.kind).toBe('games');
    if (parsed.ok) expect(text(entryFromScore(parsed, rule), rule)).toBe('6-3 3-6 13-11');
    expect(stepperRule(null, null).code).toBe('SET3-S:6/TB7-F:TB10');
    expect(stepperRule('SET1-S:8/TB7', parsed).code).toBe('SET1-S:8/TB7');
  });

  it('keep the sets that fit when the format changes', () => {
    const entry = setGames(startEntry(BO3_MTB), BO3_MTB, 0, 2, 3);
    const pro = relayout(entry, PRO8);
    expect(pro.rows).toHaveLength(1);
    expect(entryText(pro, PRO8)).toBe('6-3');
    expect(readEntry(pro, PRO8).ok).toBe(false);
    const bo5 = relayout(entry, readMatchFormat('SET5-S:6/TB7')!);
    expect(bo5.rows).toHaveLength(5);
    expect(entryText(bo5, readMatchFormat('SET5-S:6/TB7')!)).toBe('6-3 6-4 6-4');
  });
});
