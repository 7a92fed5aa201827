import { eq } from 'drizzle-orm';
import type { SubjectKind } from '../../../contract/availability';
import type { Db } from '../../db/client';
import { availabilityReminders } from '../../db/schema/index';
import { cancelJobs, scheduleJob } from '../../jobs/scheduled-jobs';

/**
 * The one function the calendar and the matches call (inside the transaction that creates or
 * moves an event or match): it (re)plans the texts that ask the players, from the team's reminder
 * settings. Imports no feature module, so calendar → availability stays one narrow edge.
 *
 * Each ask is a scheduled job named by the subject and its start (`avail:event:12:<start>:h48`):
 * a moved event cancels the old time's pending asks and plans new ones under new names, so it
 * asks again; the job itself finds out at run time whether its event still exists at that time
 * (a deleted or moved event sends nothing).
 */

export const ASK_JOB = 'availability.ask';

export interface AskPlan {
  kind: SubjectKind;
  id: number;
  /** The team whose reminder settings apply; null (an event for no team): asks no one. */
  rosterId: number | null;
  startsAt: Date;
}

export function askKeyPrefix(kind: SubjectKind, id: number): string {
  return `avail:${kind}:${id}:`;
}

export function askKey(kind: SubjectKind, id: number, startsAt: Date, slot: string): string {
  return `${askKeyPrefix(kind, id)}${Math.floor(startsAt.getTime() / 60_000)}:${slot}`;
}

/**
 * Plans the asks of a new or changed subject; `timeChanged` false (an edit of other fields) keeps
 * the plan. `askNow`: ask every player now (true), not now (false: settings changed for events
 * planned before, a series' later events, a coach who chose not to), or as the team's settings say
 * (undefined). The reminders before the start follow the team's settings.
 */
export async function planAsks(
  tx: Db,
  plan: AskPlan,
  now: Date,
  { timeChanged = true, askNow }: { timeChanged?: boolean; askNow?: boolean } = {},
): Promise<void> {
  if (!timeChanged) return;
  await cancelJobs(tx, { keyPrefix: askKeyPrefix(plan.kind, plan.id) });
  if (plan.rosterId === null || plan.startsAt.getTime() <= now.getTime()) return;
  const [settings] = await tx
    .select()
    .from(availabilityReminders)
    .where(eq(availabilityReminders.rosterId, plan.rosterId));
  const payload = { kind: plan.kind, id: plan.id, startsAt: plan.startsAt.toISOString() };
  if (askNow ?? settings?.onCreate ?? false) {
    await scheduleJob(tx, {
      kind: ASK_JOB,
      key: askKey(plan.kind, plan.id, plan.startsAt, 'new'),
      runAt: now,
      payload: { ...payload, slot: 'new' },
    });
  }
  for (const hours of settings?.hoursBefore ?? []) {
    const runAt = new Date(plan.startsAt.getTime() - hours * 3_600_000);
    if (runAt.getTime() <= now.getTime()) continue;
    await scheduleJob(tx, {
      kind: ASK_JOB,
      key: askKey(plan.kind, plan.id, plan.startsAt, `h${hours}`),
      runAt,
      payload: { ...payload, slot: `h${hours}` },
    });
  }
}
