import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from './error-messages';

describe('match error messages', () => {
  it('translates the refusals by code', () => {
    expect(errorMessage(new ApiError(400, 'winner_required'))).toEqual({ key: 'errors.winnerRequired' });
    expect(errorMessage(new ApiError(400, 'challenge_needs_positions'))).toEqual({
      key: 'errors.needsPositions',
    });
  });

  it('takes the challenge range from the details, not the sentence', () => {
    expect(
      errorMessage(new ApiError(400, 'challenge_out_of_range', 'any text', { max: 3, places: 4 })),
    ).toEqual({ key: 'errors.outOfRange', values: { max: 3, places: 4 } });
    expect(
      errorMessage(new ApiError(400, 'challenge_out_of_range', 'any text', { max: 1, places: 2 })),
    ).toEqual({ key: 'errors.outOfRangeOne', values: { max: 1, places: 2 } });
  });

  it('takes the winner disagreement from the details', () => {
    expect(
      errorMessage(new ApiError(400, 'winner_disagrees', 'any text', { score: '6-4 6-4', names: 'Ann Lee' })),
    ).toEqual({ key: 'errors.winnerDisagrees', values: { score: '6-4 6-4', names: 'Ann Lee' } });
  });

  it("shows a refused score with the shared score rule's reason", () => {
    const reason = 'Set 1: 7-3 cannot happen: the set was over at 6-3';
    expect(errorMessage(new ApiError(400, 'invalid_score', reason, { reason }))).toEqual({ text: reason });
  });

  it("any other refusal says the app's shared message for its code", () => {
    expect(errorMessage(new ApiError(400, 'validation_failed', 'Invalid body: x'))).toEqual({
      key: 'translation:errors.validation_failed',
    });
    expect(errorMessage(new ApiError(400, 'unknown_error', 'Bad Request'))).toEqual({
      key: 'translation:errors.generic',
    });
  });

  it('names a player write, a vanished match and anything else', () => {
    expect(errorMessage(new ApiError(403, 'coaches_only', 'coaches only'))).toEqual({
      key: 'errors.forbidden',
    });
    expect(errorMessage(new ApiError(404, 'match_not_found', 'match not found'))).toEqual({
      key: 'errors.notFound',
    });
    expect(errorMessage(new ApiError(500, 'internal_error', 'internal error'))).toEqual({
      key: 'errors.generic',
    });
    expect(errorMessage(new Error('boom'))).toEqual({ key: 'errors.generic' });
  });
});
