import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { rememberedSignIn } from '../../lib/sign-in-choice';
import { LoginScreen } from '../../features/auth/components/LoginScreen';

/**
 * Signed-out visitors are sent to /coachlogin (SPEC.md section 2); one who chose the player login
 * before ("I'm a player", or a code confirmed there) is forwarded to it (issue 17).
 */
export function loader() {
  return rememberedSignIn() === 'player' ? redirect(paths.playerLogin) : null;
}

export function Component() {
  return <LoginScreen kind="coach" />;
}
