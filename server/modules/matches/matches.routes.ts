import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTennisMatchBody,
  createTennisMatchReply,
  deleteTennisMatchReply,
  editTennisMatchBody,
  editTennisMatchReply,
  editTennisMatchTimeBody,
  editTennisMatchTimeReply,
  tennisMatchIdParams,
  tennisMatchListBody,
  tennisMatchListReply,
} from '../../../contract/matches';
import { ANY_ROLE, callerOf, requireCoach } from '../../auth/guards';
import type { AppContext } from '../../context';
import { replies } from '../../http';
import { idempotent } from '../../idempotency/idempotency';
import { createMatch } from './match-create';
import { listMatches } from './match-reads';
import { deleteMatch, editMatch, editMatchTime } from './match-results';

const tags = ['matches'];

/** The tennis match calls of SPEC.md section 7 "Matches". */
export const matchesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/tennis-match',
      // A read that SPEC.md spells as a POST: players list their team's matches with it.
      {
        config: ANY_ROLE,
        schema: { tags, body: tennisMatchListBody, response: replies({ 200: tennisMatchListReply }) },
      },
      async (req) => ({
        res: await listMatches(ctx.db, callerOf(req), req.body.matchTypeEnum, req.body.skillLevel),
      }),
    );

    app.post(
      '/create-tennis-match',
      { schema: { tags, body: createTennisMatchBody, response: replies({ 200: createTennisMatchReply }) } },
      (req, reply) =>
        idempotent(ctx.db, req, reply, async (db) => {
          const b = req.body;
          const id = await createMatch(
            db,
            requireCoach(req),
            {
              rosterId: b.SchoolTeamRosterID,
              matchType: b.MatchType,
              isSingles: b.IsSingles,
              date: b.MatchDate,
              time: b.MatchTime,
              playerIds: b.Plist.map((p) => p.ID),
              format: b.MatchFormat,
              ask: b.ask,
            },
            ctx.clock.now(),
          );
          return { res: { TennisMatchID: id } };
        }),
    );

    app.put(
      '/edit-tennis-match',
      { schema: { tags, body: editTennisMatchBody, response: replies({ 200: editTennisMatchReply }) } },
      async (req) => {
        const b = req.body;
        const { match, ladderChangeId } = await editMatch(
          ctx.db,
          requireCoach(req),
          {
            matchId: b.TennisMatchID,
            score: b.MatchScore,
            date: b.MatchDate,
            time: b.MatchTime,
            winnerIds: b.WinnerList.map((w) => w.ID),
            format: b.MatchFormat,
          },
          ctx.clock.now(),
        );
        return { res: match, LadderChangeID: ladderChangeId };
      },
    );

    app.put(
      '/edit-tennis-match-for-timeAndDate',
      {
        schema: { tags, body: editTennisMatchTimeBody, response: replies({ 200: editTennisMatchTimeReply }) },
      },
      async (req) => ({
        res: await editMatchTime(
          ctx.db,
          requireCoach(req),
          {
            matchId: req.body.tmid,
            date: req.body.date,
            time: req.body.time,
          },
          ctx.clock.now(),
        ),
      }),
    );

    app.delete(
      '/delete-tennis-match/:id',
      { schema: { tags, params: tennisMatchIdParams, response: replies({ 200: deleteTennisMatchReply }) } },
      async (req) => {
        await deleteMatch(ctx.db, requireCoach(req), req.params.id);
        return { res: { TennisMatchID: req.params.id } };
      },
    );
  };
