import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { PublicMessagePage } from '../../features/public-message/components/PublicMessagePage';

/** SPEC.md section 4: an identifier not 8 characters long redirects to /coachlogin. */
export function loader({ params }: LoaderFunctionArgs) {
  return (params.identifier ?? '').length === 8 ? null : redirect(paths.coachLogin);
}

/** /u/{identifier}: the public message page, outside the signed-in shell. */
export function Component() {
  const identifier = useParams().identifier ?? '';
  return <PublicMessagePage key={identifier} identifier={identifier} />;
}
