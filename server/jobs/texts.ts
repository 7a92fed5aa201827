import { smsJobs } from '../db/schema/index';
import type { Db } from '../db/client';

/** One text to one phone, not tied to an announcement. */
export interface Text {
  /**
   * Names the text once and for all, e.g. `challenge:12:accepted:+15551234567`: the same key
   * enqueued again (a button pressed twice, two servers running one deadline) adds nothing.
   */
  dedupeKey: string;
  phone: string;
  /** The recipient's name, for delivery lists and logs. */
  name: string;
  body: string;
}

/**
 * Queues texts on the durable SMS outbox (`sms_jobs`), inside the caller's transaction, so a text
 * leaves only when the change it tells of is committed. The SMS delivery worker
 * (`sms-delivery.ts`) sends them like announcement texts: leases, retries, the provider's check.
 * A text whose dedupe key is already queued (or sent) is skipped: answers how many were new.
 */
export async function enqueueTexts(tx: Db, texts: readonly Text[]): Promise<number> {
  // One row per key even within this call.
  const unique = [...new Map(texts.map((t) => [t.dedupeKey, t])).values()];
  if (unique.length === 0) return 0;
  const inserted = await tx
    .insert(smsJobs)
    .values(unique.map((t) => ({ dedupeKey: t.dedupeKey, phone: t.phone, name: t.name, body: t.body })))
    .onConflictDoNothing({ target: smsJobs.dedupeKey })
    .returning({ id: smsJobs.id });
  return inserted.length;
}
