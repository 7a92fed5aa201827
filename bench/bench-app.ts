/**
 * The real app as the benchmarks' server processes run it (bench-server.ts, live-server.ts): production
 * config with a throwaway DATA_DIR, no logging, no web app, SMS dropped; and the one way such a process
 * says it is ready (one JSON line with its port and pid) and stops (SIGTERM or SIGINT: the app, the
 * database, the DATA_DIR).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';

export async function startBenchApp(opts: {
  /** The DATA_DIR's prefix under the system's temporary folder. */
  prefix: string;
  /** A PostgreSQL database; else PGlite in the DATA_DIR. */
  url?: string;
  /** More settings (loadConfig's strings). */
  env?: Record<string, string>;
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), opts.prefix));
  const database = await openDatabase(
    opts.url ? { url: opts.url } : { dataDir: path.join(dataDir, 'pglite') },
  );
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    // No daily backup 60 s into a run (it would pause the embedded database's requests).
    BACKUP_KEEP_DAILY: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'none'),
    ...opts.env,
  });
  const { app, ctx } = await buildApp({
    config,
    database,
    logger: false,
    sms: { send: () => Promise.resolve() },
  });
  return { app, ctx, database, dataDir };
}

/** Listens on a free loopback port, prints {port, pid, ...info} as one line, and stops on a signal. */
export async function serveBenchApp(
  bench: { app: FastifyInstance; database: Database; dataDir: string },
  info: Record<string, unknown>,
  listen: { backlog?: number } = {},
): Promise<void> {
  const address = await bench.app.listen({ port: 0, host: '127.0.0.1', ...listen });
  process.stdout.write(
    JSON.stringify({ port: Number(new URL(address).port), pid: process.pid, ...info }) + '\n',
  );
  const stop = async () => {
    await bench.app.close();
    await bench.database.close();
    fs.rmSync(bench.dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
