import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_SHORTCUTS, type ShortcutId, type UserModel } from '../../../contract/users';
import { usersRoutes } from '../../../contract/users/routes';
import { call } from '../../lib/call';

/** The user model (SPEC.md section 3): GET /api/auth/user, one query every part of the web reads. */
export const userKey = ['user'] as const;

/** SPEC.md section 3: the default user, an empty role list and the default shortcuts (signed out). */
export const DEFAULT_USER: UserModel = {
  role: [],
  from: 'api',
  uid: '',
  data: {
    displayName: '',
    photoURL: null,
    email: null,
    settings: { theme: null, layout: null, language: null, timeZone: null },
    shortcuts: [...DEFAULT_SHORTCUTS],
  },
};

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userKey,
    queryFn: ({ signal }) => call(usersRoutes.user, {}, { signal }),
    staleTime: 60_000,
  });

/** Logging out (SPEC.md section 4): the user becomes the default user again. */
export function resetUser(queryClient: QueryClient): void {
  queryClient.setQueryData(userKey, DEFAULT_USER);
}

/** Whether a user counts as signed out: an empty role list (SPEC.md section 4: not logged out again). */
export const isSignedOut = (user: UserModel | undefined) => user !== undefined && user.role.length === 0;

/**
 * PUT /api/auth/user/shortcuts, shown at once (optimistic): on an error the list the user had comes back
 * and `onError` tells them; afterwards the user is read again.
 */
export function useSaveShortcuts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shortcuts: ShortcutId[]) => call(usersRoutes.saveShortcuts, { body: { shortcuts } }),
    onMutate: async (shortcuts) => {
      await queryClient.cancelQueries({ queryKey: userKey });
      const before = queryClient.getQueryData<UserModel>(userKey);
      if (before)
        queryClient.setQueryData<UserModel>(userKey, { ...before, data: { ...before.data, shortcuts } });
      return { before };
    },
    onError: (_error, _shortcuts, context) => {
      if (context?.before) queryClient.setQueryData(userKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKey }),
  });
}
