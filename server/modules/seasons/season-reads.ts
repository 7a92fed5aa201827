import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { NO_POSITION } from '../../../contract/ladder';
import { MATCH_TYPE, type TennisMatch } from '../../../contract/matches';
import type { Season } from '../../../contract/seasons';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { players, seasonPlayers, tennisMatches } from '../../db/schema/index';
import { attendanceCounts } from '../availability/attendance';
import { teamRoster } from '../ladder/roster-read';
import { playersOf, presentMatch, type MatchRow } from '../matches/match-rows';
import { isArchived, presentSeason, seasonOf, type SeasonRow } from './season-list';

/** A season's lists: its ladder, its matches and its team statistics. */

/** The rows of a season of team `rosterId`: the archived season's id, or none (the current season). */
export function ofSeason(
  column: { rosterId: typeof tennisMatches.rosterId; seasonId: typeof tennisMatches.seasonId },
  season: SeasonRow,
): SQL {
  return and(
    eq(column.rosterId, season.rosterId),
    isArchived(season) ? eq(column.seasonId, season.id) : isNull(column.seasonId),
  )!;
}

/** A season's matches, newest first (tennis_matches_roster_season_at), through the matches' presenter. */
export async function seasonMatchRows(
  db: Db,
  season: SeasonRow,
): Promise<{ rows: MatchRow[]; list: TennisMatch[] }> {
  const rows = await db
    .select()
    .from(tennisMatches)
    .where(ofSeason(tennisMatches, season))
    .orderBy(desc(tennisMatches.matchAt), desc(tennisMatches.id));
  const people = await playersOf(
    db,
    rows.map((m) => m.id),
  );
  return { rows, list: rows.map((m) => presentMatch(m, people.get(m.id) ?? [])) };
}

export async function seasonMatches(db: Db, caller: Caller, seasonId: number) {
  const { season } = await seasonOf(db, caller, seasonId);
  return { season: presentSeason(season), matches: (await seasonMatchRows(db, season)).list };
}

export interface LadderLine {
  playerId: number;
  firstName: string;
  lastName: string;
  position: number | null;
  departure: 'stays' | 'leaves' | 'graduates' | null;
}

/**
 * A season's ladder: an archived season's final ladder (season_players), or today's through the
 * ladder's own read (roster-read.ts) for the current one.
 */
export async function seasonLadderLines(
  db: Db,
  caller: Caller,
  season: SeasonRow,
  teamType: number,
): Promise<LadderLine[]> {
  if (!isArchived(season)) {
    const { res } = await teamRoster(db, caller, teamType);
    if (!Array.isArray(res)) return [];
    return res.map((r) => ({
      playerId: r.PlayerID,
      firstName: r.FirstName,
      lastName: r.LastName,
      position: r.Position === NO_POSITION ? null : r.Position,
      departure: null,
    }));
  }
  return db
    .select({
      playerId: seasonPlayers.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      position: seasonPlayers.position,
      departure: seasonPlayers.departure,
    })
    .from(seasonPlayers)
    .innerJoin(players, eq(players.id, seasonPlayers.playerId))
    .where(eq(seasonPlayers.seasonId, season.id))
    .orderBy(sql`${seasonPlayers.position} asc nulls last`, asc(players.lastName), asc(players.id));
}

export async function seasonLadder(db: Db, caller: Caller, seasonId: number) {
  const { season, team } = await seasonOf(db, caller, seasonId);
  return { season: presentSeason(season), rows: await seasonLadderLines(db, caller, season, team.teamType) };
}

export interface StatsRow {
  playerId: number;
  name: string;
  won: number;
  lost: number;
  winPercent: number | null;
  dualLines: number;
  attendancePercent: number | null;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/**
 * A season's team statistics: for everyone on its ladder and everyone who played in it, the record of
 * decided challenge and official matches (a dual's line is an official match), the dual lines played,
 * and the attendance rate over the season's days (availability's counts).
 */
export async function seasonStatsRows(
  db: Db,
  caller: Caller,
  season: SeasonRow,
  teamType: number,
): Promise<StatsRow[]> {
  const [ladder, { rows, list }] = await Promise.all([
    seasonLadderLines(db, caller, season, teamType),
    seasonMatchRows(db, season),
  ]);
  const byId = new Map<number, StatsRow>();
  const row = (id: number, name: string) => {
    let r = byId.get(id);
    if (!r) {
      r = { playerId: id, name, won: 0, lost: 0, winPercent: null, dualLines: 0, attendancePercent: null };
      byId.set(id, r);
    }
    return r;
  };
  for (const l of ladder) row(l.playerId, `${l.firstName} ${l.lastName}`);
  rows.forEach((m, i) => {
    const players = list[i]!.Players.filter((p) => p.ID > 0);
    const winners = new Set(list[i]!.Winners.map((w) => w.ID));
    for (const p of players) {
      const r = row(p.ID, p.Name);
      if (m.dualId !== null) r.dualLines += 1;
      if (m.winnerSide === null || m.matchType === MATCH_TYPE.practice) continue;
      if (winners.has(p.ID)) r.won += 1;
      else r.lost += 1;
    }
  });
  const from = new Date(`${season.startsOn}T00:00:00Z`);
  const until = new Date(Date.parse(`${season.endsOn}T00:00:00Z`) + 86_400_000);
  const attendance = await attendanceCounts(db, [...byId.keys()], from, until);
  const out = [...byId.values()].map((r) => {
    const rate = attendance.get(r.playerId)?.rate ?? null;
    return {
      ...r,
      winPercent: percent(r.won, r.won + r.lost),
      attendancePercent: rate === null ? null : Math.round(rate * 1000) / 10,
    };
  });
  return out;
}

export async function seasonStats(
  db: Db,
  caller: Caller,
  seasonId: number,
): Promise<{ season: Season; rows: StatsRow[] }> {
  const { season, team } = await seasonOf(db, caller, seasonId);
  const rows = await seasonStatsRows(db, caller, season, team.teamType);
  return {
    season: presentSeason(season),
    rows: rows.sort((a, b) => b.won - a.won || a.name.localeCompare(b.name, 'en', { numeric: true })),
  };
}
