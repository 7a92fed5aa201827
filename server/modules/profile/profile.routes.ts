import type { FastifyInstance } from 'fastify';
import { profileRoutes as routes } from '../../../contract/profile/routes';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../routes';
import * as profile from './profile.service';

/** Navbar calls of SPEC.md section 7 and the user's saved look. */
export const profileRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, routes, {
    coachNavbar: ({ db, caller }) => profile.coachNavbar(db, caller),
    playerNavbar: ({ db, caller }) => profile.playerNavbar(db, caller),
    uiSettings: ({ db, caller }) => profile.getUiSettings(db, caller),
    saveUiSettings: ({ db, caller, body }) => profile.updateUiSettings(db, caller, body),
  });
