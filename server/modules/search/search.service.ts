import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { searchLinks } from '../../../contract/search/links';
import { wordsMatch, type SearchResult, type SearchKind } from '../../../contract/search/index';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import {
  announcements,
  calendarEvents,
  duals,
  matchPlayers,
  players,
  rosterPlayers,
  teamRosters,
  tennisMatches,
  tournaments,
} from '../../db/schema/index';
import { audiencesOf, inAudiences } from '../announcements/audiences';
import { selectRows } from '../announcements/announcement-rows';
import { visibleEventsWhere } from '../calendar/calendar-reads';
import { readableTeams } from '../teams/team-access';
import { TEAM_NAMES } from '../teams/teams';
import { reachable } from '../tournaments/tournament-access';
import { nameMatches, prefixQuery } from './search-match';

/**
 * Toolbar search (issue 32). Every statement starts from what the caller may see, decided by the
 * owners' rules: the teams of team-access.ts (`readableTeams`), the announcements' audiences, the
 * tournaments' reach, the calendar's visible events. Each then reads only those teams' rows through
 * its team (or school, or coach) index and matches names in them (search-match.ts), so its cost
 * depends on the caller's teams, never on other schools' data (bench/search-explain.ts).
 */

type Team = { id: number; teamType: number; schoolId: number };

/** The suggestions for `q`, at most `limit`, taken in turn from each kind so that one kind does not crowd out the rest. */
export async function search(
  db: Db,
  caller: Caller,
  q: string,
  limit: number,
  now: Date,
): Promise<SearchResult[]> {
  const query = prefixQuery(q);
  if (!query) return [];
  const teams = await readableTeams(db, caller);
  const found = await Promise.all([
    findPlayers(db, teams, query, limit),
    Promise.resolve(findTeams(teams, q)),
    findMatches(db, teams, query, limit),
    findDuals(db, caller, teams, query, limit),
    findTournaments(db, caller, query, limit),
    findEvents(db, caller, teams, query, limit, now),
    findAnnouncements(db, caller, query, limit),
  ]);
  return interleave(found, limit);
}

/** One from each kind in turn (the kinds' order above), until `limit`. */
export function interleave<T>(lists: T[][], limit: number): T[] {
  const out: T[] = [];
  for (let i = 0; out.length < limit && lists.some((list) => i < list.length); i += 1) {
    for (const list of lists) if (i < list.length && out.length < limit) out.push(list[i]!);
  }
  return out;
}

const teamIds = (teams: Team[]) => teams.map((t) => t.id);

function result(kind: SearchKind, fields: Omit<SearchResult, 'kind'>): SearchResult {
  return {
    kind,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== '')),
  } as SearchResult;
}

/** Players on the caller's teams (roster_players_roster). */
async function findPlayers(db: Db, teams: Team[], query: string, limit: number): Promise<SearchResult[]> {
  if (teams.length === 0) return [];
  const rows = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      teamType: teamRosters.teamType,
    })
    .from(rosterPlayers)
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .innerJoin(teamRosters, eq(teamRosters.id, rosterPlayers.rosterId))
    .where(
      and(
        inArray(rosterPlayers.rosterId, teamIds(teams)),
        nameMatches(query, players.firstName, players.lastName),
      ),
    )
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id))
    .limit(limit);
  return rows.map((r) =>
    result('player', {
      id: r.id,
      title: `${r.firstName} ${r.lastName}`,
      team: r.teamType,
      link: searchLinks.player(r.teamType),
    }),
  );
}

/** The caller's teams whose (English) name matches; the web also matches its pages' titles in the user's language. */
function findTeams(teams: Team[], q: string): SearchResult[] {
  return teams
    .filter((t) => wordsMatch(q, TEAM_NAMES[t.teamType] ?? ''))
    .map((t) =>
      result('team', {
        id: t.id,
        title: TEAM_NAMES[t.teamType]!,
        team: t.teamType,
        link: searchLinks.team(t.teamType),
      }),
    );
}

/** Matches of the caller's teams by a player's name (tennis_matches_roster_type_at); a dual's lines are found as its dual. */
async function findMatches(db: Db, teams: Team[], query: string, limit: number): Promise<SearchResult[]> {
  if (teams.length === 0) return [];
  const names = (side: number) => sql<string | null>`(
    select string_agg(${players.firstName} || ' ' || ${players.lastName}, ' / ' order by ${matchPlayers.slot})
    from ${matchPlayers} join ${players} on ${players.id} = ${matchPlayers.playerId}
    where ${matchPlayers.matchId} = ${tennisMatches.id} and ${matchPlayers.side} = ${side})`;
  const playerMatches = sql`exists (
    select 1 from ${matchPlayers} join ${players} on ${players.id} = ${matchPlayers.playerId}
    where ${matchPlayers.matchId} = ${tennisMatches.id} and ${nameMatches(query, players.firstName, players.lastName)})`;
  const opponents = sql`array_to_string(${tennisMatches.opponentPlayers}, ' ')`;
  const rows = await db
    .select({
      id: tennisMatches.id,
      matchType: tennisMatches.matchType,
      matchAt: tennisMatches.matchAt,
      teamType: teamRosters.teamType,
      side1: names(1),
      side2: names(2),
      opponents: tennisMatches.opponentPlayers,
    })
    .from(tennisMatches)
    .innerJoin(teamRosters, eq(teamRosters.id, tennisMatches.rosterId))
    .where(
      and(
        inArray(tennisMatches.rosterId, teamIds(teams)),
        isNull(tennisMatches.dualId),
        or(playerMatches, and(isNotNull(tennisMatches.opponentPlayers), nameMatches(query, opponents))),
      ),
    )
    .orderBy(desc(tennisMatches.matchAt), desc(tennisMatches.id))
    .limit(limit);
  return rows.map((r) =>
    result('match', {
      id: r.id,
      title: `${r.side1 ?? ''} – ${r.side2 ?? r.opponents?.join(' / ') ?? ''}`,
      team: r.teamType,
      at: r.matchAt.toISOString(),
      link: searchLinks.match(r.matchType, r.teamType),
    }),
  );
}

