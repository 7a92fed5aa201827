import { describe, expect, it } from 'vitest';
import { CHALLENGE_NEEDS_POSITIONS, WINNER_REQUIRED } from '../../../contract/matches';
import { ApiError } from '../../lib/api-client';
import { errorMessage, serverTextMessage } from './error-messages';

describe('match error messages', () => {
  it('translates the fixed server sentences', () => {
    expect(serverTextMessage(WINNER_REQUIRED)).toEqual({ key: 'errors.winnerRequired' });
    expect(serverTextMessage(CHALLENGE_NEEDS_POSITIONS)).toEqual({ key: 'errors.needsPositions' });
  });

  it('reads the numbers of the challenge range sentence', () => {
    expect(
      serverTextMessage(
        'A player may challenge at most 3 places above them on the ladder; these players are 4 places apart.',
      ),
    ).toEqual({ key: 'errors.outOfRange', values: { max: 3, places: 4 } });
    expect(
      serverTextMessage(
        'A player may challenge at most 1 place above them on the ladder; these players are 2 places apart.',
      ),
    ).toEqual({ key: 'errors.outOfRangeOne', values: { max: 1, places: 2 } });
  });

  it('reads the winner disagreement', () => {
    expect(
      serverTextMessage('The winner does not agree with the score: 6-4 6-4 is a win for Ann Lee.'),
    ).toEqual({
      key: 'errors.winnerDisagrees',
      values: { score: '6-4 6-4', names: 'Ann Lee' },
    });
  });

  it('shows any other 400 text as the server wrote it', () => {
    const reason = 'Set 1: 7-3 cannot happen: the set was over at 6-3';
    expect(errorMessage(new ApiError(400, reason))).toEqual({ text: reason });
  });

  it('names a player write, a vanished match and anything else', () => {
    expect(errorMessage(new ApiError(403, 'forbidden'))).toEqual({ key: 'errors.forbidden' });
    expect(errorMessage(new ApiError(404, 'match not found'))).toEqual({ key: 'errors.notFound' });
    expect(errorMessage(new ApiError(500, 'internal error'))).toEqual({ key: 'errors.generic' });
    expect(errorMessage(new Error('boom'))).toEqual({ key: 'errors.generic' });
  });
});
