import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptChallengeBody,
  challengeIdParams,
  challengeListReply,
  challengeReply,
  challengeSettingsReply,
  challengeTargetsReply,
  challengeTeamQuery,
  createChallengeBody,
  disputeChallengeBody,
  putChallengeSettingsBody,
  reportChallengeBody,
  settleChallengeBody,
} from '../../../contract/challenges';
import { callerOf, requireCoach, requirePlayer, type Role } from '../../auth/guards';
import type { AppContext } from '../../context';
import { replies } from '../../http';
import { idempotent } from '../../idempotency/idempotency';
import { acceptChallenge, declineChallenge, issueChallenge, withdrawChallenge } from './challenge-issue';
import { challengeTargets, getChallenge, listChallenges } from './challenge-reads';
import {
  cancelChallenge,
  confirmResult,
  disputeResult,
  reportResult,
  settleChallenge,
} from './challenge-results';
import { getChallengeSettings, putChallengeSettings } from './challenge-settings';

const tags = ['challenges'];
const PLAYERS = { roles: ['player'] as const satisfies readonly Role[] };
const noBody = z.object({}).optional();

/** Player challenges (issue 21): contract/challenges.ts. Every step answers the challenge as it now is. */
export const challengesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const answer = async (caller: ReturnType<typeof callerOf>, id: number) => ({
      challenge: await getChallenge(ctx.db, caller, id, ctx.clock.now()),
    });

    app.get(
      '/challenges',
      { schema: { tags, querystring: challengeTeamQuery, response: replies({ 200: challengeListReply }) } },
      async (req) => ({
        challenges: await listChallenges(ctx.db, callerOf(req), req.query.skillLevel, ctx.clock.now()),
      }),
    );

    app.get(
      '/challenges/targets',
      {
        schema: { tags, querystring: challengeTeamQuery, response: replies({ 200: challengeTargetsReply }) },
      },
      (req) => challengeTargets(ctx.db, requirePlayer(req), req.query.skillLevel),
    );

    app.get(
      '/challenges/:id',
      { schema: { tags, params: challengeIdParams, response: replies({ 200: challengeReply }) } },
      (req) => answer(callerOf(req), req.params.id),
    );

    app.post(
      '/challenges',
      {
        config: PLAYERS,
        schema: { tags, body: createChallengeBody, response: replies({ 200: challengeReply }) },
      },
      (req, reply) =>
        idempotent(ctx.db, req, reply, async (db) => {
          const caller = requirePlayer(req);
          const id = await issueChallenge({ ...ctx, db }, caller, req.body);
          return { challenge: await getChallenge(db, caller, id, ctx.clock.now()) };
        }),
    );

    app.post(
      '/challenges/:id/accept',
      {
        config: PLAYERS,
        schema: {
          tags,
          params: challengeIdParams,
          body: acceptChallengeBody,
          response: replies({ 200: challengeReply }),
        },
      },
      async (req) => {
        await acceptChallenge(ctx, requirePlayer(req), req.params.id, req.body);
        return answer(callerOf(req), req.params.id);
      },
    );

    for (const [path, run] of [
      ['decline', declineChallenge],
      ['withdraw', withdrawChallenge],
      ['confirm', confirmResult],
    ] as const) {
      app.post(
        `/challenges/:id/${path}`,
        {
          config: PLAYERS,
          schema: {
            tags,
            params: challengeIdParams,
            body: noBody,
            response: replies({ 200: challengeReply }),
          },
        },
        async (req) => {
          await run(ctx, requirePlayer(req), req.params.id);
          return answer(callerOf(req), req.params.id);
        },
      );
    }

    app.post(
      '/challenges/:id/report',
      {
        config: PLAYERS,
        schema: {
          tags,
          params: challengeIdParams,
          body: reportChallengeBody,
          response: replies({ 200: challengeReply }),
        },
      },
      async (req) => {
        await reportResult(ctx, requirePlayer(req), req.params.id, req.body);
        return answer(callerOf(req), req.params.id);
      },
    );

    app.post(
      '/challenges/:id/dispute',
      {
        config: PLAYERS,
        schema: {
          tags,
          params: challengeIdParams,
          body: disputeChallengeBody,
          response: replies({ 200: challengeReply }),
        },
      },
      async (req) => {
        await disputeResult(ctx, requirePlayer(req), req.params.id, req.body.reason);
        return answer(callerOf(req), req.params.id);
      },
    );

    app.post(
      '/challenges/:id/cancel',
      {
        schema: { tags, params: challengeIdParams, body: noBody, response: replies({ 200: challengeReply }) },
      },
      async (req) => {
        await cancelChallenge(ctx, requireCoach(req), req.params.id);
        return answer(callerOf(req), req.params.id);
      },
    );

    app.post(
      '/challenges/:id/settle',
      {
        schema: {
          tags,
          params: challengeIdParams,
          body: settleChallengeBody,
          response: replies({ 200: challengeReply }),
        },
      },
      async (req) => {
        await settleChallenge(ctx, requireCoach(req), req.params.id, req.body);
        return answer(callerOf(req), req.params.id);
      },
    );

    app.get(
      '/challenge-settings',
      {
        schema: { tags, querystring: challengeTeamQuery, response: replies({ 200: challengeSettingsReply }) },
      },
      (req) => getChallengeSettings(ctx.db, requireCoach(req), req.query.skillLevel),
    );

    app.put(
      '/challenge-settings',
      {
        schema: { tags, body: putChallengeSettingsBody, response: replies({ 200: challengeSettingsReply }) },
      },
      (req) => {
        const { skillLevel, ...changes } = req.body;
        return putChallengeSettings(ctx.db, requireCoach(req), skillLevel, changes);
      },
    );
  };
