import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMatchFormatReply } from '../../contract/settings';
import { apiRequest } from './api-client';

/**
 * A team's default match format (a TODS code, null for none; issue 19), a coach setting: read by
 * the create-match dialog (its format picker starts there) and by the settings page, which changes
 * it. One query for both, so a change in the settings shows in the next match form.
 */
export const teamFormatKey = (rosterId: number) => ['team-format', rosterId] as const;

/** GET /auth/getSettings-team-matchformat/{SchoolTeamRosterID} (coaches of the team). */
export const teamFormatQueryOptions = (rosterId: number) =>
  queryOptions({
    queryKey: teamFormatKey(rosterId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/auth/getSettings-team-matchformat/${rosterId}`, {
          schema: teamMatchFormatReply,
          signal,
        })
      ).res,
  });

/** PUT /auth/updateSettings-team-matchformat (JSON id, format; null for none). */
export function useSaveTeamFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rosterId, format }: { rosterId: number; format: string | null }) =>
      apiRequest('/auth/updateSettings-team-matchformat', {
        method: 'PUT',
        json: { id: rosterId, format },
        schema: teamMatchFormatReply,
      }),
    onSuccess: ({ res }, { rosterId }) => queryClient.setQueryData(teamFormatKey(rosterId), res),
  });
}
