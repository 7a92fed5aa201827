import type { Dual, DualLineConfirmation, DualLineOutcome, PublicDual } from '../../../contract/duals';
import type { DualScoring } from '../../../contract/duals';
import type { LineName } from '../../../contract/duals';

/**
 * One line as the result views show it (issue 20): both sides' players as names (side 1, the dual's team,
 * first, as every score is written), its score format and result. The dual page, the public page and the
 * print card all read a dual through this shape.
 */
export interface LineView {
  line: LineName;
  scoreFormat: string | null;
  side1: string[];
  side2: string[];
  score: string | null;
  outcome: DualLineOutcome | null;
  winnerSide: 1 | 2 | null;
  confirmation: DualLineConfirmation;
  /** The viewer's coach may confirm or dispute it now. */
  awaitingYou: boolean;
  disputeReason: string | null;
}

const names = (players: readonly (string | null)[] | null | undefined) =>
  (players ?? []).filter((p): p is string => p !== null && p !== '');

const noResult = {
  score: null,
  outcome: null,
  winnerSide: null,
  confirmation: 'none',
  awaitingYou: false,
  disputeReason: null,
} as const;

/** The lines of a dual as its coach or player reads it (before scoring): our players from the roster. */
export function linesOfDual(dual: Dual): LineView[] {
  const byId = new Map(dual.roster.map((p) => [p.id, p.name]));
  return dual.lines.map(({ line, scoreFormat }) => {
    const result = dual.lineResults.find((r) => r.line === line);
    return {
      line,
      scoreFormat,
      side1: names(
        dual.lineup
          .find((l) => l.line === line)
          ?.players.map((id) => (id === null ? null : (byId.get(id) ?? null))),
      ),
      side2: names(dual.opponentLineup.find((l) => l.line === line)?.players.map((p) => p?.name ?? null)),
      ...noResult,
      ...(result ? { ...result, winnerSide: result.winnerSide } : {}),
    };
  });
}

/** The lines of the scoring view (either side's coach or player). */
export function linesOfScoring(scoring: DualScoring): LineView[] {
  return scoring.lines.map((l) => ({
    line: l.line,
    scoreFormat: l.scoreFormat,
    side1: names(l.side1Players),
    side2: names(l.side2Players),
    score: l.score,
    outcome: l.outcome,
    winnerSide: l.winnerSide,
    confirmation: l.confirmation,
    awaitingYou: l.awaitingYou,
    disputeReason: l.disputeReason,
  }));
}

/** The lines of the public page. */
export function linesOfPublic(dual: PublicDual): LineView[] {
  return dual.lines.map(({ line, scoreFormat }) => {
    const result = dual.lineResults.find((r) => r.line === line);
    return {
      line,
      scoreFormat,
      side1: names(dual.lineup.find((l) => l.line === line)?.players),
      side2: names(dual.opponentLineup.find((l) => l.line === line)?.players),
      ...noResult,
      ...(result ?? {}),
    };
  });
}
