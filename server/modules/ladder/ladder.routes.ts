import type { FastifyInstance } from 'fastify';
import { ladderRoutes as routes } from '../../../contract/ladder/routes';
import type { AppContext } from '../../context';
import { clientAddress } from '../../http';
import { checkBeforeClaim, registerRoutes } from '../../routes';
import { deletePlayer, insertAtPosition, isAbleToSwitch, swapPositions, updatePosition } from './coach-moves';
import { ladderHistory } from './ladder-history';
import { undoLatestChange } from './ladder-undo';
import { teamRoster } from './roster-read';
import { joinRoster, resetTeamPin, teamPin, teamToJoin } from './team-pins';
import { addTeam } from './teams';

const ok = { ok: true as const };

/** Roster calls of SPEC.md section 7 "Ladder and roster", the Team PIN reset and the ladder history. */
export const ladderRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, routes, {
    roster: ({ db, caller, query }) => teamRoster(db, caller, query.skillLevel),
    teamPin: async ({ db, caller, body }) => ({ pin: await teamPin(db, caller, body.strid) }),
    resetTeamPin: async ({ db, caller, body }) => ({ pin: await resetTeamPin(db, caller, body.strid) }),
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
    // The PIN is checked (and the attempt counted) before the create's transaction, so a wrong
    // PIN's attempt is kept even though the failed create rolls back.
    joinTeam: checkBeforeClaim(
      ({ db, caller, body: b, request }) =>
        teamToJoin(
          db,
          caller,
          { school: b.school, teamType: b.teamtype, pin: b.pin },
          clientAddress(request),
        ),
      async ({ db, caller }, rosterId) => {
        await joinRoster(db, caller, rosterId);
        return ok;
      },
    ),
    addTeam: async ({ db, caller, body }) => ({
      ok: true as const,
      teamRosterID: await addTeam(db, caller, body.teamtype),
    }),
    changes: async ({ db, caller, query }) => ({
      changes: await ladderHistory(db, caller, query.skillLevel),
    }),
    undo: async ({ db, caller, body }) => ({
      ok: true as const,
      undoneChangeId: await undoLatestChange(db, caller, body.skillLevel),
    }),
  });
