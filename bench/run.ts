/**
 * npm run bench: load benchmarks of our routes against a bare Fastify route served by the same
 * process in the same run (ratios, not wall-clock targets), on PGlite and on PostgreSQL when one
 * answers at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), plus the
 * idle memory and restart time. Prints a table and writes bench/results.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

interface Ready {
  port: number;
  pid: number;
  token: string;
  rosterId: number;
  playerIds: number[];
}

async function startBenchServer(databaseUrl?: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as Ready);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { child, ready };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface Measure {
  rps: number;
  p99: number;
  non2xx: number;
}

async function load(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Measure> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors + r.timeouts };
}

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `courtside_bench_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function benchDatabase(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const { child, ready } = await startBenchServer(databaseUrl);
  const base = `http://127.0.0.1:${ready.port}`;
  const auth = { authorization: `Bearer ${ready.token}` };
  await new Promise((r) => setTimeout(r, 1000));
  const benchServerRssMb = rssMb(ready.pid);
  const bare = await load(`${base}/bench/bare`);
  const roster = await load(`${base}/api/auth/roster?skillLevel=1`, { headers: auth });
  const tournaments = await load(`${base}/api/auth/getAllTournaments`, { headers: auth });
  const [a, b] = ready.playerIds.slice(20, 22);
  const createMatch = await load(`${base}/api/auth/create-tennis-match`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      SchoolTeamRosterID: ready.rosterId,
      MatchType: 3,
      IsSingles: true,
      MatchDate: '2026-04-01',
      MatchTime: '15:30',
      Plist: [
        { ID: a, Name: 'A' },
        { ID: b, Name: 'B' },
      ],
    }),
  });
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  const ratio = (m: Measure) => Number((m.rps / bare.rps).toFixed(3));
  return {
    kind,
    benchServerRssMb: Number(benchServerRssMb.toFixed(1)),
    bare,
    routes: {
      'GET /api/auth/roster (30 players)': { ...roster, ratio: ratio(roster) },
      'GET /api/auth/getAllTournaments': { ...tournaments, ratio: ratio(tournaments) },
      'POST /api/auth/create-tennis-match': { ...createMatch, ratio: ratio(createMatch) },
    },
  };
}

/**
 * The production server as `npm start` runs it (scripts/start.mjs: the esbuild bundle), restarted
 * on an existing data dir (or PostgreSQL database): seconds from process start to the first 200 of
 * /api/health (median of three restarts), and its resident memory once idle.
 */
async function restartAndIdle(databaseUrl?: string): Promise<{ restartSeconds: number; idleRssMb: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-restart-'));
  const env = {
    ...process.env,
    // No daily backup 60 s into a run (it would pause the embedded database's requests).
    BACKUP_KEEP_DAILY: '0',
    DATA_DIR: dataDir,
    PORT: '3197',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
  };
  const start = async () => {
    const started = Date.now();
    const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'ignore' });
    for (;;) {
      try {
        if ((await fetch('http://127.0.0.1:3197/api/health')).ok) break;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return { child, seconds: (Date.now() - started) / 1000 };
  };
  const stop = async (child: ChildProcess) => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  };
  // The first start creates and migrates the data dir (and builds dist/ when it is stale).
  await stop((await start()).child);
  const times: number[] = [];
  let idleRssMb = 0;
  for (let i = 0; i < 3; i++) {
    const { child, seconds } = await start();
    times.push(seconds);
    if (i === 2) {
      // A few requests, then idle: what a quiet school's server holds.
      for (let j = 0; j < 20; j++) await fetch('http://127.0.0.1:3197/api/schools');
      await new Promise((r) => setTimeout(r, 2000));
      idleRssMb = rssMb(child.pid!);
    }
    await stop(child);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  return { restartSeconds: Number(times[1]!.toFixed(2)), idleRssMb: Number(idleRssMb.toFixed(1)) };
}

