import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { navbarQueryOptions } from '../../features/auth/api';
import { DualsChooser } from '../../features/duals/components/DualsChooser';
import { roleOf } from '../../lib/session';
import type { TeamsState } from '../../lib/teams';

/** /duals: the user's teams (navbar call), each leading to its season of dual matches. */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const navbar = useQuery(navbarQueryOptions(role));
  const teams: TeamsState = navbar.isPending
    ? { status: 'pending' }
    : navbar.isError
      ? { status: 'error', retry: () => void navbar.refetch() }
      : { status: 'success', teams: navbar.data.teams };
  return <DualsChooser role={role} teams={teams} />;
}
