import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { returnPathFrom } from '../../lib/return-path';
import { LoginScreen } from '../../features/auth/components/LoginScreen';
import '../../features/admin/i18n/messages';
import { ProviderSignIn } from '../../features/admin/components/ProviderSignIn';

/** SPEC.md section 2: arriving from an announcement link, the player returns there after login. */
function returnToFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null) return paths.home;
  const { fromU, whichRoute } = state as { fromU?: unknown; whichRoute?: unknown };
  if (!fromU || typeof whichRoute !== 'string' || !/^[A-Za-z0-9-]+(\/\d+)?$/.test(whichRoute))
    return paths.home;
  return paths.announcementsOf(whichRoute);
}

/** The page the visitor opened signed out (`?next=`) comes first, then SPEC.md's announcement state. */
export function Component() {
  const location = useLocation();
  const returnTo = returnPathFrom(location.search) ?? returnToFrom(location.state);
  return (
    <LoginScreen kind="player" returnTo={returnTo} alternatives={<ProviderSignIn returnTo={returnTo} />} />
  );
}
