import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { openDatabase, type Database } from '../db/client';
import { scheduledJobs, smsJobs } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { TestClock } from './clock';
import {
  JOB_RETENTION_DAYS,
  MAX_JOB_ATTEMPTS,
  cancelJobs,
  scheduleJob,
  startScheduledJobs,
  type JobHandlers,
  type ScheduledJob,
} from './scheduled-jobs';

/**
 * The test kinds' effect is a new outbox row per run (a fresh dedupe key each time), so a job
 * that ran twice would leave two rows: the count of rows per job key is how often it took effect.
 */
async function effect(tx: Db, job: ScheduledJob) {
  await tx.insert(smsJobs).values({
    dedupeKey: `${job.key}#${crypto.randomUUID()}`,
    phone: '5550000000',
    name: 'Job',
    body: JSON.stringify(job.payload),
  });
}

let failNext = 0;
const handlers: JobHandlers = {
  'test.effect': (tx, job) => effect(tx, job),
  'test.flaky': async (tx, job) => {
    await effect(tx, job);
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('the handler broke');
    }
  },
};

const effects = async (db: Db, key: string) =>
  (
    await db
      .select()
      .from(smsJobs)
      .where(like(smsJobs.dedupeKey, `${key}#%`))
  ).length;
const jobRow = async (db: Db, key: string) =>
  (await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, key)))[0];
const worker = (ctx: AppContext) => startScheduledJobs(ctx, handlers, { poll: false });
const schedule = (db: Db, key: string, runAt: Date, kind = 'test.effect') =>
  db.transaction((tx) => scheduleJob(tx, { kind, key, runAt, payload: { key } }));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('scheduled jobs', () => {
  it('fire when the clock reaches them, once, with their payload', async () => {
    const w = worker(t.ctx);
    const start = t.clock.now();
    await schedule(t.ctx.db, 'clock:a', new Date(start.getTime() + 3 * 86_400_000));
    expect(await w.runDue()).toBe(0);
    t.clock.advance({ days: 2, hours: 23, minutes: 59 });
    expect(await w.runDue()).toBe(0);
    expect(await effects(t.ctx.db, 'clock:a')).toBe(0);
    t.clock.advance({ minutes: 1 });
    expect(await w.runDue()).toBe(1);
    expect(await w.runDue()).toBe(0);
    t.clock.advance({ days: 30 });
    expect(await w.runDue()).toBe(0);
    await w.stop();
    expect(await effects(t.ctx.db, 'clock:a')).toBe(1);
    const row = await jobRow(t.ctx.db, 'clock:a');
    expect([row?.status, row?.attempts, row?.payload]).toEqual(['done', 1, { key: 'clock:a' }]);
  });

  it('scheduling a key again moves the pending job and never adds one; a job that ran stays done', async () => {
    const w = worker(t.ctx);
    const now = t.clock.now().getTime();
    expect(await schedule(t.ctx.db, 'again:a', new Date(now + 60_000))).toBe(true);
    expect(await schedule(t.ctx.db, 'again:a', new Date(now + 120_000))).toBe(true);
    expect(await t.ctx.db.select().from(scheduledJobs).where(eq(scheduledJobs.key, 'again:a'))).toHaveLength(
      1,
    );
    t.clock.advance({ minutes: 1 });
    expect(await w.runDue()).toBe(0);
    t.clock.advance({ minutes: 1 });
    expect(await w.runDue()).toBe(1);
    expect(await schedule(t.ctx.db, 'again:a', new Date(now))).toBe(false);
    expect(await w.runDue()).toBe(0);
    await w.stop();
    expect(await effects(t.ctx.db, 'again:a')).toBe(1);
  });

  it('cancelled jobs never run: by key, or every job under a prefix (with LIKE characters taken literally)', async () => {
    const w = worker(t.ctx);
    const at = t.clock.now();
    for (const key of ['cancel:1:a', 'cancel:1:b', 'cancel:10:a', 'cancel:1_x', 'cancel:2:a'])
      await schedule(t.ctx.db, key, at);
    expect(await t.ctx.db.transaction((tx) => cancelJobs(tx, { keyPrefix: 'cancel:1:' }))).toBe(2);
    expect(await t.ctx.db.transaction((tx) => cancelJobs(tx, { key: 'cancel:2:a' }))).toBe(1);
    expect(await t.ctx.db.transaction((tx) => cancelJobs(tx, { keyPrefix: 'cancel:1_' }))).toBe(1);
    expect(await w.runDue()).toBe(1);
    await w.stop();
    expect(await effects(t.ctx.db, 'cancel:10:a')).toBe(1);
    for (const key of ['cancel:1:a', 'cancel:1:b', 'cancel:2:a', 'cancel:1_x']) {
      expect(await effects(t.ctx.db, key)).toBe(0);
      expect((await jobRow(t.ctx.db, key))?.status).toBe('cancelled');
    }
  });

  it('a handler that throws leaves no effect; the job is tried again after a wait, then fails for good', async () => {
    const w = worker(t.ctx);
    await schedule(t.ctx.db, 'flaky:a', t.clock.now(), 'test.flaky');
    failNext = 1;
    expect(await w.runDue()).toBe(0);
    expect(await effects(t.ctx.db, 'flaky:a')).toBe(0);
    let row = await jobRow(t.ctx.db, 'flaky:a');
    expect([row?.status, row?.attempts, row?.lastError]).toEqual(['pending', 1, 'the handler broke']);
    expect(await w.runDue()).toBe(0);
    t.clock.advance({ ms: 30_000 });
    expect(await w.runDue()).toBe(1);
    expect(await effects(t.ctx.db, 'flaky:a')).toBe(1);

    await schedule(t.ctx.db, 'flaky:b', t.clock.now(), 'test.flaky');
    failNext = MAX_JOB_ATTEMPTS;
    for (let i = 0; i < MAX_JOB_ATTEMPTS; i++) {
      await w.runDue();
      t.clock.advance({ hours: 2 });
    }
    row = await jobRow(t.ctx.db, 'flaky:b');
    expect([row?.status, row?.attempts]).toEqual(['failed', MAX_JOB_ATTEMPTS]);
    expect(await effects(t.ctx.db, 'flaky:b')).toBe(0);
    failNext = 0;
    expect(await w.runDue()).toBe(0);
    await w.stop();
  });

  it('a job of an unknown kind fails without running anything else twice', async () => {
    const w = worker(t.ctx);
    await schedule(t.ctx.db, 'unknown:a', t.clock.now(), 'test.nobody');
    expect(await w.runDue()).toBe(0);
    await w.stop();
    const row = await jobRow(t.ctx.db, 'unknown:a');
    expect([row?.status, row?.lastError]).toEqual(['failed', 'no handler for jobs of kind test.nobody']);
  });

  it('a job whose worker died mid-run is taken over once its lease is over, and runs once', async () => {
    const w = worker(t.ctx);
    await schedule(t.ctx.db, 'died:a', t.clock.now());
    // As a worker that claimed it and died would leave it.
    await t.ctx.db
      .update(scheduledJobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(t.clock.now().getTime() + 300_000) })
      .where(eq(scheduledJobs.key, 'died:a'));
    expect(await w.runDue()).toBe(0);
    t.clock.advance({ minutes: 5 });
    expect(await w.runDue()).toBe(1);
    await w.stop();
    expect(await effects(t.ctx.db, 'died:a')).toBe(1);
    expect((await jobRow(t.ctx.db, 'died:a'))?.attempts).toBe(2);
  });
});

