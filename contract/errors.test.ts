import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, errorSchema, errorText } from './errors';

const fixed = ERROR_CODES.filter((code) => typeof ERRORS[code].text === 'string');

describe('error codes', () => {
  it('are lower snake case identifiers', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('each have a client or server error status and a text', () => {
    for (const code of ERROR_CODES) {
      const { status, text } = ERRORS[code];
      expect(status >= 400 && status < 600, code).toBe(true);
      if (typeof text === 'string') expect(text.trim().length, code).toBeGreaterThan(0);
      else expect(typeof text, code).toBe('function');
    }
  });

  it('give each fixed text one code, so a text names its code and back', () => {
    const texts = fixed.map((code) => ERRORS[code].text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("keep SPEC.md's texts byte for byte", () => {
    expect(errorText('token_expired')).toBe('Token is expired');
    expect(errorText('code_expired')).toBe('code expired');
    expect(errorText('code_mismatch')).toBe("codes don't match");
    expect(errorText('register_not_found')).toBe('login register record not found');
    expect(errorText('wrong_pin')).toBe('wrong pin');
    expect(errorText('invalid_pin')).toBe('invalid PIN');
    expect(errorText('team_not_created')).toBe('joint record not found');
    expect(errorText('player_not_found')).toBe('player not found');
    expect(errorText('settings_player_not_found')).toBe('Player Not Found');
  });

  it('write the texts that name values from those values', () => {
    expect(errorText('challenge_out_of_range', { max: 1, places: 2 })).toBe(
      'A player may challenge at most 1 place above them on the ladder; these players are 2 places apart.',
    );
    expect(errorText('challenge_out_of_range', { max: 3, places: 5 })).toBe(
      'A player may challenge at most 3 places above them on the ladder; these players are 5 places apart.',
    );
    expect(errorText('rank_out_of_range', { max: 4 })).toBe('The rank must be a whole number from 1 to 4.');
    expect(errorText('validation_failed', { context: 'body', summary: 'pin must be exactly 6 digits' })).toBe(
      'Invalid body: pin must be exactly 6 digits',
    );
  });

  it('the error body accepts known codes only', () => {
    expect(errorSchema.safeParse({ error: 'wrong pin', code: 'wrong_pin' }).success).toBe(true);
    expect(errorSchema.safeParse({ error: 'wrong pin', code: 'nope' }).success).toBe(false);
    expect(errorSchema.safeParse({ error: 'wrong pin' }).success).toBe(false);
  });
});
