import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../../../components/shell/PublicFrame';
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
  return (
    <PublicFrame
      query={query}
      texts={{ loading: t('draw.loading'), notFound: t('draw.publicNotFound'), error: t('errors.generic') }}
      maxWidth={1200}
    >
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
    </PublicFrame>
  );
}