describe('scheduled jobs across restarts and servers', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  /** Opens the same data again: PGlite from its data dir, PostgreSQL through a new pool. */
  async function sameData(url: string | undefined, dataDir: string): Promise<Database> {
    return url ? openDatabase({ url }) : openDatabase({ dataDir });
  }

  it('a job scheduled before the server stopped runs after it started again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-jobs-restart-'));
    dirs.push(dataDir);
    const url = t.databaseUrl;
    const clock = new TestClock();
    const first = await buildTestApp({}, { database: await sameData(url, dataDir), clock });
    await schedule(first.ctx.db, 'restart:a', new Date(clock.now().getTime() + 86_400_000));
    await first.close();
    await first.database.close();

    clock.advance({ days: 1 });
    const second = await buildTestApp({}, { database: await sameData(url, dataDir), clock });
    try {
      const w = worker(second.ctx);
      expect(await w.runDue()).toBe(1);
      await w.stop();
      expect(await effects(second.ctx.db, 'restart:a')).toBe(1);
    } finally {
      await second.close();
      await second.database.close();
    }
  }, 120_000); // PGlite makes its data dir (initdb and every migration) first: slow on a busy machine

  it('two servers on one database run each due job exactly once', async () => {
    // On PostgreSQL a second app with its own pool; PGlite has one process, so two workers in it.
    const url = t.databaseUrl;
    const other = url
      ? await buildTestApp({}, { database: await openDatabase({ url }), clock: t.clock })
      : undefined;
    try {
      const keys = Array.from({ length: 40 }, (_, i) => `two:${i}`);
      for (const key of keys) await schedule(t.ctx.db, key, t.clock.now());
      const a = worker(t.ctx);
      const b = startScheduledJobs(other?.ctx ?? t.ctx, handlers, { poll: false, batchSize: 3 });
      const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
      expect(ranA + ranB).toBe(40);
      expect(await Promise.all([a.runDue(), b.runDue()])).toEqual([0, 0]);
      await Promise.all([a.stop(), b.stop()]);
      for (const key of keys) expect(await effects(t.ctx.db, key)).toBe(1);
    } finally {
      await other?.close();
      await other?.database.close();
    }
  });
});

