import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isNoAdFormat,
  MATCH_FORMAT_PRESETS,
  normalizeMatchFormat,
  presetOf,
  readMatchFormat,
  UNKNOWN_FORMAT_CANDIDATES,
  withNoAd,
} from './match-format';
import { parseScore, type ScoreAccepted } from './tennis-score';

function ok(text: string, format?: string): ScoreAccepted {
  const parsed = parseScore(text, format);
  if (!parsed.ok)
    throw new Error(`expected "${text}" (${format ?? 'any format'}) to be accepted: ${parsed.reason}`);
  return parsed;
}

function reason(text: string, format?: string): string {
  const parsed = parseScore(text, format);
  if (parsed.ok)
    throw new Error(`expected "${text}" (${format ?? 'any format'}) to be refused, got ${parsed.text}`);
  return parsed.reason;
}

const BO3_MTB = 'SET3-S:6/TB7-F:TB10';
const BO3 = 'SET3-S:6/TB7';
const BO5 = 'SET5-S:6/TB7';
const PRO8 = 'SET1-S:8/TB7';
const PRO10 = 'SET1-S:10/TB7';
const SHORT3 = 'SET3-S:4/TB7@3';
const SHORT4 = 'SET3-S:4/TB7';
const ADV = 'SET3-S:6';

describe('match format codes (TODS)', () => {
  it('reads every preset and keeps its spelling', () => {
    for (const preset of MATCH_FORMAT_PRESETS) {
      expect(normalizeMatchFormat(preset.code)).toBe(preset.code);
      expect(preset.labelKey).toMatch(/^matchFormat\.\w+$/);
    }
    expect(readMatchFormat(BO3_MTB)).toEqual({
      code: BO3_MTB,
      bestOf: 3,
      set: { kind: 'games', setTo: 6, tiebreakAt: 6, tiebreakTo: 7, noAd: false },
      final: { kind: 'tiebreak', tiebreakTo: 10 },
    });
    expect(readMatchFormat(SHORT3)?.set).toEqual({
      kind: 'games',
      setTo: 4,
      tiebreakAt: 3,
      tiebreakTo: 7,
      noAd: false,
    });
    expect(readMatchFormat(ADV)?.set).toEqual({
      kind: 'games',
      setTo: 6,
      tiebreakAt: null,
      tiebreakTo: null,
      noAd: false,
    });
  });

  it('spells a code canonically and refuses codes it does not support', () => {
    expect(normalizeMatchFormat(' SET3-S:6/TB7-F:6/TB7 ')).toBe('SET3-S:6/TB7');
    expect(normalizeMatchFormat('SET3-S:6/TB7@6')).toBe('SET3-S:6/TB7');
    for (const bad of [
      '',
      'best-of-3',
      'SET2-S:6/TB7',
      'SET3-S:6/TB7@2',
      'T20',
      'SET3-S:T20',
      'SET3-S:TB10',
      'SET3-S:6/TB',
    ])
      expect(normalizeMatchFormat(bad)).toBeNull();
  });

  it('keeps no-ad scoring as a flag on the code', () => {
    expect(withNoAd(BO3_MTB, true)).toBe('SET3-S:6NOAD/TB7-F:TB10');
    expect(withNoAd('SET3-S:6NOAD/TB7-F:6NOAD', false)).toBe('SET3-S:6/TB7-F:6');
    expect(isNoAdFormat('SET3-S:6NOAD/TB7-F:TB10')).toBe(true);
    expect(isNoAdFormat(BO3_MTB)).toBe(false);
    expect(presetOf('SET1-S:8NOAD/TB7')?.labelKey).toBe('matchFormat.proSet8');
    expect(presetOf('SET3-S:6/TB7-F:6')).toBeNull();
    // No-ad changes no score.
    expect(ok('6-4 3-6 [10-7]', 'SET3-S:6NOAD/TB7-F:TB10').text).toBe('6-4 3-6 [10-7]');
  });

  it('refuses a score against a format it does not know', () => {
    expect(reason('6-4 6-4', 'SET9')).toBe('The match format SET9 is not one this app knows');
  });
});

