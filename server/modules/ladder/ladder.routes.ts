import type { FastifyInstance } from 'fastify';
import { ladderRoutes as routes } from '../../../contract/ladder/routes';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../routes';
import { deletePlayer, insertAtPosition, isAbleToSwitch, swapPositions, updatePosition } from './coach-moves';
import { ladderHistory } from './ladder-history';
import { undoLatestChange } from './ladder-undo';
import { teamRoster } from './roster-read';

const ok = { ok: true as const };

/** Roster calls of SPEC.md section 7 "Ladder and roster" and the ladder history. */
export const ladderRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, routes, {
    roster: ({ db, caller, query }) => teamRoster(db, caller, query.skillLevel),
    isAbleToSwitch: async ({ db, caller, body }) => ({
      res: await isAbleToSwitch(db, caller, {
        position: body.position,
        teamType: body.schoolTeamId,
        rosterPlayerId: body.stp,
      }),
    }),
    updatePosition: async ({ db, caller, body: b }) => {
      await updatePosition(db, caller, {
        playerId: b.pid,
        rosterPlayerId: b.stpid,
        rosterId: b.strid,
        teamType: b.team,
        position: b.pos,
      });
      return ok;
    },
    insertPosition: async ({ db, caller, body: b }) => {
      await insertAtPosition(db, caller, { rosterId: b.strid, rosterPlayerId: b.stpid, position: b.pos });
      return ok;
    },
    swapPositions: async ({ db, caller, body: b }) => {
      await swapPositions(db, caller, {
        rosterId: b.strid,
        rosterPlayerId: b.stpid,
        otherRosterPlayerId: b.withStpid,
      });
      return ok;
    },
    deletePlayer: async ({ db, caller, query: q }) => {
      await deletePlayer(db, caller, { rosterId: q.strid, playerId: q.pid, rosterPlayerId: q.stpid });
      return ok;
    },
    changes: async ({ db, caller, query }) => ({
      changes: await ladderHistory(db, caller, query.skillLevel, query.season),
    }),
    undo: async ({ db, caller, body }) => ({
      ok: true as const,
      undoneChangeId: await undoLatestChange(db, caller, body.skillLevel),
    }),
  });
