import { z } from 'zod';
import { idField, formBoolean, matchDateField, teamTypeField } from '../common';
import { isTimeZone } from './series';

/**
 * Calendar calls of SPEC.md section 7. Every time is a UTC instant at minute precision,
 * written 'YYYY-MM-DD HH:mm'; requests may also send the ISO form 'YYYY-MM-DDTHH:mm:ss.sssZ'
 * of SPEC.md section 9 (or any ISO 8601 instant with Z or an offset), which is normalized.
 */

export const EVENT_NAME_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 2000;
export const EVENT_PLACE_MAX = 200;
/** The longest range of days one getCalendarEvents call may ask matches for. */
export const CALENDAR_RANGE_MAX_DAYS = 400;
/** Years outside this range are typing mistakes, not tennis events. */
export const EVENT_YEAR_MIN = 1900;
export const EVENT_YEAR_MAX = 9999;

const MINUTE_FORM = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;
const ISO_FORM = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant written as the API writes it: 'YYYY-MM-DD HH:mm' in UTC (seconds dropped). */
export function formatCalendarTime(instant: Date): string {
  return (
    `${pad(instant.getUTCFullYear(), 4)}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())} ` +
    `${pad(instant.getUTCHours())}:${pad(instant.getUTCMinutes())}`
  );
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads a calendar time ('YYYY-MM-DD HH:mm' in UTC, or an ISO 8601 instant with Z or an offset)
 * and answers the instant truncated to the minute, or undefined when it is not a real time
 * (2024-02-30, 24:00, 10:60, a year outside EVENT_YEAR_MIN..EVENT_YEAR_MAX).
 */
export function parseCalendarTime(text: string): Date | undefined {
  const m = MINUTE_FORM.exec(text) ?? ISO_FORM.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = m[6] === undefined ? 0 : Number(m[6]);
  // Checked before Date.UTC, which would read years 0-99 as 1900-1999.
  if (year < EVENT_YEAR_MIN || year > EVENT_YEAR_MAX) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  let offsetMinutes = 0;
  const zone = m[7];
  if (zone !== undefined && zone !== 'Z') {
    const oh = Number(zone.slice(1, 3));
    const om = Number(zone.slice(4, 6));
    if (oh > 23 || om > 59) return undefined;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (oh * 60 + om);
  }
  // Seconds and fractions are dropped before the offset is applied: offsets are whole minutes.
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute) - offsetMinutes * 60_000);
  const utcYear = instant.getUTCFullYear();
  if (utcYear < EVENT_YEAR_MIN || utcYear > EVENT_YEAR_MAX) return undefined;
  return instant;
}

/** A calendar time field: answers the normalized 'YYYY-MM-DD HH:mm' UTC text. */
export const calendarTimeField = z
  .string()
  .trim()
  .transform((text, zctx) => {
    const instant = parseCalendarTime(text);
    if (!instant) {
      zctx.addIssue({ code: 'custom', message: "must be a real UTC time 'YYYY-MM-DD HH:mm'" });
      return z.NEVER;
    }
    return formatCalendarTime(instant);
  });

const eventFields = {
  name: z.string().trim().min(1, { message: 'is required' }).max(EVENT_NAME_MAX),
  description: z.string().trim().max(EVENT_DESCRIPTION_MAX).default(''),
  startTime: calendarTimeField,
  endTime: calendarTimeField,
  /** Where it happens; '' (the default) when not given. */
  place: z.string().trim().max(EVENT_PLACE_MAX).default(''),
  /**
   * The team it is for (team type 1-4, one the coach coaches); empty or absent: the coach's own
   * event, shown to the players of all their teams.
   */
  team: z
    .union([z.literal(''), teamTypeField])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  /** Sent by the web app as the start; optional and only checked for form: startTime is what is stored. */
  date: calendarTimeField.optional(),
  /**
   * Ask the team's players now (texts: Going / Maybe / Not going). Absent: as the team's reminder
   * settings say ("when an event is created or moved"). A series asks about its first event now; the
   * others by the team's reminders before each.
   */
  ask: formBoolean.optional(),
};

/** The repetition of a new event: weekly at the same local time through `repeatUntil`, a day in `timeZone`. */
const repeatFields = {
  /** The last day ('YYYY-MM-DD', in timeZone) of a weekly series; absent: a single event. */
  repeatUntil: matchDateField.optional(),
  /** The coach's time zone, in which the series keeps its local time ('UTC' when absent). */
  timeZone: z.string().trim().refine(isTimeZone, { message: 'must be a time zone name' }).default('UTC'),
};

/** Which occurrences of a series an edit or delete applies to: this one, or this one and every one not started yet. */
export const SERIES_SCOPES = ['one', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];
const scopeField = z.enum(SERIES_SCOPES).default('one');

function endAfterStart(v: { startTime: string; endTime: string }): boolean {
  // Both are normalized 'YYYY-MM-DD HH:mm', so text order is time order.
  return v.endTime > v.startTime;
}
const endAfterStartIssue = { message: 'must be after startTime', path: ['endTime'] };

/** A new event (a form), with its repetition. */
export const addCalendarEventBody = z
  .object({ ...eventFields, ...repeatFields })
  .refine(endAfterStart, endAfterStartIssue);
