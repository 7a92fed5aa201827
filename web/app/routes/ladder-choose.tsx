import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { LadderChooser } from '../../features/ladder/components/LadderChooser';
import { SchoolStep } from '../../features/schools/components/SchoolStep';
import { roleOf } from '../../lib/session';
import { useTeams } from '../use-teams';

/**
 * /ladder-choose: the user's teams come from the navbar call (the shell has it cached already); a
 * coach who has no team sees the join form, its school found by the schools' search (issue 32).
 */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const teams = useTeams(role);
  return <LadderChooser role={role} teams={teams} schoolField={(props) => <SchoolStep {...props} />} />;
}