describe('every notation coaches write', () => {
  it.each([
    // [typed, format or '' (any), canonical, winner side]
    ['7-6 6-3', '', '7-6 6-3', 1],
    ['7-6 6-3', BO3_MTB, '7-6 6-3', 1],
    ['6-7 7-6 [10-4]', '', '6-7 7-6 [10-4]', 1],
    ['7-6(7-5) 6-3', '', '7-6(5) 6-3', 1],
    ['7-6 (9-7) 6-3', '', '7-6(7) 6-3', 1],
    ['6-7 (5) 3-6', '', '6-7(5) 3-6', 2],
    ['6-4 3-6 (10-6)', '', '6-4 3-6 [10-6]', 1],
    ['6-4 3-6(10-6)', '', '6-4 3-6 [10-6]', 1],
    ['6-4 3-6 1-0(10-6)', '', '6-4 3-6 [10-6]', 1],
    ['6-4 3-6 1-0 (10-6)', BO3_MTB, '6-4 3-6 [10-6]', 1],
    ['6-4 3-6 0-1(6-10)', '', '6-4 3-6 [6-10]', 2],
    ['6-4 3-6 [10-7]', '', '6-4 3-6 [10-7]', 1],
    ['6-4 3-6 10-8', BO3_MTB, '6-4 3-6 [10-8]', 1],
    ['6-4 3-6 10-8', '', '6-4 3-6 [10-8]', 1],
    ['10-8', '', '10-8', 1],
    ['10-8', PRO10, '10-8', 1],
    ['8-10', PRO10, '8-10', 2],
    ['11-10(4)', PRO10, '11-10(4)', 1],
    ['4-2 4-1', '', '4-2 4-1', 1],
    ['4-3(5) 2-4 4-1', '', '4-3(5) 2-4 4-1', 1],
    ['4-3 2-4 4-1', SHORT3, '4-3 2-4 4-1', 1],
    ['5-4(3) 2-4 5-3', '', '5-4(3) 2-4 5-3', 1],
    ['5-4 4-2', SHORT4, '5-4 4-2', 1],
    ['6-3 8-6', '', '6-3 8-6', 1],
    ['6-3 8-6', ADV, '6-3 8-6', 1],
    ['6-4 3-6 10-8', ADV, '6-4 3-6 10-8', 1],
    ['16-14 6-2', '', '16-14 6-2', 1],
    ['6-4 3-6 13-11', '', '6-4 3-6 13-11', 1],
    ['6-4 3-6 13-11', 'SET3-S:6/TB7-F:6', '6-4 3-6 13-11', 1],
  ] as const)('reads %j (format %j) as %j', (typed, format, canonical, winner) => {
    const s = ok(typed, format || undefined);
    expect(s.text).toBe(canonical);
    expect(s.winnerSide).toBe(winner);
    expect(s.outcome).toBe('completed');
    if (format) expect(s.format).toBe(format);
  });

  it('tells the formats an ambiguous score fits apart only by the format given', () => {
    // 10-8: a pro set, or the match tiebreak of a best of three.
    expect(ok('10-8').format).toBe(PRO10);
    expect(ok('6-4 3-6 10-8', BO3_MTB).sets[2]).toMatchObject({
      kind: 'match-tiebreak',
      side1: 10,
      side2: 8,
    });
    expect(ok('6-4 3-6 10-8', ADV).sets[2]).toMatchObject({ kind: 'set', side1: 10, side2: 8 });
    // A final set of 13-11 is a set, not a match tiebreak.
    expect(ok('6-4 3-6 13-11').sets[2]?.kind).toBe('set');
    expect(ok('6-4 3-6 [13-11]').sets[2]?.kind).toBe('match-tiebreak');
    // Short sets to 4 are found when the score never reaches 6 games.
    expect(ok('4-2 4-1').format).toBe(SHORT3);
    expect(ok('5-3 4-2').format).toBe(SHORT4);
    expect(ok('6-3 8-6').format).toBe(ADV);
  });

  it('keeps a tiebreak stopped unfinished by a retirement', () => {
    const s = ok('6-6(4) ret.');
    expect(s.text).toBe('6-6(4) ret.');
    expect(s.outcome).toBe('retired');
    expect(s.winnerSide).toBeNull();
    expect(s.sets).toEqual([{ side1: 6, side2: 6, kind: 'set', tiebreak: 4, winnerSide: null }]);
    expect(ok('6-4 3-6 6-6(4) retired', BO3).text).toBe('6-4 3-6 6-6(4) ret.');
  });

  it('gives the structured data a column can hold', () => {
    const s = ok('7-6(5) 4-6 [10-7]');
    expect(s.sets).toEqual([
      { side1: 7, side2: 6, kind: 'set', tiebreak: 5, winnerSide: 1 },
      { side1: 4, side2: 6, kind: 'set', tiebreak: null, winnerSide: 2 },
      { side1: 10, side2: 7, kind: 'match-tiebreak', tiebreak: null, winnerSide: 1 },
    ]);
    expect(s.setsWon).toEqual({ side1: 2, side2: 1 });
    // The match tiebreak counts as one game for its winner.
    expect(s.gamesWon).toEqual({ side1: 12, side2: 12 });
    expect(s.tiebreaksWon).toEqual({ side1: 2, side2: 0 });
    const retired = ok('6-3 2-1 ret.');
    expect(retired.setsWon).toEqual({ side1: 1, side2: 0 });
    expect(retired.gamesWon).toEqual({ side1: 8, side2: 4 });
    const wo = ok('w/o', PRO8);
    expect(wo).toMatchObject({ text: 'w/o', outcome: 'walkover', format: PRO8, winnerSide: null, sets: [] });
    expect(wo.setsWon).toEqual({ side1: 0, side2: 0 });
  });
});

