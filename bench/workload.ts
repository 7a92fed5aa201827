/**
 * npm run bench:workload: the workload benchmark of issue 18 (a real season's peak hour).
 *
 * For each run (database kind and number of schools) it makes sure a seeded database exists
 * (bench/workload-seed.ts; reused when already there, after the current code's migrations),
 * starts the server as production runs it (`node scripts/start.mjs`: the esbuild bundle,
 * NODE_ENV=production), and offers the weekday-afternoon mix (bench/workload-mix.ts) at constant
 * rates, step after step (bench/workload-load.ts), raising the rate while p99 < 100 ms with no
 * error and bisecting after the first failing step. The figure is the last passing step's rate.
 * Per step: median and p99 per route, the server's resident memory, the PostgreSQL backends'
 * memory (proportional set size, /proc), the machine's load average (it is shared), and whole
 * table scans per 1,000 requests (pg_stat_user_tables.seq_scan deltas per table).
 *
 * Environment:
 *   BENCH_WORKLOAD_RUNS     runs, comma-separated kind:schools (default
 *                           postgres:200,postgres:20000,pglite:200,pglite:2000)
 *   BENCH_WORKLOAD_SECONDS  seconds per step (default 20)
 *   BENCH_WORKLOAD_START    first rate offered, requests/s (default 100)
 *   BENCH_WORKLOAD_RATES    fixed rates instead of the search, comma-separated (300,300): for
 *                           comparing CPU per request between builds at one rate
 *   BENCH_WORKLOAD_NODE_ARGS  extra node flags for the server (--cpu-prof --cpu-prof-dir=DIR)
 *   BENCH_WORKLOAD_SERVER   a server bundle to run instead of `npm start`'s (a copy of
 *                           dist/server/main.mjs kept under dist/, to compare two builds)
 *   BENCH_WORKLOAD_LABEL    where the figures go in bench/results.json: workload.runs[label] (default latest)
 *   BENCH_WORKLOAD_SEED_ONLY=1  only make sure the data sets exist
 *   BENCH_DATABASE_URL      PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
 *                           data sets are kept as databases courtside_workload_<schools>
 *   BENCH_WORKLOAD_DIR      PGlite data sets (default /var/tmp/courtside-workload/pglite-<schools>)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { DEFAULT_SEARCH, heldRate, nextRate, stepPasses, type StepResult } from './workload-mix';
import {
  errorsByOutcome,
  perRoute,
  readTableStats,
  round1,
  runStep,
  TokenMint,
  type StepRun,
  type TableStats,
} from './workload-load';
import { connect, ensureWorkloadData, type SeedMark, type WorkloadTarget } from './workload-seed';

const root = path.resolve(import.meta.dirname, '..');
const JWT_SECRET = 'workload-bench-secret-workload-bench-secret';
const SECONDS = Number(process.env.BENCH_WORKLOAD_SECONDS ?? 20);
const WARMUP_SECONDS = 8;
const WARMUP_RATE = 50;

/** Goals of issue 18 (requests per second held with p99 < 100 ms). */
const GOALS: Record<string, number> = { postgres: 3000, pglite: 500 };

export const MODEL = {
  source: 'issue 18, "Targets that replace the old load ratios"',
  players: 1_200_000,
  coaches: 80_000,
  schools: 20_000,
  activeInBusiestHour: '30-60% of users',
  requestsPerActiveUser: '8 reads and up to 3 writes',
  burst: '3x the busiest hour average',
  estimate:
    '1.28 M users x 60% active x 11 requests / 3,600 s = 2,350 req/s average in the busiest hour ' +
    '(30% active, 8 reads: 850 req/s); the goal of 3,000 req/s on PostgreSQL covers the upper estimate ' +
    'plus part of a 3x burst. PGlite (one process, embedded): a large state, 2,000 schools, >= 500 req/s.',
  goals: {
    postgresAt20000Schools: 3000,
    pgliteAt2000Schools: 500,
    heldRateWithin: '25% of the 200-school figure',
  },
  mix: '88% reads (ladder, matches, tournaments, announcements and their badge, calendar, navbar/settings, ladder history) by coaches and players; 12% writes (match results, new matches, ladder swaps and moves, poll answers, announcements)',
};

