import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ACCOUNT_STATE } from '../../../contract/auth';
import { codeSchema, phoneSchema } from '../../../contract/common';
import { checkCode, loginCoach, loginPlayer, requestCode, type UserKind, type VerifiedPhone } from './api';

/*
 * The login page loads this module on first use (typing or clicking), not up front:
 * it brings zod and the contract, which the page's first paint does not need.
 */

export const loginFormSchema = z.object({ phone: phoneSchema, code: codeSchema });
export type LoginFormValues = z.infer<typeof loginFormSchema>;
export const loginResolver = zodResolver(loginFormSchema);

export { requestCode };

export type SignInResult = { kind: 'new'; verified: VerifiedPhone } | { kind: 'existing'; token: string };

/**
 * SPEC.md section 4: POST /sms-login; a new account goes on to set-up, an existing
 * one fetches its identity info and logs in.
 */
export async function signIn(userKind: UserKind, phone: string, code: string): Promise<SignInResult> {
  const { loginRegisterID, accountState } = await checkCode(phone, code, userKind);
  const verified = { loginRegisterID, phone, code };
  if (accountState === ACCOUNT_STATE.new) return { kind: 'new', verified };
  const token = userKind === 'coach' ? await loginCoach(verified) : await loginPlayer(verified);
  return { kind: 'existing', token };
}