describe('each format refuses what it cannot be', () => {
  it.each([
    [
      '6-5 6-4',
      '',
      'Set 1: 6-5 is not finished: a set is won with 6 games and a lead of two (6-4), 7-5, or 7-6 in a tiebreak',
    ],
    ['7-3 6-4', '', 'Set 1: 7-3 cannot happen: the set was over at 6-3'],
    ['6-4 6-3 6-1', BO3, 'Set 3 is not needed: the match was already decided'],
    ['6-4 6-3 6-1', BO3_MTB, 'Set 3 is not needed: the match was already decided'],
    ['6-4 6-3 6-1 6-2', '', 'Set 4 is not needed: the match was already decided'],
    [
      '6-4 3-6 [10-7]',
      BO3,
      'Set 3: this match format plays the deciding set in full, not as a match tiebreak',
    ],
    [
      '6-4 3-6 6-2',
      BO3_MTB,
      'Set 3: [6-2] is not finished: a match tiebreak is won with 10 points and a lead of two, e.g. [10-8] or [12-10]',
    ],
    [
      '10-8',
      BO3_MTB,
      'Set 1: 10-8 cannot happen in a set to 6 games: at 6-6 a tiebreak decides it, so it ends 7-6 at most; a 10-point match tiebreak only replaces the deciding set',
    ],
    [
      '8-6',
      PRO10,
      'Set 1: 8-6 is not finished: a pro set is won with 10 games and a lead of two (10-8, 11-9) or 11-10 in a tiebreak',
    ],
    [
      '12-10',
      PRO10,
      'Set 1: 12-10 cannot happen in a 10-game pro set: at 10-10 a tiebreak decides it, so it ends 11-10 at most',
    ],
    [
      '10-8',
      PRO8,
      'Set 1: 10-8 cannot happen in an 8-game pro set: at 8-8 a tiebreak decides it, so it ends 9-8 at most',
    ],
    ['8-6 6-4', PRO8, 'Set 2 is not needed: an 8-game pro set is the whole match'],
    ['[10-7]', PRO8, 'Set 1: a match tiebreak does not go with an 8-game pro set'],
    [
      '4-4 4-1',
      SHORT3,
      'Set 1: 4-4 cannot happen in a set to 4 games: at 3-3 a tiebreak decides it, so it ends 4-3 at most',
    ],
    [
      '5-3 4-1',
      SHORT3,
      'Set 1: 5-3 cannot happen in a set to 4 games: at 3-3 a tiebreak decides it, so it ends 4-3 at most',
    ],
    ['3-3 4-1', SHORT3, 'Set 1: 3-3 is not finished: at 3-3 a tiebreak decides the set, written 4-3(5)'],
    [
      '4-3 4-1',
      SHORT4,
      'Set 1: 4-3 is not finished: a set is won with 4 games and a lead of two (4-2), 5-3, or 5-4 in a tiebreak',
    ],
    [
      '6-4 6-3',
      SHORT3,
      'Set 1: 6-4 cannot happen in a set to 4 games: at 3-3 a tiebreak decides it, so it ends 4-3 at most',
    ],
    ['6-2 6-3', SHORT3, 'Set 1: 6-2 cannot happen: the set was over at 4-2'],
    [
      '7-6 6-3',
      ADV,
      'Set 1: 7-6 is not finished: an advantage set is won with 6 games and a lead of two (6-4, 8-6)',
    ],
    ['7-6(5) 6-3', ADV, 'Set 1: 7-6: an advantage set has no tiebreak, so no tiebreak points'],
    ['9-6 6-3', ADV, 'Set 1: 9-6 cannot happen: the set was over at 8-6'],
    [
      '6-4 3-6 [10-7]',
      ADV,
      'Set 3: this match format plays the deciding set in full, not as a match tiebreak',
    ],
    [
      '7-6(8-5) 6-3',
      '',
      'Set 1: the tiebreak (8-5) cannot end a tiebreak to 7: it is won with 7 points and a lead of two, e.g. (7-5) or (9-7)',
    ],
    [
      '6-6(4-3) ret.',
      '',
      'Set 1: 6-6: write the points of an unfinished tiebreak as one number, e.g. 6-6(4) ret.',
    ],
    ['6-4 4-6 6-4 3-6 6-4 6-1', BO5, 'Set 6 is not needed: the match was already decided'],
  ] as const)('refuses %j (format %j)', (typed, format, why) => {
    expect(reason(typed, format || undefined)).toBe(why);
  });

  it('never names a winner the score contradicts', () => {
    for (const [text, winner] of [
      ['4-6 6-3 [8-10]', 2],
      ['6-7 7-6 [10-4]', 1],
      ['0-1(6-10)', null],
      ['3-6 6-4 0-1(6-10)', 2],
    ] as const) {
      const parsed = parseScore(text);
      expect(parsed.ok ? parsed.winnerSide : null).toBe(winner);
    }
  });
});