/** A connection of this benchmark's own (its name keeps it out of the backends it measures). */
async function statsClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'courtside-workload-stats' });
  await client.connect();
  return client;
}

async function tableStats(target: WorkloadTarget): Promise<Map<string, TableStats> | undefined> {
  if (target.kind !== 'postgres') return undefined;
  const client = await statsClient(target.url);
  try {
    return await readTableStats(client);
  } finally {
    await client.end();
  }
}

export interface ScanFigure {
  /** Whole-table scans per 1,000 requests. */
  scansPer1000: number;
  /** Rows those scans read, per request. */
  rowsReadPerRequest: number;
  /** The table's rows (n_live_tup). */
  tableRows: number;
}

function scanDelta(
  before: Map<string, TableStats> | undefined,
  after: Map<string, TableStats> | undefined,
  requests: number,
): Record<string, ScanFigure> | null {
  if (!before || !after || requests === 0) return null;
  const out: Record<string, ScanFigure> = {};
  for (const [table, a] of after) {
    const b = before.get(table) ?? { seqScan: 0, seqTupRead: 0, liveRows: 0 };
    const scans = a.seqScan - b.seqScan;
    if (scans > 0) {
      out[table] = {
        scansPer1000: round1((scans * 1000) / requests),
        rowsReadPerRequest: round1((a.seqTupRead - b.seqTupRead) / requests),
        tableRows: a.liveRows,
      };
    }
  }
  return Object.fromEntries(
    Object.entries(out).sort((x, y) => y[1].rowsReadPerRequest - x[1].rowsReadPerRequest),
  );
}

function procKb(pid: number, file: string, field: string): number {
  try {
    const text = fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const mb = (kb: number) => round1(kb / 1024);

/** CPU milliseconds a process has used (user + system, /proc/<pid>/stat; 0 once it is gone). */
function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of the file (utime, stime), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving the database (not this benchmark's own connections), by pid. */
async function backendPids(target: WorkloadTarget): Promise<number[]> {
  if (target.kind !== 'postgres') return [];
  const client = await statsClient(target.url);
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
         and coalesce(application_name, '') not like 'courtside-workload%'`,
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuPerRequest {
  /** CPU ms per answered request: the server process (PGlite: with its database). */
  server: number;
  /** The PostgreSQL backends of the database (null on PGlite). */
  postgres: number | null;
  /** This load generator. */
  generator: number;
  total: number;
  /**
   * The rate the machine's cores could serve if they did nothing else: cores x 1,000 / total.
   * The machine's other work hardly moves CPU per request, so this stays comparable between runs
   * on a shared machine where latency does not.
   */
  cpuBoundRate: number;
}

/** The PostgreSQL backends serving the database: how many, and their proportional memory (Pss). */
async function backendMemory(
  target: WorkloadTarget,
): Promise<{ backends: number; pssMb: number; rssMb: number } | null> {
  if (target.kind !== 'postgres') return null;
  const pids = await backendPids(target);
  let pss = 0;
  let rss = 0;
  for (const pid of pids) {
    pss += procKb(pid, 'smaps_rollup', 'Pss');
    rss += procKb(pid, 'status', 'VmRSS');
  }
  return { backends: pids.length, pssMb: mb(pss), rssMb: mb(rss) };
}

interface Server {
  child: ChildProcess;
  baseUrl: string;
  startSeconds: number;
}

/** `npm start` as production runs it, on the data set; resolves once it listens. */
async function startServer(target: WorkloadTarget): Promise<Server> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    SMS_TRANSPORT: 'console',
    EXTRA_SCHOOLS: '',
    DATABASE_URL: target.kind === 'postgres' ? target.url : '',
    // No daily backup 60 s into a run (it would pause the embedded database's requests).
    BACKUP_KEEP_DAILY: '0',
    DATA_DIR:
      target.kind === 'pglite'
        ? target.dataDir
        : fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-workload-')),
  };
  const nodeArgs = (process.env.BENCH_WORKLOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // A bundle run directly gets the source maps start.mjs turns on.
  const bundle = process.env.BENCH_WORKLOAD_SERVER;
  const entry = bundle ? ['--enable-source-maps', bundle] : ['scripts/start.mjs'];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (c: Buffer) => {
      out += c.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) {
        child.stdout.off('data', onData);
        // From here on the SMS of new announcements (console transport) are read and dropped.
        child.stdout.resume();
        resolve(m[1]!.replace('localhost', '127.0.0.1'));
      } else if (out.length > 100_000) out = out.slice(-1000);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c: Buffer) => process.stderr.write(`[server] ${c.toString()}`));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${out.slice(-2000)}`)));
  });
  return { child, baseUrl, startSeconds: round1((performance.now() - started) / 1000) };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const load1 = () => Math.round(os.loadavg()[0]! * 100) / 100;

