import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decidedLine,
  dualTeamResult,
  mirrorScore,
  mirrorScoreText,
  type DualLineInput,
  type LineStanding,
} from './dual-result';
import { dualFormatSchema, dualLines, presetFormat, type LineName } from './lineup-format';
import { parseScore, type ScoreAccepted, type Side } from '../scores/tennis-score';

const format3s2d = presetFormat('3s2d');

function score(text: string, format: string | null = 'SET3-S:6/TB7-F:TB10'): ScoreAccepted {
  const parsed = parseScore(text, format);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed;
}

/** A line won by `side` with this score (side 1 first). */
function won(line: LineName, side: Side, text = side === 1 ? '6-0 6-0' : '0-6 0-6'): DualLineInput {
  return { line, result: decidedLine(score(text), side) };
}
const unplayed = (line: LineName): DualLineInput => ({ line, result: { status: 'unplayed' } });

describe('dual team result', () => {
  it('gives the dual to the side with more lines, whatever the sets and games', () => {
    const r = dualTeamResult(format3s2d, [
      won('S1', 1, '7-6(5) 7-6(3)'),
      won('S2', 1, '7-5 7-5'),
      won('S3', 1, '7-6 6-7 [10-8]'),
      won('D1', 2, '0-6 0-6'),
      won('D2', 2, '0-6 0-6'),
    ]);
    expect(r).toMatchObject({
      lines: { side1: 3, side2: 2 },
      sets: { side1: 6, side2: 5 },
      final: true,
      winnerSide: 1,
      decidedBy: 'lines',
      clinchedBy: 1,
    });
    expect(r.games.side2).toBeGreaterThan(r.games.side1);
  });

  it('breaks a tie on lines by sets won', () => {
    // 2-2 on lines with D2 unplayed: side 2 won a line in straight sets, side 1 both its lines in three.
    const r = dualTeamResult(format3s2d, [
      won('S1', 1, '6-4 3-6 [10-5]'),
      won('S2', 1, '6-4 3-6 [10-5]'),
      won('S3', 2, '4-6 4-6'),
      won('D1', 2, '4-6 4-6'),
      unplayed('D2'),
    ]);
    expect(r).toMatchObject({
      lines: { side1: 2, side2: 2 },
      sets: { side1: 4, side2: 6 },
      unplayedLines: 1,
      final: true,
      winnerSide: 2,
      decidedBy: 'sets',
    });
  });

  it('breaks a tie on lines and sets by games won', () => {
    const r = dualTeamResult(presetFormat('3s3d'), [
      won('S1', 1, '6-0 6-0'),
      won('S2', 1, '7-5 7-5'),
      won('S3', 1, '6-4 6-4'),
      won('D1', 2, '6-7 6-7'),
      won('D2', 2, '5-7 5-7'),
      won('D3', 2, '4-6 4-6'),
    ]);
    expect(r).toMatchObject({
      lines: { side1: 3, side2: 3 },
      sets: { side1: 6, side2: 6 },
      games: { side1: 68, side2: 58 },
      winnerSide: 1,
      decidedBy: 'games',
    });
  });

  it('calls a dual equal on lines, sets and games a tie', () => {
    const r = dualTeamResult(presetFormat('3s3d'), [
      won('S1', 1, '6-4 6-4'),
      won('S2', 2, '4-6 4-6'),
      won('S3', 1, '6-3 6-3'),
      won('D1', 2, '3-6 3-6'),
      unplayed('D2'),
      unplayed('D3'),
    ]);
    expect(r).toMatchObject({ final: true, winnerSide: null, decidedBy: 'tie', clinchedBy: null });
  });

  it('counts a retired line for the side that did not retire, with the games as play stood', () => {
    // Side 1 led 6-3 2-1 and retired: side 2 takes the line.
    const r = dualTeamResult(format3s2d, [won('S1', 2, '6-3 2-1 ret.')]);
    expect(r.lines).toEqual({ side1: 0, side2: 1 });
    expect(r.sets).toEqual({ side1: 1, side2: 0 });
    expect(r.games).toEqual({ side1: 8, side2: 4 });
    expect(r.final).toBe(false);
  });

  it('counts a default or walkover for its winner with no sets or games', () => {
    const r = dualTeamResult(format3s2d, [
      won('S1', 2, 'def.'),
      won('S2', 1, 'w/o'),
      won('S3', 1, '6-2 3-1 def.'),
    ]);
    expect(r.lines).toEqual({ side1: 2, side2: 1 });
    expect(r.sets).toEqual({ side1: 1, side2: 0 });
    expect(r.games).toEqual({ side1: 9, side2: 3 });
    expect(decidedLine(score('def.'), 2)).toMatchObject({ outcome: 'default', winnerSide: 2 });
  });

  it('counts a line saved with a winner and no score as a line without sets or games', () => {
    const r = dualTeamResult(format3s2d, [{ line: 'S1', result: decidedLine(null, 1) }]);
    expect(r).toMatchObject({ lines: { side1: 1, side2: 0 }, sets: { side1: 0, side2: 0 } });
  });

  it('counts unplayed lines for nobody', () => {
    const r = dualTeamResult(
      format3s2d,
      ['S1', 'S2', 'S3', 'D1', 'D2'].map((l) => unplayed(l as LineName)),
    );
    expect(r).toMatchObject({
      lines: { side1: 0, side2: 0 },
      unplayedLines: 5,
      final: true,
      winnerSide: null,
      decidedBy: 'tie',
    });
  });

  it('is not final while a line is pending, and names the side that clinched it', () => {
    const early = dualTeamResult(format3s2d, [won('S1', 1), won('S2', 1)]);
    expect(early).toMatchObject({
      final: false,
      winnerSide: null,
      decidedBy: null,
      clinchedBy: null,
      pendingLines: 3,
    });
    const clinched = dualTeamResult(format3s2d, [won('S1', 1), won('S2', 1), won('S3', 1)]);
    expect(clinched).toMatchObject({ final: false, winnerSide: null, clinchedBy: 1, pendingLines: 2 });
  });

  it('ignores lines outside the format and takes the last result of a line given twice', () => {
    const r = dualTeamResult(presetFormat('3s2d'), [won('S4', 2), won('D3', 2), won('S1', 2), won('S1', 1)]);
    expect(r.lines).toEqual({ side1: 1, side2: 0 });
    expect(r.pendingLines).toBe(4);
  });

  const sides = fc.constantFrom<Side>(1, 2);
  const lineResult: fc.Arbitrary<LineStanding> = fc.oneof(
    fc.constant({ status: 'pending' } as const),
    fc.constant({ status: 'unplayed' } as const),
    fc.record({
      status: fc.constant('decided' as const),
      winnerSide: sides,
      outcome: fc.constantFrom('completed', 'retired', 'default', 'walkover' as const),
      setsWon: fc.record({ side1: fc.nat(3), side2: fc.nat(3) }),
      gamesWon: fc.record({ side1: fc.nat(40), side2: fc.nat(40) }),
    }),
  );
  const duals = fc
    .record({ singles: fc.integer({ min: 0, max: 9 }), doubles: fc.integer({ min: 0, max: 9 }) })
    .filter((c) => c.singles + c.doubles > 0)
    .chain((c) => {
      const format = dualFormatSchema.parse({ preset: 'custom', ...c });
      const names = dualLines(format).map((l) => l.line);
      return fc.tuple(
        fc.constant(format),
        fc.tuple(...names.map((line) => lineResult.map((result) => ({ line, result })))),
      );
    });
  const mirror = (r: LineStanding): LineStanding =>
    r.status !== 'decided'
      ? r
      : {
          ...r,
          winnerSide: r.winnerSide === 1 ? 2 : 1,
          setsWon: { side1: r.setsWon.side2, side2: r.setsWon.side1 },
          gamesWon: { side1: r.gamesWon.side2, side2: r.gamesWon.side1 },
        };

  it('gives the same result to either side when the sides are swapped (property)', () => {
    fc.assert(
      fc.property(duals, ([format, lines]) => {
        const a = dualTeamResult(format, lines);
        const b = dualTeamResult(
          format,
          lines.map((l) => ({ line: l.line, result: mirror(l.result) })),
        );
        const swap = (s: Side | null) => (s === null ? null : s === 1 ? 2 : 1);
        expect(b.lines).toEqual({ side1: a.lines.side2, side2: a.lines.side1 });
        expect(b.winnerSide).toBe(swap(a.winnerSide));
        expect(b.clinchedBy).toBe(swap(a.clinchedBy));
        expect(b.decidedBy).toBe(a.decidedBy);
      }),
    );
  });

  it('names the winner by lines, then sets, then games, and counts every line once (property)', () => {
    fc.assert(
      fc.property(duals, ([format, lines]) => {
        const r = dualTeamResult(format, lines);
        expect(r.decidedLines + r.unplayedLines + r.pendingLines).toBe(lines.length);
        expect(r.lines.side1 + r.lines.side2).toBe(r.decidedLines);
        expect(r.final).toBe(r.pendingLines === 0);
        if (!r.final) return;
        const order: ['lines' | 'sets' | 'games', typeof r.lines][] = [
          ['lines', r.lines],
          ['sets', r.sets],
          ['games', r.games],
        ];
        const first = order.find(([, p]) => p.side1 !== p.side2);
        if (!first) {
          expect(r).toMatchObject({ winnerSide: null, decidedBy: 'tie' });
        } else {
          expect(r.decidedBy).toBe(first[0]);
          expect(r.winnerSide).toBe(first[1].side1 > first[1].side2 ? 1 : 2);
        }
        // A side that clinched a final dual is its winner.
        if (r.clinchedBy !== null) expect(r.clinchedBy).toBe(r.winnerSide);
      }),
    );
  });
});

