import { readMatchFormat, type MatchFormatRule, type SetRule } from '../../../contract/scores/match-format';
import {
  parseScore,
  type MatchOutcome,
  type ParsedScore,
  type ScoreAccepted,
  type Side,
} from '../../../contract/scores/tennis-score';

/**
 * The structured score entry's pure rules: set-by-set steppers (games for each side, the loser's
 * tiebreak points on a tiebreak set, a match tiebreak row) and an outcome, turned into the same
 * canonical text the contract's parser prints, and read back from a typed score. Side 1 first, as
 * every score is written (contract/tennis-score.ts).
 */

/** The format the steppers are laid out in when neither the match nor the typed score names one. */
export const STEPPER_FALLBACK_FORMAT = 'SET3-S:6/TB7-F:TB10';

/** One row of steppers: a set in games (with the loser's tiebreak points), or a match tiebreak in points. */
export interface EntryRow {
  kind: 'set' | 'match-tiebreak';
  side1: number;
  side2: number;
  /** The loser's tiebreak points of a tiebreak set (7-6(5)); null: not written. Unused for a match tiebreak. */
  tiebreak: number | null;
}

export interface ScoreEntry {
  outcome: MatchOutcome;
  /** One row for every set the format can have (bestOf); only the first `shownRows` count. */
  rows: EntryRow[];
}

/** The rules the steppers follow: the format given, else the typed score's, else the fallback. */
export function stepperRule(format: string | null | undefined, typed?: ParsedScore | null): MatchFormatRule {
  return (
    (format ? readMatchFormat(format) : null) ??
    (typed?.ok && typed.format ? readMatchFormat(typed.format) : null) ??
    readMatchFormat(STEPPER_FALLBACK_FORMAT)!
  );
}

/** The rule of set `index` (0-based): the final set's for the last one. */
export function rowRule(rule: MatchFormatRule, index: number): SetRule {
  return index + 1 === rule.bestOf ? rule.final : rule.set;
}

/**
 * Where a new row starts: a usual finished set for a completed match (6-4, 8-6 in a pro set, 4-2 in
 * short sets, [10-8] for a match tiebreak), so a usual result takes a few taps; 0-0 for a match that
 * stopped (retired, default), where the last set is where play stopped.
 */
export function startRow(rule: SetRule, outcome: MatchOutcome): EntryRow {
  const stopped = outcome === 'retired' || outcome === 'default';
  if (rule.kind === 'tiebreak') {
    return stopped
      ? { kind: 'match-tiebreak', side1: 0, side2: 0, tiebreak: null }
      : { kind: 'match-tiebreak', side1: rule.tiebreakTo, side2: rule.tiebreakTo - 2, tiebreak: null };
  }
  return stopped
    ? { kind: 'set', side1: 0, side2: 0, tiebreak: null }
    : { kind: 'set', side1: rule.setTo, side2: rule.setTo - 2, tiebreak: null };
}

export function startEntry(rule: MatchFormatRule, outcome: MatchOutcome = 'completed'): ScoreEntry {
  return {
    outcome,
    rows: Array.from({ length: rule.bestOf }, (_, i) => startRow(rowRule(rule, i), outcome)),
  };
}

/** The side that won a row, or null when it is not finished (the parser says what is wrong with it). */
export function rowWinner(row: EntryRow, rule: SetRule): Side | null {
  const high = Math.max(row.side1, row.side2);
  const low = Math.min(row.side1, row.side2);
  const side: Side = row.side1 > row.side2 ? 1 : 2;
  if (rule.kind === 'tiebreak') return high >= rule.tiebreakTo && high - low >= 2 ? side : null;
  const at = rule.tiebreakAt;
  if (at !== null && high === at + 1 && low === at) return side;
  return high >= rule.setTo && high - low >= 2 ? side : null;
}

/** How many rows count: up to the first unfinished set, or the set that decides the match. */
export function shownRows(entry: ScoreEntry, rule: MatchFormatRule): number {
  if (entry.outcome === 'walkover') return 0;
  const need = Math.floor(rule.bestOf / 2) + 1;
  const won = { 1: 0, 2: 0 };
  for (const [i, row] of entry.rows.entries()) {
    const winner = rowWinner(row, rowRule(rule, i));
    if (winner === null) return i + 1;
    won[winner] += 1;
    if (won[winner] === need) return i + 1;
  }
  return entry.rows.length;
}

/**
 * Whether a row shows the tiebreak points stepper: a set decided by its tiebreak (7-6, 4-3 with a
 * tiebreak at 3-3), or the last set of a stopped match left at the tiebreak score (6-6(4) ret.).
 */
