import { redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { rememberedSignIn } from '../../lib/sign-in-choice';
import { returnPathFrom } from '../../lib/return-path';
import { LoginScreen } from '../../features/auth/components/LoginScreen';
import '../../features/admin/i18n/messages';
import { ProviderSignIn } from '../../features/admin/components/ProviderSignIn';

/**
 * Signed-out visitors are sent to /coachlogin (SPEC.md section 2); one who chose the player login
 * before ("I'm a player", or a code confirmed there) is forwarded to it (issue 17), with the page
 * they were going to.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return rememberedSignIn() === 'player'
    ? redirect(`${paths.playerLogin}${new URL(request.url).search}`)
    : null;
}

export function Component() {
  const { search } = useLocation();
  const returnTo = returnPathFrom(search) ?? paths.home;
  return (
    <LoginScreen kind="coach" returnTo={returnTo} alternatives={<ProviderSignIn returnTo={returnTo} />} />
  );
}
