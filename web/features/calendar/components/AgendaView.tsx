import EventIcon from '@mui/icons-material/Event';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import GroupsIcon from '@mui/icons-material/Groups';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isSameDay, touchesDay } from '../calendar-range';
import { formatFullDate, formatTimeRange } from '../event-format';
import type { UiEvent } from '../event-time';
import { useEventTitle } from '../hooks/use-event-label';
import { CALENDAR_NS } from '../i18n/messages';

/**
 * The agenda: the days of the range that have entries, each with its entries in a list one under
 * the other, whole titles (no clipped chips): the phone's default view.
 */
export function AgendaView({
  days,
  today,
  events,
  label,
  onOpenEvent,
}: {
  days: Date[];
  today: Date;
  events: UiEvent[];
  label: string;
  onOpenEvent: (event: UiEvent) => void;
}) {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  const language = i18n.language;
  const title = useEventTitle();
  const withEvents = days
    .map((day) => ({
      day,
      entries: events
        .filter((e) => touchesDay(e, day))
        .sort((a, b) => a.start.getTime() - b.start.getTime() || a.key.localeCompare(b.key)),
    }))
    .filter((d) => d.entries.length > 0);
  return (
    <Box component="section" aria-label={label} data-testid="calendar-agenda">
      {withEvents.map(({ day, entries }) => {
        const isToday = isSameDay(day, today);
        return (
          <Box key={day.getTime()} sx={{ marginBlockEnd: 2 }}>
            <Typography
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 700, marginBlockEnd: 0.5, color: isToday ? 'primary.main' : undefined }}
            >
              {formatFullDate(day, language)}
              {isToday && ` · ${t('nav.today')}`}
            </Typography>
            <Paper variant="outlined">
              <List disablePadding>
                {entries.map((event, i) => {
                  const Icon = event.match
                    ? SportsTennisIcon
                    : event.dual
                      ? GroupsIcon
                      : event.series !== null
                        ? EventRepeatIcon
                        : EventIcon;
                  const kind = event.match
                    ? t(`match.types.${event.match.matchType}`)
                    : event.team === null
                      ? t('dialog.allTeams')
                      : t(`translation:teams.${event.team}`);
                  return (
                    <ListItem key={event.key} disablePadding divider={i < entries.length - 1}>
                      <ListItemButton
                        onClick={() => onOpenEvent(event)}
                        sx={{ alignItems: 'flex-start', gap: 1 }}
                      >
                        <ListItemIcon sx={{ minWidth: 0, marginBlockStart: 0.5 }}>
                          <Icon color={event.match || event.dual ? 'secondary' : 'primary'} aria-hidden />
                        </ListItemIcon>
                        <ListItemText
                          primary={
                            <Typography
                              component="span"
                              dir="auto"
                              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                            >
                              {title(event)}
                            </Typography>
                          }
                          secondary={
                            <>
                              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                                {formatTimeRange(event.start, event.end, language)}
                              </Typography>
                              <Typography
                                component="span"
                                variant="body2"
                                color="text.secondary"
                                sx={{ display: 'block', overflowWrap: 'anywhere' }}
                              >
                                {kind}
                                {event.place && (
                                  <>
                                    {' · '}
                                    <bdi>{event.place}</bdi>
                                  </>
                                )}
                                {event.dual && event.dual.lines.length > 0 && (
                                  <>
                                    {' · '}
                                    <bdi dir="ltr">{event.dual.lines.join(', ')}</bdi>
                                  </>
                                )}
                              </Typography>
                            </>
                          }
                        />
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            </Paper>
          </Box>
        );
      })}
    </Box>
  );
}