const machine = `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const results: Record<string, unknown> = {
  machine,
  at: new Date().toISOString(),
  durationSeconds: DURATION,
  connections: CONNECTIONS,
};
const runs = [await benchDatabase('pglite')];
const footprint: Record<string, { restartSeconds: number; idleRssMb: number }> = {
  pglite: await restartAndIdle(),
};
const postgres = await freshPostgres();
if (postgres) {
  try {
    runs.push(await benchDatabase('postgres', postgres.url));
    footprint.postgres = await restartAndIdle(postgres.url);
  } finally {
    await postgres.drop();
  }
}
results.load = runs;
results.footprint = footprint;

console.log(`\nCourtside benchmarks (${machine}; ${CONNECTIONS} connections, ${DURATION} s each)\n`);
console.log('database  route                                   req/s    ratio vs bare   p99 ms  non-2xx');
for (const run of runs) {
  console.log(
    `${run.kind.padEnd(9)} ${'bare Fastify route'.padEnd(38)} ${run.bare.rps.toFixed(0).padStart(7)}    ${'1.000'.padStart(13)}  ${String(run.bare.p99).padStart(7)}  ${run.bare.non2xx}`,
  );
  for (const [name, m] of Object.entries(run.routes)) {
    console.log(
      `${run.kind.padEnd(9)} ${name.padEnd(38)} ${m.rps.toFixed(0).padStart(7)}    ${m.ratio.toFixed(3).padStart(13)}  ${String(m.p99).padStart(7)}  ${m.non2xx}`,
    );
  }
  console.log(
    `${run.kind.padEnd(9)} bench server (it seeded the data) resident memory before load: ${run.benchServerRssMb} MB`,
  );
}
for (const [kind, f] of Object.entries(footprint)) {
  console.log(
    `${kind.padEnd(9)} npm start: restart to /api/health ${f.restartSeconds} s (median of 3), idle resident memory ${f.idleRssMb} MB`,
  );
}
fs.writeFileSync(path.join(root, 'bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');
console.log('\nwritten: bench/results.json');
// PostgreSQL outage and two processes on one database (bench/resilience.ts); it adds to results.json.
if (process.env.BENCH_RESILIENCE !== '0') await (await import('./resilience')).runResilience();

/** Adds one section to bench/results.json (the resilience check writes its own the same way). */
function store(section: string, value: unknown): void {
  const file = path.join(root, 'bench', 'results.json');
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  stored[section] = value;
  fs.writeFileSync(file, JSON.stringify(stored, null, 2) + '\n');
  console.log(`\nwritten: bench/results.json (${section})`);
}

// Roster and match list on 2,000 schools against one (bench/scale.ts, PostgreSQL, 2-5 minutes).
if (process.env.BENCH_SCALE !== '0') {
  const { runScale, printScaleTable } = await import('./scale');
  try {
    const scale = await runScale();
    printScaleTable(scale);
    store('scale', scale);
  } catch (err) {
    console.log(`\nScale: skipped (${(err as Error).message})`);
  }
}

// Lighthouse (mobile) on the six main pages (bench/lighthouse.ts).
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const { runLighthouse, printLighthouse, storeLighthouse } = await import('./lighthouse');
  const lighthouse = await runLighthouse();
  console.log('');
  printLighthouse(lighthouse);
  storeLighthouse(lighthouse);
}

// The workload benchmark of a season's peak hour (bench/workload.ts; also `npm run bench:workload`).
// Off by default: its first run seeds the data sets (20,000 schools on PostgreSQL: about 10 minutes).
if (process.env.BENCH_WORKLOAD === '1') {
  const { runWorkload, runsFromEnv, printRun, storeRun } = await import('./workload');
  for (const { kind, schools } of runsFromEnv()) {
    const run = await runWorkload(kind, schools);
    printRun(run);
    storeRun(process.env.BENCH_WORKLOAD_LABEL ?? 'latest', run);
  }
}
