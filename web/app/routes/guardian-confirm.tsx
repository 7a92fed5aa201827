import { useParams } from 'react-router';
import '../../features/guardians/i18n/messages';
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { ConfirmLink } from '../../features/guardians/components/ConfirmLink';

/** /guardian/confirm/{token} (issue 34): the page of the link in a new guardian's SMS, signed out. */
export function Component() {
  return <ConfirmLink token={useParams().token ?? ''} Layout={AuthLayout} />;
}
