import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../../contract/settings';
import { ApiError } from '../../lib/api-client';
import { chosenFileError, uploadErrorOf } from './avatar-errors';

describe('avatar errors', () => {
  it('lets a JPEG, PNG or WebP file of up to 5 MB through', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(chosenFileError({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types, empty files and files over 5 MB', () => {
    expect(chosenFileError({ type: 'image/gif', size: 100 })).toBe('wrongType');
    expect(chosenFileError({ type: 'text/plain', size: 100 })).toBe('wrongType');
    expect(chosenFileError({ type: 'image/png', size: 0 })).toBe('wrongType');
    expect(chosenFileError({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('tooBig');
  });

  it("maps the server's answers", () => {
    expect(uploadErrorOf(new ApiError(413, 'photo_too_big'))).toBe('tooBig');
    expect(uploadErrorOf(new ApiError(415, 'photo_wrong_type'))).toBe('wrongType');
    expect(uploadErrorOf(new ApiError(422, 'photo_too_many_pixels'))).toBe('tooLarge');
    expect(uploadErrorOf(new ApiError(422, 'photo_too_deep'))).toBe('tooLarge');
    expect(uploadErrorOf(new ApiError(429, 'photo_uploads_throttled'))).toBe('tooOften');
    expect(uploadErrorOf(new ApiError(500, 'internal_error', 'internal error'))).toBe('saveFailed');
    expect(uploadErrorOf(new Error('boom'))).toBe('saveFailed');
  });
});
