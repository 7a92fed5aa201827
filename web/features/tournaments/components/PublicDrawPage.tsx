import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
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
import { publicDrawQueryOptions, usePublicDrawLive } from '../draw-api';
import { TOURNAMENTS_NS } from '../i18n/messages';
import { BracketView } from './BracketView';

/**
 * /draw/{token} (issue 36): a tournament's bracket for parents, signed out and read only. Each result arrives
 * through the live stream as it is entered; while the stream is not connected the page reads again every 30 s.
 */
export function PublicDrawPage({ token }: { token: string }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const live = usePublicDrawLive(token);
  const query = useQuery(publicDrawQueryOptions(token, live));
  const draw = query.data;
  const champion = draw?.entries.find((e) => e.id === draw.championId);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', paddingBlock: { xs: 2, sm: 4 }, paddingInline: { xs: 1, sm: 2 } }}
    >
      <Paper
        variant="outlined"
        sx={{
          maxWidth: 1200,
          marginInline: 'auto',
          padding: { xs: 1.5, sm: 3 },
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 2,
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
            <Skeleton variant="rounded" height={240} />
            <span className="visually-hidden">{t('draw.loading')}</span>
          </Box>
        )}
        {query.isError && !draw && (
          <Alert severity={notFound ? 'info' : 'error'}>
            {notFound ? t('draw.publicNotFound') : t('errors.generic')}
          </Alert>
        )}
        {draw && (
          <>
            <Box>
              <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                <bdi>{draw.tournamentName}</bdi>
              </Typography>
              <Typography color="text.secondary">{t(`draw.types.${draw.drawType}`)}</Typography>
              <Typography variant="body2" color="text.secondary" data-testid="live-status" role="status">
                {live ? t('draw.live') : t('draw.reconnecting')}
              </Typography>
            </Box>
            {champion && (
              <Alert icon={<EmojiEventsIcon />} severity="success" data-testid="champion">
                {t('draw.champion', { name: champion.name })}
              </Alert>
            )}
            <BracketView draw={draw} />
          </>
        )}
      </Paper>
    </Box>
  );
}
