import { queryOptions } from '@tanstack/react-query';
import type { TeamType } from '../../contract/common';
import { LIST_IS_EMPTY, type RosterPlayer } from '../../contract/ladder';
import { ladderRoutes } from '../../contract/ladder/routes';
import { call } from './call';

/**
 * The ladder's queries (the roster, its changes, PINs) live under this key, so one invalidation
 * refreshes them all: every ladder move, and every match result that can move the ladder.
 */
export const ladderKey = ['ladder'] as const;

export const rosterKey = (team: TeamType) => [...ladderKey, 'roster', team] as const;

export interface Roster {
  players: RosterPlayer[];
  teamRosterID: number;
}

/**
 * The team's ladder ('list is empty' becomes no players). One query
 * for the ladder page and the create-match dialog's player pickers, so a ladder move refreshes both.
 */
export const rosterQueryOptions = (team: TeamType) =>
  queryOptions({
    queryKey: rosterKey(team),
    queryFn: async ({ signal }): Promise<Roster> => {
      const reply = await call(ladderRoutes.roster, { query: { skillLevel: team } }, { signal });
      return { players: reply.res === LIST_IS_EMPTY ? [] : reply.res, teamRosterID: reply.teamRosterID };
    },
    staleTime: 0,
  });
