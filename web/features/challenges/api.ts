import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type acceptChallengeBody,
  type Challenge,
  type challengeIdParams,
  type challengeReply,
  type ChallengeSettings,
  type createChallengeBody,
  type disputeChallengeBody,
  type reportChallengeBody,
  type settleChallengeBody,
} from '../../../contract/challenges';
import { challengesRoutes } from '../../../contract/challenges/routes';
import type { TeamType } from '../../../contract/common';
import type { Route } from '../../../contract/http/route';
import { call } from '../../lib/call';
import { ladderKey } from '../../lib/roster-query';

/**
 * Player challenges (issue 21; contract/challenges/routes.ts). Every step
 * answers the challenge as it now is; after a step the challenge lists, the targets and the
 * ladder (an outcome moves it) are read again.
 */
export const challengesKey = ['challenges'] as const;

/** A player's own challenges; a coach's every challenge of the team. */
export const challengeListQueryOptions = (team: TeamType) =>
  queryOptions({
    queryKey: [...challengesKey, 'list', team],
    queryFn: async ({ signal }) =>
      (await call(challengesRoutes.list, { query: { skillLevel: team } }, { signal })).challenges,
    staleTime: 0,
  });

/** A player's targets: every teammate, challengeable or why not. */
export const challengeTargetsQueryOptions = (team: TeamType) =>
  queryOptions({
    queryKey: [...challengesKey, 'targets', team],
    queryFn: ({ signal }) => call(challengesRoutes.targets, { query: { skillLevel: team } }, { signal }),
    staleTime: 0,
  });

/** One challenge: the page a text's link opens. */
export const challengeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...challengesKey, 'one', id],
    queryFn: async ({ signal }) =>
      (await call(challengesRoutes.one, { params: { id } }, { signal })).challenge,
    staleTime: 0,
  });

/** The team's challenge rules (coach). */
export const challengeSettingsQueryOptions = (team: TeamType) =>
  queryOptions({
    queryKey: [...challengesKey, 'settings', team],
    queryFn: async ({ signal }) =>
      (await call(challengesRoutes.settings, { query: { skillLevel: team } }, { signal })).settings,
  });

function useRefreshAfterStep() {
  const queryClient = useQueryClient();
  return (challenge: Challenge) => {
    queryClient.setQueryData(challengeQueryOptions(challenge.id).queryKey, challenge);
    void queryClient.invalidateQueries({ queryKey: challengesKey });
    void queryClient.invalidateQueries({ queryKey: ladderKey });
  };
}

/** A player issues a challenge. */
export function useIssueChallenge() {
  const refresh = useRefreshAfterStep();
  return useMutation({
    mutationFn: async (body: z.input<typeof createChallengeBody>) =>
      (await call(challengesRoutes.issue, { body })).challenge,
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

/** What every step's route shares: the challenge's id in its path and the challenge as the answer. */
type StepRoute = Route & {
  method: 'POST';
  params: typeof challengeIdParams;
  body: z.ZodType;
  replies: { 200: typeof challengeReply };
};

const stepRoutes: Record<ChallengeStep['action'], StepRoute> = {
  accept: challengesRoutes.accept,
  report: challengesRoutes.report,
  dispute: challengesRoutes.dispute,
  settle: challengesRoutes.settle,
  decline: challengesRoutes.decline,
  withdraw: challengesRoutes.withdraw,
  confirm: challengesRoutes.confirm,
  cancel: challengesRoutes.cancel,
};

/** One step of a challenge, by its action's route. */
export function useChallengeStep(id: number) {
  const refresh = useRefreshAfterStep();
  return useMutation({
    mutationFn: async (step: ChallengeStep) =>
      (
        await call(stepRoutes[step.action], {
          params: { id },
          body: 'body' in step ? step.body : {},
        })
      ).challenge,
    onSuccess: refresh,
  });
}

/** The coach's changed rules; the rest stay. */
export function useSaveChallengeSettings(team: TeamType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<ChallengeSettings>) =>
      (await call(challengesRoutes.saveSettings, { body: { skillLevel: team, ...changes } })).settings,
    onSuccess: (settings) => {
      queryClient.setQueryData(challengeSettingsQueryOptions(team).queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: [...challengesKey, 'targets', team] });
    },
  });
}