export interface StepRecord extends StepResult {
  passed: boolean;
  loadAverage1m: { before: number; after: number };
  cpuMsPerRequest: CpuPerRequest;
  serverRssMb: number;
  serverPeakRssMb: number;
  postgresBackends: { backends: number; pssMb: number; rssMb: number } | null;
  scans: Record<string, ScanFigure> | null;
  /** Failed requests by outcome: '<status> <contract code>', 'timeout' or 'socket <code>'. */
  errorsBy: Record<string, number>;
  perRoute: ReturnType<typeof perRoute>;
  failures: string[];
}

export interface RunResult {
  kind: 'postgres' | 'pglite';
  schools: number;
  where: string;
  at: string;
  machine: string;
  dataSet: SeedMark & { reused: boolean; sizeMb: number | null };
  secondsPerStep: number;
  serverStartSeconds: number;
  serverIdleRssMb: number;
  /** The highest rate (req/s) of a step that held p99 < 100 ms with no error. */
  heldRate: number;
  goal: number | null;
  steps: StepRecord[];
}

async function sizeMb(target: WorkloadTarget): Promise<number | null> {
  if (target.kind === 'postgres') {
    const client = await connect(target);
    try {
      const { rows } = await client.query<{ size: string }>(
        `select pg_database_size(current_database()) as size`,
      );
      return Math.round(Number(rows[0]!.size) / 2 ** 20);
    } finally {
      await client.close();
    }
  }
  let total = 0;
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else total += fs.statSync(p).size;
    }
  };
  walk(path.join(target.dataDir, 'pglite'));
  return Math.round(total / 2 ** 20);
}

