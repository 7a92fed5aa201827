import { planAsks } from '../availability/ask-schedule';
import { and, eq } from 'drizzle-orm';
import { MATCH_TYPE, type TennisMatch } from '../../../contract/matches';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { teamRosters, tennisMatches } from '../../db/schema/index';
import { appError } from '../../errors';
import { applyChallengeMatchResult } from '../ladder/ladder-challenge-moves';
import { coachesTeam } from '../teams/team-access';
import { checkResultScore, resultScoreColumns } from '../scores/result-score';
import {
  matchInstant,
  type MatchPlayer,
  type MatchRow,
  playersOf,
  presentMatch,
  presentOne,
  type Side,
} from './match-rows';

/** Changing a match: its result (which may move the ladder), its date and time, its deletion. */

/**
 * A match of a team the coach coaches; 404 for any other (do not reveal which). A dual's line (dual_id set)
 * changes only through its dual: 409 dual_line_match.
 */
async function coachedMatch(db: Db, caller: CoachCaller, matchId: number): Promise<MatchRow> {
  const [row] = await db
    .select({ match: tennisMatches })
    .from(tennisMatches)
    .innerJoin(teamRosters, eq(teamRosters.id, tennisMatches.rosterId))
    .where(and(eq(tennisMatches.id, matchId), coachesTeam(caller)));
  if (!row) throw appError('match_not_found');
  if (row.match.dualId !== null) throw appError('dual_line_match');
  // A match of an archived season (issue 37) is read-only.
  if (row.match.seasonId !== null) throw appError('season_archived');
  return row.match;
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
 * PUT /api/auth/edit-tennis-match: saves a result, date and time, and the match's format when one is
 * given. An empty score with no winners only moves the date and time (SPEC.md section 4). Otherwise
 * the winners must be exactly one side's players and the score (optional) a possible tennis score
 * under the match's format that agrees with them (../scores/result-score.ts). When a challenge's
 * challenger is saved as the winner, the ladder moves in the same transaction (once per match).
 * Returns the match and the ladder change made, if any.
 */
export async function editMatch(
  db: Db,
  caller: CoachCaller,
  input: {
    matchId: number;
    score: string;
    date: string;
    time: string;
    winnerIds: number[];
    /** A canonical TODS code or null (none); undefined keeps the match's format. */
    format?: string | null;
    /** When the match moves: ask its players again now or not (undefined: the team's setting). */
    ask?: boolean;
  },
  now = new Date(),
): Promise<{ match: TennisMatch; ladderChangeId: number | null }> {
  const found = await coachedMatch(db, caller, input.matchId);
  const matchAt = matchInstant(input.date, input.time);
  const format = input.format !== undefined ? input.format : found.format;
  if (input.score === '' && input.winnerIds.length === 0) {
    return {
      match: await setMatchTime(db, found, { matchAt, format, ask: input.ask }, now),
      ladderChangeId: null,
    };
  }
  if (input.winnerIds.length === 0) throw appError('winner_required');

  const people = (await playersOf(db, [found.id])).get(found.id) ?? [];
  const side = winningSide(people, input.winnerIds);
  const parsed = checkResultScore(input.score, format, side, (s) =>
    people
      .filter((p) => p.side === s)
      .map((p) => p.name)
      .join(' and '),
  );

  return db.transaction(async (t) => {
    const tx: Db = t;
    // Serializes edits of this match, so "has this match moved the ladder" is answered once.
    const [locked] = await tx
      .select()
      .from(tennisMatches)
      .where(eq(tennisMatches.id, found.id))
      .for('update');
    if (!locked) throw appError('match_not_found');
    if (locked.seasonId !== null) throw appError('season_archived');
    const ladderChangeId =
      locked.matchType === MATCH_TYPE.challenge
        ? await moveLadderFor(tx, caller, locked, people, side)
        : null;
    const [saved] = await tx
      .update(tennisMatches)
      .set({
        ...resultScoreColumns(parsed),
        format,
        winnerSide: side,
        matchAt,
        updatedAt: new Date(),
      })
      .where(eq(tennisMatches.id, found.id))
      .returning();
    await planAsks(tx, { kind: 'match', id: found.id, rosterId: locked.rosterId, startsAt: matchAt }, now, {
      timeChanged: locked.matchAt.getTime() !== matchAt.getTime(),
      askNow: input.ask,
    });
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
  return applyChallengeMatchResult(tx, {
    rosterId: match.rosterId,
    matchId: match.id,
    challengerId: challenger.id,
    defenderId: defender.id,
    winnerId: winner.id,
    actorCoachId: caller.coachId,
  });
}

async function setMatchTime(
  db: Db,
  match: MatchRow,
  { matchAt, format, ask }: { matchAt: Date; format: string | null; ask: boolean | undefined },
  now = new Date(),
): Promise<TennisMatch> {
  const saved = await db.transaction(async (t) => {
    const tx: Db = t;
    const [row] = await tx
      .update(tennisMatches)
      .set({ matchAt, format, updatedAt: new Date() })
      .where(eq(tennisMatches.id, match.id))
      .returning();
    if (!row) throw appError('match_not_found');
    // A moved match asks its players again when the coach chose to (or, unsaid, as the team's settings say).
    await planAsks(tx, { kind: 'match', id: row.id, rosterId: row.rosterId, startsAt: matchAt }, now, {
      timeChanged: match.matchAt.getTime() !== matchAt.getTime(),
      askNow: ask,
    });
    return row;
  });
  return presentOne(db, saved);
}

/** PUT /api/auth/edit-tennis-match-for-timeAndDate: moves a match to another date and time (UTC). */
export async function editMatchTime(
  db: Db,
  caller: CoachCaller,
  input: { matchId: number; date: string; time: string; ask?: boolean },
  now = new Date(),
): Promise<TennisMatch> {
  const match = await coachedMatch(db, caller, input.matchId);
  return setMatchTime(
    db,
    match,
    { matchAt: matchInstant(input.date, input.time), format: match.format, ask: input.ask },
    now,
  );
}

/**
 * DELETE /api/auth/delete-tennis-match/{id}: deletes a match of a team the coach coaches. A ladder
 * move the match made stays (undo it on the Ladder page); its history entry keeps the match id.
 */
export async function deleteMatch(db: Db, caller: CoachCaller, matchId: number): Promise<void> {
  const match = await coachedMatch(db, caller, matchId);
  await db.delete(tennisMatches).where(eq(tennisMatches.id, match.id));
}
