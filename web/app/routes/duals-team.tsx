import { redirect, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { DualsPage } from '../../features/duals/components/DualsPage';
import { paths } from '../../config/paths';
import { roleOf } from '../../lib/session';
import { teamFromHandle } from '../../lib/teams';
import { useTeams } from '../use-teams';

/** /duals/{team}: any other team handle goes to /duals. */
export function loader({ params }: LoaderFunctionArgs) {
  return teamFromHandle(params.team) === undefined ? redirect(paths.duals) : null;
}

/** /duals/{team}: the team's season of dual matches. */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const team = teamFromHandle(useParams().team);
  const teams = useTeams(role);
  if (team === undefined) return null;
  return <DualsPage key={team} role={role} team={team} teams={teams} />;
}
