import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { MATCH_TYPE, type TennisMatch } from '../../../contract/matches';
import { parseScore, type ScoreAccepted } from '../../../contract/tennis-score';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/prepared';
import {
  coaches,
  ladderChanges,
  matchPlayers,
  players,
  rosterPlayers,
  teamRosters,
  tennisMatches,
} from '../../db/schema/index';
import { appError } from '../../errors';
import { recordLadderChange, type LadderMove } from '../ladder/ladder-history';
import { lockLadders } from '../ladder/ladder.service';
import { coachesTeam, readableTeamOfType } from '../ladder/team-access';
import { challengeMoves, pairChallenge } from './ladder-movement';

type MatchRow = typeof tennisMatches.$inferSelect;
type Side = 1 | 2;

interface MatchPlayer {
  side: Side;
  id: number;
  name: string;
}

/** The UTC instant of a date (YYYY-MM-DD) and time (HH:MM) entered as UTC. */
function matchInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00Z`);
}

/** The one place a match leaves the server (API.md's shape). */
function presentMatch(match: MatchRow, people: readonly MatchPlayer[]): TennisMatch {
  const iso = match.matchAt.toISOString();
  const ref = (p: MatchPlayer) => ({ ID: p.id, Name: p.name });
  return {
    TennisMatchID: match.id,
    MatchType: match.matchType,
    IsSingles: match.isSingles,
    MatchDate: iso.slice(0, 10),
    MatchTime: iso.slice(11, 16),
    MatchScore: match.score ?? '',
    Players: people.map(ref),
    Winners: match.winnerSide === null ? [] : people.filter((p) => p.side === match.winnerSide).map(ref),
  };
}

/** The players of some matches, by match, in the order they were entered (side 1 first). */
async function playersOf(db: Db, matchIds: readonly number[]): Promise<Map<number, MatchPlayer[]>> {
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

async function presentOne(db: Db, match: MatchRow): Promise<TennisMatch> {
  return presentMatch(match, (await playersOf(db, [match.id])).get(match.id) ?? []);
}

/** A match of a team the coach coaches; 404 for any other (do not reveal which). */
async function coachedMatch(db: Db, caller: CoachCaller, matchId: number): Promise<MatchRow> {
  const [row] = await db
    .select({ match: tennisMatches })
    .from(tennisMatches)
    .innerJoin(teamRosters, eq(teamRosters.id, tennisMatches.rosterId))
    .where(and(eq(tennisMatches.id, matchId), coachesTeam(caller)));
  if (!row) throw appError('match_not_found');
  return row.match;
}

/**
 * POST /api/auth/tennis-match: the matches of one type (1 challenge, 2 official, 3 practice) of the
 * team of type `teamType`, newest first. A coach reads the team of that type they coach, a player
 * their own team; 404 otherwise.
 */
export async function listMatches(
  db: Db,
  caller: Caller,
  matchType: number,
  teamType: number,
): Promise<TennisMatch[]> {
  const team = await readableTeamOfType(db, caller, teamType);
  const rows = await db
    .select()
    .from(tennisMatches)
    .where(and(eq(tennisMatches.rosterId, team.id), eq(tennisMatches.matchType, matchType)))
    .orderBy(desc(tennisMatches.matchAt), desc(tennisMatches.id));
  const people = await playersOf(
    db,
    rows.map((m) => m.id),
  );
  return rows.map((m) => presentMatch(m, people.get(m.id) ?? []));
}

/** A match as another module shows it (the calendar): its team's type, start, players and result. */
export interface ScheduledMatch {
  id: number;
  matchType: number;
  teamType: number;
  isSingles: boolean;
  matchAt: Date;
  /** Side 1 first. */
  players: { ID: number; Name: string }[];
  score: string;
  decided: boolean;
  updatedAt: Date;
}

/**
 * The matches of some teams (roster ids the caller may read, checked by the asking module) that
 * start in [from, to), ordered by start: one lookup of the (roster, type, time) index per team.
 */
export async function scheduledMatchesBetween(
  db: Db,
  rosterIds: readonly number[],
  from: Date,
  to: Date,
): Promise<ScheduledMatch[]> {
  if (rosterIds.length === 0) return [];
  const rows = await db
    .select({ match: tennisMatches, teamType: teamRosters.teamType })
    .from(tennisMatches)
    .innerJoin(teamRosters, eq(teamRosters.id, tennisMatches.rosterId))
    .where(
      and(
        inArray(tennisMatches.rosterId, [...rosterIds]),
        // Every type named, so the whole (roster, type, time) index key serves the range.
        inArray(tennisMatches.matchType, Object.values(MATCH_TYPE)),
        gte(tennisMatches.matchAt, from),
        lt(tennisMatches.matchAt, to),
      ),
    )
    .orderBy(asc(tennisMatches.matchAt), asc(tennisMatches.id));
  const people = await playersOf(
    db,
    rows.map((r) => r.match.id),
  );
  return rows.map(({ match, teamType }) => ({
    id: match.id,
    matchType: match.matchType,
    teamType,
    isSingles: match.isSingles,
    matchAt: match.matchAt,
    players: (people.get(match.id) ?? []).map((p) => ({ ID: p.id, Name: p.name })),
    score: match.score ?? '',
    decided: match.winnerSide !== null,
    updatedAt: match.updatedAt,
  }));
}

/**
 * The coach's team (team-access.ts's rule) with those of `playerIds` who are on it: no row for
 * another team, a row with a null player when none of them is on it. Prepared once per database.
 */
const playersOnCoachedTeam = perDatabase((db: Db) =>
  db
    .select({ id: teamRosters.id, playerId: rosterPlayers.playerId })
    .from(teamRosters)
    .leftJoin(
      rosterPlayers,
      and(
        eq(rosterPlayers.rosterId, teamRosters.id),
        sql`${rosterPlayers.playerId} = any(${sql.placeholder('playerIds')}::int[])`,
      ),
    )
    .where(
      and(
        eq(teamRosters.id, sql.placeholder('rosterId')),
        coachesTeam({ coachId: sql.placeholder('coachId'), schoolId: sql.placeholder('schoolId') }),
      ),
    )
    .prepare('players_on_coached_team'),
);

/** 404 unless the team is the coach's, 400 unless every one of `playerIds` is on it. */
async function checkPlayersOnCoachedTeam(
  db: Db,
  caller: CoachCaller,
  rosterId: number,
  playerIds: readonly number[],
): Promise<void> {
  const found = await playersOnCoachedTeam(db).execute({
    coachId: caller.coachId,
    schoolId: caller.schoolId,
    rosterId,
    playerIds,
  });
  if (!found[0]) throw appError('team_not_found');
  if (found.filter((row) => row.playerId !== null).length !== playerIds.length) {
    throw appError('players_not_on_team');
  }
}

/**
 * POST /api/auth/create-tennis-match: a match between players of a team the coach coaches, side 1
 * first in `playerIds` (2 for singles, 4 for doubles, checked by the contract). A challenge is
 * singles between two placed players of the team; the lower one is the challenger and may be at
 * most the coach's maxNumberOfChallengePositions places below (checked now, on the ladder as it is).
 * Returns the new match's id.
 */
export async function createMatch(
  db: Db,
  caller: CoachCaller,
  input: {
    rosterId: number;
    matchType: number;
    isSingles: boolean;
    date: string;
    time: string;
    playerIds: number[];
  },
): Promise<number> {
  // The team is the coach's (404) with these players (400) before anything else is read.
  await checkPlayersOnCoachedTeam(db, caller, input.rosterId, input.playerIds);
  let challengerSide: Side | null = null;
  if (input.matchType === MATCH_TYPE.challenge) {
    if (!input.isSingles) throw appError('challenge_singles_only');
    const [coach] = await db
      .select({ max: coaches.maxChallengePositions })
      .from(coaches)
      .where(eq(coaches.id, caller.coachId));
    const [first, second] = input.playerIds as [number, number];
    const ladder = await db
      .select({
        rosterPlayerId: rosterPlayers.id,
        playerId: rosterPlayers.playerId,
        position: rosterPlayers.position,
      })
      .from(rosterPlayers)
      .where(eq(rosterPlayers.rosterId, input.rosterId));
    const pairing = pairChallenge(ladder, first, second, coach?.max ?? 3);
    if (!pairing.ok) throw pairing.error;
    challengerSide = pairing.challengerId === first ? 1 : 2;
  }

  // The match and its players in one transaction.
  return db.transaction(async (tx) => {
    const [match] = await tx
      .insert(tennisMatches)
      .values({
        rosterId: input.rosterId,
        matchType: input.matchType,
        isSingles: input.isSingles,
        matchAt: matchInstant(input.date, input.time),
        challengerSide,
        createdBy: caller.coachId,
      })
      .returning({ id: tennisMatches.id });
    const perSide = input.isSingles ? 1 : 2;
    await tx.insert(matchPlayers).values(
      input.playerIds.map((playerId, i) => ({
        matchId: match!.id,
        playerId,
        slot: i + 1,
        side: i < perSide ? 1 : 2,
      })),
    );
    return match!.id;
  });
}

/**
 * The side whose players are exactly `winnerIds`, or a 400 that says what is wrong.
 * Names sent with the ids are labels only.
 */
function winningSide(people: readonly MatchPlayer[], winnerIds: readonly number[]): Side {
  const wanted = new Set(winnerIds);
  for (const side of [1, 2] as const) {
    const ids = people.filter((p) => p.side === side).map((p) => p.id);
    if (ids.length === wanted.size && ids.every((id) => wanted.has(id))) return side;
  }
  const perSide = people.length / 2;
  throw appError(perSide === 1 ? 'winner_not_player' : 'winners_not_side');
}

/**
 * Applies a challenge result to the ladder inside `tx` when the challenger won and this match has
 * not moved the ladder before: the challenger takes the defender's position, the players between
 * move down one. Positions are read after locking the ladder (lockLadders, as every ladder change
 * does), so concurrent results and coach moves apply one after another. Returns the recorded
 * ladder change, or null when nothing moved.
 */
async function applyChallengeResult(
  tx: Db,
  caller: CoachCaller,
  match: MatchRow,
  people: readonly MatchPlayer[],
): Promise<number | null> {
  const challenger = people.find((p) => p.side === match.challengerSide);
  const defender = people.find((p) => p.side !== match.challengerSide);
  if (!challenger || !defender) return null;
  await lockLadders(tx, [match.rosterId]);
  // One match moves the ladder at most once: a corrected result does not move it again or back
  // (the coach undoes the change on the Ladder page), and neither does a result after an undo.
  const [earlier] = await tx
    .select({ id: ladderChanges.id })
    .from(ladderChanges)
    .where(and(eq(ladderChanges.matchId, match.id), eq(ladderChanges.reason, 'challenge')))
    .limit(1);
  if (earlier) return null;
  const ladder = await tx
    .select({
      rosterPlayerId: rosterPlayers.id,
      playerId: rosterPlayers.playerId,
      position: rosterPlayers.position,
    })
    .from(rosterPlayers)
    .where(eq(rosterPlayers.rosterId, match.rosterId));
  const moves = challengeMoves(ladder, match.rosterId, challenger.id, defender.id);
  if (moves.length === 0) return null;
  await applyMoves(tx, moves);
  return recordLadderChange(tx, {
    rosterId: match.rosterId,
    reason: 'challenge',
    actorCoachId: caller.coachId,
    matchId: match.id,
    moves,
  });
}

/** Sets the new positions in one statement; the deferred unique check sees only the end state. */
async function applyMoves(tx: Db, moves: readonly LadderMove[]): Promise<void> {
  const rows = sql.join(
    moves.map((m) => sql`(${m.rosterPlayerId}::integer, ${m.toPosition}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${rosterPlayers} set position = v.position from (values ${rows}) as v(id, position) where ${rosterPlayers.id} = v.id`,
  );
}

/**
 * PUT /api/auth/edit-tennis-match: saves a result, date and time. An empty score with no winners
 * only moves the date and time (SPEC.md section 4). Otherwise the winners must be exactly one
 * side's players and the score (optional) a possible tennis score that agrees with them. When a
 * challenge's challenger is saved as the winner, the ladder moves in the same transaction (once
 * per match). Returns the match and the ladder change made, if any.
 */
export async function editMatch(
  db: Db,
  caller: CoachCaller,
  input: { matchId: number; score: string; date: string; time: string; winnerIds: number[] },
): Promise<{ match: TennisMatch; ladderChangeId: number | null }> {
  const found = await coachedMatch(db, caller, input.matchId);
  const matchAt = matchInstant(input.date, input.time);
  if (input.score === '' && input.winnerIds.length === 0) {
    return { match: await setMatchTime(db, found, matchAt), ladderChangeId: null };
  }
  if (input.winnerIds.length === 0) throw appError('winner_required');

  const people = (await playersOf(db, [found.id])).get(found.id) ?? [];
  const side = winningSide(people, input.winnerIds);
  let parsed: ScoreAccepted | null = null;
  if (input.score !== '') {
    const result = parseScore(input.score);
    if (!result.ok) throw appError('invalid_score', { reason: result.reason });
    if (result.winnerSide !== null && result.winnerSide !== side) {
      const names = people.filter((p) => p.side === result.winnerSide).map((p) => p.name);
      throw appError('winner_disagrees', { score: result.text, names: names.join(' and ') });
    }
    parsed = result;
  }

  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Serializes edits of this match, so "has this match moved the ladder" is answered once.
    const [locked] = await tx
      .select()
      .from(tennisMatches)
      .where(eq(tennisMatches.id, found.id))
      .for('update');
    if (!locked) throw appError('match_not_found');
    let ladderChangeId: number | null = null;
    if (locked.matchType === MATCH_TYPE.challenge && side === locked.challengerSide) {
      ladderChangeId = await applyChallengeResult(tx, caller, locked, people);
    }
    const [saved] = await tx
      .update(tennisMatches)
      .set({
        score: parsed?.text ?? null,
        outcome: parsed?.outcome ?? 'completed',
        winnerSide: side,
        matchAt,
        updatedAt: new Date(),
      })
      .where(eq(tennisMatches.id, found.id))
      .returning();
    return { match: presentMatch(saved!, people), ladderChangeId };
  });
}

async function setMatchTime(db: Db, match: MatchRow, matchAt: Date): Promise<TennisMatch> {
  const [saved] = await db
    .update(tennisMatches)
    .set({ matchAt, updatedAt: new Date() })
    .where(eq(tennisMatches.id, match.id))
    .returning();
  if (!saved) throw appError('match_not_found');
  return presentOne(db, saved);
}

/** PUT /api/auth/edit-tennis-match-for-timeAndDate: moves a match to another date and time (UTC). */
export async function editMatchTime(
  db: Db,
  caller: CoachCaller,
  input: { matchId: number; date: string; time: string },
): Promise<TennisMatch> {
  const match = await coachedMatch(db, caller, input.matchId);
  return setMatchTime(db, match, matchInstant(input.date, input.time));
}

/**
 * DELETE /api/auth/delete-tennis-match/{id}: deletes a match of a team the coach coaches. A ladder
 * move the match made stays (undo it on the Ladder page); its history entry keeps the match id.
 */
export async function deleteMatch(db: Db, caller: CoachCaller, matchId: number): Promise<void> {
  const match = await coachedMatch(db, caller, matchId);
  await db.delete(tennisMatches).where(eq(tennisMatches.id, match.id));
}
