import { and, asc, eq, isNull } from 'drizzle-orm';
import { USER_TYPE } from '../../../contract/common';
import type { Claims } from '../../auth/tokens';
import type { AnyCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { appError } from '../../errors';
import { coachTeams, coaches, players, sessions } from '../../db/schema/index';
import { adminClaims } from '../admin/oidc-sign-in';
import { playerCoachId } from '../teams/memberships';
import {
  checkCode,
  coachByPhone,
  openSession,
  playerByPhone,
  type UserType,
  verifiedRegister,
} from './sign-in-codes';

/** Sessions: the account a verified code signs in to, login, token refresh and logout. */

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

  const sessionId = await openSession(ctx, register, userType, userId);
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
  // An admin's session (issue 32) refreshes to an admin's token, read fresh like the others.
  if (session.userType === USER_TYPE.admin) return ctx.tokens.sign(await adminClaims(ctx.db, session.id));
  // A guardian's session (issue 34) refreshes to a guardian's token: never inferred as a coach's.
  if (session.userType === USER_TYPE.guardian)
    return ctx.tokens.sign({ sess: session.id, gid: session.userId });
  if (session.userType !== USER_TYPE.coach && session.userType !== USER_TYPE.player)
    throw appError('session_ended');
  return ctx.tokens.sign(await claimsFor(ctx.db, session.userType, session.userId, session.id));
}

/** POST /api/auth/logout: ends the session server-side. */
export async function logout(ctx: AppContext, caller: AnyCaller): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, caller.sessionId), isNull(sessions.revokedAt)));
}
