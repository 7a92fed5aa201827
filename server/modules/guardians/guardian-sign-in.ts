import { and, eq, exists, isNotNull, sql } from 'drizzle-orm';
import { USER_TYPE } from '../../../contract/common';
import { deliverCode } from '../../auth/code-delivery';
import { CODE_TTL_MS, generateCode, hashCode, opaqueId } from '../../auth/login-code';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { guardianLinks, guardians, loginRegisters, sessions } from '../../db/schema/index';
import { appError } from '../../errors';
import { smsText } from '../../texts/sms-text';
import { DEFAULT_TEXT_STYLE } from '../../texts/text-style';
import { checkCode } from '../auth/sign-in-codes';

/**
 * A guardian's sign-in (issue 34), by SMS code like a player's, at its own routes: the code goes
 * only to the phone of a guardian with a confirmed link (any other phone is answered the same and
 * counted against the same throttles, but texted nothing), through the one code delivery.
 */

/** The guardian of this phone with at least one confirmed link, or undefined. */
async function confirmedGuardian(db: Db, phone: string) {
  const [row] = await db
    .select({ id: guardians.id })
    .from(guardians)
    .where(
      and(
        eq(guardians.phone, phone),
        exists(
          db
            .select({ one: sql`1` })
            .from(guardianLinks)
            .where(and(eq(guardianLinks.guardianId, guardians.id), isNotNull(guardianLinks.confirmedAt))),
        ),
      ),
    );
  return row;
}

/** POST /api/guardian-login/code */
export async function requestGuardianCode(ctx: AppContext, phone: string, clientAddress: string) {
  const code = generateCode();
  const publicId = opaqueId();
  const values = {
    publicId,
    codeHash: hashCode(ctx.secret, publicId, code),
    codeExpiresAt: new Date(Date.now() + CODE_TTL_MS),
    failedAttempts: 0,
    verifiedAt: null,
  };
  await deliverCode(ctx, {
    phone,
    clientAddress,
    message: smsText(DEFAULT_TEXT_STYLE, 'signInCode', { code }),
    store: async () => {
      if (!(await confirmedGuardian(ctx.db, phone))) return false;
      await ctx.db
        .insert(loginRegisters)
        .values({ phone, userType: USER_TYPE.guardian, ...values })
        .onConflictDoUpdate({ target: [loginRegisters.phone, loginRegisters.userType], set: values });
      return true;
    },
  });
  return { sent: true as const };
}

/** POST /api/guardian-login: checks the code (its throttles) and opens a guardian's session. */
export async function guardianLogin(ctx: AppContext, phone: string, code: string, clientAddress: string) {
  const [register] = await ctx.db
    .select()
    .from(loginRegisters)
    .where(and(eq(loginRegisters.phone, phone), eq(loginRegisters.userType, USER_TYPE.guardian)));
  if (!register) throw appError('register_not_found');
  await checkCode(ctx, register, code, clientAddress);
  const guardian = await confirmedGuardian(ctx.db, phone);
  if (!guardian) throw appError('account_not_this_phone');
  const sessionId = opaqueId();
  await ctx.db.transaction(async (tx) => {
    // The code is used up: it cannot sign in a second time.
    await tx
      .update(loginRegisters)
      .set({ codeHash: null, codeExpiresAt: null, verifiedAt: null })
      .where(eq(loginRegisters.id, register.id));
    await tx.insert(sessions).values({ id: sessionId, userType: USER_TYPE.guardian, userId: guardian.id });
  });
  return { token: await ctx.tokens.sign({ sess: sessionId, gid: guardian.id }) };
}
