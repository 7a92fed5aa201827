import type { FastifyInstance } from 'fastify';
import { dualRoutes, publicDualRoutes as publicRoutes } from '../../../contract/duals/routes';
import { antiStackingPresetOf } from '../../../contract/duals';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../routes';
import { getTeamLineupRule, setTeamLineupRule } from '../teams/team-lineup-rule';
import { createDual, deleteDual, editDual, getDual, listDuals, opponentSchools } from './dual-crud';
import { listInvitations, listLinkedDuals } from './dual-invitations';
import { confirmLineResult, disputeLineResult, enterLineResult, saveLiveScore } from './dual-line-results';
import type { DualLiveStreams } from './dual-live';
import { checkDualLineup, draftDualLineup, saveLineup } from './dual-lineup';
import {
  acceptInvitation,
  declineInvitation,
  inviteOpponent,
  publishOpponentLineup,
  saveOpponentLineup,
  unlinkOpponent,
} from './dual-opponent';
import { myDuals, publicDual } from './dual-public';
import { publishDual } from './dual-publish';
import { dualAccess } from './dual-access';
import type { DualHooks } from './dual-crud';
import { presentView } from './dual-view';

/** The dual match calls (contract/duals/routes.ts), each with its handler. */
export const dualsRoutes =
  (ctx: AppContext, live: DualLiveStreams, hooks: DualHooks = {}) =>
  async (app: FastifyInstance) => {
    const base = ctx.config.PUBLIC_URL;
    registerRoutes(
      app,
      ctx,
      dualRoutes,
      {
        list: ({ db, caller, query }) => listDuals(db, caller, query.skillLevel),
        create: ({ db, caller, body }) => createDual(db, caller, body, base, ctx.clock.now()),
        get: ({ db, caller, params }) => getDual(db, caller, params.id, base),
        edit: ({ db, caller, params, body }) =>
          editDual(db, caller, params.id, body, base, ctx.clock.now(), hooks),
        delete: async ({ db, caller, params }) => {
          await deleteDual(db, caller, params.id);
          return { id: params.id };
        },
        saveLineup: ({ db, caller, params, body }) =>
          saveLineup(db, caller, params.id, body, base, ctx.clock.now()),
        draft: ({ db, caller, params }) => draftDualLineup(db, caller, params.id),
        check: ({ db, caller, params, body }) => checkDualLineup(db, caller, params.id, body),
        publish: ({ caller, params, body }) =>
          publishDual(ctx, caller, params.id, body.reason, hooks.previousLineup),
        opponentSchools: ({ db, caller }) => opponentSchools(db, caller),
        mine: ({ db, caller }) => myDuals(db, caller),
        teamRule: async ({ db, caller, params }) => {
          const { rule, schoolRule } = await getTeamLineupRule(db, caller, params.id);
          return { res: rule, preset: antiStackingPresetOf(rule), schoolRule };
        },
        saveTeamRule: async ({ db, caller, body }) => {
          const { rule, schoolRule } = await setTeamLineupRule(db, caller, body.id, body.rule);
          return { res: rule, preset: antiStackingPresetOf(rule), schoolRule };
        },
        scoring: async ({ db, caller, params }) => {
          const access = await dualAccess(db, caller, params.id);
          return presentView(db, access, access.dual, base);
        },
        enterResult: ({ db, caller, params, body }) =>
          enterLineResult(db, caller, params.id, params.line, body, base),
        confirmResult: ({ db, caller, params }) =>
          confirmLineResult(db, caller, params.id, params.line, base),
        disputeResult: ({ db, caller, params, body }) =>
          disputeLineResult(db, caller, params.id, params.line, body.reason, base),
        liveScore: ({ db, caller, params, body }) =>
          saveLiveScore(db, caller, params.id, params.line, body, base),
        live: ({ caller, params, request, reply }) => live.openSeat(request, reply, caller, params.id),
        saveOpponentLineup: ({ db, caller, params, body }) =>
          saveOpponentLineup(db, caller, params.id, body, base, ctx.clock.now()),
        publishOpponentLineup: ({ db, caller, params, body }) =>
          publishOpponentLineup(
            db,
            caller,
            params.id,
            body?.reason,
            base,
            ctx.clock.now(),
            hooks.previousLineup,
          ),
        invitations: async ({ db, caller }) => ({ duals: await listInvitations(db, caller) }),
        linked: ({ db, caller, query }) => listLinkedDuals(db, caller, query.skillLevel),
        invite: ({ db, caller, params }) => inviteOpponent(db, caller, params.id, base),
        acceptInvitation: ({ db, caller, params, body }) =>
          acceptInvitation(db, caller, params.id, body.rosterId, base),
        unlink: ({ db, caller, params }) => unlinkOpponent(db, caller, params.id, base),
        declineInvitation: ({ db, caller, params }) => declineInvitation(db, caller, params.id),
      },
      {
        // A phone reconnects after each loss of signal; a flood guard only.
        live: { config: { rateLimit: LIVE_RATE_LIMIT } },
      },
    );
  };

/**
 * Connections to a live stream per address: each viewer opens one and reconnects after a loss, and many
 * parents share a school's or a venue's address; so a flood guard, the per-process cap (LIVE_MAX_STREAMS)
 * being the real bound.
 */
const LIVE_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

/** GET /api/dual/{token}: the public page of a published dual (no sign-in), and its live stream. */
export const publicDualRoutes = (ctx: AppContext, live: DualLiveStreams) => async (app: FastifyInstance) =>
  registerRoutes(
    app,
    ctx,
    publicRoutes,
    {
      publicDual: ({ db, params }) => publicDual(db, params.token),
      publicLive: ({ params, request, reply }) => live.openPublic(request, reply, params.token),
    },
    {
      // Guessing addresses is throttled like the public messages' (the token has 128 random bits anyway).
      publicDual: { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
      publicLive: { config: { rateLimit: LIVE_RATE_LIMIT } },
    },
  );
