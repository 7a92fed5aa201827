import { redirect, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { DualPage } from '../../features/duals/components/DualPage';
import { DualExtrasContext } from '../../features/duals/dual-extras';
import { dualExtras } from '../dual-answer';
import { paths } from '../../config/paths';
import { roleOf } from '../../lib/session';
import { teamFromHandle } from '../../lib/teams';

const isId = (value: string | undefined) => value !== undefined && /^[1-9]\d{0,9}$/.test(value);

/** /duals/{team}/{id}: an unknown team or an id that is not a number goes to /duals. */
export function loader({ params }: LoaderFunctionArgs) {
  return teamFromHandle(params.team) === undefined || !isId(params.dualId) ? redirect(paths.duals) : null;
}

/** /duals/{team}/{id}: one dual: its lineup, publishing and the line results. */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const params = useParams();
  const team = teamFromHandle(params.team);
  if (team === undefined || !isId(params.dualId)) return null;
  const id = Number(params.dualId);
  const role = roleOf(claims);
  return (
    <DualExtrasContext value={role === 'player' ? dualExtras : {}}>
      <DualPage key={id} id={id} team={team} role={role} playerId={claims.pid} />
    </DualExtrasContext>
  );
}
