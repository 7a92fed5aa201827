import { DEFAULT_ANTI_STACKING_RULE, type AntiStackingRule } from '../duals/lineup-rules';
import { presetFormat, type DualFormat } from '../duals/lineup-format';

/**
 * State rule packs (issue 35): named, versioned presets a league plays under. Pure data; a pack's lineup rule
 * is an anti-stacking rule of contract/duals/lineup-rules.ts (the one checker), its format a dual format. Each
 * pack cites the published text it follows; what could not be verified is listed in docs/decisions.md
 * ("League play").
 */

export const RULE_PACK_IDS = ['ghsa', 'uil', 'cif-la', 'mshsaa', 'njsiaa', 'custom'] as const;
export type RulePackId = (typeof RULE_PACK_IDS)[number];

/** When lineups must be posted: hours before the dual starts, or after it (MSHSAA posts after the match). */
export interface PostingDeadline {
  anchor: 'before-start' | 'after-start';
  hours: number;
}

export interface RulePack {
  id: RulePackId;
  /** Shown on the league page and the printed lineup card. */
  name: string;
  association: string;
  /** This app's version of the pack: bumped when its rules change. */
  version: number;
  /** The season year of the text cited. */
  year: number;
  source: { title: string; url: string | null };
  rule: AntiStackingRule;
  format: DualFormat;
  /** A ladder (challenge) match's score format, as a TODS code. */
  ladderScoreFormat: string;
  /** The day of the season's year the ladder order freezes (month 1-12, day), or none. */
  freeze: { month: number; day: number } | null;
  postingDeadline: PostingDeadline | null;
  /** Lineups are exchanged this many minutes before the start and cannot change after it; null: no lock. */
  lineupLockMinutes: number | null;
  /** What the association does to a lineup that breaks the rule, in its words' sense. */
  penalty: string;
}

const NO_AD_MATCH_TB = 'SET3-S:6NOAD/TB7-F:TB10';
const AD_TB7 = 'SET3-S:6/TB7';

/**
 * A pack from what sets it apart; the rest is what most associations' rules leave as is: this app's version 1,
 * three singles and two doubles with ad scoring and a 7-point tiebreak (dual and ladder matches), no ladder
 * freeze, no posting deadline, no lineup lock.
 */
function pack(
  own: Pick<RulePack, 'id' | 'name' | 'association' | 'year' | 'source' | 'rule' | 'penalty'> &
    Partial<RulePack>,
): RulePack {
  return {
    version: 1,
    format: presetFormat('3s2d', AD_TB7),
    ladderScoreFormat: AD_TB7,
    freeze: null,
    postingDeadline: null,
    lineupLockMinutes: null,
    ...own,
  };
}

