import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import { isSameDay } from '../calendar-range';
import { eventsOfDay } from '../event-layout';
import {
  formatCount,
  formatDayNumber,
  formatFullDate,
  formatTime,
  formatWeekday,
  formatWhen,
} from '../event-format';
import type { UiEvent } from '../event-time';
import { useRovingGrid } from '../hooks/use-roving-grid';
import { CALENDAR_NS } from '../i18n/messages';
import { eventColors, focusRing, matchColors } from './calendar-styles';
import { useEventLabel, useEventTitle } from '../hooks/use-event-label';

interface MonthViewProps {
  days: Date[];
  /** Any day of the month shown; days of other months are dimmed. */
  month: Date;
  today: Date;
  events: UiEvent[];
  rtl: boolean;
  label: string;
  /** Coaches: a click on a day starts a new event; without it (players) the day opens. */
  onNewOnDay?: (day: Date) => void;
  onOpenEvent: (event: UiEvent) => void;
  onShowDay: (day: Date) => void;
}

/** The month view: whole weeks, each day with its first events and a way to the rest. */
export function MonthView({
  days,
  month,
  today,
  events,
  rtl,
  label,
  onNewOnDay,
  onOpenEvent,
  onShowDay,
}: MonthViewProps) {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  const eventLabel = useEventLabel();
  const eventTitle = useEventTitle();
  const language = i18n.language;
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const maxShown = narrow ? 2 : 3;
  const weeks = Array.from({ length: Math.ceil(days.length / 7) }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const todayIndex = days.findIndex((d) => isSameDay(d, today));
  const firstOfMonth = days.findIndex((d) => d.getMonth() === month.getMonth());
  const initialIndex =
    todayIndex >= 0 && days[todayIndex]!.getMonth() === month.getMonth() ? todayIndex : firstOfMonth;
  const { slotProps } = useRovingGrid({
    rows: weeks.length,
    columns: 7,
    rtl,
    initial: { row: Math.floor(initialIndex / 7), column: initialIndex % 7 },
  });

  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        backgroundColor: 'background.paper',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
          borderBlockEnd: '1px solid',
          borderColor: 'divider',
        }}
      >
        {weeks[0]!.map((day) => (
          <Typography
            key={day.getDay()}
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: 'center', paddingBlock: 0.75, fontWeight: 600 }}
            noWrap
          >
            {formatWeekday(day, language, narrow ? 'narrow' : 'short')}
          </Typography>
        ))}
      </Box>
      {weeks.map((week, w) => (
        <Box
          key={week[0]!.getTime()}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
            borderBlockEnd: w < weeks.length - 1 ? '1px solid' : 'none',
            borderColor: 'divider',
          }}
        >
          {week.map((day, d) => {
            const dayEvents = eventsOfDay(events, day);
            const shown = dayEvents.slice(0, dayEvents.length > maxShown ? maxShown - 1 : maxShown);
            const hidden = dayEvents.length - shown.length;
            const inMonth = day.getMonth() === month.getMonth();
            const isToday = isSameDay(day, today);
            const dateText = formatFullDate(day, language);
            return (
              <Box
                key={day.getTime()}
                data-date={day.getDate()}
                sx={{
                  position: 'relative',
                  minHeight: { xs: 84, sm: 116 },
                  minWidth: 0,
                  borderInlineEnd: d < 6 ? '1px solid' : 'none',
                  borderColor: 'divider',
                  backgroundColor: inMonth ? undefined : 'action.hover',
                }}
              >
                <ButtonBase
                  {...slotProps(w, d)}
                  aria-label={t(onNewOnDay ? 'grid.newOnDay' : 'grid.showDay', { date: dateText })}
                  onClick={() => (onNewOnDay ? onNewOnDay(day) : onShowDay(day))}
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    alignItems: 'flex-start',
                    justifyContent: 'flex-start',
                    padding: 0.5,
                    '&:hover': { backgroundColor: 'action.hover' },
                    ...focusRing,
                  }}
                >
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      display: 'inline-grid',
                      placeItems: 'center',
                      minWidth: 26,
                      height: 26,
                      borderRadius: '13px',
                      paddingInline: 0.5,
                      typography: 'body2',
                      fontWeight: isToday ? 700 : 500,
                      color: isToday ? 'primary.contrastText' : inMonth ? 'text.primary' : 'text.secondary',
                      backgroundColor: isToday ? 'primary.main' : undefined,
                    }}
                  >
                    {formatDayNumber(day, language)}
                  </Box>
                </ButtonBase>
                <Box
                  sx={{
                    position: 'relative',
                    zIndex: 1,
                    marginBlockStart: '32px',
                    paddingInline: 0.5,
                    paddingBlockEnd: 0.5,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 0.25,
                    pointerEvents: 'none',
                  }}
                >
                  {shown.map((event) => (
                    <ButtonBase
                      key={event.key}
                      data-event-id={event.key}
                      aria-label={eventLabel(event, formatWhen(event.start, event.end, language))}
                      onClick={() => onOpenEvent(event)}
                      sx={{
                        pointerEvents: 'auto',
                        justifyContent: 'flex-start',
                        gap: 0.5,
                        borderRadius: 0.5,
                        paddingInline: 0.5,
                        // WCAG 2.2's 24 px target size (a phone's cells are narrow): a chip is
                        // 24 px tall at least, and so is the "+N more" button.
                        minHeight: 24,
                        typography: 'caption',
                        lineHeight: 1.3,
                        overflow: 'hidden',
                        ...(event.match ? matchColors : eventColors),
                        ...focusRing,
                      }}
                    >
                      {event.match && <SportsTennisIcon aria-hidden sx={{ fontSize: 12, flexShrink: 0 }} />}
                      {!narrow && isSameDay(event.start, day) && (
                        <Box component="span" aria-hidden sx={{ fontWeight: 600, flexShrink: 0 }}>
                          {formatTime(event.start, language)}
                        </Box>
                      )}
                      {/* The element that cuts the text takes the text's direction, so the
                          ellipsis lands at the end of a Latin title in Arabic, and vice versa. */}
                      <Box
                        component="span"
                        aria-hidden
                        dir="auto"
                        sx={{
                          minWidth: 0,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {eventTitle(event)}
                      </Box>
                    </ButtonBase>
                  ))}
                  {hidden > 0 && (
                    <ButtonBase
                      aria-label={t('grid.moreLabel', { n: formatCount(hidden, language), date: dateText })}
                      onClick={() => onShowDay(day)}
                      sx={{
                        pointerEvents: 'auto',
                        justifyContent: 'flex-start',
                        borderRadius: 0.5,
                        paddingInline: 0.5,
                        minHeight: 24,
                        typography: 'caption',
                        fontWeight: 600,
                        color: 'text.primary',
                        '&:hover': { backgroundColor: 'action.selected' },
                        ...focusRing,
                      }}
                    >
                      <span aria-hidden>{t('grid.more', { n: formatCount(hidden, language) })}</span>
                    </ButtonBase>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
