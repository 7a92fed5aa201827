import type { FastifyInstance } from 'fastify';
import { leaguesRoutes as table, publicLeagueRoutes as publicTable } from '../../../contract/leagues/routes';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../routes';
import { addLeagueDual, createLeague, getLeague, inviteSchool, joinLeague, listLeagues } from './league-crud';
import { linesCsv, resultsCsv } from './league-exports';
import { publicLeague } from './league-public';
import { teamLeagueRecord } from './league-record';
import { generateSchedule } from './league-schedule';
import { markNoShow } from './league-substitution';

/** League play (contract/leagues/routes.ts), each with its handler. */
export const leaguesRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  registerRoutes(app, ctx, table, {
    list: ({ db, caller }) => listLeagues(db, caller),
    teamRecord: ({ db, caller, params, query }) => teamLeagueRecord(db, caller, params.rosterId, query),
    create: ({ db, caller, body }) => createLeague(ctx, db, caller, body),
    get: ({ db, caller, params }) => getLeague(ctx, db, caller, params.id),
    invite: ({ db, caller, params, body }) => inviteSchool(ctx, db, caller, params.id, body.schoolId),
    join: ({ db, caller, params, body }) => joinLeague(ctx, db, caller, params.id, body.rosterId),
    addDual: ({ db, caller, params, body }) => addLeagueDual(ctx, db, caller, params.id, body),
    schedule: ({ db, caller, params }) => generateSchedule(ctx, db, caller, params.id),
    noShow: ({ db, caller, params, body }) =>
      markNoShow(ctx, db, caller, params.id, params.dualId, body.playerId),
    resultsCsv: async ({ db, caller, params, reply }) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="league-${params.id}-results.csv"`)
        .send(await resultsCsv(db, caller, params.id)),
    linesCsv: async ({ db, caller, params, reply }) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="league-${params.id}-lines.csv"`)
        .send(await linesCsv(db, caller, params.id)),
  });
};

/** GET /api/league/{token}: the public standings page; guessing addresses is throttled. */
export const publicLeagueRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(
    app,
    ctx,
    publicTable,
    { publicLeague: ({ db, params }) => publicLeague(db, params.token) },
    { publicLeague: { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } } },
  );