describe('mirrored scores', () => {
  it.each([
    ['6-4 3-6 [10-7]', 'SET3-S:6/TB7-F:TB10', '4-6 6-3 [7-10]'],
    ['7-6(5) 6-7(10) 6-4', 'SET3-S:6/TB7', '6-7(5) 7-6(10) 4-6'],
    ['6-3 2-1 ret.', 'SET3-S:6/TB7', '3-6 1-2 ret.'],
    ['6-6(4) ret.', 'SET3-S:6/TB7', '6-6(4) ret.'],
    ['6-2 3-1 def.', null, '2-6 1-3 def.'],
    ['def.', null, 'def.'],
    ['w/o', 'SET1-S:8/TB7', 'w/o'],
    ['9-8(4)', 'SET1-S:8/TB7', '8-9(4)'],
  ])('writes %s from the other side', (text, format, expected) => {
    const parsed = score(text, format);
    expect(mirrorScoreText(parsed)).toBe(expected);
    const mirrored = mirrorScore(parsed);
    expect(mirrored.setsWon).toEqual({ side1: parsed.setsWon.side2, side2: parsed.setsWon.side1 });
    expect(mirrored.gamesWon).toEqual({ side1: parsed.gamesWon.side2, side2: parsed.gamesWon.side1 });
    expect(mirrored.winnerSide).toBe(parsed.winnerSide === null ? null : parsed.winnerSide === 1 ? 2 : 1);
    expect(mirrorScore(mirrored).text).toBe(parsed.text);
    // The mirror built from the parsed score is what reading its text from the other side gives.
    expect(mirrored).toEqual(score(mirrored.text, format));
  });
});
