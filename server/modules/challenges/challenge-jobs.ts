import type { ChallengeStatus } from '../../../contract/challenges';
import type { Db } from '../../db/client';
import type { JobHandlers, ScheduledJob } from '../../jobs/scheduled-jobs';
import type { AppContext } from '../../context';
import { endChallenge } from './challenge-close';
import { DEADLINE_JOB, REMINDER_JOB, fullName, textPlayers } from './challenge-notify';
import { confirmReported } from './challenge-results';
import { loadById, type LoadedChallenge } from './challenge-rows';
import { settingsOf } from '../teams/team-challenge-rules';

/**
 * A challenge's deadlines and reminders, run by the scheduled jobs worker in the job's own
 * transaction (server/jobs/scheduled-jobs.ts): the challenge row is locked and must still be in
 * the step the job was scheduled for, so a job that lost a race to a player's step does nothing.
 */

/** The challenge a job is about, locked, if it is still in the job's step. */
async function stillAt(tx: Db, job: ScheduledJob): Promise<LoadedChallenge | undefined> {
  const id = Number(job.payload.challengeId);
  const status = job.payload.status as ChallengeStatus;
  const c = await loadById(tx, id, true);
  return c && c.row.status === status ? c : undefined;
}

/** The deadline of a step passed: unanswered (forfeit or nothing), unplayed (expired), unconfirmed (confirmed). */
async function deadline(tx: Db, job: ScheduledJob, ctx: AppContext): Promise<void> {
  const c = await stillAt(tx, job);
  if (!c) return;
  if (c.row.status === 'reported') {
    await confirmReported(tx, ctx, c, 'deadline');
    return;
  }
  if (c.row.status === 'issued') {
    const forfeit = (await settingsOf(tx, c.row.rosterId)).unansweredCounts === 'forfeit';
    await endChallenge(tx, ctx, c, {
      status: forfeit ? 'forfeited' : 'expired',
      outcome: forfeit ? 'forfeit' : 'none',
      result: forfeit ? { winnerId: c.row.challengerId, score: 'w/o' } : undefined,
      actorCoachId: null,
    });
    await textPlayers(tx, ctx, c, 'unanswered', ['challenger', 'defender'], 'challengeUnanswered', {
      challenger: fullName(c.challenger),
      defender: fullName(c.defender),
      forfeit,
    });
    return;
  }
  if (c.row.status === 'accepted') {
    await endChallenge(tx, ctx, c, { status: 'expired', outcome: 'none', actorCoachId: null });
    await textPlayers(tx, ctx, c, 'unplayed', ['challenger', 'defender'], 'challengeUnplayed', {
      challenger: fullName(c.challenger),
      defender: fullName(c.defender),
    });
  }
}

/** A day before a deadline: the player who must act is reminded. */
async function reminder(tx: Db, job: ScheduledJob, ctx: AppContext): Promise<void> {
  const c = await stillAt(tx, job);
  if (!c?.row.deadlineAt) return;
  const deadline = c.row.deadlineAt;
  const s = c.row.status;
  if (s === 'issued') {
    await textPlayers(tx, ctx, c, 'remind-answer', ['defender'], 'challengeRemindAnswer', {
      challenger: fullName(c.challenger),
      deadline,
    });
  } else if (s === 'accepted') {
    await textPlayers(tx, ctx, c, 'remind-play', ['challenger', 'defender'], 'challengeRemindPlay', {
      challenger: fullName(c.challenger),
      defender: fullName(c.defender),
      at: c.row.agreedAt,
      place: c.row.place ?? '',
      deadline,
    });
  } else if (s === 'reported') {
    const to = c.row.reportedBy === 1 ? 'defender' : 'challenger';
    await textPlayers(tx, ctx, c, 'remind-confirm', [to], 'challengeRemindConfirm', { deadline });
  }
}

export const challengeJobHandlers: JobHandlers = {
  [DEADLINE_JOB]: deadline,
  [REMINDER_JOB]: reminder,
};