describe('scheduled jobs: tries, alerts and retention (issue 29)', () => {
  it('a job claimed but never started (its worker stopped) costs no try and runs later', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const started = new Promise<void>((resolve) => (entered = resolve));
    const slow: JobHandlers = {
      'test.slow': async (tx, job) => {
        entered();
        await gate;
        await effect(tx, job);
      },
      'test.effect': (tx, job) => effect(tx, job),
    };
    const at = t.clock.now();
    await schedule(t.ctx.db, 'unstarted:a', new Date(at.getTime() - 1000), 'test.slow');
    await schedule(t.ctx.db, 'unstarted:b', at);
    const w = startScheduledJobs(t.ctx, slow, { poll: false });
    const draining = w.runDue();
    await started;
    // Both jobs are claimed; the worker is told to stop while the first one runs.
    const stopping = w.stop();
    release();
    await draining;
    await stopping;
    expect(await effects(t.ctx.db, 'unstarted:a')).toBe(1);
    const b = await jobRow(t.ctx.db, 'unstarted:b');
    expect([b?.status, b?.attempts, b?.claim]).toEqual(['pending', 0, null]);
    const next = worker(t.ctx);
    expect(await next.runDue()).toBe(1);
    await next.stop();
    expect([
      (await jobRow(t.ctx.db, 'unstarted:b'))?.status,
      (await jobRow(t.ctx.db, 'unstarted:b'))?.attempts,
    ]).toEqual(['done', 1]);
  });

  it('a job that used up its tries is logged at error level and counted in the metrics', async () => {
    const errors: unknown[][] = [];
    const log = { ...t.ctx.log, warn: () => undefined, error: (...args: unknown[]) => errors.push(args) };
    const ctx = { ...t.ctx, log: log as unknown as AppContext['log'] };
    const w = startScheduledJobs(ctx, handlers, {
      poll: false,
      onFailed: (job) => t.metrics.scheduledJobFailed(job.kind),
    });
    await schedule(t.ctx.db, 'exhausted:a', t.clock.now(), 'test.flaky');
    failNext = MAX_JOB_ATTEMPTS;
    for (let i = 0; i < MAX_JOB_ATTEMPTS; i++) {
      await w.runDue();
      t.clock.advance({ hours: 2 });
    }
    failNext = 0;
    // And one whose process died on its last try: found when its lease runs out.
    await schedule(t.ctx.db, 'exhausted:b', t.clock.now());
    await t.ctx.db
      .update(scheduledJobs)
      .set({ status: 'running', attempts: MAX_JOB_ATTEMPTS, lockedUntil: t.clock.now() })
      .where(eq(scheduledJobs.key, 'exhausted:b'));
    await w.runDue();
    await w.stop();
    expect((await jobRow(t.ctx.db, 'exhausted:a'))?.status).toBe('failed');
    expect((await jobRow(t.ctx.db, 'exhausted:b'))?.status).toBe('failed');
    const alerts = errors.filter((args) => args[1] === 'scheduled job failed for good');
    expect(alerts.map((args) => (args[0] as { key: string }).key).sort()).toEqual([
      'exhausted:a',
      'exhausted:b',
    ]);
    const metrics = await t.metrics.registry.metrics();
    expect(metrics).toContain('courtside_scheduled_jobs_failed_total{kind="test.flaky"} 1');
    expect(metrics).toContain('courtside_scheduled_jobs_failed_total{kind="test.effect"} 1');
  });

  it(`jobs that ended are deleted ${JOB_RETENTION_DAYS} days after they ended, pending ones never`, async () => {
    const w = worker(t.ctx);
    await schedule(t.ctx.db, 'kept:done', t.clock.now());
    await schedule(t.ctx.db, 'kept:cancelled', t.clock.now());
    await t.ctx.db.transaction((tx) => cancelJobs(tx, { key: 'kept:cancelled' }));
    await schedule(t.ctx.db, 'kept:later', new Date(t.clock.now().getTime() + 400 * 86_400_000));
    await w.runDue();
    expect((await jobRow(t.ctx.db, 'kept:done'))?.status).toBe('done');
    t.clock.advance({ days: JOB_RETENTION_DAYS - 1 });
    await w.runDue();
    for (const key of ['kept:done', 'kept:cancelled', 'kept:later'])
      expect(await jobRow(t.ctx.db, key)).toBeDefined();
    t.clock.advance({ days: 2 });
    await w.runDue();
    await w.stop();
    expect(await jobRow(t.ctx.db, 'kept:done')).toBeUndefined();
    expect(await jobRow(t.ctx.db, 'kept:cancelled')).toBeUndefined();
    expect((await jobRow(t.ctx.db, 'kept:later'))?.status).toBe('pending');
  });
});
