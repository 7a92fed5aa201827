/**
 * A weekly series of calendar events (issue 29): the same local time every week, from the first
 * event to a last day, in the coach's time zone, so a 16:00 practice stays at 16:00 across a
 * daylight-saving change. Pure: the server makes the occurrences, the web previews their number.
 */

/** At most this many occurrences (a school year of weekly practices). */
export const SERIES_MAX = 53;

const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** Is this a time zone name the runtime knows (e.g. 'Europe/Istanbul', 'UTC')? */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in ms (local wall clock minus UTC). */
function offsetAt(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a local wall-clock time (as if UTC, in ms) names in the zone. */
function instantOfWall(timeZone: string, wall: number): number {
  const first = wall - offsetAt(timeZone, wall);
  return wall - offsetAt(timeZone, first);
}

/**
 * The starts of a weekly series: `start`, then the same local time each week while the local day
 * is on or before `lastDay` ('YYYY-MM-DD'). Undefined when the last day is before the first event's
 * day or the series would have more than SERIES_MAX occurrences.
 */
export function weeklyStarts(start: Date, lastDay: string, timeZone: string): Date[] | undefined {
  const wall0 = start.getTime() + offsetAt(timeZone, start.getTime());
  const end = Date.parse(`${lastDay}T00:00:00Z`) + DAY;
  if (Number.isNaN(end) || wall0 >= end) return undefined;
  const count = Math.floor((end - 1 - wall0) / WEEK) + 1;
  if (count > SERIES_MAX) return undefined;
  return Array.from({ length: count }, (_, k) => new Date(instantOfWall(timeZone, wall0 + k * WEEK)));
}
