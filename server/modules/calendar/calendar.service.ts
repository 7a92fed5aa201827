import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  MATCH_CALENDAR_MINUTES,
  formatCalendarTime,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarMatch,
} from '../../../contract/calendar';
import { MATCH_TYPE_HANDLES } from '../../../contract/matches';
import { SKILL_HANDLES } from '../../../contract/common';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  calendarEvents,
  calendarFeeds,
  coachTeams,
  coaches,
  rosterPlayers,
  teamRosters,
} from '../../db/schema/index';
import { appError, pgErrorCode } from '../../errors';
import { findCoachedTeamOfType, readableTeams } from '../ladder/team-access';
import { TEAM_NAMES } from '../ladder/teams';
import { scheduledMatchesBetween, type ScheduledMatch } from '../matches/match-reads';
import { serializeCalendar, type IcalEvent } from './ical';

type EventRow = typeof calendarEvents.$inferSelect & { teamType: number | null };

/** A still-valid token of an account deleted since sign-in hits the foreign key: answer 404, not 500. */
async function asOwner<T>(caller: Caller, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === '23503')
      throw appError(caller.kind === 'coach' ? 'coach_not_found' : 'player_not_found');
    throw err;
  }
}

/** Row -> API object: every time as 'YYYY-MM-DD HH:mm' UTC; `date` repeats the start. */
function present(row: EventRow, viewer: Viewer): CalendarEvent {
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
    mine: viewer.kind === 'coach' && row.coachId === viewer.coachId,
  };
}

const MINUTE = 60_000;
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

/** A normalized 'YYYY-MM-DD HH:mm' (already validated by the contract) as the UTC instant it names. */
function instant(minuteText: string): Date {
  return new Date(`${minuteText.replace(' ', 'T')}:00Z`);
}

/** Whose calendar is read: a signed-in caller or the owner of a feed token. */
type Viewer = { kind: 'coach'; coachId: number; schoolId: number } | { kind: 'player'; playerId: number };

/** The teams whose calendar the viewer reads (team-access.ts): a coach's teams, a player's team (none without one). */
async function teamsOf(db: Db, viewer: Viewer): Promise<number[]> {
  return (await readableTeams(db, viewer)).map((team) => team.id);
}

/**
 * A coach: their own events and their co-coaches' events for a team they coach. A player: the
 * events for their team, and the team's coaches' events for no team in particular.
 */
