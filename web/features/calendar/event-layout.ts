import dayjs from 'dayjs';
import { touchesDay } from './calendar-range';
import type { UiEvent } from './event-time';

export const MINUTES_PER_DAY = 24 * 60;
/** Short events still get room for their title. */
export const MIN_EVENT_MINUTES = 30;

/** An event's piece inside one day column of the week or day view. */
export interface PlacedEvent {
  event: UiEvent;
  /** Local clock minutes from the day's midnight (0-1440). */
  top: number;
  bottom: number;
  /** Side-by-side columns for overlapping events: this one's column and how many there are. */
  column: number;
  columns: number;
  /** The event began before this day or goes on after it. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

function clockMinutes(instant: Date, dayStart: Date): number {
  const d = dayjs(instant);
  // Clock minutes (not elapsed ones), so a daylight-saving day still lines up with its hour labels.
  return d.diff(dayStart, 'day') >= 1 ? MINUTES_PER_DAY : d.hour() * 60 + d.minute();
}

/**
 * Places the events touching one local day in its column: vertical extent in clock minutes,
 * and overlapping events side by side (each group of overlapping events shares its columns).
 */
export function layoutDay(events: readonly UiEvent[], dayStart: Date): PlacedEvent[] {
  const dayEnd = dayjs(dayStart).add(1, 'day').toDate();
  const pieces = events
    .filter((e) => touchesDay(e, dayStart))
    .map((event) => {
      const continuesBefore = event.start < dayStart;
      const continuesAfter = event.end > dayEnd;
      const top = continuesBefore ? 0 : clockMinutes(event.start, dayStart);
      const rawBottom = continuesAfter ? MINUTES_PER_DAY : clockMinutes(event.end, dayStart);
      const bottom = Math.min(MINUTES_PER_DAY, Math.max(rawBottom, top + MIN_EVENT_MINUTES));
      return {
        event,
        top: Math.min(top, MINUTES_PER_DAY - MIN_EVENT_MINUTES),
        bottom,
        continuesBefore,
        continuesAfter,
      };
    })
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom || a.event.id - b.event.id);

  const placed: PlacedEvent[] = [];
  let group: PlacedEvent[] = [];
  let columnEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const p of group) p.columns = columnEnds.length;
    group = [];
    columnEnds = [];
  };
  for (const piece of pieces) {
    if (piece.top >= groupEnd) closeGroup();
    let column = columnEnds.findIndex((end) => end <= piece.top);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(piece.bottom);
    } else {
      columnEnds[column] = piece.bottom;
    }
    const p: PlacedEvent = { ...piece, column, columns: 1 };
    group.push(p);
    placed.push(p);
    groupEnd = Math.max(groupEnd, piece.bottom);
  }
  closeGroup();
  return placed;
}

/** The events touching a local day, earliest first (the month view's list of a day). */
export function eventsOfDay(events: readonly UiEvent[], dayStart: Date): UiEvent[] {
  return events
    .filter((e) => touchesDay(e, dayStart))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
}
