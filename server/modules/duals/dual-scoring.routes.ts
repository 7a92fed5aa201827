import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  declineDualInvitationReply,
  dualInvitationListReply,
  dualScoringReply,
  linkedDualListReply,
} from '../../../contract/dual-scoring';
import {
  acceptDualInvitationBody,
  dualIdParams,
  dualLineDisputeBody,
  dualLineParams,
  dualLineResultBody,
  dualListQuery,
  opponentLineupBody,
  publishDualBody,
} from '../../../contract/duals';
import { callerOf, requireCoach } from '../../auth/guards';
import type { AppContext } from '../../context';
import { replies } from '../../http';
import { confirmLineResult, disputeLineResult, enterLineResult } from './dual-line-results';
import {
  acceptInvitation,
  declineInvitation,
  inviteOpponent,
  publishOpponentLineup,
  saveOpponentLineup,
  unlinkOpponent,
} from './dual-opponent';
import { listInvitations, listLinkedDuals } from './dual-invitations';
import { scoringView } from './dual-scoring-view';
import { dualAccess } from './dual-access';

const tags = ['duals'];
const COACH_ONLY = { roles: ['coach'] } as const;
const scoringReplies = replies({ 200: dualScoringReply });

/** The scoring and linked-opponent routes of dual matches (contract/dual-scoring.ts lists them). */
export const dualScoringRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/duals/:id/scoring',
      { schema: { tags, params: dualIdParams, response: scoringReplies } },
      async (req) => {
        const seat = await dualAccess(ctx.db, callerOf(req), req.params.id);
        return { scoring: await scoringView(ctx.db, seat, req.params.id) };
      },
    );

    app.put(
      '/duals/:id/lines/:line/result',
      { schema: { tags, params: dualLineParams, body: dualLineResultBody, response: scoringReplies } },
      async (req) => ({
        scoring: await enterLineResult(ctx.db, requireCoach(req), req.params.id, req.params.line, req.body),
      }),
    );

    app.post(
      '/duals/:id/lines/:line/confirm',
      { schema: { tags, params: dualLineParams, response: scoringReplies } },
      async (req) => ({
        scoring: await confirmLineResult(ctx.db, requireCoach(req), req.params.id, req.params.line),
      }),
    );

    app.post(
      '/duals/:id/lines/:line/dispute',
      { schema: { tags, params: dualLineParams, body: dualLineDisputeBody, response: scoringReplies } },
      async (req) => ({
        scoring: await disputeLineResult(
          ctx.db,
          requireCoach(req),
          req.params.id,
          req.params.line,
          req.body.reason,
        ),
      }),
    );

    app.put(
      '/duals/:id/opponent-lineup',
      { schema: { tags, params: dualIdParams, body: opponentLineupBody, response: scoringReplies } },
      async (req) => ({
        scoring: await saveOpponentLineup(ctx.db, requireCoach(req), req.params.id, req.body),
      }),
    );

    app.post(
      '/duals/:id/opponent-lineup/publish',
      {
        schema: { tags, params: dualIdParams, body: publishDualBody.nullish(), response: scoringReplies },
      },
      async (req) => ({
        scoring: await publishOpponentLineup(ctx.db, requireCoach(req), req.params.id, req.body?.reason),
      }),
    );

    app.get(
      '/dual-invitations',
      { config: COACH_ONLY, schema: { tags, response: replies({ 200: dualInvitationListReply }) } },
      async (req) => ({ duals: await listInvitations(ctx.db, requireCoach(req)) }),
    );

    app.get(
      '/linked-duals',
      { schema: { tags, querystring: dualListQuery, response: replies({ 200: linkedDualListReply }) } },
      async (req) => listLinkedDuals(ctx.db, callerOf(req), req.query.skillLevel),
    );

    app.post(
      '/duals/:id/invitation',
      { schema: { tags, params: dualIdParams, response: scoringReplies } },
      async (req) => ({ scoring: await inviteOpponent(ctx.db, requireCoach(req), req.params.id) }),
    );

    app.post(
      '/duals/:id/invitation/accept',
      {
        schema: { tags, params: dualIdParams, body: acceptDualInvitationBody, response: scoringReplies },
      },
      async (req) => ({
        scoring: await acceptInvitation(ctx.db, requireCoach(req), req.params.id, req.body.rosterId),
      }),
    );

    app.post(
      '/duals/:id/invitation/unlink',
      { schema: { tags, params: dualIdParams, response: scoringReplies } },
      async (req) => ({ scoring: await unlinkOpponent(ctx.db, requireCoach(req), req.params.id) }),
    );

    app.post(
      '/duals/:id/invitation/decline',
      { schema: { tags, params: dualIdParams, response: replies({ 200: declineDualInvitationReply }) } },
      async (req) => declineInvitation(ctx.db, requireCoach(req), req.params.id),
    );
  };
