import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { navbarQueryOptions } from '../../features/auth/api';
import { OutreachPage } from '../../features/outreach/components/OutreachPage';
import { roleOf } from '../../lib/session';
import type { TeamsState } from '../../lib/teams';

/**
 * /outreach (lazy loaded): the school's contact lists. The coach's teams (for adding an existing
 * player) come from the navbar call, which the shell has cached already.
 */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const navbar = useQuery({ ...navbarQueryOptions(role), enabled: role === 'coach' });
  const teams: TeamsState = navbar.isError
    ? { status: 'error', retry: () => void navbar.refetch() }
    : navbar.isSuccess
      ? { status: 'success', teams: navbar.data.teams }
      : { status: 'pending' };
  return <OutreachPage role={role} teams={teams} />;
}
