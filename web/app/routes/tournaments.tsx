import { useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { TournamentsPage } from '../../features/tournaments/components/TournamentsPage';
import { roleOf } from '../../lib/session';

/** /tournaments: tournaments and tournament matches (SPEC.md section 2). */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  return <TournamentsPage role={roleOf(claims)} />;
}
