/**
 * Scale benchmark of issue 9: the roster call (GET /api/auth/roster?skillLevel=N) and the
 * match-list call (POST /api/auth/tennis-match) of one school's coach must answer within 1.3x
 * their latency on a one-school database when the database holds 2,000 schools (8,000 teams,
 * 200,000 players, 1,000,000 matches).
 *
 * On PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) it
 * creates two scratch databases, migrates both with the app's openDatabase and fills them with
 * set-based SQL (bench/scale-seed.ts): "small" holds school 1,000 alone, "large" schools 1-2,000;
 * school 1,000 has the same rows, ids included, in both, and both answer it byte for byte the same
 * (checked). Then VACUUM ANALYZE and a checkpoint, so neither autovacuum nor a checkpoint runs
 * during the timing. Both apps are built in this process (buildApp, the production plugins) and
 * listen on 127.0.0.1 port 0; calls go through real HTTP with fetch, one at a time, alternating
 * between the databases call by call so that a change of machine load hits both alike. Figures:
 * median and p95 latency per database and route, and the large/small ratio of the medians (the
 * target) and of the p95s. Where the roster has its reply cache (team_rosters.ladder_version, a
 * database from before issue 18 removed it) it is timed twice: as served (a cache hit, the steady state) and with the
 * cache bypassed by raising the school's ladder versions before each call (untimed), so the
 * roster query and its win statistics run every time, as after a ladder change. Two figures the machine's load hardly moves explain them: the CPU time
 * per call of this process and of the database's PostgreSQL backends (/proc/<pid>/schedstat, when
 * PostgreSQL runs on this machine), and the PostgreSQL buffers each route's queries touch (EXPLAIN
 * ANALYZE of the exact SQL the app sent).
 * The databases are dropped at the end, also on failure or Ctrl-C. The large fill takes about
 * 2-3 minutes on 2 vCPUs and 0.5 GB of disk.
 *
 * Run: npx tsx bench/scale.ts (SCALE_CALLS=300 timed calls per route and database). Prints a
 * table; exit code 1 when a target is missed. `runScale()` returns the figures as JSON.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { coachToken } from '../server/test/factories';
import { fillSchools, LAYOUT, schoolIds, type FillCounts } from './scale-seed';

/** The school whose coach makes every call: in the middle of the large database. */
const MEASURED_SCHOOL = 1000;
const TARGET_RATIO = 1.3;
const CALLS = Number(process.env.SCALE_CALLS ?? 300);
const WARMUP_CALLS = 60;
const ROUNDS = 10;

type DatabaseName = 'small' | 'large';

interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
}

/** What is timed: call i cycles through the coach's four teams and the three match types. */
interface Case {
  name: string;
  call: (i: number) => Call;
  /**
   * Raise the school's ladder versions before each call (untimed), so the roster's reply cache
   * (gone since issue 18) misses and the route runs its query, as after a ladder change.
   */
  bypassCache?: boolean;
}

const rosterCall = (i: number): Call => ({
  method: 'GET',
  url: `/api/auth/roster?skillLevel=${(i % 4) + 1}`,
});
const matchListCall = (i: number): Call => ({
  method: 'POST',
  url: '/api/auth/tennis-match',
  body: JSON.stringify({ matchTypeEnum: (i % 3) + 1, skillLevel: (i % 4) + 1 }),
});

/** The roster is timed as served and, where it has a reply cache, with the cache bypassed too. */
function casesFor(hasLadderVersions: boolean): Case[] {
  return [
    { name: 'GET /api/auth/roster', call: rosterCall },
    ...(hasLadderVersions
      ? [{ name: 'GET /api/auth/roster, cache bypassed', call: rosterCall, bypassCache: true }]
      : []),
    { name: 'POST /api/auth/tennis-match', call: matchListCall },
  ];
}

/** The connections of this script itself, left out of the database's CPU figures. */
const BENCH_CONNECTION = 'courtside-scale-bench';

export interface LatencyFigures {
  medianMs: number;
  p95Ms: number;
}

