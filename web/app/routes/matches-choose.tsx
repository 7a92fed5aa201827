import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { MatchesChooser } from '../../features/matches/components/MatchesChooser';
import { roleOf } from '../../lib/session';
import { useTeams } from '../use-teams';

/** /matches/choose: the user's teams come from the navbar call (the shell has it cached already). */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const teams = useTeams(role);
  return <MatchesChooser role={role} teams={teams} />;
}
