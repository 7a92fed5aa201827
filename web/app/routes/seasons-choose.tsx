import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Navigate, useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { paths } from '../../config/paths';
import { roleOf } from '../../lib/session';
import { handleOf, loadedTeams, orderedTeams } from '../../lib/teams';
import { useTeams } from '../use-teams';

/** /seasons: the first of the user's teams' seasons (the page's season picker and the team chooser go on from there). */
export function Component() {
  const { t } = useTranslation();
  const claims = useRouteLoaderData('session') as TokenClaims;
  const teams = loadedTeams(useTeams(roleOf(claims)));
  if (teams === undefined) return <CircularProgress aria-label={t('nav.seasons')} />;
  const first = teams === null ? undefined : orderedTeams(teams)[0];
  if (first === undefined) return <Alert severity="info">{t('errors.team_not_found')}</Alert>;
  return <Navigate replace to={paths.seasonsOf(handleOf(first))} />;
}
