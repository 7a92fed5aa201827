import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_REFUSED_PATH, ADMIN_SIGNED_IN_PATH } from '../../../contract/admin';
import { adminRoutes as admin, oidcRoutes as oidc } from '../../../contract/admin/routes';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { registerRoutes } from '../../routes';
import { adminSchools } from './admin-schools';
import { inviteAdmin } from './admin-invitations';
import { adminSchoolRules, saveAdminSchoolRules } from './admin-rules';
import {
  administeredTeamView,
  appointTeamCoach,
  removeTeamCoach,
  resetAdministeredTeamPin,
} from './admin-teams';
import type { CoachJoined } from '../teams/team-pins';
import type { OidcClients } from './oidc-clients';
import { finishSignIn, OIDC_LOGIN_TTL_MS, OidcRefused, startSignIn, tradeHandoff } from './oidc-sign-in';

/** The cookie that binds a sign-in to the browser that started it (sent only to /api/oidc). */
const COOKIE = 'courtside_oidc';

function setBrowserCookie(reply: FastifyReply, publicUrl: string, value: string, maxAgeSeconds: number) {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${COOKIE}=${value}; Path=/api/oidc; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`,
  );
}

function browserCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

const refused = (reply: FastifyReply, code: string) =>
  reply.redirect(`${ADMIN_REFUSED_PATH}?code=${encodeURIComponent(code)}`, 303);

/** The school administrators' sign-in (no token): providers, start, callback, handoff. */
export const oidcRoutes = (ctx: AppContext, clients: OidcClients) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, oidc, {
    providers: () => ({ providers: clients.providers.map((p) => ({ id: p.id, name: p.name })) }),
    start: async ({ params, query, reply }) => {
      clients.provider(params.provider);
      try {
        const { url, browserSecret } = await startSignIn(
          ctx,
          clients,
          params.provider,
          query.returnTo ?? '/admin',
        );
        setBrowserCookie(reply, ctx.config.PUBLIC_URL, browserSecret, OIDC_LOGIN_TTL_MS / 1000);
        return reply.redirect(url, 303);
      } catch (err) {
        if (err instanceof AppError && err.code === 'oidc_provider_unavailable')
          return refused(reply, err.code);
        throw err;
      }
    },
    callback: async ({ params, query, request, reply }) => {
      try {
        const { handoff } = await finishSignIn(
          ctx,
          clients,
          params.provider,
          query as Record<string, string | undefined>,
          browserCookie(request),
        );
        return reply.redirect(`${ADMIN_SIGNED_IN_PATH}?handoff=${encodeURIComponent(handoff)}`, 303);
      } catch (err) {
        if (err instanceof OidcRefused) return refused(reply, err.code);
        if (err instanceof AppError && err.code === 'oidc_unknown_provider') return refused(reply, err.code);
        throw err;
      }
    },
    session: async ({ body, request, reply }) => {
      const answer = await tradeHandoff(ctx, body.handoff, browserCookie(request));
      setBrowserCookie(reply, ctx.config.PUBLIC_URL, '', 0);
      return answer;
    },
  });

/**
 * A signed-in school administrator's calls under /api/auth. `coachJoined` is what other features
 * grant a coach who comes to coach a team (server/app.ts: the same as a join by Team PIN).
 */
export const adminRoutes =
  (ctx: AppContext, hooks: { coachJoined: CoachJoined }) => async (app: FastifyInstance) =>
    registerRoutes(app, ctx, admin, {
      schools: async ({ caller, db }) => ({ schools: await adminSchools(db, caller, ctx.clock.now()) }),
      team: ({ caller, db, params }) =>
        administeredTeamView(db, caller, params.rosterId, ctx.clock.now(), ctx.config.PUBLIC_URL),
      invite: ({ caller, db, body }) => inviteAdmin(db, caller, body),
      appointCoach: ({ caller, db, params, body }) =>
        appointTeamCoach(db, caller, { rosterId: params.rosterId, coachId: body.coachId }, hooks.coachJoined),
      removeCoach: ({ caller, db, params }) => removeTeamCoach(db, caller, params),
      resetTeamPin: ({ caller, db, params }) => resetAdministeredTeamPin(db, caller, params.rosterId),
      schoolRules: ({ caller, db, params }) => adminSchoolRules(db, caller, params.schoolId),
      saveSchoolRules: ({ caller, db, params, body }) =>
        saveAdminSchoolRules(db, caller, params.schoolId, body, ctx.clock.now()),
    });
