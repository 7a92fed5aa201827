import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { League } from '../../../../contract/leagues';
import { useErrorMessage } from '../../../lib/error-message';
import { useGenerateSchedule } from '../api';
import { LEAGUES_NS } from '../i18n/messages';

/**
 * The league's generated round robin, pairings by round: "to be arranged" until a dual of that round between
 * the two teams is on the schedule; a team without an opponent has a bye. The founding school's coach
 * generates it while it is empty.
 */
export function ScheduleList({ league, mayGenerate }: { league: League; mayGenerate: boolean }) {
  const { t } = useTranslation(LEAGUES_NS);
  const generate = useGenerateSchedule(league.id);
  const message = useErrorMessage();
  const rounds = [...new Set(league.schedule.map((p) => p.round))];
  return (
    <Box component="section" aria-labelledby="schedule-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6" id="schedule-title">
        {t('schedule.title')}
      </Typography>
      {rounds.length === 0 && (
        <>
          <Typography color="text.secondary">
            {t(mayGenerate ? 'schedule.emptyManage' : 'schedule.empty')}
          </Typography>
          {mayGenerate && (
            <Box>
              <Button variant="contained" disabled={generate.isPending} onClick={() => generate.mutate()}>
                {t('schedule.generate')}
              </Button>
            </Box>
          )}
          {generate.isError && <Alert severity="error">{message(generate.error)}</Alert>}
        </>
      )}
      {rounds.map((round) => (
        <Box key={round} sx={{ display: 'grid', gap: 0.5 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('schedule.round', { round })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {league.schedule
              .filter((p) => p.round === round)
              .map((p) => (
                <Box
                  component="li"
                  key={`${p.homeRosterId}-${p.awayRosterId ?? 'bye'}`}
                  data-testid="schedule-pairing"
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <bdi>
                    {p.awaySchool === null
                      ? t('schedule.bye', { school: p.homeSchool })
                      : t('schedule.vs', { home: p.homeSchool, away: p.awaySchool })}
                  </bdi>
                  {p.awaySchool !== null && (
                    <Chip
                      size="small"
                      variant={p.dualId === null ? 'outlined' : 'filled'}
                      color={p.dualId === null ? 'default' : 'success'}
                      label={t(p.dualId === null ? 'schedule.toArrange' : 'schedule.arranged')}
                    />
                  )}
                </Box>
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