async function visibleEvents(db: Db, viewer: Viewer, teams: readonly number[]): Promise<EventRow[]> {
  const forTeams: SQL | undefined =
    teams.length > 0 ? inArray(calendarEvents.rosterId, [...teams]) : undefined;
  let whose: SQL | undefined;
  if (viewer.kind === 'coach') {
    whose = or(eq(calendarEvents.coachId, viewer.coachId), forTeams);
  } else {
    if (!forTeams) return [];
    whose = or(
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

/** The days whose matches are shown when none are asked for: 90 days back, a year ahead. */
function defaultRange(now: Date): { from: Date; to: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: new Date(today - 90 * DAY), to: new Date(today + 366 * DAY) };
}

/**
 * GET /api/auth/getCalendarEvents: the events the caller sees (see visibleEvents) ordered by
 * start, and the matches of the caller's teams on the UTC days from..to (both included; by
 * default 90 days back to a year ahead), asked of the matches module.
 */
export async function listEvents(
  db: Db,
  caller: Caller,
  range: { from?: string; to?: string } = {},
  now = new Date(),
): Promise<{ data: CalendarEvent[]; matches: CalendarMatch[] }> {
  const teams = await teamsOf(db, caller);
  const days =
    range.from !== undefined && range.to !== undefined
      ? { from: new Date(`${range.from}T00:00:00Z`), to: new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY) }
      : defaultRange(now);
  const [events, matches] = await Promise.all([
    visibleEvents(db, caller, teams),
    scheduledMatchesBetween(db, teams, days.from, days.to),
  ]);
  return { data: events.map((e) => present(e, caller)), matches: matches.map(presentMatch) };
}

/** The roster of the coach's team of that type; 400 when they do not coach one (another school's alike). */
async function coachedTeam(db: Db, caller: CoachCaller, teamType: number | null): Promise<number | null> {
  if (teamType === null) return null;
  const team = await findCoachedTeamOfType(db, caller, teamType);
  if (!team) throw appError('event_team_not_coached');
  return team.id;
}

/** A stored row with its team's type, as visibleEvents reads it. */
function withTeam(row: typeof calendarEvents.$inferSelect, teamType: number | null): EventRow {
  return { ...row, teamType };
}

/** POST /api/auth/addCalendarEvent: a new event of the calling coach. */
export async function addEvent(
  db: Db,
  caller: CoachCaller,
  input: CalendarEventInput,
): Promise<CalendarEvent> {
  const rosterId = await coachedTeam(db, caller, input.team);
  const [row] = await asOwner(caller, () =>
    db
      .insert(calendarEvents)
      .values({
        coachId: caller.coachId,
        name: input.name,
        description: input.description,
        place: input.place,
        rosterId,
        startsAt: instant(input.startTime),
        endsAt: instant(input.endTime),
      })
      .returning(),
  );
  return present(withTeam(row!, input.team), caller);
}

/** PUT /api/auth/editCalendarEvent: replaces one of the coach's own events; 404 for anyone else's. */
export async function editEvent(
  db: Db,
  caller: CoachCaller,
  csaId: number,
  input: CalendarEventInput,
): Promise<CalendarEvent> {
  const rosterId = await coachedTeam(db, caller, input.team);
  const [row] = await db
    .update(calendarEvents)
    .set({
      name: input.name,
      description: input.description,
      place: input.place,
      rosterId,
      startsAt: instant(input.startTime),
      endsAt: instant(input.endTime),
      sequence: sql`${calendarEvents.sequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(calendarEvents.id, csaId), eq(calendarEvents.coachId, caller.coachId)))
    .returning();
  if (!row) throw appError('event_not_found');
  return present(withTeam(row, input.team), caller);
}

/** DELETE /api/auth/deleteCalendarEvent: removes one of the coach's own events; 404 for anyone else's. */
export async function deleteEvent(db: Db, caller: CoachCaller, csaId: number): Promise<number> {
  const [row] = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, csaId), eq(calendarEvents.coachId, caller.coachId)))
    .returning({ id: calendarEvents.id });
  if (!row) throw appError('event_not_found');
  return row.id;
}

/** 32 random bytes: an address nobody can guess or derive from another. */
const newFeedToken = () => crypto.randomBytes(32).toString('base64url');
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function feedOwner(caller: Caller) {
  return caller.kind === 'coach'
    ? { column: calendarFeeds.coachId, values: { coachId: caller.coachId }, id: caller.coachId }
    : { column: calendarFeeds.playerId, values: { playerId: caller.playerId }, id: caller.playerId };
}

function feedUrl(ctx: AppContext, token: string): string {
  return `${ctx.config.PUBLIC_URL}/api/calendar/${token}.ics`;
}

/** GET /api/auth/calendar-feed: the caller's private .ics address, created on the first call. */
export async function getFeedUrl(ctx: AppContext, caller: Caller): Promise<string> {
  const owner = feedOwner(caller);
  // Two first visits at once both try to insert; the loser reads the winner's token.
  await asOwner(caller, () =>
    ctx.db
      .insert(calendarFeeds)
      .values({ ...owner.values, token: newFeedToken() })
      .onConflictDoNothing({ target: owner.column }),
  );
  const [row] = await ctx.db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(owner.column, owner.id));
  return feedUrl(ctx, row!.token);
}

/** POST /api/auth/calendar-feed/reset: a new address; the old one stops working at once. */
export async function resetFeedUrl(ctx: AppContext, caller: Caller): Promise<string> {
  const owner = feedOwner(caller);
  const token = newFeedToken();
  await asOwner(caller, () =>
    ctx.db
      .insert(calendarFeeds)
      .values({ ...owner.values, token })
      .onConflictDoUpdate({ target: owner.column, set: { token, createdAt: sql`now()` } }),
  );
  return feedUrl(ctx, token);
}

/** The owner of a feed token, and the name calendar apps show for the feed. */
async function feedSubscriber(db: Db, token: string): Promise<{ viewer: Viewer; name: string } | undefined> {
  const [feed] = await db
    .select({
      coachId: calendarFeeds.coachId,
      coachSchoolId: coaches.schoolId,
      playerId: calendarFeeds.playerId,
      coachFirst: coaches.firstName,
      coachLast: coaches.lastName,
      teamType: teamRosters.teamType,
    })
    .from(calendarFeeds)
    .leftJoin(coaches, eq(coaches.id, calendarFeeds.coachId))
    .leftJoin(rosterPlayers, eq(rosterPlayers.playerId, calendarFeeds.playerId))
    .leftJoin(teamRosters, eq(teamRosters.id, rosterPlayers.rosterId))
    .where(eq(calendarFeeds.token, token));
  if (!feed) return undefined;
  if (feed.coachId !== null && feed.coachSchoolId !== null) {
    return {
      viewer: { kind: 'coach', coachId: feed.coachId, schoolId: feed.coachSchoolId },
      name: `Courtside – ${feed.coachFirst} ${feed.coachLast}`,
    };
  }
  if (feed.playerId !== null) {
    const team = feed.teamType === null ? undefined : TEAM_NAMES[feed.teamType];
    return {
      viewer: { kind: 'player', playerId: feed.playerId },
      name: `Courtside – ${team ?? 'Team calendar'}`,
    };
  }
  return undefined;
}

const MATCH_TYPE_NAMES: Record<number, string> = {
  1: 'Challenge match',
  2: 'Official match',
  3: 'Practice match',
};

/** Names side 1 and side 2 of a match: 'A Lee vs B Kim', 'A Lee / C Park vs B Kim / D Diaz'. */
function sidesOf(m: ScheduledMatch): string {
  const half = m.isSingles ? 1 : 2;
  const side = (list: ScheduledMatch['players']) => list.map((p) => p.Name).join(' / ');
  return `${side(m.players.slice(0, half))} vs ${side(m.players.slice(half))}`;
}

/** A match in a feed: read-only, with the address of its team's matches page. */
function matchFeedEvent(ctx: AppContext, m: ScheduledMatch): IcalEvent {
  const type = MATCH_TYPE_HANDLES[m.matchType as keyof typeof MATCH_TYPE_HANDLES];
  const team = SKILL_HANDLES[m.teamType as keyof typeof SKILL_HANDLES];
  return {
    uid: `match-${m.id}@courtside`,
    start: m.matchAt,
    end: new Date(m.matchAt.getTime() + MATCH_CALENDAR_MINUTES * MINUTE),
    summary: `${MATCH_TYPE_NAMES[m.matchType] ?? 'Match'}: ${sidesOf(m)}`,
    description: [TEAM_NAMES[m.teamType], m.score ? `Score: ${m.score}` : ''].filter(Boolean).join('\n'),
    url: `${ctx.config.PUBLIC_URL}/matches/${type}/${team}`,
    created: m.updatedAt,
    lastModified: m.updatedAt,
    // Seconds since 2020: grows with every change of the match, as SEQUENCE must.
    sequence: Math.max(0, Math.floor((m.updatedAt.getTime() - Date.UTC(2020, 0, 1)) / 1000)),
  };
}

/** Subscribed calendar apps are asked to poll this often. */
const FEED_REFRESH_MINUTES = 60;

/**
 * GET /api/calendar/{token}.ics: the events the token's owner sees in the app, as iCalendar.
 * 404 for an unknown, reset or malformed token (which one is not revealed).
 */
export async function renderFeed(ctx: AppContext, token: string, now = new Date()): Promise<string> {
  const { db } = ctx;
  const subscriber = FEED_TOKEN.test(token) ? await feedSubscriber(db, token) : undefined;
  if (!subscriber) throw appError('calendar_not_found');
  const teams = await teamsOf(db, subscriber.viewer);
  const range = defaultRange(now);
  const [rows, matches] = await Promise.all([
    visibleEvents(db, subscriber.viewer, teams),
    scheduledMatchesBetween(db, teams, range.from, range.to),
  ]);
  const events: IcalEvent[] = rows.map((row) => ({
    uid: `csa-${row.id}@courtside`,
    start: row.startsAt,
    end: row.endsAt,
    summary: row.name,
    description: row.description,
    location: row.place,
    created: row.createdAt,
    lastModified: row.updatedAt,
    sequence: row.sequence,
  }));
  for (const m of matches) events.push(matchFeedEvent(ctx, m));
  events.sort((a, b) => a.start.getTime() - b.start.getTime());
  return serializeCalendar({
    prodId: '-//Courtside//Courtside 1.9.5//EN',
    name: subscriber.name,
    refreshMinutes: FEED_REFRESH_MINUTES,
    now,
    events,
  });
}
