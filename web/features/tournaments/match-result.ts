import { parseScore, scoreForWinner, type Side } from '../../../contract/scores/tennis-score';

/**
 * A tournament match's result form: the score is optional (a winner may be saved alone, as before
 * scores), written first player first, checked against the match's format, and must agree with the
 * chosen winner (the server checks the same).
 */

export type ResultCheck =
  | { kind: 'ok'; text: string; winnerSide: Side | null }
  | { kind: 'invalid'; reason: string }
  /** `text`: the score from the winner's (`side`'s) side, for the sentence that names them. */
  | { kind: 'disagrees'; text: string; side: Side };

/** The score as it will be saved (canonical, '' for none), or why it cannot be. `winner`: the chosen side. */
export function resultCheck(score: string, format: string | null, winner: Side | null): ResultCheck {
  const text = score.trim();
  if (text === '') return { kind: 'ok', text: '', winnerSide: null };
  const parsed = parseScore(text, format);
  if (!parsed.ok) return { kind: 'invalid', reason: parsed.reason };
  if (parsed.winnerSide !== null && winner !== null && parsed.winnerSide !== winner) {
    return {
      kind: 'disagrees',
      text: scoreForWinner(parsed.text, parsed.winnerSide),
      side: parsed.winnerSide,
    };
  }
  return { kind: 'ok', text: parsed.text, winnerSide: parsed.winnerSide };
}
