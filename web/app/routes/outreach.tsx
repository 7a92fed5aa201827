import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { OutreachPage } from '../../features/outreach/components/OutreachPage';
import { roleOf } from '../../lib/session';
import { useTeams } from '../use-teams';

/**
 * /outreach (lazy loaded): the school's contact lists. The coach's teams (for adding an existing
 * player) come from the navbar call, which the shell has cached already.
 */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const teams = useTeams(role, { enabled: role === 'coach' });
  return <OutreachPage role={role} teams={teams} />;
}
