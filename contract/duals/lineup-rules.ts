import { z } from 'zod';
import { lineKind, lineSize, type LineName, type Lineup, type PlayerId } from './lineup-format';

/**
 * Anti-stacking rules (issue 20): the rule a coach picks for a team, and the check of a lineup against it.
 * Every violation is data (a code, the line, the players with their ladder positions); lineup-text.ts turns it
 * into i18n keys and parameters, and into English. Rules chosen are in docs/decisions.md ("Dual matches:
 * lineup rules").
 *
 * LADDER VALUE: a placed player's value is their ladder position; every unplaced player (no position) counts
 * as one past the last placed player of the roster, all of them equal. Order, sums and tolerance use values.
 */

export const MAX_TOLERANCE = 9;

export const antiStackingRuleSchema = z.object({
  /** S1 above S2 above S3 on the ladder. */
  singlesInOrder: z.boolean().default(true),
  /** D1's partners' positions add up to no more than D2's, and so on. */
  doublesInOrder: z.boolean().default(true),
  /** Whether a player may play a singles line and a doubles line in the same dual. */
  singlesMayPlayDoubles: z.boolean().default(false),
  /** How far out of order a line may be: 1 lets two adjacent players swap (positions, or sums for doubles). */
  tolerance: z.number().int().min(0).max(MAX_TOLERANCE).default(0),
  /**
   * Issue 35 (MSHSAA): two doubles pairs whose sums are equal are ordered by their better player: the pair
   * with the higher-placed player plays the higher line. Absent: equal sums may play in either order.
   */
  equalSumsByBestPlayer: z.boolean().optional(),
  /**
   * Issue 35 (UIL team tennis playoffs): how many places a player may move up or down in the singles (or
   * doubles) lineup against the previous round's lineup. Absent: any. Checked only when the previous lineup
   * is given (`CheckContext.previous`).
   */
  maxMoveBetweenRounds: z.number().int().min(0).max(MAX_TOLERANCE).optional(),
});
export type AntiStackingRule = z.infer<typeof antiStackingRuleSchema>;

export const DEFAULT_ANTI_STACKING_RULE: AntiStackingRule = antiStackingRuleSchema.parse({});

export const ANTI_STACKING_PRESET_IDS = [
  'strict',
  'adjacent-swap',
  'singles-may-play-doubles',
  'free',
] as const;
export type AntiStackingPresetId = (typeof ANTI_STACKING_PRESET_IDS)[number];

/** The rules a coach picks from; anything else is "custom" (see antiStackingPresetOf). */
export const ANTI_STACKING_PRESETS: Readonly<Record<AntiStackingPresetId, AntiStackingRule>> = {
  strict: DEFAULT_ANTI_STACKING_RULE,
  'adjacent-swap': { ...DEFAULT_ANTI_STACKING_RULE, tolerance: 1 },
  'singles-may-play-doubles': { ...DEFAULT_ANTI_STACKING_RULE, singlesMayPlayDoubles: true },
  free: { singlesInOrder: false, doublesInOrder: false, singlesMayPlayDoubles: true, tolerance: 0 },
};

/** The preset a rule is, or "custom". */
export function antiStackingPresetOf(rule: AntiStackingRule): AntiStackingPresetId | 'custom' {
  const same = (a: AntiStackingRule, b: AntiStackingRule) =>
    a.singlesInOrder === b.singlesInOrder &&
    a.doublesInOrder === b.doublesInOrder &&
    a.singlesMayPlayDoubles === b.singlesMayPlayDoubles &&
    a.tolerance === b.tolerance &&
    !!a.equalSumsByBestPlayer === !!b.equalSumsByBestPlayer &&
    a.maxMoveBetweenRounds === b.maxMoveBetweenRounds;
  return ANTI_STACKING_PRESET_IDS.find((id) => same(ANTI_STACKING_PRESETS[id], rule)) ?? 'custom';
}

