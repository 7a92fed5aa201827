import { useParams, useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { roleOf } from '../../lib/session';
import '../../features/guardians/i18n/messages';
import { PlayerGuardians } from '../../features/guardians/components/PlayerGuardians';

/** /guardians/{playerId} (issue 34): a player's guardians, for a coach of the team or the player. */
export function Component() {
  const id = Number(useParams().playerId);
  const claims = useRouteLoaderData('session') as TokenClaims;
  return (
    <PlayerGuardians
      playerId={Number.isSafeInteger(id) && id > 0 ? id : 0}
      coach={roleOf(claims) === 'coach'}
    />
  );
}