/**
 * Duals of the caller's teams by the opponent's name or the place (duals_roster_starts); a player
 * only published ones, as the dual's page (duals/dual-access.ts, mayReadDual).
 */
async function findDuals(
  db: Db,
  caller: Caller,
  teams: Team[],
  query: string,
  limit: number,
): Promise<SearchResult[]> {
  if (teams.length === 0) return [];
  const rows = await db
    .select({
      id: duals.id,
      opponentName: duals.opponentName,
      place: duals.place,
      startsAt: duals.startsAt,
      teamType: teamRosters.teamType,
    })
    .from(duals)
    .innerJoin(teamRosters, eq(teamRosters.id, duals.rosterId))
    .where(
      and(
        inArray(duals.rosterId, teamIds(teams)),
        caller.kind === 'player' ? isNotNull(duals.publishedAt) : undefined,
        nameMatches(query, duals.opponentName, duals.place),
      ),
    )
    .orderBy(desc(duals.startsAt), desc(duals.id))
    .limit(limit);
  return rows.map((r) =>
    result('dual', {
      id: r.id,
      title: r.opponentName,
      subtitle: r.place,
      team: r.teamType,
      at: r.startsAt.toISOString(),
      link: searchLinks.dual(r.teamType, r.id),
    }),
  );
}

/** Tournaments the caller reaches (tournament-access.ts; tournaments_coach). */
async function findTournaments(
  db: Db,
  caller: Caller,
  query: string,
  limit: number,
): Promise<SearchResult[]> {
  const rows = await db
    .select({ id: tournaments.id, name: tournaments.name, createdAt: tournaments.createdAt })
    .from(tournaments)
    .where(and(reachable(db, caller), nameMatches(query, tournaments.name)))
    .orderBy(desc(tournaments.createdAt), desc(tournaments.id))
    .limit(limit);
  return rows.map((r) => result('tournament', { id: r.id, title: r.name, link: searchLinks.tournament() }));
}

/**
 * Calendar events the caller sees (calendar-reads.ts; calendar_events_coach_start and _roster_start)
 * by name or place; a repeating event once, its occurrence nearest to now.
 */
async function findEvents(
  db: Db,
  caller: Caller,
  teams: Team[],
  query: string,
  limit: number,
  now: Date,
): Promise<SearchResult[]> {
  const viewer =
    caller.kind === 'coach'
      ? { kind: 'coach' as const, coachId: caller.coachId, schoolId: caller.schoolId }
      : { kind: 'player' as const, playerId: caller.playerId };
  const whose = visibleEventsWhere(db, viewer, teamIds(teams));
  if (!whose) return [];
  const series = sql`coalesce(${calendarEvents.seriesId}, ${calendarEvents.id})`;
  const distance = sql`abs(extract(epoch from ${calendarEvents.startsAt} - ${now.toISOString()}::timestamptz))`;
  const nearest = db
    .selectDistinctOn([series], {
      id: calendarEvents.id,
      name: calendarEvents.name,
      place: calendarEvents.place,
      startsAt: calendarEvents.startsAt,
      rosterId: calendarEvents.rosterId,
    })
    .from(calendarEvents)
    .where(and(whose, nameMatches(query, calendarEvents.name, calendarEvents.place)))
    .orderBy(series, distance)
    .as('nearest');
  const rows = await db.select().from(nearest).orderBy(desc(nearest.startsAt), desc(nearest.id)).limit(limit);
  const typeOf = new Map(teams.map((t) => [t.id, t.teamType]));
  return rows.map((r) =>
    result('event', {
      id: r.id,
      title: r.name,
      subtitle: r.place,
      team: r.rosterId === null ? undefined : typeOf.get(r.rosterId),
      at: r.startsAt.toISOString(),
      link: searchLinks.event(r.startsAt.toISOString().slice(0, 10)),
    }),
  );
}

/** Announcements of the caller's audiences (announcements/audiences.ts, the inbox's row query) by subject. */
async function findAnnouncements(
  db: Db,
  caller: Caller,
  query: string,
  limit: number,
): Promise<SearchResult[]> {
  const audiences = await audiencesOf(db, caller);
  if (audiences.length === 0) return [];
  const rows = await selectRows(db, caller, false, [
    inAudiences(audiences),
    nameMatches(query, announcements.subject),
  ])
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
  return rows.map((r) =>
    result('announcement', {
      id: r.id,
      title: r.subject,
      subtitle: `${r.coachFirstName} ${r.coachLastName}`,
      team: r.skillLevel <= 4 ? r.skillLevel : undefined,
      at: r.createdAt.toISOString(),
      link: searchLinks.announcement(r.skillLevel, r.id),
    }),
  );
}
