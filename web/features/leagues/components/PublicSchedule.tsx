import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicLeague } from '../../../../contract/leagues';
import { LEAGUES_NS } from '../i18n/messages';

type Entry = PublicLeague['schedule'][number];

/**
 * The public page's schedule under the standings (issue 35): by round, each pairing (or bye) with its date once
 * arranged ("to be arranged" before), and its lines won once any line is settled, with whether it counts yet.
 */
export function PublicSchedule({ schedule }: { schedule: readonly Entry[] }) {
  const { t, i18n } = useTranslation(LEAGUES_NS);
  const day = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' });
  const rounds = [...new Set(schedule.map((e) => e.round))];
  return (
    <Box component="section" aria-labelledby="public-schedule-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6" id="public-schedule-title">
        {t('duals.title')}
      </Typography>
      {schedule.length === 0 && <Typography color="text.secondary">{t('schedule.empty')}</Typography>}
      {rounds.map((round) => (
        <Box key={round} component="section" aria-label={t('schedule.round', { round })}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('schedule.round', { round })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {schedule
              .filter((e) => e.round === round)
              .map((e, i) => (
                <ScheduleEntry key={i} entry={e} date={e.startsAt && day.format(new Date(e.startsAt))} />
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function ScheduleEntry({ entry: e, date }: { entry: Entry; date: string | null }) {
  const { t, i18n } = useTranslation(LEAGUES_NS);
  if (e.awaySchool === null)
    return (
      <Box component="li" data-testid="public-pairing" sx={{ color: 'text.secondary', paddingInline: 1.25 }}>
        <bdi>{t('schedule.bye', { school: e.homeSchool })}</bdi>
      </Box>
    );
  // The score reads in the page's direction, so each school's lines stand beside its name in Arabic too.
  const scored = e.status === 'final' || e.status === 'disputed' || e.homeLines + e.awayLines > 0;
  return (
    <Box
      component="li"
      data-testid="public-pairing"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, padding: 1.25, display: 'grid', gap: 0.5 }}
    >
      <Typography>
        {scored ? (
          <>
            <bdi>{e.homeSchool}</bdi> <bdi dir={i18n.dir()}>{`${e.homeLines}–${e.awayLines}`}</bdi>{' '}
            <bdi>{e.awaySchool}</bdi>
          </>
        ) : (
          <bdi>{t('schedule.vs', { home: e.homeSchool, away: e.awaySchool })}</bdi>
        )}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {date ?? t('schedule.toArrange')}
        </Typography>
        {e.status !== null && scored && (
          <Chip
            size="small"
            color={e.status === 'final' ? 'success' : e.status === 'disputed' ? 'warning' : 'default'}
            label={t(`duals.status.${e.status}`)}
          />
        )}
      </Box>
    </Box>
  );
}
