import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dualRoutes } from '../../../contract/duals/routes';
import type { CreateLeagueBody, League } from '../../../contract/leagues';
import { leaguesRoutes, publicLeagueRoutes } from '../../../contract/leagues/routes';
import { API_PREFIX } from '../../lib/api-client';
import { getToken } from '../../lib/token-store';
import { call } from '../../lib/call';

/**
 * The league calls (contract/leagues/routes.ts). A league's page keeps one copy of it; every change answers
 * with the league and puts it into that cache entry, and marks the list stale.
 */
export const leagueKeys = {
  all: ['leagues'] as const,
  list: ['leagues', 'list'] as const,
  detail: (id: number) => ['leagues', 'detail', id] as const,
  public: (token: string) => ['public-league', token] as const,
  schools: ['leagues', 'schools'] as const,
  teamDuals: (team: number) => ['leagues', 'team-duals', team] as const,
  record: (rosterId: number, from: string, to: string) => ['leagues', 'record', rosterId, from, to] as const,
};

export const leagueListQueryOptions = () =>
  queryOptions({
    queryKey: leagueKeys.list,
    queryFn: ({ signal }) => call(leaguesRoutes.list, undefined, { signal }),
  });

export const leagueQueryOptions = (id: number) =>
  queryOptions({
    queryKey: leagueKeys.detail(id),
    queryFn: async ({ signal }) => (await call(leaguesRoutes.get, { params: { id } }, { signal })).league,
    retry: false,
  });

export const publicLeagueQueryOptions = (token: string) =>
  queryOptions({
    queryKey: leagueKeys.public(token),
    queryFn: async ({ signal }) =>
      (await call(publicLeagueRoutes.publicLeague, { params: { token } }, { signal, sessionHandling: false }))
        .league,
    retry: false,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });

/** A team's place and record in each league of a season (its season page). */
export const teamRecordQueryOptions = (rosterId: number, from: string, to: string) =>
  queryOptions({
    queryKey: leagueKeys.record(rosterId, from, to),
    queryFn: async ({ signal }) =>
      (await call(leaguesRoutes.teamRecord, { params: { rosterId }, query: { from, to } }, { signal }))
        .records,
  });

/** The schools a coach may invite (the duals' opponent list: every school of this Courtside but their own). */
export const schoolsQueryOptions = () =>
  queryOptions({
    queryKey: leagueKeys.schools,
    queryFn: async ({ signal }) => (await call(dualRoutes.opponentSchools, undefined, { signal })).schools,
  });

/** The coach's team's duals of the league's level (to put a linked one on the schedule). */
export const teamDualsQueryOptions = (team: number) =>
  queryOptions({
    queryKey: leagueKeys.teamDuals(team),
    queryFn: async ({ signal }) =>
      (await call(dualRoutes.list, { query: { skillLevel: team } }, { signal })).duals,
  });

function useLeagueChange<I>(id: number, run: (input: I) => Promise<{ league: League }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: ({ league }) => {
      client.setQueryData(leagueKeys.detail(id), league);
      void client.invalidateQueries({ queryKey: leagueKeys.list });
    },
  });
}

export function useCreateLeague() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLeagueBody) => call(leaguesRoutes.create, { body }),
    onSuccess: ({ league }) => {
      client.setQueryData(leagueKeys.detail(league.id), league);
      void client.invalidateQueries({ queryKey: leagueKeys.list });
    },
  });
}

export const useInviteSchool = (id: number) =>
  useLeagueChange(id, (schoolId: number) =>
    call(leaguesRoutes.invite, { params: { id }, body: { schoolId } }),
  );

export const useJoinLeague = (id: number) =>
  useLeagueChange(id, () => call(leaguesRoutes.join, { params: { id }, body: {} }));

export const useAddLeagueDual = (id: number) =>
  useLeagueChange(id, (input: { dualId: number; round: number }) =>
    call(leaguesRoutes.addDual, { params: { id }, body: input }),
  );

export const useGenerateSchedule = (id: number) =>
  useLeagueChange(id, () => call(leaguesRoutes.schedule, { params: { id } }));

/** Downloads one of the league's CSV files with the session's token (a link cannot carry it). */
export async function downloadCsv(id: number, which: 'results' | 'lines'): Promise<void> {
  const res = await fetch(`${API_PREFIX}/auth/leagues/${id}/${which}.csv`, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!res.ok) throw new Error(String(res.status));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `league-${id}-${which}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}
