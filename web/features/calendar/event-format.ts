import { isSameDay } from './calendar-range';

/*
 * Dates and times written the way the chosen language writes them (Intl with i18n.language),
 * in the viewer's time zone.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(language, options);
    formats.set(key, f);
  }
  return f;
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** '9:00 AM' */
export function formatTime(instant: Date, language: string): string {
  return format(language, TIME).format(instant);
}

/** '9 AM': the hour labels of the week and day views. */
export function formatHour(instant: Date, language: string): string {
  return format(language, { hour: 'numeric' }).format(instant);
}

/** 'Wednesday, March 12, 2025' */
export function formatFullDate(day: Date, language: string): string {
  return format(language, { dateStyle: 'full' }).format(day);
}

/** 'Wed' and '12': a day column's heading. */
export function formatWeekday(
  day: Date,
  language: string,
  width: 'short' | 'narrow' | 'long' = 'short',
): string {
  return format(language, { weekday: width }).format(day);
}

export function formatDayNumber(day: Date, language: string): string {
  return format(language, { day: 'numeric' }).format(day);
}

/** '9:00 – 10:30 AM' on one day; 'Mar 12, 2025, 10:00 PM – Mar 13, 2025, 1:00 AM' across days. */
export function formatTimeRange(start: Date, end: Date, language: string): string {
  if (isSameDay(start, end)) return format(language, TIME).formatRange(start, end);
  return format(language, { dateStyle: 'medium', timeStyle: 'short' }).formatRange(start, end);
}

/** The whole when of an event, with its date: for the read-only details and screen readers. */
export function formatWhen(start: Date, end: Date, language: string): string {
  // Intl leaves the date out of the end when both are on one day.
  return format(language, { dateStyle: 'full', timeStyle: 'short' }).formatRange(start, end);
}

/** A count written with the language's digits. */
export function formatCount(n: number, language: string): string {
  return new Intl.NumberFormat(language).format(n);
}
