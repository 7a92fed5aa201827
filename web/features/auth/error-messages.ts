import { ApiError } from '../../lib/api-client';

/** The server's 429 once a code had its 5 wrong tries: a new code works at once, no need to wait. */
const CODE_VOID = 'too many wrong codes, request a new code';

/** i18n keys for the server's error texts of the sign-in calls (SPEC.md section 8). */
export function codeErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.error === CODE_VOID) return 'auth.errors.newCodeNeeded';
    if (error.status === 429) return 'auth.errors.tooMany';
    switch (error.error) {
      case 'code expired':
        return 'auth.errors.codeExpired';
      case "codes don't match":
      case 'login register record not found':
        return 'auth.errors.invalidCode';
      default:
        if (error.status === 400) return 'auth.errors.invalidCode';
    }
  }
  return 'auth.errors.generic';
}

export function sendCodeErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'auth.errors.tooMany';
    if (error.status === 400) return 'auth.errors.phone';
  }
  return 'auth.errors.generic';
}

export type SetupErrorField = 'pin' | 'form';

/**
 * The team a 409 of set-up names (`details.teamType`, contract/ladder.ts teamExistsDetails), as the
 * i18n key of its name. Checked by hand: the login pages load this module up front, without zod.
 */
function existingTeamKey(details: unknown): string {
  const teamType = (details as { teamType?: unknown } | null)?.teamType;
  return typeof teamType === 'number' && [1, 2, 3, 4].includes(teamType)
    ? `teams.${teamType}`
    : 'setup.oneOfTheseTeams';
}

/** Player set-up: 'invalid PIN' and 'joint record not found' are told apart (SPEC.md section 8). */
export function setupErrorKey(error: unknown): {
  field: SetupErrorField;
  key: string;
  /** i18n keys of values the message names (the team that exists). */
  values?: Record<string, string>;
} {
  if (error instanceof ApiError) {
    if (error.error === 'invalid PIN') return { field: 'pin', key: 'setup.errors.invalidPin' };
    if (error.error === 'joint record not found') return { field: 'pin', key: 'setup.errors.teamNotCreated' };
    if (error.status === 429) return { field: 'form', key: 'auth.errors.tooMany' };
    // A team exists once per school; its other coaches join it with its Team PIN.
    if (error.status === 409) {
      return {
        field: 'form',
        key: 'setup.errors.teamExists',
        values: { team: existingTeamKey(error.details) },
      };
    }
    if (error.error === 'code expired') return { field: 'form', key: 'setup.errors.expired' };
    if (error.error === 'login register record not found' || error.error === "codes don't match") {
      return { field: 'form', key: 'setup.errors.expired' };
    }
  }
  return { field: 'form', key: 'auth.errors.generic' };
}
