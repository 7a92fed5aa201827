import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveBus, LiveTopic } from './live-bus';
import type { SseHub, SseStream } from './sse';

/**
 * The one live room (docs/architecture.md "Live updates"): the streams of this process that watch one row
 * (a dual, a draw) and see the same frame. A room watches the bus once for its id while it has streams;
 * each change is read once for all of them whatever their number (a change arriving during a read makes
 * one more read), the frame is built once and sent to every stream (each sends only versions newer than
 * its last), and when the row is gone the streams are closed (their reconnection gets the route's 404).
 * A feature gives what its viewers see as `read`; its access check runs before `open`.
 */

/** One event built once for all the streams of a room: its version and its text (sseFrame). */
export interface LiveFrame {
  version: number;
  frame: string;
}

/**
 * What a room's viewers see of row `id` now, or null when it is gone. `announced` is the version the bus
 * announced (null: a stream's first read, or the bus was reconnected and changes may have been missed).
 */
export type LiveRead = (id: number, announced: number | null) => Promise<LiveFrame | null>;

export interface LiveRooms {
  /**
   * Turns the request into a stream of row `id`'s room (the caller has checked access): the current frame
   * first, read after joining so no change between the two is missed, then one at each change.
   */
  open(request: FastifyRequest, reply: FastifyReply, id: number): Promise<FastifyReply>;
  /** Rooms open in this process (tests). */
  readonly size: number;
}

interface Room {
  streams: Set<SseStream>;
  unwatch: () => void;
  /** A read is under way; `again`: a change came meanwhile, read once more after it. */
  reading: boolean;
  again: boolean;
  /** The newest version the bus announced; `stale`: the bus was reconnected since the last read began. */
  announced: number;
  stale: boolean;
}

/** The rooms of one topic and one kind of viewer, each reading through `read`. */
export function liveRooms(
  bus: LiveBus,
  hub: SseHub,
  topic: LiveTopic,
  read: LiveRead,
  log: FastifyBaseLogger,
): LiveRooms {
  const rooms = new Map<number, Room>();

  const readAll = async (id: number, room: Room): Promise<void> => {
    if (room.reading) {
      room.again = true;
      return;
    }
    room.reading = true;
    try {
      do {
        room.again = false;
        const announced = room.stale || room.announced < 0 ? null : room.announced;
        room.stale = false;
        const now = await read(id, announced);
        if (!now) {
          for (const s of [...room.streams]) s.close();
          continue;
        }
        for (const s of room.streams) s.sendFrame(now.version, now.frame);
      } while (room.again && room.streams.size > 0);
    } catch (err) {
      log.warn({ err, topic, id }, 'reading a live row failed');
    } finally {
      room.reading = false;
    }
  };

  const join = (id: number, stream: SseStream) => {
    let room = rooms.get(id);
    if (!room) {
      const created: Room = {
        streams: new Set(),
        unwatch: () => undefined,
        reading: false,
        again: false,
        announced: -1,
        stale: false,
      };
      created.unwatch = bus.watch(topic, id, (version) => {
        if (version === null) created.stale = true;
        else created.announced = Math.max(created.announced, version);
        void readAll(id, created);
      });
      rooms.set(id, created);
      room = created;
    }
    room.streams.add(stream);
    const joined = room;
    return () => {
      joined.streams.delete(stream);
      if (joined.streams.size === 0 && rooms.get(id) === joined) {
        joined.unwatch();
        rooms.delete(id);
      }
    };
  };

  return {
    async open(request, reply, id) {
      let leave = () => undefined as void;
      const stream = hub.open(request, reply, () => leave());
      leave = join(id, stream);
      if (stream.closed) leave();
      try {
        const now = await read(id, null);
        if (now) stream.sendFrame(now.version, now.frame);
        else stream.close();
      } catch (err) {
        log.warn({ err, topic, id }, 'reading a live row failed');
        stream.close();
      }
      return reply;
    },
    get size() {
      return rooms.size;
    },
  };
}
