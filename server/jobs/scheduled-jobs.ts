import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema/index';
import { startPoller } from './poller';

/**
 * Durable scheduled jobs (deadlines, reminders): rows in `scheduled_jobs`, written by
 * scheduleJob inside the transaction of the change that needs them, run by a worker in every
 * server process.
 *
 * A worker claims due jobs with one UPDATE over rows picked FOR UPDATE SKIP LOCKED (as the SMS
 * delivery does), leasing each (locked_until) under a random claim id. Just before a job's
 * handler runs, the try is counted (committed on its own, so a handler that crashes the process
 * still counts); a claim that never reached its handler (the process stopped) costs no try. The
 * handler runs in a transaction that first locks the job row again, checks the claim is still its
 * own (status 'running', same claim id), and marks the job 'done' before committing: the handler's
 * writes and the job's completion commit together or not at all, so a job's effect happens once
 * even with two servers, and a process that dies mid-job leaves the job to be claimed again
 * once its lease has run out. A handler that throws rolls back; the job is tried again later
 * (backoff) and marked 'failed' after MAX_JOB_ATTEMPTS tries, which is logged at error level and
 * counted (`onFailed`, the metric courtside_scheduled_jobs_failed_total). Jobs that ended (done,
 * failed, cancelled) are deleted JOB_RETENTION_DAYS after they ended, by the same worker.
 *
 * Time is the app's Clock (ctx.clock), never the database's: tests move it forward and call
 * runDue() themselves.
 */

export interface ScheduledJob {
  id: number;
  kind: string;
  key: string;
  runAt: Date;
  payload: Record<string, unknown>;
  /** This try's number (1 for the first run of the handler). */
  attempts: number;
}

/** Does a job's work inside `tx`, the transaction that also marks the job done. */
export type JobHandler = (tx: Db, job: ScheduledJob, ctx: AppContext) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export const MAX_JOB_ATTEMPTS = 5;
/** Days a job that ended (done, failed, cancelled) is kept, for looking into, before it is deleted. */
export const JOB_RETENTION_DAYS = 30;
/** Ended jobs deleted per drain at most (the sweep catches up over the next drains). */
const SWEEP_BATCH = 500;
/** Waits after the 1st..4th failed try. */
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000] as const;

