import { useParams, useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { ChallengePage } from '../../features/challenges/components/ChallengePage';
import { roleOf } from '../../lib/session';

/** /challenges/{id}: one challenge, the page a challenge's text links to (issue 21). */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const id = Number(useParams().id);
  return <ChallengePage key={id} id={Number.isSafeInteger(id) && id > 0 ? id : 0} role={roleOf(claims)} />;
}
