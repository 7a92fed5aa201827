import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fieldErrorKey, saveErrorOf, sendCodeErrorOf } from './settings-errors';

describe('settings errors', () => {
  it('maps a taken phone number to the phone field', () => {
    expect(saveErrorOf(new ApiError(409, 'phone_in_use', 'phone number already in use'))).toEqual({
      key: 'phoneTaken',
      field: 'phoneNumber',
    });
  });

  it('maps a refused field of a 400 answer to that field', () => {
    const details = [{ path: ['email'], message: 'must be an e-mail address' }];
    expect(saveErrorOf(new ApiError(400, 'validation_failed', 'Invalid body: email', details))).toEqual({
      key: 'email',
      field: 'email',
    });
  });

  it("maps the server's answers about the phone code to the code field", () => {
    const cases: [ApiError, string][] = [
      [
        new ApiError(400, 'phone_code_required', 'Confirm the new phone number with the code we sent to it.'),
        'codeRequired',
      ],
      [new ApiError(400, 'code_mismatch', "codes don't match"), 'codeMismatch'],
      [new ApiError(400, 'code_expired', 'code expired'), 'codeExpired'],
      [new ApiError(429, 'code_void', 'too many wrong codes, request a new code'), 'tooManyTries'],
      [new ApiError(400, 'validation_failed', 'Invalid body: phoneCode', [{ path: ['phoneCode'] }]), 'code'],
    ];
    for (const [error, key] of cases) expect(saveErrorOf(error)).toEqual({ key, field: 'phoneCode' });
  });

  it('maps a refused "Send code" to the phone field', () => {
    expect(sendCodeErrorOf(new ApiError(409, 'phone_in_use', 'phone number already in use'))).toEqual({
      key: 'phoneTaken',
      field: 'phoneNumber',
    });
    expect(
      sendCodeErrorOf(new ApiError(429, 'phone_code_requests', 'too many code requests for this phone')),
    ).toEqual({
      key: 'tooManyCodes',
      field: 'phoneNumber',
    });
    expect(sendCodeErrorOf(new ApiError(503, 'code_send_failed', 'could not send the code'))).toEqual({
      key: 'sendFailed',
    });
  });

  it('anything else is a general failure', () => {
    expect(saveErrorOf(new ApiError(500, 'internal_error', 'internal error'))).toEqual({ key: 'saveFailed' });
    expect(saveErrorOf(new Error('boom'))).toEqual({ key: 'saveFailed' });
  });

  it('names what is wrong with a field', () => {
    expect(fieldErrorKey('fname', 'too_small', ' ')).toBe('required');
    expect(fieldErrorKey('lname', 'too_big', 'x'.repeat(61))).toBe('tooLong');
    expect(fieldErrorKey('phoneNumber', 'invalid_format', '12345')).toBe('phone');
    expect(fieldErrorKey('email', 'invalid_format', 'nope')).toBe('email');
    expect(fieldErrorKey('email', 'invalid_format', '')).toBe('required');
    expect(fieldErrorKey('phoneCode', 'invalid_format', '12a')).toBe('code');
    expect(fieldErrorKey('phoneCode', 'invalid_format', '')).toBe('code');
  });
});
