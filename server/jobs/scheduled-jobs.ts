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
 * delivery does), leasing each (locked_until) and counting the try. It then runs each job's
 * handler in a transaction that first locks the job row again, checks the claim is still its own
 * (status 'running', same attempts), and marks the job 'done' before committing: the handler's
 * writes and the job's completion commit together or not at all, so a job's effect happens once
 * even with two servers, and a process that dies mid-job leaves the job to be claimed again
 * once its lease has run out. A handler that throws rolls back; the job is tried again later
 * (backoff) and marked 'failed' after MAX_JOB_ATTEMPTS tries.
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
  attempts: number;
}

/** Does a job's work inside `tx`, the transaction that also marks the job done. */
export type JobHandler = (tx: Db, job: ScheduledJob, ctx: AppContext) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export const MAX_JOB_ATTEMPTS = 5;
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

  /** Jobs whose worker stopped mid-run (lease over) go back to pending, or fail when out of tries. */
  async function requeueAbandoned(now: Date): Promise<void> {
    await ctx.db.execute(sql`
      update scheduled_jobs
         set status = case when attempts >= ${MAX_JOB_ATTEMPTS} then 'failed' else 'pending' end,
             locked_until = null,
             last_error = coalesce(last_error, 'the process running the job stopped'),
             updated_at = now()
       where status = 'running' and locked_until <= ${now}`);
  }

  async function claim(now: Date): Promise<ScheduledJob[]> {
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
         set status = 'running', attempts = j.attempts + 1, locked_until = ${leaseEnd}, updated_at = now()
        from due
       where j.id = due.id
      returning j.id, j.kind, j.key, j.run_at, j.payload, j.attempts`);
    return rowsOf<{
      id: number;
      kind: string;
      key: string;
      run_at: string | Date;
      payload: Record<string, unknown> | string;
      attempts: number;
    }>(result).map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      key: r.key,
      runAt: new Date(r.run_at),
      payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
      attempts: Number(r.attempts),
    }));
  }

  /** Runs one claimed job; answers whether it completed. */
  async function run(job: ScheduledJob): Promise<boolean> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      return await ctx.db.transaction(async (tx) => {
        const mine = await tx.execute(sql`
          select id from scheduled_jobs
           where id = ${job.id} and status = 'running' and attempts = ${job.attempts}
           for update`);
        // Another worker took the job over after our lease ran out.
        if (rowsOf(mine).length === 0) return false;
        await handler(tx, job, ctx);
        await tx.execute(sql`
          update scheduled_jobs
             set status = 'done', finished_at = ${ctx.clock.now()}, locked_until = null, last_error = null,
                 updated_at = now()
           where id = ${job.id}`);
        return true;
      });
    } catch (err) {
      ctx.log.warn({ err, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'scheduled job failed');
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'job failed';
      const last = job.attempts >= MAX_JOB_ATTEMPTS || !handler;
      const delay = RETRY_DELAYS_MS[Math.min(job.attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
      await ctx.db.execute(sql`
        update scheduled_jobs
           set status = ${last ? 'failed' : 'pending'},
               run_at = ${last ? sql`run_at` : sql`${new Date(ctx.clock.now().getTime() + delay)}`},
               locked_until = null, last_error = ${message}, updated_at = now()
         where id = ${job.id} and status = 'running' and attempts = ${job.attempts}`);
      return false;
    }
  }

  async function drain(stopped: () => boolean): Promise<number> {
    const now = ctx.clock.now();
    await requeueAbandoned(now);
    let done = 0;
    while (!stopped()) {
      const batch = await claim(now);
      if (batch.length === 0) break;
      for (const job of batch) if (await run(job)) done += 1;
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
