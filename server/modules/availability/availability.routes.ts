import type { FastifyInstance } from 'fastify';
import {
  availabilityLinkRoutes as linkRoutes,
  availabilityRoutes as routes,
} from '../../../contract/availability/routes';
import type { AppContext } from '../../context';
import { registerRoutes, type RouteServerOptions } from '../../routes';
import { answerByLink, answerInApp, readAvailability, readLink, setDeadline } from './availability-answers';
import { summaries } from './answer-summaries';
import { myRate, readAttendance, saveAttendance, teamRates } from './attendance';
import { readReminders, remindNow, saveReminders } from './reminders';

/** Availability, attendance and reminders (issue 22), under /api/auth. */
export const availabilityRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const now = () => ctx.clock.now();
  registerRoutes(app, ctx, routes, {
    summaries: async ({ db, caller, query }) => ({
      data: await summaries(db, caller, query.kind, query.ids, now()),
    }),
    myAttendance: ({ db, caller }) => myRate(db, caller.playerId, now()),
    reminders: ({ db, caller, params }) => readReminders(db, caller, params.team),
    saveReminders: ({ db, caller, params, body }) => saveReminders(db, caller, params.team, body, now()),
    teamAttendance: ({ db, caller, params }) => teamRates(db, caller, params.team, now()),
    read: ({ db, caller, params }) => readAvailability(db, caller, params.kind, params.id, now()),
    answer: ({ db, caller, params, body }) => answerInApp(db, caller, params.kind, params.id, body, now()),
    deadline: ({ db, caller, params, body }) =>
      setDeadline(db, caller, params.kind, params.id, body.deadline, now()),
    remind: ({ caller, params }) => remindNow(ctx, caller, params.kind, params.id),
    attendance: ({ db, caller, params }) => readAttendance(db, caller, params.kind, params.id, now()),
    saveAttendance: ({ db, caller, params, body }) =>
      saveAttendance(db, caller, params.kind, params.id, body.marks, now()),
  });
};

/** The signed SMS link's answer, signed out (the token is the key). */
export const availabilityLinkRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  // Request logs would otherwise carry the token in the URL.
  const quiet: RouteServerOptions = {
    logLevel: 'warn',
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  };
  registerRoutes(
    app,
    ctx,
    linkRoutes,
    {
      read: ({ params }) => readLink(ctx, params.token, ctx.clock.now()),
      answer: ({ params, body }) => answerByLink(ctx, params.token, body, ctx.clock.now()),
    },
    { read: quiet, answer: quiet },
  );
};