export type AddCalendarEventBody = z.input<typeof addCalendarEventBody>;
/** An event's own fields, as added or edited. */
export type CalendarEventInput = z.output<ReturnType<typeof z.object<typeof eventFields>>>;
/** A new event with its repetition. */
export type NewCalendarEventInput = z.output<typeof addCalendarEventBody>;

/**
 * An edited event (a form): the same fields plus csa_id; a full replacement. scope 'all'
 * (a series): every occurrence not started yet gets the fields, and moves by as much as this one.
 */
export const editCalendarEventBody = z
  .object({ ...eventFields, csa_id: idField, scope: scopeField })
  .refine(endAfterStart, endAfterStartIssue);
export type EditCalendarEventBody = z.input<typeof editCalendarEventBody>;

/** The event a delete removes (a form), or with scope 'all' its series from it on. */
export const deleteCalendarEventBody = z.object({ csa_id: idField, scope: scopeField });

/**
 * One event as every calendar call answers it; `date` repeats the start ('YYYY-MM-DD HH:mm').
 * SPEC.md's six fields, then place, team (team type or null) and mine (the caller made it, so may
 * edit it; a co-coach's event for a shared team is read-only).
 */
export const calendarEvent = z.object({
  csa_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  date: z.string(),
  place: z.string(),
  team: z.number().int().nullable(),
  mine: z.boolean(),
  /** The weekly series it belongs to (its first event's csa_id), or null for a single event. */
  series: z.number().int().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/** A day written 'YYYY-MM-DD' (UTC) that exists: the match form's date rule. */
const dayField = matchDateField;

/**
 * The calendar read's from and to: the UTC days (both included) whose matches to add;
 * both or neither (then from 90 days ago to a year ahead), at most CALENDAR_RANGE_MAX_DAYS days.
 */
export const calendarEventsQuery = z
  .object({ from: dayField.optional(), to: dayField.optional() })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'from and to go together' });
      return;
    }
    if (q.from === undefined || q.to === undefined) return;
    const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (days > CALENDAR_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${CALENDAR_RANGE_MAX_DAYS} days` });
  });

/**
 * A team's match as the calendar shows it (read-only; it is edited on the matches page).
 * startTime/endTime 'YYYY-MM-DD HH:mm' UTC; the end is the start plus MATCH_CALENDAR_MINUTES.
 */
export const calendarMatch = z.object({
  id: z.number().int(),
  matchType: z.number().int(),
  team: z.number().int(),
  isSingles: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
  /** Side 1 first, as on the matches page. */
  players: z.array(z.object({ ID: z.number().int(), Name: z.string() })),
  score: z.string(),
  decided: z.boolean(),
});
export type CalendarMatch = z.infer<typeof calendarMatch>;
/** How long a match is shown in calendars: matches have a start only. */
export const MATCH_CALENDAR_MINUTES = 120;

/**
 * A dual match as the calendar shows it (issue 20; edited on its own page): a coach sees every dual of their
 * teams, drafts included; a player the published duals they are on, with their lines (S1, D2...).
 * startTime/endTime 'YYYY-MM-DD HH:mm' UTC; the end is the start plus DUAL_CALENDAR_MINUTES.
 */
export const calendarDual = z.object({
  id: z.number().int(),
  team: z.number().int(),
  opponentName: z.string(),
  site: z.enum(['home', 'away', 'neutral']),
  place: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  published: z.boolean(),
  lines: z.array(z.string()),
});
export type CalendarDual = z.infer<typeof calendarDual>;
/** How long a dual is shown in calendars: several lines are played, often one after another. */
export const DUAL_CALENDAR_MINUTES = 180;

/**
 * One item of a team's calendar, whatever its kind (the next events on the admin's pages, issue 32):
 * an event, a match or a dual, each as the calendar read shows it.
 */
export const calendarItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), event: calendarEvent }),
  z.object({ kind: z.literal('match'), match: calendarMatch }),
  z.object({ kind: z.literal('dual'), dual: calendarDual }),
]);
export type CalendarItem = z.infer<typeof calendarItem>;

/**
 * The calendar: events ordered by start time, and the teams' matches and the caller's duals in the
 * range. SPEC.md section 7: data is a list, or null treated as empty; the web reads absent matches
 * and duals as none (this server always sends all three lists).
 */
export const calendarEventsReply = z.object({
  data: z.array(calendarEvent).nullable(),
  matches: z.array(calendarMatch).optional(),
  duals: z.array(calendarDual).optional(),
});
/** addCalendarEvent and editCalendarEvent answer the saved event. */
export const calendarEventReply = z.object({ data: calendarEvent });
/** deleteCalendarEvent answers the id it was given and every id it removed (a series: more than one). */
export const deletedCalendarEventReply = z.object({
  csa_id: z.number().int(),
  deleted: z.array(z.number().int()),
});

/** The private .ics address (made on the first read; a reset makes a new one). */
export const calendarFeedReply = z.object({ url: z.string() });

/** The public feed's address: its token is the key. */
export const calendarFeedParams = z.object({ token: z.string() });

/** The public feed, text/calendar (RFC 5545). */
export const calendarFeedText = z.string().describe('text/calendar (RFC 5545)');
