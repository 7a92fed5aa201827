import type { TournamentDraftCode } from '../../../contract/tournaments';
import { ApiError, type ApiErrorCode } from '../../lib/api-client';
import { featureErrorKey } from '../../lib/error-message';

/** SPEC.md's tournament refusals by code, as message keys (tournaments namespace). */
const KEYS = {
  tournament_name_required: 'errors.nameRequired',
  tournament_players_required: 'errors.playersRequired',
  rank_required: 'errors.rankRequired',
  match_fields_required: 'errors.matchFieldsRequired',
  same_players: 'errors.samePlayers',
  winner_required: 'errors.winnerRequired',
  unranked: 'errors.unranked',
} as const satisfies Partial<Record<ApiErrorCode, string>>;

type SpecCode = keyof typeof KEYS;

/** The message key of a draft rule the dialogs check before sending (contract draftErrorCode). */
export function draftMessageKey(code: TournamentDraftCode): (typeof KEYS)[TournamentDraftCode] {
  return KEYS[code];
}

/** The message key of one of SPEC.md's tournament refusals, or null for any other code. */
export function specMessageKey(code: ApiErrorCode): (typeof KEYS)[SpecCode] | null {
  return code in KEYS ? KEYS[code as SpecCode] : null;
}

/**
 * The message key for a failed tournament call: SPEC.md's refusals translate one to one by code;
 * a player's write (403) and an id removed in the meantime (404) get their own; anything else is
 * generic.
 */
export function errorMessageKey(error: unknown): string {
  return featureErrorKey(error, {
    // Issue 36: a player in the tournament's draw cannot be removed while the draw stands.
    codes: { ...KEYS, draw_player_entered: 'errors.drawPlayerEntered' },
    statuses: { 403: 'errors.forbidden', 404: 'errors.notFound' },
    fallback: 'errors.generic',
  });
}

/** A score the server refused (issue 19): the dialog shows it, it is not about the rankings. */
export function isScoreError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === 'invalid_score' || error.code === 'winner_disagrees');
}

/**
 * SPEC.md section 8: a tournament match edit that fails with status 400 sets the negative-rankings-error
 * flag, except a refused score (issue 19), which the dialog explains instead.
 */
export function isRankingsError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && !isScoreError(error);
}