export interface ScaleRouteResult {
  route: string;
  small: LatencyFigures;
  large: LatencyFigures;
  /** large median / small median: the target. */
  medianRatio: number;
  /** large p95 / small p95, for information (noisier on a shared machine). */
  p95Ratio: number;
  /** Shared buffers (hit + read) the route's queries touch in one call, by EXPLAIN ANALYZE. */
  buffers: { small: number; large: number };
  /**
   * CPU milliseconds per timed call: this process (both apps and the fetch client) and the
   * PostgreSQL backends of that database (/proc/<pid>/schedstat; null when PostgreSQL runs on
   * another machine). Far steadier than latency when other work shares the CPUs.
   */
  cpuMsPerCall: Record<DatabaseName, { app: number; database: number | null }>;
  /** large / small PostgreSQL CPU per call; null when not measured. */
  databaseCpuRatio: number | null;
  target: number;
  met: boolean;
}

export interface ScaleResult {
  machine: string;
  at: string;
  /** 1-minute load average before and after the timing (the machine is shared). */
  loadAverage: { before: number; after: number };
  method: string;
  measuredSchool: number;
  callsPerRoute: number;
  databases: Record<DatabaseName, FillCounts & { sizeMb: number; fillSeconds: number }>;
  routes: ScaleRouteResult[];
  /** Every target met. */
  met: boolean;
}

interface Scratch {
  name: DatabaseName;
  url: string;
  database?: Database;
  close?: () => Promise<void>;
}

interface Target {
  name: DatabaseName;
  /** The scratch database's name, to find its PostgreSQL backends. */
  dbName: string;
  base: string;
  token: string;
  /** The SQL the app sent while this is set (see recordQueries). */
  recorded: { text: string; values: unknown[] }[] | undefined;
  /** Raises the measured school's ladder versions; undefined when the schema has none. */
  bumpLadderVersions: (() => Promise<void>) | undefined;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

function percentile(sorted: readonly number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? 0;
}

async function send(target: Target, call: Call): Promise<{ ms: number; text: string }> {
  const started = performance.now();
  const res = await fetch(target.base + call.url, {
    method: call.method,
    headers: {
      authorization: `Bearer ${target.token}`,
      ...(call.body ? { 'content-type': 'application/json' } : {}),
    },
    body: call.body,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200)
    throw new Error(`${target.name}: ${call.method} ${call.url} answered ${res.status}: ${text}`);
  return { ms, text };
}

/**
 * Keeps a copy of the SQL the app sends through its pool while target.recorded is set, so the
 * buffers are counted on exactly the queries the route runs instead of a copy of them here.
 */
function recordQueries(database: Database, target: Target): void {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [config, values] = args;
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    target.recorded?.push({ text, values: Array.isArray(values) ? values : [] });
    return query(...args);
  };
}

/** One call of a case: the cache bypass (untimed) and the timed request. */
async function run(target: Target, c: Case, i: number): Promise<{ ms: number; text: string }> {
  if (c.bypassCache) await target.bumpLadderVersions?.();
  return send(target, c.call(i));
}

/** Shared buffers (hit + read) one call of the route touches: EXPLAIN ANALYZE of each query it sent. */
async function routeBuffers(target: Target, url: string, c: Case): Promise<number> {
  // As timed: a cache miss for the bypass case, else a hit on an answer cached just before.
  if (c.bypassCache) await target.bumpLadderVersions?.();
  else await send(target, c.call(0));
  target.recorded = [];
  await send(target, c.call(0));
  const queries = target.recorded;
  target.recorded = undefined;
  const client = new pg.Client({ connectionString: url, application_name: BENCH_CONNECTION });
  await client.connect();
  try {
    let total = 0;
    for (const q of queries) {
      const explain = `explain (analyze, buffers, format json) ${q.text}`;
      await client.query(explain, q.values); // warm, as the timed calls were
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Record<string, number> }] }>(
        explain,
        q.values,
      );
      const plan = rows[0]!['QUERY PLAN'][0].Plan;
      total += (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
    }
    return total;
  } finally {
    await client.end();
  }
}

