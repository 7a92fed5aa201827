import { useParams } from 'react-router';
import { AnswerLinkPage } from '../../features/availability/components/AnswerLinkPage';

/** /a/{token}: an availability text's one-tap answer page, outside the signed-in shell. */
export function Component() {
  const token = useParams().token ?? '';
  return <AnswerLinkPage key={token} token={token} />;
}
