import { describe, expect, it } from 'vitest';
import { TOURNAMENT_ERRORS } from '../../../contract/tournaments';
import { ApiError } from '../../lib/api-client';
import en from './i18n/en.json';
import { errorMessageKey, isRankingsError, specMessageKey } from './error-messages';

function message(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
}

describe('tournament error messages', () => {
  it('every SPEC.md text maps to an English message that reads exactly like it', () => {
    for (const text of Object.values(TOURNAMENT_ERRORS)) {
      const key = specMessageKey(text);
      expect(key).not.toBeNull();
      expect(message(key!)).toBe(text);
    }
  });

  it('maps server answers', () => {
    expect(errorMessageKey(new ApiError(400, TOURNAMENT_ERRORS.unranked))).toBe('errors.unranked');
    expect(errorMessageKey(new ApiError(403, 'forbidden'))).toBe('errors.forbidden');
    expect(errorMessageKey(new ApiError(404, 'tournament not found'))).toBe('errors.notFound');
    expect(errorMessageKey(new ApiError(500, 'internal error'))).toBe('errors.generic');
    expect(errorMessageKey(new Error('boom'))).toBe('errors.generic');
  });

  it('a 400 on a match edit is the negative-rankings error', () => {
    expect(isRankingsError(new ApiError(400, TOURNAMENT_ERRORS.unranked))).toBe(true);
    expect(isRankingsError(new ApiError(404, 'tournament match not found'))).toBe(false);
  });
});
