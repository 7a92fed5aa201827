import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { navbarQueryOptions } from '../../features/auth/api';
import { ChallengesListPage } from '../../features/challenges/components/ChallengesListPage';
import { roleOf } from '../../lib/session';
import { handleOf, teamFromHandle, type TeamsState } from '../../lib/teams';

/** /challenges?team={handle}: the team's challenges (issue 21); the user's teams from the navbar call. */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const navbar = useQuery(navbarQueryOptions(role));
  const [search, setSearch] = useSearchParams();
  const teams: TeamsState = navbar.isPending
    ? { status: 'pending' }
    : navbar.isError
      ? { status: 'error', retry: () => void navbar.refetch() }
      : { status: 'success', teams: navbar.data.teams };
  return (
    <ChallengesListPage
      role={role}
      teams={teams}
      team={teamFromHandle(search.get('team') ?? undefined)}
      onTeam={(team) => setSearch({ team: handleOf(team) }, { replace: true })}
    />
  );
}
