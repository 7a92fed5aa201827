import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { AnnouncementsChooser } from '../../features/announcements/components/AnnouncementsChooser';
import { roleOf } from '../../lib/session';

/** /announcements-choose: a card per audience the user can open, or straight to the only one. */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  return <AnnouncementsChooser role={roleOf(claims)} />;
}
