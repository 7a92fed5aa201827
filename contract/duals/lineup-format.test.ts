import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dualFormatSchema,
  dualLines,
  emptyLineup,
  lineupFitsFormat,
  lineupSchema,
  presetFormat,
  type DualFormat,
} from './lineup-format';

describe('dual formats', () => {
  it.each([
    ['3s2d', ['S1', 'S2', 'S3', 'D1', 'D2']],
    ['3s3d', ['S1', 'S2', 'S3', 'D1', 'D2', 'D3']],
    ['4s3d', ['S1', 'S2', 'S3', 'S4', 'D1', 'D2', 'D3']],
    ['6s3d', ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'D1', 'D2', 'D3']],
  ] as const)('preset %s has the lines %j', (preset, names) => {
    const format = dualFormatSchema.parse(presetFormat(preset));
    expect(dualLines(format).map((l) => l.line)).toEqual(names);
  });

  it('names lines S1.. then D1.., with their kind and index', () => {
    expect(dualLines(dualFormatSchema.parse({ preset: 'custom', singles: 1, doubles: 2 }))).toEqual([
      { line: 'S1', kind: 'singles', index: 1, scoreFormat: null },
      { line: 'D1', kind: 'doubles', index: 1, scoreFormat: null },
      { line: 'D2', kind: 'doubles', index: 2, scoreFormat: null },
    ]);
  });

  it('accepts custom formats from 0 to 9 lines of each kind with at least one line', () => {
    expect(dualFormatSchema.safeParse({ preset: 'custom', singles: 9, doubles: 9 }).success).toBe(true);
    expect(dualFormatSchema.safeParse({ preset: 'custom', singles: 0, doubles: 1 }).success).toBe(true);
    expect(dualFormatSchema.safeParse({ preset: 'custom', singles: 1, doubles: 0 }).success).toBe(true);
  });

  it.each([
    [{ preset: 'custom', singles: 0, doubles: 0 }, 'a dual needs at least one line'],
    [{ preset: 'custom', singles: 10, doubles: 1 }, 'Too big'],
    [{ preset: 'custom', singles: -1, doubles: 1 }, 'Too small'],
    [{ preset: 'custom', singles: 1.5, doubles: 1 }, 'expected int'],
    [{ preset: '3s2d', singles: 3, doubles: 3 }, 'preset 3s2d has 3 singles and 2 doubles'],
    [{ preset: '5s5d', singles: 5, doubles: 5 }, 'Invalid option'],
    [
      { preset: '3s2d', singles: 3, doubles: 2, lineScoreFormats: { D3: 'SET1-S:8/TB7' } },
      'no line D3 in this format',
    ],
    [{ preset: '3s2d', singles: 3, doubles: 2, scoreFormat: 'x'.repeat(41) }, 'Too big'],
  ])('refuses %j', (input, message) => {
    const parsed = dualFormatSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message).join('; ')).toContain(message);
  });

  it('refuses, never throws, whatever it is given', () => {
    const field = fc.oneof(
      fc.anything(),
      fc.integer({ min: -2, max: 12 }),
      fc.constantFrom(...['3s2d', 'custom']),
    );
    fc.assert(
      fc.property(
        fc.record(
          {
            preset: field,
            singles: field,
            doubles: field,
            lineScoreFormats: fc.oneof(
              fc.anything(),
              fc.dictionary(fc.constantFrom('S1', 'D1', 'S10', 'X'), fc.string()),
            ),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          expect(() => dualFormatSchema.safeParse(input)).not.toThrow();
        },
      ),
    );
  });

  it('gives each line the format score code, or its own', () => {
    const format: DualFormat = dualFormatSchema.parse({
      ...presetFormat('3s2d', 'SET3-S:6/TB7-F:TB10'),
      lineScoreFormats: { D2: 'SET1-S:8/TB7' },
    });
    expect(dualLines(format).map((l) => [l.line, l.scoreFormat])).toEqual([
      ['S1', 'SET3-S:6/TB7-F:TB10'],
      ['S2', 'SET3-S:6/TB7-F:TB10'],
      ['S3', 'SET3-S:6/TB7-F:TB10'],
      ['D1', 'SET3-S:6/TB7-F:TB10'],
      ['D2', 'SET1-S:8/TB7'],
    ]);
  });
});

describe('lineup shape', () => {
  const format = presetFormat('3s2d');

  it('an empty lineup has every line of the format with empty slots', () => {
    const lineup = emptyLineup(format);
    expect(lineup).toEqual([
      { line: 'S1', players: [null] },
      { line: 'S2', players: [null] },
      { line: 'S3', players: [null] },
      { line: 'D1', players: [null, null] },
      { line: 'D2', players: [null, null] },
    ]);
    expect(lineupSchema.safeParse(lineup).success).toBe(true);
    expect(lineupFitsFormat(lineup, format)).toBe(true);
  });

  it('tells a lineup that does not fit the format', () => {
    expect(lineupFitsFormat(emptyLineup(format).slice(1), format)).toBe(false);
    expect(lineupFitsFormat(emptyLineup(presetFormat('3s3d')), format)).toBe(false);
  });

  it('refuses, never throws, whatever lineup it is given', () => {
    const line = fc.oneof(fc.anything(), fc.constantFrom('S1', 'D1', 'S10'));
    const players = fc.oneof(
      fc.anything(),
      fc.array(fc.oneof(fc.integer(), fc.constant(null), fc.anything())),
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.anything(), fc.record({ line, players }, { requiredKeys: [] }))),
        (input) => {
          expect(() => lineupSchema.safeParse(input)).not.toThrow();
        },
      ),
    );
  });

  it.each([
    [[{ line: 'S1', players: [1, 2] }], 'a singles line has one player, a doubles line two'],
    [[{ line: 'D1', players: [1] }], 'a singles line has one player, a doubles line two'],
    [[{ line: 'X1', players: [1] }], 'must be a line name like S1 or D2'],
    [[{ line: 'S0', players: [1] }], 'must be a line name like S1 or D2'],
    [[{ line: 'S1', players: [0] }], 'Too small'],
  ])('refuses the lineup %j', (input, message) => {
    const parsed = lineupSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message).join('; ')).toContain(message);
  });
});
