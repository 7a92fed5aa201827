import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, oidcRoutes } from '../../../contract/admin/routes';
import { sessionRoutes } from '../../../contract/auth/routes';
import { call } from '../../lib/call';
import { getToken } from '../../lib/token-store';

/** The school administrators' calls (contract/admin/routes.ts). */

const root = ['admin'] as const;

/** Trades the callback's one-time handoff for the admin's token. */
export const tradeHandoff = (handoff: string) =>
  call(oidcRoutes.session, { body: { handoff } }, { sessionHandling: false });

export const adminSchoolsQuery = queryOptions({
  queryKey: [...root, 'schools'],
  queryFn: async ({ signal }) => (await call(adminRoutes.schools, {}, { signal })).schools,
});

export const useAdminSchools = () => useQuery(adminSchoolsQuery);

export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; schoolId: number }) => call(adminRoutes.invite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSchoolsQuery.queryKey }),
  });
}

/**
 * Ends the admin's session on the server; SPEC.md section 4: then the provider's own sign-out when
 * it offers one (RP-initiated logout, which comes back to /), else /. A failed call still signs out here.
 */
export async function adminLogout(): Promise<string> {
  if (getToken() === null) return '/';
  try {
    const answer = await call(sessionRoutes.logout, {}, { sessionHandling: false });
    return answer.providerLogoutUrl ?? '/';
  } catch {
    return '/';
  }
}
