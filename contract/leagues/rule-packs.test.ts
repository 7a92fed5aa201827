import { describe, expect, it } from 'vitest';
import { allViolations, checkLineup, type LineupRosterEntry } from '../duals/lineup-rules';
import { dualLines, lineupFitsFormat } from '../duals/lineup-format';
import { describeViolation } from '../duals/lineup-text';
import { lineupOf } from '../duals/lineup-fixtures.test-helpers';
import { isNoAdFormat, normalizeMatchFormat } from '../scores/match-format';
import {
  RULE_PACK_IDS,
  RULE_PACKS,
  freezeDateOf,
  isFrozen,
  lineupLocked,
  postingDeadlineOf,
  rulePackLabel,
  type RulePackId,
} from './rule-packs';

/** Worked examples from each pack's cited text: a legal and an illegal lineup each. */

const ROSTER: LineupRosterEntry[] = Array.from({ length: 14 }, (_, i) => ({
  id: i + 1,
  name: `P${i + 1}`,
  position: i + 1,
}));

const codes = (
  id: RulePackId,
  lines: Parameters<typeof lineupOf>[0],
  previous?: Parameters<typeof lineupOf>[0],
) =>
  allViolations(
    checkLineup(
      lineupOf(lines),
      ROSTER,
      RULE_PACKS[id].rule,
      previous ? { previous: lineupOf(previous) } : {},
    ),
  ).map((v) => `${v.line}:${v.code}`);

describe('every pack', () => {
  it('names its source and year, and its formats are codes this app reads', () => {
    for (const id of RULE_PACK_IDS) {
      const pack = RULE_PACKS[id];
      expect(pack.source.title.length).toBeGreaterThan(5);
      expect(pack.year).toBeGreaterThanOrEqual(2013);
      expect(normalizeMatchFormat(pack.ladderScoreFormat)).not.toBeNull();
      expect(normalizeMatchFormat(pack.format.scoreFormat!)).not.toBeNull();
      expect(rulePackLabel(id)).toBe(`${pack.name} v${pack.version}`);
    }
  });
});

describe('GHSA: three singles by ability, the best doubles team at #1, no player on both', () => {
  const legal = { S1: 1, S2: 2, S3: 3, D1: [4, 5], D2: [6, 7] } as const;
  it('takes the lineup in order, and A and B of about equal ability alternating', () => {
    expect(lineupFitsFormat(lineupOf(legal), RULE_PACKS.ghsa.format)).toBe(true);
    expect(codes('ghsa', legal)).toEqual([]);
    expect(codes('ghsa', { ...legal, S1: 2, S2: 1 })).toEqual([]);
  });
  it('refuses the best player at #3 singles and a singles player in doubles', () => {
    expect(codes('ghsa', { ...legal, S1: 3, S3: 1 })).toEqual(['S1:singles-out-of-order']);
    expect(codes('ghsa', { ...legal, D2: [6, 3] })).toEqual(['D2:player-on-two-lines']);
  });
});

describe('UIL team tennis: strictly by ladder position, one place between playoff rounds', () => {
  const legal = { S1: 1, S2: 2, S3: 3, S4: 4, S5: 5, S6: 6, D1: [1, 2], D2: [3, 4], D3: [5, 6] } as const;
  it('takes the ladder order, players on singles and doubles both', () => {
    expect(lineupFitsFormat(lineupOf(legal), RULE_PACKS.uil.format)).toBe(true);
    expect(codes('uil', legal)).toEqual([]);
  });
  it('refuses a swap of #1 and #2 singles', () => {
    expect(codes('uil', { ...legal, S1: 2, S2: 1 })).toEqual(['S1:singles-out-of-order']);
  });
  it('lets a player move one place from the previous round, not two', () => {
    const previous = { ...legal, S2: 7, S3: 3, S4: 4 };
    // P7 was S2; now plays S3 (one place): allowed. Ladder order holds because 7 is absent from singles now.
    expect(
      codes('uil', { ...legal, S3: 7, S4: 8, S5: 9, S6: 10 }, previous).filter((c) => c.includes('moved')),
    ).toEqual([]);
    expect(codes('uil', { ...legal, S4: 7, S5: 8, S6: 9 }, previous)).toContain('S4:moved-too-far');
    expect(isNoAdFormat(RULE_PACKS.uil.format.scoreFormat!)).toBe(true);
  });
});

