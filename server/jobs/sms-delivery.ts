import { sql } from 'drizzle-orm';
import { SmsSendError } from '../auth/sms/sms-sender';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { MAX_ATTEMPTS, afterFailure } from './retry-policy';

/**
 * Background delivery of announcement SMS (the sms_jobs table is the queue).
 *
 * Every server process may run a worker against the same database: a job is claimed with one
 * UPDATE over rows picked FOR UPDATE SKIP LOCKED, so two workers never hold the same job. A
 * claim leases the job (locked_until); a process that dies mid-send leaves it 'sending', and
 * once the lease has run out it is queued again. Each claim raises attempts, and a worker only
 * records the outcome of its own claim (status 'sending' and the same attempts), so a worker
 * that lost its lease can never overwrite a newer claim. A message the provider accepted but
 * whose 'sent' was never recorded (the process died in between) is sent again: delivery is at
 * least once, and the lease is far longer than a send may take so that is the only case.
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
}

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
    returning j.id, j.phone, j.body, j.attempts`);
  return rowsOf<ClaimedJob>(result).map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

async function markSent(db: Db, job: ClaimedJob): Promise<void> {
  await db.execute(sql`
    update sms_jobs
       set status = 'sent', sent_at = now(), locked_until = null, last_error = null, updated_at = now()
     where id = ${job.id} and status = 'sending' and attempts = ${job.attempts}`);
}

async function markFailed(db: Db, job: ClaimedJob, err: unknown): Promise<void> {
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
  const inFlight = new Set<Promise<unknown>>();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let failuresInARow = 0;

  async function deliver(job: ClaimedJob): Promise<void> {
    try {
      await ctx.sms.send(job.phone, job.body);
    } catch (err) {
      ctx.log.warn({ err, jobId: job.id, attempt: job.attempts }, 'announcement SMS failed');
      await markFailed(ctx.db, job, err);
      return;
    }
    await markSent(ctx.db, job);
  }

  async function drain(): Promise<number> {
    let tried = 0;
    await requeueAbandoned(ctx.db, reclaimAll);
    reclaimAll = false;
    while (!stopping) {
      const batch = await claim(ctx.db, batchSize, leaseMs);
      if (batch.length === 0) break;
      await Promise.all(batch.map((job) => deliver(job)));
      tried += batch.length;
    }
    return tried;
  }

  function runOnce(): Promise<number> {
    const run = drain();
    inFlight.add(run);
    const forget = () => inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  async function tick(): Promise<void> {
    try {
      await runOnce();
      failuresInARow = 0;
    } catch (err) {
      // The database may be restarting; say so once, then quietly every minute or so.
      if (failuresInARow % 60 === 0)
        ctx.log.error({ err }, 'SMS delivery could not reach the database; retrying');
      failuresInARow += 1;
    }
    if (!stopping) {
      timer = setTimeout(() => void tick(), intervalMs);
      timer.unref();
    }
  }

  if (opts.poll !== false) {
    timer = setTimeout(() => void tick(), 0);
    timer.unref();
  }

  return {
    runOnce,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
