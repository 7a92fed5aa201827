import { and, eq, lt, sql } from 'drizzle-orm';
import { ACCOUNT_STATE } from '../../../contract/auth';
import { USER_TYPE } from '../../../contract/common';
import {
  CODE_TTL_MS,
  COMPLETION_TTL_MS,
  MAX_CODE_TRIES,
  codeMatches,
  generateCode,
  hashCode,
  opaqueId,
} from '../../auth/login-code';
import { deliverCode } from '../../auth/code-delivery';
import { smsText } from '../../texts/sms-text';
import { DEFAULT_TEXT_STYLE } from '../../texts/text-style';
import { LIMITS, claimAttempts } from '../../auth/throttle';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { appError } from '../../errors';
import { coaches, loginRegisters, players, sessions } from '../../db/schema/index';

/**
 * SMS sign-in codes: sending one, checking one (with its throttles), and the verified register
 * set-up and login use.
 */

export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

type Register = typeof loginRegisters.$inferSelect;

/**
 * POST /api/verify-code (and a guardian's code request): a new code for this phone and user type, sent
 * by SMS. `mayHaveCode`, when given, decides at sending time whether this phone gets one at all; when it
 * says no, nothing is stored or texted, but the request was counted against the same throttles.
 */
export async function requestCode(
  ctx: AppContext,
  phone: string,
  userType: UserType,
  clientAddress: string,
  mayHaveCode?: () => Promise<boolean>,
): Promise<void> {
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
      if (mayHaveCode && !(await mayHaveCode())) return false;
      await ctx.db
        .insert(loginRegisters)
        .values({ phone, userType, ...values })
        .onConflictDoUpdate({ target: [loginRegisters.phone, loginRegisters.userType], set: values });
      return true;
    },
  });
}

/**
 * Opens a session for a user whose code was just checked: the code is used up (it cannot sign in a
 * second time) and the session row made, in one transaction. Answers the session's id.
 */
export async function openSession(
  ctx: AppContext,
  register: Register,
  userType: UserType,
  userId: number,
): Promise<string> {
  const sessionId = opaqueId();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(loginRegisters)
      .set({ codeHash: null, codeExpiresAt: null, verifiedAt: null })
      .where(eq(loginRegisters.id, register.id));
    await tx.insert(sessions).values({ id: sessionId, userType, userId });
  });
  return sessionId;
}

/**
 * Checks a code against the register without consuming it; the error texts are those SPEC.md's
 * catalogue reacts to. A check is claimed before the comparison, against the failed-check caps of
 * the address and the phone (whatever the code) and against the code's own 5 tries, each claim
 * atomic so parallel guesses cannot get past them; a right code gives its claims back.
 */
export async function checkCode(
  ctx: AppContext,
  register: Register,
  code: string,
  clientAddress: string,
): Promise<void> {
  const caps = await claimAttempts(ctx.db, [
    { limit: LIMITS.failedCodePerAddress, key: clientAddress },
    { limit: LIMITS.failedCodePerPhone, key: register.phone },
  ]);
  let failed = false;
  try {
    if (!register.codeHash || !register.codeExpiresAt || register.codeExpiresAt.getTime() <= Date.now()) {
      throw appError('code_expired');
    }
    const sameCode = and(eq(loginRegisters.id, register.id), eq(loginRegisters.publicId, register.publicId));
    const [claimed] = await ctx.db
      .update(loginRegisters)
      .set({ failedAttempts: sql`${loginRegisters.failedAttempts} + 1` })
      .where(and(sameCode, lt(loginRegisters.failedAttempts, MAX_CODE_TRIES)))
      .returning({ id: loginRegisters.id });
    if (!claimed) throw appError('code_void');
    if (!codeMatches(ctx.secret, register.publicId, code, register.codeHash)) {
      failed = true;
      throw appError('code_mismatch');
    }
    await ctx.db
      .update(loginRegisters)
      .set({ failedAttempts: sql`greatest(${loginRegisters.failedAttempts} - 1, 0)` })
      .where(sameCode);
  } finally {
    if (!failed) await caps.refund();
  }
}

/** POST /api/sms-login */
export async function verifyCode(
  ctx: AppContext,
  phone: string,
  code: string,
  userType: UserType,
  clientAddress: string,
) {
  const [register] = await ctx.db
    .select()
    .from(loginRegisters)
    .where(and(eq(loginRegisters.phone, phone), eq(loginRegisters.userType, userType)));
  if (!register) throw appError('register_not_found');
  await checkCode(ctx, register, code, clientAddress);
  // Verified: the user now has a while to finish set-up and log in with the same code.
  await ctx.db
    .update(loginRegisters)
    .set({ verifiedAt: new Date(), codeExpiresAt: new Date(Date.now() + COMPLETION_TTL_MS) })
    .where(eq(loginRegisters.id, register.id));
  const isCoach = userType === USER_TYPE.coach;
  const exists = isCoach ? await coachByPhone(ctx.db, phone) : await playerByPhone(ctx.db, phone);
  if (exists) return { loginRegisterID: register.publicId, accountState: ACCOUNT_STATE.existing };
  // The code is confirmed, so the person owns the phone: they may learn that it signs in on the
  // other login (a player typing their number on the coach login, which the home page shows).
  const other = isCoach ? await playerByPhone(ctx.db, phone) : await coachByPhone(ctx.db, phone);
  return {
    loginRegisterID: register.publicId,
    accountState: ACCOUNT_STATE.new,
    ...(other ? { otherAccount: isCoach ? ('player' as const) : ('coach' as const) } : {}),
  };
}

/** A register whose code was verified and whose completion window is open. */
export async function verifiedRegister(db: Db, publicId: string, userType: UserType): Promise<Register> {
  const [register] = await db
    .select()
    .from(loginRegisters)
    .where(and(eq(loginRegisters.publicId, publicId), eq(loginRegisters.userType, userType)));
  if (!register?.verifiedAt || !register.codeHash) throw appError('register_not_found');
  if (!register.codeExpiresAt || register.codeExpiresAt.getTime() <= Date.now())
    throw appError('code_expired');
  return register;
}

export async function coachByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(coaches).where(eq(coaches.phone, phone));
  return row;
}

export async function playerByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(players).where(eq(players.phone, phone));
  return row;
}
