import { asc, eq, inArray } from 'drizzle-orm';
import { type TennisMatch } from '../../../contract/matches';
import type { Db } from '../../db/client';
import { matchPlayers, players, tennisMatches } from '../../db/schema/index';

/** How a match row and its players leave the server: the one presenter every match answer uses. */

export type MatchRow = typeof tennisMatches.$inferSelect;

export type Side = 1 | 2;

export interface MatchPlayer {
  side: Side;
  id: number;
  name: string;
}

/** The UTC instant of a date (YYYY-MM-DD) and time (HH:MM) entered as UTC. */
export function matchInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00Z`);
}

/**
 * Side 2 of a dual's line (issue 20) when its players are another school's (opponent_players): each
 * name as a player whose ID is negative (-1, -2: never a PlayerID), so a list keys and sides them like
 * any other player.
 */
function outsidePlayers(match: MatchRow): MatchPlayer[] {
  return (match.opponentPlayers ?? []).map((name, i) => ({ side: 2, id: -(i + 1), name }));
}

/** The one place a match leaves the server (API.md's shape). */
export function presentMatch(match: MatchRow, teamPlayers: readonly MatchPlayer[]): TennisMatch {
  const iso = match.matchAt.toISOString();
  const people = match.opponentPlayers ? [...teamPlayers, ...outsidePlayers(match)] : teamPlayers;
  const ref = (p: MatchPlayer) => ({ ID: p.id, Name: p.name });
  return {
    TennisMatchID: match.id,
    MatchType: match.matchType,
    IsSingles: match.isSingles,
    MatchDate: iso.slice(0, 10),
    MatchTime: iso.slice(11, 16),
    MatchScore: match.score ?? '',
    MatchFormat: match.format,
    Players: people.map(ref),
    Winners: match.winnerSide === null ? [] : people.filter((p) => p.side === match.winnerSide).map(ref),
  };
}

/** The players of some matches, by match, in the order they were entered (side 1 first). */
export async function playersOf(db: Db, matchIds: readonly number[]): Promise<Map<number, MatchPlayer[]>> {
  const byMatch = new Map<number, MatchPlayer[]>();
  if (matchIds.length === 0) return byMatch;
  const rows = await db
    .select({
      matchId: matchPlayers.matchId,
      side: matchPlayers.side,
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(matchPlayers)
    .innerJoin(players, eq(players.id, matchPlayers.playerId))
    .where(inArray(matchPlayers.matchId, [...matchIds]))
    .orderBy(asc(matchPlayers.matchId), asc(matchPlayers.slot));
  for (const r of rows) {
    const list = byMatch.get(r.matchId) ?? [];
    list.push({ side: r.side as Side, id: r.id, name: `${r.firstName} ${r.lastName}` });
    byMatch.set(r.matchId, list);
  }
  return byMatch;
}

export async function presentOne(db: Db, match: MatchRow): Promise<TennisMatch> {
  return presentMatch(match, (await playersOf(db, [match.id])).get(match.id) ?? []);
}
