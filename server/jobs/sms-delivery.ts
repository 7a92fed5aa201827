import { sql } from 'drizzle-orm';
import { SmsSendError } from '../auth/sms/sms-sender';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { pgErrorCode } from '../errors';
import { startPoller } from './poller';
import { MAX_ATTEMPTS, afterFailure } from './retry-policy';

/**
 * Background delivery of SMS (the sms_jobs table is the queue): announcement texts, and the texts
 * other features queue with enqueueTexts (texts.ts).
 *
 * Every server process may run a worker against the same database: a job is claimed with one
 * UPDATE over rows picked FOR UPDATE SKIP LOCKED, so two workers never hold the same job. A
 * claim leases the job (locked_until); a process that dies mid-send leaves it 'sending', and
 * once the lease has run out it is queued again. Each claim raises attempts, and a worker only
 * records the outcome of its own claim (status 'sending' and the same attempts), so a worker
 * that lost its lease can never overwrite a newer claim.
 *
 * A try may fail although the provider accepted the message: Twilio answered after the client's
 * timeout, the connection broke before the answer, or the process died before recording 'sent'.
 * So every retry first asks the provider (SmsSender.acceptedSince) for a message to the same phone
 * with the same text, accepted since shortly before the job was written, whose id no job holds
 * yet (sms_jobs.provider_message_id, unique): when there is one, the job takes that id and is
 * 'sent' without a new send. If the provider cannot be asked, the try fails and is retried
 * later; nothing is sent blind. Senders without a look-up (console, outbox) just send again.
 */

export interface SmsDeliveryOptions {
  /** Pause between polls for due jobs (default 1000 ms). */
  intervalMs?: number;
  /** Jobs claimed, and sent in parallel, at a time (default 10). */
  batchSize?: number;
  /** How long a claim is held before another worker may take the job over (default 30 s, three times a send's timeout). */
  leaseMs?: number;
  /**
   * Take over every 'sending' job at the first run, without waiting for leases: right when this
   * worker is the only one (the embedded database, which one process holds). Default: true
   * without DATABASE_URL, false with PostgreSQL (other processes may be sending).
   */
  reclaimAtStart?: boolean;
  /** false: no timer; the caller drives delivery with runOnce() (tests). Default true. */
  poll?: boolean;
  /** Told the outcome of every try (metrics): sent, to be retried, or failed for good. */
  onOutcome?: (outcome: 'sent' | 'retry' | 'failed') => void;
}

export interface SmsDelivery {
  /** Stops polling and waits for sends in flight to be recorded. */
  stop(): Promise<void>;
  /** Sends every job that is due now; answers how many sends were tried. */
  runOnce(): Promise<number>;
}

interface ClaimedJob {
  id: number;
  phone: string;
  body: string;
  attempts: number;
  /** When the job was written (epoch ms, the database's clock). */
  createdMs: number;
}

/**
 * How far before a job was written a message found at the provider may have been accepted and
 * still be this job's: room for the provider's clock being behind the database's.
 */
const CLOCK_SKEW_MS = 10 * 60_000;

type Ctx = Pick<AppContext, 'db' | 'sms' | 'log' | 'config'>;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

/**
 * 'sending' jobs whose lease ran out (their worker stopped) go back to the queue, or fail when
 * out of tries; with `all`, every 'sending' job (no other worker can be alive).
 */
async function requeueAbandoned(db: Db, all = false): Promise<number> {
  const result = await db.execute(sql`
    update sms_jobs
       set status = case when attempts >= ${MAX_ATTEMPTS} then 'failed' else 'queued' end,
           next_attempt_at = now(),
           locked_until = null,
           last_error = coalesce(last_error, 'the sending process stopped before the send was confirmed'),
           updated_at = now()
     where status = 'sending' and (${all} or locked_until < now())
     returning id`);
  return rowsOf(result).length;
}

async function claim(db: Db, batchSize: number, leaseMs: number): Promise<ClaimedJob[]> {
  const result = await db.execute(sql`
    with due as (
      select id from sms_jobs
       where status = 'queued' and next_attempt_at <= now()
       order by next_attempt_at, id
       limit ${batchSize}
       for update skip locked
    )
    update sms_jobs j
       set status = 'sending',
           attempts = j.attempts + 1,
           locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
           updated_at = now()
      from due
     where j.id = due.id
    returning j.id, j.phone, j.body, j.attempts,
              (extract(epoch from j.created_at) * 1000)::float8 as created_ms`);
  return rowsOf<ClaimedJob & { created_ms: number }>(result).map((r) => ({
    id: Number(r.id),
    phone: r.phone,
    body: r.body,
    attempts: Number(r.attempts),
    createdMs: Number(r.created_ms),
  }));
}

