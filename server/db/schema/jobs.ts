import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Durable scheduled work (deadlines, reminders): one row per job, run once by whichever server
 * process claims it first (server/jobs/scheduled-jobs.ts). `key` names the job for good
 * (`challenge:12:answer-deadline`): scheduling the same key again reschedules a pending job and
 * never adds a second one. The unique index uses text_pattern_ops so it also serves the
 * prefix look-up of cancelJobs (`key like 'challenge:12:%'`). `finished_at` is when a job ended
 * (done or failed; a cancelled one when the worker next sweeps); the worker deletes it
 * JOB_RETENTION_DAYS later.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    key: text().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: ['pending', 'running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** Handler runs started (a claim that never reached its handler is not a try). */
    attempts: integer().notNull().default(0),
    /** The current claim's random id: the worker holding it is the one that may finish the job. */
    claim: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scheduled_jobs_key').using('btree', t.key.op('text_pattern_ops')),
    index('scheduled_jobs_due')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('scheduled_jobs_running')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    // The retention sweep: finished jobs, oldest first.
    index('scheduled_jobs_finished')
      .on(t.finishedAt)
      .where(sql`${t.status} in ('done', 'failed', 'cancelled')`),
    check('scheduled_jobs_status', sql`${t.status} in ('pending', 'running', 'done', 'failed', 'cancelled')`),
  ],
);
