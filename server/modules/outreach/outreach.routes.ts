import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCommunicationBody,
  coachAccessParams,
  communicationReply,
  communicationsParams,
  communicationsReply,
  deleteCommunicationParams,
  deleteCommunicationReply,
  editCommunicationBody,
  outreachAccessReply,
} from '../../../contract/outreach';
import { requireCoach } from '../../auth/guards';
import type { AppContext } from '../../context';
import { replies } from '../../http';
import { idempotent } from '../../idempotency/idempotency';
import * as access from './contacts-access';
import * as outreach from './outreach.service';

/** Outreach calls of SPEC.md section 7, coach only. */
export const outreachRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/getCommunications/:skillLevel',
      {
        schema: {
          tags: ['outreach'],
          params: communicationsParams,
          response: replies({ 200: communicationsReply }),
        },
      },
      async (req) => ({
        data: await outreach.listCommunications(ctx.db, requireCoach(req), req.params.skillLevel),
      }),
    );

    app.post(
      '/addCommunications',
      {
        schema: {
          tags: ['outreach'],
          body: addCommunicationBody,
          response: replies({ 200: communicationReply }),
        },
      },
      (req, reply) =>
        idempotent(ctx.db, req, reply, async (db) => ({
          data: await outreach.addCommunication(db, requireCoach(req), req.body),
        })),
    );

    app.put(
      '/editCommunication',
      {
        schema: {
          tags: ['outreach'],
          body: editCommunicationBody,
          response: replies({ 200: communicationReply }),
        },
      },
      async (req) => ({ data: await outreach.editCommunication(ctx.db, requireCoach(req), req.body) }),
    );

    app.get(
      '/outreach/access',
      { schema: { tags: ['outreach'], response: replies({ 200: outreachAccessReply }) } },
      (req) => access.outreachAccess(ctx.db, requireCoach(req)),
    );

    for (const [action, decision] of [
      ['accept', 'accepted'],
      ['decline', 'declined'],
    ] as const) {
      app.post(
        `/outreach/coaches/:id/${action}`,
        {
          schema: {
            tags: ['outreach'],
            params: coachAccessParams,
            response: replies({ 200: outreachAccessReply }),
          },
        },
        (req) => access.decideContactsAccess(ctx.db, requireCoach(req), req.params.id, decision),
      );
    }

    app.delete(
      '/deleteCommunications/:id',
      {
        schema: {
          tags: ['outreach'],
          params: deleteCommunicationParams,
          response: replies({ 200: deleteCommunicationReply }),
        },
      },
      async (req) => {
        await outreach.deleteCommunication(ctx.db, requireCoach(req), req.params.id);
        return { ok: true as const };
      },
    );
  };
