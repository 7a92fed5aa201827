import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { navbarQueryOptions } from '../../features/auth/api';
import { MatchesChooser } from '../../features/matches/components/MatchesChooser';
import { roleOf } from '../../lib/session';
import type { TeamsState } from '../../lib/teams';

/** /matches/choose: the user's teams come from the navbar call (the shell has it cached already). */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const navbar = useQuery(navbarQueryOptions(role));
  const teams: TeamsState = navbar.isPending
    ? { status: 'pending' }
    : navbar.isError
      ? { status: 'error', retry: () => void navbar.refetch() }
      : { status: 'success', teams: navbar.data.teams };
  return <MatchesChooser role={role} teams={teams} />;
}
