import { and, asc, eq, sql } from 'drizzle-orm';
import { type DeliveryReply } from '../../../contract/announcements';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { smsJobs } from '../../db/schema/index';
import { emptyCounts, visibleRow } from './announcement-rows';
import { guardianPhonesHiddenFrom } from '../guardians/guardian-access';

/** The SMS delivery of an announcement as its sender sees it, and the retry of failed texts. */

/** GET /api/auth/announcements/{id}/delivery: per-recipient SMS status and progress counts. */
export async function deliveryOf(db: Db, caller: CoachCaller, id: number): Promise<DeliveryReply> {
  await visibleRow(db, caller, id);
  const jobs = await db
    .select()
    .from(smsJobs)
    .where(eq(smsJobs.announcementId, id))
    .orderBy(asc(sql`lower(${smsJobs.name})`), asc(smsJobs.id));
  // Issue 34: a guardian's phone is shown to the coaches of their children's teams only.
  const hidden = await guardianPhonesHiddenFrom(
    db,
    caller,
    jobs.map((j) => j.phone),
  );
  const counts = emptyCounts();
  for (const j of jobs) {
    counts[j.status] += 1;
    counts.total += 1;
  }
  return {
    announcementId: id,
    ...counts,
    done: counts.queued === 0 && counts.sending === 0,
    recipients: jobs.map((j) => ({
      id: j.id,
      name: j.name,
      phone: hidden.has(j.phone) ? '' : j.phone,
      status: j.status,
      attempts: j.attempts,
      lastError: j.lastError,
      nextAttemptAt: j.status === 'queued' ? j.nextAttemptAt.toISOString() : null,
      sentAt: j.sentAt?.toISOString() ?? null,
      updatedAt: j.updatedAt.toISOString(),
    })),
  };
}

/**
 * POST /api/auth/announcements/{id}/delivery/retry: queues the failed messages again, each with
 * fresh tries.
 */
export async function retryFailedDelivery(db: Db, caller: CoachCaller, id: number): Promise<DeliveryReply> {
  await visibleRow(db, caller, id);
  await db
    .update(smsJobs)
    .set({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(smsJobs.announcementId, id), eq(smsJobs.status, 'failed')));
  return deliveryOf(db, caller, id);
}
