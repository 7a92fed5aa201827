import AddIcon from '@mui/icons-material/Add';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazyUntilOpen } from '../../../components/lazy/lazy-until-open';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Role } from '../../../lib/session';
import { calendarEventsQueryOptions } from '../api';
import {
  firstDayOfWeek,
  fromDateParam,
  isCalendarView,
  isSameDay,
  rangeHeading,
  toDateParam,
  touchesDay,
  visibleRange,
  type CalendarView,
} from '../calendar-range';
import { viewerTimeZone, type UiEvent } from '../event-time';
import { rememberView, storedView, useNow } from '../calendar-page-state';
import { CALENDAR_NS } from '../i18n/messages';
import type { CalendarDialogState } from '../dialog-state';
import { AgendaView } from './AgendaView';
import { CalendarNavigation } from './CalendarNavigation';
import { MonthView } from './MonthView';
import { TimeGridView } from './TimeGridView';

// The dialogs (the event form with its validation, the feed's address) load when first opened.
const EventDialog = lazyUntilOpen(
  () => import('./EventDialog').then((module) => module.EventDialog),
  (props) => props.state.open,
);
const SubscribeDialog = lazyUntilOpen(
  () => import('./SubscribeDialog').then((module) => module.SubscribeDialog),
  (props) => props.open,
);

/** A day clicked in the month view suggests a morning hour. */
const MONTH_DAY_START_HOUR = 9;

const closedDialog: CalendarDialogState = {
  type: 'new',
  open: false,
  data: { title: '', desc: '', start: new Date(0), end: new Date(0), place: '', team: null },
};

/**
 * /calendar: month, week and day views of the events in the viewer's time zone. Coaches add
 * events by clicking a day or an hour, and edit or delete them by clicking them; players see
 * their team's coaches' events read-only. The view and date are kept in the address.
 */
export function CalendarPage({ role, teams }: { role: Role; teams: readonly number[] }) {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  const language = i18n.language;
  const rtl = useTheme().direction === 'rtl';
  const now = useNow();
  const today = dayjs(now).startOf('day').toDate();
  const canEdit = role === 'coach';

  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view');
  // Phones open on the agenda (a month grid's chips cannot hold a title there); the toggle's choice is remembered.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [remembered] = useState(storedView);
  const view: CalendarView = isCalendarView(viewParam)
    ? viewParam
    : (remembered ?? (phone ? 'agenda' : 'month'));
  const dateParam = params.get('date');
  const anchor = useMemo(() => fromDateParam(dateParam) ?? dayjs().startOf('day').toDate(), [dateParam]);
  const firstDay = firstDayOfWeek(language);
  const range = useMemo(() => visibleRange(view, anchor, firstDay), [view, anchor, firstDay]);
  const heading = rangeHeading(view, anchor, firstDay, language);

  // The UTC days around the local range shown (a day either side covers every time zone).
  const matchDays = useMemo(
    () => ({
      from: dayjs(range.start).subtract(1, 'day').format('YYYY-MM-DD'),
      to: dayjs(range.end).format('YYYY-MM-DD'),
    }),
    [range],
  );
  const events = useQuery(calendarEventsQueryOptions(matchDays));
  const inRange = useMemo(
    () => (events.data ?? []).filter((e) => range.days.some((day) => touchesDay(e, day))),
    [events.data, range],
  );

  const [dialog, setDialog] = useState<CalendarDialogState>(closedDialog);
  const [dialogKey, setDialogKey] = useState(0);
  const [subscribeOpen, setSubscribeOpen] = useState(false);

  const go = (nextView: CalendarView, nextAnchor: Date) =>
    setParams({ view: nextView, date: toDateParam(nextAnchor) }, { replace: true });

  const openNew = (start: Date, end: Date) => {
    setDialogKey((k) => k + 1);
    setDialog({ type: 'new', open: true, data: { title: '', desc: '', start, end, place: '', team: null } });
  };
  const openEvent = (event: UiEvent) => {
    setDialogKey((k) => k + 1);
    setDialog({ type: 'edit', open: true, data: { ...event } });
  };
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));

  const onNewOnDay = (day: Date) => {
    const start = dayjs(day).hour(MONTH_DAY_START_HOUR).toDate();
    openNew(start, dayjs(start).add(1, 'hour').toDate());
  };
  const onNewAt = (start: Date) => openNew(start, dayjs(start).add(1, 'hour').toDate());
  /** The New event button: the next whole hour of the anchor day (today: from now on). */
  const onNewButton = () => {
    const base = isSameDay(anchor, now) ? dayjs(now) : dayjs(anchor).hour(MONTH_DAY_START_HOUR - 1);
    const start = base.add(1, 'hour').startOf('hour').toDate();
    openNew(start, dayjs(start).add(1, 'hour').toDate());
  };
  // Matches are edited on their page, co-coaches' events by whoever made them.
  const dialogReadOnly = !canEdit || (dialog.type === 'edit' && !dialog.data.mine);
  const onShowDay = (day: Date) => go('day', day);

  const gridLabel = t(
    view === 'agenda' ? 'grid.agenda' : view === 'month' ? 'grid.monthGrid' : 'grid.timeGrid',
    { range: heading },
  );

  return (
    <Box sx={{ maxWidth: 1400, marginInline: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', marginBlockEnd: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, flex: 1 }}>
          {t('title')}
        </Typography>
        <Button variant="outlined" startIcon={<RssFeedIcon />} onClick={() => setSubscribeOpen(true)}>
          {t('subscribe.button')}
        </Button>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onNewButton}>
            {t('dialog.newTitle')}
          </Button>
        )}
      </Stack>

      <CalendarNavigation
        view={view}
        anchor={anchor}
        heading={heading}
        onToday={() => go(view, today)}
        onGo={go}
        onPickView={(next) => {
          rememberView(next);
          go(next, anchor);
        }}
      />

      <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
        {t('timeZone', { zone: viewerTimeZone() })}
        {!canEdit && <> {t('readOnly')}</>}
      </Typography>

      <Box sx={{ position: 'relative' }}>
        {events.isFetching && (
          <LinearProgress
            aria-label={t('loading')}
            sx={{ position: 'absolute', insetInline: 0, insetBlockStart: 0, zIndex: 4, borderRadius: 1 }}
          />
        )}
        {events.isSuccess && inRange.length === 0 && (
          <Typography role="status" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
            {t(`empty.${view}`)}
          </Typography>
        )}
        {view === 'agenda' ? (
          <AgendaView
            days={range.days}
            today={today}
            events={inRange}
            label={gridLabel}
            onOpenEvent={openEvent}
          />
        ) : view === 'month' ? (
          <MonthView
            key={range.start.getTime()}
            days={range.days}
            month={anchor}
            today={today}
            events={inRange}
            rtl={rtl}
            label={gridLabel}
            onNewOnDay={canEdit ? onNewOnDay : undefined}
            onOpenEvent={openEvent}
            onShowDay={onShowDay}
          />
        ) : (
          <TimeGridView
            key={`${view}-${range.start.getTime()}`}
            days={range.days}
            today={today}
            now={now}
            events={inRange}
            rtl={rtl}
            label={gridLabel}
            onNewAt={canEdit ? onNewAt : undefined}
            onOpenEvent={openEvent}
            onShowDay={view === 'week' ? onShowDay : undefined}
          />
        )}
      </Box>

      <EventDialog
        key={dialogKey}
        state={dialog}
        readOnly={dialogReadOnly}
        teams={teams}
        onClose={closeDialog}
      />
      <SubscribeDialog open={subscribeOpen} onClose={() => setSubscribeOpen(false)} />
    </Box>
  );
}
