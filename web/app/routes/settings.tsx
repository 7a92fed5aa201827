import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { navbarQueryOptions } from '../../features/auth/api';
import { ChallengeSettingsSection } from '../../features/challenges/components/ChallengeSettingsForm';
import { SettingsPage } from '../../features/settings/components/SettingsPage';
import { roleOf } from '../../lib/session';

/**
 * /settings: the signed-in person's own settings; the id is the token's cid or pid. A coach's
 * teams come from the navbar call (the shell has it cached already).
 */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const navbar = useQuery(navbarQueryOptions(role));
  const id = role === 'player' ? claims.pid : claims.cid;
  if (id === undefined) throw new Error('The login token names no coach or player');
  const coachedTeams = navbar.isError ? null : navbar.data?.teams;
  return (
    <SettingsPage
      owner={{ role, id }}
      coachedTeams={coachedTeams}
      more={role === 'coach' && <ChallengeSettingsSection coached={coachedTeams} />}
    />
  );
}