/**
 * A school's rule (issue 32): the floor its administrator sets, which a team's and a dual's rule may
 * tighten but never loosen. The presets a school may require (the free one requires nothing).
 */
export const SCHOOL_RULE_PRESET_IDS = ['strict', 'adjacent-swap', 'singles-may-play-doubles'] as const;
export type SchoolRulePresetId = (typeof SCHOOL_RULE_PRESET_IDS)[number];

/** Whether the floor checks any order (only then does its tolerance bound the rule's). */
const ordersAny = (rule: AntiStackingRule) => rule.singlesInOrder || rule.doublesInOrder;

/** Whether `rule` allows a lineup the school's `floor` forbids. */
export function looserThan(rule: AntiStackingRule, floor: AntiStackingRule): boolean {
  return (
    (floor.singlesInOrder && !rule.singlesInOrder) ||
    (floor.doublesInOrder && !rule.doublesInOrder) ||
    (!floor.singlesMayPlayDoubles && rule.singlesMayPlayDoubles) ||
    (ordersAny(floor) && rule.tolerance > floor.tolerance) ||
    (!!floor.equalSumsByBestPlayer && !rule.equalSumsByBestPlayer) ||
    (floor.maxMoveBetweenRounds !== undefined &&
      (rule.maxMoveBetweenRounds ?? Infinity) > floor.maxMoveBetweenRounds)
  );
}

/** The rule made at least as strict as the floor: the rule itself when it already is. */
export function withinFloor(rule: AntiStackingRule, floor: AntiStackingRule | null): AntiStackingRule {
  if (!floor || !looserThan(rule, floor)) return rule;
  const tighter = {
    ...(rule.equalSumsByBestPlayer || floor.equalSumsByBestPlayer ? { equalSumsByBestPlayer: true } : {}),
    ...(rule.maxMoveBetweenRounds !== undefined || floor.maxMoveBetweenRounds !== undefined
      ? {
          maxMoveBetweenRounds: Math.min(
            rule.maxMoveBetweenRounds ?? Infinity,
            floor.maxMoveBetweenRounds ?? Infinity,
          ),
        }
      : {}),
  };
  return {
    ...tighter,
    singlesInOrder: rule.singlesInOrder || floor.singlesInOrder,
    doublesInOrder: rule.doublesInOrder || floor.doublesInOrder,
    singlesMayPlayDoubles: rule.singlesMayPlayDoubles && floor.singlesMayPlayDoubles,
    tolerance: !ordersAny(floor)
      ? rule.tolerance
      : ordersAny(rule)
        ? Math.min(rule.tolerance, floor.tolerance)
        : floor.tolerance,
  };
}

/**
 * The violations of a lineup that a school's rule forbids outright (issue 32): players out of order
 * beyond the floor's tolerance, or on two lines the floor does not allow. A reason does not publish them.
 */
export function schoolRuleViolations(
  lineup: Lineup,
  roster: readonly LineupRosterEntry[],
  floor: AntiStackingRule | null,
): Violation[] {
  if (!floor) return [];
  return allViolations(checkLineup(lineup, roster, floor)).filter(
    (v) =>
      v.code === 'singles-out-of-order' ||
      v.code === 'doubles-out-of-order' ||
      v.code === 'doubles-tie-out-of-order' ||
      v.code === 'moved-too-far' ||
      v.code === 'player-on-two-lines',
  );
}

/** A player of the team's roster, in ladder order. `available: false` (not going) is skipped by drafting. */
export const lineupRosterEntrySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  position: z.number().int().positive().nullable(),
  available: z.boolean().optional(),
});
export type LineupRosterEntry = z.infer<typeof lineupRosterEntrySchema>;

/** Each roster player's ladder value (see LADDER VALUE above). */
export function ladderValues(roster: readonly LineupRosterEntry[]): Map<PlayerId, number> {
  const unplaced = Math.max(0, ...roster.map((p) => p.position ?? 0)) + 1;
  return new Map(roster.map((p) => [p.id, p.position ?? unplaced]));
}

