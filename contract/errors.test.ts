import fs from 'node:fs';
import path from 'node:path';
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

  it("keep SPEC.md's and API.md's texts byte for byte", () => {
    const specs = ['SPEC.md', 'API.md']
      .map((name) => path.resolve(__dirname, '../../shared', name))
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const required = {
      token_expired: 'Token is expired',
      code_expired: 'code expired',
      code_mismatch: "codes don't match",
      register_not_found: 'login register record not found',
      wrong_pin: 'wrong pin',
      invalid_pin: 'invalid PIN',
      team_not_created: 'joint record not found',
      player_not_found: 'player not found',
      settings_player_not_found: 'Player Not Found',
    } as const;
    for (const [code, text] of Object.entries(required)) {
      expect(errorText(code as keyof typeof required)).toBe(text);
      if (specs !== '') expect(specs, code).toContain(`'${text}'`);
    }
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
