import crypto from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatCalendarTime, type CalendarEvent, type CalendarEventInput } from '../../../contract/calendar';
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
import { notFound, pgErrorCode } from '../../errors';
import { serializeCalendar, type IcalEvent } from './ical';

type EventRow = typeof calendarEvents.$inferSelect;

/** A still-valid token of an account deleted since sign-in hits the foreign key: answer 404, not 500. */
async function asOwner<T>(caller: Caller, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === '23503')
      throw notFound(caller.kind === 'coach' ? 'coach not found' : 'player not found');
    throw err;
  }
}

/** Row -> API object: every time as 'YYYY-MM-DD HH:mm' UTC; `date` repeats the start. */
function present(row: EventRow): CalendarEvent {
  const start = formatCalendarTime(row.startsAt);
  return {
    csa_id: row.id,
    name: row.name,
    description: row.description,
    startTime: start,
    endTime: formatCalendarTime(row.endsAt),
    date: start,
  };
}

/** A normalized 'YYYY-MM-DD HH:mm' (already validated by the contract) as the UTC instant it names. */
function instant(minuteText: string): Date {
  return new Date(`${minuteText.replace(' ', 'T')}:00Z`);
}

/** Whose calendar is read: a signed-in caller or the owner of a feed token. */
type Viewer = { kind: 'coach'; coachId: number } | { kind: 'player'; playerId: number };

/** A coach's own events; a player's team's coaches' events (none without a team). */
async function visibleEvents(db: Db, viewer: Viewer): Promise<EventRow[]> {
  const whose =
    viewer.kind === 'coach'
      ? eq(calendarEvents.coachId, viewer.coachId)
      : inArray(
          calendarEvents.coachId,
          db
            .select({ id: coachTeams.coachId })
            .from(coachTeams)
            .innerJoin(rosterPlayers, eq(rosterPlayers.rosterId, coachTeams.rosterId))
            .where(eq(rosterPlayers.playerId, viewer.playerId)),
        );
  return db
    .select()
    .from(calendarEvents)
    .where(whose)
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id));
}

/**
 * GET /api/auth/getCalendarEvents: a coach's own events, or for a player the events of the
 * coaches of their team (none without a team), ordered by start.
 */
export async function listEvents(db: Db, caller: Caller): Promise<CalendarEvent[]> {
  return (await visibleEvents(db, caller)).map(present);
}

/** POST /api/auth/addCalendarEvent: a new event of the calling coach. */
export async function addEvent(
  db: Db,
  caller: CoachCaller,
  input: CalendarEventInput,
): Promise<CalendarEvent> {
  const [row] = await asOwner(caller, () =>
    db
      .insert(calendarEvents)
      .values({
        coachId: caller.coachId,
        name: input.name,
        description: input.description,
        startsAt: instant(input.startTime),
        endsAt: instant(input.endTime),
      })
      .returning(),
  );
  return present(row!);
}

/** PUT /api/auth/editCalendarEvent: replaces one of the coach's own events; 404 for anyone else's. */
export async function editEvent(
  db: Db,
  caller: CoachCaller,
  csaId: number,
  input: CalendarEventInput,
): Promise<CalendarEvent> {
  const [row] = await db
    .update(calendarEvents)
    .set({
      name: input.name,
      description: input.description,
      startsAt: instant(input.startTime),
      endsAt: instant(input.endTime),
      sequence: sql`${calendarEvents.sequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(calendarEvents.id, csaId), eq(calendarEvents.coachId, caller.coachId)))
    .returning();
  if (!row) throw notFound('event not found');
  return present(row);
}

/** DELETE /api/auth/deleteCalendarEvent: removes one of the coach's own events; 404 for anyone else's. */
export async function deleteEvent(db: Db, caller: CoachCaller, csaId: number): Promise<number> {
  const [row] = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, csaId), eq(calendarEvents.coachId, caller.coachId)))
    .returning({ id: calendarEvents.id });
  if (!row) throw notFound('event not found');
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

const TEAM_NAMES: Record<number, string> = {
  1: 'Junior Varsity Boys',
  2: 'Varsity Boys',
  3: 'Junior Varsity Girls',
  4: 'Varsity Girls',
};

/** The owner of a feed token, and the name calendar apps show for the feed. */
async function feedSubscriber(db: Db, token: string): Promise<{ viewer: Viewer; name: string } | undefined> {
  const [feed] = await db
    .select({
      coachId: calendarFeeds.coachId,
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
  if (feed.coachId !== null) {
    return {
      viewer: { kind: 'coach', coachId: feed.coachId },
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

/** Subscribed calendar apps are asked to poll this often. */
const FEED_REFRESH_MINUTES = 60;

/**
 * GET /api/calendar/{token}.ics: the events the token's owner sees in the app, as iCalendar.
 * 404 for an unknown, reset or malformed token (which one is not revealed).
 */
export async function renderFeed(db: Db, token: string, now = new Date()): Promise<string> {
  const subscriber = FEED_TOKEN.test(token) ? await feedSubscriber(db, token) : undefined;
  if (!subscriber) throw notFound('calendar not found');
  const events: IcalEvent[] = (await visibleEvents(db, subscriber.viewer)).map((row) => ({
    uid: `csa-${row.id}@courtside`,
    start: row.startsAt,
    end: row.endsAt,
    summary: row.name,
    description: row.description,
    created: row.createdAt,
    lastModified: row.updatedAt,
    sequence: row.sequence,
  }));
  return serializeCalendar({
    prodId: '-//Courtside//Courtside 1.9.5//EN',
    name: subscriber.name,
    refreshMinutes: FEED_REFRESH_MINUTES,
    now,
    events,
  });
}
