import { Navigate, useParams, useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { paths } from '../../config/paths';
import { DrawPage } from '../../features/tournaments/components/DrawPage';
import { roleOf } from '../../lib/session';
import { loadedTeams, orderedTeams } from '../../lib/teams';
import { useTeams } from '../use-teams';

/** /tournaments/{id}/draw: a tournament's draw (issue 36). */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const teams = useTeams(role, { enabled: role === 'coach' });
  const id = useParams().tournamentId ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id)) return <Navigate to={paths.tournaments} replace />;
  return (
    <DrawPage
      tournamentId={Number(id)}
      isCoach={role === 'coach'}
      teams={orderedTeams(loadedTeams(teams) ?? [])}
    />
  );
}
