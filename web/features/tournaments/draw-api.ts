import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  DRAW_CHANGE_EVENT,
  DRAW_LIVE_EVENT,
  drawChange,
  drawView,
  type CreateDrawBody,
  type DrawView,
} from '../../../contract/tournaments/draws';
import { drawPublicRoutes, tournamentsRoutes } from '../../../contract/tournaments/routes';
import { call } from '../../lib/call';
import { hasErrorCode } from '../../lib/error-message';
import { useLiveStream } from '../../lib/live-stream';
import { tournamentKeys } from './api';

/** A tournament's draw (issue 36): the signed-in view, the public bracket and their changes. */

export const drawKeys = {
  draw: (tournamentId: number) => [...tournamentKeys.all, 'draw', tournamentId] as const,
  public: (token: string) => ['public-draw', token] as const,
};

/** The draw of a tournament; a 404 (no draw yet) is an error the page shows as "no draw". */
export const drawQueryOptions = (tournamentId: number) =>
  queryOptions({
    queryKey: drawKeys.draw(tournamentId),
    queryFn: ({ signal }) => call(tournamentsRoutes.draw, { params: { id: tournamentId } }, { signal }),
    retry: false,
  });

/** While the live stream is not connected, the public page reads again this often. */
const PUBLIC_REFRESH_MS = 30_000;

export const publicDrawQueryOptions = (token: string, live = false) =>
  queryOptions({
    queryKey: drawKeys.public(token),
    queryFn: ({ signal }) =>
      call(drawPublicRoutes.publicDraw, { params: { token } }, { signal, sessionHandling: false }),
    retry: false,
    refetchInterval: live ? false : PUBLIC_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

const EVENTS = [DRAW_LIVE_EVENT];

/** The public bracket's live stream (server/modules/tournaments/draw-live.ts): each event is the page now. */
export function usePublicDrawLive(token: string): boolean {
  const queryClient = useQueryClient();
  return useLiveStream(`/draw/${encodeURIComponent(token)}/live`, false, EVENTS, (type, data) => {
    if (type !== DRAW_LIVE_EVENT) return;
    const parsed = drawView.safeParse(data);
    if (!parsed.success) return;
    queryClient.setQueryData<DrawView>(drawKeys.public(token), (old) =>
      old && old.liveVersion > parsed.data.liveVersion ? old : parsed.data,
    );
  });
}

const CHANGE_EVENTS = [DRAW_CHANGE_EVENT];

/**
 * The signed-in draw page's stream (GET /auth/tournaments/{id}/draw/live, open while a draw is shown): an
 * event names the draw's version only; one other than the version shown (`shown`) reads the draw again
 * through its route, which checks the caller's access. A removed draw ends the stream; it is opened again
 * after its retry and finds the new draw, if any.
 */
export function useDrawLive(tournamentId: number, shown: number | undefined): boolean {
  const queryClient = useQueryClient();
  const [announced, setAnnounced] = useState<number | null>(null);
  const connected = useLiveStream(
    shown === undefined ? null : `/auth/tournaments/${tournamentId}/draw/live`,
    true,
    CHANGE_EVENTS,
    (type, data) => {
      if (type !== DRAW_CHANGE_EVENT) return;
      const parsed = drawChange.safeParse(data);
      if (parsed.success) setAnnounced(parsed.data.version);
    },
  );
  useEffect(() => {
    if (shown === undefined || announced === null || announced === shown) return;
    if (queryClient.isFetching({ queryKey: drawKeys.draw(tournamentId) }) > 0) return;
    void queryClient.invalidateQueries({ queryKey: drawKeys.draw(tournamentId) });
  }, [announced, shown, tournamentId, queryClient]);
  return connected;
}

/** A change's answer is the draw as it now is: put in the cache (a removal drops it), the lists refreshed. */
function useDrawMutation<V>(tournamentId: number, send: (v: V) => Promise<DrawView | { ok: true }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if ('id' in answer) queryClient.setQueryData(drawKeys.draw(tournamentId), answer);
      else queryClient.removeQueries({ queryKey: drawKeys.draw(tournamentId) });
    },
    // Refused (a match changed meanwhile, the draw removed): the draw is read again, except when the
    // server only asks to confirm clearing later results.
    onError: (error) => {
      if (!hasErrorCode(error, 'draw_result_clears_later'))
        void queryClient.invalidateQueries({ queryKey: drawKeys.draw(tournamentId) });
    },
    // The tournament lists (a ladder draw enters players); the draw itself is the answer, not read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.list() }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.matches() }),
      ]),
  });
}

export function useCreateDraw(tournamentId: number) {
  return useDrawMutation(tournamentId, (body: CreateDrawBody) =>
    call(tournamentsRoutes.createDraw, { params: { id: tournamentId }, body }),
  );
}

export function useDeleteDraw(tournamentId: number) {
  return useDrawMutation(tournamentId, () =>
    call(tournamentsRoutes.deleteDraw, { params: { id: tournamentId } }),
  );
}

export function useCreatePlayoff(tournamentId: number) {
  return useDrawMutation(tournamentId, (perGroup: number) =>
    call(tournamentsRoutes.drawPlayoff, { params: { id: tournamentId }, body: { perGroup } }),
  );
}

export interface DrawResult {
  matchupId: number;
  winnerSide: 1 | 2;
  score: string;
  confirm: boolean;
}

export function useDrawResult(tournamentId: number) {
  return useDrawMutation(tournamentId, ({ matchupId, winnerSide, score, confirm }: DrawResult) =>
    call(tournamentsRoutes.drawResult, {
      params: { id: tournamentId, matchupId },
      body: { winnerSide, ...(score ? { score } : {}), ...(confirm ? { confirm } : {}) },
    }),
  );
}
