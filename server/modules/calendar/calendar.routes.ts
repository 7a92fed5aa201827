import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCalendarEventBody,
  calendarEventReply,
  calendarEventsQuery,
  calendarEventsReply,
  calendarFeedReply,
  deleteCalendarEventBody,
  deletedCalendarEventReply,
  editCalendarEventBody,
} from '../../../contract/calendar';
import { ANY_ROLE, callerOf, requireCoach } from '../../auth/guards';
import type { AppContext } from '../../context';
import { replies } from '../../http';
import { idempotent } from '../../idempotency/idempotency';
import { addEvent, deleteEvent, editEvent } from './calendar-events';
import { getFeedUrl, renderFeed, resetFeedUrl } from './calendar-feed';
import { listEvents } from './calendar-reads';

/** Calendar calls of SPEC.md section 7 and the private feed address (under /api/auth). */
export const calendarRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/getCalendarEvents',
      {
        schema: {
          tags: ['calendar'],
          querystring: calendarEventsQuery,
          response: replies({ 200: calendarEventsReply }),
        },
      },
      (req) => listEvents(ctx.db, callerOf(req), req.query),
    );
    app.post(
      '/addCalendarEvent',
      {
        schema: {
          tags: ['calendar'],
          body: addCalendarEventBody,
          response: replies({ 200: calendarEventReply }),
        },
      },
      (req, reply) =>
        idempotent(ctx.db, req, reply, async (db) => ({
          data: await addEvent(db, requireCoach(req), req.body, ctx.clock.now()),
        })),
    );
    app.put(
      '/editCalendarEvent',
      {
        schema: {
          tags: ['calendar'],
          body: editCalendarEventBody,
          response: replies({ 200: calendarEventReply }),
        },
      },
      async (req) => ({
        data: await editEvent(ctx.db, requireCoach(req), req.body.csa_id, req.body, ctx.clock.now()),
      }),
    );
    app.delete(
      '/deleteCalendarEvent',
      {
        schema: {
          tags: ['calendar'],
          body: deleteCalendarEventBody,
          response: replies({ 200: deletedCalendarEventReply }),
        },
      },
      async (req) => ({
        csa_id: req.body.csa_id,
        deleted: await deleteEvent(
          ctx.db,
          requireCoach(req),
          req.body.csa_id,
          req.body.scope,
          ctx.clock.now(),
        ),
      }),
    );
    app.get(
      '/calendar-feed',
      { schema: { tags: ['calendar'], response: replies({ 200: calendarFeedReply }) } },
      async (req) => ({
        url: await getFeedUrl(ctx, callerOf(req)),
      }),
    );
    app.post(
      '/calendar-feed/reset',
      { config: ANY_ROLE, schema: { tags: ['calendar'], response: replies({ 200: calendarFeedReply }) } },
      async (req) => ({
        url: await resetFeedUrl(ctx, callerOf(req)),
      }),
    );
  };

/** GET /api/calendar/{token}.ics: the public feed that calendar apps subscribe to (the token is the key). */
export const calendarFeedRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/calendar/:token.ics',
      {
        // Request logs would otherwise carry the secret token in the URL.
        logLevel: 'warn',
        // Calendar services fetch many people's feeds from few addresses: generous, only a flood guard.
        config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
        schema: {
          tags: ['calendar'],
          params: z.object({ token: z.string() }),
          response: replies({ 200: z.string().describe('text/calendar (RFC 5545)') }),
        },
      },
      async (req, reply) => {
        const body = await renderFeed(ctx, req.params.token);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="courtside.ics"')
          .header('cache-control', 'private, max-age=300')
          .send(body);
      },
    );
  };
