import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../contract/settings';
import { ApiError } from '../../lib/api-client';

/** A problem with a photo, as an i18n key under 'avatar.errors'. */
export type AvatarErrorKey = 'tooBig' | 'wrongType' | 'tooLarge' | 'tooOften' | 'saveFailed' | 'removeFailed';

/**
 * Checks a chosen file before it is sent, by what the browser says of it (the server decodes it
 * anyway): one of the accepted types, not empty, at most 5 MB. Null when it may be sent.
 */
export function chosenFileError(file: Pick<File, 'type' | 'size'>): AvatarErrorKey | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type) || file.size === 0) return 'wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooBig';
  return null;
}

/** The message for a refused upload: the server's size, type, pixel and rate answers, or a general failure. */
export function uploadErrorOf(error: unknown): AvatarErrorKey {
  if (error instanceof ApiError) {
    if (error.status === 413 || error.code === 'photo_too_big') return 'tooBig';
    if (error.status === 415 || error.code === 'photo_wrong_type') return 'wrongType';
    if (error.code === 'photo_too_many_pixels' || error.code === 'photo_too_deep') return 'tooLarge';
    if (error.status === 429) return 'tooOften';
  }
  return 'saveFailed';
}
