import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { MATCH_TYPE, type TennisMatch } from '../../../contract/matches';
import type { Caller } from '../../auth/guards';
import type { Db } from '../../db/client';
import {
  matchPlayers,
  players,
  rosterPlayers,
  seasonPlayers,
  seasons,
  tennisMatches,
} from '../../db/schema/index';
import { appError } from '../../errors';
import { playersOf, presentMatch, type MatchRow } from '../matches/match-rows';
import { readableTeams } from '../teams/team-access';
import { currentSeason } from './season-list';

/**
 * A player's page and head-to-head (issue 37). Who may see it is today's rule for the player's team
 * (teams' mayReadTeam: the team's coaches, the player, their teammates), on the team they are on or a
 * team whose archived season had them; anyone else: 404. Their matches are those of the teams the
 * caller may read, through the matches module's presenter.
 */

export interface PlayerMatch {
  row: MatchRow;
  side: 1 | 2;
  match: TennisMatch;
}

/** The player and the teams of theirs the caller may read; 404 when none. */
async function visiblePlayer(db: Db, caller: Caller, playerId: number) {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player) throw appError('player_not_found');
  const [readable, [member], past] = await Promise.all([
    readableTeams(db, caller),
    db.select().from(rosterPlayers).where(eq(rosterPlayers.playerId, playerId)),
    db
      .select({ rosterId: seasons.rosterId })
      .from(seasonPlayers)
      .innerJoin(seasons, eq(seasons.id, seasonPlayers.seasonId))
      .where(eq(seasonPlayers.playerId, playerId)),
  ]);
  const readableIds = new Set(readable.map((t) => t.id));
  const theirs = new Set([...(member ? [member.rosterId] : []), ...past.map((p) => p.rosterId)]);
  const teams = [...theirs].filter((id) => readableIds.has(id));
  if (teams.length === 0) throw appError('player_not_found');
  return { player, member: member ?? null, teams };
}

/** The player's matches on `teams`, newest first (match_players_player), presented. */
async function matchesOf(db: Db, playerId: number, teams: readonly number[]): Promise<PlayerMatch[]> {
  const rows = await db
    .select({ match: tennisMatches, side: matchPlayers.side })
    .from(matchPlayers)
    .innerJoin(tennisMatches, eq(tennisMatches.id, matchPlayers.matchId))
    .where(and(eq(matchPlayers.playerId, playerId), inArray(tennisMatches.rosterId, [...teams])))
    .orderBy(desc(tennisMatches.matchAt), desc(tennisMatches.id));
  const people = await playersOf(
    db,
    rows.map((r) => r.match.id),
  );
  return rows.map((r) => ({
    row: r.match,
    side: r.side as 1 | 2,
    match: presentMatch(r.match, people.get(r.match.id) ?? []),
  }));
}

const kindOf = (m: MatchRow) =>
  m.dualId !== null
    ? 'dual'
    : m.matchType === MATCH_TYPE.challenge
      ? 'challenge'
      : m.matchType === MATCH_TYPE.official
        ? 'official'
        : 'practice';

/** The people across the net from the player in a match: teammates by id, outside opponents by name. */
function across(pm: PlayerMatch): { id: number | null; name: string }[] {
  const count = pm.match.IsSingles ? 1 : 2;
  const other = pm.side === 1 ? pm.match.Players.slice(count) : pm.match.Players.slice(0, count);
  return other.map((p) => ({ id: p.ID > 0 ? p.ID : null, name: p.Name }));
}

