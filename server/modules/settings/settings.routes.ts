import type { FastifyInstance } from 'fastify';
import { settingsRoutes as routes } from '../../../contract/settings/routes';
import type { AppContext } from '../../context';
import { clientAddress } from '../../http';
import { registerRoutes } from '../../routes';
import { getTeamMatchFormat, setTeamMatchFormat } from '../teams/team-format';
import { avatarHandlers, avatarServerOptions, registerMultipart } from './avatar.routes';
import * as settings from './settings.service';

/**
 * Settings calls of SPEC.md section 7: a person's own settings and photo, the coach's ladder
 * maximum, and a team's default match format (issue 19).
 */
export const settingsRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  await registerMultipart(app);
  registerRoutes(
    app,
    ctx,
    routes,
    {
      playerSettings: async ({ db, caller, params }) => ({
        res: await settings.getPersonalSettings(db, { kind: 'player', caller }, params.id),
      }),
      coachSettings: async ({ db, caller, params }) => ({
        res: await settings.getPersonalSettings(db, { kind: 'coach', caller }, params.id),
      }),
      savePlayerSettings: async ({ caller, body }) => ({
        res: await settings.updatePersonalSettings(ctx, { kind: 'player', caller }, body),
      }),
      saveCoachSettings: async ({ caller, body }) => ({
        res: await settings.updatePersonalSettings(ctx, { kind: 'coach', caller }, body),
      }),
      phoneCode: async ({ caller, body, request }) => {
        const person: settings.Person =
          caller.kind === 'coach' ? { kind: 'coach', caller } : { kind: 'player', caller };
        await settings.requestPhoneCode(ctx, person, body.phoneNumber, clientAddress(request));
        return { sent: true as const };
      },
      ladderMax: async ({ db, caller, params }) => ({
        res: await settings.getLadderMax(db, caller, params.id),
      }),
      saveLadderMax: async ({ db, caller, body }) => ({
        res: await settings.updateLadderMax(db, caller, body.id, body.max),
      }),
      teamFormat: ({ db, caller, params }) => getTeamMatchFormat(db, caller, params.id),
      saveTeamFormat: ({ db, caller, body }) => setTeamMatchFormat(db, caller, body.id, body.format),
      ...avatarHandlers,
    },
    avatarServerOptions,
  );
};
