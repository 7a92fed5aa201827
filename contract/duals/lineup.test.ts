import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IN_ORDER, ROSTER, lineupOf } from './lineup-fixtures.test-helpers';
import {
  DEFAULT_ANTI_STACKING_RULE,
  allViolations,
  antiStackingRuleSchema,
  checkLineup,
  clearSlot,
  describeViolation,
  draftLineup,
  dualFormatSchema,
  emptyLineup,
  findSlot,
  ladderOrder,
  movePlayer,
  presetFormat,
  swapLines,
  type DualFormat,
  type LineupRosterEntry,
} from './lineup';

const STRICT = DEFAULT_ANTI_STACKING_RULE;
const BOTH = { ...STRICT, singlesMayPlayDoubles: true };
const custom = (singles: number, doubles: number): DualFormat => ({ preset: 'custom', singles, doubles });

describe('ladder order', () => {
  it('orders by position, the unplaced after the placed in roster order, leaving out the unavailable', () => {
    const roster: LineupRosterEntry[] = [
      { id: 10, name: 'Jon', position: null },
      { id: 3, name: 'Bea', position: 3 },
      { id: 1, name: 'Cara', position: 1, available: false },
      { id: 9, name: 'Ivo', position: null },
      { id: 2, name: 'Dina', position: 2, available: true },
    ];
    expect(ladderOrder(roster).map((p) => p.id)).toEqual([2, 3, 10, 9]);
  });
});

