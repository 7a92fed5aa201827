import { and, eq, exists, isNotNull, sql } from 'drizzle-orm';
import { USER_TYPE } from '../../../contract/common';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { guardianLinks, guardians, loginRegisters } from '../../db/schema/index';
import { appError } from '../../errors';
import { checkCode, openSession, requestCode } from '../auth/sign-in-codes';

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
  await requestCode(ctx, phone, USER_TYPE.guardian, clientAddress, async () =>
    Boolean(await confirmedGuardian(ctx.db, phone)),
  );
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
  const sessionId = await openSession(ctx, register, USER_TYPE.guardian, guardian.id);
  return { token: await ctx.tokens.sign({ sess: sessionId, gid: guardian.id }) };
}
