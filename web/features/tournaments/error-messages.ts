import { TOURNAMENT_ERRORS } from '../../../contract/tournaments';
import { ApiError } from '../../lib/api-client';

type TournamentErrorName = keyof typeof TOURNAMENT_ERRORS;

const NAME_OF_TEXT = new Map<string, TournamentErrorName>(
  Object.entries(TOURNAMENT_ERRORS).map(([name, text]) => [text, name as TournamentErrorName]),
);

/** The message key (tournaments namespace) of one of SPEC.md's tournament texts, or null. */
export function specMessageKey(text: string): `errors.${TournamentErrorName}` | null {
  const name = NAME_OF_TEXT.get(text);
  return name ? `errors.${name}` : null;
}

/**
 * The message key for a failed tournament call: SPEC.md's texts translate one to one; a player's
 * write (403) and an id removed in the meantime (404) get their own; anything else is generic.
 */
export function errorMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.generic';
  const known = specMessageKey(error.error);
  if (known) return known;
  if (error.status === 403) return 'errors.forbidden';
  if (error.status === 404) return 'errors.notFound';
  return 'errors.generic';
}

/** SPEC.md section 8: a tournament match edit that fails with status 400 sets the negative-rankings-error flag. */
export function isRankingsError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}
