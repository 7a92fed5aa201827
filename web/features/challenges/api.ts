import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  challengeListReply,
  challengeReply,
  challengeSettingsReply,
  challengeTargetsReply,
  type acceptChallengeBody,
  type Challenge,
  type ChallengeSettings,
  type createChallengeBody,
  type disputeChallengeBody,
  type reportChallengeBody,
  type settleChallengeBody,
} from '../../../contract/challenges';
import type { TeamType } from '../../../contract/common';
import { apiRequest } from '../../lib/api-client';
import { ladderKey } from '../../lib/roster-query';

/**
 * Player challenges (issue 21) through /api/auth/challenges (contract/challenges.ts). Every step
 * answers the challenge as it now is; after a step the challenge lists, the targets and the
 * ladder (an outcome moves it) are read again.
 */
export const challengesKey = ['challenges'] as const;

/** GET /auth/challenges?skillLevel=: a player's own challenges; a coach's every challenge of the team. */
export const challengeListQueryOptions = (team: TeamType) =>
  queryOptions({
    queryKey: [...challengesKey, 'list', team],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/auth/challenges', {
          query: { skillLevel: team },
          schema: challengeListReply,
          signal,
        })
      ).challenges,
    staleTime: 0,
  });

/** GET /auth/challenges/targets?skillLevel= (player): every teammate, challengeable or why not. */
export const challengeTargetsQueryOptions = (team: TeamType) =>
  queryOptions({
    queryKey: [...challengesKey, 'targets', team],
    queryFn: ({ signal }) =>
      apiRequest('/auth/challenges/targets', {
        query: { skillLevel: team },
        schema: challengeTargetsReply,
        signal,
      }),
    staleTime: 0,
  });

/** GET /auth/challenges/{id}: the page a text's link opens. */
export const challengeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...challengesKey, 'one', id],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/auth/challenges/${id}`, { schema: challengeReply, signal })).challenge,
    staleTime: 0,
  });

/** GET /auth/challenge-settings?skillLevel= (coach). */
export const challengeSettingsQueryOptions = (team: TeamType) =>
  queryOptions({
    queryKey: [...challengesKey, 'settings', team],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/auth/challenge-settings', {
          query: { skillLevel: team },
          schema: challengeSettingsReply,
          signal,
        })
      ).settings,
  });

function useRefreshAfterStep() {
  const queryClient = useQueryClient();
  return (challenge: Challenge) => {
    queryClient.setQueryData(challengeQueryOptions(challenge.id).queryKey, challenge);
    void queryClient.invalidateQueries({ queryKey: challengesKey });
    void queryClient.invalidateQueries({ queryKey: ladderKey });
  };
}

/** POST /auth/challenges (player). */
export function useIssueChallenge() {
  const refresh = useRefreshAfterStep();
  return useMutation({
    mutationFn: async (body: z.input<typeof createChallengeBody>) =>
      (await apiRequest('/auth/challenges', { method: 'POST', json: body, schema: challengeReply }))
        .challenge,
    onSuccess: refresh,
  });
}

/** One step of a challenge: its path and, for some, a body. */
export type ChallengeStep =
  | { action: 'accept'; body: z.input<typeof acceptChallengeBody> }
  | { action: 'report'; body: z.input<typeof reportChallengeBody> }
  | { action: 'dispute'; body: z.input<typeof disputeChallengeBody> }
  | { action: 'settle'; body: z.input<typeof settleChallengeBody> }
  | { action: 'decline' | 'withdraw' | 'confirm' | 'cancel' };

/** POST /auth/challenges/{id}/{action}. */
export function useChallengeStep(id: number) {
  const refresh = useRefreshAfterStep();
  return useMutation({
    mutationFn: async (step: ChallengeStep) =>
      (
        await apiRequest(`/auth/challenges/${id}/${step.action}`, {
          method: 'POST',
          json: 'body' in step ? step.body : {},
          schema: challengeReply,
        })
      ).challenge,
    onSuccess: refresh,
  });
}

/** PUT /auth/challenge-settings (coach): the rules changed; the rest stay. */
export function useSaveChallengeSettings(team: TeamType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<ChallengeSettings>) =>
      (
        await apiRequest('/auth/challenge-settings', {
          method: 'PUT',
          json: { skillLevel: team, ...changes },
          schema: challengeSettingsReply,
        })
      ).settings,
    onSuccess: (settings) => {
      queryClient.setQueryData(challengeSettingsQueryOptions(team).queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: [...challengesKey, 'targets', team] });
    },
  });
}
