import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamType } from '../../../contract/common';
import {
  deleteDualReply,
  dualCheckReply,
  dualListReply,
  dualReply,
  myDualsReply,
  opponentSchoolsReply,
  publicDualReply,
  publishDualReply,
  teamLineupRuleReply,
  type CreateDualBody,
  type DualLineResultBody,
  type PublishDualBody,
  type SaveLineupBody,
} from '../../../contract/duals';
import {
  declineDualInvitationReply,
  dualInvitationListReply,
  dualScoringReply,
} from '../../../contract/dual-scoring';
import type { AntiStackingRule, LineName } from '../../../contract/lineup';
import { apiRequest } from '../../lib/api-client';

/**
 * The dual match calls (issue 20, contract/duals.ts). Every change refreshes everything under
 * `dualKeys.all` (lists, the dual, the player's page), failed or not: a refusal often means the page is stale.
 */
export const dualKeys = {
  all: ['duals'] as const,
  list: (team: TeamType) => [...dualKeys.all, 'list', team] as const,
  detail: (id: number) => [...dualKeys.all, 'detail', id] as const,
  scoring: (id: number) => [...dualKeys.all, 'scoring', id] as const,
  schools: ['duals', 'opponent-schools'] as const,
  mine: ['duals', 'mine'] as const,
  invitations: ['duals', 'invitations'] as const,
  rule: (rosterId: number) => ['team-lineup-rule', rosterId] as const,
  public: (token: string) => ['public-dual', token] as const,
};

/** GET /auth/duals?skillLevel=n: the team's duals and its record. */
export const dualListQueryOptions = (team: TeamType) =>
  queryOptions({
    queryKey: dualKeys.list(team),
    queryFn: ({ signal }) =>
      apiRequest('/auth/duals', { query: { skillLevel: team }, schema: dualListReply, signal }),
    staleTime: 0,
  });

/** GET /auth/duals/{id}: one dual with its lineup, the rule's checks and the team's roster. */
export const dualQueryOptions = (id: number) =>
  queryOptions({
    queryKey: dualKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/auth/duals/${id}`, { schema: dualReply, signal })).dual,
    staleTime: 0,
  });

/** GET /auth/duals/{id}/scoring: the line results from the caller's side (either school's coach or player). */
export const dualScoringQueryOptions = (id: number) =>
  queryOptions({
    queryKey: dualKeys.scoring(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/auth/duals/${id}/scoring`, { schema: dualScoringReply, signal })).scoring,
    staleTime: 0,
    retry: false,
  });

/** GET /auth/duals-opponent-schools: the other schools of this Courtside. */
export const opponentSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: dualKeys.schools,
    queryFn: async ({ signal }) =>
      (await apiRequest('/auth/duals-opponent-schools', { schema: opponentSchoolsReply, signal })).schools,
  });

/** GET /auth/my-duals: a player's upcoming published duals with their lines. */
export const myDualsQueryOptions = () =>
  queryOptions({
    queryKey: dualKeys.mine,
    queryFn: async ({ signal }) =>
      (await apiRequest('/auth/my-duals', { schema: myDualsReply, signal })).duals,
  });

/** GET /auth/dual-invitations: duals other schools invited this coach's teams to. */
export const dualInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: dualKeys.invitations,
    queryFn: async ({ signal }) =>
      (await apiRequest('/auth/dual-invitations', { schema: dualInvitationListReply, signal })).duals,
    staleTime: 0,
  });

/** GET /auth/getSettings-team-lineuprule/{rosterId}: the team's anti-stacking rule. */
export const teamRuleQueryOptions = (rosterId: number) =>
  queryOptions({
    queryKey: dualKeys.rule(rosterId),
    queryFn: ({ signal }) =>
      apiRequest(`/auth/getSettings-team-lineuprule/${rosterId}`, { schema: teamLineupRuleReply, signal }),
  });

/** Live line results refresh this often while the public page is visible. */
export const PUBLIC_REFRESH_MS = 30_000;

/** GET /api/dual/{token}, signed out: a published dual's lineups and results. */
export const publicDualQueryOptions = (token: string) =>
  queryOptions({
    queryKey: dualKeys.public(token),
    queryFn: ({ signal }) =>
      apiRequest(`/dual/${encodeURIComponent(token)}`, {
        schema: publicDualReply,
        signal,
        sessionHandling: false,
      }),
    retry: false,
    refetchInterval: PUBLIC_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

function useDualMutation<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dualKeys.all }),
  });
}

/** POST /auth/duals (JSON). */
export function useCreateDual() {
  return useDualMutation((body: CreateDualBody) =>
    apiRequest('/auth/duals', { method: 'POST', json: body, schema: dualReply }),
  );
}

