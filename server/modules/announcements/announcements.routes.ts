import type { FastifyInstance } from 'fastify';
import {
  announcementsRoutes as routes,
  publicMessageRoutes as publicRoutes,
} from '../../../contract/announcements/routes';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../routes';
import { deliveryOf, retryFailedDelivery } from './announcement-delivery';
import {
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  markRead,
  setFlags,
  unreadCount,
} from './announcement-inbox';
import { createLabel, deleteLabel, listLabels, setLabels } from './announcement-labels';
import { answerPoll, pollResults } from './announcement-polls';
import { publicMessage } from './announcement-public';
import { createAnnouncement, listAudiences } from './announcement-send';

const ok = { ok: true as const };

/** The announcements app (mail-style, with polls) under /api/auth. */
export const announcementsRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, routes, {
    list: ({ db, caller, query }) => listAnnouncements(db, caller, query),
    audiences: async ({ db, caller }) => ({ data: await listAudiences(db, caller) }),
    send: ({ db, caller, body }) => createAnnouncement({ ...ctx, db }, caller, body),
    unreadCount: async ({ db, caller }) => ({ unread: await unreadCount(db, caller) }),
    markRead: async ({ db, caller, params }) => {
      await markRead(db, caller, params.id);
      return ok;
    },
    detail: ({ caller, params }) => getAnnouncement(ctx, caller, params.id),
    setFlags: ({ caller, params, body }) => setFlags(ctx, caller, params.id, body),
    setLabels: ({ caller, params, body }) => setLabels(ctx, caller, params.id, body.labelIds),
    delete: async ({ db, caller, params }) => ({
      ok: true as const,
      state: await deleteAnnouncement(db, caller, params.id),
    }),
    delivery: ({ db, caller, params }) => deliveryOf(db, caller, params.id),
    retryDelivery: ({ db, caller, params }) => retryFailedDelivery(db, caller, params.id),
    answerPoll: ({ db, caller, params, body }) => answerPoll(db, caller, params.id, body.option),
    pollResults: ({ db, caller, params }) => pollResults(db, caller, params.id),
    labels: async ({ db, caller }) => ({ data: await listLabels(db, caller) }),
    createLabel: ({ db, caller, body }) => createLabel(db, caller, body),
    deleteLabel: async ({ db, caller, params }) => {
      await deleteLabel(db, caller, params.id);
      return ok;
    },
  });

/** The public message page, no token. Throttled per address, since the identifier is the only secret. */
export const publicMessageRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(
    app,
    ctx,
    publicRoutes,
    {
      message: async ({ db, params, reply }) => {
        const message = await publicMessage(db, params.identifier);
        if (!message) return reply.status(404).send({ err: 'none' as const });
        return message;
      },
    },
    { message: { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } } },
  );
