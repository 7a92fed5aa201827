import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coachNavbarReply, playerNavbarReply, uiSettings, uiSettingsUpdate } from '../../../contract/auth';
import { ANY_ROLE, callerOf, requireCoach, requirePlayer } from '../../auth/guards';
import type { AppContext } from '../../context';
import { replies } from '../../http';
import * as profile from './profile.service';

/** Navbar calls of SPEC.md section 7 and the user's saved look. */
export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/userNavbarHeader',
      { schema: { tags: ['navbar'], response: replies({ 200: coachNavbarReply }) } },
      (req) => profile.coachNavbar(ctx.db, requireCoach(req)),
    );
    app.get(
      '/player-getNavbarInfo',
      { schema: { tags: ['navbar'], response: replies({ 200: playerNavbarReply }) } },
      (req) => profile.playerNavbar(ctx.db, requirePlayer(req)),
    );
    app.get(
      '/ui-settings',
      { schema: { tags: ['settings'], response: replies({ 200: uiSettings }) } },
      (req) => profile.getUiSettings(ctx.db, callerOf(req)),
    );
    app.put(
      '/ui-settings',
      {
        config: ANY_ROLE,
        schema: { tags: ['settings'], body: uiSettingsUpdate, response: replies({ 200: uiSettings }) },
      },
      (req) => profile.updateUiSettings(ctx.db, callerOf(req), req.body),
    );
  };
