import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DUAL_LIVE_EVENT } from '../../../contract/duals';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { duals } from '../../db/schema/index';
import { bumpAndAnnounce, type LiveBus } from '../../live/live-bus';
import { sseFrame, type SseHub, type SseStream } from '../../live/sse';
import { dualAccess } from './dual-access';
import { publicDualOfId, publicDualRow } from './dual-public';

/**
 * The live dual pages (issue 33): every change a dual's viewers see bumps its live version and announces it
 * on the live bus (server/live/live-bus.ts) at its commit; each process fans it out to the streams it holds
 * for that dual (server/live/sse.ts). A public viewer gets the public page as it now is, read once per change
 * in each process however many watch it; a signed-in viewer gets only the new version and reads the dual
 * again through the routes that check their access (dual-access.ts), so a stream never shows a seat more
 * than its routes would, and a signed-out user's next read is refused.
 */

/** Marks a dual changed for its live viewers, inside the transaction that changed it: its new live version. */
export async function dualChanged(tx: Db, dualId: number): Promise<number> {
  return (await bumpAndAnnounce(tx, 'dual', 'duals', dualId)) ?? 0;
}

/** The streams of one dual in this process. */
interface Room {
  publics: Set<SseStream>;
  seats: Set<SseStream>;
  unwatch: () => void;
  /** A public read is under way; `again`: a change came meanwhile, read once more after it. */
  reading: boolean;
  again: boolean;
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
  const rooms = new Map<number, Room>();

  const readPublic = async (dualId: number, room: Room): Promise<void> => {
    if (room.reading) {
      room.again = true;
      return;
    }
    room.reading = true;
    try {
      do {
        room.again = false;
        const page = await publicDualOfId(db, dualId);
        if (!page) {
          // Unpublished or deleted: its public viewers are told so by the 404 of their reconnection.
          for (const s of [...room.publics]) s.close();
          continue;
        }
        const frame = sseFrame(DUAL_LIVE_EVENT.dual, page.live.version, JSON.stringify(page));
        for (const s of room.publics) s.sendFrame(page.live.version, frame);
      } while (room.again && room.publics.size > 0);
    } catch (err) {
      log.warn({ err, dualId }, 'reading a live dual failed');
    } finally {
      room.reading = false;
    }
  };

  const readVersion = async (dualId: number): Promise<number | null> => {
    const [row] = await db.select({ version: duals.liveVersion }).from(duals).where(eq(duals.id, dualId));
    return row?.version ?? null;
  };

  const onChange = (dualId: number, room: Room, version: number | null) => {
    if (room.seats.size > 0) {
      const tell = (v: number) => {
        const frame = sseFrame(DUAL_LIVE_EVENT.change, v, JSON.stringify({ version: v }));
        for (const s of room.seats) s.sendFrame(v, frame);
      };
      if (version !== null) tell(version);
      else
        readVersion(dualId).then(
          (v) => (v === null ? undefined : tell(v)),
          (err: unknown) => log.warn({ err, dualId }, 'reading a live dual failed'),
        );
    }
    if (room.publics.size > 0) void readPublic(dualId, room);
  };

  const join = (dualId: number, kind: 'publics' | 'seats', stream: SseStream) => {
    let room = rooms.get(dualId);
    if (!room) {
      const created: Room = {
        publics: new Set(),
        seats: new Set(),
        unwatch: () => undefined,
        reading: false,
        again: false,
      };
      created.unwatch = bus.watch('dual', dualId, (version) => onChange(dualId, created, version));
      rooms.set(dualId, created);
      room = created;
    }
    room[kind].add(stream);
    const joined = room;
    return () => {
      joined[kind].delete(stream);
      if (joined.publics.size === 0 && joined.seats.size === 0 && rooms.get(dualId) === joined) {
        joined.unwatch();
        rooms.delete(dualId);
      }
    };
  };

  return {
    async openPublic(request, reply, token) {
      const row = await publicDualRow(db, token);
      let leave = () => undefined as void;
      const stream = hub.open(request, reply, () => leave());
      leave = join(row.id, 'publics', stream);
      if (stream.closed) leave();
      try {
        // The page as it is now, read after joining: no change between the two is missed.
        const page = await publicDualOfId(db, row.id);
        if (page) stream.send(DUAL_LIVE_EVENT.dual, page.live.version, JSON.stringify(page));
        else stream.close();
      } catch (err) {
        log.warn({ err }, 'reading a live dual failed');
        stream.close();
      }
      return reply;
    },
    async openSeat(request, reply, caller, id) {
      const seat = await dualAccess(db, caller, id);
      let leave = () => undefined as void;
      const stream = hub.open(request, reply, () => leave());
      leave = join(seat.dual.id, 'seats', stream);
      if (stream.closed) leave();
      try {
        // The version now, read after joining: no change between the two is missed.
        const version = (await readVersion(seat.dual.id)) ?? seat.dual.liveVersion;
        stream.send(DUAL_LIVE_EVENT.change, version, JSON.stringify({ version }));
      } catch (err) {
        log.warn({ err }, 'reading a live dual failed');
        stream.close();
      }
      return reply;
    },
  };
}
