import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { NO_RECORDS, type Tournament, type TournamentMatchList } from '../../../contract/tournaments';
import { tournamentsRoutes } from '../../../contract/tournaments/routes';
import { call } from '../../lib/call';

/**
 * The tournament calls of SPEC.md section 7. Every change refreshes both lists (SPEC.md section 4):
 * ranks show in the tables and on the match cards, and deleting a player removes their matches.
 */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (season: number | null = null) => [...tournamentKeys.all, 'list', season] as const,
  matches: (season: number | null = null) => [...tournamentKeys.all, 'matches', season] as const,
};

/** `?season=` of the lists (issue 37): none for the current season, else an archived season's id. */
const seasonQuery = (season: number | null) => ({ query: season === null ? {} : { season } });

/** The tournaments (the current season's, or an archived season's); 'no records found' reads as an empty list. */
export const tournamentsQueryOptions = (season: number | null = null) =>
  queryOptions({
    queryKey: tournamentKeys.list(season),
    queryFn: async ({ signal }): Promise<Tournament[]> => {
      const { res } = await call(tournamentsRoutes.list, seasonQuery(season), { signal });
      return res === NO_RECORDS ? [] : res;
    },
  });

/** The tournaments' matches; 'no records found' reads as an empty list. */
export const tournamentMatchesQueryOptions = (season: number | null = null) =>
  queryOptions({
    queryKey: tournamentKeys.matches(season),
    queryFn: async ({ signal }): Promise<TournamentMatchList[]> => {
      const { res } = await call(tournamentsRoutes.matches, seasonQuery(season), { signal });
      return res === NO_RECORDS ? [] : res;
    },
  });

/**
 * A mutation that refreshes the tournament lists when it settles, failed or not (a 404 means the
 * lists are out of date). The returned promise waits for the refresh, so a dialog closes onto the
 * updated lists.
 */
function useTournamentMutation<TVariables, TResult>(send: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export interface NewTournament {
  name: string;
  players: string[];
  /** The format of the tournament's matches (a TODS code), null for none. */
  matchFormat: string | null;
}

/** A new tournament (JSON `{name, players: [{Player}], matchFormat}`). */
export function useCreateTournament() {
  return useTournamentMutation(({ name, players, matchFormat }: NewTournament) =>
    call(tournamentsRoutes.create, {
      body: { name, players: players.map((Player) => ({ Player })), matchFormat },
    }),
  );
}

/** Deletes the tournament with its players and matches. */
export function useDeleteTournament() {
  return useTournamentMutation((id: number) => call(tournamentsRoutes.delete, { params: { id } }));
}

export interface PlayerDetails {
  tpid: number;
  name: string;
  rank: number;
}

/** A player's name and rank (a form); a taken rank swaps the two players. */
export function useEditTournamentPlayer() {
  return useTournamentMutation(({ tpid, name, rank }: PlayerDetails) =>
    call(tournamentsRoutes.editPlayer, { body: { name, tpid, rank } }),
  );
}

/** Removes a player (and their matches) from a tournament. */
export function useDeleteTournamentPlayer() {
  return useTournamentMutation((tpid: number) =>
    call(tournamentsRoutes.deletePlayer, { params: { id: tpid } }),
  );
}

export interface NewMatch {
  tid: number;
  player1: number;
  player2: number;
}

/** A new match (a form: tournament_player1, tournament_player2, tid). */
export function useCreateTournamentMatch() {
  return useTournamentMutation(({ tid, player1, player2 }: NewMatch) =>
    call(tournamentsRoutes.createMatch, {
      body: { tournament_player1: player1, tournament_player2: player2, tid },
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

/** A match's result (a form: tid, p1Rank, p2Rank, winnerID, matchID, score, matchFormat). */
export function useEditTournamentMatch() {
  return useTournamentMutation(
    ({ tid, matchID, winnerID, p1Rank, p2Rank, score, matchFormat }: MatchResult) =>
      call(tournamentsRoutes.editMatch, {
        body: {
          tid,
          p1Rank,
          p2Rank,
          winnerID,
          matchID,
          score,
          // A form has no null: '' is "no format" (contract matchFormatField).
          ...(matchFormat === undefined ? {} : { matchFormat: matchFormat ?? '' }),
        },
      }),
  );
}

/** Deletes a match. */
export function useDeleteTournamentMatch() {
  return useTournamentMutation((matchID: number) =>
    call(tournamentsRoutes.deleteMatch, { params: { id: matchID } }),
  );
}
