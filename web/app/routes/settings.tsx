import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { paths } from '../../config/paths';
import { navbarQueryOptions } from '../../features/auth/api';
import { SettingsPage } from '../../features/settings/components/SettingsPage';
import { isTeamSectionHash } from '../../features/settings/team-sections';
import { roleOf } from '../../lib/session';

/**
 * /settings: the signed-in person's own settings; the id is the token's cid or pid. A coach's
 * teams come from the navbar call (the shell has it cached already). A link to one of the team
 * rules that were here (`/settings#lineup-rule`) goes on to /team-settings.
 */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const navbar = useQuery(navbarQueryOptions(role));
  const { hash } = useLocation();
  const id = role === 'player' ? claims.pid : claims.cid;
  if (id === undefined) throw new Error('The login token names no coach or player');
  if (role === 'coach' && isTeamSectionHash(hash))
    return <Navigate to={{ pathname: paths.teamSettings, hash }} replace />;
  const coachedTeams = navbar.isError ? null : navbar.data?.teams;
  return <SettingsPage owner={{ role, id }} coachedTeams={coachedTeams} />;
}
