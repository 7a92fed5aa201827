import { useParams } from 'react-router';
import { PublicDualPage } from '../../features/duals/components/PublicDualPage';

/** /dual/{token}: a published dual's public page, outside the signed-in shell, no login needed. */
export function Component() {
  const token = useParams().token ?? '';
  return <PublicDualPage key={token} token={token} />;
}
