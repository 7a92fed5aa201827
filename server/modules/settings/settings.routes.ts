import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ladderMaxBody,
  ladderMaxReply,
  personalSettingsBody,
  personalSettingsReply,
  phoneCodeBody,
  phoneCodeReply,
  settingsIdParams,
  teamMatchFormatBody,
  teamMatchFormatReply,
} from '../../../contract/settings';
import { ANY_ROLE, callerOf, requireCoach, requirePlayer } from '../../auth/guards';
import type { AppContext } from '../../context';
import { clientAddress, replies } from '../../http';
import { getTeamMatchFormat, setTeamMatchFormat } from '../ladder/team-format';
import * as settings from './settings.service';

/**
 * Settings calls of SPEC.md section 7: a person's own settings, the coach's ladder maximum, and a
 * team's default match format (issue 19).
 */
export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const personal = { tags: ['settings'], response: replies({ 200: personalSettingsReply }) };
    app.get(
      '/getSettings-player/:id',
      { schema: { ...personal, params: settingsIdParams } },
      async (req) => ({
        res: await settings.getPersonalSettings(
          ctx.db,
          { kind: 'player', caller: requirePlayer(req) },
          req.params.id,
        ),
      }),
    );
    app.get('/getSettings-coach/:id', { schema: { ...personal, params: settingsIdParams } }, async (req) => ({
      res: await settings.getPersonalSettings(
        ctx.db,
        { kind: 'coach', caller: requireCoach(req) },
        req.params.id,
      ),
    }));
    app.put(
      '/updateSettings-player',
      { config: ANY_ROLE, schema: { ...personal, body: personalSettingsBody } },
      async (req) => ({
        res: await settings.updatePersonalSettings(
          ctx,
          { kind: 'player', caller: requirePlayer(req) },
          req.body,
        ),
      }),
    );
    app.put(
      '/updateSettings-coach',
      { schema: { ...personal, body: personalSettingsBody } },
      async (req) => ({
        res: await settings.updatePersonalSettings(
          ctx,
          { kind: 'coach', caller: requireCoach(req) },
          req.body,
        ),
      }),
    );

    app.post(
      '/settings/phone-code',
      {
        config: ANY_ROLE,
        schema: { tags: ['settings'], body: phoneCodeBody, response: replies({ 200: phoneCodeReply }) },
      },
      async (req) => {
        const caller = callerOf(req);
        const person: settings.Person =
          caller.kind === 'coach' ? { kind: 'coach', caller } : { kind: 'player', caller };
        await settings.requestPhoneCode(ctx, person, req.body.phoneNumber, clientAddress(req));
        return { sent: true as const };
      },
    );

    const ladderMax = { tags: ['settings'], response: replies({ 200: ladderMaxReply }) };
    app.get(
      '/getSettings-coach-laddermaxposition/:id',
      { schema: { ...ladderMax, params: settingsIdParams } },
      async (req) => ({
        res: await settings.getLadderMax(ctx.db, requireCoach(req), req.params.id),
      }),
    );
    app.put(
      '/updateSettings-coach-laddermaxposition',
      { schema: { ...ladderMax, body: ladderMaxBody } },
      async (req) => ({
        res: await settings.updateLadderMax(ctx.db, requireCoach(req), req.body.id, req.body.max),
      }),
    );

    const teamFormat = { tags: ['settings'], response: replies({ 200: teamMatchFormatReply }) };
    app.get(
      '/getSettings-team-matchformat/:id',
      { schema: { ...teamFormat, params: settingsIdParams } },
      async (req) => ({ res: await getTeamMatchFormat(ctx.db, requireCoach(req), req.params.id) }),
    );
    app.put(
      '/updateSettings-team-matchformat',
      { schema: { ...teamFormat, body: teamMatchFormatBody } },
      async (req) => ({
        res: await setTeamMatchFormat(ctx.db, requireCoach(req), req.body.id, req.body.format),
      }),
    );
  };
