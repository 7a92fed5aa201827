import type { FastifyInstance } from 'fastify';
import { schoolsRoutes as routes } from '../../../contract/schools/routes';
import type { AppContext } from '../../context';
import { clientAddress } from '../../http';
import { registerRoutes } from '../../routes';
import { addSchool, type CoachPhoneAtSetUp } from './school-add';
import { listSchools, searchSchools } from './school-search';

/**
 * The schools offered at set-up and when joining a team, their search, and a coach at set-up adding
 * theirs. `coachPhone` (the auth module's verified coach sign-in code) is passed in by server/app.ts.
 */
export const schoolsRoutes =
  (ctx: AppContext, hooks: { coachPhone: CoachPhoneAtSetUp }) => async (app: FastifyInstance) =>
    registerRoutes(
      app,
      ctx,
      routes,
      {
        list: ({ db, query }) => (query.q === undefined ? listSchools(db) : searchSchools(db, query.q)),
        add: async ({ db, body, request }) => ({
          school: await addSchool(db, body, hooks.coachPhone, clientAddress(request)),
        }),
      },
      // The in-memory flood guard of the sign-in calls; the database limits per phone and address count.
      { add: { config: { rateLimit: { max: 1000, timeWindow: '1 minute' } } } },
    );
