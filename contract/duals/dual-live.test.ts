import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentSet, dualLiveScoreBody, dualTally, liveScoreText } from './dual-live';
import { decidedLine, dualTeamResult, type DualLineInput } from './dual-result';
import { dualLines, presetFormat, type DualFormat, type LineName } from './lineup-format';
import type { Side } from '../scores/tennis-score';

const won = (line: LineName, side: Side): DualLineInput => ({ line, result: decidedLine(null, side) });
const unplayed = (line: LineName): DualLineInput => ({ line, result: { status: 'unplayed' } });
const tally = (format: DualFormat, lines: DualLineInput[]) => dualTally(dualTeamResult(format, lines));

describe('the team total toward the lines needed (worked examples)', () => {
  const f5 = presetFormat('3s2d');
  const f6 = presetFormat('3s3d');

  it('five lines, none decided: 3 needed, nobody has clinched', () => {
    expect(tally(f5, [])).toEqual({
      lines: { side1: 0, side2: 0 },
      linesNeeded: 3,
      pendingLines: 5,
      clinchedBy: null,
      final: false,
      winnerSide: null,
    });
  });

  it('five lines at 2-1 with two to play: not clinched; the third line clinches with one still on court', () => {
    expect(tally(f5, [won('S1', 1), won('S2', 1), won('S3', 2)])).toMatchObject({
      lines: { side1: 2, side2: 1 },
      clinchedBy: null,
    });
    expect(tally(f5, [won('S1', 1), won('S2', 1), won('S3', 2), won('D1', 1)])).toMatchObject({
      lines: { side1: 3, side2: 1 },
      linesNeeded: 3,
      pendingLines: 1,
      clinchedBy: 1,
      final: false,
      winnerSide: null,
    });
  });

  it('six lines: 4 needed, since 3-3 goes to sets; 3-2 with one to play is not clinched, 4-1 is', () => {
    const three = [won('S1', 2), won('S2', 2), won('S3', 2), won('D1', 1), won('D2', 1)];
    expect(tally(f6, three)).toMatchObject({
      linesNeeded: 4,
      lines: { side1: 2, side2: 3 },
      clinchedBy: null,
    });
    expect(tally(f6, [...three.slice(0, 4), won('D2', 2)])).toMatchObject({
      lines: { side1: 1, side2: 4 },
      clinchedBy: 2,
    });
  });

  it('an unplayed line lowers the lines needed: six lines with one unplayed need 3', () => {
    expect(tally(f6, [unplayed('D3'), won('S1', 1), won('S2', 1)])).toMatchObject({
      linesNeeded: 3,
      pendingLines: 3,
      clinchedBy: null,
    });
    expect(tally(f6, [unplayed('D3'), won('S1', 1), won('S2', 1), won('S3', 1)])).toMatchObject({
      clinchedBy: 1,
    });
  });

  it('once final, the winner (on sets when lines are equal) is the one that clinched; a tie clinches nothing', () => {
    const all = dualLines(f6).map(({ line }) => unplayed(line));
    expect(tally(f6, all)).toMatchObject({ final: true, winnerSide: null, clinchedBy: null, linesNeeded: 1 });
  });

  it('a side clinches exactly when it has the lines needed (every format, every standing)', () => {
    const format = presetFormat('6s3d');
    const lines = dualLines(format).map(({ line }) => line);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<'p' | 'u' | 1 | 2>('p', 'u', 1, 2), {
          minLength: lines.length,
          maxLength: lines.length,
        }),
        (states) => {
          const input = states.flatMap((st, i): DualLineInput[] =>
            st === 'p' ? [] : st === 'u' ? [unplayed(lines[i]!)] : [won(lines[i]!, st)],
          );
          const t = tally(format, input);
          const reached = t.lines.side1 >= t.linesNeeded ? 1 : t.lines.side2 >= t.linesNeeded ? 2 : null;
          if (!t.final) expect(t.clinchedBy).toBe(reached);
          expect(t.lines.side1 + t.lines.side2 + t.pendingLines).toBeLessThanOrEqual(lines.length);
        },
      ),
    );
  });
});

describe('a live score', () => {
  it('names the set being played and its games', () => {
    expect(currentSet(null)).toBeNull();
    expect(currentSet([])).toBeNull();
    expect(
      currentSet([
        { side1: 6, side2: 4 },
        { side1: 2, side2: 3 },
      ]),
    ).toEqual({
      number: 2,
      games: { side1: 2, side2: 3 },
    });
    expect(
      liveScoreText([
        { side1: 6, side2: 4 },
        { side1: 2, side2: 3 },
      ]),
    ).toBe('6-4 2-3');
    expect(liveScoreText(null)).toBe('');
  });

  it('takes up to five sets of 0 to 99 games and nothing else', () => {
    expect(dualLiveScoreBody.safeParse({ sets: [] }).success).toBe(true);
    expect(dualLiveScoreBody.safeParse({ sets: [{ side1: 7, side2: 6 }] }).success).toBe(true);
    for (const sets of [
      [{ side1: -1, side2: 0 }],
      [{ side1: 100, side2: 0 }],
      [{ side1: 0.5, side2: 0 }],
      Array(6).fill({ side1: 0, side2: 0 }),
    ])
      expect(dualLiveScoreBody.safeParse({ sets }).success).toBe(false);
  });
});
