import { matchUpFormatCode } from 'tods-matchup-format-code';
import { z } from 'zod';

/**
 * Match formats, stored and sent as ITF TODS matchUp format codes (e.g. "SET3-S:6/TB7-F:TB10"), read and
 * written with the tods-matchup-format-code package. This module turns a code into the rules the score parser
 * (contract/tennis-score.ts) checks a score against, and names the formats a coach can pick.
 *
 * Supported: 1, 3 or 5 sets ("SETn"); each set either a games set to N games ("S:6"), with or without a
 * tiebreak ("/TB7", at N-N or at "@N-1"), with no-ad games ("6NOAD"), or a tiebreak played as a set
 * ("TB10"); the final set may differ ("-F:TB10", "-F:6"). Timed sets are not supported.
 */

/** A set played in games: to `setTo` games, won by two, or by a tiebreak at `tiebreakAt`-all. */
export interface GamesSetRule {
  kind: 'games';
  setTo: number;
  /** Games all at which a tiebreak decides the set; null: an advantage set (no tiebreak, won by two). */
  tiebreakAt: number | null;
  /** Points the tiebreak is played to (7); null without a tiebreak. */
  tiebreakTo: number | null;
  /** No-ad games: changes nothing in a score, kept as a flag. */
  noAd: boolean;
}

/** A set played as one tiebreak (a match tiebreak to 10 points instead of the deciding set). */
export interface TiebreakSetRule {
  kind: 'tiebreak';
  tiebreakTo: number;
}

export type SetRule = GamesSetRule | TiebreakSetRule;

export interface MatchFormatRule {
  /** The canonical TODS code. */
  code: string;
  /** 1, 3 or 5. */
  bestOf: number;
  set: SetRule;
  /** The rule of the last possible set (set `bestOf`), the same as `set` unless the code has "-F:". */
  final: SetRule;
}

/** The formats a coach picks from; `labelKey` is the web's i18n key of the name. */
export interface MatchFormatPreset {
  code: string;
  labelKey: string;
}

export const MATCH_FORMAT_PRESETS: readonly MatchFormatPreset[] = [
  { code: 'SET3-S:6/TB7-F:TB10', labelKey: 'matchFormat.bestOf3MatchTiebreak' },
  { code: 'SET3-S:6/TB7', labelKey: 'matchFormat.bestOf3' },
  { code: 'SET5-S:6/TB7', labelKey: 'matchFormat.bestOf5' },
  { code: 'SET1-S:8/TB7', labelKey: 'matchFormat.proSet8' },
  { code: 'SET1-S:10/TB7', labelKey: 'matchFormat.proSet10' },
  { code: 'SET3-S:4/TB7@3', labelKey: 'matchFormat.shortSets4At3' },
  { code: 'SET3-S:4/TB7', labelKey: 'matchFormat.shortSets4At4' },
  { code: 'SET3-S:6', labelKey: 'matchFormat.advantageSets' },
];

/** Longest format code accepted. */
export const MAX_FORMAT_CODE_LENGTH = 40;

interface TodsTiebreak {
  tiebreakTo?: number;
  NoAD?: boolean;
}
interface TodsSet {
  setTo?: number;
  tiebreakAt?: number;
  tiebreakFormat?: TodsTiebreak;
  tiebreakSet?: TodsTiebreak;
  noTiebreak?: boolean;
  NoAD?: boolean;
  timed?: boolean;
}
interface TodsFormat {
  bestOf?: number;
  setFormat?: TodsSet;
  finalSetFormat?: TodsSet;
}

function setRule(set: TodsSet | undefined): SetRule | null {
  if (!set || set.timed) return null;
  if (set.tiebreakSet) {
    const to = set.tiebreakSet.tiebreakTo;
    return to && to >= 5 && to <= 21 ? { kind: 'tiebreak', tiebreakTo: to } : null;
  }
  const setTo = set.setTo;
  if (!setTo || setTo < 1 || setTo > 12) return null;
  if (!set.tiebreakFormat)
    return { kind: 'games', setTo, tiebreakAt: null, tiebreakTo: null, noAd: !!set.NoAD };
  const at = set.tiebreakAt ?? setTo;
  const to = set.tiebreakFormat.tiebreakTo;
  // A tiebreak at N-N or (N-1)-(N-1) ("Fast4"): anything else is no set anyone plays.
  if (!to || to < 5 || to > 21 || (at !== setTo && at !== setTo - 1)) return null;
  return { kind: 'games', setTo, tiebreakAt: at, tiebreakTo: to, noAd: !!set.NoAD };
}

