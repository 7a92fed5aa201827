import {
  parseScore,
  scoreForWinner,
  type ScoreAccepted,
  type Side,
} from '../../../contract/scores/tennis-score';
import { scoreColumns } from '../../db/score-columns';
import { appError } from '../../errors';

/**
 * The one rule for a result's score, shared by tennis matches and tournament matches (issue 19): the
 * score must be possible under the match's format (null: any format that fits) and must agree with
 * the winner chosen; a retired, defaulted or walkover score cannot tell, so any winner goes with it.
 * '' is "no score". Throws invalid_score (the parser's reason) or winner_disagrees.
 */
export function checkResultScore(
  score: string,
  format: string | null,
  winnerSide: Side,
  namesOf: (side: Side) => string,
): ScoreAccepted | null {
  if (score === '') return null;
  const result = parseScore(score, format);
  if (!result.ok) throw appError('invalid_score', { reason: result.reason });
  if (result.winnerSide !== null && result.winnerSide !== winnerSide)
    throw appError('winner_disagrees', {
      // The sentence names the winner: the score from their side.
      score: scoreForWinner(result.text, result.winnerSide),
      names: namesOf(result.winnerSide),
    });
  return result;
}

/** The columns a result with this score (null: none) writes: text, outcome and the structured score. */
export function resultScoreColumns(parsed: ScoreAccepted | null) {
  return { score: parsed?.text ?? null, outcome: parsed?.outcome ?? 'completed', ...scoreColumns(parsed) };
}
