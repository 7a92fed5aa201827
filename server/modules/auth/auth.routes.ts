import type { FastifyInstance } from 'fastify';
import { sessionRoutes as session, signInRoutes as signIn } from '../../../contract/auth/routes';
import { USER_TYPE } from '../../../contract/common';
import { bearerToken, type AdminCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import { appError } from '../../errors';
import { clientAddress } from '../../http';
import { registerRoutes } from '../../routes';
import { setUpCoach, setUpPlayer } from './account-setup';
import { coachJwtInfo, login, logout, playerJwtInfo, refresh } from './auth-sessions';
import { requestCode, verifyCode } from './sign-in-codes';

const userType = (n: number) => (n === USER_TYPE.coach ? USER_TYPE.coach : USER_TYPE.player);

/** Sign-in calls, no token needed (SPEC.md section 7 "Login and set-up"). */
export const publicAuthRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(
    app,
    ctx,
    signIn,
    {
      requestCode: async ({ body, request }) => {
        await requestCode(ctx, body.sms, userType(body.type), clientAddress(request));
        return { sent: true as const };
      },
      checkCode: ({ body, request }) =>
        verifyCode(ctx, body.sms, body.code, userType(body.userType), clientAddress(request)),
      coachJwtInfo: ({ params }) => coachJwtInfo(ctx, params.loginRegisterID),
      playerJwtInfo: ({ params }) => playerJwtInfo(ctx, params.loginRegisterID),
      login: async ({ body, request }) => ({
        token: await login(
          ctx,
          'PlayerID' in body ? { kind: 'player', ...body } : { kind: 'coach', ...body },
          clientAddress(request),
        ),
      }),
      setUpCoach: ({ params, body }) => setUpCoach(ctx, params.loginRegisterID, body),
      setUpPlayer: ({ params, body, request }) =>
        setUpPlayer(ctx, params.loginRegisterID, body, clientAddress(request)),
      refreshToken: async ({ request }) => {
        const token = bearerToken(request);
        if (!token) throw appError('missing_token');
        return { token: await refresh(ctx, token, ctx.config.SESSION_MAX_AGE) };
      },
    },
    { refreshToken: { schema: { security: [{ bearer: [] }] } } },
  );

/**
 * Session calls under /api/auth. `providerLogout` gives an admin's provider sign-out address
 * (RP-initiated logout, SPEC.md section 4), when the provider offers one.
 */
export const sessionRoutes =
  (ctx: AppContext, providerLogout: (caller: AdminCaller) => Promise<string | undefined>) =>
  async (app: FastifyInstance) =>
    registerRoutes(app, ctx, session, {
      logout: async ({ caller }) => {
        await logout(ctx, caller);
        const providerLogoutUrl = caller.kind === 'admin' ? await providerLogout(caller) : undefined;
        return { ok: true as const, ...(providerLogoutUrl ? { providerLogoutUrl } : {}) };
      },
    });
