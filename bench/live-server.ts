/**
 * One server process of the live benchmark (bench/live.ts): the real app on the PostgreSQL database
 * BENCH_DATABASE_URL, trusting the loopback proxy's forwarded addresses (each simulated viewer is its own
 * address, as phones are). With SEED_DUALS=N it first seeds a coach's team and N published duals. Prints one
 * JSON line {port, pid, token?, duals?} when ready; SIGTERM stops it.
 */
import { coachToken, createCoach } from '../server/test/factories';
import { createDualRow } from '../server/test/dual-scoring-factories';
import { serveBenchApp, startBenchApp } from './bench-app';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is not set');
const bench = await startBenchApp({
  prefix: 'courtside-bench-live-',
  url,
  env: { TRUST_PROXY: '127.0.0.1', LIVE_MAX_STREAMS: '20000' },
});
const { ctx } = bench;

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

await serveBenchApp(bench, out, { backlog: 4096 });
