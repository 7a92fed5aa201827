import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { DrawPrint } from '../../features/tournaments/components/DrawPrint';

/** /tournaments/{id}/draw/print: the draw to print, outside the app's chrome (signed in). */
export async function loader({ params }: LoaderFunctionArgs) {
  const { readSession } = await import('../../lib/session');
  if (!readSession()) return redirect(paths.coachLogin);
  return /^[1-9]\d{0,9}$/.test(params.tournamentId ?? '') ? null : redirect(paths.tournaments);
}

export function Component() {
  return <DrawPrint tournamentId={Number(useParams().tournamentId)} />;
}
