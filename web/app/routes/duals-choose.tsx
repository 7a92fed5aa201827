import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { DualsChooser } from '../../features/duals/components/DualsChooser';
import { roleOf } from '../../lib/session';
import { useTeams } from '../use-teams';

/** /duals: the user's teams (navbar call), each leading to its season of dual matches. */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const teams = useTeams(role);
  return <DualsChooser role={role} teams={teams} />;
}
