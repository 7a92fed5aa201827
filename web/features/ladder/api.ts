import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { signInRoutes } from '../../../contract/auth/routes';
import type { TeamType } from '../../../contract/common';
import type { RosterPlayer } from '../../../contract/ladder';
import { ladderRoutes } from '../../../contract/ladder/routes';
import { teamsRoutes } from '../../../contract/teams/routes';
import { ApiError, type ApiErrorCode } from '../../lib/api-client';
import { call } from '../../lib/call';
import { ladderKey } from '../../lib/roster-query';
import { setToken } from '../../lib/token-store';

/** The Team PIN of a team the coach coaches. */
export const teamPinQueryOptions = (strid: number) =>
  queryOptions({
    queryKey: [...ladderKey, 'pin', strid],
    queryFn: async ({ signal }) => (await call(teamsRoutes.teamPin, { body: { strid } }, { signal })).pin,
  });

/** The team's latest changes, newest first; with a season (issue 37), those made in its days. */
export const ladderChangesQueryOptions = (team: TeamType, season: number | null = null) =>
  queryOptions({
    queryKey: [...ladderKey, 'changes', team, season],
    queryFn: async ({ signal }) =>
      (
        await call(
          ladderRoutes.changes,
          { query: season === null ? { skillLevel: team } : { skillLevel: team, season } },
          { signal },
        )
      ).changes,
    staleTime: 0,
  });

/** A new PIN; the old one stops working. */
export function useResetTeamPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (strid: number) => (await call(teamsRoutes.resetTeamPin, { body: { strid } })).pin,
    onSuccess: (pin, strid) => queryClient.setQueryData(teamPinQueryOptions(strid).queryKey, pin),
  });
}

export interface MoveRequest {
  player: RosterPlayer;
  /** The roster the player is on now. */
  strid: number;
  team: TeamType;
  position: number;
}

/** The move was refused because the place is taken (isAbleToSwitch false, or a 409 on saving). */
export class PositionTakenError extends Error {
  constructor() {
    super('position_taken');
    this.name = 'PositionTakenError';
  }
}

/**
 * SPEC.md section 4 "Move player": asks isAbleToSwitch first; only when it answers true is the
 * position updated. Another coach can take the place in
 * between: the update's 409 is the same position-taken answer.
 */
export const movePlayerMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ player, strid, team, position }: MoveRequest) => {
      const { res } = await call(ladderRoutes.isAbleToSwitch, {
        body: { position, schoolTeamId: team, stp: player.SchoolTeamPlayerID },
      });
      if (!res) throw new PositionTakenError();
      try {
        await call(ladderRoutes.updatePosition, {
          body: { pid: player.PlayerID, stpid: player.SchoolTeamPlayerID, strid, team, pos: position },
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) throw new PositionTakenError();
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ladderKey }),
  });

export function useMovePlayer() {
  return useMutation(movePlayerMutationOptions(useQueryClient()));
}

export interface InsertRequest {
  player: RosterPlayer;
  strid: number;
  position: number;
}

/**
 * "Move to place N" on the player's own ladder; the players in
 * between shift one place (issue 17). A 409 (past the ladder's end, or full) is the server's text.
 */
export function useInsertPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ player, strid, position }: InsertRequest) =>
      call(ladderRoutes.insertPosition, { body: { strid, stpid: player.SchoolTeamPlayerID, pos: position } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ladderKey }),
  });
}

export interface SwapRequest {
  player: RosterPlayer;
  other: RosterPlayer;
  strid: number;
}

/** Two players of one ladder exchange places (issue 17). */
export function useSwapPlayers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ player, other, strid }: SwapRequest) =>
      call(ladderRoutes.swapPositions, {
        body: { strid, stpid: player.SchoolTeamPlayerID, withStpid: other.SchoolTeamPlayerID },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ladderKey }),
  });
}

/** The message key for a failed insert or swap. */
export function reorderErrorKey(error: unknown): 'move.pastEnd' | 'move.full' | 'move.failed' {
  if (error instanceof ApiError && error.status === 409) {
    if (error.code === 'insert_past_end') return 'move.pastEnd';
    if (error.code === 'ladder_full') return 'move.full';
  }
  return 'move.failed';
}

export interface DeleteRequest {
  player: RosterPlayer;
  strid: number;
}

/** Removes a player from a team. */
export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ player, strid }: DeleteRequest) =>
      call(ladderRoutes.deletePlayer, {
        query: { strid, pid: player.PlayerID, stpid: player.SchoolTeamPlayerID },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ladderKey }),
  });
}

/** Reverses the team's latest change. */
export function useUndoLatestChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (team: TeamType) => call(ladderRoutes.undo, { body: { skillLevel: team } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ladderKey }),
  });
}

export interface JoinTeamRequest {
  school: string;
  teamtype: TeamType;
  pin: string;
}

/**
 * Joins the team, then refreshes the token so the stored token's `teams` claim includes the
 * new team before the page reloads (SPEC.md section 4: on success the page reloads).
 */
export async function joinTeam(values: JoinTeamRequest): Promise<void> {
  await call(teamsRoutes.joinTeam, { body: { ...values } });
  try {
    const { token } = await call(signInRoutes.refreshToken);
    setToken(token);
  } catch {
    // The team is joined either way; the old token refreshes itself when it expires.
  }
}

export type JoinTeamErrorKey = 'join.wrongPin' | 'join.tooMany' | 'join.alreadyCoach' | 'join.failed';

/** The join form's message for a failed joinTeam call (SPEC.md section 8: 'wrong pin'). */
export function joinTeamErrorKey(error: unknown): JoinTeamErrorKey {
  if (error instanceof ApiError) {
    if (error.code === 'wrong_pin') return 'join.wrongPin';
    if (error.status === 429) return 'join.tooMany';
    if (error.status === 409) return 'join.alreadyCoach';
  }
  return 'join.failed';
}

const UNDO_KEYS: Partial<Record<ApiErrorCode, string>> = {
  undo_player_moved: 'changes.errors.moved',
  undo_place_taken: 'changes.errors.occupied',
  undo_other_team: 'changes.errors.otherTeam',
  ladder_changed: 'changes.errors.meanwhile',
};

/**
 * The undo's refusals as message keys (ladder namespace) by code; null for any other 409, which
 * says the app's shared message for its code (lib/error-message).
 */
export function undoErrorKey(error: unknown): string | null {
  if (error instanceof ApiError) {
    if (error.status === 404) return 'changes.errors.nothing';
    const key = UNDO_KEYS[error.code];
    if (key) return key;
    if (error.status === 409) return null;
  }
  return 'changes.errors.failed';
}
