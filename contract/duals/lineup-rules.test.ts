import { describe, expect, it } from 'vitest';
import { IN_ORDER, ROSTER, lineupOf } from './lineup-fixtures.test-helpers';
import type { LineupLine } from './lineup-format';
import {
  ANTI_STACKING_PRESETS,
  DEFAULT_ANTI_STACKING_RULE,
  allViolations,
  antiStackingPresetOf,
  antiStackingRuleSchema,
  checkLineup,
  looserThan,
  withinFloor,
  type AntiStackingRule,
  type LineupRosterEntry,
} from './lineup-rules';
import { describeViolation, englishOrdinal, violationI18n } from './lineup-text';

const STRICT = DEFAULT_ANTI_STACKING_RULE;
/** The example: Ana (5th) on S2, Bea (3rd) on S3; Dina (2nd) moves to doubles. */
const ANA_BELOW_BEA = { ...IN_ORDER, S2: 5, S3: 3, D1: [2, 4] } as const;
const rule = (changes: Partial<AntiStackingRule>): AntiStackingRule => ({ ...STRICT, ...changes });

function texts(
  lineup: LineupLine[],
  r: AntiStackingRule = STRICT,
  roster: readonly LineupRosterEntry[] = ROSTER,
): string[] {
  return allViolations(checkLineup(lineup, roster, r)).map(describeViolation);
}

describe('the anti-stacking rule', () => {
  it('defaults to the strict preset: singles and doubles in order, no one on two lines, no tolerance', () => {
    expect(antiStackingRuleSchema.parse({})).toEqual({
      singlesInOrder: true,
      doublesInOrder: true,
      singlesMayPlayDoubles: false,
      tolerance: 0,
    });
    expect(antiStackingPresetOf(STRICT)).toBe('strict');
  });

  it('names each preset and calls anything else custom', () => {
    for (const [id, preset] of Object.entries(ANTI_STACKING_PRESETS)) {
      expect(antiStackingPresetOf(antiStackingRuleSchema.parse(preset))).toBe(id);
    }
    expect(antiStackingPresetOf(rule({ tolerance: 2 }))).toBe('custom');
  });

  it.each([{ tolerance: -1 }, { tolerance: 10 }, { tolerance: 1.5 }, { singlesInOrder: 'yes' }])(
    'refuses %j',
    (input) => {
      expect(antiStackingRuleSchema.safeParse(input).success).toBe(false);
    },
  );
});

