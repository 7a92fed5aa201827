import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { schoolsReply } from '../../../contract/auth';
import type { AppContext } from '../../context';
import { schools } from '../../db/schema/index';
import { replies } from '../../http';

/** GET /api/schools: the schools offered at set-up and when joining a team. */
export const schoolsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/schools', { schema: { tags: ['sign-in'], response: replies({ 200: schoolsReply }) } }, () =>
      ctx.db.select({ value: schools.value, label: schools.label }).from(schools).orderBy(asc(schools.label)),
    );
  };
