import { ApiError, type ApiErrorCode } from '../../lib/api-client';

export type PersonalField = 'fname' | 'lname' | 'phoneNumber' | 'email' | 'phoneCode';

/** An error of the settings form: the i18n key (under 'errors') and, when it is one field's, that field. */
export interface SettingsError {
  key:
    | 'required'
    | 'tooLong'
    | 'phone'
    | 'email'
    | 'phoneTaken'
    | 'saveFailed'
    | 'code'
    | 'codeRequired'
    | 'codeMismatch'
    | 'codeExpired'
    | 'tooManyTries'
    | 'tooManyCodes'
    | 'sendFailed';
  field?: PersonalField;
}

/**
 * The message of a field the contract's schema refused: react-hook-form gives the zod issue
 * code as the error type (too_small = empty after trimming, too_big = too long).
 */
export function fieldErrorKey(
  field: PersonalField,
  type: string | undefined,
  value: string,
): SettingsError['key'] {
  if (value.trim() === '') return field === 'phoneCode' ? 'code' : 'required';
  switch (field) {
    case 'fname':
    case 'lname':
      return type === 'too_big' ? 'tooLong' : 'required';
    case 'phoneNumber':
      return 'phone';
    case 'email':
      return type === 'too_big' ? 'tooLong' : 'email';
    case 'phoneCode':
      return 'code';
  }
}

/** A failed save as a translated message; phone and code problems belong to their fields. */
export function saveErrorOf(error: unknown): SettingsError {
  if (error instanceof ApiError) {
    if (error.status === 409 || error.code === 'phone_in_use')
      return { key: 'phoneTaken', field: 'phoneNumber' };
    const codeError = codeErrorOf(error);
    if (codeError) return codeError;
    if (error.status === 400) {
      const field = badRequestField(error.details);
      if (field) return { key: keyOfRefusedField(field), field };
    }
  }
  return { key: 'saveFailed' };
}

/** A failed "Send code" (POST /auth/settings/phone-code) as a translated message at the phone field. */
export function sendCodeErrorOf(error: unknown): SettingsError {
  if (error instanceof ApiError) {
    if (error.status === 409 || error.code === 'phone_in_use')
      return { key: 'phoneTaken', field: 'phoneNumber' };
    if (error.status === 429) return { key: 'tooManyCodes', field: 'phoneNumber' };
    if (error.status === 400) return { key: 'phone', field: 'phoneNumber' };
  }
  return { key: 'sendFailed' };
}

/** The answers about the code sent to a new phone number, by code. */
const CODE_KEYS: Partial<Record<ApiErrorCode, SettingsError['key']>> = {
  phone_code_required: 'codeRequired',
  code_mismatch: 'codeMismatch',
  code_expired: 'codeExpired',
};

function codeErrorOf(error: ApiError): SettingsError | undefined {
  const key = CODE_KEYS[error.code];
  if (key) return { key, field: 'phoneCode' };
  // 429 on a save: five wrong codes were tried.
  if (error.status === 429) return { key: 'tooManyTries', field: 'phoneCode' };
  return undefined;
}

function keyOfRefusedField(field: PersonalField): SettingsError['key'] {
  switch (field) {
    case 'phoneNumber':
      return 'phone';
    case 'email':
      return 'email';
    case 'phoneCode':
      return 'code';
    case 'fname':
    case 'lname':
      return 'required';
  }
}

const FIELDS: readonly PersonalField[] = ['fname', 'lname', 'phoneNumber', 'email', 'phoneCode'];

/** The first field a 400 answer names in its details (zod issues with a path), if any. */
function badRequestField(details: unknown): PersonalField | undefined {
  if (!Array.isArray(details)) return undefined;
  for (const issue of details as unknown[]) {
    if (typeof issue !== 'object' || issue === null) continue;
    const path = (issue as { path?: unknown }).path;
    const head: unknown = Array.isArray(path) ? path[0] : undefined;
    if (typeof head === 'string' && (FIELDS as readonly string[]).includes(head))
      return head as PersonalField;
  }
  return undefined;
}
