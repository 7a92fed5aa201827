import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type RouteRecord } from '../app';
import { loadConfig, type Config } from '../config';
import type { SmsSender } from '../auth/sms/sms-sender';
import type { AppContext } from '../context';
import { openDatabase, type Database } from '../db/client';
import { TestClock } from '../jobs/clock';
import type { ScheduledJobsWorker } from '../jobs/scheduled-jobs';
import type { Metrics } from '../ops/metrics';
import { openTestDatabase } from './test-database';

export interface SentSms {
  to: string;
  body: string;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route the app registered. */
  routes: RouteRecord[];
  config: Config;
  /** The app's Prometheus metrics (a test's own SMS worker reports to them). */
  metrics: Metrics;
  /** The open database the app runs on. */
  database: Database;
  /** The test database's address on PostgreSQL (TEST_DATABASE_URL); undefined on PGlite. */
  databaseUrl?: string;
  /** Every SMS the app sent, oldest first. */
  sms: SentSms[];
  /** The app's clock: tests move it forward instead of sleeping. */
  clock: TestClock;
  /** The scheduled jobs worker (not polling): `await t.jobs.runDue()` runs what is due at `clock`. */
  jobs: ScheduledJobsWorker;
  /** The newest login code sent to a phone. */
  lastCode(phone: string): string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Runs on this open database instead of a fresh one (a second server on the same data, or a
   * restart); close() then leaves it open.
   */
  database?: Database & { url?: string };
  clock?: TestClock;
  /** Log lines go here (at the config's LOG_LEVEL) instead of nowhere. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the real app on its own fresh database, with SMS captured in memory. */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const database =
    opts.database ?? (await openTestDatabase({ statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS }));
  const clock = opts.clock ?? new TestClock();
  const sms: SentSms[] = [];
  const sender: SmsSender = {
    send(to, body) {
      sms.push({ to, body });
      return Promise.resolve();
    },
  };
  const { app, ctx, routes, jobs, metrics } = await buildApp({
    config,
    database,
    sms: sender,
    logger: Boolean(opts.logStream),
    logStream: opts.logStream,
    // Tests call the worker's runOnce() themselves, unless they ask for a live app.
    smsDelivery: config.NODE_ENV !== 'test',
    scheduledJobs: config.NODE_ENV !== 'test',
    clock,
  });
  await app.ready();
  return {
    app,
    ctx,
    routes,
    metrics,
    config,
    database,
    databaseUrl: database.url,
    sms,
    clock,
    jobs,
    lastCode(phone) {
      const msg = [...sms].reverse().find((m) => m.to === phone);
      const code = msg && /\b(\d{6})\b/.exec(msg.body)?.[1];
      if (!code) throw new Error(`no code was sent to ${phone}`);
      return code;
    },
    async close() {
      await app.close();
      if (!opts.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app process on `first`'s database: on PostgreSQL with a pool (and LISTEN connection) of its
 * own, as another process would have; the embedded database is held by one process, so there the two
 * apps share its connection (closing the second leaves it open).
 */
export async function buildSecondApp(first: TestApp): Promise<TestApp> {
  const database: Database = first.databaseUrl
    ? await openDatabase({ url: first.databaseUrl })
    : { ...first.database, close: () => Promise.resolve() };
  return buildTestApp({}, { database });
}
