import { and, asc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  DUAL_CALENDAR_MINUTES,
  MATCH_CALENDAR_MINUTES,
  formatCalendarTime,
  type CalendarDual,
  type CalendarEvent,
  type CalendarItem,
  type CalendarMatch,
} from '../../../contract/calendar';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { calendarEvents, coachTeams, teamRosters } from '../../db/schema/index';
import { readableTeams } from '../teams/team-access';
import { nextMatchesOfTeams, scheduledMatchesBetween, type ScheduledMatch } from '../matches/match-reads';
import { calendarDualsBetween, nextDualsOfTeams, type CalendarDualRow } from '../duals/dual-calendar';

/** What a caller's calendar shows: their teams' and school's events and their teams' matches, in a range. */

export type EventRow = typeof calendarEvents.$inferSelect & { teamType: number | null };

/**
 * Row -> API object: every time as 'YYYY-MM-DD HH:mm' UTC; `date` repeats the start. `viewer` null:
 * read by someone who made no event (a school administrator).
 */
export function present(row: EventRow, viewer: Viewer | null): CalendarEvent {
  const start = formatCalendarTime(row.startsAt);
  return {
    csa_id: row.id,
    name: row.name,
    description: row.description,
    startTime: start,
    endTime: formatCalendarTime(row.endsAt),
    date: start,
    place: row.place,
    team: row.teamType,
    mine: viewer?.kind === 'coach' && row.coachId === viewer.coachId,
    series: row.seriesId,
  };
}

export const MINUTE = 60_000;

const DAY = 86_400_000;

function presentMatch(m: ScheduledMatch): CalendarMatch {
  return {
    id: m.id,
    matchType: m.matchType,
    team: m.teamType,
    isSingles: m.isSingles,
    startTime: formatCalendarTime(m.matchAt),
    endTime: formatCalendarTime(new Date(m.matchAt.getTime() + MATCH_CALENDAR_MINUTES * MINUTE)),
    players: m.players,
    score: m.score,
    decided: m.decided,
  };
}

function presentDual(d: CalendarDualRow): CalendarDual {
  return {
    id: d.id,
    team: d.teamType,
    opponentName: d.opponentName,
    site: d.site,
    place: d.place,
    startTime: formatCalendarTime(d.startsAt),
    endTime: formatCalendarTime(new Date(d.startsAt.getTime() + DUAL_CALENDAR_MINUTES * MINUTE)),
    published: d.published,
    lines: d.lines,
  };
}

/** A normalized 'YYYY-MM-DD HH:mm' (already validated by the contract) as the UTC instant it names. */
export function instant(minuteText: string): Date {
  return new Date(`${minuteText.replace(' ', 'T')}:00Z`);
}

/** Whose calendar is read: a signed-in caller or the owner of a feed token. */
export type Viewer =
  { kind: 'coach'; coachId: number; schoolId: number } | { kind: 'player'; playerId: number };

/**
 * The teams whose calendar the viewer reads (team-access.ts): a coach's teams, a player's team
 * (none without one).
 */
export async function teamsOf(db: Db, viewer: Viewer): Promise<number[]> {
  return (await readableTeams(db, viewer)).map((team) => team.id);
}

/**
 * A coach: their own events and their co-coaches' events for a team they coach. A player: the
 * events for their team, and the team's coaches' events for no team in particular.
 */
export async function visibleEvents(db: Db, viewer: Viewer, teams: readonly number[]): Promise<EventRow[]> {
  const whose = visibleEventsWhere(db, viewer, teams);
  if (!whose) return [];
  // The team's type by primary key, row by row: a join made PostgreSQL read every team.
  const teamType = sql<
    number | null
  >`(select ${teamRosters.teamType} from ${teamRosters} where ${teamRosters.id} = ${calendarEvents.rosterId})`;
  const rows = await db
    .select({ event: calendarEvents, teamType })
    .from(calendarEvents)
    .where(whose)
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id));
  return rows.map((r) => ({ ...r.event, teamType: r.teamType }));
}

/**
 * The condition of visibleEvents on calendar_events (also the search's): undefined when the viewer
 * sees no event (a player without a team).
 */
