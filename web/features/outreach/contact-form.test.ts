import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fieldErrorKey, handleOfLevel, levelFromHandle, phoneDigits, saveErrorOf } from './contact-form';

describe('outreach lists by handle', () => {
  it('maps the three handles and falls back to preseason', () => {
    expect(levelFromHandle('preseason')).toBe(5);
    expect(levelFromHandle('jv-parents')).toBe(6);
    expect(levelFromHandle('var-parents')).toBe(7);
    expect(levelFromHandle('jv-boys')).toBe(5);
    expect(levelFromHandle(null)).toBe(5);
    expect(handleOfLevel(7)).toBe('var-parents');
  });
});

describe('phoneDigits', () => {
  it('keeps at most ten digits', () => {
    expect(phoneDigits('(555) 123-4567 89')).toBe('5551234567');
    expect(phoneDigits('abc')).toBe('');
  });
});

describe('fieldErrorKey', () => {
  it('names the problem of each field', () => {
    expect(fieldErrorKey('firstName', 'too_small', '  ')).toBe('required');
    expect(fieldErrorKey('lastName', 'too_big', 'x'.repeat(61))).toBe('tooLong');
    expect(fieldErrorKey('email', 'invalid_format', 'a@')).toBe('email');
    expect(fieldErrorKey('pn', 'invalid_format', '123')).toBe('phone');
  });
});

describe('saveErrorOf', () => {
  it('puts a duplicate on the phone field (person) or the player field (player)', () => {
    const duplicate = new ApiError(409, 'contact_duplicate', 'this person is already on this list');
    expect(saveErrorOf(duplicate, 'person')).toEqual({ key: 'duplicate', field: 'pn' });
    expect(saveErrorOf(duplicate, 'player')).toEqual({ key: 'duplicate', field: 'pid' });
  });

  it('reads the server texts and validation details', () => {
    expect(
      saveErrorOf(new ApiError(404, 'player_not_on_your_teams', 'player not found on your teams'), 'player'),
    ).toEqual({
      key: 'playerGone',
      field: 'pid',
    });
    expect(saveErrorOf(new ApiError(404, 'contact_not_found', 'contact not found'), 'person')).toEqual({
      key: 'contactGone',
    });
    expect(
      saveErrorOf(
        new ApiError(
          400,
          'player_contact_read_only',
          "a player's details come from the player and cannot be edited here",
        ),
        'person',
      ),
    ).toEqual({ key: 'playerReadOnly' });
    expect(
      saveErrorOf(
        new ApiError(400, 'validation_failed', 'bad input', [
          { path: ['email'], message: 'must be an e-mail address' },
        ]),
        'person',
      ),
    ).toEqual({ key: 'email', field: 'email' });
    expect(saveErrorOf(new ApiError(500, 'internal_error', 'internal error'), 'person')).toEqual({
      key: 'failed',
    });
    expect(saveErrorOf(new Error('boom'), 'person')).toEqual({ key: 'failed' });
  });
});
