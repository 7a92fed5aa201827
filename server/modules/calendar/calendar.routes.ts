import type { FastifyInstance } from 'fastify';
import {
  calendarFeedRoutes as feedRoutes,
  calendarRoutes as routes,
} from '../../../contract/calendar/routes';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../routes';
import { addEvent, deleteEvent, editEvent } from './calendar-events';
import { getFeedUrl, renderFeed, resetFeedUrl } from './calendar-feed';
import { listEvents } from './calendar-reads';

/** Calendar calls of SPEC.md section 7 and the private feed address (under /api/auth). */
export const calendarRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, routes, {
    events: ({ db, caller, query }) => listEvents(db, caller, query),
    add: async ({ db, caller, body }) => ({ data: await addEvent(db, caller, body, ctx.clock.now()) }),
    edit: async ({ db, caller, body }) => ({
      data: await editEvent(db, caller, body.csa_id, body, ctx.clock.now()),
    }),
    delete: async ({ db, caller, body }) => ({
      csa_id: body.csa_id,
      deleted: await deleteEvent(db, caller, body.csa_id, body.scope, ctx.clock.now()),
    }),
    feed: async ({ caller }) => ({ url: await getFeedUrl(ctx, caller) }),
    resetFeed: async ({ caller }) => ({ url: await resetFeedUrl(ctx, caller) }),
  });

/** The public feed that calendar apps subscribe to (the token is the key). */
export const calendarFeedRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(
    app,
    ctx,
    feedRoutes,
    {
      ics: async ({ params, reply }) => {
        const body = await renderFeed(ctx, params.token);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="courtside.ics"')
          .header('cache-control', 'private, max-age=300')
          .send(body);
      },
    },
    {
      ics: {
        // Request logs would otherwise carry the secret token in the URL.
        logLevel: 'warn',
        // Calendar services fetch many people's feeds from few addresses: generous, only a flood guard.
        config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      },
    },
  );
