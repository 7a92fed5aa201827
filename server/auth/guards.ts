import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase } from '../db/prepared';
import { USER_TYPE } from '../../contract/common';
import type { TokenClaims } from '../../contract/auth';
import { sessions } from '../db/schema/index';
import { appError } from '../errors';
import type { TokenService } from './tokens';

/** A signed-in coach or player: the callers of every team feature. */
export type Caller =
  | { kind: 'coach'; coachId: number; schoolId: number; sessionId: string }
  | { kind: 'player'; playerId: number; schoolId: number; sessionId: string };
export type CoachCaller = Extract<Caller, { kind: 'coach' }>;
export type PlayerCaller = Extract<Caller, { kind: 'player' }>;
/**
 * A school administrator (issue 32). Not a `Caller`: no team feature takes one unless its route
 * lists 'admin'; the schools it may see are read from school_admin_grants on each request.
 */
export type AdminCaller = { kind: 'admin'; adminId: number; provider: string; sessionId: string };
/**
 * A guardian (issue 34). Not a `Caller` either: only the routes that list 'guardian' take one, and
 * what they read is scoped by the guardians module's one rule (guardian-access.ts: confirmed links).
 */
export type GuardianCaller = { kind: 'guardian'; guardianId: number; sessionId: string };
/** Anyone the /api/auth scope lets in. */
export type AnyCaller = Caller | AdminCaller | GuardianCaller;

export type Role = AnyCaller['kind'];

declare module 'fastify' {
  interface FastifyRequest {
    caller?: AnyCaller;
  }
  interface FastifyContextConfig {
    /** Who may call the route; see routeRoles. */
    roles?: readonly Role[];
  }
}

/** For routes a player may write to (their own settings, poll answers, logout). */
export const ANY_ROLE = { roles: ['coach', 'player'] } as const satisfies { roles: readonly Role[] };

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The roles that may call a /api/auth route. Safe by default: a route that changes data is for
 * coaches unless it says otherwise; a read is for both (its service still scopes what each sees).
 * Checked before the body is validated, so a player gets 403, never a hint about the body.
 */
export function routeRoles(method: string, declared: readonly Role[] | undefined): readonly Role[] {
  return declared ?? (MUTATING.has(method) ? ['coach'] : ['coach', 'player']);
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The session, when it was not ended, with whose it is; read on every request (prepared once per
 * connection). The caller's kind is the session's `user_type`, the server's own record: a token's
 * claims must name the same person, and no kind is inferred from a claim that is missing.
 */
const liveSession = perDatabase((db) =>
  db
    .select({ id: sessions.id, userType: sessions.userType, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt)))
    .prepare('live_session'),
);

/**
 * Authenticates every /api/auth route: a valid token whose session was not ended (read from the
 * database for each request, so a logout is seen at once by every process).
 * Registered inside the /api/auth scope only, so no route decides auth by matching URLs.
 */
export const authenticate = fp<{ db: Db; tokens: TokenService }>(
  async (app: FastifyInstance, { db, tokens }) => {
    app.decorateRequest('caller', undefined);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (!token) throw appError('missing_token');
      const claims = await tokens.verify(token);
      const [live] = await liveSession(db).execute({ sessionId: claims.sess });
      if (!live) throw appError('session_ended');
      request.caller = callerOfSession(claims, live);
      const roles = routeRoles(request.method, request.routeOptions.config.roles);
      if (!roles.includes(request.caller.kind)) throw appError(refusal(request.caller.kind, roles));
    });
  },
);

/**
 * The caller a token names, decided by its session's user type (the server's record): the token's
 * id claim of that kind must be the session's user, and a token naming another kind too is refused.
 * SPEC.md reads a token without pid as a coach's; the server never does (issues 32 and 34).
 */
export function callerOfSession(
  claims: TokenClaims,
  session: { id: string; userType: number; userId: number },
): AnyCaller {
  const named = [claims.cid, claims.pid, claims.adm, claims.gid].filter((id) => id !== undefined).length;
  const sessionId = session.id;
  if (named !== 1) throw appError('invalid_token');
  switch (session.userType) {
    case USER_TYPE.coach:
      if (claims.cid !== session.userId || claims.sid === undefined) break;
      return { kind: 'coach', coachId: claims.cid, schoolId: claims.sid, sessionId };
    case USER_TYPE.player:
      if (claims.pid !== session.userId) break;
      return { kind: 'player', playerId: claims.pid, schoolId: claims.psid ?? 0, sessionId };
    case USER_TYPE.admin:
      if (claims.adm !== session.userId || claims.prov === undefined) break;
      return { kind: 'admin', adminId: claims.adm, provider: claims.prov, sessionId };
    case USER_TYPE.guardian:
      if (claims.gid !== session.userId) break;
      return { kind: 'guardian', guardianId: claims.gid, sessionId };
  }
  throw appError('invalid_token');
}

/** Why a caller of this kind may not call a route open to these roles. */
function refusal(
  kind: Role,
  roles: readonly Role[],
): 'coaches_only' | 'players_only' | 'admins_only' | 'guardians_only' {
  if (kind !== 'admin' && roles.length === 1 && roles[0] === 'admin') return 'admins_only';
  if (kind !== 'guardian' && roles.length === 1 && roles[0] === 'guardian') return 'guardians_only';
  if (kind === 'coach') return 'players_only';
  return 'coaches_only';
}

/** The coach or player behind the request; 403 for an admin or a guardian (no team feature takes one by default). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw appError('missing_token');
  if (request.caller.kind === 'admin' || request.caller.kind === 'guardian') throw appError('coaches_only');
  return request.caller;
}

/** The caller's own id: the coach's, the player's, the admin's or the guardian's (ids of the kinds may be equal). */
export function callerId(caller: AnyCaller): number {
  if (caller.kind === 'admin') return caller.adminId;
  if (caller.kind === 'guardian') return caller.guardianId;
  return caller.kind === 'coach' ? caller.coachId : caller.playerId;
}

/** The coach behind the request; 403 for a player. */
export function requireCoach(request: FastifyRequest): CoachCaller {
  const caller = callerOf(request);
  if (caller.kind !== 'coach') throw appError('coaches_only');
  return caller;
}

/** The player behind the request; 403 for a coach. */
export function requirePlayer(request: FastifyRequest): PlayerCaller {
  const caller = callerOf(request);
  if (caller.kind !== 'player') throw appError('players_only');
  return caller;
}
