import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { schoolsRoutes as routes } from '../../../contract/schools/routes';
import type { AppContext } from '../../context';
import { schools } from '../../db/schema/index';
import { registerRoutes } from '../../routes';

/** The schools offered at set-up and when joining a team. */
export const schoolsRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, routes, {
    list: ({ db }) =>
      db.select({ value: schools.value, label: schools.label }).from(schools).orderBy(asc(schools.label)),
  });