/** The rules of a TODS code, or null when the code is not one or is a format this app does not support. */
export function readMatchFormat(code: string): MatchFormatRule | null {
  if (code.length > MAX_FORMAT_CODE_LENGTH) return null;
  const parsed = matchUpFormatCode.parse(code) as TodsFormat | undefined;
  if (!parsed || !parsed.bestOf || ![1, 3, 5].includes(parsed.bestOf)) return null;
  const set = setRule(parsed.setFormat);
  if (!set || (set.kind === 'tiebreak' && parsed.bestOf > 1)) return null;
  const final = parsed.finalSetFormat ? setRule(parsed.finalSetFormat) : set;
  if (!final) return null;
  const canonical = matchUpFormatCode.stringify(parsed);
  if (!canonical) return null;
  return { code: canonical, bestOf: parsed.bestOf, set, final };
}

/** The canonical spelling of a supported TODS code ("SET3-S:6/TB7-F:6" stays, "SET3-S:6/TB7-F:6/TB7" drops F), or null. */
export function normalizeMatchFormat(code: string): string | null {
  return readMatchFormat(code.trim())?.code ?? null;
}

/** Whether the format's games are no-ad. */
export function isNoAdFormat(code: string): boolean {
  const rule = readMatchFormat(code);
  return !!rule && rule.set.kind === 'games' && rule.set.noAd;
}

/** The same format with no-ad games switched on or off (every games set, the final one too). */
export function withNoAd(code: string, noAd: boolean): string {
  const parsed = matchUpFormatCode.parse(code) as TodsFormat | undefined;
  if (!parsed || !readMatchFormat(code)) return code;
  for (const set of [parsed.setFormat, parsed.finalSetFormat]) {
    if (set && set.setTo) {
      if (noAd) set.NoAD = true;
      else delete set.NoAD;
    }
  }
  return matchUpFormatCode.stringify(parsed) ?? code;
}

/** The preset a code is (ignoring no-ad), or null for a format not in the list. */
export function presetOf(code: string): MatchFormatPreset | null {
  const plain = withNoAd(code, false);
  return MATCH_FORMAT_PRESETS.find((p) => p.code === plain) ?? null;
}

/**
 * The formats tried, in this order, for a score whose format is not known (older matches, API calls without
 * one): the first that fits is the score's format. Tiebreak sets before advantage sets, full sets to 6 before
 * short sets, so the usual reading of an ambiguous score wins ("6-4 3-6 10-8" is a match tiebreak).
 */
export const UNKNOWN_FORMAT_CANDIDATES: readonly string[] = [
  'SET3-S:6/TB7',
  'SET3-S:6/TB7-F:TB10',
  'SET5-S:6/TB7',
  'SET5-S:6/TB7-F:TB10',
  'SET1-S:8/TB7',
  'SET1-S:10/TB7',
  'SET3-S:6/TB7-F:6',
  'SET3-S:6',
  'SET5-S:6/TB7-F:6',
  'SET5-S:6',
  'SET3-S:4/TB7@3',
  'SET3-S:4/TB7',
];

/**
 * A match format as sent: a TODS matchUp format code (contract/match-format.ts), e.g.
 * "SET3-S:6/TB7-F:TB10"; null or '' is "no format" (any format that fits the score). Read as the
 * code's canonical spelling, or null.
 */
export const matchFormatField = z
  .union([
    z.null(),
    z
      .string()
      .trim()
      .max(MAX_FORMAT_CODE_LENGTH)
      .refine((s) => s === '' || normalizeMatchFormat(s) !== null, {
        message: 'is not a match format this app knows (a TODS code such as SET3-S:6/TB7-F:TB10)',
      })
      .transform((s) => (s === '' ? null : normalizeMatchFormat(s))),
  ])
  .describe('TODS matchUp format code, e.g. SET3-S:6/TB7-F:TB10; null or empty for none');