export function visibleEventsWhere(db: Db, viewer: Viewer, teams: readonly number[]): SQL | undefined {
  const forTeams: SQL | undefined =
    teams.length > 0 ? inArray(calendarEvents.rosterId, [...teams]) : undefined;
  if (viewer.kind === 'coach') {
    return or(eq(calendarEvents.coachId, viewer.coachId), forTeams);
  } else {
    if (!forTeams) return undefined;
    return or(
      forTeams,
      and(
        isNull(calendarEvents.rosterId),
        inArray(
          calendarEvents.coachId,
          db
            .select({ id: coachTeams.coachId })
            .from(coachTeams)
            .where(inArray(coachTeams.rosterId, [...teams])),
        ),
      ),
    );
  }
}

/** The days whose matches are shown when none are asked for: 90 days back, a year ahead. */
export function defaultRange(now: Date): { from: Date; to: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: new Date(today - 90 * DAY), to: new Date(today + 366 * DAY) };
}

/**
 * GET /api/auth/getCalendarEvents: the events the caller sees (see visibleEvents) ordered by
 * start, and the matches of the caller's teams and the caller's duals on the UTC days from..to (both
 * included; by default 90 days back to a year ahead), asked of the matches and duals modules.
 */
export async function listEvents(
  db: Db,
  caller: Caller,
  range: { from?: string; to?: string } = {},
  now = new Date(),
): Promise<{ data: CalendarEvent[]; matches: CalendarMatch[]; duals: CalendarDual[] }> {
  const teams = await teamsOf(db, caller);
  const days =
    range.from !== undefined && range.to !== undefined
      ? { from: new Date(`${range.from}T00:00:00Z`), to: new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY) }
      : defaultRange(now);
  const [events, matches, duals] = await Promise.all([
    visibleEvents(db, caller, teams),
    scheduledMatchesBetween(db, teams, days.from, days.to),
    calendarDualsBetween(db, caller, teams, days.from, days.to),
  ]);
  return {
    data: events.map((e) => present(e, caller)),
    matches: matches.map(presentMatch),
    duals: duals.map(presentDual),
  };
}

/**
 * The next `perTeam` items of each of some teams' calendars (roster ids the asking module checked:
 * the admin's pages, issue 32), from `from` on, by start: the team's events, its matches and its
 * duals (drafts included, as its coaches see them), presented as the calendar read presents them.
 * A fixed number of statements whatever the number of teams, each taking the first rows of one
 * team's (roster, start) index (lateral joins): calendar_events_roster_start here, the matches' and
 * the duals' in their modules.
 */
export async function upcomingOfTeams(
  db: Db,
  rosterIds: readonly number[],
  from: Date,
  perTeam: number,
): Promise<Map<number, CalendarItem[]>> {
  const byTeam = new Map<number, Array<{ at: Date; item: CalendarItem }>>(rosterIds.map((id) => [id, []]));
  if (rosterIds.length === 0) return new Map();
  const next = db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.rosterId, teamRosters.id), gte(calendarEvents.startsAt, from)))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .limit(perTeam)
    .as('next_events');
  const [events, matches, duals] = await Promise.all([
    db
      .select()
      .from(teamRosters)
      .innerJoinLateral(next, sql`true`)
      .where(inArray(teamRosters.id, [...rosterIds])),
    nextMatchesOfTeams(db, rosterIds, from, perTeam),
    nextDualsOfTeams(db, rosterIds, from, perTeam),
  ]);
  for (const { next_events: event, team_rosters: team } of events) {
    byTeam.get(team.id)?.push({
      at: event.startsAt,
      item: { kind: 'event', event: present({ ...event, teamType: team.teamType }, null) },
    });
  }
  for (const m of matches)
    byTeam.get(m.rosterId)?.push({ at: m.matchAt, item: { kind: 'match', match: presentMatch(m) } });
  for (const d of duals)
    byTeam.get(d.rosterId)?.push({ at: d.startsAt, item: { kind: 'dual', dual: presentDual(d) } });
  return new Map(
    [...byTeam].map(([id, items]) => [
      id,
      items
        .sort((a, b) => a.at.getTime() - b.at.getTime())
        .slice(0, perTeam)
        .map((i) => i.item),
    ]),
  );
}
