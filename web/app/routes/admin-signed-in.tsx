import { useSearchParams } from 'react-router';
import '../../features/admin/i18n/messages';
import { AdminSignedIn } from '../../features/admin/components/AdminSignedIn';

/** /admin/signed-in?handoff=...: the end of a school administrator's sign-in with their provider. */
export function Component() {
  const [params] = useSearchParams();
  return <AdminSignedIn handoff={params.get('handoff')} />;
}