export async function runWorkload(kind: 'postgres' | 'pglite', schools: number): Promise<RunResult> {
  const { target, mark, reused } = await ensureWorkloadData(kind, schools);
  const where =
    target.kind === 'postgres'
      ? `PostgreSQL database ${target.database}`
      : `PGlite data dir ${target.dataDir}`;
  const size = await sizeMb(target);
  const server = await startServer(target);
  const pid = server.child.pid!;
  const mint = new TokenMint(JWT_SECRET);
  const today = new Date().toISOString().slice(0, 10);
  const steps: StepRecord[] = [];
  const cpus = os.cpus();
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const serverIdleRssMb = mb(procKb(pid, 'status', 'VmRSS'));
    console.log(
      `[workload] ${kind} ${schools} schools: server up in ${server.startSeconds} s at ${server.baseUrl}, ${serverIdleRssMb} MB`,
    );
    const warm = await runStep({
      baseUrl: server.baseUrl,
      rate: WARMUP_RATE,
      seconds: WARMUP_SECONDS,
      schools,
      today,
      mint,
      seed: 1,
    });
    console.log(
      `[workload]   warm-up ${WARMUP_RATE} req/s: p99 ${warm.result.p99Ms} ms, ${warm.result.errors} errors`,
    );
    if (warm.result.errors > 0)
      console.log(`[workload]   warm-up failures:\n    ${warm.failures.join('\n    ')}`);
    for (let rate = nextStep([]); rate !== undefined; rate = nextStep(steps)) {
      const before = await tableStats(target);
      const pidsBefore = await backendPids(target);
      const cpuBefore = {
        server: cpuMs(pid),
        postgres: new Map(pidsBefore.map((p) => [p, cpuMs(p)])),
        generator: process.cpuUsage(),
      };
      const loadBefore = load1();
      const run: StepRun = await runStep({
        baseUrl: server.baseUrl,
        rate,
        seconds: SECONDS,
        schools,
        today,
        mint,
        seed: 1000 + steps.length,
      });
      const loadAfter = load1();
      const serverCpu = cpuMs(pid) - cpuBefore.server;
      const generatorUsage = process.cpuUsage(cpuBefore.generator);
      const generatorCpu = (generatorUsage.user + generatorUsage.system) / 1000;
      let postgresCpu: number | null = null;
      if (target.kind === 'postgres') {
        postgresCpu = 0;
        for (const p of await backendPids(target)) postgresCpu += cpuMs(p) - (cpuBefore.postgres.get(p) ?? 0);
      }
      const answered = Math.max(1, run.result.requests);
      const totalCpu = serverCpu + (postgresCpu ?? 0) + generatorCpu;
      const cpu: CpuPerRequest = {
        server: round2(serverCpu / answered),
        postgres: postgresCpu === null ? null : round2(postgresCpu / answered),
        generator: round2(generatorCpu / answered),
        total: round2(totalCpu / answered),
        cpuBoundRate: Math.round((os.cpus().length * 1000) / (totalCpu / answered)),
      };
      const serverRssMb = mb(procKb(pid, 'status', 'VmRSS'));
      const serverPeakRssMb = mb(procKb(pid, 'status', 'VmHWM'));
      const postgresBackends = await backendMemory(target);
      // Backends report their table statistics at most once a second while busy, and up to 10 s
      // after going idle: read them once every report is in (this is also the next step's rest).
      await new Promise((r) => setTimeout(r, 11_000));
      const after = await tableStats(target);
      const passed = stepPasses(run.result, searchOptions());
      const record: StepRecord = {
        ...run.result,
        passed,
        loadAverage1m: { before: loadBefore, after: loadAfter },
        cpuMsPerRequest: cpu,
        serverRssMb,
        serverPeakRssMb,
        postgresBackends,
        scans: scanDelta(before, after, run.result.requests),
        errorsBy: errorsByOutcome(run.samples),
        perRoute: perRoute(run.samples),
        failures: run.failures,
      };
      steps.push(record);
      console.log(
        `[workload]   ${rate} req/s: ${passed ? 'held' : 'MISSED'} (answered ${run.result.achieved}/s, p50 ${run.result.p50Ms} ms, ` +
          `p99 ${run.result.p99Ms} ms, ${run.result.errors} errors; load average ${loadBefore} -> ${loadAfter}; server ${serverRssMb} MB; ` +
          `CPU ms/request ${cpu.total} (server ${cpu.server}, PostgreSQL ${cpu.postgres ?? '-'}, generator ${cpu.generator}): CPU-bound ${cpu.cpuBoundRate} req/s)`,
      );
      if (run.failures.length) {
        console.log(`[workload]   failures:\n    ${run.failures.slice(0, 3).join('\n    ')}`);
        console.log(`[workload]   errors by outcome: ${JSON.stringify(record.errorsBy)}`);
        for (const [route, r] of Object.entries(record.perRoute))
          if (r.errorsBy) console.log(`[workload]     ${route}: ${JSON.stringify(r.errorsBy)}`);
      }
    }
    await stopServer(server);
    return {
      kind,
      schools,
      where,
      at: new Date().toISOString(),
      machine: `${cpus.length} x ${cpus[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
      dataSet: { ...mark, reused, sizeMb: size },
      secondsPerStep: SECONDS,
      serverStartSeconds: server.startSeconds,
      serverIdleRssMb,
      heldRate: heldRate(steps, searchOptions()),
      goal: schools === 20000 || (kind === 'pglite' && schools === 2000) ? GOALS[kind]! : null,
      steps,
    };
  } finally {
    await stopServer(server);
  }
}

/** The fixed rates of BENCH_WORKLOAD_RATES, or the search's next rate. */
function nextStep(steps: readonly StepResult[]): number | undefined {
  const fixed = (process.env.BENCH_WORKLOAD_RATES ?? '').split(',').filter(Boolean).map(Number);
  if (fixed.length) return fixed[steps.length];
  return nextRate(steps, searchOptions());
}

function searchOptions() {
  return {
    ...DEFAULT_SEARCH,
    startRate: Number(process.env.BENCH_WORKLOAD_START ?? DEFAULT_SEARCH.startRate),
  };
}

/** Writes one run into bench/results.json under workload.runs[label]["kind-schools"], keeping the rest. */
export function storeRun(label: string, run: RunResult): void {
  const file = path.join(root, 'bench', 'results.json');
  const stored = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  const workload = (stored.workload ?? {}) as {
    model?: unknown;
    runs?: Record<string, Record<string, unknown>>;
  };
  workload.model = MODEL;
  workload.runs ??= {};
  workload.runs[label] ??= {};
  workload.runs[label][`${run.kind}-${run.schools}`] = run;
  stored.workload = workload;
  fs.writeFileSync(file, JSON.stringify(stored, null, 2) + '\n');
}

export function printRun(run: RunResult): void {
  const held = run.steps.filter((s) => s.passed && s.rate === run.heldRate)[0];
  console.log(
    `\nWorkload, ${run.kind}, ${run.schools.toLocaleString('en')} schools (${run.where}, ${run.dataSet.sizeMb} MB): ` +
      `held ${run.heldRate} req/s with p99 < 100 ms and no error` +
      (run.goal ? ` (goal ${run.goal}: ${run.heldRate >= run.goal ? 'met' : 'missed'})` : ''),
  );
  for (const s of run.steps) {
    console.log(
      `  ${String(s.rate).padStart(5)} req/s  ${s.passed ? 'held  ' : 'missed'}  p50 ${String(s.p50Ms).padStart(6)} ms  p99 ${String(s.p99Ms).padStart(7)} ms  ` +
        `errors ${String(s.errors).padStart(5)}  load ${s.loadAverage1m.before}->${s.loadAverage1m.after}  server ${s.serverRssMb} MB` +
        (s.postgresBackends
          ? `  PG ${s.postgresBackends.backends} backends ${s.postgresBackends.pssMb} MB (Pss)`
          : '') +
        `  CPU ${s.cpuMsPerRequest.total} ms/request (CPU-bound ${s.cpuMsPerRequest.cpuBoundRate} req/s)`,
    );
    if (s.errors > 0) console.log(`          errors: ${JSON.stringify(s.errorsBy)}`);
  }
  if (held) {
    console.log(`  per route at ${held.rate} req/s (median / p99 ms):`);
    for (const [route, r] of Object.entries(held.perRoute))
      console.log(`    ${route.padEnd(58)} ${String(r.requests).padStart(6)}  ${r.medianMs} / ${r.p99Ms}`);
    if (held.scans) {
      console.log(`  whole-table scans per 1,000 requests at ${held.rate} req/s:`);
      for (const [table, f] of Object.entries(held.scans))
        console.log(
          `    ${table.padEnd(24)} ${f.scansPer1000} scans, ${f.rowsReadPerRequest} rows read per request (table: ${f.tableRows} rows)`,
        );
    }
  }
}

export function runsFromEnv(): { kind: 'postgres' | 'pglite'; schools: number }[] {
  const spec = process.env.BENCH_WORKLOAD_RUNS ?? 'postgres:200,postgres:20000,pglite:200,pglite:2000';
  return spec.split(',').map((item) => {
    const [kind, n] = item.trim().split(':');
    if ((kind !== 'postgres' && kind !== 'pglite') || !/^\d+$/.test(n ?? ''))
      throw new Error(`BENCH_WORKLOAD_RUNS: '${item}' is not kind:schools (postgres:20000, pglite:2000)`);
    return { kind, schools: Number(n) };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const label = process.env.BENCH_WORKLOAD_LABEL ?? 'latest';
  for (const { kind, schools } of runsFromEnv()) {
    if (process.env.BENCH_WORKLOAD_SEED_ONLY === '1') {
      await ensureWorkloadData(kind, schools);
      continue;
    }
    const run = await runWorkload(kind, schools);
    printRun(run);
    storeRun(label, run);
    console.log(`written: bench/results.json (workload.runs.${label}.${kind}-${schools})`);
  }
}
