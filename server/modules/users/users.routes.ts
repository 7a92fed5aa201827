import type { FastifyInstance } from 'fastify';
import { usersRoutes as routes } from '../../../contract/users/routes';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../routes';
import { saveShortcuts, userModelOf } from './user-model';

/** The user model and its shortcuts (issue 32), under /api/auth. */
export const usersRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, routes, {
    user: ({ db, caller }) => userModelOf(db, caller),
    saveShortcuts: ({ db, caller, body }) => saveShortcuts(db, caller, body.shortcuts),
  });