export const RULE_PACKS: Readonly<Record<RulePackId, RulePack>> = {
  ghsa: pack({
    id: 'ghsa',
    name: 'GHSA (Georgia) 2013',
    association: 'Georgia High School Association',
    year: 2013,
    source: {
      title: 'GHSA, Anti-Stacking Rules for 2013 Season (Constitution 2012-13, p. 86, B1 a-c)',
      url: 'https://www.ghsa.net/anti-stacking-rules-2013-season',
    },
    // Singles #1 to #3 and doubles by ability; A/B and D1/D2 of relatively equal ability may alternate (one
    // place); a player plays one singles or one doubles match, never both.
    rule: { singlesInOrder: true, doublesInOrder: true, singlesMayPlayDoubles: false, tolerance: 1 },
    penalty: 'An obvious attempt to stack a lineup may disqualify the entire team.',
  }),
  uil: pack({
    id: 'uil',
    name: 'UIL (Texas) Team Tennis 2023',
    association: 'University Interscholastic League',
    year: 2023,
    source: {
      title:
        'UIL Constitution and Contest Rules, Section 1310 Team Tennis Plan; Team Tennis Playoff Representatives Handbook (lineup changes)',
      url: 'https://www.uiltexas.org/policy/constitution/athletics/team-tennis',
    },
    // Singles and doubles strictly by ladder position; players may play both; between playoff rounds each
    // player moves at most one position in the singles or doubles lineup.
    rule: {
      singlesInOrder: true,
      doublesInOrder: true,
      singlesMayPlayDoubles: true,
      tolerance: 0,
      maxMoveBetweenRounds: 1,
    },
    format: presetFormat('6s3d', NO_AD_MATCH_TB),
    ladderScoreFormat: NO_AD_MATCH_TB,
    penalty: 'Players play by ladder position; a lineup out of ladder order is not allowed.',
  }),
  'cif-la': pack({
    id: 'cif-la',
    name: 'CIF-LA City Section',
    association: 'CIF Los Angeles City Section',
    year: 2017,
    source: {
      title: 'CIF Los Angeles City Section, Section XVIII Tennis, 1802 and 1803 (lineup card exchange)',
      url: null,
    },
    // Four singles and three doubles in decreasing strength; lineup cards exchanged 15 minutes before the
    // scheduled time, no change after.
    rule: { ...DEFAULT_ANTI_STACKING_RULE },
    format: presetFormat('4s3d', AD_TB7),
    postingDeadline: { anchor: 'before-start', hours: 0.25 },
    lineupLockMinutes: 15,
    penalty: 'No change to the lineup is permitted after the lineup card exchange.',
  }),
  mshsaa: pack({
    id: 'mshsaa',
    name: 'MSHSAA (Missouri) 2024-25',
    association: 'Missouri State High School Activities Association',
    year: 2024,
    source: {
      title:
        'MSHSAA Tennis Manual 2024-25 (rank order freeze date); Tennis Advisory Committee, doubles line-ups rule (2012-13); Instructions for posting dual match line-ups',
      url: 'https://www.mshsaa.org/Advisory/News/36/Nov2011MtgSummary.aspx?id=327',
    },
    // Doubles ranked by the sum of the partners' singles rank values; equal sums: the pair with the highest
    // ranked player plays higher. Players play singles and doubles (6-3 format).
    rule: {
      singlesInOrder: true,
      doublesInOrder: true,
      singlesMayPlayDoubles: true,
      tolerance: 0,
      equalSumsByBestPlayer: true,
    },
    format: presetFormat('6s3d', AD_TB7),
    freeze: { month: 10, day: 9 },
    postingDeadline: { anchor: 'after-start', hours: 72 },
    penalty: 'Lineups not posted within 72 hours after the match are fined $25 each.',
  }),
  njsiaa: pack({
    id: 'njsiaa',
    name: 'NJSIAA (New Jersey) 2016-17',
    association: 'New Jersey State Interscholastic Athletic Association',
    year: 2016,
    source: { title: 'NJSIAA Tennis Rules and Regulations, Boys and Girls, 2016-2017 (1, 2)', url: null },
    // Three singles and two doubles, best of three tie-break sets, no no-ad; ladder matches with regulation
    // (ad) scoring; no substitution once players are introduced.
    rule: { ...DEFAULT_ANTI_STACKING_RULE },
    penalty: 'Ladder matches must use regulation (ad) scoring.',
  }),
  custom: pack({
    id: 'custom',
    name: 'Custom',
    association: 'The league',
    year: 2026,
    source: { title: "The league's own rules", url: null },
    rule: { ...DEFAULT_ANTI_STACKING_RULE },
    penalty: 'Breaking the rule needs a reason, which the opponent sees.',
  }),
};

/** "MSHSAA (Missouri) 2024-25 v1": the name a printed card and the league page show. */
export function rulePackLabel(id: RulePackId): string {
  const pack = RULE_PACKS[id];
  return `${pack.name} v${pack.version}`;
}

/** The pack's freeze date in a season (its YYYY-MM-DD), or null when the pack has none. */
export function freezeDateOf(id: RulePackId, seasonYear: number): string | null {
  const f = RULE_PACKS[id].freeze;
  if (!f) return null;
  return `${seasonYear}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
}

/** Whether the ladder order is frozen at `at` (from the freeze date on, in UTC days). */
export function isFrozen(freezeOn: string | null, at: Date): boolean {
  return freezeOn !== null && at.toISOString().slice(0, 10) >= freezeOn;
}

/** The instant lineups are due for a dual starting at `startsAt`, or null when the pack sets none. */
export function postingDeadlineOf(id: RulePackId, startsAt: Date): Date | null {
  const d = RULE_PACKS[id].postingDeadline;
  if (!d) return null;
  const ms = d.hours * 3_600_000;
  return new Date(startsAt.getTime() + (d.anchor === 'after-start' ? ms : -ms));
}

/** Whether the lineup may no longer change at `at` (CIF-LA: from 15 minutes before the start). */
export function lineupLocked(id: RulePackId, startsAt: Date, at: Date): boolean {
  const minutes = RULE_PACKS[id].lineupLockMinutes;
  return minutes !== null && at.getTime() >= startsAt.getTime() - minutes * 60_000;
}
