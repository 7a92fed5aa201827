import type { FastifyInstance } from 'fastify';
import { drawPublicRoutes, tournamentsRoutes as routes } from '../../../contract/tournaments/routes';
import type { AppContext } from '../../context';
import { appError } from '../../errors';
import { isFormBody } from '../../http';
import { checkBeforeClaim, registerRoutes } from '../../routes';
import {
  createTournament,
  deleteTournament,
  deleteTournamentPlayer,
  editTournamentPlayer,
  listTournaments,
} from './tournament-entries';
import { createDraw, deleteDraw, readDraw } from './draw-create';
import type { DrawLiveStreams } from './draw-live';
import { publicDraw } from './draw-public';
import { createPlayoff } from './draw-playoff';
import { enterDrawResult } from './draw-results';
import { createMatch, deleteMatch, editMatch, listMatches } from './tournament-matches';

const ok = { ok: true as const };

/** Tournament calls of SPEC.md section 7 "Tournaments": reads for coaches and players, writes for coaches. */
export const tournamentsRoutes = (ctx: AppContext, live: DrawLiveStreams) => async (app: FastifyInstance) =>
  registerRoutes(
    app,
    ctx,
    routes,
    {
      list: ({ db, caller, query }) => listTournaments(db, caller, query.season),
      create: checkBeforeClaim(
        // A form repeats `players` once per player, so a single player arrives as one value; a JSON
        // body says what it means and must send a list. Refused before the Idempotency-Key's claim.
        async ({ body, request }) => {
          const { players } = body;
          if (players != null && !Array.isArray(players) && !isFormBody(request))
            throw appError('players_not_a_list');
        },
        ({ db, caller, body }) => createTournament(db, caller, body),
      ),
      delete: async ({ db, caller, params }) => {
        await deleteTournament(db, caller, params.id);
        return ok;
      },
      editPlayer: ({ db, caller, body }) => editTournamentPlayer(db, caller, body),
      deletePlayer: async ({ db, caller, params }) => {
        await deleteTournamentPlayer(db, caller, params.id);
        return ok;
      },
      matches: ({ db, caller, query }) => listMatches(db, caller, query.season),
      createMatch: ({ db, caller, body }) => createMatch(db, caller, body),
      editMatch: ({ db, caller, body }) => editMatch(db, caller, body),
      deleteMatch: async ({ db, caller, params }) => {
        await deleteMatch(db, caller, params.id);
        return ok;
      },
      draw: ({ db, caller, params }) => readDraw(db, caller, params.id),
      createDraw: ({ db, caller, params, body }) => createDraw(db, caller, params.id, body),
      deleteDraw: async ({ db, caller, params }) => {
        await deleteDraw(db, caller, params.id);
        return ok;
      },
      drawResult: ({ db, caller, params, body }) =>
        enterDrawResult(db, caller, params.id, params.matchupId, body),
      drawPlayoff: ({ db, caller, params, body }) => createPlayoff(db, caller, params.id, body),
      drawLive: ({ caller, params, request, reply }) => live.openSeat(request, reply, caller, params.id),
    },
    { drawLive: { config: { rateLimit: LIVE_RATE_LIMIT } } },
  );

/**
 * A live stream per address: each viewer opens one and reconnects after a loss of signal, many parents
 * share a school's address; a flood guard (LIVE_MAX_STREAMS is the real bound), as the duals'.
 */
const LIVE_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

/** GET /api/draw/{token}: the public bracket page (no sign-in) and its live stream (issue 36). */
export const publicDrawRoutes = (ctx: AppContext, live: DrawLiveStreams) => async (app: FastifyInstance) =>
  registerRoutes(
    app,
    ctx,
    drawPublicRoutes,
    {
      publicDraw: ({ db, params }) => publicDraw(db, params.token),
      publicDrawLive: ({ params, request, reply }) => live.openPublic(request, reply, params.token),
    },
    {
      // Guessing addresses is throttled like the public dual's (the token has 128 random bits anyway).
      publicDraw: { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
      publicDrawLive: { config: { rateLimit: LIVE_RATE_LIMIT } },
    },
  );
