import { asc, eq, sql } from 'drizzle-orm';
import { type PollResults } from '../../../contract/announcements';
import type { Caller, PlayerCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { players, pollAnswers } from '../../db/schema/index';
import { appError } from '../../errors';
import { audiencePlayers } from './audiences';
import { answersOf, visibleRow } from './announcement-rows';

/** Polls: a player's answer and the results. */

/** POST /api/auth/announcements/{id}/poll-answer: the player's one answer, replaced when given again. */
export async function answerPoll(
  db: Db,
  caller: PlayerCaller,
  id: number,
  option: number,
): Promise<PollResults> {
  const row = await visibleRow(db, caller, id);
  if (!row.pollOptions) throw appError('not_a_poll');
  if (option >= row.pollOptions.length)
    throw appError('poll_option_out_of_range', { max: row.pollOptions.length - 1 });
  await db
    .insert(pollAnswers)
    .values({ announcementId: id, playerId: caller.playerId, optionIndex: option })
    .onConflictDoUpdate({
      target: [pollAnswers.announcementId, pollAnswers.playerId],
      set: { optionIndex: option, updatedAt: sql`now()` },
    });
  return pollResults(db, caller, id);
}

/**
 * GET /api/auth/announcements/{id}/poll-results. A coach: counts per option, who answered
 * what, and which of the audience's players have not answered (contacts without an account
 * cannot answer and are not listed). A player: the options and their own answer.
 */
export async function pollResults(db: Db, caller: Caller, id: number): Promise<PollResults> {
  const row = await visibleRow(db, caller, id);
  const options = row.pollOptions;
  if (!options) throw appError('not_a_poll');
  if (caller.kind === 'player') {
    const mine = (await answersOf(db, caller.playerId, [id])).get(id) ?? null;
    return {
      announcementId: id,
      options: options.map((text, index) => ({ index, text, count: null })),
      answeredCount: null,
      myAnswer: mine,
      answers: null,
      notAnswered: null,
    };
  }
  const answers = await db
    .select({
      playerId: pollAnswers.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      option: pollAnswers.optionIndex,
      answeredAt: pollAnswers.updatedAt,
    })
    .from(pollAnswers)
    .innerJoin(players, eq(players.id, pollAnswers.playerId))
    .where(eq(pollAnswers.announcementId, id))
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
  const counts = options.map(() => 0);
  for (const a of answers) if (a.option < counts.length) counts[a.option]! += 1;
  const answered = new Set(answers.map((a) => a.playerId));
  const audience = await audiencePlayers(db, row);
  return {
    announcementId: id,
    options: options.map((text, index) => ({ index, text, count: counts[index]! })),
    answeredCount: answers.length,
    myAnswer: null,
    answers: answers.map((a) => ({ ...a, answeredAt: a.answeredAt.toISOString() })),
    notAnswered: audience.filter((p) => !answered.has(p.playerId)),
  };
}
