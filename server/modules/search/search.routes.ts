import type { FastifyInstance } from 'fastify';
import { searchRoutes as routes } from '../../../contract/search/routes';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../routes';
import { search } from './search.service';

/** Toolbar search (issue 32). */
export const searchRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, routes, {
    search: async ({ db, caller, query }) => ({
      results: await search(db, caller, query.q, query.limit, ctx.clock.now()),
    }),
  });
