import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deletePlayerQuery,
  insertPositionBody,
  isAbleToSwitchBody,
  isAbleToSwitchReply,
  addTeamBody,
  addTeamReply,
  joinTeamBody,
  ladderChangesReply,
  ladderOkReply,
  rosterPinBody,
  rosterPinReply,
  rosterPinResetBody,
  rosterReply,
  skillLevelQuery,
  swapPositionsBody,
  undoLadderChangeBody,
  undoLadderChangeReply,
  updatePositionBody,
} from '../../../contract/ladder';
import { callerOf, requireCoach } from '../../auth/guards';
import type { AppContext } from '../../context';
import { clientAddress, replies } from '../../http';
import { idempotent } from '../../idempotency/idempotency';
import { deletePlayer, insertAtPosition, isAbleToSwitch, swapPositions, updatePosition } from './coach-moves';
import { ladderHistory } from './ladder-history';
import { undoLatestChange } from './ladder-undo';
import { teamRoster } from './roster-read';
import { joinRoster, resetTeamPin, teamPin, teamToJoin } from './team-pins';
import { addTeam } from './teams';

const tags = ['ladder'];
const ok = { ok: true as const };

/** Roster calls of SPEC.md section 7 "Ladder and roster", the Team PIN reset and the ladder history. */
export const ladderRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/roster',
      { schema: { tags, querystring: skillLevelQuery, response: replies({ 200: rosterReply }) } },
      (req) => teamRoster(ctx.db, callerOf(req), req.query.skillLevel),
    );

    app.post(
      '/roster/pin',
      { schema: { tags, body: rosterPinBody, response: replies({ 200: rosterPinReply }) } },
      async (req) => ({ pin: await teamPin(ctx.db, requireCoach(req), req.body.strid) }),
    );

    app.post(
      '/roster/pin/reset',
      { schema: { tags, body: rosterPinResetBody, response: replies({ 200: rosterPinReply }) } },
      async (req) => ({ pin: await resetTeamPin(ctx.db, requireCoach(req), req.body.strid) }),
    );

    app.post(
      '/roster/isAbleToSwitch',
      { schema: { tags, body: isAbleToSwitchBody, response: replies({ 200: isAbleToSwitchReply }) } },
      async (req) => ({
        res: await isAbleToSwitch(ctx.db, requireCoach(req), {
          position: req.body.position,
          teamType: req.body.schoolTeamId,
          rosterPlayerId: req.body.stp,
        }),
      }),
    );

    app.put(
      '/roster/updatePosition',
      { schema: { tags, body: updatePositionBody, response: replies({ 200: ladderOkReply }) } },
      async (req) => {
        const b = req.body;
        await updatePosition(ctx.db, requireCoach(req), {
          playerId: b.pid,
          rosterPlayerId: b.stpid,
          rosterId: b.strid,
          teamType: b.team,
          position: b.pos,
        });
        return ok;
      },
    );

    app.put(
      '/roster/insertPosition',
      { schema: { tags, body: insertPositionBody, response: replies({ 200: ladderOkReply }) } },
      async (req) => {
        const b = req.body;
        await insertAtPosition(ctx.db, requireCoach(req), {
          rosterId: b.strid,
          rosterPlayerId: b.stpid,
          position: b.pos,
        });
        return ok;
      },
    );

    app.put(
      '/roster/swapPositions',
      { schema: { tags, body: swapPositionsBody, response: replies({ 200: ladderOkReply }) } },
      async (req) => {
        const b = req.body;
        await swapPositions(ctx.db, requireCoach(req), {
          rosterId: b.strid,
          rosterPlayerId: b.stpid,
          otherRosterPlayerId: b.withStpid,
        });
        return ok;
      },
    );

    app.delete(
      '/roster/deletePlayer',
      { schema: { tags, querystring: deletePlayerQuery, response: replies({ 200: ladderOkReply }) } },
      async (req) => {
        const q = req.query;
        await deletePlayer(ctx.db, requireCoach(req), {
          rosterId: q.strid,
          playerId: q.pid,
          rosterPlayerId: q.stpid,
        });
        return ok;
      },
    );

    app.post(
      '/joinTeam',
      { schema: { tags, body: joinTeamBody, response: replies({ 200: ladderOkReply }) } },
      async (req, reply) => {
        const b = req.body;
        const caller = requireCoach(req);
        // The PIN is checked (and the attempt counted) outside the create's transaction, so a
        // wrong PIN's attempt is kept even though the failed create rolls back.
        const rosterId = await teamToJoin(
          ctx.db,
          caller,
          { school: b.school, teamType: b.teamtype, pin: b.pin },
          clientAddress(req),
        );
        return idempotent(ctx.db, req, reply, async (db) => {
          await joinRoster(db, caller, rosterId);
          return ok;
        });
      },
    );

    app.post(
      '/addTeam',
      { schema: { tags, body: addTeamBody, response: replies({ 200: addTeamReply }) } },
      async (req) => ({
        ok: true as const,
        teamRosterID: await addTeam(ctx.db, requireCoach(req), req.body.teamtype),
      }),
    );

    app.get(
      '/ladder-changes',
      { schema: { tags, querystring: skillLevelQuery, response: replies({ 200: ladderChangesReply }) } },
      async (req) => ({ changes: await ladderHistory(ctx.db, callerOf(req), req.query.skillLevel) }),
    );

    app.post(
      '/ladder-changes/undo',
      { schema: { tags, body: undoLadderChangeBody, response: replies({ 200: undoLadderChangeReply }) } },
      // A double tap must not undo two changes.
      (req, reply) =>
        idempotent(ctx.db, req, reply, async (db) => ({
          ok: true as const,
          undoneChangeId: await undoLatestChange(db, requireCoach(req), req.body.skillLevel),
        })),
    );
  };
