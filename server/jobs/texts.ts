import { smsJobs } from '../db/schema/index';
import type { Db } from '../db/client';
import { minorMessageLog } from '../db/schema/index';
import { guardianCopies, type QueuedText } from '../modules/guardians/guardian-copies';

/**
 * One text to one phone: named once and for all by its dedupe key (e.g.
 * `challenge:12:accepted:+15551234567`: the same key enqueued again, a button pressed twice or two
 * servers running one deadline, adds nothing), or belonging to an announcement (one per phone).
 */
export type Text = QueuedText;

/**
 * THE ONE WAY a text to a person is queued (sign-in and phone codes excepted, which go directly to
 * the SmsSender: server/auth/code-delivery.ts): on the durable SMS outbox (`sms_jobs`), inside the
 * caller's transaction, so a text leaves only when the change it tells of is committed. The SMS
 * delivery worker (`sms-delivery.ts`) sends them: leases, retries, the provider's check.
 *
 * Every text newly queued to a minor player brings its copies to the player's confirmed guardians
 * and its audit row (issue 34, modules/guardians/guardian-copies.ts), in the same transaction: no
 * caller can text a minor alone. A text already queued (its key, or its announcement and phone) is
 * skipped, copies included. Answers how many texts (copies not counted) were new.
 */
export async function enqueueTexts(tx: Db, texts: readonly Text[], now = new Date()): Promise<number> {
  const inserted = await insertNew(tx, texts);
  if (inserted.length === 0) return 0;
  const plan = await guardianCopies(tx, inserted, now);
  await insertNew(tx, plan.copies);
  if (plan.log.length > 0) await tx.insert(minorMessageLog).values(plan.log);
  return inserted.length;
}

const keyOf = (t: Text) =>
  t.announcementId !== undefined ? `a:${t.announcementId}:${t.phone}` : `k:${t.dedupeKey}`;

/** Inserts the texts not queued yet (one per key even within this call); answers those inserted. */
async function insertNew(tx: Db, texts: readonly Text[]): Promise<Text[]> {
  const unique = [...new Map(texts.map((t) => [keyOf(t), t])).values()];
  if (unique.length === 0) return [];
  const rows = await tx
    .insert(smsJobs)
    .values(
      unique.map((t) => ({
        dedupeKey: t.dedupeKey ?? null,
        announcementId: t.announcementId ?? null,
        phone: t.phone,
        name: t.name,
        body: t.body,
      })),
    )
    .onConflictDoNothing()
    .returning({
      dedupeKey: smsJobs.dedupeKey,
      announcementId: smsJobs.announcementId,
      phone: smsJobs.phone,
    });
  const added = new Set(
    rows.map((r) => (r.announcementId !== null ? `a:${r.announcementId}:${r.phone}` : `k:${r.dedupeKey}`)),
  );
  return unique.filter((t) => added.has(keyOf(t)));
}
