import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { USER_TYPE } from '../../../contract/common';
import { type PersonalSettings, type PersonalSettingsUpdate } from '../../../contract/settings';
import type { CoachCaller, PlayerCaller } from '../../auth/guards';
import {
  CODE_TTL_MS,
  MAX_CODE_TRIES,
  codeMatches,
  generateCode,
  hashCode,
  opaqueId,
} from '../../auth/login-code';
import { deliverCode } from '../../auth/code-delivery';
import { LIMITS, claimAttempts } from '../../auth/throttle';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { coaches, phoneConfirmations, players } from '../../db/schema/index';
import { appError, pgErrorCode } from '../../errors';
import { smsText } from '../../texts/sms-text';
import { DEFAULT_TEXT_STYLE } from '../../texts/text-style';

/** Whose settings: the caller, by role. */
export type Person = { kind: 'coach'; caller: CoachCaller } | { kind: 'player'; caller: PlayerCaller };

function tableOf(person: Person) {
  return person.kind === 'coach' ? coaches : players;
}

function ownId(person: Person): number {
  return person.kind === 'coach' ? person.caller.coachId : person.caller.playerId;
}

/** Texts the web app reacts to: a player whose account is gone is signed out (SPEC.md section 8). */
function gone(person: Person) {
  return appError(person.kind === 'player' ? 'settings_player_not_found' : 'coach_not_found');
}

/** Another person's id: 404, the same whether or not that person exists (API.md). */
function checkOwnId(person: Person, id: number | undefined): void {
  if (id !== undefined && id !== ownId(person)) throw appError('not_found');
}

function present(row: {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}): PersonalSettings {
  return { fname: row.firstName, lname: row.lastName, phoneNumber: row.phone, email: row.email };
}

/**
 * GET /api/auth/getSettings-coach/{id} and GET /api/auth/getSettings-player/{id}: the caller's own
 * settings. Another person's id is 404 'not found'; the caller's own id whose account was
 * deleted is 404 'Player Not Found' (player) or 'coach not found'.
 */
export async function getPersonalSettings(db: Db, person: Person, id: number): Promise<PersonalSettings> {
  checkOwnId(person, id);
  const t = tableOf(person);
  const [row] = await db
    .select()
    .from(t)
    .where(eq(t.id, ownId(person)));
  if (!row) throw gone(person);
  return present(row);
}

function userTypeOf(person: Person): number {
  return person.kind === 'coach' ? USER_TYPE.coach : USER_TYPE.player;
}

/** Whether another account of the same kind signs in with this phone. */
async function phoneTaken(db: Db, person: Person, phone: string): Promise<boolean> {
  const t = tableOf(person);
  const [taken] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.phone, phone), ne(t.id, ownId(person))));
  return taken !== undefined;
}

/**
 * POST /api/auth/settings/phone-code: sends a 6-digit code to the number the caller wants to sign
 * in with from now on, replacing any earlier pending code; throttled per number and per network
 * with the sign-in codes (deliverCode). A number another account of the same kind has gets the
 * same answer and the same throttle as a free one, so the call cannot list registered numbers;
 * its code is stored but never texted (nobody can confirm it), and the conflict is reported only
 * on confirming (docs/decisions.md).
 */
