import type { FastifyInstance } from 'fastify';
import { todoRoutes as routes } from '../../../contract/todo/routes';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../routes';
import { todoOf } from './todo.service';

/** The to-do list (issue 32), under /api/auth. */
export const todoRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, routes, {
    list: ({ db, caller }) => todoOf(db, caller, ctx.clock.now()),
  });
