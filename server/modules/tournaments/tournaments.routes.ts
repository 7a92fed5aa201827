import type { FastifyInstance } from 'fastify';
import { tournamentsRoutes as routes } from '../../../contract/tournaments/routes';
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
import { createMatch, deleteMatch, editMatch, listMatches } from './tournament-matches';

const ok = { ok: true as const };

/** Tournament calls of SPEC.md section 7 "Tournaments": reads for coaches and players, writes for coaches. */
export const tournamentsRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, routes, {
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
  });
