import { useRouteLoaderData, useSearchParams } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { ChallengesListPage } from '../../features/challenges/components/ChallengesListPage';
import { roleOf } from '../../lib/session';
import { handleOf, teamFromHandle } from '../../lib/teams';
import { useTeams } from '../use-teams';

/** /challenges?team={handle}: the team's challenges (issue 21); the user's teams from the navbar call. */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const teams = useTeams(role);
  const [search, setSearch] = useSearchParams();
  return (
    <ChallengesListPage
      role={role}
      teams={teams}
      team={teamFromHandle(search.get('team') ?? undefined)}
      onTeam={(team) => setSearch({ team: handleOf(team) }, { replace: true })}
    />
  );
}
