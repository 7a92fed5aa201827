import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { reportChallengeBody, settleChallengeBody } from '../../../contract/challenges';
import type { Caller, CoachCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { playerChallenges } from '../../db/schema/index';
import { appError } from '../../errors';
import { scoreForWinner } from '../../../contract/scores/tennis-score';
import { checkScore, endChallenge, matchFormatOf, sideOf } from './challenge-close';
import { requireStatus, step } from './challenge-issue';
import { addDays, fullName, scheduleStep, textPlayers } from './challenge-notify';
import type { LoadedChallenge } from './challenge-rows';
import { settingsOf } from '../teams/team-challenge-rules';

/** The later steps of a challenge: report, confirm, dispute; the coach's cancel and settle. */

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

const other = (role: 'challenger' | 'defender') => (role === 'challenger' ? 'defender' : 'challenger');
const winnerName = (c: LoadedChallenge, winnerId: number) =>
  fullName(winnerId === c.row.challengerId ? c.challenger : c.defender);
/** A result in a text: the winner and the score from their side. */
const resultWords = (c: LoadedChallenge, winnerId: number, score: string) => ({
  winner: winnerName(c, winnerId),
  score: scoreForWinner(score, sideOf(c, winnerId)),
});

/**
 * A result is for a match that has been played: before the agreed time a player's report is refused
 * (409 challenge_not_played_yet), and a coach's is refused until they confirm it was played early
 * (409 challenge_confirm_early, then `confirmEarly: true`).
 */
function checkPlayed(c: LoadedChallenge, now: Date, who: 'player' | 'coach', confirmEarly = false): void {
  const agreedAt = c.row.agreedAt;
  if (!agreedAt || agreedAt.getTime() <= now.getTime()) return;
  if (who === 'player') throw appError('challenge_not_played_yet', { agreedAt: agreedAt.toISOString() });
  if (!confirmEarly) throw appError('challenge_confirm_early', { agreedAt: agreedAt.toISOString() });
}

function checkWinner(c: LoadedChallenge, winnerId: number): void {
  if (winnerId !== c.row.challengerId && winnerId !== c.row.defenderId) throw appError('winner_not_player');
}

/**
 * POST /api/auth/challenges/{id}/report (either player of an accepted challenge): the winner and
 * the score (issue 19's rule, side 1 the challenger). The other player is texted and has the
 * team's confirm days to confirm or dispute; unanswered, the result is confirmed then.
 */
export function reportResult(
  ctx: Ctx,
  caller: Caller,
  id: number,
  input: z.output<typeof reportChallengeBody>,
): Promise<void> {
  return step(ctx, caller, id, async (tx, c) => {
    if (c.role === 'coach') throw appError('challenge_not_your_step');
    requireStatus(c, 'accepted');
    const settings = await settingsOf(tx, c.row.rosterId);
    if (settings.coachRecordsResults) throw appError('challenge_coach_records');
    const now = ctx.clock.now();
    checkPlayed(c, now, 'player');
    checkWinner(c, input.winnerId);
    const parsed = checkScore(c, input.score, await matchFormatOf(tx, c.row.matchId), input.winnerId);
    // Never before the match: reports before the agreed time are refused above.
    const deadline = addDays(now, settings.confirmDays);
    await tx
      .update(playerChallenges)
      .set({
        status: 'reported',
        reportedWinnerId: input.winnerId,
        reportedScore: parsed?.text ?? input.score,
        reportedBy: c.role === 'challenger' ? 1 : 2,
        reportedAt: now,
        deadlineAt: deadline,
        updatedAt: now,
      })
      .where(eq(playerChallenges.id, c.row.id));
    await scheduleStep(tx, ctx, c.row.id, 'reported', deadline);
    const reporter = c.role === 'challenger' ? c.challenger : c.defender;
    await textPlayers(tx, ctx, c, 'reported', [other(c.role)], 'challengeReported', {
      reporter: fullName(reporter),
      ...resultWords(c, input.winnerId, parsed?.text ?? input.score),
      deadline,
    });
  });
}

/** Confirms the reported result: the match gets it and the ladder moves (once). */
export async function confirmReported(
  tx: Db,
  ctx: Pick<AppContext, 'config' | 'clock'>,
  c: LoadedChallenge,
  how: 'player' | 'deadline',
): Promise<void> {
  const winnerId = c.row.reportedWinnerId!;
  await endChallenge(tx, ctx, c, {
    status: 'confirmed',
    outcome: winnerId === c.row.challengerId ? 'challenger_won' : 'defender_won',
    result: { winnerId, score: c.row.reportedScore ?? '' },
    actorCoachId: null,
  });
  await textPlayers(
    tx,
    ctx,
    c,
    'confirmed',
    how === 'deadline' ? ['challenger', 'defender'] : [c.row.reportedBy === 1 ? 'challenger' : 'defender'],
    'challengeConfirmed',
    { ...resultWords(c, winnerId, c.row.reportedScore ?? ''), automatic: how === 'deadline' },
  );
}

/** POST /api/auth/challenges/{id}/confirm (the player who did not report). A second confirm is 409. */
export function confirmResult(ctx: Ctx, caller: Caller, id: number): Promise<void> {
  return step(ctx, caller, id, async (tx, c) => {
    if (c.role === 'coach') throw appError('challenge_not_your_step');
    requireStatus(c, 'reported');
    if (c.row.reportedBy === (c.role === 'challenger' ? 1 : 2)) throw appError('challenge_not_your_step');
    await confirmReported(tx, ctx, c, 'player');
  });
}

/** POST /api/auth/challenges/{id}/dispute (the player who did not report): the coach decides; no deadline runs. */
export function disputeResult(
  ctx: Ctx,
  caller: Caller,
  id: number,
  reason: string | undefined,
): Promise<void> {
  return step(ctx, caller, id, async (tx, c) => {
    if (c.role === 'coach') throw appError('challenge_not_your_step');
    requireStatus(c, 'reported');
    if (c.row.reportedBy === (c.role === 'challenger' ? 1 : 2)) throw appError('challenge_not_your_step');
    const now = ctx.clock.now();
    await tx
      .update(playerChallenges)
      .set({ status: 'disputed', disputeReason: reason || null, deadlineAt: null, updatedAt: now })
      .where(eq(playerChallenges.id, c.row.id));
    await scheduleStep(tx, ctx, c.row.id, 'disputed', null);
    const disputer = c.role === 'challenger' ? c.challenger : c.defender;
    await textPlayers(tx, ctx, c, 'disputed', [other(c.role)], 'challengeDisputed', {
      disputer: fullName(disputer),
    });
  });
}

/** POST /api/auth/challenges/{id}/cancel (coach): any open challenge ends; nothing moves. */
export function cancelChallenge(ctx: Ctx, caller: CoachCaller, id: number): Promise<void> {
  return step(ctx, caller, id, async (tx, c) => {
    if (c.role !== 'coach') throw appError('challenge_not_your_step');
    if (!c.row.open) throw appError('challenge_wrong_state', { status: c.row.status });
    await endChallenge(tx, ctx, c, { status: 'cancelled', outcome: 'none', actorCoachId: caller.coachId });
    await textPlayers(tx, ctx, c, 'cancelled', ['challenger', 'defender'], 'challengeCancelled', {
      challenger: fullName(c.challenger),
      defender: fullName(c.defender),
    });
  });
}

/**
 * POST /api/auth/challenges/{id}/settle (coach): the result that stands for any open challenge
 * (a dispute, or a team where only the coach records results); the ladder moves as for a
 * confirmed result.
 */
export function settleChallenge(
  ctx: Ctx,
  caller: CoachCaller,
  id: number,
  input: z.output<typeof settleChallengeBody>,
): Promise<void> {
  return step(ctx, caller, id, async (tx, c) => {
    if (c.role !== 'coach') throw appError('challenge_not_your_step');
    if (!c.row.open) throw appError('challenge_wrong_state', { status: c.row.status });
    const now = ctx.clock.now();
    checkPlayed(c, now, 'coach', input.confirmEarly);
    checkWinner(c, input.winnerId);
    const score = input.score ?? '';
    const parsed = checkScore(c, score, await matchFormatOf(tx, c.row.matchId), input.winnerId);
    await tx
      .update(playerChallenges)
      .set({
        reportedWinnerId: input.winnerId,
        reportedScore: parsed?.text ?? '',
        reportedBy: 3,
        reportedAt: now,
      })
      .where(eq(playerChallenges.id, c.row.id));
    await endChallenge(tx, ctx, c, {
      status: 'confirmed',
      outcome: input.winnerId === c.row.challengerId ? 'challenger_won' : 'defender_won',
      result: { winnerId: input.winnerId, score },
      actorCoachId: caller.coachId,
    });
    await textPlayers(
      tx,
      ctx,
      c,
      'settled',
      ['challenger', 'defender'],
      'challengeSettled',
      resultWords(c, input.winnerId, parsed?.text ?? ''),
    );
  });
}
