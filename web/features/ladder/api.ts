import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { tokenReply } from '../../../contract/auth';
import type { TeamType } from '../../../contract/common';
import {
  isAbleToSwitchReply,
  ladderChangesReply,
  ladderOkReply,
  rosterPinReply,
  undoLadderChangeReply,
  type RosterPlayer,
} from '../../../contract/ladder';
import { ApiError, apiRequest, type ApiErrorCode } from '../../lib/api-client';
import { ladderKey } from '../../lib/roster-query';
import { setToken } from '../../lib/token-store';

/** POST /auth/roster/pin (form strid): the Team PIN of a team the coach coaches. */
export const teamPinQueryOptions = (strid: number) =>
  queryOptions({
    queryKey: [...ladderKey, 'pin', strid],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/auth/roster/pin', {
          method: 'POST',
          form: { strid },
          schema: rosterPinReply,
          signal,
        })
      ).pin,
  });

/** GET /auth/ladder-changes?skillLevel=n: the team's latest changes, newest first. */
export const ladderChangesQueryOptions = (team: TeamType) =>
  queryOptions({
    queryKey: [...ladderKey, 'changes', team],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/auth/ladder-changes', {
          query: { skillLevel: team },
          schema: ladderChangesReply,
          signal,
        })
      ).changes,
    staleTime: 0,
  });

/** POST /auth/roster/pin/reset (form strid): a new PIN; the old one stops working. */
export function useResetTeamPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (strid: number) =>
      (
        await apiRequest('/auth/roster/pin/reset', {
          method: 'POST',
          form: { strid },
          schema: rosterPinReply,
        })
      ).pin,
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
 * SPEC.md section 4 "Move player": asks POST /auth/roster/isAbleToSwitch first; only when it
 * answers true is PUT /auth/roster/updatePosition made. Another coach can take the place in
 * between: the update's 409 is the same position-taken answer.
 */
export const movePlayerMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ player, strid, team, position }: MoveRequest) => {
      const { res } = await apiRequest('/auth/roster/isAbleToSwitch', {
        method: 'POST',
        form: { position, schoolTeamId: team, stp: player.SchoolTeamPlayerID },
        schema: isAbleToSwitchReply,
      });
      if (!res) throw new PositionTakenError();
      try {
        await apiRequest('/auth/roster/updatePosition', {
          method: 'PUT',
          form: { pid: player.PlayerID, stpid: player.SchoolTeamPlayerID, strid, team, pos: position },
          schema: ladderOkReply,
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
 * PUT /auth/roster/insertPosition: "move to place N" on the player's own ladder; the players in
 * between shift one place (issue 17). A 409 (past the ladder's end, or full) is the server's text.
 */
export function useInsertPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ player, strid, position }: InsertRequest) =>
      apiRequest('/auth/roster/insertPosition', {
        method: 'PUT',
        form: { strid, stpid: player.SchoolTeamPlayerID, pos: position },
        schema: ladderOkReply,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ladderKey }),
  });
}

export interface SwapRequest {
  player: RosterPlayer;
  other: RosterPlayer;
  strid: number;
}

/** PUT /auth/roster/swapPositions: two players of one ladder exchange places (issue 17). */
export function useSwapPlayers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ player, other, strid }: SwapRequest) =>
      apiRequest('/auth/roster/swapPositions', {
        method: 'PUT',
        form: { strid, stpid: player.SchoolTeamPlayerID, withStpid: other.SchoolTeamPlayerID },
        schema: ladderOkReply,
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

/** DELETE /auth/roster/deletePlayer?strid=&pid=&stpid= */
export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ player, strid }: DeleteRequest) =>
      apiRequest('/auth/roster/deletePlayer', {
        method: 'DELETE',
        query: { strid, pid: player.PlayerID, stpid: player.SchoolTeamPlayerID },
        schema: ladderOkReply,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ladderKey }),
  });
}

/** POST /auth/ladder-changes/undo (form skillLevel): reverses the team's latest change. */
export function useUndoLatestChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (team: TeamType) =>
      apiRequest('/auth/ladder-changes/undo', {
        method: 'POST',
        form: { skillLevel: team },
        schema: undoLadderChangeReply,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ladderKey }),
  });
}

export interface JoinTeamRequest {
  school: string;
  teamtype: TeamType;
  pin: string;
}

/**
 * POST /auth/joinTeam, then GET /refreshtoken so the stored token's `teams` claim includes the
 * new team before the page reloads (SPEC.md section 4: on success the page reloads).
 */
export async function joinTeam(values: JoinTeamRequest): Promise<void> {
  await apiRequest('/auth/joinTeam', { method: 'POST', form: { ...values }, schema: ladderOkReply });
  try {
    const { token } = await apiRequest('/refreshtoken', { schema: tokenReply });
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
