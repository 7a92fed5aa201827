import '../../features/admin/i18n/messages';
import { AdminHome } from '../../features/admin/components/AdminHome';
import { useSavedLook } from '../use-saved-look';

/**
 * /admin: the school administrator's page (issue 32); the router lets only an admin's session in.
 * The admin's saved look is applied at sign-in and a change of it is kept, as for coaches and players.
 */
export function Component() {
  return <AdminHome onLookChange={useSavedLook()} />;
}
