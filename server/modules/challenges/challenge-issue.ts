import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { acceptChallengeBody, createChallengeBody } from '../../../contract/challenges';
import type { PlayerCaller } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { playerChallenges } from '../../db/schema/index';
import { appError } from '../../errors';
import { challengeMatchPairing } from '../ladder/ladder-challenge-moves';
import { lockLadders } from '../ladder/ladder-moves';
import { readableTeamOfType } from '../teams/team-access';
import { createChallengeMatch, endChallenge } from './challenge-close';
import { addDays, fullName, scheduleStep, textPlayers } from './challenge-notify';
import { loadById, loadChallenge, openOf, type LoadedChallenge } from './challenge-rows';
import { maxPlacesOf, settingsOf } from '../teams/team-challenge-rules';

/** The first steps of a challenge: issue, accept, decline, withdraw. */

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

/** A step's precondition: the challenge is in `status`, else 409 saying what it is. */
export function requireStatus(c: LoadedChallenge, ...status: LoadedChallenge['row']['status'][]): void {
  if (!status.includes(c.row.status)) throw appError('challenge_wrong_state', { status: c.row.status });
}

/**
 * POST /api/auth/challenges: the caller challenges a teammate placed above them, within the
 * coach's maximum places and each player's open limit (checked with the team's ladder locked, so
 * two challenges at once cannot both pass a limit of one). The defender is texted; the answer
 * deadline is scheduled. Answers the new challenge's id.
 */
export async function issueChallenge(
  ctx: Ctx,
  caller: PlayerCaller,
  input: z.output<typeof createChallengeBody>,
): Promise<number> {
  if (input.defenderId === caller.playerId) throw appError('challenge_self');
  const team = await readableTeamOfType(ctx.db, caller, input.skillLevel);
  return ctx.db.transaction(async (tx) => {
    await lockLadders(tx, [team.id]);
    const settings = await settingsOf(tx, team.id);
    const pairing = await challengeMatchPairing(
      tx,
      team.id,
      caller.playerId,
      input.defenderId,
      await maxPlacesOf(tx, team.id),
    );
    if (pairing.challengerId !== caller.playerId) throw appError('challenge_below_you');
    const open = await openOf(tx, team.id, [caller.playerId, input.defenderId]);
    if (
      open.some(
        (o) =>
          [o.challengerId, o.defenderId].sort().join() === [caller.playerId, input.defenderId].sort().join(),
      )
    ) {
      throw appError('challenge_already_open');
    }
    if (open.filter((o) => o.challengerId === caller.playerId).length >= settings.maxOpenAsChallenger) {
      throw appError('challenge_limit_challenger', { max: settings.maxOpenAsChallenger });
    }
    if (open.filter((o) => o.defenderId === input.defenderId).length >= settings.maxOpenAsDefender) {
      throw appError('challenge_limit_defender', { max: settings.maxOpenAsDefender });
    }
    const now = ctx.clock.now();
    const deadline = addDays(now, settings.answerDays);
    const [row] = await tx
      .insert(playerChallenges)
      .values({
        rosterId: team.id,
        challengerId: caller.playerId,
        defenderId: input.defenderId,
        proposedAt: input.proposedAt ? new Date(input.proposedAt) : null,
        proposedPlace: input.place || null,
        deadlineAt: deadline,
      })
      .returning({ id: playerChallenges.id });
    const c = (await loadById(tx, row!.id))!;
    await scheduleStep(tx, ctx, c.row.id, 'issued', deadline);
    await textPlayers(tx, ctx, c, 'issued', ['defender'], 'challengeIssued', {
      challenger: fullName(c.challenger),
      proposedAt: c.row.proposedAt,
      place: c.row.proposedPlace ?? '',
      deadline,
    });
    return c.row.id;
  });
}

/** Runs a step on a challenge, its row locked, as the caller. */
export function step<T>(
  ctx: Ctx,
  caller: Parameters<typeof loadChallenge>[1],
  id: number,
  work: (tx: Db, c: Awaited<ReturnType<typeof loadChallenge>>) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    return work(tx, await loadChallenge(tx, caller, id, { lock: true }));
  });
}

/** POST /api/auth/challenges/{id}/accept (defender): the agreed time goes into both calendars (the challenge match). */
export function acceptChallenge(
  ctx: Ctx,
  caller: PlayerCaller,
  id: number,
  input: z.output<typeof acceptChallengeBody>,
): Promise<void> {
  return step(ctx, caller, id, async (tx, c) => {
    if (c.role !== 'defender') throw appError('challenge_not_your_step');
    requireStatus(c, 'issued');
    const settings = await settingsOf(tx, c.row.rosterId);
    const now = ctx.clock.now();
    const agreedAt = new Date(input.agreedAt);
    const place = input.place === undefined ? c.row.proposedPlace : input.place || null;
    const deadline = addDays(now, settings.playDays);
    // A time after the play deadline would let the challenge expire before it is played.
    if (agreedAt.getTime() > deadline.getTime())
      throw appError('challenge_after_play_deadline', { playBy: deadline.toISOString() });
    const matchId = await createChallengeMatch(tx, c, agreedAt);
    await tx
      .update(playerChallenges)
      .set({ status: 'accepted', agreedAt, place, deadlineAt: deadline, matchId, updatedAt: now })
      .where(eq(playerChallenges.id, c.row.id));
    await scheduleStep(tx, ctx, c.row.id, 'accepted', deadline);
    await textPlayers(tx, ctx, c, 'accepted', ['challenger'], 'challengeAccepted', {
      defender: fullName(c.defender),
      at: agreedAt,
      place: place ?? '',
    });
  });
}

/** POST /api/auth/challenges/{id}/decline (defender): a forfeit (the challenger takes the place) or nothing, as the team counts it. */
export function declineChallenge(ctx: Ctx, caller: PlayerCaller, id: number): Promise<void> {
  return step(ctx, caller, id, async (tx, c) => {
    if (c.role !== 'defender') throw appError('challenge_not_your_step');
    requireStatus(c, 'issued');
    const settings = await settingsOf(tx, c.row.rosterId);
    const forfeit = settings.declineCounts === 'forfeit';
    await endChallenge(tx, ctx, c, {
      status: forfeit ? 'forfeited' : 'declined',
      outcome: forfeit ? 'forfeit' : 'none',
      result: forfeit ? { winnerId: c.row.challengerId, score: 'w/o' } : undefined,
      actorCoachId: null,
    });
    await textPlayers(tx, ctx, c, 'declined', ['challenger'], 'challengeDeclined', {
      defender: fullName(c.defender),
      forfeit,
    });
  });
}

/** POST /api/auth/challenges/{id}/withdraw (challenger, before it is accepted). */
export function withdrawChallenge(ctx: Ctx, caller: PlayerCaller, id: number): Promise<void> {
  return step(ctx, caller, id, async (tx, c) => {
    if (c.role !== 'challenger') throw appError('challenge_not_your_step');
    requireStatus(c, 'issued');
    await endChallenge(tx, ctx, c, { status: 'withdrawn', outcome: 'none', actorCoachId: null });
    await textPlayers(tx, ctx, c, 'withdrawn', ['defender'], 'challengeWithdrawn', {
      challenger: fullName(c.challenger),
    });
  });
}
