import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DUAL_LIVE_EVENT } from '../../../contract/duals';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { duals } from '../../db/schema/index';
import { bumpAndAnnounce, type LiveBus } from '../../live/live-bus';
import { liveRooms } from '../../live/live-room';
import { sseFrame, type SseHub } from '../../live/sse';
import { dualAccess } from './dual-access';
import { publicDualOfId, publicDualRow } from './dual-public';

/**
 * The live dual pages (issue 33): every change a dual's viewers see bumps its live version and announces it
 * on the live bus (server/live/live-bus.ts) at its commit; each process fans it out through its rooms
 * (server/live/live-room.ts). A public viewer gets the public page as it now is, read once per change in
 * each process however many watch it; a signed-in viewer gets only the new version and reads the dual
 * again through the routes that check their access (dual-access.ts), so a stream never shows a seat more
 * than its routes would, and a signed-out user's next read is refused.
 */

/** Marks a dual changed for its live viewers, inside the transaction that changed it: its new live version. */
export async function dualChanged(tx: Db, dualId: number): Promise<number> {
  return (await bumpAndAnnounce(tx, 'dual', 'duals', dualId)) ?? 0;
}

export interface DualLiveStreams {
  /** GET /api/dual/{token}/live: 404 as the public page; else the page now, then at each change. */
  openPublic(request: FastifyRequest, reply: FastifyReply, token: string): Promise<FastifyReply>;
  /** GET /api/auth/duals/{id}/live: 404 for whoever may not read the dual's scoring view; else its versions. */
  openSeat(request: FastifyRequest, reply: FastifyReply, caller: Caller, id: number): Promise<FastifyReply>;
}

export function dualLiveStreams(
  db: Db,
  bus: LiveBus,
  hub: SseHub,
  log: FastifyRequest['log'],
): DualLiveStreams {
  // Unpublished or deleted: its public viewers are told so by the 404 of their reconnection.
  const publics = liveRooms(
    bus,
    hub,
    'dual',
    async (id) => {
      const page = await publicDualOfId(db, id);
      return page
        ? {
            version: page.live.version,
            frame: sseFrame(DUAL_LIVE_EVENT.dual, page.live.version, JSON.stringify(page)),
          }
        : null;
    },
    log,
  );
  // A seat's frame is the version alone: the announced one, or read after a reconnection of the bus.
  const seats = liveRooms(
    bus,
    hub,
    'dual',
    async (id, announced) => {
      const version =
        announced ?? (await db.select({ v: duals.liveVersion }).from(duals).where(eq(duals.id, id)))[0]?.v;
      return version === undefined
        ? null
        : { version, frame: sseFrame(DUAL_LIVE_EVENT.change, version, JSON.stringify({ version })) };
    },
    log,
  );

  return {
    async openPublic(request, reply, token) {
      const row = await publicDualRow(db, token);
      return publics.open(request, reply, row.id);
    },
    async openSeat(request, reply, caller, id) {
      const seat = await dualAccess(db, caller, id);
      return seats.open(request, reply, seat.dual.id);
    },
  };
}
