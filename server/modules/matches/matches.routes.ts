import type { FastifyInstance } from 'fastify';
import { matchesRoutes as routes } from '../../../contract/matches/routes';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../routes';
import { createMatch } from './match-create';
import { listMatches } from './match-reads';
import { deleteMatch, editMatch, editMatchTime } from './match-results';

/** The tennis match calls of SPEC.md section 7 "Matches". */
export const matchesRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, routes, {
    list: async ({ db, caller, body }) => ({
      res: await listMatches(db, caller, body.matchTypeEnum, body.skillLevel),
    }),
    create: async ({ db, caller, body: b }) => {
      const id = await createMatch(
        db,
        caller,
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
    },
    edit: async ({ db, caller, body: b }) => {
      const { match, ladderChangeId } = await editMatch(
        db,
        caller,
        {
          matchId: b.TennisMatchID,
          score: b.MatchScore,
          date: b.MatchDate,
          time: b.MatchTime,
          winnerIds: b.WinnerList.map((w) => w.ID),
          format: b.MatchFormat,
          ask: b.ask,
        },
        ctx.clock.now(),
      );
      return { res: match, LadderChangeID: ladderChangeId };
    },
    editTime: async ({ db, caller, body }) => ({
      res: await editMatchTime(
        db,
        caller,
        { matchId: body.tmid, date: body.date, time: body.time, ask: body.ask },
        ctx.clock.now(),
      ),
    }),
    delete: async ({ db, caller, params }) => {
      await deleteMatch(db, caller, params.id);
      return { res: { TennisMatchID: params.id } };
    },
  });
