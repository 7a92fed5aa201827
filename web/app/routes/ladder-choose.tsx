import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { schoolsQueryOptions } from '../../features/auth/api';
import type { SchoolsState } from '../../features/ladder/components/JoinTeamForm';
import { LadderChooser } from '../../features/ladder/components/LadderChooser';
import { roleOf } from '../../lib/session';
import { useTeams } from '../use-teams';

/**
 * /ladder-choose: the user's teams come from the navbar call (the shell has it cached already);
 * the schools are only fetched for a coach who has no team and so sees the join form.
 */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const teams = useTeams(role);
  const needsSchools = role === 'coach' && teams.status === 'success' && teams.teams.length === 0;
  const schoolsQuery = useQuery({ ...schoolsQueryOptions(), enabled: needsSchools });

  const schools: SchoolsState = schoolsQuery.isError
    ? { status: 'error', retry: () => void schoolsQuery.refetch() }
    : schoolsQuery.isSuccess
      ? { status: 'success', schools: schoolsQuery.data }
      : { status: 'pending' };

  return <LadderChooser role={role} teams={teams} schools={schools} />;
}
