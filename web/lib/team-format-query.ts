import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsRoutes } from '../../contract/settings/routes';
import { call } from './call';

/**
 * A team's default match format (a TODS code, null for none; issue 19), a coach setting: read by
 * the create-match dialog (its format picker starts there) and by the settings page, which changes
 * it. One query for both, so a change in the settings shows in the next match form. `schoolFormat`
 * is the school's format (issue 32): when set it is `res`, and the settings page shows it locked.
 */
export const teamFormatKey = (rosterId: number) => ['team-format', rosterId] as const;

/** A team's default format, by its SchoolTeamRosterID (coaches of the team). */
export const teamFormatQueryOptions = (rosterId: number) =>
  queryOptions({
    queryKey: teamFormatKey(rosterId),
    queryFn: async ({ signal }) => call(settingsRoutes.teamFormat, { params: { id: rosterId } }, { signal }),
  });

/** Saves a team's default format (null for none). */
export function useSaveTeamFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rosterId, format }: { rosterId: number; format: string | null }) =>
      call(settingsRoutes.saveTeamFormat, { body: { id: rosterId, format } }),
    onSuccess: (reply, { rosterId }) => queryClient.setQueryData(teamFormatKey(rosterId), reply),
  });
}