describe('drafting from the ladder', () => {
  it.each([
    ['3s2d', { S1: 1, S2: 2, S3: 3, D1: [4, 5], D2: [6, 7] }],
    ['3s3d', { S1: 1, S2: 2, S3: 3, D1: [4, 5], D2: [6, 7], D3: [8, 9] }],
    ['4s3d', { S1: 1, S2: 2, S3: 3, S4: 4, D1: [5, 6], D2: [7, 8], D3: [9, 10] }],
  ] as const)('fills preset %s: singles by ladder order, then doubles two by two', (preset, expected) => {
    const draft = draftLineup(ROSTER, presetFormat(preset), STRICT);
    expect(draft).toEqual({ lineup: lineupOf(expected), unfilled: [] });
    expect(allViolations(checkLineup(draft.lineup, ROSTER, STRICT))).toEqual([]);
  });

  it('leaves the lines it cannot fill empty and reports them (6S+3D from 10 players)', () => {
    const draft = draftLineup(ROSTER, presetFormat('6s3d'), STRICT);
    expect(draft).toEqual({
      lineup: lineupOf({
        S1: 1,
        S2: 2,
        S3: 3,
        S4: 4,
        S5: 5,
        S6: 6,
        D1: [7, 8],
        D2: [9, 10],
        D3: [null, null],
      }),
      unfilled: ['D3'],
    });
    expect(allViolations(checkLineup(draft.lineup, ROSTER, STRICT)).map(describeViolation)).toEqual([
      'D3: no player on this line',
    ]);
  });

  it('does not put one player alone on a doubles line', () => {
    const draft = draftLineup(ROSTER.slice(0, 6), presetFormat('3s2d'), STRICT);
    expect(draft).toEqual({
      lineup: lineupOf({ S1: 1, S2: 2, S3: 3, D1: [4, 5], D2: [null, null] }),
      unfilled: ['D2'],
    });
  });

  it('fills a custom format, singles only or doubles only', () => {
    expect(draftLineup(ROSTER, custom(2, 0), STRICT).lineup).toEqual(lineupOf({ S1: 1, S2: 2 }));
    expect(draftLineup(ROSTER, custom(0, 2), STRICT).lineup).toEqual(lineupOf({ D1: [1, 2], D2: [3, 4] }));
  });

  it('skips players who are not going, and the next ones move up', () => {
    const roster = ROSTER.map((p) => (p.id === 2 || p.id === 5 ? { ...p, available: false } : p));
    const draft = draftLineup(roster, presetFormat('3s2d'), STRICT);
    expect(draft).toEqual({
      lineup: lineupOf({ S1: 1, S2: 3, S3: 4, D1: [6, 7], D2: [8, 9] }),
      unfilled: [],
    });
    expect(allViolations(checkLineup(draft.lineup, roster, STRICT))).toEqual([]);
  });

  it('takes doubles from the top of the ladder too when singles players may play doubles', () => {
    const draft = draftLineup(ROSTER, presetFormat('3s2d'), BOTH);
    expect(draft).toEqual({
      lineup: lineupOf({ S1: 1, S2: 2, S3: 3, D1: [1, 2], D2: [3, 4] }),
      unfilled: [],
    });
    expect(allViolations(checkLineup(draft.lineup, ROSTER, BOTH))).toEqual([]);
    // Under the default rule the same lineup would put S1..S3 on two lines.
    expect(allViolations(checkLineup(draft.lineup, ROSTER, STRICT)).map((v) => v.code)).toEqual([
      'player-on-two-lines',
      'player-on-two-lines',
      'player-on-two-lines',
    ]);
  });

  it('drafts nothing from an empty roster, reporting every line', () => {
    expect(draftLineup([], presetFormat('3s2d'), STRICT)).toEqual({
      lineup: emptyLineup(presetFormat('3s2d')),
      unfilled: ['S1', 'S2', 'S3', 'D1', 'D2'],
    });
  });

  const rosterArb = fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 30 }).chain((ids) =>
    fc
      .tuple(
        fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: ids.length, maxLength: ids.length }),
        fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length }),
        fc.array(fc.constantFrom(true, false, undefined), { minLength: ids.length, maxLength: ids.length }),
      )
      .map(([positions, placed, available]): LineupRosterEntry[] =>
        ids.map((id, i) => ({
          id,
          name: `P${id}`,
          position: placed[i] ? positions[i]! : null,
          ...(available[i] === undefined ? {} : { available: available[i] }),
        })),
      ),
  );
  const formatArb = fc
    .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }))
    .filter(([s, d]) => s + d > 0)
    .map(([s, d]) => dualFormatSchema.parse(custom(s, d)));

  it('drafts a lineup with no violation but its reported empty lines, from any roster (default rule)', () => {
    fc.assert(
      fc.property(rosterArb, formatArb, (roster, format) => {
        const draft = draftLineup(roster, format, STRICT);
        const violations = allViolations(checkLineup(draft.lineup, roster, STRICT));
        expect(violations).toEqual(draft.unfilled.map((line) => ({ code: 'empty-line', line, players: [] })));
        const going = roster.filter((p) => p.available !== false).length;
        if (going >= format.singles + 2 * format.doubles) expect(violations).toEqual([]);
      }),
    );
  });

  it('drafts a lineup that passes whatever rule it was drafted for', () => {
    const ruleArb = fc
      .record({
        singlesInOrder: fc.boolean(),
        doublesInOrder: fc.boolean(),
        singlesMayPlayDoubles: fc.boolean(),
        tolerance: fc.integer({ min: 0, max: 9 }),
      })
      .map((r) => antiStackingRuleSchema.parse(r));
    fc.assert(
      fc.property(rosterArb, formatArb, ruleArb, (roster, format, rule) => {
        const draft = draftLineup(roster, format, rule);
        const codes = allViolations(checkLineup(draft.lineup, roster, rule)).map((v) => v.code);
        expect(codes).toEqual(draft.unfilled.map(() => 'empty-line'));
      }),
    );
  });
});