describe('checking a lineup', () => {
  it('passes a lineup in ladder order, and reports per line in lineup order', () => {
    const checks = checkLineup(lineupOf(IN_ORDER), ROSTER, STRICT);
    expect(checks.map((c) => c.line)).toEqual(['S1', 'S2', 'S3', 'D1', 'D2']);
    expect(allViolations(checks)).toEqual([]);
  });

  describe('singles in ladder order', () => {
    it('fails a singles player below a later line, in the issue words', () => {
      expect(texts(lineupOf(ANA_BELOW_BEA))).toEqual(['S2: Ana is 5th on the ladder, below S3: Bea, 3rd']);
    });

    it('gives the web the data and the i18n key and parameters', () => {
      const [v] = allViolations(checkLineup(lineupOf(ANA_BELOW_BEA), ROSTER, STRICT));
      expect(v).toEqual({
        code: 'singles-out-of-order',
        line: 'S2',
        players: [{ id: 5, name: 'Ana', position: 5, value: 5 }],
        other: { line: 'S3', players: [{ id: 3, name: 'Bea', position: 3, value: 3 }] },
      });
      expect(violationI18n(v!)).toEqual({
        key: 'lineup.violation.singles-out-of-order',
        params: {
          line: 'S2',
          name: 'Ana',
          position: 5,
          value: 5,
          otherLine: 'S3',
          otherName: 'Bea',
          otherPosition: 3,
          otherValue: 3,
        },
      });
    });

    it('names every later line a player is below', () => {
      expect(texts(lineupOf({ S1: 3, S2: 1, S3: 2 }))).toEqual([
        'S1: Bea is 3rd on the ladder, below S2: Cara, 1st',
        'S1: Bea is 3rd on the ladder, below S3: Dina, 2nd',
      ]);
    });

    it('lets a tolerance of 1 pass a swap of adjacent players, not a swap of two places', () => {
      const adjacent = lineupOf({ ...IN_ORDER, S2: 3, S3: 2 });
      expect(texts(adjacent, rule({ tolerance: 1 }))).toEqual([]);
      expect(texts(adjacent, rule({ tolerance: 0 }))).toEqual([
        'S2: Bea is 3rd on the ladder, below S3: Dina, 2nd',
      ]);
      const twoApart = lineupOf({ ...IN_ORDER, S1: 3, S3: 1 });
      expect(texts(twoApart, rule({ tolerance: 1 }))).toEqual([
        'S1: Bea is 3rd on the ladder, below S3: Cara, 1st',
      ]);
      expect(texts(twoApart, rule({ tolerance: 2 }))).toEqual([]);
    });

    it('is not checked when the rule leaves singles order free', () => {
      expect(texts(lineupOf(ANA_BELOW_BEA), rule({ singlesInOrder: false }))).toEqual([]);
    });

    it('counts unplaced players after every placed player, all equal', () => {
      expect(texts(lineupOf({ S1: 9, S2: 1 }))).toEqual([
        'S1: Ivo is not placed on the ladder, below S2: Cara, 1st',
      ]);
      expect(texts(lineupOf({ S1: 10, S2: 9 }))).toEqual([]);
      // Unplaced counts as 9, one past Hugo's 8th: an adjacent swap.
      expect(texts(lineupOf({ S1: 9, S2: 8 }), rule({ tolerance: 1 }))).toEqual([]);
      expect(texts(lineupOf({ S1: 9, S2: 8 }))).toEqual([
        'S1: Ivo is not placed on the ladder, below S2: Hugo, 8th',
      ]);
    });

    it('compares positions, so a gap in the ladder counts', () => {
      const gappy = ROSTER.filter((p) => p.id !== 2);
      expect(texts(lineupOf({ S1: 3, S2: 1 }), rule({ tolerance: 1 }), gappy)).toEqual([
        'S1: Bea is 3rd on the ladder, below S2: Cara, 1st',
      ]);
    });
  });

  describe('doubles in order of the partners sum', () => {
    it('fails a pair adding up to more than a later pair', () => {
      expect(texts(lineupOf({ D1: [3, 4], D2: [1, 5] }))).toEqual([
        'D1: Bea (3rd) and Eli (4th) add up to 7 on the ladder, more than D2: Cara (1st) and Ana (5th), 6',
      ]);
    });

    it('passes equal sums and pairs in order', () => {
      expect(texts(lineupOf({ D1: [1, 4], D2: [2, 3] }))).toEqual([]);
      expect(texts(lineupOf({ D1: [2, 3], D2: [1, 4] }))).toEqual([]);
      expect(texts(lineupOf({ D1: [1, 2], D2: [3, 4], D3: [5, 6] }))).toEqual([]);
    });

    it('gives the sums in the data', () => {
      const [v] = allViolations(checkLineup(lineupOf({ D1: [3, 4], D2: [1, 5] }), ROSTER, STRICT));
      expect(v).toMatchObject({ code: 'doubles-out-of-order', sum: 7, other: { line: 'D2', sum: 6 } });
      expect(violationI18n(v!).params).toMatchObject({ name1: 'Bea', position2: 4, sum: 7, otherSum: 6 });
    });

    it('lets the tolerance pass a sum that many out of order', () => {
      expect(texts(lineupOf({ D1: [3, 4], D2: [1, 5] }), rule({ tolerance: 1 }))).toEqual([]);
      const twoApart = lineupOf({ D1: [4, 5], D2: [1, 6] });
      expect(texts(twoApart, rule({ tolerance: 1 }))).toEqual([
        'D1: Eli (4th) and Ana (5th) add up to 9 on the ladder, more than D2: Cara (1st) and Finn (6th), 7',
      ]);
      expect(texts(twoApart, rule({ tolerance: 2 }))).toEqual([]);
    });

    it('counts an unplaced partner as one past the last placed player', () => {
      expect(texts(lineupOf({ D1: [9, 1], D2: [2, 3] }))).toEqual([
        'D1: Ivo (not placed, counts as 9) and Cara (1st) add up to 10 on the ladder, more than D2: Dina (2nd) and Bea (3rd), 5',
      ]);
    });

    it('is not checked when the rule leaves doubles order free', () => {
      expect(texts(lineupOf({ D1: [3, 4], D2: [1, 5] }), rule({ doublesInOrder: false }))).toEqual([]);
    });
  });

  describe('a player on two lines', () => {
    it('fails a singles player in doubles by default, on the later line', () => {
      expect(texts(lineupOf({ ...IN_ORDER, D1: [1, 5] }))).toEqual([
        'D1: Cara already plays S1 and may not play both lines',
      ]);
    });

    it('passes a singles player in doubles when the rule allows it', () => {
      expect(texts(lineupOf({ ...IN_ORDER, D1: [1, 5] }), rule({ singlesMayPlayDoubles: true }))).toEqual([]);
    });

    it('fails two singles lines or two doubles lines under any rule', () => {
      const lenient = rule({ singlesMayPlayDoubles: true });
      expect(texts(lineupOf({ S1: 1, S2: 1 }), lenient)).toEqual([
        'S2: Cara already plays S1 and may not play both lines',
      ]);
      expect(texts(lineupOf({ D1: [1, 2], D2: [1, 3] }), lenient)).toEqual([
        'D2: Cara already plays D1 and may not play both lines',
      ]);
    });
  });

  it('fails a player not on the roster, and passes roster players', () => {
    expect(texts(lineupOf({ ...IN_ORDER, S3: 99 }))).toEqual(['S3: player 99 is not on the roster']);
    const [v] = allViolations(checkLineup(lineupOf({ S1: 99 }), ROSTER, STRICT));
    expect(violationI18n(v!)).toEqual({
      key: 'lineup.violation.not-on-roster',
      params: { line: 'S1', playerId: 99 },
    });
  });

  it('fails a pair of one player twice', () => {
    expect(texts(lineupOf({ D1: [1, 1] }))).toEqual(['D1: Cara cannot be both partners of the pair']);
    expect(texts(lineupOf({ D1: [1, 2] }))).toEqual([]);
  });

  it('fails an empty line and a pair with one player', () => {
    expect(texts(lineupOf({ ...IN_ORDER, S3: null, D2: [null, null] }))).toEqual([
      'S3: no player on this line',
      'D2: no player on this line',
    ]);
    expect(texts(lineupOf({ ...IN_ORDER, D2: [6, null] }))).toEqual(['D2: the pair needs a second player']);
  });

  it('fails a player marked not available, and passes one marked available', () => {
    const roster = ROSTER.map((p) => (p.id === 2 ? { ...p, available: false } : { ...p, available: true }));
    expect(texts(lineupOf(IN_ORDER), STRICT, roster)).toEqual(['S2: Dina is not available']);
  });

  it('leaves incomplete lines and unknown players out of the order checks', () => {
    expect(texts(lineupOf({ S1: 99, S2: 1, D1: [8, null], D2: [1, 2] }))).toEqual([
      'S1: player 99 is not on the roster',
      'D1: the pair needs a second player',
      'D2: Cara already plays S2 and may not play both lines',
    ]);
  });
});

