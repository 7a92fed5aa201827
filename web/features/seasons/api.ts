import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ExportKind, RolloverBody, importBody } from '../../../contract/seasons';
import { seasonsRoutes } from '../../../contract/seasons/routes';
import { API_PREFIX } from '../../lib/api-client';
import { call } from '../../lib/call';
import { ladderKey } from '../../lib/roster-query';
import { seasonsKey, useSeasons } from '../../lib/seasons-query';
import { getToken } from '../../lib/token-store';

/** The seasons' calls (issue 37, contract/seasons/routes.ts). */

// A team's seasons are the shared query (web/lib/seasons-query.ts, also read by SeasonSelect).
const root = seasonsKey;
export { useSeasons };

export const useSeasonLadder = (seasonId: number | undefined) =>
  useQuery({
    queryKey: [...root, 'ladder', seasonId],
    queryFn: ({ signal }) => call(seasonsRoutes.ladder, { params: { seasonId: seasonId! } }, { signal }),
    enabled: seasonId !== undefined,
  });

export const useSeasonStats = (seasonId: number | undefined) =>
  useQuery({
    queryKey: [...root, 'stats', seasonId],
    queryFn: ({ signal }) => call(seasonsRoutes.stats, { params: { seasonId: seasonId! } }, { signal }),
    enabled: seasonId !== undefined,
  });

/** Starting the next season: every season read and the ladder read again. */
export function useRollover(rosterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RolloverBody) => call(seasonsRoutes.rollover, { params: { rosterId }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: root });
      await queryClient.invalidateQueries({ queryKey: ladderKey });
    },
  });
}

/** The file's bytes in base64, as the preview takes them (the server checks the encoding). */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const usePreview = (rosterId: number) =>
  useMutation({
    mutationFn: (file: Blob) =>
      fileBase64(file).then((b64) =>
        call(seasonsRoutes.preview, { params: { rosterId }, body: { file: b64 } }),
      ),
  });

export function useImport(rosterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof importBody>) =>
      call(seasonsRoutes.import, { params: { rosterId }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: root });
      await queryClient.invalidateQueries({ queryKey: ladderKey });
    },
  });
}

export const usePlayerPage = (playerId: number) =>
  useQuery({
    queryKey: [...root, 'player', playerId],
    queryFn: ({ signal }) => call(seasonsRoutes.player, { params: { playerId } }, { signal }),
  });

export const useHeadToHead = (playerId: number, other: { with?: number; name?: string } | null) =>
  useQuery({
    queryKey: [...root, 'h2h', playerId, other],
    queryFn: ({ signal }) =>
      call(seasonsRoutes.headToHead, { params: { playerId }, query: other! }, { signal }),
    enabled: other !== null,
  });

/** Downloads a season's CSV file with the session's token (a link cannot carry it). */
export async function downloadCsv(seasonId: number, kind: ExportKind): Promise<void> {
  const res = await fetch(`${API_PREFIX}/auth/seasons/${seasonId}/export/${kind}`, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!res.ok) throw new Error(String(res.status));
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
