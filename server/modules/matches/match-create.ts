import { planAsks } from '../availability/ask-schedule';
import { eq } from 'drizzle-orm';
import { MATCH_TYPE } from '../../../contract/matches';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { coaches, matchPlayers, tennisMatches } from '../../db/schema/index';
import { appError } from '../../errors';
import { challengeMatchPairing } from '../ladder/ladder-challenge-moves';
import { checkPlayersOnCoachedTeam } from '../teams/team-access';
import { teamDefaultFormat } from '../teams/team-format';
import { matchInstant, type Side } from './match-rows';

/**
 * POST /api/auth/create-tennis-match: a match between players of a team the coach coaches, side 1
 * first in `playerIds` (2 for singles, 4 for doubles, checked by the contract). A challenge is
 * singles between two placed players of the team; the lower one is the challenger and may be at
 * most the coach's maxNumberOfChallengePositions places below (checked now, on the ladder as it is).
 * The match's format is `format` (a canonical TODS code, null for none) or, when not given, the
 * team's default format. `ask` says whether its players are asked now (issue 29, item 14). Returns
 * the new match's id.
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
    format?: string | null;
    /** Ask the players now (true), not now (false), or as the team's settings say (absent). */
    ask?: boolean;
  },
  now = new Date(),
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
    const pairing = await challengeMatchPairing(db, input.rosterId, first, second, coach?.max ?? 3);
    challengerSide = pairing.challengerId === first ? 1 : 2;
  }

  const format = input.format !== undefined ? input.format : await teamDefaultFormat(db, input.rosterId);

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
        format,
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
    // The match's players are asked whether they can play (availability).
    await planAsks(
      tx,
      {
        kind: 'match',
        id: match!.id,
        rosterId: input.rosterId,
        startsAt: matchInstant(input.date, input.time),
      },
      now,
      { askNow: input.ask },
    );
    return match!.id;
  });
}
