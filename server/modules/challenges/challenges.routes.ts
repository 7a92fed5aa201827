import type { FastifyInstance } from 'fastify';
import { challengesRoutes as routes } from '../../../contract/challenges/routes';
import type { Caller } from '../../auth/guards';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../routes';
import { acceptChallenge, declineChallenge, issueChallenge, withdrawChallenge } from './challenge-issue';
import { challengeTargets, getChallenge, listChallenges } from './challenge-reads';
import {
  cancelChallenge,
  confirmResult,
  disputeResult,
  reportResult,
  settleChallenge,
} from './challenge-results';
import { getChallengeSettings, putChallengeSettings } from '../teams/team-challenge-rules';

/** Player challenges (issue 21): contract/challenges. Every step answers the challenge as it now is. */
export const challengesRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const answer = async (caller: Caller, id: number) => ({
    challenge: await getChallenge(ctx.db, caller, id, ctx.clock.now()),
  });
  registerRoutes(app, ctx, routes, {
    list: async ({ db, caller, query }) => ({
      challenges: await listChallenges(db, caller, query.skillLevel, ctx.clock.now()),
    }),
    targets: ({ db, caller, query }) => challengeTargets(db, caller, query.skillLevel),
    one: ({ caller, params }) => answer(caller, params.id),
    issue: async ({ db, caller, body }) => {
      const id = await issueChallenge({ ...ctx, db }, caller, body);
      return { challenge: await getChallenge(db, caller, id, ctx.clock.now()) };
    },
    accept: async ({ caller, params, body }) => {
      await acceptChallenge(ctx, caller, params.id, body);
      return answer(caller, params.id);
    },
    decline: async ({ caller, params }) => {
      await declineChallenge(ctx, caller, params.id);
      return answer(caller, params.id);
    },
    withdraw: async ({ caller, params }) => {
      await withdrawChallenge(ctx, caller, params.id);
      return answer(caller, params.id);
    },
    report: async ({ caller, params, body }) => {
      await reportResult(ctx, caller, params.id, body);
      return answer(caller, params.id);
    },
    confirm: async ({ caller, params }) => {
      await confirmResult(ctx, caller, params.id);
      return answer(caller, params.id);
    },
    dispute: async ({ caller, params, body }) => {
      await disputeResult(ctx, caller, params.id, body.reason);
      return answer(caller, params.id);
    },
    cancel: async ({ caller, params }) => {
      await cancelChallenge(ctx, caller, params.id);
      return answer(caller, params.id);
    },
    settle: async ({ caller, params, body }) => {
      await settleChallenge(ctx, caller, params.id, body);
      return answer(caller, params.id);
    },
    settings: ({ db, caller, query }) => getChallengeSettings(db, caller, query.skillLevel),
    saveSettings: ({ db, caller, body }) => {
      const { skillLevel, ...changes } = body;
      return putChallengeSettings(db, caller, skillLevel, changes);
    },
  });
};