async function fill(scratch: Scratch, range: { from: number; to: number }) {
  const started = performance.now();
  const database = await openDatabase({ url: scratch.url });
  scratch.database = database;
  scratch.close = () => database.close();
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const counts = await fillSchools(client, range, (step, rows, seconds) =>
      console.log(
        `[scale] ${scratch.name}: ${step} ${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s`,
      ),
    );
    const vacuumStarted = performance.now();
    await client.query('vacuum analyze');
    await client.query('checkpoint');
    console.log(
      `[scale] ${scratch.name}: vacuum analyze + checkpoint in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`,
    );
    const { rows } = await client.query<{ bytes: string }>(
      'select pg_database_size(current_database()) as bytes',
    );
    return {
      ...counts,
      sizeMb: Math.round(Number(rows[0]!.bytes) / 2 ** 20),
      fillSeconds: round1((performance.now() - started) / 1000),
    };
  } finally {
    await client.end();
  }
}

async function serve(scratch: Scratch, dbName: string, dataDir: string): Promise<Target> {
  const database = scratch.database!;
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
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
    smsDelivery: false,
    sms: { send: () => Promise.resolve() },
  });
  const { coachId } = schoolIds(MEASURED_SCHOOL);
  const token = await coachToken({ ctx } as Parameters<typeof coachToken>[0], coachId);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const side = new pg.Client({ connectionString: scratch.url, application_name: BENCH_CONNECTION });
  await side.connect();
  const { rowCount } = await side.query(
    `select 1 from information_schema.columns where table_name = 'team_rosters' and column_name = 'ladder_version'`,
  );
  const target: Target = {
    name: scratch.name,
    dbName,
    base: address,
    token,
    recorded: undefined,
    bumpLadderVersions: rowCount
      ? async () => {
          await side.query(
            `update team_rosters set ladder_version = ladder_version + 1 where school_id = $1`,
            [MEASURED_SCHOOL],
          );
        }
      : undefined,
  };
  recordQueries(database, target);
  scratch.close = async () => {
    await app.close();
    await database.close();
    await side.end();
  };
  return target;
}

/** Both databases answer the measured school's calls with the same bytes; the roster has win statistics. */
async function checkSameAnswers(small: Target, large: Target): Promise<void> {
  for (const make of [rosterCall, matchListCall]) {
    for (let i = 0; i < 12; i++) {
      const call = make(i);
      const [a, b] = [(await send(small, call)).text, (await send(large, call)).text];
      if (a !== b)
        throw new Error(`the two databases answer ${call.method} ${call.url} ${call.body ?? ''} differently`);
    }
  }
  const roster = JSON.parse((await send(small, rosterCall(0))).text) as {
    res: { OMWLPer: number; CMWLPer: number }[];
  };
  if (!Array.isArray(roster.res) || !roster.res.some((p) => p.OMWLPer > 0 && p.CMWLPer > 0)) {
    throw new Error('the measured roster has no win statistics: the fill is wrong');
  }
}

/**
 * Nanoseconds on a CPU of each PostgreSQL backend connected to the database (first field of
 * /proc/<pid>/schedstat); undefined when PostgreSQL is not on this machine.
 */