/** Whether one player may be on both lines under the rule (never two lines of the same kind). */
export function mayPlayBoth(a: LineName, b: LineName, rule: AntiStackingRule): boolean {
  return lineKind(a) !== lineKind(b) && rule.singlesMayPlayDoubles;
}

export interface ViolationPlayer {
  id: PlayerId;
  name: string;
  /** Ladder position; null when unplaced. */
  position: number | null;
  /** The ladder value the rule compared (the position, or one past the last placed player). */
  value: number;
}

interface LineSide {
  line: LineName;
  players: ViolationPlayer[];
}

export type Violation =
  /** `line`'s player is lower on the ladder than `other`'s (a later singles line), beyond the tolerance. */
  | (LineSide & { code: 'singles-out-of-order'; other: LineSide })
  /** `line`'s pair adds up to more than `other`'s (a later doubles line), beyond the tolerance. */
  | (LineSide & { code: 'doubles-out-of-order'; sum: number; other: LineSide & { sum: number } })
  /** Equal sums, but `other` (a later doubles line) has the higher-placed player (equalSumsByBestPlayer). */
  | (LineSide & { code: 'doubles-tie-out-of-order'; sum: number; other: LineSide & { sum: number } })
  /** The player played `previousLine` in the previous round: more places away than maxMoveBetweenRounds. */
  | (LineSide & { code: 'moved-too-far'; previousLine: LineName; limit: number })
  /** The player already plays `otherLine` (an earlier line) and the rule forbids both. */
  | (LineSide & { code: 'player-on-two-lines'; otherLine: LineName })
  /** The id is not on the roster; `players` is empty. */
  | (LineSide & { code: 'not-on-roster'; playerId: PlayerId })
  /** A doubles pair with one player in both places. */
  | (LineSide & { code: 'same-player-twice' })
  /** The player is marked not available. */
  | (LineSide & { code: 'player-unavailable' })
  /** No player on the line. */
  | (LineSide & { code: 'empty-line' })
  /** A doubles line with one player. */
  | (LineSide & { code: 'incomplete-line' });
export type ViolationCode = Violation['code'];

export interface LineCheck {
  line: LineName;
  violations: Violation[];
}

/**
 * Checks a lineup against the rule and the roster: per line, in lineup order, what is wrong with it. Order
 * is checked between every two lines of a kind whose players are all on the roster; the violation sits on the
 * higher line (S2 when S2 is below S3 on the ladder) and names the other.
 */
export interface CheckContext {
  /** The lineup of the previous round (maxMoveBetweenRounds); none: not checked. */
  previous?: Lineup;
}

