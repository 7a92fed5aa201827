import dayjs from 'dayjs';
import {
  formatCalendarTime,
  parseCalendarTime,
  type CalendarDual,
  type CalendarEvent,
  type CalendarMatch,
} from '../../../contract/calendar';

/** A team's match shown in the calendar (read-only; it lives on the matches page). */
export interface UiMatch {
  id: number;
  matchType: number;
  /** Team type 1-4. */
  team: number;
  /** Side 1's and side 2's player names. */
  sides: [string[], string[]];
  score: string;
}

/** A dual match shown in the calendar (read-only; it lives on its own page). */
export interface UiDual {
  id: number;
  /** Team type 1-4. */
  team: number;
  opponentName: string;
  site: CalendarDual['site'];
  published: boolean;
  /** The viewing player's lines (S1, D2...); empty for a coach. */
  lines: string[];
}

/**
 * A calendar entry as the calendar page shows it (SPEC.md section 3: id, title, desc, start,
 * end, plus place, team and whether the viewer made it). Start and end are instants; they are
 * shown in the viewer's time zone. A match carries `match` and a title of its players' names.
 */
export interface UiEvent {
  id: number;
  /** Unique among events, matches and duals: 'event-{csa_id}', 'match-{id}' or 'dual-{id}'. */
  key: string;
  title: string;
  desc: string;
  start: Date;
  end: Date;
  place: string;
  /** Team type 1-4, or null for all the coach's teams. */
  team: number | null;
  /** The viewer made it and may change it. */
  mine: boolean;
  /** The weekly series the event belongs to (its first event's id), or null. */
  series: number | null;
  match?: UiMatch;
  dual?: UiDual;
}

/** What the event dialog saves; start and end are instants (sent in UTC). */
export type EventDraft = Pick<UiEvent, 'title' | 'desc' | 'start' | 'end' | 'place' | 'team'> & {
  /** A new weekly series: its last day ('YYYY-MM-DD', the viewer's zone). */
  repeatUntil?: string;
  /** Text the team's players now (undefined: as the team's reminder settings say). */
  ask?: boolean;
};

/** The wire event ('YYYY-MM-DD HH:mm' in UTC) as a UI event; undefined for an unreadable time. */
export function fromWire(event: CalendarEvent): UiEvent | undefined {
  const start = parseCalendarTime(event.startTime);
  const end = parseCalendarTime(event.endTime);
  if (!start || !end) return undefined;
  return {
    id: event.csa_id,
    key: `event-${event.csa_id}`,
    title: event.name,
    desc: event.description,
    start,
    end,
    place: event.place,
    team: event.team,
    mine: event.mine,
    series: event.series ?? null,
  };
}

/** A wire match as a read-only calendar entry titled 'A – B' (doubles: 'A / B – C / D'). */
export function matchFromWire(match: CalendarMatch): UiEvent | undefined {
  const start = parseCalendarTime(match.startTime);
  const end = parseCalendarTime(match.endTime);
  if (!start || !end) return undefined;
  const half = match.isSingles ? 1 : 2;
  const names = match.players.map((p) => p.Name);
  const sides: [string[], string[]] = [names.slice(0, half), names.slice(half)];
  return {
    id: match.id,
    key: `match-${match.id}`,
    title: `${sides[0].join(' / ')} – ${sides[1].join(' / ')}`,
    desc: '',
    start,
    end,
    place: '',
    team: match.team,
    mine: false,
    series: null,
    match: { id: match.id, matchType: match.matchType, team: match.team, sides, score: match.score },
  };
}

/** A wire dual as a read-only calendar entry titled with the opponent's name (the views say it is a dual). */
export function dualFromWire(dual: CalendarDual): UiEvent | undefined {
  const start = parseCalendarTime(dual.startTime);
  const end = parseCalendarTime(dual.endTime);
  if (!start || !end) return undefined;
  return {
    id: dual.id,
    key: `dual-${dual.id}`,
    title: dual.opponentName,
    desc: '',
    start,
    end,
    place: dual.place,
    team: dual.team,
    mine: false,
    series: null,
    dual: {
      id: dual.id,
      team: dual.team,
      opponentName: dual.opponentName,
      site: dual.site,
      published: dual.published,
      lines: dual.lines,
    },
  };
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
