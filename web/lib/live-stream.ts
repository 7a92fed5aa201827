import { EventSource } from 'eventsource';
import { useEffect, useState } from 'react';
import { API_PREFIX } from './api-client';
import { getToken } from './token-store';

/**
 * The web side of the live streams (server/live/: the duals' pages, issue 33, and the public bracket, issue
 * 36): server-sent events read with the `eventsource` client, whose fetch can send the bearer token (a
 * browser's EventSource sends none). It reconnects by itself after a lost connection (the server's `retry`).
 * A refused stream (signed out, 503 live_full) is tried again after a while.
 */

const REOPEN_MS = 30_000;

/** Keeps a stream of `path` open while mounted; `connected` tells whether it is. */
export function useLiveStream(
  path: string | null,
  signedIn: boolean,
  events: readonly string[],
  onEvent: (type: string, data: unknown) => void,
): boolean {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (path === null) return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(`${API_PREFIX}${path}`, {
        fetch: (input, init) => {
          const token = signedIn ? getToken() : null;
          return fetch(input, {
            ...init,
            headers: { ...init?.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          });
        },
      });
      source.onopen = () => setConnected(true);
      source.onerror = () => {
        setConnected(false);
        if (source?.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_MS);
      };
      for (const type of events) {
        source.addEventListener(type, (e) => {
          try {
            onEvent(type, JSON.parse(String(e.data)));
          } catch {
            // Not an event of ours: ignored.
          }
        });
      }
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
      setConnected(false);
    };
    // onEvent is read through the latest render's closure of its own caller (stable keys only).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, signedIn]);
  return connected;
}