async function backendCpu(admin: pg.Client, dbName: string): Promise<Map<number, number> | undefined> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = $1 and backend_type = 'client backend' and application_name is distinct from $2`,
    [dbName, BENCH_CONNECTION],
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      cpu.set(pid, Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      return undefined;
    }
  }
  return cpu;
}

/** CPU nanoseconds the backends used between two snapshots (a backend new since `before` counts from 0). */
function cpuSpent(
  before: Map<number, number> | undefined,
  after: Map<number, number> | undefined,
): number | undefined {
  if (!before || !after) return undefined;
  let ns = 0;
  for (const [pid, t] of after) ns += t - (before.get(pid) ?? 0);
  return ns;
}

interface Samples {
  ms: number[];
  appCpuUs: number;
  databaseCpuNs: number | undefined;
}

async function measure(
  admin: pg.Client,
  targets: Record<DatabaseName, Target>,
  cases: readonly Case[],
): Promise<Map<Case, Record<DatabaseName, Samples>>> {
  const times = new Map<Case, Record<DatabaseName, Samples>>();
  for (const c of cases) {
    times.set(c, {
      small: { ms: [], appCpuUs: 0, databaseCpuNs: 0 },
      large: { ms: [], appCpuUs: 0, databaseCpuNs: 0 },
    });
  }
  for (const target of Object.values(targets)) {
    for (const c of cases) for (let i = 0; i < WARMUP_CALLS; i++) await run(target, c, i);
  }
  const perRound = Math.ceil(CALLS / ROUNDS);
  const names: DatabaseName[] = ['small', 'large'];
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of cases) {
      // Untimed: refill the reply cache with each team's answer (the last block bumped the versions).
      for (const name of names) for (let i = 0; i < 4; i++) await run(targets[name], c, i);
      const databaseBefore = {
        small: await backendCpu(admin, targets.small.dbName),
        large: await backendCpu(admin, targets.large.dbName),
      };
      for (let k = 0; k < perRound; k++) {
        const i = round * perRound + k;
        if (i >= CALLS) break;
        // Call by call, small and large take turns going first, so load changes hit both alike.
        for (const name of i % 2 === 0 ? names : [...names].reverse()) {
          const target = targets[name];
          const into = times.get(c)![name];
          if (c.bypassCache) await target.bumpLadderVersions?.();
          const appBefore = process.cpuUsage();
          into.ms.push((await send(target, c.call(i))).ms);
          const app = process.cpuUsage(appBefore);
          into.appCpuUs += app.user + app.system;
        }
      }
      for (const name of names) {
        const into = times.get(c)![name];
        const spent = cpuSpent(databaseBefore[name], await backendCpu(admin, targets[name].dbName));
        into.databaseCpuNs =
          spent === undefined || into.databaseCpuNs === undefined ? undefined : into.databaseCpuNs + spent;
      }
    }
  }
  return times;
}

function figures(samples: readonly number[]): LatencyFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  return { medianMs: round2(percentile(sorted, 50)), p95Ms: round2(percentile(sorted, 95)) };
}

/** Creates, fills and measures both databases, then drops them; throws when PostgreSQL does not answer. */
export async function runScale(): Promise<ScaleResult> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  const suffix = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const scratches: Record<DatabaseName, Scratch> = {
    small: { name: 'small', url: '' },
    large: { name: 'large', url: '' },
  };
  const dbNames = { small: `courtside_scale_small_${suffix}`, large: `courtside_scale_large_${suffix}` };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-scale-'));

  let cleaned: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      for (const scratch of Object.values(scratches)) await scratch.close?.().catch(() => undefined);
      // WITH (FORCE) also ends a fill still running on its own connection.
      for (const name of Object.values(dbNames)) {
        await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      }
      await admin.end().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n[scale] ${signal}: dropping the scratch databases`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    for (const name of ['small', 'large'] as const) {
      await admin.query(`create database ${dbNames[name]}`);
      const url = new URL(baseUrl);
      url.pathname = `/${dbNames[name]}`;
      scratches[name].url = url.toString();
    }
    const small = await fill(scratches.small, { from: MEASURED_SCHOOL, to: MEASURED_SCHOOL });
    const large = await fill(scratches.large, { from: 1, to: LAYOUT.schools });
    const targets = {
      small: await serve(scratches.small, dbNames.small, dataDir),
      large: await serve(scratches.large, dbNames.large, dataDir),
    };
    await checkSameAnswers(targets.small, targets.large);
    const cases = casesFor(targets.large.bumpLadderVersions !== undefined);

    const loadBefore = os.loadavg()[0]!;
    console.log(
      `[scale] timing ${CALLS} calls per route and database (load average ${loadBefore.toFixed(2)})`,
    );
    const times = await measure(admin, targets, cases);
    const loadAfter = os.loadavg()[0]!;

    const routes: ScaleRouteResult[] = [];
    for (const c of cases) {
      const samples = times.get(c)!;
      const s = figures(samples.small.ms);
      const l = figures(samples.large.ms);
      const medianRatio = round2(l.medianMs / s.medianMs);
      const cpu = (x: Samples) => ({
        app: round2(x.appCpuUs / 1000 / x.ms.length),
        database: x.databaseCpuNs === undefined ? null : round2(x.databaseCpuNs / 1e6 / x.ms.length),
      });
      const cpuMsPerCall = { small: cpu(samples.small), large: cpu(samples.large) };
      const [dbSmall, dbLarge] = [cpuMsPerCall.small.database, cpuMsPerCall.large.database];
      routes.push({
        route: c.name,
        small: s,
        large: l,
        medianRatio,
        p95Ratio: round2(l.p95Ms / s.p95Ms),
        buffers: {
          small: await routeBuffers(targets.small, scratches.small.url, c),
          large: await routeBuffers(targets.large, scratches.large.url, c),
        },
        cpuMsPerCall,
        databaseCpuRatio: dbSmall && dbLarge !== null ? round2(dbLarge / dbSmall) : null,
        target: TARGET_RATIO,
        met: medianRatio <= TARGET_RATIO,
      });
    }
    const cpus = os.cpus();
    return {
      machine: `${cpus.length} x ${cpus[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
      at: new Date().toISOString(),
      loadAverage: { before: round2(loadBefore), after: round2(loadAfter) },
      method:
        `PostgreSQL; both apps in one process (buildApp, app.listen on 127.0.0.1:0), fetch one call at a time, ` +
        `${WARMUP_CALLS} warm-up calls, then small and large call by call (${ROUNDS} rounds of each route); ` +
        `"cache bypassed": the school's ladder versions raised (untimed) before each call`,
      measuredSchool: MEASURED_SCHOOL,
      callsPerRoute: CALLS,
      databases: { small, large },
      routes,
      met: routes.every((r) => r.met),
    };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}

