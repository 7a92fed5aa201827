import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamType } from '../../../contract/common';
import { type CreateTennisMatchBody, type MatchType, type TennisMatch } from '../../../contract/matches';
import { matchesRoutes } from '../../../contract/matches/routes';
import { settingsRoutes } from '../../../contract/settings/routes';
import { call } from '../../lib/call';
import { ladderKey } from '../../lib/roster-query';
import { planEdit, type ResultDraft } from './match-model';

/**
 * The tennis match calls of SPEC.md section 7, and the coach's challenge range the create dialog
 * needs (its player pickers read the team's roster from web/lib/roster-query, as the ladder does).
 */
export const matchKeys = {
  all: ['matches'] as const,
  list: (type: MatchType, team: TeamType) => [...matchKeys.all, 'list', type, team] as const,
  ladderMax: (coachId: number) => [...matchKeys.all, 'ladder-max', coachId] as const,
};

/** The team's matches of one type (a form: matchTypeEnum, skillLevel), newest first. */
export const matchListQueryOptions = (type: MatchType, team: TeamType) =>
  queryOptions({
    queryKey: matchKeys.list(type, team),
    queryFn: async ({ signal }): Promise<TennisMatch[]> =>
      (await call(matchesRoutes.list, { body: { matchTypeEnum: type, skillLevel: team } }, { signal })).res,
    staleTime: 0,
  });

/** The coach's challenge range: how many places above a player may challenge. */
export const ladderMaxQueryOptions = (coachId: number) =>
  queryOptions({
    queryKey: matchKeys.ladderMax(coachId),
    queryFn: async ({ signal }) =>
      (await call(settingsRoutes.ladderMax, { params: { id: coachId } }, { signal })).res,
  });

/**
 * Every change refreshes the match lists and the ladder (with the team's roster), failed or not (a
 * 404 means the list is stale): a challenge win moves players, and every decided official or
 * challenge match changes the win percentages.
 */
function useMatchMutation<TVariables, TResult>(send: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.all }),
        queryClient.invalidateQueries({ queryKey: ladderKey }),
      ]),
  });
}

/** A new match (JSON); Plist lists side 1 first. */
export function useCreateMatch() {
  return useMatchMutation((body: CreateTennisMatchBody) => call(matchesRoutes.create, { body }));
}

/** The update was not sent: SPEC.md section 4's guard (winner labels and values differ in length). */
export class EditAbandonedError extends Error {
  constructor(readonly reason: 'problem' | 'winnerMismatch') {
    super(`match update abandoned: ${reason}`);
    this.name = 'EditAbandonedError';
  }
}

export interface SavedResult {
  match: TennisMatch;
  /** The ladder change a challenge win made; null when the ladder did not move. */
  ladderChangeId: number | null;
}

/**
 * Saves the result form (SPEC.md section 4): only the date and time (a form) when there is no
 * winner and no score, else the result (JSON).
 */
export function useSaveMatch() {
  return useMatchMutation(
    async ({ match, draft }: { match: TennisMatch; draft: ResultDraft }): Promise<SavedResult> => {
      const plan = planEdit(match, draft);
      switch (plan.kind) {
        case 'abandoned':
          throw new EditAbandonedError(plan.reason);
        case 'time': {
          const { res } = await call(matchesRoutes.editTime, { body: plan.form });
          return { match: res, ladderChangeId: null };
        }
        case 'result': {
          const reply = await call(matchesRoutes.edit, { body: plan.body });
          return { match: reply.res, ladderChangeId: reply.LadderChangeID };
        }
      }
    },
  );
}

/** Deletes a match. */
export function useDeleteMatch() {
  return useMatchMutation((id: number) => call(matchesRoutes.delete, { params: { id } }));
}
