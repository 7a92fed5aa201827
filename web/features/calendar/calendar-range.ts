import dayjs, { type Dayjs } from 'dayjs';

/**
 * What the calendar shows: a month, week or day around an anchor date, in the viewer's
 * time zone, with weeks starting on the day the chosen language starts them; the agenda lists
 * the anchor's month day by day.
 */

export const CALENDAR_VIEWS = ['agenda', 'month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export function isCalendarView(value: unknown): value is CalendarView {
  return typeof value === 'string' && (CALENDAR_VIEWS as readonly string[]).includes(value);
}

/** Used when the browser cannot say (Intl.Locale week info): 0 Sunday ... 6 Saturday. */
const FIRST_DAY_FALLBACK: Record<string, number> = { en: 0, tr: 1, ar: 6 };

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/** The first day of the week in a language (0 Sunday ... 6 Saturday). */
export function firstDayOfWeek(language: string): number {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & WeekInfoLocale;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    // Intl numbers the days 1 Monday ... 7 Sunday.
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay % 7;
  } catch {
    // An unknown language tag: use the table.
  }
  return FIRST_DAY_FALLBACK[language.slice(0, 2)] ?? 0;
}

function startOfWeek(day: Dayjs, firstDay: number): Dayjs {
  return day.startOf('day').subtract((day.day() - firstDay + 7) % 7, 'day');
}

export interface VisibleRange {
  /** First instant shown (local midnight). */
  start: Date;
  /** First instant after the range (local midnight). */
  end: Date;
  /** Local midnight of each day shown, in order. */
  days: Date[];
}

/** The days a view shows around `anchor`: whole weeks for a month, 7 days for a week, 1 for a day. */
export function visibleRange(view: CalendarView, anchor: Date, firstDay: number): VisibleRange {
  const at = dayjs(anchor);
  let first: Dayjs;
  let count: number;
  switch (view) {
    case 'agenda':
      first = at.startOf('month');
      count = at.daysInMonth();
      break;
    case 'month': {
      first = startOfWeek(at.startOf('month'), firstDay);
      const last = startOfWeek(at.endOf('month'), firstDay).add(6, 'day');
      count = Math.round(last.diff(first, 'day', true)) + 1;
      break;
    }
    case 'week':
      first = startOfWeek(at, firstDay);
      count = 7;
      break;
    case 'day':
      first = at.startOf('day');
      count = 1;
      break;
  }
  // Days are added on the calendar, not as 24 hours, so daylight-saving changes do not shift them.
  const days = Array.from({ length: count }, (_, i) => first.add(i, 'day').toDate());
  return { start: days[0]!, end: first.add(count, 'day').toDate(), days };
}

/** The anchor one view earlier (-1) or later (+1). */
export function shiftAnchor(view: CalendarView, anchor: Date, step: -1 | 1): Date {
  return dayjs(anchor)
    .add(step, view === 'agenda' ? 'month' : view)
    .toDate();
}

/** The heading of the range shown: 'March 2025', '3 – 9 March 2025', 'Monday, 3 March 2025'. */
export function rangeHeading(view: CalendarView, anchor: Date, firstDay: number, language: string): string {
  switch (view) {
    case 'agenda':
    case 'month':
      return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(anchor);
    case 'week': {
      const { days } = visibleRange('week', anchor, firstDay);
      return new Intl.DateTimeFormat(language, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).formatRange(days[0]!, days[6]!);
    }
    case 'day':
      return new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(anchor);
  }
}

/** Whether an event [start, end) touches the local day starting at `dayStart`. */
export function touchesDay(event: { start: Date; end: Date }, dayStart: Date): boolean {
  const dayEnd = dayjs(dayStart).add(1, 'day').toDate();
  // A zero-length event at midnight still belongs to the day it is on.
  return event.start < dayEnd && (event.end > dayStart || event.start.getTime() === dayStart.getTime());
}

export function isSameDay(a: Date, b: Date): boolean {
  return dayjs(a).isSame(b, 'day');
}

/** 'YYYY-MM-DD' of a local date, for the address bar. */
export function toDateParam(day: Date): string {
  return dayjs(day).format('YYYY-MM-DD');
}

/** A 'YYYY-MM-DD' address-bar date as local midnight, or undefined when it is not a date. */
export function fromDateParam(text: string | null): Date | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return undefined;
  return date;
}
