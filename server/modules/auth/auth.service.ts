import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { ACCOUNT_STATE } from '../../../contract/auth';
import type { z } from 'zod';
import type { coachSetupBody, playerSetupBody } from '../../../contract/auth';
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
import { LIMITS, claimAttempts } from '../../auth/throttle';
import type { Claims } from '../../auth/tokens';
import type { Caller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { appError, pgErrorCode } from '../../errors';
import { coachTeams, coaches, loginRegisters, players, schools, sessions } from '../../db/schema/index';
import { accessForNewCoach } from '../outreach/contacts-access';
import { playerCoachId } from '../ladder/roster-read';
import type { Team } from '../ladder/team-access';
import { teamForNewPlayer } from '../ladder/team-pins';
import { addToLadderBottom, startTeam } from '../ladder/teams';

type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];
type Register = typeof loginRegisters.$inferSelect;

/** POST /api/verify-code: new code for this phone and user type, sent by SMS. */
export async function requestCode(
  ctx: AppContext,
  phone: string,
  userType: UserType,
  clientAddress: string,
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
    message: `Your Courtside code is ${code}. It expires in 10 minutes.`,
    store: async () => {
      await ctx.db
        .insert(loginRegisters)
        .values({ phone, userType, ...values })
        .onConflictDoUpdate({ target: [loginRegisters.phone, loginRegisters.userType], set: values });
      return true;
    },
  });
}

/**
 * Checks a code against the register without consuming it; the error texts are those SPEC.md's
 * catalogue reacts to. A check is claimed before the comparison, against the failed-check caps of
 * the address and the phone (whatever the code) and against the code's own 5 tries, each claim
 * atomic so parallel guesses cannot get past them; a right code gives its claims back.
 */
async function checkCode(
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
async function verifiedRegister(db: Db, publicId: string, userType: UserType): Promise<Register> {
  const [register] = await db
    .select()
    .from(loginRegisters)
    .where(and(eq(loginRegisters.publicId, publicId), eq(loginRegisters.userType, userType)));
  if (!register?.verifiedAt || !register.codeHash) throw appError('register_not_found');
  if (!register.codeExpiresAt || register.codeExpiresAt.getTime() <= Date.now())
    throw appError('code_expired');
  return register;
}

async function coachByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(coaches).where(eq(coaches.phone, phone));
  return row;
}

async function playerByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(players).where(eq(players.phone, phone));
  return row;
}

/** GET /api/prepare-jwt-info/{id} */
export async function coachJwtInfo(ctx: AppContext, publicId: string) {
  const register = await verifiedRegister(ctx.db, publicId, USER_TYPE.coach);
  const coach = await coachByPhone(ctx.db, register.phone);
  if (!coach) throw appError('coach_not_found');
  return { cid: coach.id, sid: coach.schoolId };
}

/** GET /api/prepare-jwt-info-player/{id} */
export async function playerJwtInfo(ctx: AppContext, publicId: string) {
  const register = await verifiedRegister(ctx.db, publicId, USER_TYPE.player);
  const player = await playerByPhone(ctx.db, register.phone);
  if (!player) throw appError('player_not_found');
  return { pid: player.id, pcid: await playerCoachId(ctx.db, player.id), psid: player.schoolId };
}

export type LoginInput =
  | { kind: 'coach'; LoginRegisterID: string; CoachID: number; SchoolID: number; SMS: string; Code: string }
  | {
      kind: 'player';
      LoginRegisterID: string;
      PlayerID: number;
      PlayerCoachID: number;
      PlayerSchoolID: number;
      SMS: string;
      Code: string;
    };

/** POST /api/login: re-checks phone and code, that the account belongs to that phone; opens a session. */
export async function login(ctx: AppContext, input: LoginInput, clientAddress: string): Promise<string> {
  const userType = input.kind === 'coach' ? USER_TYPE.coach : USER_TYPE.player;
  const register = await verifiedRegister(ctx.db, input.LoginRegisterID, userType);
  if (register.phone !== input.SMS) throw appError('phone_not_verified');
  await checkCode(ctx, register, input.Code, clientAddress);

  let userId: number;
  if (input.kind === 'coach') {
    const coach = await coachByPhone(ctx.db, register.phone);
    if (!coach || coach.id !== input.CoachID || coach.schoolId !== input.SchoolID) {
      throw appError('account_not_this_phone');
    }
    userId = coach.id;
  } else {
    const player = await playerByPhone(ctx.db, register.phone);
    if (!player || player.id !== input.PlayerID || player.schoolId !== input.PlayerSchoolID) {
      throw appError('account_not_this_phone');
    }
    userId = player.id;
  }

  const sessionId = opaqueId();
  await ctx.db.transaction(async (tx) => {
    // The code is used up: it cannot sign in a second time.
    await tx
      .update(loginRegisters)
      .set({ codeHash: null, codeExpiresAt: null, verifiedAt: null })
      .where(eq(loginRegisters.id, register.id));
    await tx.insert(sessions).values({ id: sessionId, userType, userId });
  });
  return ctx.tokens.sign(await claimsFor(ctx.db, userType, userId, sessionId));
}

