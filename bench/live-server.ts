/**
 * One server process of the live benchmark (bench/live.ts): the real app on the PostgreSQL database
 * BENCH_DATABASE_URL, trusting the loopback proxy's forwarded addresses (each simulated viewer is its own
 * address, as phones are). With SEED_DUALS=N it first seeds a coach's team and N published duals. Prints one
 * JSON line {port, pid, token?, duals?} when ready; SIGTERM stops it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { coachToken, createCoach } from '../server/test/factories';
import { createDualRow } from '../server/test/dual-scoring-factories';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is not set');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-bench-live-'));
const database = await openDatabase({ url });
const config = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  BACKUP_KEEP_DAILY: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WEB_DIST: path.join(dataDir, 'none'),
  TRUST_PROXY: '127.0.0.1',
  LIVE_MAX_STREAMS: '20000',
});
const { app, ctx } = await buildApp({
  config,
  database,
  logger: false,
  sms: { send: () => Promise.resolve() },
});

const seed = Number(process.env.SEED_DUALS ?? 0);
let out: Record<string, unknown> = {};
if (seed > 0) {
  const coach = await createCoach(ctx.db, { teamTypes: [1] });
  const duals = [];
  for (let i = 0; i < seed; i++) {
    const d = await createDualRow(ctx.db, {
      rosterId: coach.rosterIds[0]!,
      opponentName: `Opponent ${i + 1}`,
      published: true,
    });
    duals.push({ id: d.id, publicToken: d.publicToken });
  }
  out = { token: await coachToken({ ctx } as Parameters<typeof coachToken>[0], coach.id), duals };
}

const address = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
process.stdout.write(
  JSON.stringify({ port: Number(new URL(address).port), pid: process.pid, ...out }) + '\n',
);

const stop = async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
