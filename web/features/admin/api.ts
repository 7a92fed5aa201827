import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, oidcRoutes } from '../../../contract/admin/routes';
import { call } from '../../lib/call';
import { endServerSession } from '../../lib/server-session';
import type { SchoolRules } from '../../../contract/schools/rules';

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

/** One team of the admin's schools, read only: duals, recent matches, tournaments, calendar. */
export const adminTeamQuery = (rosterId: number) =>
  queryOptions({
    queryKey: [...root, 'team', rosterId],
    queryFn: ({ signal }) => call(adminRoutes.team, { params: { rosterId } }, { signal }),
  });

export const useAdminTeam = (rosterId: number, enabled = true) =>
  useQuery({ ...adminTeamQuery(rosterId), enabled });

export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; schoolId: number }) => call(adminRoutes.invite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSchoolsQuery.queryKey }),
  });
}

/** Appoints a coach of the school to a team; the page reads the teams again. */
export function useAppointCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rosterId, coachId }: { rosterId: number; coachId: number }) =>
      call(adminRoutes.appointCoach, { params: { rosterId }, body: { coachId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSchoolsQuery.queryKey }),
  });
}

/** Removes a coach from a team (never its last: 409 last_team_coach). */
export function useRemoveCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: { rosterId: number; coachId: number }) => call(adminRoutes.removeCoach, { params }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSchoolsQuery.queryKey }),
  });
}

/** Draws a team's new Team PIN; answers it (the old one stops working). */
export function useResetAdminTeamPin() {
  return useMutation({
    mutationFn: async (rosterId: number) =>
      (await call(adminRoutes.resetTeamPin, { params: { rosterId } })).pin,
  });
}

/**
 * Ends the admin's session on the server; SPEC.md section 4: then the provider's own sign-out when
 * it offers one (RP-initiated logout, which comes back to /), else /. A failed call still signs out here.
 */
export async function adminLogout(): Promise<string> {
  return (await endServerSession())?.providerLogoutUrl ?? '/';
}

const schoolRulesKey = (schoolId: number) => [...root, 'rules', schoolId] as const;

/** A school's rules (issue 32): its lineup rule and match format. */
export const useSchoolRules = (schoolId: number) =>
  useQuery({
    queryKey: schoolRulesKey(schoolId),
    queryFn: async ({ signal }) =>
      (await call(adminRoutes.schoolRules, { params: { schoolId } }, { signal })).rules,
  });

/** Sets them; the answer says how many teams and upcoming duals were tightened. */
export function useSaveSchoolRules(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolRules) => call(adminRoutes.saveSchoolRules, { params: { schoolId }, body }),
    onSuccess: (reply) => queryClient.setQueryData(schoolRulesKey(schoolId), reply.rules),
  });
}
