import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerBody, SubjectKind } from '../../../contract/availability';
import type { AddGuardianBody } from '../../../contract/guardians';
import { guardianSignInRoutes, guardiansRoutes } from '../../../contract/guardians/routes';
import { call } from '../../lib/call';

/** The guardians' calls (issue 34, contract/guardians/routes.ts). */

const root = ['guardians'] as const;

export const requestGuardianCode = (sms: string) =>
  call(guardianSignInRoutes.requestCode, { body: { sms } }, { sessionHandling: false });

export const guardianLogin = (sms: string, code: string) =>
  call(guardianSignInRoutes.login, { body: { sms, code } }, { sessionHandling: false });

export const confirmQuery = (token: string) =>
  queryOptions({
    queryKey: [...root, 'confirm', token],
    queryFn: ({ signal }) =>
      call(guardianSignInRoutes.readConfirm, { params: { token } }, { signal, sessionHandling: false }),
    retry: false,
  });

export const useConfirmLink = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(guardianSignInRoutes.confirm, { params: { token } }, { sessionHandling: false }),
    onSuccess: (reply) => queryClient.setQueryData(confirmQuery(token).queryKey, reply),
  });
};

export const childrenQuery = queryOptions({
  queryKey: [...root, 'children'],
  queryFn: ({ signal }) => call(guardiansRoutes.children, {}, { signal }),
});
export const useChildren = () => useQuery(childrenQuery);

export const childQuery = (playerId: number) =>
  queryOptions({
    queryKey: [...root, 'child', playerId],
    queryFn: ({ signal }) => call(guardiansRoutes.child, { params: { playerId } }, { signal }),
  });

/** Answers availability for a child; the child's pages read again. */
export function useAnswerForChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { playerId: number; kind: SubjectKind; id: number; body: AnswerBody }) =>
      call(guardiansRoutes.answerForChild, {
        params: { playerId: input.playerId, kind: input.kind, id: input.id },
        body: input.body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export const playerGuardiansQuery = (playerId: number) =>
  queryOptions({
    queryKey: [...root, 'player', playerId],
    queryFn: ({ signal }) => call(guardiansRoutes.ofPlayer, { params: { playerId } }, { signal }),
  });
export const usePlayerGuardians = (playerId: number) => useQuery(playerGuardiansQuery(playerId));

export function useAddGuardian(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddGuardianBody) => call(guardiansRoutes.add, { params: { playerId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerGuardiansQuery(playerId).queryKey }),
  });
}

export function useRemoveGuardian(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => call(guardiansRoutes.remove, { params: { playerId, linkId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
