import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDualBody,
  deleteDualReply,
  dualCheckReply,
  dualDraftReply,
  dualIdParams,
  dualListQuery,
  dualListReply,
  dualReply,
  editDualBody,
  opponentSchoolsReply,
  myDualsReply,
  publicDualReply,
  dualTokenParams,
  publishDualBody,
  publishDualReply,
  saveLineupBody,
  teamLineupRuleBody,
  teamLineupRuleReply,
} from '../../../contract/duals';
import { antiStackingPresetOf } from '../../../contract/lineup';
import { idField } from '../../../contract/common';
import { z } from 'zod';
import { callerOf, requireCoach, requirePlayer } from '../../auth/guards';
import type { AppContext } from '../../context';
import { replies } from '../../http';
import { idempotent } from '../../idempotency/idempotency';
import { getTeamLineupRule, setTeamLineupRule } from '../ladder/team-lineup-rule';
import { createDual, deleteDual, editDual, getDual, listDuals, opponentSchools } from './dual-crud';
import { checkDualLineup, draftDualLineup, saveLineup } from './dual-lineup';
import { publishDual } from './dual-publish';
import { myDuals, publicDual } from './dual-public';

const tags = ['duals'];

/** The dual match calls of issue 20 (contract/duals.ts lists them; scoring's live in the scoring module). */
export const dualsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const base = ctx.config.PUBLIC_URL;

    app.get(
      '/duals',
      { schema: { tags, querystring: dualListQuery, response: replies({ 200: dualListReply }) } },
      async (req) => listDuals(ctx.db, callerOf(req), req.query.skillLevel),
    );

    app.post(
      '/duals',
      { schema: { tags, body: createDualBody, response: replies({ 200: dualReply }) } },
      (req, reply) =>
        idempotent(ctx.db, req, reply, async (db) => ({
          dual: await createDual(db, requireCoach(req), req.body, base, ctx.clock.now()),
        })),
    );

    app.get(
      '/duals/:id',
      { schema: { tags, params: dualIdParams, response: replies({ 200: dualReply }) } },
      async (req) => ({ dual: await getDual(ctx.db, callerOf(req), req.params.id, base) }),
    );

    app.put(
      '/duals/:id',
      { schema: { tags, params: dualIdParams, body: editDualBody, response: replies({ 200: dualReply }) } },
      async (req) => ({
        dual: await editDual(ctx.db, requireCoach(req), req.params.id, req.body, base, ctx.clock.now()),
      }),
    );

    app.delete(
      '/duals/:id',
      { schema: { tags, params: dualIdParams, response: replies({ 200: deleteDualReply }) } },
      async (req) => {
        await deleteDual(ctx.db, requireCoach(req), req.params.id);
        return { id: req.params.id };
      },
    );

    app.put(
      '/duals/:id/lineup',
      { schema: { tags, params: dualIdParams, body: saveLineupBody, response: replies({ 200: dualReply }) } },
      async (req) => ({ dual: await saveLineup(ctx.db, requireCoach(req), req.params.id, req.body, base) }),
    );

    app.post(
      '/duals/:id/draft',
      { schema: { tags, params: dualIdParams, response: replies({ 200: dualDraftReply }) } },
      async (req) => draftDualLineup(ctx.db, requireCoach(req), req.params.id),
    );

    app.post(
      '/duals/:id/check',
      {
        schema: {
          tags,
          params: dualIdParams,
          body: saveLineupBody,
          response: replies({ 200: dualCheckReply }),
        },
      },
      async (req) => checkDualLineup(ctx.db, requireCoach(req), req.params.id, req.body),
    );

    app.post(
      '/duals/:id/publish',
      {
        schema: {
          tags,
          params: dualIdParams,
          body: publishDualBody,
          response: replies({ 200: publishDualReply }),
        },
      },
      async (req) => publishDual(ctx, requireCoach(req), req.params.id, req.body.reason),
    );

    app.get(
      '/duals-opponent-schools',
      { schema: { tags, response: replies({ 200: opponentSchoolsReply }) } },
      async (req) => opponentSchools(ctx.db, requireCoach(req)),
    );

    app.get('/my-duals', { schema: { tags, response: replies({ 200: myDualsReply }) } }, async (req) =>
      myDuals(ctx.db, requirePlayer(req)),
    );

    const rule = { tags, response: replies({ 200: teamLineupRuleReply }) };
    app.get(
      '/getSettings-team-lineuprule/:id',
      { schema: { ...rule, params: z.object({ id: idField }) } },
      async (req) => {
        const res = await getTeamLineupRule(ctx.db, requireCoach(req), req.params.id);
        return { res, preset: antiStackingPresetOf(res) };
      },
    );
    app.put(
      '/updateSettings-team-lineuprule',
      { schema: { ...rule, body: teamLineupRuleBody } },
      async (req) => {
        const res = await setTeamLineupRule(ctx.db, requireCoach(req), req.body.id, req.body.rule);
        return { res, preset: antiStackingPresetOf(res) };
      },
    );
  };

/** GET /api/dual/{token}: the public page of a published dual (no sign-in), like the public messages. */
export const publicDualRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dual/:token',
      {
        // Guessing addresses is throttled like the public messages' (the token has 128 random bits anyway).
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: { tags, params: dualTokenParams, response: replies({ 200: publicDualReply }) },
      },
      async (req) => publicDual(ctx.db, req.params.token),
    );
  };
