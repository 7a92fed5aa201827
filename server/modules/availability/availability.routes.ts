import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerBody,
  attendanceBody,
  attendanceReply,
  availabilityReply,
  deadlineBody,
  linkParams,
  linkReply,
  ratesReply,
  reminderSettings,
  reminderSettingsReply,
  remindReply,
  subjectParams,
  summariesQuery,
  summariesReply,
  teamParams,
} from '../../../contract/availability';
import { callerOf, requireCoach, requirePlayer } from '../../auth/guards';
import type { AppContext } from '../../context';
import { replies } from '../../http';
import { answerByLink, answerInApp, readAvailability, readLink, setDeadline } from './availability-answers';
import { summaries } from './answer-summaries';
import { myRate, readAttendance, saveAttendance, teamRates } from './attendance';
import { readReminders, remindNow, saveReminders } from './reminders';

const tags = ['availability'];
const PLAYERS = { roles: ['player'] } as const;

/** Availability, attendance and reminders (issue 22), under /api/auth. */
export const availabilityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const now = () => ctx.clock.now();
    app.get(
      '/availability/summaries',
      { schema: { tags, querystring: summariesQuery, response: replies({ 200: summariesReply }) } },
      async (req) => ({ data: await summaries(ctx.db, callerOf(req), req.query.kind, req.query.ids, now()) }),
    );
    app.get(
      '/availability/my-attendance',
      { config: PLAYERS, schema: { tags, response: replies({ 200: ratesReply }) } },
      (req) => myRate(ctx.db, requirePlayer(req).playerId, now()),
    );
    app.get(
      '/availability/team/:team/reminders',
      {
        config: { roles: ['coach'] },
        schema: { tags, params: teamParams, response: replies({ 200: reminderSettingsReply }) },
      },
      (req) => readReminders(ctx.db, requireCoach(req), req.params.team),
    );
    app.put(
      '/availability/team/:team/reminders',
      {
        schema: {
          tags,
          params: teamParams,
          body: reminderSettings,
          response: replies({ 200: reminderSettingsReply }),
        },
      },
      (req) => saveReminders(ctx.db, requireCoach(req), req.params.team, req.body, now()),
    );
    app.get(
      '/availability/team/:team/attendance',
      { schema: { tags, params: teamParams, response: replies({ 200: ratesReply }) } },
      (req) => teamRates(ctx.db, callerOf(req), req.params.team, now()),
    );
    app.get(
      '/availability/:kind/:id',
      { schema: { tags, params: subjectParams, response: replies({ 200: availabilityReply }) } },
      (req) => readAvailability(ctx.db, callerOf(req), req.params.kind, req.params.id, now()),
    );
    app.put(
      '/availability/:kind/:id/answer',
      {
        config: PLAYERS,
        schema: {
          tags,
          params: subjectParams,
          body: answerBody,
          response: replies({ 200: availabilityReply }),
        },
      },
      (req) => answerInApp(ctx.db, requirePlayer(req), req.params.kind, req.params.id, req.body, now()),
    );
    app.put(
      '/availability/:kind/:id/deadline',
      {
        schema: {
          tags,
          params: subjectParams,
          body: deadlineBody,
          response: replies({ 200: availabilityReply }),
        },
      },
      (req) =>
        setDeadline(ctx.db, requireCoach(req), req.params.kind, req.params.id, req.body.deadline, now()),
    );
    app.post(
      '/availability/:kind/:id/remind',
      { schema: { tags, params: subjectParams, response: replies({ 200: remindReply }) } },
      (req) => remindNow(ctx, requireCoach(req), req.params.kind, req.params.id),
    );
    app.get(
      '/availability/:kind/:id/attendance',
      {
        config: { roles: ['coach'] },
        schema: { tags, params: subjectParams, response: replies({ 200: attendanceReply }) },
      },
      (req) => readAttendance(ctx.db, requireCoach(req), req.params.kind, req.params.id, now()),
    );
    app.put(
      '/availability/:kind/:id/attendance',
      {
        schema: {
          tags,
          params: subjectParams,
          body: attendanceBody,
          response: replies({ 200: attendanceReply }),
        },
      },
      (req) =>
        saveAttendance(ctx.db, requireCoach(req), req.params.kind, req.params.id, req.body.marks, now()),
    );
  };

/** The signed SMS link's answer, signed out (the token is the key): GET and PUT /api/availability-link/{token}. */
export const availabilityLinkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
    app.get(
      '/availability-link/:token',
      {
        logLevel: 'warn',
        config: limit,
        schema: { tags, params: linkParams, response: replies({ 200: linkReply }) },
      },
      (req) => readLink(ctx, req.params.token, ctx.clock.now()),
    );
    app.put(
      '/availability-link/:token',
      {
        logLevel: 'warn',
        config: limit,
        schema: { tags, params: linkParams, body: answerBody, response: replies({ 200: linkReply }) },
      },
      (req) => answerByLink(ctx, req.params.token, req.body, ctx.clock.now()),
    );
  };
