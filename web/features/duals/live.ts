import { useQueryClient } from '@tanstack/react-query';
import { EventSource } from 'eventsource';
import { useEffect, useState } from 'react';
import {
  DUAL_LIVE_EVENT,
  dualLiveChangeSchema,
  publicDualReply,
  type PublicDual,
} from '../../../contract/duals';
import { API_PREFIX } from '../../lib/api-client';
import { getToken } from '../../lib/token-store';
import { dualKeys } from './api';

/**
 * The live dual pages' side of the live streams (issue 33; server/modules/duals/dual-live.ts): server-sent
 * events read with the `eventsource` client, whose fetch can send the bearer token (a browser's EventSource
 * sends none). It reconnects by itself after a lost connection (the server's `retry`), and every
 * (re)connection starts with the dual as it is now, so nothing is missed and nothing reloads. A refused
 * stream (signed out, 503 live_full) is tried again after a while; the public page polls meanwhile.
 */

const REOPEN_MS = 30_000;

/** Keeps a stream of `path` open while mounted; `connected` tells whether it is. */
function useLiveStream(
  path: string | null,
  signedIn: boolean,
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
      for (const type of Object.values(DUAL_LIVE_EVENT)) {
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

/** The public page's stream: each event is the page as it now is, kept in the query's cache. */
export function usePublicDualLive(token: string): boolean {
  const queryClient = useQueryClient();
  return useLiveStream(`/dual/${encodeURIComponent(token)}/live`, false, (type, data) => {
    if (type !== DUAL_LIVE_EVENT.dual) return;
    const parsed = publicDualReply.safeParse(data);
    if (!parsed.success) return;
    queryClient.setQueryData<PublicDual>(dualKeys.public(token), (old) =>
      old && old.live.version > parsed.data.live.version ? old : parsed.data,
    );
  });
}

/**
 * A signed-in dual page's stream: an event names the dual's new version only; a version newer than the one
 * shown (`shown`, undefined while the dual loads) reads the dual again through its route (which checks the
 * caller's access). An event that comes before the dual is compared once the dual is there.
 */
export function useDualLive(id: number, shown: number | undefined): boolean {
  const queryClient = useQueryClient();
  const [announced, setAnnounced] = useState(-1);
  const connected = useLiveStream(`/auth/duals/${id}/live`, true, (type, data) => {
    if (type !== DUAL_LIVE_EVENT.change) return;
    const parsed = dualLiveChangeSchema.safeParse(data);
    if (parsed.success) setAnnounced((v) => Math.max(v, parsed.data.version));
  });
  useEffect(() => {
    if (shown === undefined || announced <= shown) return;
    if (queryClient.isFetching({ queryKey: dualKeys.detail(id) }) > 0) return;
    void queryClient.invalidateQueries({ queryKey: dualKeys.detail(id) });
  }, [announced, shown, id, queryClient]);
  return connected;
}
