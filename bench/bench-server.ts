/**
 * The server process of the load benchmark: the real app (same plugins, same database kind) plus a
 * bare Fastify route in the same process, and a seeded school whose coach has a 30-player team and
 * a tournament. Prints one JSON line {port, pid, token, rosterId, playerIds} when ready.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { coachToken, createCoach, createPlayer } from '../server/test/factories';
import { createTournament } from '../server/test/tournament-factories';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-bench-'));
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pglite') });
const config = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  // No daily backup 60 s into a run (it would pause the embedded database's requests).
  BACKUP_KEEP_DAILY: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WEB_DIST: path.join(dataDir, 'none'),
});
const { app, ctx } = await buildApp({
  config,
  database,
  logger: false,
  sms: { send: () => Promise.resolve() },
});
app.get('/bench/bare', () => ({ hello: 'world' }));

const coach = await createCoach(ctx.db, { teamTypes: [1] });
const playerIds: number[] = [];
for (let i = 1; i <= 30; i++) {
  const p = await createPlayer(ctx.db, {
    rosterId: coach.rosterIds[0],
    schoolId: coach.schoolId,
    position: i,
    firstName: `Player${i}`,
  });
  playerIds.push(p.id);
}
await createTournament(ctx.db, coach.id, {
  name: 'Bench Open',
  players: Array.from({ length: 8 }, (_, i) => `Entrant ${i + 1}`),
  ranks: [1, 2, 3, 4, 5, 6, 7, 8],
});
const token = await coachToken({ ctx } as Parameters<typeof coachToken>[0], coach.id);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(
  JSON.stringify({
    port: Number(new URL(address).port),
    pid: process.pid,
    token,
    rosterId: coach.rosterIds[0],
    playerIds,
  }) + '\n',
);

const stop = async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