export interface ScheduleJob {
  kind: string;
  /** Names the job for good: scheduling it again moves a pending job, never adds one. */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

/**
 * Schedules a job inside the caller's transaction. A job with the same key that is still pending
 * (or was cancelled) takes the new time, kind and payload; one that ran or is running stays as it
 * is. Answers whether the job is now pending at `runAt`.
 */
export async function scheduleJob(tx: Db, job: ScheduleJob): Promise<boolean> {
  const rows = await tx
    .insert(scheduledJobs)
    .values({ kind: job.kind, key: job.key, runAt: job.runAt, payload: job.payload ?? {} })
    .onConflictDoUpdate({
      target: scheduledJobs.key,
      set: {
        kind: job.kind,
        runAt: job.runAt,
        payload: job.payload ?? {},
        status: 'pending',
        attempts: 0,
        lastError: null,
        finishedAt: null,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${scheduledJobs.status} in ('pending', 'cancelled')`,
    })
    .returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

/**
 * Keys starting with `prefix`, as a range the unique index (text_pattern_ops, which compares
 * bytes) answers even in a generic plan: from the prefix up to the prefix with its last
 * character raised by one. Prefixes end in an ASCII character (keys are ASCII names).
 */
function startsWith(prefix: string) {
  const last = prefix.charCodeAt(prefix.length - 1);
  if (!(last > 0 && last < 0x7f)) throw new Error('a job key prefix ends in an ASCII character');
  const upper = prefix.slice(0, -1) + String.fromCharCode(last + 1);
  return sql`${scheduledJobs.key} ~>=~ ${prefix} and ${scheduledJobs.key} ~<~ ${upper}`;
}

/**
 * Cancels pending jobs: one by its key, or every job whose key starts with `keyPrefix` (e.g.
 * `challenge:12:` when the challenge ends). Answers how many were cancelled.
 */
export async function cancelJobs(tx: Db, which: { key: string } | { keyPrefix: string }): Promise<number> {
  const match = 'key' in which ? eq(scheduledJobs.key, which.key) : startsWith(which.keyPrefix);
  const rows = await tx
    .update(scheduledJobs)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(match, eq(scheduledJobs.status, 'pending')))
    .returning({ id: scheduledJobs.id });
  return rows.length;
}

export interface ScheduledJobsOptions {
  /** Pause between polls for due jobs (default 15 s: deadlines are days long). */
  intervalMs?: number;
  /** Jobs claimed at a time (default 20). */
  batchSize?: number;
  /** How long a claim is held before another worker may take the job over (default 5 min). */
  leaseMs?: number;
  /** false: no timer; the caller runs due jobs with runDue() (tests). Default true. */
  poll?: boolean;
  /** A job failed for good (the app counts it in its metrics); it is also logged at error level. */
  onFailed?: (job: { id: number; kind: string; key: string }) => void;
}

export interface ScheduledJobsWorker {
  /** Runs every job due at the clock's now; answers how many ran to completion. */
  runDue(): Promise<number>;
  /** Stops polling and waits for a run in flight. */
  stop(): Promise<void>;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

type Ctx = AppContext;

/** Starts the worker that runs due jobs through `handlers` (by kind). Call stop() before the database closes. */
export function startScheduledJobs(
  ctx: Ctx,
  handlers: JobHandlers,
  opts: ScheduledJobsOptions = {},
): ScheduledJobsWorker {
  const intervalMs = opts.intervalMs ?? 15_000;
  const batchSize = opts.batchSize ?? 20;
  const leaseMs = opts.leaseMs ?? 300_000;

  /** Logs and counts a job that failed for good: someone must look at it. */
  function failedForGood(job: { id: number; kind: string; key: string }, error: string | null): void {
    ctx.log.error({ jobId: job.id, kind: job.kind, key: job.key, error }, 'scheduled job failed for good');
    opts.onFailed?.(job);
  }

  /** Jobs whose worker stopped mid-run (lease over) go back to pending, or fail when out of tries. */
  async function requeueAbandoned(now: Date): Promise<void> {
    const rows = rowsOf<{ id: number; kind: string; key: string; status: string; last_error: string | null }>(
      await ctx.db.execute(sql`
        update scheduled_jobs
           set status = case when attempts >= ${MAX_JOB_ATTEMPTS} then 'failed' else 'pending' end,
               finished_at = case when attempts >= ${MAX_JOB_ATTEMPTS} then ${now}::timestamptz end,
               locked_until = null, claim = null,
               last_error = coalesce(last_error, 'the process running the job stopped'),
               updated_at = now()
         where status = 'running' and locked_until <= ${now}
        returning id, kind, key, status, last_error`),
    );
    for (const job of rows)
      if (job.status === 'failed')
        failedForGood({ id: Number(job.id), kind: job.kind, key: job.key }, job.last_error);
  }

  /** A claimed job: the claim id is what lets this worker start and finish it. */
  type Claimed = ScheduledJob & { claim: string };

  async function claim(now: Date): Promise<Claimed[]> {
    const leaseEnd = new Date(now.getTime() + leaseMs);
    const result = await ctx.db.execute(sql`
      with due as (
        select id from scheduled_jobs
         where status = 'pending' and run_at <= ${now}
         order by run_at, id
         limit ${batchSize}
         for update skip locked
      )
      update scheduled_jobs j
         set status = 'running', claim = gen_random_uuid()::text, locked_until = ${leaseEnd}, updated_at = now()
        from due
       where j.id = due.id
      returning j.id, j.kind, j.key, j.run_at, j.payload, j.attempts, j.claim`);
    return rowsOf<{
      id: number;
      kind: string;
      key: string;
      run_at: string | Date;
      payload: Record<string, unknown> | string;
      attempts: number;
      claim: string;
    }>(result).map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      key: r.key,
      runAt: new Date(r.run_at),
      payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
      attempts: Number(r.attempts),
      claim: r.claim,
    }));
  }

  /** Counts the try as the handler starts; answers its number, or undefined when the claim was taken over. */
  async function start(job: Claimed): Promise<number | undefined> {
    const [row] = rowsOf<{ attempts: number }>(
      await ctx.db.execute(sql`
        update scheduled_jobs set attempts = attempts + 1, updated_at = now()
         where id = ${job.id} and status = 'running' and claim = ${job.claim}
        returning attempts`),
    );
    return row ? Number(row.attempts) : undefined;
  }

  /** Runs one claimed job; answers whether it completed. */
  async function run(claimed: Claimed): Promise<boolean> {
    const handler = handlers[claimed.kind];
    const attempts = await start(claimed);
    // Another worker took the job over after our lease ran out.
    if (attempts === undefined) return false;
    const job: ScheduledJob = {
      id: claimed.id,
      kind: claimed.kind,
      key: claimed.key,
      runAt: claimed.runAt,
      payload: claimed.payload,
      attempts,
    };
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      return await ctx.db.transaction(async (tx) => {
        const mine = await tx.execute(sql`
          select id from scheduled_jobs
           where id = ${job.id} and status = 'running' and claim = ${claimed.claim}
           for update`);
        if (rowsOf(mine).length === 0) return false;
        await handler(tx, job, ctx);
        await tx.execute(sql`
          update scheduled_jobs
             set status = 'done', finished_at = ${ctx.clock.now()}, locked_until = null, claim = null,
                 last_error = null, updated_at = now()
           where id = ${job.id}`);
        return true;
      });
    } catch (err) {
      ctx.log.warn({ err, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'scheduled job failed');
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'job failed';
      const last = job.attempts >= MAX_JOB_ATTEMPTS || !handler;
      const now = ctx.clock.now();
      const delay = RETRY_DELAYS_MS[Math.min(job.attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
      const updated = await ctx.db.execute(sql`
        update scheduled_jobs
           set status = ${last ? 'failed' : 'pending'},
               run_at = ${last ? sql`run_at` : sql`${new Date(now.getTime() + delay)}`},
               finished_at = ${last ? now : null},
               locked_until = null, claim = null, last_error = ${message}, updated_at = now()
         where id = ${job.id} and status = 'running' and claim = ${claimed.claim}
        returning id`);
      if (last && rowsOf(updated).length > 0) failedForGood(job, message);
      return false;
    }
  }

  /** Gives claimed jobs back (pending again, due as they were) for any worker to take. */
  async function unclaim(jobs: Claimed[]): Promise<void> {
    for (const job of jobs)
      await ctx.db.execute(sql`
        update scheduled_jobs set status = 'pending', claim = null, locked_until = null, updated_at = now()
         where id = ${job.id} and status = 'running' and claim = ${job.claim}`);
  }

  /**
   * Deletes jobs that ended more than JOB_RETENTION_DAYS ago, both statements through the
   * scheduled_jobs_finished index (a btree finds `finished_at is null` too).
   */
  async function sweep(now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - JOB_RETENTION_DAYS * 86_400_000);
    // Cancelled jobs (cancelJobs runs in a feature's transaction, without the clock) are stamped here.
    await ctx.db.execute(sql`
      update scheduled_jobs set finished_at = ${now}
       where status in ('done', 'failed', 'cancelled') and finished_at is null`);
    await ctx.db.execute(sql`
      delete from scheduled_jobs where id in (
        select id from scheduled_jobs
         where status in ('done', 'failed', 'cancelled') and finished_at < ${cutoff}
         order by finished_at
         limit ${SWEEP_BATCH})`);
  }

  async function drain(stopped: () => boolean): Promise<number> {
    const now = ctx.clock.now();
    await requeueAbandoned(now);
    await sweep(now);
    let done = 0;
    while (!stopped()) {
      const batch = await claim(now);
      if (batch.length === 0) break;
      for (const [i, job] of batch.entries()) {
        if (stopped()) {
          // Stopping: the jobs claimed but not started go back at once, without a try counted.
          await unclaim(batch.slice(i));
          break;
        }
        if (await run(job)) done += 1;
      }
    }
    return done;
  }

  const poller = startPoller({
    drain,
    intervalMs,
    poll: opts.poll !== false,
    onError: (err, failuresInARow) => {
      if (failuresInARow % 20 === 0)
        ctx.log.error({ err }, 'scheduled jobs could not reach the database; retrying');
    },
  });
  return { runDue: poller.run, stop: poller.stop };
}