/** Token claims for a user, read fresh from the database. */
async function claimsFor(db: Db, userType: UserType, userId: number, sessionId: string): Promise<Claims> {
  if (userType === USER_TYPE.coach) {
    const [coach] = await db.select().from(coaches).where(eq(coaches.id, userId));
    if (!coach) throw appError('account_gone');
    const teams = await db
      .select({ rosterId: coachTeams.rosterId })
      .from(coachTeams)
      .where(eq(coachTeams.coachId, userId))
      .orderBy(asc(coachTeams.rosterId));
    return { sess: sessionId, cid: coach.id, sid: coach.schoolId, teams: teams.map((t) => t.rosterId) };
  }
  const [player] = await db.select().from(players).where(eq(players.id, userId));
  if (!player) throw appError('account_gone');
  return { sess: sessionId, pid: player.id, pcid: await playerCoachId(db, player.id), psid: player.schoolId };
}

/** GET /api/refreshtoken: a new token for a genuine (possibly expired) token of a live session. */
export async function refresh(ctx: AppContext, token: string, sessionMaxAgeSeconds: number): Promise<string> {
  const claims = await ctx.tokens.verifyIgnoringExpiry(token);
  const [session] = await ctx.db.select().from(sessions).where(eq(sessions.id, claims.sess));
  if (!session || session.revokedAt) throw appError('session_ended');
  if (session.createdAt.getTime() + sessionMaxAgeSeconds * 1000 <= Date.now())
    throw appError('session_expired');
  const userType = session.userType === USER_TYPE.coach ? USER_TYPE.coach : USER_TYPE.player;
  return ctx.tokens.sign(await claimsFor(ctx.db, userType, session.userId, session.id));
}

/** POST /api/auth/logout: ends the session server-side. */
export async function logout(ctx: AppContext, caller: Caller): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, caller.sessionId), isNull(sessions.revokedAt)));
}

/** POST /api/set-up/{id}: creates the coach and the teams they checked. */
export async function setUpCoach(ctx: AppContext, publicId: string, body: z.output<typeof coachSetupBody>) {
  const register = await verifiedRegister(ctx.db, publicId, USER_TYPE.coach);
  if (register.phone !== body.phone) throw appError('phone_mismatch');
  const [school] = await ctx.db.select().from(schools).where(eq(schools.value, body.school));
  if (!school) throw appError('unknown_school');
  const wanted = [
    [1, body.jvBoys],
    [2, body.vBoys],
    [3, body.jvGirls],
    [4, body.vGirls],
  ]
    .filter(([, on]) => on)
    .map(([type]) => Number(type));

  try {
    return await ctx.db.transaction(async (tx) => {
      if (await coachByPhone(tx, register.phone)) throw appError('account_exists');
      const contactsAccess = await accessForNewCoach(tx, school.id);
      const [coach] = await tx
        .insert(coaches)
        .values({
          contactsAccess,
          schoolId: school.id,
          phone: register.phone,
          firstName: body.fname,
          lastName: body.lname,
          email: body.email,
        })
        .returning({ id: coaches.id });
      if (!coach) throw new Error('coach insert returned nothing');
      for (const teamType of wanted) await startTeam(tx, coach.id, school, teamType);
      return { coachID: coach.id, schoolID: school.id };
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw appError('account_exists');
    throw err;
  }
}

/** POST /api/player-set-up/{id}: creates the player on the team the PIN opens. */
export async function setUpPlayer(
  ctx: AppContext,
  publicId: string,
  body: z.output<typeof playerSetupBody>,
  clientAddress: string,
) {
  const register = await verifiedRegister(ctx.db, publicId, USER_TYPE.player);
  if (register.phone !== body.phone) throw appError('phone_mismatch');
  const roster = await teamForNewPlayer(ctx.db, body.pin, {
    address: clientAddress,
    user: `player:${register.phone}`,
  });
  return retryOnConflict(() => insertPlayer(ctx, register.phone, roster, body));
}

async function insertPlayer(
  ctx: AppContext,
  phone: string,
  roster: Team,
  body: z.output<typeof playerSetupBody>,
) {
  return ctx.db.transaction(async (tx) => {
    if (await playerByPhone(tx, phone)) throw appError('account_exists');
    const [player] = await tx
      .insert(players)
      .values({
        schoolId: roster.schoolId,
        phone,
        firstName: body.fname,
        lastName: body.lname,
        email: body.email,
      })
      .returning({ id: players.id });
    if (!player) throw new Error('player insert returned nothing');
    await addToLadderBottom(tx, roster.id, player.id);
    return { playerID: player.id };
  });
}

/**
 * Runs a transaction again when it lost a race on a unique key (two players joining the bottom of
 * one ladder at once); an account that already exists is reported as such.
 */
async function retryOnConflict<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (pgErrorCode(err) !== '23505') throw err;
      if (i >= attempts) throw appError('join_ladder_changed');
    }
  }
}
