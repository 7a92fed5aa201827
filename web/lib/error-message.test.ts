import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../contract/errors';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import { ApiError } from './api-client';
import {
  errorCodeOf,
  errorMessageKey,
  errorValues,
  featureErrorKey,
  hasErrorCode,
  TRANSLATED_CODES,
} from './error-message';

const CLIENT_CODES = ['network_error', 'unexpected_answer', 'unknown_error'];

describe('error messages by code', () => {
  it('translates a code the app has a message for, with the values it names', () => {
    const error = new ApiError(409, 'label_exists', 'a label with this name already exists');
    expect(errorMessageKey(error)).toEqual({ key: 'errors.label_exists', values: {} });
    const named = new ApiError(503, 'service_unavailable', 'x', { retry: 5 });
    expect(errorMessageKey(named)).toEqual({ key: 'errors.service_unavailable', values: { retry: 5 } });
  });

  it('says the generic message for any other code and for what is not an API answer', () => {
    expect(errorMessageKey(new ApiError(404, 'route_not_found', 'no route GET /x'))).toEqual({
      key: 'errors.generic',
      values: {},
    });
    expect(errorMessageKey(new Error('boom'))).toEqual({ key: 'errors.generic', values: {} });
    expect(errorMessageKey(undefined)).toEqual({ key: 'errors.generic', values: {} });
  });

  it('never reads the text: two answers with one code and different texts say the same', () => {
    const a = new ApiError(429, 'rate_limited', 'Rate limit exceeded, retry in 1 minute');
    const b = new ApiError(429, 'rate_limited', 'Rate limit exceeded, retry in 30 seconds');
    expect(errorMessageKey(a)).toEqual(errorMessageKey(b));
  });

  it('reads codes and values of API answers only', () => {
    const error = new ApiError(400, 'validation_failed', 'Invalid body', [{ path: ['pin'] }]);
    expect(errorCodeOf(error)).toBe('validation_failed');
    expect(errorCodeOf(new Error('x'))).toBeUndefined();
    expect(hasErrorCode(error, 'wrong_pin', 'validation_failed')).toBe(true);
    expect(hasErrorCode(error, 'wrong_pin')).toBe(false);
    expect(errorValues(error)).toEqual({});
    expect(errorValues(new ApiError(400, 'rank_out_of_range', 'x', { max: 4 }))).toEqual({ max: 4 });
  });

  it('has a message for codes of the contract (or the client) only, in every language', () => {
    expect(TRANSLATED_CODES.size).toBeGreaterThan(10);
    const messages = { en: en.errors, tr: tr.errors, ar: ar.errors } as Record<
      string,
      Record<string, string>
    >;
    for (const code of TRANSLATED_CODES) {
      expect([...ERROR_CODES, ...CLIENT_CODES], code).toContain(code);
      for (const language of ['tr', 'ar']) {
        const text = messages[language]![code];
        expect(text, `${language} ${code}`).toBeTruthy();
        // A real translation, not a copy of the English.
        expect(text, `${language} ${code}`).not.toBe(messages.en![code]);
      }
    }
    for (const language of ['en', 'tr', 'ar']) expect(messages[language]!.generic).toBeTruthy();
  });
});

describe("a feature's own words for failures", () => {
  const keys = {
    codes: { unranked: 'errors.unranked' },
    statuses: { 404: 'errors.notFound', 400: 'errors.bad' },
    fallback: 'errors.generic',
  } as const;

  it('takes the code first, then the status, then the fallback', () => {
    expect(featureErrorKey(new ApiError(400, 'unranked'), keys)).toBe('errors.unranked');
    expect(featureErrorKey(new ApiError(400, 'same_players'), keys)).toBe('errors.bad');
    expect(featureErrorKey(new ApiError(404, 'tournament_not_found'), keys)).toBe('errors.notFound');
    expect(featureErrorKey(new ApiError(500, 'internal_error'), keys)).toBe('errors.generic');
    expect(featureErrorKey(new Error('boom'), keys)).toBe('errors.generic');
  });
});
