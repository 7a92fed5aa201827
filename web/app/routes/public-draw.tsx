import { useParams } from 'react-router';
import { PublicDrawPage } from '../../features/tournaments/components/PublicDrawPage';

/** /draw/{token}: a tournament's public bracket (issue 36), outside the signed-in shell, no login needed. */
export function Component() {
  const token = useParams().token ?? '';
  return <PublicDrawPage key={token} token={token} />;
}
