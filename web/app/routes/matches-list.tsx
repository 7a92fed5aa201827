import { redirect, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { MatchesPage } from '../../features/matches/components/MatchesPage';
import { MATCHES_SECTION, matchTypeFromHandle } from '../../features/matches/match-model';
import { paths } from '../../config/paths';
import { roleOf } from '../../lib/session';
import { teamFromHandle } from '../../lib/teams';
import { Component as NotFound } from './not-found';
import { useTeams } from '../use-teams';

/**
 * /{section}/{type}/{team} (SPEC.md section 2). The only section is 'matches'; any other is an
 * unknown page (404). Under /matches, a type other than challenge/official/practice or a team
 * other than jv-boys/var-boys/jv-girls/var-girls goes to /matches/choose.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.section !== MATCHES_SECTION) return null;
  const valid = matchTypeFromHandle(params.type) !== undefined && teamFromHandle(params.team) !== undefined;
  return valid ? null : redirect(paths.matchesChoose);
}

export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const params = useParams();
  const type = matchTypeFromHandle(params.type);
  const team = teamFromHandle(params.team);
  const teams = useTeams(role);
  if (params.section !== MATCHES_SECTION) return <NotFound />;
  if (type === undefined || team === undefined) return null;

  return (
    <MatchesPage
      key={`${type}-${team}`}
      role={role}
      type={type}
      team={team}
      teams={teams}
      coachId={claims.cid}
    />
  );
}
