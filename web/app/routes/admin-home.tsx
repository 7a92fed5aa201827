import '../../features/admin/i18n/messages';
import { AdminHome } from '../../features/admin/components/AdminHome';

/** /admin: the school administrator's page (issue 32); the router lets only an admin's session in. */
export function Component() {
  return <AdminHome />;
}
