import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { publicLeagueQueryOptions } from '../api';
import { LEAGUES_NS } from '../i18n/messages';
import { ResultsList } from './ResultsList';
import { StandingsTable } from './StandingsTable';

/**
 * /league/{token}: a league's standings for parents, fans and the press, signed out: the order, the tie-break
 * used beside each tie, and the schedule's results. School names only: no player, no private detail.
 */
export function PublicLeaguePage({ token }: { token: string }) {
  const { t } = useTranslation(LEAGUES_NS);
  const query = useQuery(publicLeagueQueryOptions(token));
  const league = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        justifyContent: 'center',
        paddingBlock: { xs: 2, sm: 6 },
        paddingInline: { xs: 1, sm: 2 },
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 760,
          alignSelf: 'flex-start',
          padding: { xs: 1.5, sm: 4 },
          display: 'grid',
          gap: 2.5,
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <SportsTennisIcon color="primary" aria-hidden />
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('translation:app.name')}
          </Typography>
        </Stack>
        {query.isPending && (
          <Box aria-busy="true">
            <Skeleton variant="text" sx={{ fontSize: '2rem' }} />
            <Skeleton variant="rounded" height={200} />
            <span className="visually-hidden">{t('public.loading')}</span>
          </Box>
        )}
        {query.isError && !league && (
          <Alert severity={notFound ? 'info' : 'error'}>
            {t(notFound ? 'public.notFound' : 'public.error')}
          </Alert>
        )}
        {league && (
          <>
            <Box>
              <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
                <bdi>{league.name}</bdi>
              </Typography>
              <Typography color="text.secondary">
                <bdi>{league.season}</bdi> · {t(`translation:teams.${league.teamType}`)} ·{' '}
                <bdi>{t('league.rules', { pack: league.packLabel })}</bdi>
              </Typography>
            </Box>
            <StandingsTable rows={league.standings} tieBreaks={league.tieBreaks} />
            <ResultsList results={league.results} />
          </>
        )}
      </Paper>
    </Box>
  );
}
