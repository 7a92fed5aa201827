/**
 * The server process of the load benchmark: the real app (same plugins, same database kind) plus a
 * bare Fastify route in the same process, and a seeded school whose coach has a 30-player team and
 * a tournament. Prints one JSON line {port, pid, token, rosterId, playerIds} when ready.
 */
import { coachToken, createCoach, createPlayer } from '../server/test/factories';
import { createTournament } from '../server/test/tournament-factories';
import { serveBenchApp, startBenchApp } from './bench-app';

const bench = await startBenchApp({ prefix: 'courtside-bench-', url: process.env.BENCH_DATABASE_URL });
const { app, ctx } = bench;
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

await serveBenchApp(bench, { token, rosterId: coach.rosterIds[0], playerIds });
