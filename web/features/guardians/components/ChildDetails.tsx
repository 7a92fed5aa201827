import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseCalendarTime, type CalendarItem } from '../../../../contract/calendar';
import { childQuery } from '../api';
import { GUARDIANS_NS } from '../i18n/messages';

/** An item's title and start, as the guardian's pages name them. */
export function itemTitle(item: CalendarItem, t: (key: string, values?: Record<string, unknown>) => string) {
  if (item.kind === 'event') return { title: item.event.name, start: item.event.startTime };
  if (item.kind === 'match') return { title: t('match'), start: item.match.startTime };
  return { title: t('dualVs', { opponent: item.dual.opponentName }), start: item.dual.startTime };
}

/** A start ('YYYY-MM-DD HH:mm' UTC, or ISO) in the reader's language and zone. */
export function useWhen() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-u-nu-latn' : i18n.language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (text: string) => {
    const at = parseCalendarTime(text) ?? new Date(text);
    return Number.isNaN(at.getTime()) ? '' : format.format(at);
  };
}

/**
 * A child's page on the guardian's home (issue 34), opened from the child's card: the team's next
 * items (the child's own view: published duals only), the child's recent results and the messages
 * to the child's team and parents list.
 */
export function ChildDetails({ playerId }: { playerId: number }) {
  const { t } = useTranslation(GUARDIANS_NS);
  const child = useQuery(childQuery(playerId));
  const when = useWhen();
  if (child.isPending) return <CircularProgress aria-label={t('loading')} size={24} />;
  if (child.isError) return <Alert severity="error">{t('detailsError')}</Alert>;
  const { upcoming, lineups, results, announcements } = child.data;
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('schedule')}
      </Typography>
      {upcoming.length === 0 ? (
        <Typography color="text.secondary">{t('nothingNext')}</Typography>
      ) : (
        <List dense aria-label={t('schedule')}>
          {upcoming.map((item) => {
            const { title, start } = itemTitle(item, t);
            return (
              <ListItem key={`${item.kind}-${start}-${title}`} disableGutters>
                <ListItemText primary={title} secondary={when(start)} />
              </ListItem>
            );
          })}
        </List>
      )}
      {lineups.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('lineups')}
          </Typography>
          <List dense aria-label={t('lineups')}>
            {lineups.map((d) => (
              <ListItem key={d.id} disableGutters>
                <ListItemText
                  primary={t('dualVs', { opponent: d.opponentName })}
                  secondary={`${t('plays', { lines: d.lines.join(', ') })} · ${when(d.startTime)}`}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('results')}
      </Typography>
      {results.length === 0 ? (
        <Typography color="text.secondary">{t('noResults')}</Typography>
      ) : (
        <List dense aria-label={t('results')}>
          {results.map((m) => (
            <ListItem key={m.TennisMatchID} disableGutters>
              <ListItemText
                primary={m.Players.map((p) => p.Name).join(' – ')}
                secondary={<span dir="ltr">{m.MatchScore || t('noScore')}</span>}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('messages')}
      </Typography>
      {announcements.length === 0 ? (
        <Typography color="text.secondary">{t('noMessages')}</Typography>
      ) : (
        <List dense aria-label={t('messages')}>
          {announcements.map((a) => (
            <ListItem key={a.id} disableGutters>
              <ListItemText primary={a.subject} secondary={`${a.preview} · ${when(a.time)}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
