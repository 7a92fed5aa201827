import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAGUES_NS } from '../i18n/messages';

interface Result {
  round: number;
  startsAt: string;
  homeSchool: string;
  awaySchool: string;
  status: 'final' | 'pending' | 'disputed';
  homeLines: number;
  awayLines: number;
}

/** The league's duals by round: the two schools, lines won each, and whether the result counts yet. */
export function ResultsList<R extends Result>({
  results,
  extra,
}: {
  results: readonly R[];
  extra?: (result: R) => ReactNode;
}) {
  const { t, i18n } = useTranslation(LEAGUES_NS);
  const day = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' });
  const rounds = [...new Set(results.map((r) => r.round))];
  return (
    <Box component="section" aria-labelledby="results-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6" id="results-title">
        {t('duals.title')}
      </Typography>
      {results.length === 0 && <Typography color="text.secondary">{t('duals.empty')}</Typography>}
      {rounds.map((round) => (
        <Box key={round} sx={{ display: 'grid', gap: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('duals.round', { n: round })}
          </Typography>
          {results
            .filter((r) => r.round === round)
            .map((r, i) => (
              <Box
                key={`${r.homeSchool}-${r.awaySchool}-${i}`}
                data-testid="league-result"
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  padding: 1.25,
                  display: 'grid',
                  gap: 0.5,
                }}
              >
                <Typography>
                  <bdi>{r.homeSchool}</bdi> <bdi dir={i18n.dir()}>{`${r.homeLines}–${r.awayLines}`}</bdi>{' '}
                  <bdi>{r.awaySchool}</bdi>
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography variant="body2" color="text.secondary">
                    {day.format(new Date(r.startsAt))}
                  </Typography>
                  <Chip
                    size="small"
                    color={r.status === 'final' ? 'success' : r.status === 'disputed' ? 'warning' : 'default'}
                    label={t(`duals.status.${r.status}`)}
                  />
                  {extra?.(r)}
                </Box>
              </Box>
            ))}
        </Box>
      ))}
    </Box>
  );
}
