import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AnswerBody, SubjectKind } from '../../../contract/availability';
import type {
  childAnswerReply,
  GuardianChildReply,
  GuardianChildrenReply,
} from '../../../contract/guardians';
import { guardianSignInRoutes, guardiansRoutes as routes } from '../../../contract/guardians/routes';
import type { GuardianCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { clientAddress } from '../../http';
import { registerRoutes, type RouteServerOptions } from '../../routes';
import {
  addGuardian,
  confirmLink,
  playerGuardians,
  readConfirm,
  removeGuardian,
  setMinorFacts,
} from './guardian-links';
import { guardianLogin, requestGuardianCode } from './guardian-sign-in';
import { messageLog, messageLogCsv } from './message-log';

/**
 * The guardian's reads of a child, composed above the modules from the owning modules' reads
 * (server/guardian-reads.ts) and passed in by server/app.ts, as `coachJoined` is to teams.
 */
export interface ChildReads {
  children(db: Db, caller: GuardianCaller, now: Date): Promise<GuardianChildrenReply>;
  child(db: Db, caller: GuardianCaller, playerId: number, now: Date): Promise<GuardianChildReply>;
  answer(
    db: Db,
    caller: GuardianCaller,
    playerId: number,
    kind: SubjectKind,
    id: number,
    body: { answer: AnswerBody['answer']; note: string },
    now: Date,
  ): Promise<z.infer<typeof childAnswerReply>>;
}

/** Guardians (issue 34), under /api/auth. */
export const guardiansRoutes = (ctx: AppContext, reads: ChildReads) => async (app: FastifyInstance) => {
  const now = () => ctx.clock.now();
  registerRoutes(app, ctx, routes, {
    ofPlayer: ({ db, caller, params }) => playerGuardians(db, caller, params.playerId, now()),
    add: ({ db, caller, params, body }) => addGuardian(ctx, db, caller, params.playerId, body),
    remove: ({ db, caller, params }) => removeGuardian(db, caller, params.playerId, params.linkId),
    setMinor: ({ db, caller, params, body }) => setMinorFacts(db, caller, params.playerId, body, now()),
    children: ({ db, caller }) => reads.children(db, caller, now()),
    child: ({ db, caller, params }) => reads.child(db, caller, params.playerId, now()),
    answerForChild: ({ db, caller, params, body }) =>
      reads.answer(db, caller, params.playerId, params.kind, params.id, body, now()),
    messageLog: ({ db, caller, params }) => messageLog(db, caller, params.rosterId),
    messageLogCsv: async ({ db, caller, params, reply }) => {
      const csv = await messageLogCsv(db, caller, params.rosterId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="courtside-minor-texts-${params.rosterId}.csv"`)
        .send(csv);
    },
  });
};

/** Signed out: confirming a link from its SMS, and the guardian's sign-in (throttled like the others). */
export const guardianSignInRoutesOf = (ctx: AppContext) => async (app: FastifyInstance) => {
  // Request logs would otherwise carry the confirmation token in the URL.
  const quiet: RouteServerOptions = { logLevel: 'warn' };
  registerRoutes(
    app,
    ctx,
    guardianSignInRoutes,
    {
      readConfirm: ({ params }) => readConfirm(ctx.db, params.token),
      confirm: ({ params }) => confirmLink(ctx.db, params.token, ctx.clock.now()),
      requestCode: ({ body, request }) => requestGuardianCode(ctx, body.sms, clientAddress(request)),
      login: ({ body, request }) => guardianLogin(ctx, body.sms, body.code, clientAddress(request)),
    },
    { readConfirm: quiet, confirm: quiet },
  );
};
