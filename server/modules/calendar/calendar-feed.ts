import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DUAL_CALENDAR_MINUTES, MATCH_CALENDAR_MINUTES } from '../../../contract/calendar';
import { MATCH_TYPE_HANDLES } from '../../../contract/matches';
import { SKILL_HANDLES } from '../../../contract/common';
import type { Caller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { calendarFeeds, coaches, rosterPlayers, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { TEAM_NAMES } from '../teams/teams';
import { scheduledMatchesBetween, type ScheduledMatch } from '../matches/match-reads';
import { calendarDualsBetween, type CalendarDualRow } from '../duals/dual-calendar';
import { dualPublicUrl } from '../duals/dual-rows';
import { serializeCalendar, type IcalEvent } from './ical';
import { asOwner } from './calendar-events';
import { defaultRange, MINUTE, teamsOf, type Viewer, visibleEvents } from './calendar-reads';

/** The personal iCalendar feed: its secret address, and the feed calendar apps subscribe to. */

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

const SITE_NAMES = { home: 'Home', away: 'Away', neutral: 'Neutral site' } as const;

/** A dual in a feed: the team against the opponent, the player's lines, the public page once published. */
function dualFeedEvent(ctx: AppContext, d: CalendarDualRow): IcalEvent {
  return {
    uid: `dual-${d.id}@courtside`,
    start: d.startsAt,
    end: new Date(d.startsAt.getTime() + DUAL_CALENDAR_MINUTES * MINUTE),
    summary: `Dual match: ${d.teamName} vs ${d.opponentName}`,
    description: [
      SITE_NAMES[d.site],
      d.lines.length > 0 ? `Your line: ${d.lines.join(', ')}` : '',
      d.published ? '' : 'Lineup not published yet',
    ]
      .filter(Boolean)
      .join('\n'),
    location: d.place,
    ...(d.publicToken ? { url: dualPublicUrl(ctx.config.PUBLIC_URL, d.publicToken) } : {}),
    created: d.updatedAt,
    lastModified: d.updatedAt,
    sequence: Math.max(0, Math.floor((d.updatedAt.getTime() - Date.UTC(2020, 0, 1)) / 1000)),
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
  const [rows, matches, duals] = await Promise.all([
    visibleEvents(db, subscriber.viewer, teams),
    scheduledMatchesBetween(db, teams, range.from, range.to),
    calendarDualsBetween(db, subscriber.viewer, teams, range.from, range.to),
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
  for (const d of duals) events.push(dualFeedEvent(ctx, d));
  events.sort((a, b) => a.start.getTime() - b.start.getTime());
  return serializeCalendar({
    prodId: '-//Courtside//Courtside 1.9.5//EN',
    name: subscriber.name,
    refreshMinutes: FEED_REFRESH_MINUTES,
    now,
    events,
  });
}
