import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTournamentBody,
  createTournamentMatchBody,
  deletedReply,
  editTournamentMatchBody,
  editTournamentPlayerBody,
  getAllTournamentMatchesReply,
  getAllTournamentsReply,
  idParams,
  tournament,
  tournamentMatchReply,
} from '../../../contract/tournaments';
import { callerOf, requireCoach } from '../../auth/guards';
import type { AppContext } from '../../context';
import { appError } from '../../errors';
import { isFormBody, replies } from '../../http';
import { idempotent } from '../../idempotency/idempotency';
import {
  createTournament,
  deleteTournament,
  deleteTournamentPlayer,
  editTournamentPlayer,
  listTournaments,
} from './tournament-entries';
import { createMatch, deleteMatch, editMatch, listMatches } from './tournament-matches';

const tags = ['tournaments'];
const ok = { ok: true as const };

/** Tournament calls of SPEC.md section 7 "Tournaments": reads for coaches and players, writes for coaches. */
export const tournamentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/getAllTournaments',
      { schema: { tags, response: replies({ 200: getAllTournamentsReply }) } },
      (req) => listTournaments(ctx.db, callerOf(req)),
    );

    app.post(
      '/createTournament',
      { schema: { tags, body: createTournamentBody, response: replies({ 200: tournament }) } },
      (req, reply) => {
        const caller = requireCoach(req);
        // A form repeats `players` once per player, so a single player arrives as one value; a JSON
        // body says what it means and must send a list.
        const { players } = req.body;
        if (players != null && !Array.isArray(players) && !isFormBody(req))
          throw appError('players_not_a_list');
        return idempotent(ctx.db, req, reply, (db) => createTournament(db, caller, req.body));
      },
    );

    app.delete(
      '/deleteTournament/:id',
      { schema: { tags, params: idParams, response: replies({ 200: deletedReply }) } },
      async (req) => {
        await deleteTournament(ctx.db, requireCoach(req), req.params.id);
        return ok;
      },
    );

    app.put(
      '/editTournamentPlayerDetails',
      { schema: { tags, body: editTournamentPlayerBody, response: replies({ 200: tournament }) } },
      (req) => editTournamentPlayer(ctx.db, requireCoach(req), req.body),
    );

    app.delete(
      '/deletePlayerFromTournament/:id',
      { schema: { tags, params: idParams, response: replies({ 200: deletedReply }) } },
      async (req) => {
        await deleteTournamentPlayer(ctx.db, requireCoach(req), req.params.id);
        return ok;
      },
    );

    app.get(
      '/getAllTournamentMatches',
      { schema: { tags, response: replies({ 200: getAllTournamentMatchesReply }) } },
      (req) => listMatches(ctx.db, callerOf(req)),
    );

    app.post(
      '/createTournamentMatch',
      { schema: { tags, body: createTournamentMatchBody, response: replies({ 200: tournamentMatchReply }) } },
      (req, reply) => idempotent(ctx.db, req, reply, (db) => createMatch(db, requireCoach(req), req.body)),
    );

    app.put(
      '/editTournamentMatch',
      { schema: { tags, body: editTournamentMatchBody, response: replies({ 200: tournamentMatchReply }) } },
      (req) => editMatch(ctx.db, requireCoach(req), req.body),
    );

    app.delete(
      '/deleteTournamentMatch/:id',
      { schema: { tags, params: idParams, response: replies({ 200: deletedReply }) } },
      async (req) => {
        await deleteMatch(ctx.db, requireCoach(req), req.params.id);
        return ok;
      },
    );
  };
