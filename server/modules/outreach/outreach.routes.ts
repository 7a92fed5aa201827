import { outreachRoutes as routes } from '../../../contract/outreach/routes';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../routes';
import type { FastifyInstance } from 'fastify';
import * as access from './contacts-access';
import * as outreach from './outreach.service';

/** Outreach calls of SPEC.md section 7, coach only. */
export const outreachRoutes = (ctx: AppContext) => async (app: FastifyInstance) =>
  registerRoutes(app, ctx, routes, {
    contacts: async ({ db, caller, params }) => ({
      data: await outreach.listCommunications(db, caller, params.skillLevel),
    }),
    addContact: async ({ db, caller, body }) => ({ data: await outreach.addCommunication(db, caller, body) }),
    editContact: async ({ db, caller, body }) => ({
      data: await outreach.editCommunication(db, caller, body),
    }),
    access: ({ db, caller }) => access.outreachAccess(db, caller),
    acceptCoach: ({ db, caller, params }) => access.decideContactsAccess(db, caller, params.id, 'accepted'),
    declineCoach: ({ db, caller, params }) => access.decideContactsAccess(db, caller, params.id, 'declined'),
    deleteContact: async ({ db, caller, params }) => {
      await outreach.deleteCommunication(db, caller, params.id);
      return { ok: true as const };
    },
  });