/** Records the job as sent, with the provider's id of its message when known. */
async function markSent(db: Db, job: ClaimedJob, providerMessageId: string | null = null): Promise<void> {
  await db.execute(sql`
    update sms_jobs
       set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
           provider_message_id = ${providerMessageId}, updated_at = now()
     where id = ${job.id} and status = 'sending' and attempts = ${job.attempts}`);
}

/** Of the provider's message ids, those no job holds yet (through the unique index). */
async function unclaimed(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select provider_message_id as id from sms_jobs
     where provider_message_id in (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})`);
  const taken = new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
  return ids.filter((id) => !taken.has(id));
}

async function markFailed(db: Db, job: ClaimedJob, err: unknown): Promise<'queued' | 'failed'> {
  const retryable = err instanceof SmsSendError ? err.retryable : true;
  const next = afterFailure(job.attempts, retryable);
  const message = (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'send failed';
  const nextAttemptAt =
    next.status === 'queued'
      ? sql`now() + make_interval(secs => ${next.delayMs / 1000})`
      : sql`next_attempt_at`;
  await db.execute(sql`
    update sms_jobs
       set status = ${next.status},
           next_attempt_at = ${nextAttemptAt},
           locked_until = null,
           last_error = ${message},
           updated_at = now()
     where id = ${job.id} and status = 'sending' and attempts = ${job.attempts}`);
  return next.status;
}

/**
 * Starts the SMS delivery worker: polls every intervalMs for due jobs (unless poll is false)
 * and sends them through ctx.sms. Call stop() before the database closes.
 */
export function startSmsDelivery(ctx: Ctx, opts: SmsDeliveryOptions = {}): SmsDelivery {
  const intervalMs = opts.intervalMs ?? 1000;
  const batchSize = opts.batchSize ?? 10;
  const leaseMs = opts.leaseMs ?? 30_000;
  let reclaimAll = opts.reclaimAtStart ?? !ctx.config.DATABASE_URL;
  const report = opts.onOutcome ?? (() => undefined);

  /**
   * On a retry: the id of a message the provider accepted for this job on an earlier try, if
   * any, now recorded on the job (which is then sent). Throws when the provider cannot tell.
   */
  async function acceptedEarlier(job: ClaimedJob): Promise<string | undefined> {
    if (job.attempts <= 1 || !ctx.sms.acceptedSince) return undefined;
    const since = new Date(job.createdMs - CLOCK_SKEW_MS);
    const found = await unclaimed(ctx.db, await ctx.sms.acceptedSince(job.phone, job.body, since));
    const id = found[0];
    if (id === undefined) return undefined;
    try {
      await markSent(ctx.db, job, id);
    } catch (err) {
      if (pgErrorCode(err) !== '23505') throw err;
      // Another job with the same phone and text took this message in the meantime.
      throw new SmsSendError('a message found at the provider was taken by another job', true);
    }
    ctx.log.info({ jobId: job.id, attempt: job.attempts }, 'SMS was accepted on an earlier try');
    report('sent');
    return id;
  }

  async function deliver(job: ClaimedJob): Promise<void> {
    let providerMessageId: string | null = null;
    try {
      if (await acceptedEarlier(job)) return;
      const receipt = await ctx.sms.send(job.phone, job.body);
      providerMessageId = receipt?.providerId ?? null;
    } catch (err) {
      ctx.log.warn({ err, jobId: job.id, attempt: job.attempts }, 'SMS failed');
      report((await markFailed(ctx.db, job, err)) === 'queued' ? 'retry' : 'failed');
      return;
    }
    try {
      await markSent(ctx.db, job, providerMessageId);
    } catch (err) {
      if (pgErrorCode(err) !== '23505') throw err;
      // A retry of another job with the same phone and text took our message's id first; the
      // message was sent all the same.
      await markSent(ctx.db, job);
    }
    report('sent');
  }

  async function drain(stopped: () => boolean): Promise<number> {
    let tried = 0;
    await requeueAbandoned(ctx.db, reclaimAll);
    reclaimAll = false;
    while (!stopped()) {
      const batch = await claim(ctx.db, batchSize, leaseMs);
      if (batch.length === 0) break;
      await Promise.all(batch.map((job) => deliver(job)));
      tried += batch.length;
    }
    return tried;
  }

  const poller = startPoller({
    drain,
    intervalMs,
    poll: opts.poll !== false,
    onError: (err, failuresInARow) => {
      // The database may be restarting; say so once, then quietly every minute or so.
      if (failuresInARow % 60 === 0)
        ctx.log.error({ err }, 'SMS delivery could not reach the database; retrying');
    },
  });
  return { runOnce: poller.run, stop: poller.stop };
}
