import { ApiError } from '../../lib/api-client';
import { featureErrorKey, type FeatureErrorKeys } from '../../lib/error-message';

/** The sign-in code's refusals (SPEC.md section 8). */
const CODE_ERRORS: FeatureErrorKeys = {
  codes: {
    // After its 5 wrong tries a code is void: a new code works at once, no need to wait.
    code_void: 'auth.errors.newCodeNeeded',
    code_expired: 'auth.errors.codeExpired',
    code_mismatch: 'auth.errors.invalidCode',
    register_not_found: 'auth.errors.invalidCode',
  },
  statuses: { 429: 'auth.errors.tooMany', 400: 'auth.errors.invalidCode' },
  fallback: 'auth.errors.generic',
};

/** Sending a code: too many tries, or a phone number the server refused. */
const SEND_CODE_ERRORS: FeatureErrorKeys = {
  statuses: { 429: 'auth.errors.tooMany', 400: 'auth.errors.phone' },
  fallback: 'auth.errors.generic',
};

/** i18n keys for the error codes of the sign-in calls (SPEC.md section 8). */
export function codeErrorKey(error: unknown): string {
  return featureErrorKey(error, CODE_ERRORS);
}

export function sendCodeErrorKey(error: unknown): string {
  return featureErrorKey(error, SEND_CODE_ERRORS);
}

export type SetupErrorField = 'pin' | 'form';

/**
 * The team a 409 of set-up names (`details.teamType`, contract/teams teamExistsDetails), as the
 * i18n key of its name. Checked by hand: the login pages load this module up front, without zod.
 */
function existingTeamKey(details: unknown): string {
  const teamType = (details as { teamType?: unknown } | null)?.teamType;
  return typeof teamType === 'number' && [1, 2, 3, 4].includes(teamType)
    ? `teams.${teamType}`
    : 'setup.oneOfTheseTeams';
}

/** Player set-up: 'invalid PIN' and 'joint record not found' are told apart by code (SPEC.md section 8). */
export function setupErrorKey(error: unknown): {
  field: SetupErrorField;
  key: string;
  /** i18n keys of values the message names (the team that exists). */
  values?: Record<string, string>;
} {
  if (error instanceof ApiError) {
    if (error.code === 'invalid_pin') return { field: 'pin', key: 'setup.errors.invalidPin' };
    if (error.code === 'team_not_created') return { field: 'pin', key: 'setup.errors.teamNotCreated' };
    if (error.status === 429) return { field: 'form', key: 'auth.errors.tooMany' };
    // A team exists once per school; its other coaches join it with its Team PIN.
    if (error.status === 409) {
      return {
        field: 'form',
        key: 'setup.errors.teamExists',
        values: { team: existingTeamKey(error.details) },
      };
    }
    if (
      error.code === 'code_expired' ||
      error.code === 'register_not_found' ||
      error.code === 'code_mismatch'
    ) {
      return { field: 'form', key: 'setup.errors.expired' };
    }
  }
  return { field: 'form', key: 'auth.errors.generic' };
}