export async function requestPhoneCode(
  ctx: AppContext,
  person: Person,
  phone: string,
  clientAddress: string,
): Promise<void> {
  const code = generateCode();
  const publicId = opaqueId();
  const values = {
    phone,
    publicId,
    codeHash: hashCode(ctx.secret, publicId, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
    failedAttempts: 0,
  };
  await deliverCode(ctx, {
    phone,
    clientAddress,
    message: smsText(DEFAULT_TEXT_STYLE, 'phoneCode', { code }),
    store: async () => {
      await ctx.db
        .insert(phoneConfirmations)
        .values({ userType: userTypeOf(person), userId: ownId(person), ...values })
        .onConflictDoUpdate({
          target: [phoneConfirmations.userType, phoneConfirmations.userId],
          set: values,
        });
      return !(await phoneTaken(ctx.db, person, phone));
    },
  });
}

/**
 * Checks the code sent to the new phone, with the sign-in texts. A try is claimed before the
 * comparison in one conditional update, so parallel guesses cannot get past the 5-try limit;
 * wrong codes count against the phone's failed-check cap, as at sign-in.
 * Answers the confirmation's id, to be deleted with the change.
 */
async function checkPhoneCode(
  ctx: AppContext,
  person: Person,
  phone: string,
  code: string | undefined,
): Promise<number> {
  if (code === undefined) throw appError('phone_code_required');
  const [pending] = await ctx.db
    .select()
    .from(phoneConfirmations)
    .where(
      and(
        eq(phoneConfirmations.userType, userTypeOf(person)),
        eq(phoneConfirmations.userId, ownId(person)),
        eq(phoneConfirmations.phone, phone),
      ),
    );
  // No code was sent to this number (or one was sent to another number since).
  if (!pending) throw appError('phone_code_required');
  if (pending.expiresAt.getTime() <= Date.now()) throw appError('code_expired');
  const cap = await claimAttempts(ctx.db, [{ limit: LIMITS.failedCodePerPhone, key: phone }]);
  let failed = false;
  try {
    const [claimed] = await ctx.db
      .update(phoneConfirmations)
      .set({ failedAttempts: sql`${phoneConfirmations.failedAttempts} + 1` })
      .where(
        and(
          eq(phoneConfirmations.id, pending.id),
          eq(phoneConfirmations.publicId, pending.publicId),
          lt(phoneConfirmations.failedAttempts, MAX_CODE_TRIES),
        ),
      )
      .returning({ id: phoneConfirmations.id });
    if (!claimed) throw appError('code_void');
    if (!codeMatches(ctx.secret, pending.publicId, code, pending.codeHash)) {
      failed = true;
      throw appError('code_mismatch');
    }
  } finally {
    if (!failed) await cap.refund();
  }
  return pending.id;
}

/**
 * PUT /api/auth/updateSettings-coach and PUT /api/auth/updateSettings-player: replaces the four
 * fields. The phone number is the sign-in phone: it may not be another account's of the same
 * kind (409), and a new one needs `phoneCode`, the code requestPhoneCode sent to that very number
 * (400 otherwise), which this change uses up.
 */
export async function updatePersonalSettings(
  ctx: AppContext,
  person: Person,
  update: PersonalSettingsUpdate,
): Promise<PersonalSettings> {
  checkOwnId(person, update.id);
  const t = tableOf(person);
  const id = ownId(person);
  const [current] = await ctx.db.select({ phone: t.phone }).from(t).where(eq(t.id, id));
  if (!current) throw gone(person);
  const phoneChanges = current.phone !== update.phoneNumber;
  // The code first: whether a number is taken is told only to whoever confirmed it.
  const confirmationId = phoneChanges
    ? await checkPhoneCode(ctx, person, update.phoneNumber, update.phoneCode)
    : undefined;
  if (phoneChanges && (await phoneTaken(ctx.db, person, update.phoneNumber))) throw appError('phone_in_use');
  try {
    return await ctx.db.transaction(async (tx) => {
      if (confirmationId !== undefined) {
        // Used once: a second save racing with the same code finds nothing to delete.
        const used = await tx
          .delete(phoneConfirmations)
          .where(eq(phoneConfirmations.id, confirmationId))
          .returning({ id: phoneConfirmations.id });
        if (used.length === 0) throw appError('phone_code_required');
      }
      const [row] = await tx
        .update(t)
        .set({
          firstName: update.fname,
          lastName: update.lname,
          phone: update.phoneNumber,
          email: update.email,
        })
        .where(eq(t.id, id))
        .returning();
      if (!row) throw gone(person);
      return present(row);
    });
  } catch (err) {
    // Another account took the number between the check and the update.
    if (pgErrorCode(err) === '23505') throw appError('phone_in_use');
    throw err;
  }
}

/** GET /api/auth/getSettings-coach-laddermaxposition/{id}: maxNumberOfChallengePositions. */
export async function getLadderMax(db: Db, caller: CoachCaller, id: number): Promise<number> {
  const person: Person = { kind: 'coach', caller };
  checkOwnId(person, id);
  const [row] = await db
    .select({ max: coaches.maxChallengePositions })
    .from(coaches)
    .where(eq(coaches.id, caller.coachId));
  if (!row) throw gone(person);
  return row.max;
}

/** PUT /api/auth/updateSettings-coach-laddermaxposition: sets it (bounds checked by the contract). */
export async function updateLadderMax(db: Db, caller: CoachCaller, id: number, max: number): Promise<number> {
  const person: Person = { kind: 'coach', caller };
  checkOwnId(person, id);
  const [row] = await db
    .update(coaches)
    .set({ maxChallengePositions: max })
    .where(eq(coaches.id, caller.coachId))
    .returning({ max: coaches.maxChallengePositions });
  if (!row) throw gone(person);
  return row.max;
}
