import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../errors';

/**
 * Server-sent event streams of this process (issue 33; docs/architecture.md "Live updates"): the raw
 * answer of a live route, kept open. One heartbeat timer for all streams (a comment line, so proxies and
 * phones keep the connection), a cap on the streams one process holds (beyond it 503 live_full before
 * anything is sent), a stream closed when its client goes or reads too slowly, and every stream ended
 * before the server closes.
 */

/** How long a browser's EventSource waits before reconnecting (the `retry` field). */
export const SSE_RETRY_MS = 2000;
const HEARTBEAT_MS = 15_000;
/** A client this far behind (bytes queued) is cut off; it reconnects and gets the dual as it is now. */
const MAX_QUEUED_BYTES = 512 * 1024;

export interface SseStream {
  /** The version of the last event sent (-1 before any): events are never sent older than it. */
  lastVersion: number;
  /** Sends an event of `version` unless one as new was sent; `data` is one line (JSON). */
  send(event: string, version: number, data: string): void;
  /** Sends a frame built once for many streams (sseFrame) under the same rule. */
  sendFrame(version: number, frame: string): void;
  close(): void;
  readonly closed: boolean;
}

/** One event as the stream writes it; `data` must hold no line break (JSON.stringify writes none). */
export function sseFrame(event: string, version: number, data: string): string {
  return `id: ${version}\nevent: ${event}\ndata: ${data}\n\n`;
}

export class SseHub {
  private readonly streams = new Set<{
    res: NodeJS.WritableStream & { writableLength: number; destroy(): void };
    end: () => void;
  }>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly max: number) {
    this.heartbeat = setInterval(() => {
      for (const s of this.streams) s.res.write(': \n\n');
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Open streams of this process. */
  get size(): number {
    return this.streams.size;
  }

  /**
   * Turns the request into a stream: 503 live_full (thrown, nothing sent) when this process holds its
   * cap. The answer keeps the headers set so far (security headers, request id); `onClose` runs once
   * when the stream ends, whoever ends it.
   */
  open(request: FastifyRequest, reply: FastifyReply, onClose: () => void): SseStream {
    if (this.streams.size >= this.max) throw appError('live_full');
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-accel-buffering': 'no',
      // A stream's connection is not reused: once it ends, the socket goes too (a closing server waits for none).
      connection: 'close',
    });
    res.write(`retry: ${SSE_RETRY_MS}\n\n`);
    let closed = false;
    const entry = {
      res,
      end: () => {
        if (closed) return;
        closed = true;
        this.streams.delete(entry);
        res.end();
        onClose();
      },
    };
    this.streams.add(entry);
    request.raw.socket.setTimeout(0);
    res.on('close', entry.end);
    const write = (frame: string) => {
      if (closed) return;
      if (res.writableLength > MAX_QUEUED_BYTES) {
        res.destroy();
        entry.end();
        return;
      }
      res.write(frame);
    };
    const stream: SseStream = {
      lastVersion: -1,
      send: (event, version, data) => stream.sendFrame(version, sseFrame(event, version, data)),
      sendFrame: (version, frame) => {
        if (version <= stream.lastVersion) return;
        stream.lastVersion = version;
        write(frame);
      },
      close: entry.end,
      get closed() {
        return closed;
      },
    };
    return stream;
  }

  /** Ends every stream (the server is closing: open streams would keep it waiting). */
  close(): void {
    clearInterval(this.heartbeat);
    for (const s of [...this.streams]) s.end();
  }
}
