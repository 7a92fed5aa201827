import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../../../components/shell/PublicFrame';
import { publicLeagueQueryOptions } from '../api';
import { LEAGUES_NS } from '../i18n/messages';
import { PublicSchedule } from './PublicSchedule';
import { StandingsTable } from './StandingsTable';

/**
 * /league/{token}: a league's standings for parents, fans and the press, signed out: the order, the tie-break
 * used beside each tie, and under them the schedule by round with the results where settled. School names only: no player, no private detail.
 */
export function PublicLeaguePage({ token }: { token: string }) {
  const { t } = useTranslation(LEAGUES_NS);
  const query = useQuery(publicLeagueQueryOptions(token));
  const league = query.data;
  return (
    <PublicFrame
      query={query}
      texts={{ loading: t('public.loading'), notFound: t('public.notFound'), error: t('public.error') }}
    >
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
          <PublicSchedule schedule={league.schedule} />
        </>
      )}
    </PublicFrame>
  );
}
