import { safeReturnPath } from '../../lib/return-path';
import type { UserKind, VerifiedPhone } from './api';

/**
 * Between a verified code and a finished set-up page the user has no token yet.
 * What set-up needs to finish and log in is kept for this tab only.
 */
export interface PendingSignUp extends VerifiedPhone {
  kind: UserKind;
  /** Where to go after login: the page opened signed out (web/lib/return-path.ts), or home. */
  returnTo: string;
}

const KEY = 'courtside.signup';

export function savePendingSignUp(pending: PendingSignUp): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function loadPendingSignUp(kind: UserKind): PendingSignUp | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingSignUp>;
    if (
      value.kind !== kind ||
      typeof value.loginRegisterID !== 'string' ||
      typeof value.phone !== 'string' ||
      typeof value.code !== 'string'
    ) {
      return null;
    }
    return {
      kind,
      loginRegisterID: value.loginRegisterID,
      phone: value.phone,
      code: value.code,
      returnTo: safeReturnPath(value.returnTo) ?? '/',
    };
  } catch {
    return null;
  }
}

export function clearPendingSignUp(): void {
  sessionStorage.removeItem(KEY);
}
