import type { FastifyInstance } from 'fastify';
import { seasonsRoutes as routes } from '../../../contract/seasons/routes';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../routes';
import { headToHead, playerPage } from './player-page';
import { confirmImport, previewImport } from './roster-import';
import { exportCsv } from './season-exports';
import { editSeason, listSeasons } from './season-list';
import { seasonLadder, seasonMatches, seasonStats } from './season-reads';
import { rollover } from './season-rollover';

/** Seasons, the roster import, the exports and the player page (issue 37), under /api/auth. */
export const seasonsRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const now = () => ctx.clock.now();
  registerRoutes(app, ctx, routes, {
    list: ({ db, caller, params }) => listSeasons(db, caller, params.rosterId, now()),
    edit: ({ db, caller, params, body }) => editSeason(db, caller, params.seasonId, body),
    rollover: ({ db, caller, params, body }) => rollover(db, caller, params.rosterId, body, now()),
    ladder: ({ db, caller, params }) => seasonLadder(db, caller, params.seasonId),
    matches: ({ db, caller, params }) => seasonMatches(db, caller, params.seasonId),
    stats: ({ db, caller, params }) => seasonStats(db, caller, params.seasonId),
    exportCsv: async ({ db, caller, params, reply }) => {
      const { filename, csv } = await exportCsv(db, caller, params.seasonId, params.kind);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
    preview: ({ db, caller, params, body }) => previewImport(db, caller, params.rosterId, body.file),
    import: ({ db, caller, params, body }) => confirmImport(ctx, db, caller, params.rosterId, body),
    player: ({ db, caller, params }) => playerPage(db, caller, params.playerId, now()),
    headToHead: ({ db, caller, params, query }) => headToHead(db, caller, params.playerId, query),
  });
};
