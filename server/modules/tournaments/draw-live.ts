import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DRAW_CHANGE_EVENT, DRAW_LIVE_EVENT } from '../../../contract/tournaments/draws';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { tournamentDraws } from '../../db/schema/index';
import { bumpAndAnnounce, type LiveBus } from '../../live/live-bus';
import { liveRooms } from '../../live/live-room';
import { sseFrame, type SseHub } from '../../live/sse';
import { publicDrawOfId, publicDrawRow } from './draw-public';
import { reachableDraw } from './draw-rows';

/**
 * The live draw pages (issue 36), on the live bus and rooms of server/live/ like the duals': every change of
 * a draw bumps its live version and announces it at its commit. A public viewer gets the public page as it
 * now is, read once per change in each process for all its viewers; a signed-in viewer (the tournament's
 * players and coaches, draw-rows.ts's `reachableDraw`) gets only the new version and reads the draw again
 * through its route, so the stream never shows more than that route would.
 */

/** Marks a draw changed for its live viewers, inside the transaction that changed it. */
export async function drawChanged(tx: Db, drawId: number): Promise<number> {
  return (await bumpAndAnnounce(tx, 'draw', 'tournament_draws', drawId)) ?? 0;
}

export interface DrawLiveStreams {
  /** GET /api/draw/{token}/live: 404 as the public page; else the page now, then at each change. */
  openPublic(request: FastifyRequest, reply: FastifyReply, token: string): Promise<FastifyReply>;
  /** GET /api/auth/tournaments/{id}/draw/live: 404 as the draw's route; else its versions. */
  openSeat(
    request: FastifyRequest,
    reply: FastifyReply,
    caller: Caller,
    tournamentId: number,
  ): Promise<FastifyReply>;
}

export function drawLiveStreams(
  db: Db,
  bus: LiveBus,
  hub: SseHub,
  log: FastifyRequest['log'],
): DrawLiveStreams {
  const publics = liveRooms(
    bus,
    hub,
    'draw',
    async (id) => {
      const page = await publicDrawOfId(db, id);
      return page
        ? {
            version: page.liveVersion,
            frame: sseFrame(DRAW_LIVE_EVENT, page.liveVersion, JSON.stringify(page)),
          }
        : null;
    },
    log,
  );
  // A removed draw closes its seats' streams: their reconnection gets the route's 404.
  const seats = liveRooms(
    bus,
    hub,
    'draw',
    async (id, announced) => {
      const version =
        announced ??
        (
          await db
            .select({ v: tournamentDraws.liveVersion })
            .from(tournamentDraws)
            .where(eq(tournamentDraws.id, id))
        )[0]?.v;
      return version === undefined
        ? null
        : { version, frame: sseFrame(DRAW_CHANGE_EVENT, version, JSON.stringify({ version })) };
    },
    log,
  );

  return {
    async openPublic(request, reply, token) {
      const row = await publicDrawRow(db, token);
      return publics.open(request, reply, row.id);
    },
    async openSeat(request, reply, caller, tournamentId) {
      const row = await reachableDraw(db, caller, tournamentId);
      return seats.open(request, reply, row.id);
    },
  };
}
