import {
  redirect,
  useParams,
  useRouteLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { AnnouncementsApp } from '../../features/announcements/components/AnnouncementsApp';
import { positiveId, viewFromUrl, viewPath } from '../../features/announcements/mail-model';
import { paths } from '../../config/paths';
import { roleOf } from '../../lib/session';

/**
 * /announcements/{folderHandle}/{mailId?}, /announcements/label/{labelHandle}/{mailId?} and
 * /announcements/filter/{filterHandle}/{mailId?}: a list the app does not know goes to
 * /announcements, a malformed message id to its list.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const folder = new URL(request.url).searchParams.get('folder');
  const view = viewFromUrl(params, folder, 'coach');
  if (!view) return redirect(paths.announcements);
  if (params.mailId !== undefined && positiveId(params.mailId) === undefined) return redirect(viewPath(view));
  return null;
}

export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const role = roleOf(claims);
  const params = useParams();
  const [searchParams] = useSearchParams();
  const view = viewFromUrl(params, searchParams.get('folder'), role);
  if (!view) return null;
  return (
    <AnnouncementsApp
      role={role}
      view={view}
      mailId={positiveId(params.mailId)}
      userKey={role === 'coach' ? `c${claims.cid}` : `p${claims.pid}`}
    />
  );
}
