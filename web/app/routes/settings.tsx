import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { paths } from '../../config/paths';
import { SettingsPage } from '../../features/settings/components/SettingsPage';
import { isTeamSectionHash } from '../../features/settings/team-sections';
import { userQueryOptions } from '../../features/users/api';
import { roleOf } from '../../lib/session';
import { loadedTeams } from '../../lib/teams';
import { useTeams } from '../use-teams';

/**
 * /settings: the signed-in person's own settings; the id is the token's cid or pid. A coach's
 * teams come from useTeams (the shell has them cached already). A link to one of the team
 * rules that were here (`/settings#lineup-rule`) goes on to /team-settings.
 */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const teams = useTeams(role);
  const { hash } = useLocation();
  // SPEC.md section 7: the save's snackbar names where the user's data went (the user model's `from`).
  const user = useQuery(userQueryOptions());
  const id = role === 'player' ? claims.pid : claims.cid;
  if (id === undefined) throw new Error('The login token names no coach or player');
  if (role === 'coach' && isTeamSectionHash(hash))
    return <Navigate to={{ pathname: paths.teamSettings, hash }} replace />;
  return <SettingsPage owner={{ role, id }} coachedTeams={loadedTeams(teams)} savedTo={user.data?.from} />;
}
