import '../../features/guardians/i18n/messages';
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { GuardianLogin } from '../../features/guardians/components/GuardianLogin';

/** /guardianlogin (issue 34): the guardians' own sign-in, linked from the coach and player logins. */
export function Component() {
  return <GuardianLogin Layout={AuthLayout} />;
}
