import dayjs from 'dayjs';

/**
 * A match is stored at a UTC date (YYYY-MM-DD) and time (HH:MM); coaches type and read it in
 * their own time zone. These convert between the two at minute precision.
 */

export interface LocalDateTime {
  /** YYYY-MM-DD, as an <input type="date"> holds it. */
  date: string;
  /** HH:MM (24 h), as an <input type="time"> holds it. */
  time: string;
}

export interface WireDateTime {
  MatchDate: string;
  MatchTime: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::\d{2}(?:\.\d+)?)?$/;

/** The instant a match starts (the wire date and time are UTC). */
export function matchInstant(match: WireDateTime): Date {
  return new Date(`${match.MatchDate}T${match.MatchTime}:00Z`);
}

/** The viewer's local date and time of a stored (UTC) match date and time. */
export function toLocal(match: WireDateTime): LocalDateTime {
  const local = dayjs(matchInstant(match));
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}

/**
 * The UTC date and time of a local date and time the viewer typed, or undefined when they are
 * not a real date and time (31 April, 24:00, an empty field).
 */
export function toWire({ date, time }: LocalDateTime): WireDateTime | undefined {
  const d = DATE.exec(date.trim());
  const t = TIME.exec(time.trim());
  if (!d || !t) return undefined;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const instant = new Date(year, month - 1, day, Number(t[1]), Number(t[2]));
  // new Date() rolls 31 April over to 1 May; a rolled-over day is not what was typed.
  if (instant.getFullYear() !== year || instant.getMonth() !== month - 1 || instant.getDate() !== day) {
    return undefined;
  }
  const utc = dayjs(instant).toISOString();
  return { MatchDate: utc.slice(0, 10), MatchTime: utc.slice(11, 16) };
}

/** School matches are played after classes: a new match starts in this window (local hours) by default. */
const AFTERNOON_FIRST = 15;
const AFTERNOON_LAST = 19;
const AFTERNOON_DEFAULT = 16;

/**
 * A sensible start for a new match (docs/decisions.md): the next full hour when it falls between
 * 15:00 and 19:00; before that, 16:00 today; after it, 16:00 tomorrow. Never midnight.
 */
export function defaultMatchStart(now: Date = new Date()): LocalDateTime {
  const next = dayjs(now).add(1, 'hour').startOf('hour');
  const sameDay = next.isSame(dayjs(now), 'day');
  let start = next;
  if (!sameDay || next.hour() > AFTERNOON_LAST) {
    start = dayjs(now).add(1, 'day').startOf('day').hour(AFTERNOON_DEFAULT);
  } else if (next.hour() < AFTERNOON_FIRST) {
    start = dayjs(now).startOf('day').hour(AFTERNOON_DEFAULT);
  }
  return { date: start.format('YYYY-MM-DD'), time: start.format('HH:mm') };
}

/** The viewer's time zone, as the browser reports it (e.g. 'America/New_York'). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
