import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { TournamentsPage } from '../../features/tournaments/components/TournamentsPage';
import { roleOf } from '../../lib/session';
import { loadedTeams, orderedTeams } from '../../lib/teams';
import { useTeams } from '../use-teams';

/**
 * /tournaments: tournaments and tournament matches (SPEC.md section 2). The season choice lists the
 * seasons of the user's first team (issue 37).
 */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const teams = loadedTeams(useTeams(role));
  return <TournamentsPage role={role} team={teams ? orderedTeams(teams)[0] : undefined} />;
}
