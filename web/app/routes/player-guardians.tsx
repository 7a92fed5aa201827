import { useParams } from 'react-router';
import '../../features/guardians/i18n/messages';
import { PlayerGuardians } from '../../features/guardians/components/PlayerGuardians';

/** /guardians/{playerId} (issue 34): a player's guardians, for a coach of the team or the player. */
export function Component() {
  const id = Number(useParams().playerId);
  return <PlayerGuardians playerId={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
