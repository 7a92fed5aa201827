import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { cancelJobs, scheduleJob } from '../../jobs/scheduled-jobs';
import { enqueueTexts } from '../../jobs/texts';
import { smsText, type TextKind, type TextParams } from '../../texts/sms-text';
import { teamTextStyle } from '../../texts/text-style';
import type { ChallengeStatus } from '../../../contract/challenges';
import type { LoadedChallenge, Person } from './challenge-rows';

/** A challenge's texts (through the SMS outbox) and its deadline jobs (scheduled jobs). */

export const DEADLINE_JOB = 'challenge.deadline';
export const REMINDER_JOB = 'challenge.reminder';
const DAY_MS = 86_400_000;

export const jobPrefix = (id: number) => `challenge:${id}:`;

/** The challenge's page: one tap from the text. */
export function challengeLink(ctx: Pick<AppContext, 'config'>, id: number): string {
  return `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}/challenges/${id}`;
}

export const fullName = (p: Pick<Person, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

/** The kinds of text a challenge sends (`server/texts/sms-text.ts` writes them). */
type ChallengeText = Extract<TextKind, `challenge${string}`>;

/**
 * Texts players of a challenge about one event, in the team's language and time zone; the dedupe
 * key (challenge, event, phone) makes a repeated step or a second server's run of the same
 * deadline send nothing more.
 */
export async function textPlayers<K extends ChallengeText>(
  tx: Db,
  ctx: Pick<AppContext, 'config'>,
  c: LoadedChallenge,
  event: string,
  to: readonly ('challenger' | 'defender')[],
  kind: K,
  params: Omit<TextParams[K], 'link'>,
): Promise<void> {
  const body = smsText(await teamTextStyle(tx, c.row.rosterId), kind, {
    ...params,
    link: challengeLink(ctx, c.row.id),
  } as TextParams[K]);
  await enqueueTexts(
    tx,
    to.map((who) => {
      const p = who === 'challenger' ? c.challenger : c.defender;
      return {
        dedupeKey: `challenge:${c.row.id}:${event}:${p.phone}`,
        phone: p.phone,
        name: fullName(p),
        body,
      };
    }),
  );
}

/**
 * Replaces the challenge's pending jobs with those of its new step: the deadline (when there is
 * one) and a reminder a day before it (when that is still ahead). Keys name the step, so a step's
 * jobs are never mixed up with another's, and scheduling a step twice keeps one of each.
 */
export async function scheduleStep(
  tx: Db,
  ctx: Pick<AppContext, 'clock'>,
  id: number,
  status: ChallengeStatus,
  deadline: Date | null,
): Promise<void> {
  await cancelJobs(tx, { keyPrefix: jobPrefix(id) });
  if (!deadline) return;
  const payload = { challengeId: id, status };
  await scheduleJob(tx, {
    kind: DEADLINE_JOB,
    key: `${jobPrefix(id)}deadline:${status}`,
    runAt: deadline,
    payload,
  });
  const remindAt = new Date(deadline.getTime() - DAY_MS);
  if (remindAt > ctx.clock.now()) {
    await scheduleJob(tx, {
      kind: REMINDER_JOB,
      key: `${jobPrefix(id)}reminder:${status}`,
      runAt: remindAt,
      payload,
    });
  }
}

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);
