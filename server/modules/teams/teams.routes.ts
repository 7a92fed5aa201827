import type { FastifyInstance } from 'fastify';
import { teamsRoutes as routes } from '../../../contract/teams/routes';
import type { AppContext } from '../../context';
import { clientAddress } from '../../http';
import { checkBeforeClaim, registerRoutes } from '../../routes';
import { joinRoster, resetTeamPin, teamPin, teamToJoin, type CoachJoined } from './team-pins';
import { addTeam } from './teams';

const ok = { ok: true as const };

/**
 * The Team PIN (SPEC.md section 7), a coach joining a team by it, and a coach starting a team.
 * `coachJoined` runs in the join's transaction: what other features grant a coach who joined by
 * PIN (server/app.ts passes outreach's contacts access), so teams imports no other feature.
 */
export const teamsRoutes =
  (ctx: AppContext, hooks: { coachJoined: CoachJoined }) => async (app: FastifyInstance) =>
    registerRoutes(app, ctx, routes, {
      teamPin: async ({ db, caller, body }) => ({ pin: await teamPin(db, caller, body.strid) }),
      resetTeamPin: async ({ db, caller, body }) => ({ pin: await resetTeamPin(db, caller, body.strid) }),
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
          await joinRoster(db, caller, rosterId, hooks.coachJoined);
          return ok;
        },
      ),
      addTeam: async ({ db, caller, body }) => ({
        ...ok,
        teamRosterID: await addTeam(db, caller, body.teamtype),
      }),
    });