/** GET /api/auth/seasons/players/{playerId} */
export async function playerPage(db: Db, caller: Caller, playerId: number, today: Date) {
  const { player, member, teams } = await visiblePlayer(db, caller, playerId);
  const [history, matches] = await Promise.all([
    db
      .select({ season: seasons, position: seasonPlayers.position })
      .from(seasonPlayers)
      .innerJoin(seasons, eq(seasons.id, seasonPlayers.seasonId))
      .where(and(eq(seasonPlayers.playerId, playerId), inArray(seasons.rosterId, teams)))
      .orderBy(asc(seasons.startsOn)),
    matchesOf(db, playerId, teams),
  ]);
  const current = member ? await currentSeason(db, member.rosterId, today) : null;
  const seasonNames = new Map<number, string>(history.map((h) => [h.season.id, h.season.name]));
  const missing = [
    ...new Set(matches.map((m) => m.row.seasonId).filter((id): id is number => id !== null)),
  ].filter((id) => !seasonNames.has(id));
  if (missing.length > 0) {
    for (const s of await db.select().from(seasons).where(inArray(seasons.id, missing)))
      seasonNames.set(s.id, s.name);
  }
  const positions: { seasonId: number | null; seasonName: string; position: number | null }[] = history.map(
    (h) => ({
      seasonId: h.season.id,
      seasonName: h.season.name,
      position: h.position,
    }),
  );
  if (member) positions.push({ seasonId: null, seasonName: current?.name ?? '', position: member.position });

  type Key = string;
  const records = new Map<
    Key,
    {
      seasonId: number | null;
      seasonName: string;
      kind: ReturnType<typeof kindOf>;
      singles: { won: number; lost: number };
      doubles: { won: number; lost: number };
    }
  >();
  for (const pm of [...matches].reverse()) {
    if (pm.row.winnerSide === null) continue;
    const seasonId = pm.row.seasonId;
    const kind = kindOf(pm.row);
    const key = `${seasonId ?? 'current'}:${kind}`;
    let rec = records.get(key);
    if (!rec) {
      rec = {
        seasonId,
        seasonName: seasonId === null ? (current?.name ?? '') : (seasonNames.get(seasonId) ?? ''),
        kind,
        singles: { won: 0, lost: 0 },
        doubles: { won: 0, lost: 0 },
      };
      records.set(key, rec);
    }
    const play = pm.row.isSingles ? rec.singles : rec.doubles;
    if (pm.row.winnerSide === pm.side) play.won += 1;
    else play.lost += 1;
  }
  const met = new Map<string, { id: number | null; name: string; meetings: number }>();
  for (const pm of matches) {
    for (const o of across(pm)) {
      const key = o.id !== null ? `id:${o.id}` : `name:${o.name}`;
      const entry = met.get(key) ?? { ...o, meetings: 0 };
      entry.meetings += 1;
      met.set(key, entry);
    }
  }
  return {
    player: {
      id: player.id,
      firstName: player.firstName,
      lastName: player.lastName,
      avatar: player.avatar,
      graduationYear: player.graduationYear,
      rosterId: member?.rosterId ?? null,
    },
    positions,
    records: [...records.values()],
    recent: matches
      .filter((m) => m.row.winnerSide !== null)
      .slice(0, 10)
      .map((m) => m.match),
    opponents: [...met.values()].sort((a, b) => b.meetings - a.meetings || a.name.localeCompare(b.name)),
  };
}

/**
 * GET /api/auth/seasons/players/{playerId}/head-to-head?with={playerId} or ?name={opponent}: every
 * meeting across the net (singles or doubles), the matches won and lost and the sets won and lost
 * (the stored score summary, from the player's side), the meetings newest first.
 */
export async function headToHead(
  db: Db,
  caller: Caller,
  playerId: number,
  query: { with?: number; name?: string },
) {
  const { teams } = await visiblePlayer(db, caller, playerId);
  const matches = await matchesOf(db, playerId, teams);
  const meetings = matches.filter((pm) =>
    across(pm).some((o) =>
      query.with !== undefined ? o.id === query.with : o.id === null && o.name === query.name,
    ),
  );
  let opponentName = query.name ?? '';
  if (query.with !== undefined) {
    const [other] = await db.select().from(players).where(eq(players.id, query.with));
    if (!other) throw appError('player_not_found');
    opponentName = `${other.firstName} ${other.lastName}`;
  }
  let won = 0;
  let lost = 0;
  let setsWon = 0;
  let setsLost = 0;
  for (const pm of meetings) {
    const r = pm.row;
    if (r.winnerSide !== null) {
      if (r.winnerSide === pm.side) won += 1;
      else lost += 1;
    }
    const mine = pm.side === 1 ? r.setsSide1 : r.setsSide2;
    const theirs = pm.side === 1 ? r.setsSide2 : r.setsSide1;
    setsWon += mine ?? 0;
    setsLost += theirs ?? 0;
  }
  return {
    opponent: { id: query.with ?? null, name: opponentName },
    won,
    lost,
    setsWon,
    setsLost,
    meetings: meetings.slice(0, 20).map((m) => m.match),
  };
}
