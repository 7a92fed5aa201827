import { redirect, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { LeaguePage } from '../../features/leagues/components/LeaguePage';
import { paths } from '../../config/paths';
import { roleOf } from '../../lib/session';

/** /leagues/{id}: any id that is not a number goes to /leagues. */
export function loader({ params }: LoaderFunctionArgs) {
  return /^[1-9]\d{0,9}$/.test(params.leagueId ?? '') ? null : redirect(paths.leagues);
}

/** /leagues/{id}: one league (issue 35). */
export function Component() {
  const role = roleOf(useRouteLoaderData('session') as TokenClaims);
  const id = Number(useParams().leagueId);
  return <LeaguePage key={id} id={id} role={role} />;
}
