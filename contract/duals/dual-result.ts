import { dualLines, type DualFormat, type LineName } from './lineup-format';
import { type MatchOutcome, type ScoreAccepted, type Side, type SidePair } from '../scores/tennis-score';

/**
 * A dual match's team result (issue 20): each line is one match; the side that wins more lines takes the dual.
 * Pure, shared by the server (which stores and reports it) and the web app (which shows it as lines are entered).
 *
 * SIDES: side 1 is the dual's own team (the school that created it), side 2 the opponent, as in
 * contract/tennis-score.ts every line's score is written side 1 first.
 *
 * THE RULE (docs/decisions.md, "Dual matches: scoring and the linked opponent"):
 * - A decided line counts one line for its winner, whatever its outcome: completed, retired (the side that did
 *   not retire wins), default or walkover (the side not defaulted wins). Its sets and games count as the score
 *   records them (a retirement: as play stood; a walkover or default before play: none).
 * - An unplayed line counts for nobody (no line, no sets, no games).
 * - The dual is final when no line is pending. Its winner: more lines won; on equal lines, more sets won; on
 *   equal sets, more games won; equal games too: a tie.
 * - Before it is final a side has clinched the dual when it has won more lines than the other side can still
 *   reach with every pending line.
 */

/** What became of a line: a result with a winner (the tennis outcomes), not played at all, or nothing yet. */
export const DUAL_LINE_STATUSES = ['pending', 'decided', 'unplayed'] as const;
export type DualLineStatus = (typeof DUAL_LINE_STATUSES)[number];

/** How a decided line ended: the score's outcome (contract/tennis-score.ts). */
export type LineStandingOutcome = MatchOutcome;

export type LineStanding =
  | { status: 'pending' }
  | { status: 'unplayed' }
  | {
      status: 'decided';
      winnerSide: Side;
      outcome: LineStandingOutcome;
      /** Sets and games the line's score records, side 1 first; zeros without a score. */
      setsWon: SidePair;
      gamesWon: SidePair;
    };

export interface DualLineInput {
  line: LineName;
  result: LineStanding;
}

/** The criterion that named the dual's winner: lines, sets, games; 'tie' when all three are equal. */
export type DualDecidedBy = 'lines' | 'sets' | 'games' | 'tie';

export interface DualTeamResult {
  /** Lines won by each side. */
  lines: SidePair;
  /** Sets and games won in all decided lines. */
  sets: SidePair;
  games: SidePair;
  /** Lines of the format by status (a line of the format missing from the input is pending). */
  decidedLines: number;
  unplayedLines: number;
  pendingLines: number;
  /** No line is pending. */
  final: boolean;
  /** The winner once final (null: a tie, or not final yet). */
  winnerSide: Side | null;
  /** Once final, the criterion that decided it; null before. */
  decidedBy: DualDecidedBy | null;
  /** The side that can no longer be caught on lines won, final or not; null when none. */
  clinchedBy: Side | null;
}

const zero = (): SidePair => ({ side1: 0, side2: 0 });

/** A line's result built from a parsed score (null: a winner saved without a score) and its winner. */
export function decidedLine(parsed: ScoreAccepted | null, winnerSide: Side): LineStanding {
  return {
    status: 'decided',
    winnerSide,
    outcome: parsed?.outcome ?? 'completed',
    setsWon: parsed ? { ...parsed.setsWon } : zero(),
    gamesWon: parsed ? { ...parsed.gamesWon } : zero(),
  };
}

function compare(pair: SidePair): Side | null {
  if (pair.side1 === pair.side2) return null;
  return pair.side1 > pair.side2 ? 1 : 2;
}

/**
 * The team result of a dual of `format` with these line results. Lines not in the format are ignored; a line
 * of the format not given is pending; a line given twice takes its last result.
 */
export function dualTeamResult(format: DualFormat, results: readonly DualLineInput[]): DualTeamResult {
  const byLine = new Map<LineName, LineStanding>();
  for (const r of results) byLine.set(r.line, r.result);
  const lines = zero();
  const sets = zero();
  const games = zero();
  let decidedLines = 0;
  let unplayedLines = 0;
  let pendingLines = 0;
  for (const { line } of dualLines(format)) {
    const result = byLine.get(line) ?? { status: 'pending' };
    if (result.status === 'pending') pendingLines += 1;
    else if (result.status === 'unplayed') unplayedLines += 1;
    else {
      decidedLines += 1;
      lines[`side${result.winnerSide}`] += 1;
      sets.side1 += result.setsWon.side1;
      sets.side2 += result.setsWon.side2;
      games.side1 += result.gamesWon.side1;
      games.side2 += result.gamesWon.side2;
    }
  }
  const final = pendingLines === 0;
  let winnerSide: Side | null = null;
  let decidedBy: DualDecidedBy | null = null;
  if (final) {
    for (const [criterion, pair] of [
      ['lines', lines],
      ['sets', sets],
      ['games', games],
    ] as const) {
      winnerSide = compare(pair);
      if (winnerSide !== null) {
        decidedBy = criterion;
        break;
      }
    }
    decidedBy ??= 'tie';
  }
  let clinchedBy: Side | null = null;
  if (lines.side1 > lines.side2 + pendingLines) clinchedBy = 1;
  else if (lines.side2 > lines.side1 + pendingLines) clinchedBy = 2;
  else if (final) clinchedBy = winnerSide;
  return {
    lines,
    sets,
    games,
    decidedLines,
    unplayedLines,
    pendingLines,
    final,
    winnerSide,
    decidedBy,
    clinchedBy,
  };
}

/** The other side. */
export function otherSide(side: Side): Side {
  return side === 1 ? 2 : 1;
}

/**
 * A score as the other side writes it (side 2 first): every set's games swapped, a tiebreak's loser points
 * kept, the ending kept. The linked opponent reads and enters line scores from its own side, and its team's
 * official match keeps the score from its side.
 */
export function mirrorScoreText(parsed: ScoreAccepted): string {
  if (parsed.outcome === 'walkover') return 'w/o';
  const sets = parsed.sets
    .map((s) =>
      s.kind === 'match-tiebreak'
        ? `[${s.side2}-${s.side1}]`
        : `${s.side2}-${s.side1}${s.tiebreak === null ? '' : `(${s.tiebreak})`}`,
    )
    .join(' ');
  if (parsed.outcome === 'retired') return `${sets} ret.`;
  if (parsed.outcome === 'default') return sets === '' ? 'def.' : `${sets} def.`;
  return sets;
}

/**
 * The parsed score from the other side's point of view: every count swapped, the same format and ending.
 * Built from the score already read (a save parses its score once), not read again from its text.
 */
export function mirrorScore(parsed: ScoreAccepted): ScoreAccepted {
  const swap = (pair: SidePair): SidePair => ({ side1: pair.side2, side2: pair.side1 });
  const other = (side: Side | null) => (side === null ? null : otherSide(side));
  return {
    ...parsed,
    text: mirrorScoreText(parsed),
    sets: parsed.sets.map((s) => ({ ...s, side1: s.side2, side2: s.side1, winnerSide: other(s.winnerSide) })),
    winnerSide: other(parsed.winnerSide),
    setsWon: swap(parsed.setsWon),
    gamesWon: swap(parsed.gamesWon),
    tiebreaksWon: swap(parsed.tiebreaksWon),
  };
}
