import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ACCOUNT_STATE, type OtherAccount } from '../../../contract/auth';
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

export type SignInResult =
  | { kind: 'new'; verified: VerifiedPhone }
  | { kind: 'existing'; token: string }
  | { kind: 'other-account'; account: OtherAccount };

/**
 * SPEC.md section 4: POST /sms-login; a new account goes on to set-up, an existing
 * one fetches its identity info and logs in. A phone that has an account only on the other
 * login (issue 17) is sent there rather than into set-up.
 */
export async function signIn(userKind: UserKind, phone: string, code: string): Promise<SignInResult> {
  const { loginRegisterID, accountState, otherAccount } = await checkCode(phone, code, userKind);
  if (accountState === ACCOUNT_STATE.new && otherAccount)
    return { kind: 'other-account', account: otherAccount };
  const verified = { loginRegisterID, phone, code };
  if (accountState === ACCOUNT_STATE.new) return { kind: 'new', verified };
  const token = userKind === 'coach' ? await loginCoach(verified) : await loginPlayer(verified);
  return { kind: 'existing', token };
}
