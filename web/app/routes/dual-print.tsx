import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { DualPrint } from '../../features/duals/components/DualPrint';
import { paths } from '../../config/paths';

/** /duals/{team}/{id}/print: the lineup card to print, outside the app's chrome (signed in). */
export async function loader({ params }: LoaderFunctionArgs) {
  const { readSession } = await import('../../lib/session');
  if (!readSession()) return redirect(paths.coachLogin);
  return /^[1-9]\d{0,9}$/.test(params.dualId ?? '') ? null : redirect(paths.duals);
}

export function Component() {
  return <DualPrint id={Number(useParams().dualId)} />;
}