export function printScaleTable(result: ScaleResult): void {
  const { small, large } = result.databases;
  console.log(
    `\nScale (${result.machine}; load average ${result.loadAverage.before} -> ${result.loadAverage.after})\n` +
      `small: ${small.schools} school, ${small.matches.toLocaleString('en')} matches, ${small.sizeMb} MB; ` +
      `large: ${large.schools.toLocaleString('en')} schools, ${large.teams.toLocaleString('en')} teams, ` +
      `${large.players.toLocaleString('en')} players, ${large.matches.toLocaleString('en')} matches, ` +
      `${large.matchPlayers.toLocaleString('en')} match players, ${large.sizeMb} MB (filled in ${large.fillSeconds} s)\n`,
  );
  const rows = [
    [
      '',
      'median ms small / large',
      'ratio',
      'p95 ms small / large',
      'ratio',
      'db CPU ms/call',
      'ratio',
      'app CPU ms/call',
      'buffers',
      'target',
    ],
    ...result.routes.map((r) => [
      r.route,
      `${r.small.medianMs} / ${r.large.medianMs}`,
      r.medianRatio.toFixed(2),
      `${r.small.p95Ms} / ${r.large.p95Ms}`,
      r.p95Ratio.toFixed(2),
      `${r.cpuMsPerCall.small.database ?? '-'} / ${r.cpuMsPerCall.large.database ?? '-'}`,
      r.databaseCpuRatio?.toFixed(2) ?? '-',
      `${r.cpuMsPerCall.small.app} / ${r.cpuMsPerCall.large.app}`,
      `${r.buffers.small} / ${r.buffers.large}`,
      `${r.met ? 'met' : 'MISSED'} (median ratio <= ${r.target})`,
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
  for (const row of rows) console.log(row.map((cell, c) => String(cell).padEnd(widths[c]!)).join('  '));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await runScale();
  printScaleTable(result);
  process.exit(result.met ? 0 : 1);
}
