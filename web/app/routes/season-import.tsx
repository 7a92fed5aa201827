import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import '../../features/seasons/i18n/messages';
import { ImportPage } from '../../features/seasons/components/ImportPage';
import { paths } from '../../config/paths';
import { teamFromHandle } from '../../lib/teams';

/** /seasons/{team}/import: any other team handle goes to /seasons. */
export function loader({ params }: LoaderFunctionArgs) {
  return teamFromHandle(params.team) === undefined ? redirect(paths.seasons) : null;
}

/** /seasons/{team}/import (issue 37): the coach's roster import. */
export function Component() {
  const team = teamFromHandle(useParams().team);
  if (team === undefined) return null;
  return <ImportPage key={team} team={team} />;
}
