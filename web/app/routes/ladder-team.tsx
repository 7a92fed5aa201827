import { useQuery } from '@tanstack/react-query';
import { redirect, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { navbarQueryOptions } from '../../features/auth/api';
import { TeamAttendance } from '../../features/availability/components/TeamAttendance';
import { LadderPage } from '../../features/ladder/components/LadderPage';
import { paths } from '../../config/paths';
import { roleOf } from '../../lib/session';
import { teamFromHandle, type TeamsState } from '../../lib/teams';

/** SPEC.md section 2: /ladder/{team} takes jv-boys, var-boys, jv-girls or var-girls; anything else goes to /ladder. */
export function loader({ params }: LoaderFunctionArgs) {
  return teamFromHandle(params.team) === undefined ? redirect(paths.ladder) : null;
}

/** /ladder/{team}: the team's ladder, with the user's teams (navbar call) in the side list. */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const team = teamFromHandle(useParams().team);
  const navbar = useQuery(navbarQueryOptions(role));
  if (team === undefined) return null;

  const teams: TeamsState = navbar.isPending
    ? { status: 'pending' }
    : navbar.isError
      ? { status: 'error', retry: () => void navbar.refetch() }
      : { status: 'success', teams: navbar.data.teams };

  return (
    <>
      <LadderPage key={team} role={role} team={team} teams={teams} ownPlayerId={claims.pid} />
      {/* Issue 22: the season's attendance under the roster. */}
      <TeamAttendance team={team} />
    </>
  );
}
