import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementAudiencesReply,
  announcementDetail,
  announcementFlagsBody,
  announcementLabel,
  announcementLabelsReply,
  announcementListQuery,
  announcementListReply,
  announcementParams,
  createAnnouncementBody,
  createLabelBody,
  deleteAnnouncementReply,
  deliveryReply,
  labelParams,
  okReply,
  pollAnswerBody,
  pollResultsReply,
  publicMessageMissing,
  publicMessageParams,
  publicMessageReply,
  setLabelsBody,
  unreadCountReply,
} from '../../../contract/announcements';
import { ANY_ROLE, callerOf, requireCoach, requirePlayer } from '../../auth/guards';
import type { AppContext } from '../../context';
import { replies } from '../../http';
import { idempotent } from '../../idempotency/idempotency';
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

const tags = ['announcements'];

/** The announcements app (mail-style, with polls) under /api/auth. */
export const announcementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/announcements',
      {
        schema: {
          tags,
          querystring: announcementListQuery,
          response: replies({ 200: announcementListReply }),
        },
      },
      (req) => listAnnouncements(ctx.db, callerOf(req), req.query),
    );

    app.get(
      '/announcements/audiences',
      { schema: { tags, response: replies({ 200: announcementAudiencesReply }) } },
      async (req) => ({
        data: await listAudiences(ctx.db, callerOf(req)),
      }),
    );

    app.post(
      '/announcements',
      { schema: { tags, body: createAnnouncementBody, response: replies({ 200: announcementDetail }) } },
      (req, reply) =>
        idempotent(ctx.db, req, reply, (db) =>
          createAnnouncement({ ...ctx, db }, requireCoach(req), req.body),
        ),
    );

    app.get(
      '/announcements/unread-count',
      { schema: { tags, response: replies({ 200: unreadCountReply }) } },
      async (req) => ({ unread: await unreadCount(ctx.db, callerOf(req)) }),
    );

    app.put(
      '/announcements/:id/read',
      { config: ANY_ROLE, schema: { tags, params: announcementParams, response: replies({ 200: okReply }) } },
      async (req) => {
        await markRead(ctx.db, callerOf(req), req.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/announcements/:id',
      { schema: { tags, params: announcementParams, response: replies({ 200: announcementDetail }) } },
      (req) => getAnnouncement(ctx, callerOf(req), req.params.id),
    );

    app.put(
      '/announcements/:id/flags',
      {
        schema: {
          tags,
          params: announcementParams,
          body: announcementFlagsBody,
          response: replies({ 200: announcementDetail }),
        },
      },
      (req) => setFlags(ctx, requireCoach(req), req.params.id, req.body),
    );

    app.put(
      '/announcements/:id/labels',
      {
        schema: {
          tags,
          params: announcementParams,
          body: setLabelsBody,
          response: replies({ 200: announcementDetail }),
        },
      },
      (req) => setLabels(ctx, requireCoach(req), req.params.id, req.body.labelIds),
    );

    app.delete(
      '/announcements/:id',
      { schema: { tags, params: announcementParams, response: replies({ 200: deleteAnnouncementReply }) } },
      async (req) => ({
        ok: true as const,
        state: await deleteAnnouncement(ctx.db, requireCoach(req), req.params.id),
      }),
    );

    app.get(
      '/announcements/:id/delivery',
      { schema: { tags, params: announcementParams, response: replies({ 200: deliveryReply }) } },
      (req) => deliveryOf(ctx.db, requireCoach(req), req.params.id),
    );

    app.post(
      '/announcements/:id/delivery/retry',
      { schema: { tags, params: announcementParams, response: replies({ 200: deliveryReply }) } },
      (req) => retryFailedDelivery(ctx.db, requireCoach(req), req.params.id),
    );

    app.post(
      '/announcements/:id/poll-answer',
      {
        config: ANY_ROLE,
        schema: {
          tags,
          params: announcementParams,
          body: pollAnswerBody,
          response: replies({ 200: pollResultsReply }),
        },
      },
      (req) => answerPoll(ctx.db, requirePlayer(req), req.params.id, req.body.option),
    );

    app.get(
      '/announcements/:id/poll-results',
      { schema: { tags, params: announcementParams, response: replies({ 200: pollResultsReply }) } },
      (req) => pollResults(ctx.db, callerOf(req), req.params.id),
    );

    app.get(
      '/announcement-labels',
      { schema: { tags, response: replies({ 200: announcementLabelsReply }) } },
      async (req) => ({
        data: await listLabels(ctx.db, requireCoach(req)),
      }),
    );

    app.post(
      '/announcement-labels',
      { schema: { tags, body: createLabelBody, response: replies({ 200: announcementLabel }) } },
      (req, reply) => idempotent(ctx.db, req, reply, (db) => createLabel(db, requireCoach(req), req.body)),
    );

    app.delete(
      '/announcement-labels/:id',
      { schema: { tags, params: labelParams, response: replies({ 200: okReply }) } },
      async (req) => {
        await deleteLabel(ctx.db, requireCoach(req), req.params.id);
        return { ok: true as const };
      },
    );
  };

/**
 * GET /api/u/{identifier}: the public message page, no token. Throttled per address, since
 * the identifier is the only secret.
 */
export const publicMessageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/u/:identifier',
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags,
          params: publicMessageParams,
          response: { ...replies({ 200: publicMessageReply }), 404: publicMessageMissing },
        },
      },
      async (req, reply) => {
        const message = await publicMessage(ctx.db, req.params.identifier);
        if (!message) return reply.status(404).send({ err: 'none' as const });
        return message;
      },
    );
  };