/** DELETE /auth/duals/{id}. */
export function useDeleteDual() {
  return useDualMutation((id: number) =>
    apiRequest(`/auth/duals/${id}`, { method: 'DELETE', schema: deleteDualReply }),
  );
}

/** PUT /auth/duals/{id}/lineup (JSON): saves the team's lineup. */
export function useSaveLineup(id: number) {
  return useDualMutation((body: SaveLineupBody) =>
    apiRequest(`/auth/duals/${id}/lineup`, { method: 'PUT', json: body, schema: dualReply }),
  );
}

/** POST /auth/duals/{id}/check: the server's check of an unsaved lineup (the page checks locally too). */
export function checkLineupOnServer(id: number, body: SaveLineupBody) {
  return apiRequest(`/auth/duals/${id}/check`, { method: 'POST', json: body, schema: dualCheckReply });
}

/** POST /auth/duals/{id}/publish (JSON reason when the lineup breaks the rule). */
export function usePublishDual(id: number) {
  return useDualMutation((body: PublishDualBody) =>
    apiRequest(`/auth/duals/${id}/publish`, { method: 'POST', json: body, schema: publishDualReply }),
  );
}

/** PUT /auth/duals/{id}/lines/{line}/result (JSON): a line's result. */
export function useSaveLineResult(id: number) {
  return useDualMutation(({ line, body }: { line: LineName; body: DualLineResultBody }) =>
    apiRequest(`/auth/duals/${id}/lines/${line}/result`, {
      method: 'PUT',
      json: body,
      schema: dualScoringReply,
    }),
  );
}

/** POST /auth/duals/{id}/lines/{line}/confirm, or /dispute with a reason: the other coach's answer. */
export function useAnswerLine(id: number) {
  return useDualMutation(({ line, dispute }: { line: LineName; dispute?: string }) =>
    apiRequest(`/auth/duals/${id}/lines/${line}/${dispute === undefined ? 'confirm' : 'dispute'}`, {
      method: 'POST',
      ...(dispute === undefined ? {} : { json: { reason: dispute } }),
      schema: dualScoringReply,
    }),
  );
}

/** POST /auth/duals/{id}/invitation: the dual's coach invites the opponent school's coaches to link a team. */
export function useInviteOpponent() {
  return useDualMutation((id: number) =>
    apiRequest(`/auth/duals/${id}/invitation`, { method: 'POST', schema: dualScoringReply }),
  );
}

/** POST /auth/duals/{id}/invitation/accept (JSON rosterId) or /decline. */
export function useAnswerInvitation() {
  return useDualMutation(async ({ id, rosterId }: { id: number; rosterId: number | null }) => {
    if (rosterId === null) {
      await apiRequest(`/auth/duals/${id}/invitation/decline`, {
        method: 'POST',
        schema: declineDualInvitationReply,
      });
      return id;
    }
    const reply = await apiRequest(`/auth/duals/${id}/invitation/accept`, {
      method: 'POST',
      json: { rosterId },
      schema: dualScoringReply,
    });
    return reply.scoring.id;
  });
}

/** PUT /auth/duals/{id}/opponent-lineup: the linked opponent's coach saves their team's lineup (player ids). */
export function useSaveOpponentLineup(id: number) {
  return useDualMutation(
    (lineup: { line: LineName; players: ({ id: number } | { name: string } | null)[] }[]) =>
      apiRequest(`/auth/duals/${id}/opponent-lineup`, {
        method: 'PUT',
        json: { lineup },
        schema: dualScoringReply,
      }),
  );
}

/** POST /auth/duals/{id}/opponent-lineup/publish: the linked opponent's coach publishes it. */
export function usePublishOpponentLineup(id: number) {
  return useDualMutation((reason?: string) =>
    apiRequest(`/auth/duals/${id}/opponent-lineup/publish`, {
      method: 'POST',
      json: reason === undefined ? {} : { reason },
      schema: dualScoringReply,
    }),
  );
}

/** POST /auth/duals/{id}/invitation/unlink: the dual's coach withdraws the invitation or unlinks the team. */
export function useUnlinkOpponent() {
  return useDualMutation((id: number) =>
    apiRequest(`/auth/duals/${id}/invitation/unlink`, { method: 'POST', schema: dualScoringReply }),
  );
}

/** PUT /auth/updateSettings-team-lineuprule (JSON id, rule). */
export function useSaveTeamRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rosterId, rule }: { rosterId: number; rule: AntiStackingRule }) =>
      apiRequest('/auth/updateSettings-team-lineuprule', {
        method: 'PUT',
        json: { id: rosterId, rule },
        schema: teamLineupRuleReply,
      }),
    onSuccess: (reply, { rosterId }) => queryClient.setQueryData(dualKeys.rule(rosterId), reply),
  });
}
