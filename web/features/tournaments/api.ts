import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deletedReply,
  getAllTournamentMatchesReply,
  getAllTournamentsReply,
  NO_RECORDS,
  tournament,
  tournamentMatchReply,
  type Tournament,
  type TournamentMatchList,
} from '../../../contract/tournaments';
import { apiRequest } from '../../lib/api-client';

/**
 * The tournament calls of SPEC.md section 7. Every change refreshes both lists (SPEC.md section 4):
 * ranks show in the tables and on the match cards, and deleting a player removes their matches.
 */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: () => [...tournamentKeys.all, 'list'] as const,
  matches: () => [...tournamentKeys.all, 'matches'] as const,
};

/** GET /auth/getAllTournaments; 'no records found' reads as an empty list. */
export const tournamentsQueryOptions = () =>
  queryOptions({
    queryKey: tournamentKeys.list(),
    queryFn: async ({ signal }): Promise<Tournament[]> => {
      const { res } = await apiRequest('/auth/getAllTournaments', { schema: getAllTournamentsReply, signal });
      return res === NO_RECORDS ? [] : res;
    },
  });

/** GET /auth/getAllTournamentMatches; 'no records found' reads as an empty list. */
export const tournamentMatchesQueryOptions = () =>
  queryOptions({
    queryKey: tournamentKeys.matches(),
    queryFn: async ({ signal }): Promise<TournamentMatchList[]> => {
      const { res } = await apiRequest('/auth/getAllTournamentMatches', {
        schema: getAllTournamentMatchesReply,
        signal,
      });
      return res === NO_RECORDS ? [] : res;
    },
  });

/**
 * A mutation that refreshes the tournament lists when it settles, failed or not (a 404 means the
 * lists are out of date). The returned promise waits for the refresh, so a dialog closes onto the
 * updated lists.
 */
function useTournamentMutation<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export interface NewTournament {
  name: string;
  players: string[];
  /** The format of the tournament's matches (a TODS code), null for none. */
  matchFormat: string | null;
}

/** POST /auth/createTournament (JSON `{name, players: [{Player}], matchFormat}`). */
export function useCreateTournament() {
  return useTournamentMutation(({ name, players, matchFormat }: NewTournament) =>
    apiRequest('/auth/createTournament', {
      method: 'POST',
      json: { name, players: players.map((Player) => ({ Player })), matchFormat },
      schema: tournament,
    }),
  );
}

/** DELETE /auth/deleteTournament/{id}: the tournament with its players and matches. */
export function useDeleteTournament() {
  return useTournamentMutation((id: number) =>
    apiRequest(`/auth/deleteTournament/${id}`, { method: 'DELETE', schema: deletedReply }),
  );
}

export interface PlayerDetails {
  tpid: number;
  name: string;
  rank: number;
}

/** PUT /auth/editTournamentPlayerDetails (form name, tpid, rank); a taken rank swaps the two players. */
export function useEditTournamentPlayer() {
  return useTournamentMutation(({ tpid, name, rank }: PlayerDetails) =>
    apiRequest('/auth/editTournamentPlayerDetails', {
      method: 'PUT',
      form: { name, tpid, rank },
      schema: tournament,
    }),
  );
}

/** DELETE /auth/deletePlayerFromTournament/{id}. */
export function useDeleteTournamentPlayer() {
  return useTournamentMutation((tpid: number) =>
    apiRequest(`/auth/deletePlayerFromTournament/${tpid}`, { method: 'DELETE', schema: deletedReply }),
  );
}

export interface NewMatch {
  tid: number;
  player1: number;
  player2: number;
}

/** POST /auth/createTournamentMatch (form tournament_player1, tournament_player2, tid). */
export function useCreateTournamentMatch() {
  return useTournamentMutation(({ tid, player1, player2 }: NewMatch) =>
    apiRequest('/auth/createTournamentMatch', {
      method: 'POST',
      form: { tournament_player1: player1, tournament_player2: player2, tid },
      schema: tournamentMatchReply,
    }),
  );
}

export interface MatchResult {
  tid: number;
  matchID: number;
  /** The PlayerID of the winning player. */
  winnerID: number;
  p1Rank: number;
  p2Rank: number;
  /** The canonical score, first player first; '' for none. */
  score: string;
  /** A new format for the match (a TODS code, null for none); absent keeps the match's. */
  matchFormat?: string | null;
}

/** PUT /auth/editTournamentMatch (form tid, p1Rank, p2Rank, winnerID, matchID, score, matchFormat). */
export function useEditTournamentMatch() {
  return useTournamentMutation(
    ({ tid, matchID, winnerID, p1Rank, p2Rank, score, matchFormat }: MatchResult) =>
      apiRequest('/auth/editTournamentMatch', {
        method: 'PUT',
        form: {
          tid,
          p1Rank,
          p2Rank,
          winnerID,
          matchID,
          score,
          // A form has no null: '' is "no format" (contract matchFormatField).
          ...(matchFormat === undefined ? {} : { matchFormat: matchFormat ?? '' }),
        },
        schema: tournamentMatchReply,
      }),
  );
}

/** DELETE /auth/deleteTournamentMatch/{id}. */
export function useDeleteTournamentMatch() {
  return useTournamentMutation((matchID: number) =>
    apiRequest(`/auth/deleteTournamentMatch/${matchID}`, { method: 'DELETE', schema: deletedReply }),
  );
}
