import { z } from 'zod';

/**
 * Dual match formats (issue 20): how many singles and doubles lines a dual has, the lines' names (S1.., D1..)
 * and a lineup's shape. Pure, shared by the server and the web app; the rules a lineup is checked against live
 * in lineup-rules.ts.
 */

/** Lines of one kind a dual may have. */
export const MAX_LINES_PER_KIND = 9;
/** Longest score format code (a TODS matchUp format code, checked by contract/match-format.ts once merged). */
export const MAX_SCORE_FORMAT_LENGTH = 40;

export type LineKind = 'singles' | 'doubles';
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
/** Every line name: "S1".."S9", "D1".."D9". */
export const LINE_NAMES = [...DIGITS.map((d) => `S${d}` as const), ...DIGITS.map((d) => `D${d}` as const)];
export type LineName = (typeof LINE_NAMES)[number];

export const DUAL_FORMAT_PRESET_IDS = ['3s2d', '3s3d', '4s3d', '6s3d', 'custom'] as const;
export type DualFormatPresetId = (typeof DUAL_FORMAT_PRESET_IDS)[number];

/** The fixed presets' line counts; "custom" takes any counts. */
export const DUAL_FORMAT_PRESETS: Readonly<
  Record<Exclude<DualFormatPresetId, 'custom'>, { singles: number; doubles: number }>
> = {
  '3s2d': { singles: 3, doubles: 2 },
  '3s3d': { singles: 3, doubles: 3 },
  '4s3d': { singles: 4, doubles: 3 },
  '6s3d': { singles: 6, doubles: 3 },
};

/** A line name; an enum (no transform), so it can describe replies in the OpenAPI document too. */
export const lineNameSchema = z.enum(LINE_NAMES, { message: 'must be a line name like S1 or D2' });

const scoreFormatCode = z.string().trim().min(1).max(MAX_SCORE_FORMAT_LENGTH);
const lineCount = z.number().int().min(0).max(MAX_LINES_PER_KIND);

/**
 * A dual's format. `scoreFormat` is every line's score format unless `lineScoreFormats` names another for a
 * line (keys are line names of this format). A preset other than "custom" fixes the counts.
 */
export const dualFormatSchema = z
  .object({
    preset: z.enum(DUAL_FORMAT_PRESET_IDS),
    singles: lineCount,
    doubles: lineCount,
    scoreFormat: scoreFormatCode.optional(),
    lineScoreFormats: z.record(z.string(), scoreFormatCode).optional(),
  })
  .superRefine((f, ctx) => {
    if (f.singles + f.doubles === 0) {
      ctx.addIssue({ code: 'custom', path: ['singles'], message: 'a dual needs at least one line' });
    }
    // Refinements run even when a field was refused, so nothing here may assume the fields are valid.
    const counts = (DUAL_FORMAT_PRESETS as Partial<Record<string, { singles: number; doubles: number }>>)[
      f.preset
    ];
    if (counts) {
      if (counts.singles !== f.singles || counts.doubles !== f.doubles) {
        ctx.addIssue({
          code: 'custom',
          path: ['preset'],
          message: `preset ${f.preset} has ${counts.singles} singles and ${counts.doubles} doubles`,
        });
      }
    }
    for (const key of Object.keys(f.lineScoreFormats ?? {})) {
      const count = key.startsWith('S') ? f.singles : key.startsWith('D') ? f.doubles : 0;
      if (!/^[SD][1-9]$/.test(key) || Number(key.slice(1)) > count) {
        ctx.addIssue({
          code: 'custom',
          path: ['lineScoreFormats', key],
          message: `no line ${key} in this format`,
        });
      }
    }
  });
export type DualFormat = z.infer<typeof dualFormatSchema>;

/** A preset's format, ready to store. */
export function presetFormat(
  preset: Exclude<DualFormatPresetId, 'custom'>,
  scoreFormat?: string,
): DualFormat {
  return { preset, ...DUAL_FORMAT_PRESETS[preset], ...(scoreFormat ? { scoreFormat } : {}) };
}

/** The name of line `index` (1-9) of a kind: lineName('doubles', 2) is "D2". */
export function lineName(kind: LineKind, index: number): LineName {
  const name = `${kind === 'singles' ? 'S' : 'D'}${index}`;
  if (!(LINE_NAMES as readonly string[]).includes(name)) throw new RangeError(`no line ${name}`);
  return name as LineName;
}

export function lineKind(line: LineName): LineKind {
  return line.startsWith('S') ? 'singles' : 'doubles';
}

/** Players a line takes: 1 for singles, 2 for doubles. */
export function lineSize(line: LineName): 1 | 2 {
  return lineKind(line) === 'singles' ? 1 : 2;
}

function formatLineNames(f: Pick<DualFormat, 'singles' | 'doubles'>): LineName[] {
  const names: LineName[] = [];
  for (let i = 1; i <= f.singles; i++) names.push(lineName('singles', i));
  for (let i = 1; i <= f.doubles; i++) names.push(lineName('doubles', i));
  return names;
}

export interface LineSpec {
  line: LineName;
  kind: LineKind;
  /** 1-based within its kind: S2 is 2. */
  index: number;
  scoreFormat: string | null;
}

/** The format's lines in playing order: singles S1.., then doubles D1... */
export function dualLines(format: DualFormat): LineSpec[] {
  return formatLineNames(format).map((line) => ({
    line,
    kind: lineKind(line),
    index: Number(line.slice(1)),
    scoreFormat: format.lineScoreFormats?.[line] ?? format.scoreFormat ?? null,
  }));
}

/** A player's id (the roster's PlayerID). */
export type PlayerId = number;

/** One line of a lineup: one slot for singles, two for doubles; null is an empty slot. */
export interface LineupLine {
  line: LineName;
  players: (PlayerId | null)[];
}
/** A lineup: the format's lines in order (dualLines). */
export type Lineup = readonly LineupLine[];

export const lineupLineSchema = z
  .object({
    line: lineNameSchema,
    players: z.array(z.number().int().positive().nullable()).min(1).max(2),
  })
  .refine((l) => l.players.length === lineSize(l.line), {
    message: 'a singles line has one player, a doubles line two (null for an empty place)',
    path: ['players'],
  });

export const lineupSchema = z.array(lineupLineSchema);

/** A lineup with every line of the format, all empty. */
export function emptyLineup(format: DualFormat): LineupLine[] {
  return dualLines(format).map(({ line }) => ({ line, players: Array<null>(lineSize(line)).fill(null) }));
}

/** Whether a lineup has exactly the format's lines, in order. */
export function lineupFitsFormat(lineup: Lineup, format: DualFormat): boolean {
  const names = formatLineNames(format);
  return lineup.length === names.length && lineup.every((l, i) => l.line === names[i]);
}
