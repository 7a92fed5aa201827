import { eq } from 'drizzle-orm';
import type { ChallengeOutcome, ChallengeStatus } from '../../../contract/challenges';
import { MATCH_TYPE } from '../../../contract/matches';
import type { Side } from '../../../contract/scores/tennis-score';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { matchPlayers, playerChallenges, tennisMatches } from '../../db/schema/index';
import { applyChallengeMatchResult } from '../ladder/ladder-challenge-moves';
import { teamDefaultFormat } from '../teams/team-format';
import { checkResultScore, resultScoreColumns } from '../scores/result-score';
import { fullName, scheduleStep } from './challenge-notify';
import type { LoadedChallenge } from './challenge-rows';

/**
 * A challenge's match and its end. The match is a challenge match of the team like those coaches
 * create (matches/match-create.ts): singles, side 1 the challenger (challenger_side 1), the team's
 * default format; made when the challenge is accepted, so it is in both players' calendars and
 * the match list, and given its result when the result is confirmed or settled.
 */

/** Makes the challenge match at `at`; answers its id. */
export async function createChallengeMatch(tx: Db, c: LoadedChallenge, at: Date): Promise<number> {
  const [match] = await tx
    .insert(tennisMatches)
    .values({
      rosterId: c.row.rosterId,
      matchType: MATCH_TYPE.challenge,
      isSingles: true,
      matchAt: at,
      challengerSide: 1,
      format: await teamDefaultFormat(tx, c.row.rosterId),
    })
    .returning({ id: tennisMatches.id });
  await tx.insert(matchPlayers).values([
    { matchId: match!.id, playerId: c.row.challengerId, slot: 1, side: 1 },
    { matchId: match!.id, playerId: c.row.defenderId, slot: 2, side: 2 },
  ]);
  return match!.id;
}

/** The format of the challenge's match (null: none, any that fits). */
export async function matchFormatOf(tx: Db, matchId: number | null): Promise<string | null> {
  if (matchId === null) return null;
  const [m] = await tx
    .select({ format: tennisMatches.format })
    .from(tennisMatches)
    .where(eq(tennisMatches.id, matchId));
  return m?.format ?? null;
}

/** The side of a winner (1 challenger, 2 defender). */
export const sideOf = (c: LoadedChallenge, winnerId: number): Side =>
  winnerId === c.row.challengerId ? 1 : 2;

/** Checks a result's score (issue 19's rule) against the match's format; answers the canonical score text. */
export function checkScore(c: LoadedChallenge, score: string, format: string | null, winnerId: number) {
  return checkResultScore(score, format, sideOf(c, winnerId), (s) =>
    fullName(s === 1 ? c.challenger : c.defender),
  );
}

export interface Ending {
  status: ChallengeStatus;
  outcome: ChallengeOutcome;
  /** For a result: the winner and the score ('' none, 'w/o' a forfeit). */
  result?: { winnerId: number; score: string };
  /** The coach who ended it (the ladder history's actor); null for players and deadlines. */
  actorCoachId: number | null;
}

/**
 * Ends a challenge in the caller's transaction (its row locked): a result is saved on the
 * challenge match (made now when there is none, e.g. a forfeit before acceptance) and handed to
 * the ladder's one move function, which leap-frogs when the challenger won, once per match. An
 * ending without a result removes the unplayed match from calendars and lists. Cancels the
 * challenge's pending jobs. Answers the row as saved.
 */
export async function endChallenge(
  tx: Db,
  ctx: Pick<AppContext, 'clock'>,
  c: LoadedChallenge,
  ending: Ending,
): Promise<void> {
  const now = ctx.clock.now();
  let matchId = c.row.matchId;
  let ladderChangeId: number | null = null;
  if (ending.result) {
    matchId ??= await createChallengeMatch(tx, c, c.row.agreedAt ?? now);
    const parsed = checkScore(
      c,
      ending.result.score,
      await matchFormatOf(tx, matchId),
      ending.result.winnerId,
    );
    await tx
      .update(tennisMatches)
      .set({ ...resultScoreColumns(parsed), winnerSide: sideOf(c, ending.result.winnerId), updatedAt: now })
      .where(eq(tennisMatches.id, matchId));
    ladderChangeId = await applyChallengeMatchResult(tx, {
      rosterId: c.row.rosterId,
      matchId,
      challengerId: c.row.challengerId,
      defenderId: c.row.defenderId,
      winnerId: ending.result.winnerId,
      actorCoachId: ending.actorCoachId,
    });
  } else if (matchId !== null) {
    await tx.delete(tennisMatches).where(eq(tennisMatches.id, matchId));
    matchId = null;
  }
  await tx
    .update(playerChallenges)
    .set({
      status: ending.status,
      outcome: ending.outcome,
      open: false,
      deadlineAt: null,
      matchId,
      ladderChangeId,
      closedAt: now,
      updatedAt: now,
    })
    .where(eq(playerChallenges.id, c.row.id));
  await scheduleStep(tx, ctx, c.row.id, ending.status, null);
}