describe('CIF-LA: decreasing strength, lineup cards exchanged 15 minutes before, no change after', () => {
  const legal = { S1: 1, S2: 2, S3: 3, S4: 4, D1: [5, 6], D2: [7, 8], D3: [9, 10] } as const;
  it('takes four singles and three doubles in order', () => {
    expect(lineupFitsFormat(lineupOf(legal), RULE_PACKS['cif-la'].format)).toBe(true);
    expect(codes('cif-la', legal)).toEqual([]);
  });
  it('refuses a weaker pair at #1 doubles', () => {
    expect(codes('cif-la', { ...legal, D1: [9, 10], D3: [5, 6] })).toEqual([
      'D1:doubles-out-of-order',
      'D1:doubles-out-of-order',
      'D2:doubles-out-of-order',
    ]);
  });
  it('locks the lineup from 15 minutes before the start', () => {
    const start = new Date('2026-03-14T15:30:00Z');
    expect(lineupLocked('cif-la', start, new Date('2026-03-14T15:14:59Z'))).toBe(false);
    expect(lineupLocked('cif-la', start, new Date('2026-03-14T15:15:00Z'))).toBe(true);
    expect(lineupLocked('ghsa', start, new Date('2026-03-14T15:29:00Z'))).toBe(false);
  });
});

describe("MSHSAA: doubles ranked by the sum of the partners' singles rank values", () => {
  const singles = { S1: 1, S2: 2, S3: 3, S4: 4, S5: 5, S6: 6 } as const;
  it("the rule text's example: #1 and #2 (3 points) at #1 doubles, #3 and #4 (7) at #2", () => {
    expect(codes('mshsaa', { ...singles, D1: [1, 2], D2: [3, 4], D3: [5, 6] })).toEqual([]);
    expect(codes('mshsaa', { ...singles, D1: [3, 4], D2: [1, 2], D3: [5, 6] })).toEqual([
      'D1:doubles-out-of-order',
    ]);
  });
  it('equal sums: #2 and #5 (7) play above #3 and #4 (7), the pair with the higher-ranked player', () => {
    expect(codes('mshsaa', { ...singles, D1: [2, 5], D2: [3, 4], D3: [6, 7] })).toEqual([]);
    const wrong = checkLineup(
      lineupOf({ ...singles, D1: [3, 4], D2: [2, 5], D3: [6, 8] }),
      ROSTER,
      RULE_PACKS.mshsaa.rule,
    );
    const v = allViolations(wrong);
    expect(v.map((x) => `${x.line}:${x.code}`)).toEqual(['D1:doubles-tie-out-of-order']);
    expect(describeViolation(v[0]!)).toBe(
      'D1: P3 (3rd) and P4 (4th) add up to 7, the same as D2: P2 (2nd) and P5 (5th), whose better player is placed higher',
    );
  });
  it("freezes the rank order on the manual's date and posts lineups within 72 hours after the match", () => {
    expect(freezeDateOf('mshsaa', 2024)).toBe('2024-10-09');
    expect(freezeDateOf('ghsa', 2024)).toBeNull();
    expect(isFrozen('2024-10-09', new Date('2024-10-08T23:59:59Z'))).toBe(false);
    expect(isFrozen('2024-10-09', new Date('2024-10-09T00:00:00Z'))).toBe(true);
    expect(isFrozen(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(postingDeadlineOf('mshsaa', new Date('2024-09-10T16:00:00Z'))?.toISOString()).toBe(
      '2024-09-13T16:00:00.000Z',
    );
    expect(dualLines(RULE_PACKS.mshsaa.format)).toHaveLength(9);
  });
});

describe('NJSIAA: five matches, regulation (ad) scoring in ladder matches', () => {
  const legal = { S1: 1, S2: 2, S3: 3, D1: [4, 5], D2: [6, 7] } as const;
  it('takes the lineup in order and refuses #2 singles above #1', () => {
    expect(codes('njsiaa', legal)).toEqual([]);
    expect(codes('njsiaa', { ...legal, S1: 2, S2: 1 })).toEqual(['S1:singles-out-of-order']);
  });
  it('plays ladder matches with ad scoring', () => {
    expect(isNoAdFormat(RULE_PACKS.njsiaa.ladderScoreFormat)).toBe(false);
    expect(isNoAdFormat(RULE_PACKS.njsiaa.format.scoreFormat!)).toBe(false);
  });
});
