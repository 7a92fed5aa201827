import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coachJwtInfoReply,
  coachLoginBody,
  coachSetupBody,
  coachSetupReply,
  loginRegisterParams,
  okReply,
  playerJwtInfoReply,
  playerLoginBody,
  playerSetupBody,
  playerSetupReply,
  smsLoginBody,
  smsLoginReply,
  tokenReply,
  verifyCodeBody,
  verifyCodeReply,
} from '../../../contract/auth';
import { USER_TYPE } from '../../../contract/common';
import { ANY_ROLE, bearerToken, callerOf } from '../../auth/guards';
import type { AppContext } from '../../context';
import { appError } from '../../errors';
import { clientAddress, replies } from '../../http';
import { setUpCoach, setUpPlayer } from './account-setup';
import { coachJwtInfo, login, logout, playerJwtInfo, refresh } from './auth-sessions';
import { requestCode, verifyCode } from './sign-in-codes';

const userType = (n: number) => (n === USER_TYPE.coach ? USER_TYPE.coach : USER_TYPE.player);

/** The body of POST /api/login: a player's when it names a PlayerID, else a coach's. */
const loginBody = z.union([playerLoginBody, coachLoginBody]);

/** Sign-in calls, no token needed (SPEC.md section 7 "Login and set-up"). */
export const publicAuthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/verify-code',
      { schema: { tags: ['sign-in'], body: verifyCodeBody, response: replies({ 200: verifyCodeReply }) } },
      async (req) => {
        await requestCode(ctx, req.body.sms, userType(req.body.type), clientAddress(req));
        return { sent: true as const };
      },
    );

    app.post(
      '/sms-login',
      { schema: { tags: ['sign-in'], body: smsLoginBody, response: replies({ 200: smsLoginReply }) } },
      (req) => verifyCode(ctx, req.body.sms, req.body.code, userType(req.body.userType), clientAddress(req)),
    );

    app.get(
      '/prepare-jwt-info/:loginRegisterID',
      {
        schema: {
          tags: ['sign-in'],
          params: loginRegisterParams,
          response: replies({ 200: coachJwtInfoReply }),
        },
      },
      (req) => coachJwtInfo(ctx, req.params.loginRegisterID),
    );

    app.get(
      '/prepare-jwt-info-player/:loginRegisterID',
      {
        schema: {
          tags: ['sign-in'],
          params: loginRegisterParams,
          response: replies({ 200: playerJwtInfoReply }),
        },
      },
      (req) => playerJwtInfo(ctx, req.params.loginRegisterID),
    );

    app.post(
      '/login',
      { schema: { tags: ['sign-in'], body: loginBody, response: replies({ 200: tokenReply }) } },
      async (req) => {
        const b = req.body;
        const token = await login(
          ctx,
          'PlayerID' in b ? { kind: 'player', ...b } : { kind: 'coach', ...b },
          clientAddress(req),
        );
        return { token };
      },
    );

    app.post(
      '/set-up/:loginRegisterID',
      {
        schema: {
          tags: ['sign-in'],
          params: loginRegisterParams,
          body: coachSetupBody,
          response: replies({ 200: coachSetupReply }),
        },
      },
      (req) => setUpCoach(ctx, req.params.loginRegisterID, req.body),
    );

    app.post(
      '/player-set-up/:loginRegisterID',
      {
        schema: {
          tags: ['sign-in'],
          params: loginRegisterParams,
          body: playerSetupBody,
          response: replies({ 200: playerSetupReply }),
        },
      },
      (req) => setUpPlayer(ctx, req.params.loginRegisterID, req.body, clientAddress(req)),
    );

    app.get(
      '/refreshtoken',
      { schema: { tags: ['sign-in'], security: [{ bearer: [] }], response: replies({ 200: tokenReply }) } },
      async (req) => {
        const token = bearerToken(req);
        if (!token) throw appError('missing_token');
        return { token: await refresh(ctx, token, ctx.config.SESSION_MAX_AGE) };
      },
    );
  };

/** Session calls under /api/auth. */
export const sessionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/logout',
      { config: ANY_ROLE, schema: { tags: ['sign-in'], response: replies({ 200: okReply }) } },
      async (req) => {
        await logout(ctx, callerOf(req));
        return { ok: true as const };
      },
    );
  };
