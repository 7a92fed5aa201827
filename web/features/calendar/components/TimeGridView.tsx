import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isSameDay } from '../calendar-range';
import { layoutDay, MINUTES_PER_DAY } from '../event-layout';
import { formatFullDate, formatHour, formatTime } from '../event-format';
import type { UiEvent } from '../event-time';
import { useRovingGrid } from '../hooks/use-roving-grid';
import { CALENDAR_NS } from '../i18n/messages';
import { focusRing } from './calendar-styles';
import { TimeGridEvent } from './TimeGridEvent';
import { TimeGridHeadings } from './TimeGridHeadings';
import { GUTTER_WIDTH, HOUR_HEIGHT, px } from './time-grid-metrics';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** Where the day starts on screen unless an event starts earlier. */
const FIRST_HOUR_SHOWN = 7;

interface TimeGridViewProps {
  days: Date[];
  today: Date;
  now: Date;
  events: UiEvent[];
  rtl: boolean;
  label: string;
  /** Coaches: a click on an hour starts a new event there; without it (players) hours are not buttons. */
  onNewAt?: (start: Date) => void;
  onOpenEvent: (event: UiEvent) => void;
  /** Week view: a day's heading opens that day. */
  onShowDay?: (day: Date) => void;
}

/** The week and day views: a column of hour slots per day, events placed on them by time. */
export function TimeGridView({
  days,
  today,
  now,
  events,
  rtl,
  label,
  onNewAt,
  onOpenEvent,
  onShowDay,
}: TimeGridViewProps) {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  const language = i18n.language;
  const scroller = useRef<HTMLDivElement>(null);
  const columns = useMemo(() => days.map((day) => layoutDay(events, day)), [days, events]);
  const todayColumn = days.findIndex((d) => isSameDay(d, today));
  const { slotProps } = useRovingGrid({
    rows: 24,
    columns: days.length,
    rtl,
    initial: { row: 9, column: Math.max(0, todayColumn) },
  });

  const earliest = Math.min(FIRST_HOUR_SHOWN, ...columns.flat().map((p) => Math.floor(p.top / 60)));
  useLayoutEffect(() => {
    // A little above the hour, so its label is not under the sticky day headings.
    if (scroller.current) scroller.current.scrollTop = Math.max(0, earliest * HOUR_HEIGHT - 12);
  }, [earliest]);

  const wide = days.length > 1;
  const nowMinutes = now.getHours() * 60 + now.getMinutes();

  return (
    <Box
      ref={scroller}
      role="group"
      aria-label={label}
      sx={{
        overflow: 'auto',
        maxHeight: 'min(70vh, 760px)',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        backgroundColor: 'background.paper',
      }}
    >
      <Box sx={{ minWidth: wide ? { xs: GUTTER_WIDTH + 7 * 64, md: 0 } : 0 }}>
        <TimeGridHeadings days={days} today={today} onShowDay={onShowDay} />

        <Box sx={{ display: 'flex' }}>
          <Box
            aria-hidden
            sx={{
              width: GUTTER_WIDTH,
              flexShrink: 0,
              position: 'sticky',
              insetInlineStart: 0,
              zIndex: 2,
              backgroundColor: 'background.paper',
            }}
          >
            {HOURS.map((hour) => (
              <Box key={hour} sx={{ height: HOUR_HEIGHT, position: 'relative' }}>
                {hour > 0 && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    noWrap
                    sx={{
                      position: 'absolute',
                      insetBlockStart: -9,
                      insetInlineEnd: 6,
                      lineHeight: '18px',
                    }}
                  >
                    {formatHour(dayjs(days[0]).hour(hour).toDate(), language)}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>

          {days.map((day, column) => {
            const dateText = formatFullDate(day, language);
            return (
              <Box
                key={day.getTime()}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  position: 'relative',
                  borderInlineStart: '1px solid',
                  borderColor: 'divider',
                }}
              >
                {HOURS.map((hour) => {
                  const slotSx = {
                    display: 'block',
                    width: '100%',
                    height: HOUR_HEIGHT,
                    borderBlockEnd: '1px solid',
                    borderColor: 'divider',
                  } as const;
                  if (!onNewAt) return <Box key={hour} sx={slotSx} />;
                  const start = dayjs(day).hour(hour).toDate();
                  return (
                    <ButtonBase
                      key={hour}
                      {...slotProps(hour, column)}
                      data-hour={hour}
                      aria-label={t('grid.newAt', { date: dateText, time: formatTime(start, language) })}
                      onClick={() => onNewAt(start)}
                      sx={{ ...slotSx, '&:hover': { backgroundColor: 'action.hover' }, ...focusRing }}
                    />
                  );
                })}
                {columns[column]!.map((placed) => (
                  <TimeGridEvent key={placed.event.key} placed={placed} onOpenEvent={onOpenEvent} />
                ))}
                {isSameDay(day, today) && (
                  <Box
                    aria-hidden
                    data-testid="now-line"
                    title={t('grid.now')}
                    sx={{
                      position: 'absolute',
                      insetInline: 0,
                      insetBlockStart: px(Math.min(nowMinutes, MINUTES_PER_DAY - 1)),
                      height: 2,
                      backgroundColor: 'error.main',
                      zIndex: 2,
                      pointerEvents: 'none',
                    }}
                  />
                )}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
