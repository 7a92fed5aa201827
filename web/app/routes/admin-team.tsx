import { useParams } from 'react-router';
import '../../features/admin/i18n/messages';
import { AdminTeamPage } from '../../features/admin/components/AdminTeamPage';
import { useSavedLook } from '../use-saved-look';

/** /admin/teams/:rosterId: a team of the admin's school, read only (issue 32); admins only (router). */
export function Component() {
  const rosterId = Number(useParams().rosterId);
  const onLookChange = useSavedLook();
  return (
    <AdminTeamPage
      rosterId={Number.isSafeInteger(rosterId) && rosterId > 0 ? rosterId : null}
      onLookChange={onLookChange}
    />
  );
}
