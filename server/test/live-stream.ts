import { EventSource } from 'eventsource';
import { vi } from 'vitest';
import type { TestApp } from './build-test-app';

/**
 * A live stream (server-sent events) read as a browser reads it, with the `eventsource` client the web app
 * uses (its fetch adds the bearer token): every event kept in order, waited for without fixed sleeps.
 */
export interface LiveStreamClient {
  events: Array<{ type: string; id: string; data: unknown }>;
  /** Waits until an event matches, and returns it. */
  next(
    match: (e: { type: string; id: string; data: unknown }) => boolean,
  ): Promise<{ type: string; data: unknown }>;
  close(): void;
}

/** Makes `t`'s app listen on a loopback port (once) and answers its base address. */
export async function listening(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

export function openLiveStream(url: string, headers: Record<string, string> = {}): LiveStreamClient {
  const events: LiveStreamClient['events'] = [];
  const source = new EventSource(url, {
    fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, ...headers } }),
  });
  for (const type of ['dual', 'draw', 'change']) {
    source.addEventListener(type, (e) => {
      events.push({ type, id: e.lastEventId, data: JSON.parse(String(e.data)) as unknown });
    });
  }
  return {
    events,
    async next(match) {
      return vi.waitFor(
        () => {
          const found = events.find(match);
          if (!found) throw new Error(`no such event yet: ${JSON.stringify(events).slice(0, 500)}`);
          return found;
        },
        { timeout: 10_000, interval: 20 },
      );
    },
    close: () => source.close(),
  };
}
