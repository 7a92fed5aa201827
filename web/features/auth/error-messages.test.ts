import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { codeErrorKey } from './error-messages';

describe('codeErrorKey', () => {
  it.each<[ApiError, string]>([
    // After 5 wrong codes a new code works at once: say so, not "wait".
    [new ApiError(429, 'code_void', 'too many wrong codes, request a new code'), 'auth.errors.newCodeNeeded'],
    [
      new ApiError(429, 'phone_wrong_codes', 'too many wrong codes for this phone, try again later'),
      'auth.errors.tooMany',
    ],
    [
      new ApiError(
        429,
        'network_wrong_codes_wait',
        'too many wrong codes from this network, wait a moment and try again',
      ),
      'auth.errors.tooMany',
    ],
    [new ApiError(400, 'code_mismatch', "codes don't match"), 'auth.errors.invalidCode'],
    [new ApiError(400, 'code_expired', 'code expired'), 'auth.errors.codeExpired'],
  ])('maps %s to %s', (error, key) => {
    expect(codeErrorKey(error)).toBe(key);
  });
});
