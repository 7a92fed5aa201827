import { useParams } from 'react-router';
import '../../features/seasons/i18n/messages';
import { PlayerPage } from '../../features/seasons/components/PlayerPage';

/** /players/{playerId} (issue 37): a player's page with head-to-head. */
export function Component() {
  const id = Number(useParams().playerId);
  const playerId = Number.isSafeInteger(id) && id > 0 ? id : 0;
  return <PlayerPage key={playerId} playerId={playerId} />;
}
