import { useParams } from 'react-router';
import '../../features/admin/i18n/messages';
import '../../features/guardians/i18n/messages';
import { MessageLog } from '../../features/guardians/components/MessageLog';
import { AdminTeamPage } from '../../features/admin/components/AdminTeamPage';
import { useSavedLook } from '../use-saved-look';

/**
 * /admin/teams/:rosterId: a team of the admin's school, read only (issue 32), with the audit log of
 * its texts to minors (issue 34); admins only (router).
 */
export function Component() {
  const rosterId = Number(useParams().rosterId);
  const onLookChange = useSavedLook();
  const valid = Number.isSafeInteger(rosterId) && rosterId > 0;
  return (
    <AdminTeamPage
      rosterId={valid ? rosterId : null}
      onLookChange={onLookChange}
      extra={valid ? <MessageLog rosterId={rosterId} /> : undefined}
    />
  );
}
