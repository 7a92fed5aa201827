import type { FastifyReply, FastifyRequest } from 'fastify';
import { DRAW_LIVE_EVENT, type DrawView } from '../../../contract/tournaments/draws';
import type { Db } from '../../db/client';
import { bumpAndAnnounce, type LiveBus } from '../../live/live-bus';
import { sseFrame, type SseHub, type SseStream } from '../../live/sse';
import { publicDrawOfId, publicDrawRow } from './draw-public';

/**
 * The live public bracket (issue 36), on the live bus like the duals' (server/live/): every change of a
 * draw bumps its live version and announces it at its commit; each process reads the public page once per
 * change for all its viewers of that draw and sends the same frame to each. A signed-in page reads again
 * after its own changes.
 */

/** Marks a draw changed for its live viewers, inside the transaction that changed it. */
export async function drawChanged(tx: Db, drawId: number): Promise<number> {
  return (await bumpAndAnnounce(tx, 'draw', 'tournament_draws', drawId)) ?? 0;
}

interface Room {
  streams: Set<SseStream>;
  unwatch: () => void;
  reading: boolean;
  again: boolean;
}

export interface DrawLiveStreams {
  /** GET /api/draw/{token}/live: 404 as the public page; else the page now, then at each change. */
  openPublic(request: FastifyRequest, reply: FastifyReply, token: string): Promise<FastifyReply>;
}

export function drawLiveStreams(
  db: Db,
  bus: LiveBus,
  hub: SseHub,
  log: FastifyRequest['log'],
): DrawLiveStreams {
  const rooms = new Map<number, Room>();
  const send = (stream: SseStream, page: DrawView) =>
    stream.send(DRAW_LIVE_EVENT, page.liveVersion, JSON.stringify(page));

  const read = async (drawId: number, room: Room): Promise<void> => {
    if (room.reading) {
      room.again = true;
      return;
    }
    room.reading = true;
    try {
      do {
        room.again = false;
        const page = await publicDrawOfId(db, drawId);
        if (!page) {
          for (const s of [...room.streams]) s.close();
          continue;
        }
        const frame = sseFrame(DRAW_LIVE_EVENT, page.liveVersion, JSON.stringify(page));
        for (const s of room.streams) s.sendFrame(page.liveVersion, frame);
      } while (room.again && room.streams.size > 0);
    } catch (err) {
      log.warn({ err, drawId }, 'reading a live draw failed');
    } finally {
      room.reading = false;
    }
  };

  const join = (drawId: number, stream: SseStream) => {
    let room = rooms.get(drawId);
    if (!room) {
      const created: Room = { streams: new Set(), unwatch: () => undefined, reading: false, again: false };
      created.unwatch = bus.watch('draw', drawId, () => void read(drawId, created));
      rooms.set(drawId, created);
      room = created;
    }
    room.streams.add(stream);
    const joined = room;
    return () => {
      joined.streams.delete(stream);
      if (joined.streams.size === 0 && rooms.get(drawId) === joined) {
        joined.unwatch();
        rooms.delete(drawId);
      }
    };
  };

  return {
    async openPublic(request, reply, token) {
      const row = await publicDrawRow(db, token);
      let leave = () => undefined as void;
      const stream = hub.open(request, reply, () => leave());
      leave = join(row.id, stream);
      if (stream.closed) leave();
      try {
        // The page as it is now, read after joining: no change between the two is missed.
        const page = await publicDrawOfId(db, row.id);
        if (page) send(stream, page);
        else stream.close();
      } catch (err) {
        log.warn({ err }, 'reading a live draw failed');
        stream.close();
      }
      return reply;
    },
  };
}
