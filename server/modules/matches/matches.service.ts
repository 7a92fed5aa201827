import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { MATCH_TYPE, type TennisMatch } from '../../../contract/matches';
import { parseScore, type ScoreAccepted } from '../../../contract/tennis-score';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { coaches, matchPlayers, players, teamRosters, tennisMatches } from '../../db/schema/index';
import { appError } from '../../errors';
import { applyChallengeResult, challengePairing } from '../ladder/challenge-moves';
import { checkPlayersOnCoachedTeam, coachesTeam, readableTeamOfType } from '../ladder/team-access';

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
    const pairing = await challengePairing(db, input.rosterId, first, second, coach?.max ?? 3);
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
    const ladderChangeId =
      locked.matchType === MATCH_TYPE.challenge
        ? await moveLadderFor(tx, caller, locked, people, side)
        : null;
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

/** A challenge's result handed to the ladder module, which moves the ladder when the challenger won. */
async function moveLadderFor(
  tx: Db,
  caller: CoachCaller,
  match: MatchRow,
  people: readonly MatchPlayer[],
  winnerSide: Side,
): Promise<number | null> {
  const challenger = people.find((p) => p.side === match.challengerSide);
  const defender = people.find((p) => p.side !== match.challengerSide);
  const winner = people.find((p) => p.side === winnerSide);
  if (!challenger || !defender || !winner) return null;
  return applyChallengeResult(tx, {
    rosterId: match.rosterId,
    matchId: match.id,
    challengerId: challenger.id,
    defenderId: defender.id,
    winnerId: winner.id,
    actorCoachId: caller.coachId,
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
