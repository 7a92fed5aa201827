import { describe, expect, it } from 'vitest';
import { errorText, type FixedErrorCode } from '../../../contract/errors';
import { ApiError } from '../../lib/api-client';
import en from './i18n/en.json';
import { errorMessageKey, isRankingsError, specMessageKey } from './error-messages';

const SPEC_CODES: FixedErrorCode[] = [
  'tournament_name_required',
  'tournament_players_required',
  'rank_required',
  'match_fields_required',
  'same_players',
  'winner_required',
  'unranked',
];

function message(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
}

describe('tournament error messages', () => {
  it("every SPEC.md refusal's code maps to an English message that reads exactly like its text", () => {
    for (const code of SPEC_CODES) {
      const key = specMessageKey(code);
      expect(key).not.toBeNull();
      expect(message(key!)).toBe(errorText(code));
    }
    expect(specMessageKey('tournament_not_found')).toBeNull();
  });

  it('maps server answers', () => {
    expect(errorMessageKey(new ApiError(400, 'unranked'))).toBe('errors.unranked');
    expect(errorMessageKey(new ApiError(403, 'coaches_only', 'forbidden'))).toBe('errors.forbidden');
    expect(errorMessageKey(new ApiError(404, 'tournament_not_found', 'tournament not found'))).toBe(
      'errors.notFound',
    );
    expect(errorMessageKey(new ApiError(500, 'internal_error', 'internal error'))).toBe('errors.generic');
    expect(errorMessageKey(new Error('boom'))).toBe('errors.generic');
  });

  it('a 400 on a match edit is the negative-rankings error', () => {
    expect(isRankingsError(new ApiError(400, 'unranked'))).toBe(true);
    expect(
      isRankingsError(new ApiError(404, 'tournament_match_not_found', 'tournament match not found')),
    ).toBe(false);
  });

  it('a refused score is not the negative-rankings error', () => {
    expect(isRankingsError(new ApiError(400, 'invalid_score', 'Set 1: 7-3 cannot happen'))).toBe(false);
    expect(isRankingsError(new ApiError(400, 'winner_disagrees'))).toBe(false);
  });
});
