import { ApiError, type ApiErrorCode } from '../../lib/api-client';
import { errorMessageKey, errorValues } from '../../lib/error-message';

/**
 * A failed matches call as something to show: a message key (matches namespace, or the app's
 * shared `translation:errors.*`) with values, or, for a score the shared score rule refused, its
 * reason (contract/tennis-score.ts, written for the coach in English, as the dialog shows it
 * while typing).
 */
export type ErrorMessage = { key: string; values?: Record<string, string | number> } | { text: string };

/** The match refusals this page words itself, by code. */
const KEYS: Partial<Record<ApiErrorCode, string>> = {
  challenge_singles_only: 'errors.singlesOnly',
  challenge_needs_positions: 'errors.needsPositions',
  players_not_on_team: 'errors.notOnTeam',
  challenge_not_on_team: 'errors.challengeNotOnTeam',
  winner_required: 'errors.winnerRequired',
  winner_not_player: 'errors.winnerNotPlayer',
  winners_not_side: 'errors.winnersNotSide',
  winner_disagrees: 'errors.winnerDisagrees',
};

function stringOrNumber(value: unknown): string | number {
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}

/** The message for a 400 refusal, by its code and the values it names. */
function refusalMessage(error: ApiError): ErrorMessage {
  const values = errorValues(error);
  if (error.code === 'challenge_out_of_range') {
    const max = Number(values.max);
    return {
      key: max === 1 ? 'errors.outOfRangeOne' : 'errors.outOfRange',
      values: { max, places: Number(values.places) },
    };
  }
  if (error.code === 'invalid_score') return { text: error.message };
  const key = KEYS[error.code];
  if (key && Object.keys(values).length === 0) return { key };
  if (key) {
    return {
      key,
      values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, stringOrNumber(v)])),
    };
  }
  const shared = errorMessageKey(error);
  return { key: `translation:${shared.key}` };
}

/** The message for a failed create, edit or delete. */
export function errorMessage(error: unknown): ErrorMessage {
  if (!(error instanceof ApiError)) return { key: 'errors.generic' };
  if (error.status === 403) return { key: 'errors.forbidden' };
  if (error.status === 404) return { key: 'errors.notFound' };
  if (error.status === 400) return refusalMessage(error);
  return { key: 'errors.generic' };
}