export function checkLineup(
  lineup: Lineup,
  roster: readonly LineupRosterEntry[],
  rule: AntiStackingRule,
  context: CheckContext = {},
): LineCheck[] {
  const byId = new Map(roster.map((p) => [p.id, p]));
  const values = ladderValues(roster);
  const player = (id: PlayerId): ViolationPlayer => {
    const p = byId.get(id)!;
    return { id, name: p.name, position: p.position, value: values.get(id)! };
  };
  const linesOf = new Map<PlayerId, LineName[]>();
  const checks: LineCheck[] = [];
  /** Lines whose players are all on the roster, for the order checks. */
  const ranked: { line: LineName; players: ViolationPlayer[]; value: number; index: number }[] = [];

  lineup.forEach(({ line, players: ids }, index) => {
    const violations: Violation[] = [];
    const filled = ids.filter((id): id is PlayerId => id !== null);
    const distinct = [...new Set(filled)];
    if (filled.length === 0) violations.push({ code: 'empty-line', line, players: [] });
    else if (filled.length < lineSize(line)) {
      violations.push({
        code: 'incomplete-line',
        line,
        players: distinct.filter((id) => byId.has(id)).map(player),
      });
    }
    if (filled.length === 2 && distinct.length === 1 && byId.has(distinct[0]!)) {
      violations.push({ code: 'same-player-twice', line, players: [player(distinct[0]!)] });
    }
    for (const id of distinct) {
      if (!byId.has(id)) {
        violations.push({ code: 'not-on-roster', line, players: [], playerId: id });
        continue;
      }
      if (byId.get(id)!.available === false) {
        violations.push({ code: 'player-unavailable', line, players: [player(id)] });
      }
      const earlier = linesOf.get(id) ?? [];
      const clash = earlier.find((other) => !mayPlayBoth(other, line, rule));
      if (clash)
        violations.push({ code: 'player-on-two-lines', line, players: [player(id)], otherLine: clash });
      linesOf.set(id, [...earlier, line]);
    }
    if (
      filled.length === lineSize(line) &&
      distinct.length === filled.length &&
      distinct.every((id) => byId.has(id))
    ) {
      const players = distinct.map(player);
      ranked.push({ line, players, value: players.reduce((s, p) => s + p.value, 0), index });
    }
    checks.push({ line, violations });
  });

  const number = (line: LineName) => Number(line.slice(1));
  for (const upper of ranked) {
    const kind = lineKind(upper.line);
    if (kind === 'singles' ? !rule.singlesInOrder : !rule.doublesInOrder) continue;
    for (const lower of ranked) {
      if (lineKind(lower.line) !== kind || number(lower.line) <= number(upper.line)) continue;
      const other = { line: lower.line, players: lower.players };
      if (kind === 'doubles' && rule.equalSumsByBestPlayer && upper.value === lower.value) {
        const best = (ps: readonly ViolationPlayer[]) => Math.min(...ps.map((p) => p.value));
        if (best(lower.players) < best(upper.players)) {
          checks[upper.index]!.violations.push({
            code: 'doubles-tie-out-of-order',
            line: upper.line,
            players: upper.players,
            sum: upper.value,
            other: { ...other, sum: lower.value },
          });
        }
        continue;
      }
      if (upper.value - lower.value <= rule.tolerance) continue;
      checks[upper.index]!.violations.push(
        kind === 'singles'
          ? { code: 'singles-out-of-order', line: upper.line, players: upper.players, other }
          : {
              code: 'doubles-out-of-order',
              line: upper.line,
              players: upper.players,
              sum: upper.value,
              other: { ...other, sum: lower.value },
            },
      );
    }
  }
  if (rule.maxMoveBetweenRounds !== undefined && context.previous) {
    movedTooFar(lineup, context.previous, rule.maxMoveBetweenRounds, player, byId, checks);
  }
  return checks;
}

/** UIL: each player's line number of a kind against the previous round's, at most `limit` apart. */
function movedTooFar(
  lineup: Lineup,
  previous: Lineup,
  limit: number,
  player: (id: PlayerId) => ViolationPlayer,
  byId: ReadonlyMap<PlayerId, LineupRosterEntry>,
  checks: LineCheck[],
): void {
  const before = new Map<string, LineName>();
  for (const { line, players: ids } of previous)
    for (const id of ids) if (id !== null) before.set(`${lineKind(line)}:${id}`, line);
  lineup.forEach(({ line, players: ids }, index) => {
    for (const id of ids) {
      if (id === null || !byId.has(id)) continue;
      const was = before.get(`${lineKind(line)}:${id}`);
      if (!was || Math.abs(Number(was.slice(1)) - Number(line.slice(1))) <= limit) continue;
      checks[index]!.violations.push({
        code: 'moved-too-far',
        line,
        players: [player(id)],
        previousLine: was,
        limit,
      });
    }
  });
}

/** Every violation of a check, in line order. */
export function allViolations(checks: readonly LineCheck[]): Violation[] {
  return checks.flatMap((c) => c.violations);
}
