import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  DUAL_LIVE_EVENT,
  dualLiveChangeSchema,
  publicDualReply,
  type PublicDual,
} from '../../../contract/duals';
import { useLiveStream as useStream } from '../../lib/live-stream';
import { dualKeys } from './api';

/**
 * The live dual pages' side of the live streams (issue 33; server/modules/duals/dual-live.ts): server-sent
 * events through web/lib/live-stream.ts; every (re)connection starts with the dual as it is now, so nothing is
 * missed and nothing reloads; the public page polls while its stream is not connected.
 */

const EVENTS = Object.values(DUAL_LIVE_EVENT);
const useLiveStream = (
  path: string | null,
  signedIn: boolean,
  onEvent: (type: string, data: unknown) => void,
) => useStream(path, signedIn, EVENTS, onEvent);

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