export function hasTiebreakPoints(entry: ScoreEntry, rule: MatchFormatRule, index: number): boolean {
  const row = entry.rows[index];
  const setRule = rowRule(rule, index);
  if (!row || row.kind !== 'set' || setRule.kind !== 'games' || setRule.tiebreakAt === null) return false;
  const at = setRule.tiebreakAt;
  const high = Math.max(row.side1, row.side2);
  const low = Math.min(row.side1, row.side2);
  if (high === at + 1 && low === at) return true;
  const stopped = entry.outcome === 'retired' || entry.outcome === 'default';
  return stopped && high === at && low === at && index + 1 === shownRows(entry, rule);
}

/** The entry written as a score, side 1 first (before the parser's check). */
export function entryText(entry: ScoreEntry, rule: MatchFormatRule): string {
  if (entry.outcome === 'walkover') return 'w/o';
  const count = shownRows(entry, rule);
  const rows = entry.rows.slice(0, count);
  const first = rows[0];
  // A default before any play is "def.", not "0-0 def.".
  if (entry.outcome === 'default' && count === 1 && first && first.side1 === 0 && first.side2 === 0) {
    return 'def.';
  }
  const sets = rows.map((row, i) => {
    if (row.kind === 'match-tiebreak') return `[${row.side1}-${row.side2}]`;
    const points = hasTiebreakPoints(entry, rule, i) && row.tiebreak !== null ? `(${row.tiebreak})` : '';
    return `${row.side1}-${row.side2}${points}`;
  });
  const ending = entry.outcome === 'retired' ? ' ret.' : entry.outcome === 'default' ? ' def.' : '';
  return sets.join(' ') + ending;
}

/** The entry's score checked against the format: the parser's canonical text, or why it cannot happen. */
export function readEntry(entry: ScoreEntry, rule: MatchFormatRule): ParsedScore {
  return parseScore(entryText(entry, rule), rule.code);
}

/**
 * The steppers showing a typed (accepted) score: its sets in the rows, the rows after them at their
 * start, its outcome. The steppers' layout is `rule`, the format the score was read with.
 */
export function entryFromScore(score: ScoreAccepted, rule: MatchFormatRule): ScoreEntry {
  const start = startEntry(rule, score.outcome);
  const rows = start.rows.map((row, i) => {
    const set = score.sets[i];
    if (!set) return row;
    return { kind: set.kind, side1: set.side1, side2: set.side2, tiebreak: set.tiebreak };
  });
  return { outcome: score.outcome, rows };
}

/** The highest value a stepper goes to: a tiebreak set ends at 7 games (at + 1), anything else at 99. */
export function rowMax(rule: SetRule): number {
  return rule.kind === 'games' && rule.tiebreakAt !== null ? rule.tiebreakAt + 1 : 99;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

/** The entry with one side's games (points, in a match tiebreak) of row `index` set to `value`. */
export function setGames(
  entry: ScoreEntry,
  rule: MatchFormatRule,
  index: number,
  side: Side,
  value: number,
): ScoreEntry {
  const max = rowMax(rowRule(rule, index));
  const rows = entry.rows.map((row, i) =>
    i === index ? { ...row, [side === 1 ? 'side1' : 'side2']: clamp(value, max) } : row,
  );
  return { ...entry, rows };
}

/** The entry with the loser's tiebreak points of row `index` set (null: not written). */
export function setTiebreak(entry: ScoreEntry, index: number, value: number | null): ScoreEntry {
  const rows = entry.rows.map((row, i) =>
    i === index ? { ...row, tiebreak: value === null ? null : clamp(value, 99) } : row,
  );
  return { ...entry, rows };
}

/**
 * The entry with another outcome. Rows not yet counted start again at the new outcome's start, so
 * a retirement's next set starts at 0-0; going from a finished match to a stopped one, the set that
 * decided it starts again too (and back, the unfinished last set).
 */
export function setOutcome(entry: ScoreEntry, rule: MatchFormatRule, outcome: MatchOutcome): ScoreEntry {
  let keep = shownRows(entry, rule);
  const last = entry.rows[keep - 1];
  // A match that stopped did not finish its last set, a finished match did: the last set starts again.
  const stops = (o: MatchOutcome) => o === 'retired' || o === 'default';
  const lastDone = last !== undefined && rowWinner(last, rowRule(rule, keep - 1)) !== null;
  if (stops(outcome) !== stops(entry.outcome) && lastDone === stops(outcome)) keep -= 1;
  const rows = entry.rows.map((row, i) => (i < keep ? row : startRow(rowRule(rule, i), outcome)));
  return { outcome, rows };
}

/**
 * The entry in another layout (the coach picked another format): the sets that fit the new rules
 * are kept, the others start again.
 */
export function relayout(entry: ScoreEntry, rule: MatchFormatRule): ScoreEntry {
  const start = startEntry(rule, entry.outcome);
  const rows = start.rows.map((row, i) => {
    const old = entry.rows[i];
    if (!old || old.kind !== row.kind) return row;
    const max = rowMax(rowRule(rule, i));
    return old.side1 <= max && old.side2 <= max ? old : row;
  });
  return { outcome: entry.outcome, rows };
}
