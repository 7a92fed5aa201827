import type { AppContext } from '../context';
import { appError } from '../errors';
import { SmsSendError } from './sms/sms-sender';
import { LIMITS, claimAttempts } from './throttle';

/**
 * Every 6-digit code the app texts (sign-in codes of coaches and players, phone-change codes)
 * leaves through here, so one phone has one allowance of codes, whoever asks for them.
 * The request is claimed against the phone's and the address's limits first (429 when refused),
 * then `store` saves the code, then `message` is texted. A code the provider did not take is not
 * counted: the user may ask again as soon as the provider is back.
 * When `store` answers false nothing is texted but the request counts as if it had been (a phone
 * change to a number that is taken answers exactly as for a free one).
 */
export async function deliverCode(
  ctx: AppContext,
  input: { phone: string; clientAddress: string; store: () => Promise<boolean>; message: string },
): Promise<void> {
  const claim = await claimAttempts(ctx.db, [
    { limit: LIMITS.codePerAddress, key: input.clientAddress },
    { limit: LIMITS.codePerPhone, key: input.phone },
  ]);
  const refund = () =>
    claim.refund().catch((err: unknown) => ctx.log.warn({ err }, 'taking back a code request failed'));
  let text: boolean;
  try {
    text = await input.store();
  } catch (err) {
    await refund();
    throw err;
  }
  if (!text) return;
  try {
    await ctx.sms.send(input.phone, input.message);
  } catch (err) {
    await refund();
    ctx.log.error({ err }, 'sending a code failed');
    throw appError(err instanceof SmsSendError ? 'code_send_unavailable' : 'code_send_failed');
  }
}
