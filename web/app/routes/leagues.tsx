import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { LeaguesPage } from '../../features/leagues/components/LeaguesPage';
import { roleOf } from '../../lib/session';
import { useTeams } from '../use-teams';

/** /leagues: the user's leagues and a coach's form to create one (issue 35). */
export function Component() {
  const role = roleOf(useRouteLoaderData('session') as TokenClaims);
  const teams = useTeams(role);
  return <LeaguesPage role={role} teams={teams} />;
}