describe('builder edits', () => {
  const lineup = lineupOf(IN_ORDER);
  const frozen = structuredClone(lineup);

  it('swaps two lines of one kind, leaving the old lineup as it was', () => {
    expect(swapLines(lineup, 'S2', 'S3')).toEqual(lineupOf({ ...IN_ORDER, S2: 3, S3: 2 }));
    expect(swapLines(lineup, 'D1', 'D2')).toEqual(lineupOf({ ...IN_ORDER, D1: [6, 7], D2: [4, 5] }));
    expect(lineup).toEqual(frozen);
  });

  it('shows the stacking warning after swapping S2 and S3', () => {
    expect(
      allViolations(checkLineup(swapLines(lineup, 'S2', 'S3'), ROSTER, STRICT)).map(describeViolation),
    ).toEqual(['S2: Bea is 3rd on the ladder, below S3: Dina, 2nd']);
  });

  it('refuses to swap lines of two kinds or an unknown line', () => {
    expect(() => swapLines(lineup, 'S1', 'D1')).toThrow('S1 and D1 are not lines of one kind');
    expect(() => swapLines(lineup, 'S1', 'S9')).toThrow('no line S9 in this lineup');
  });

  it('tap-to-swap: a placed player and the player at the target exchange places', () => {
    expect(movePlayer(lineup, 1, { line: 'S3', slot: 0 })).toEqual(lineupOf({ ...IN_ORDER, S1: 3, S3: 1 }));
    expect(movePlayer(lineup, 4, { line: 'D2', slot: 1 })).toEqual(
      lineupOf({ ...IN_ORDER, D1: [7, 5], D2: [6, 4] }),
    );
    expect(movePlayer(lineup, 2, { line: 'D1', slot: 0 })).toEqual(
      lineupOf({ ...IN_ORDER, S2: 4, D1: [2, 5] }),
    );
    expect(lineup).toEqual(frozen);
  });

  it('tap-to-swap within a pair and onto an empty slot', () => {
    expect(movePlayer(lineup, 4, { line: 'D1', slot: 1 })).toEqual(lineupOf({ ...IN_ORDER, D1: [5, 4] }));
    const gap = lineupOf({ ...IN_ORDER, S3: null });
    expect(movePlayer(gap, 1, { line: 'S3', slot: 0 })).toEqual(lineupOf({ ...IN_ORDER, S1: null, S3: 1 }));
  });

  it('a player from the bench takes the slot; its player leaves the lineup', () => {
    const moved = movePlayer(lineup, 8, { line: 'S2', slot: 0 });
    expect(moved).toEqual(lineupOf({ ...IN_ORDER, S2: 8 }));
    expect(findSlot(moved, 2)).toBeNull();
  });

  it('moves from the slot given when a player holds two', () => {
    const both = lineupOf({ ...IN_ORDER, D1: [1, 5] });
    expect(movePlayer(both, 1, { line: 'D2', slot: 0 }, { line: 'D1', slot: 0 })).toEqual(
      lineupOf({ ...IN_ORDER, D1: [6, 5], D2: [1, 7] }),
    );
    expect(movePlayer(both, 1, { line: 'S2', slot: 0 })).toEqual(
      lineupOf({ ...IN_ORDER, S1: 2, S2: 1, D1: [1, 5] }),
    );
  });

  it('leaves the lineup alone when the player is moved onto their own slot', () => {
    expect(movePlayer(lineup, 1, { line: 'S1', slot: 0 })).toEqual(lineup);
  });

  it('refuses slots that do not exist and a source the player is not on', () => {
    expect(() => movePlayer(lineup, 1, { line: 'S1', slot: 1 })).toThrow('no slot 1 on line S1');
    expect(() => movePlayer(lineup, 1, { line: 'S9', slot: 0 })).toThrow('no line S9 in this lineup');
    expect(() => movePlayer(lineup, 1, { line: 'S2', slot: 0 }, { line: 'S3', slot: 0 })).toThrow(
      'player 1 is not on S3',
    );
  });

  it('clears a slot', () => {
    expect(clearSlot(lineup, { line: 'D2', slot: 1 })).toEqual(lineupOf({ ...IN_ORDER, D2: [6, null] }));
    expect(lineup).toEqual(frozen);
  });
});