/** A random finished set under a games rule, side 1 first, and whether a tiebreak decided it. */
const gamesSetArb = (to: number, at: number | null) =>
  fc
    .record({
      loser: fc.nat({ max: Math.max(0, to - 2) }),
      extra: fc.nat({ max: 6 }),
      tb: fc.boolean(),
      tbPoints: fc.option(fc.nat({ max: 12 }), { nil: null }),
      side1Won: fc.boolean(),
    })
    .map(({ loser, extra, tb, tbPoints, side1Won }) => {
      let w: number;
      let l: number;
      let text: string;
      if (tb && at !== null) {
        w = at + 1;
        l = at;
        text = tbPoints === null ? '' : `(${tbPoints})`;
      } else if (at === null && extra > 0) {
        // An advantage set that went on: 8-6, 9-7...
        w = to + extra;
        l = w - 2;
        text = '';
      } else {
        w = to;
        l = loser;
        text = '';
      }
      return side1Won ? `${w}-${l}${text}` : `${l}-${w}${text}`;
    });

const matchTiebreakArb = fc
  .record({ low: fc.nat({ max: 14 }), side1Won: fc.boolean() })
  .map(({ low, side1Won }) => {
    const high = Math.max(10, low + 2);
    return side1Won ? `[${high}-${low}]` : `[${low}-${high}]`;
  });

describe('property: the canonical score reads back as itself', () => {
  it('every printed score parses back to the same sets and winner, under its format and under any format', () => {
    const formats = [...MATCH_FORMAT_PRESETS.map((p) => p.code), ...UNKNOWN_FORMAT_CANDIDATES];
    const scoreArb = fc.constantFrom(...formats).chain((code) => {
      const rule = readMatchFormat(code)!;
      const setArb = (r: typeof rule.set) =>
        r.kind === 'tiebreak' ? matchTiebreakArb : gamesSetArb(r.setTo, r.tiebreakAt);
      return fc
        .tuple(
          fc.array(setArb(rule.set), { minLength: 1, maxLength: rule.bestOf }),
          setArb(rule.final),
          fc.constantFrom('', ' ret.', ' def.'),
        )
        .map(([sets, final, ending]) => {
          const all = sets.length === rule.bestOf - 1 ? [...sets, final] : sets;
          return { code, text: all.join(' ') + ending };
        });
    });
    let accepted = 0;
    fc.assert(
      fc.property(scoreArb, ({ code, text }) => {
        for (const format of [code, undefined]) {
          const first = parseScore(text, format);
          if (!first.ok) continue;
          accepted += 1;
          const again = parseScore(first.text, format);
          expect(again.ok).toBe(true);
          if (!again.ok) return;
          expect(again.text).toBe(first.text);
          expect(again.sets).toEqual(first.sets);
          expect(again.winnerSide).toBe(first.winnerSide);
          expect(again.outcome).toBe(first.outcome);
          expect(again.format).toBe(first.format);
          // The canonical score also fits the format it was read as.
          const under = parseScore(first.text, first.format);
          expect(under.ok && under.sets).toEqual(first.sets);
        }
      }),
      { numRuns: 2000 },
    );
    // The generator makes real scores, not only refusals.
    expect(accepted).toBeGreaterThan(500);
  });
});