describe('English ordinals', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [100, '100th'],
    [101, '101st'],
    [111, '111th'],
  ])('%i is %s', (n, text) => {
    expect(englishOrdinal(n)).toBe(text);
  });
});

describe("a school's rule as a floor (issue 32)", () => {
  const strict = ANTI_STACKING_PRESETS.strict;
  const swap = ANTI_STACKING_PRESETS['adjacent-swap'];
  const both = ANTI_STACKING_PRESETS['singles-may-play-doubles'];
  const free = ANTI_STACKING_PRESETS.free;

  it('calls a rule looser when it allows what the floor forbids', () => {
    expect(looserThan(free, strict)).toBe(true);
    expect(looserThan(swap, strict)).toBe(true);
    expect(looserThan(both, strict)).toBe(true);
    expect(looserThan(strict, swap)).toBe(false);
    expect(looserThan(swap, swap)).toBe(false);
    expect(looserThan({ ...swap, tolerance: 2 }, swap)).toBe(true);
    expect(looserThan(both, swap)).toBe(true);
    // A free floor requires nothing.
    expect(looserThan({ ...free, tolerance: 5 }, free)).toBe(false);
  });

  it('tightens a rule to the floor and leaves a stricter one alone', () => {
    expect(withinFloor(free, swap)).toEqual(swap);
    expect(withinFloor(strict, swap)).toBe(strict);
    expect(withinFloor(both, swap)).toEqual(strict);
    expect(withinFloor({ ...swap, tolerance: 3 }, swap)).toEqual(swap);
    expect(withinFloor(free, null)).toBe(free);
    for (const rule of [free, swap, both, strict]) {
      for (const floor of [free, swap, both, strict])
        expect(looserThan(withinFloor(rule, floor), floor)).toBe(false);
    }
  });
});
