import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { writeGenerationOf, type Db } from '../db/client';
import { appError } from '../errors';
import { SessionChecks, type StampKind } from './session-checks';
import type { TokenService } from './tokens';

export type Caller =
  | { kind: 'coach'; coachId: number; schoolId: number; sessionId: string }
  | { kind: 'player'; playerId: number; schoolId: number; sessionId: string };
export type CoachCaller = Extract<Caller, { kind: 'coach' }>;
export type PlayerCaller = Extract<Caller, { kind: 'player' }>;

export type Role = Caller['kind'];

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
    /** The versions of what the route shows the caller, read with the session (routes with `stamp`). */
    stamp?: string;
  }
  interface FastifyContextConfig {
    /** Who may call the route; see routeRoles. */
    roles?: readonly Role[];
    /**
     * The route answers from a cache checked against the versions of the data it shows the caller
     * (the ladder versions of their teams, or the tournaments versions of the coaches they reach):
     * the session check reads them in the same round trip (see ReplyCache).
     */
    stamp?: StampKind;
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
 * Authenticates every /api/auth route: a valid token whose session was not ended.
 * Registered inside the /api/auth scope only, so no route decides auth by matching URLs.
 */
export const authenticate = fp<{ db: Db; tokens: TokenService }>(
  async (app: FastifyInstance, { db, tokens }) => {
    // Hot path: the session (and, for routes that ask, the ladder versions) of concurrent
    // requests in one statement per batch.
    const sessionChecks = new SessionChecks(db);

    // PGlite: sessions found live, with the write generation they were found at (see
    // writeGenerationOf). Any write, a logout included, moves the generation on.
    const writeGeneration = writeGenerationOf(db);
    const seenLive = new Map<string, number>();

    app.decorateRequest('caller', undefined);
    app.decorateRequest('stamp', undefined);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (!token) throw appError('missing_token');
      const claims = await tokens.verify(token);
      const generation = writeGeneration?.();
      const wanted = request.routeOptions.config.stamp;
      if (generation === undefined || seenLive.get(claims.sess) !== generation) {
        // On PGlite the write generation is the stamp: nothing else is asked for.
        const state = await sessionChecks.check({
          sessionId: claims.sess,
          stamp: generation === undefined ? (wanted ?? null) : null,
          schoolId: claims.sid ?? claims.psid ?? 0,
          coachId: claims.cid ?? 0,
          playerId: claims.pid ?? 0,
        });
        if (!state.live) throw appError('session_ended');
        if (wanted && generation === undefined) request.stamp = state.stamp ?? '';
      }
      // PGlite: a session found live at this generation still is (nothing was written since).
      if (wanted && generation !== undefined) request.stamp = `g${generation}`;
      if (generation !== undefined) {
        if (seenLive.size >= 10_000) seenLive.clear();
        seenLive.set(claims.sess, generation);
      }
      if (claims.pid !== undefined) {
        request.caller = {
          kind: 'player',
          playerId: claims.pid,
          schoolId: claims.psid ?? 0,
          sessionId: claims.sess,
        };
      } else if (claims.cid !== undefined && claims.sid !== undefined) {
        request.caller = { kind: 'coach', coachId: claims.cid, schoolId: claims.sid, sessionId: claims.sess };
      } else {
        throw appError('invalid_token');
      }
      if (!routeRoles(request.method, request.routeOptions.config.roles).includes(request.caller.kind)) {
        throw appError(request.caller.kind === 'player' ? 'coaches_only' : 'players_only');
      }
    });
  },
);

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw appError('missing_token');
  return request.caller;
}

/** The caller's own id: the coach's or the player's (ids of the two kinds may be equal). */
export function callerId(caller: Caller): number {
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
