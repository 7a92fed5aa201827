import { useParams } from 'react-router';
import { PublicLeaguePage } from '../../features/leagues/components/PublicLeaguePage';

/** /league/{token}: a league's public standings page, outside the signed-in shell, no login needed. */
export function Component() {
  const token = useParams().token ?? '';
  return <PublicLeaguePage key={token} token={token} />;
}
