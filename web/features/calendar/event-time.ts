import dayjs from 'dayjs';
import { formatCalendarTime, parseCalendarTime, type CalendarEvent } from '../../../contract/calendar';

/**
 * A calendar event as the calendar page shows it (SPEC.md section 3: id, title, desc, start,
 * end). Start and end are instants; they are shown in the viewer's time zone.
 */
export interface UiEvent {
  id: number;
  title: string;
  desc: string;
  start: Date;
  end: Date;
}

/** What the event dialog saves; start and end are instants (sent in UTC). */
export type EventDraft = Omit<UiEvent, 'id'>;

/** The wire event ('YYYY-MM-DD HH:mm' in UTC) as a UI event; undefined for an unreadable time. */
export function fromWire(event: CalendarEvent): UiEvent | undefined {
  const start = parseCalendarTime(event.startTime);
  const end = parseCalendarTime(event.endTime);
  if (!start || !end) return undefined;
  return { id: event.csa_id, title: event.name, desc: event.description, start, end };
}

/** An instant as the API wants it: UTC, minute precision, 'YYYY-MM-DD HH:mm'. */
export function toWire(instant: Date): string {
  return formatCalendarTime(instant);
}

/** The value of a datetime-local input ('YYYY-MM-DDTHH:mm') for an instant, in the viewer's zone. */
export function toLocalInput(instant: Date): string {
  return dayjs(instant).format('YYYY-MM-DDTHH:mm');
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A datetime-local input's value read in the viewer's zone, or undefined when it is not a
 * real date and time. Seconds are dropped: the API keeps minutes.
 */
export function fromLocalInput(text: string): Date | undefined {
  const m = LOCAL_INPUT.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return undefined;
  const instant = new Date(year, month - 1, day, hour, minute);
  // new Date() rolls 31 April over to 1 May; a rolled-over day is not what was typed.
  if (instant.getDate() !== day || instant.getMonth() !== month - 1) return undefined;
  return parseCalendarTime(toWire(instant)) ? instant : undefined;
}

/** The viewer's time zone, as the browser reports it (e.g. 'Europe/Istanbul'). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
