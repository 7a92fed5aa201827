/**
 * npm run bench:workload:explain: what each route of the workload mix costs the database, on a
 * seeded PostgreSQL data set (default courtside_workload_20000; BENCH_WORKLOAD_SCHOOLS=N).
 *
 * The app is built in this process (buildApp, production config) on the data set and listens on
 * 127.0.0.1 port 0. For every route of the mix (bench/workload-mix.ts): REQUESTS requests by
 * random users of random schools, then the table statistics' change (pg_stat_user_tables, read
 * after the backends reported them) gives the whole-table scans per request of that route; and
 * every statement the route's last request sent is explained twice: EXPLAIN (ANALYZE, BUFFERS)
 * with its values (a custom plan), and EXPLAIN (ANALYZE, BUFFERS) EXECUTE of the same statement
 * PREPAREd with plan_cache_mode = force_generic_plan (the plan a prepared statement falls back to
 * after five executions). Writes are explained inside a transaction that is rolled back.
 * Prints the statements that scan whole tables or are slow, and stores every finding in
 * bench/results.json (workload.explain[label]).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { readTableStats, TokenMint } from './workload-load';
import { MIX, randomSource, type MixEntry } from './workload-mix';
import { ensureWorkloadData, workloadIds } from './workload-seed';

const root = path.resolve(import.meta.dirname, '..');
const SCHOOLS = Number(process.env.BENCH_WORKLOAD_SCHOOLS ?? 20000);
const REQUESTS = Number(process.env.BENCH_EXPLAIN_REQUESTS ?? 40);
const SECRET = 'workload-explain-secret-workload-explain-secret';
/** BENCH_EXPLAIN_PLANS=0: only count and list each route's statements (no plans, no table statistics). */
const PLANS = process.env.BENCH_EXPLAIN_PLANS !== '0';
/** A statement slower than this (ms, custom or generic plan) is listed. */
const SLOW_MS = 2;
/** A sequential scan of a table with more rows than this is listed. */
const BIG_TABLE_ROWS = 1000;

interface Sent {
  text: string;
  values: unknown[];
}

/** Every statement the app's connections send while `recording` is set (this file's own are not). */
let recording: Sent[] | undefined;
/** Statements (round trips, transaction control included) the app's connections sent while counting. */
let counted: number | undefined;
const ownClients = new WeakSet<pg.Client>();
type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const clientPrototype = pg.Client.prototype as unknown as { query: Query };
const originalQuery = clientPrototype.query;
clientPrototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counted !== undefined && !ownClients.has(this)) counted++;
  if (recording && !ownClients.has(this)) {
    const [config, values] = args;
    if (typeof config === 'string')
      recording.push({ text: config, values: Array.isArray(values) ? values : [] });
    else if (config && typeof (config as { text?: unknown }).text === 'string') {
      const c = config as { text: string; values?: unknown[] };
      recording.push({ text: c.text, values: c.values ?? (Array.isArray(values) ? values : []) });
    }
  }
  return originalQuery.apply(this, args);
};

/** A SQL literal of a bound value (for EXECUTE's arguments). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) {
    const items = value.map((v) =>
      v === null ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
    );
    return `'{${items.join(',').replace(/'/g, "''")}}'`;
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Filter?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

interface Explained {
  ms: number;
  buffers: number;
  seqScans: { table: string; filter: string | null; rowsRead: number }[];
  error?: string;
}

function seqScansOf(node: PlanNode, out: Explained['seqScans']): void {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
    const loops = node['Actual Loops'] ?? 1;
    out.push({
      table: node['Relation Name'],
      filter: node.Filter ?? null,
      rowsRead: ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * loops,
    });
  }
  for (const child of node.Plans ?? []) seqScansOf(child, out);
}

async function explain(client: pg.Client, sent: Sent, generic: boolean): Promise<Explained> {
  await client.query('begin');
  try {
    let rows: { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }[];
    if (generic) {
      await client.query(`set local plan_cache_mode = force_generic_plan`);
      await client.query(`prepare workload_explain as ${sent.text}`);
      const args = sent.values.length ? `(${sent.values.map(literal).join(', ')})` : '';
      ({ rows } = await client.query(
        `explain (analyze, buffers, format json) execute workload_explain${args}`,
      ));
    } else {
      ({ rows } = await client.query(`explain (analyze, buffers, format json) ${sent.text}`, sent.values));
    }
    const top = rows[0]!['QUERY PLAN'][0];
    const seqScans: Explained['seqScans'] = [];
    seqScansOf(top.Plan, seqScans);
    return {
      ms: Math.round(top['Execution Time'] * 100) / 100,
      buffers: (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0),
      seqScans,
    };
  } catch (err) {
    return { ms: 0, buffers: 0, seqScans: [], error: (err as Error).message };
  } finally {
    await client.query('rollback');
    if (generic) await client.query('deallocate all');
  }
}

export interface StatementFinding {
  statement: string;
  custom: Explained;
  generic: Explained;
}

export interface RouteFinding {
  route: string;
  /** Statements sent per request (each a round trip to the database; begin/commit included). */
  statementsPerRequest: number;
  /** Whole-table scans per request (pg_stat_user_tables over the route's requests), by table. */
  scansPerRequest: Record<string, { scans: number; rowsRead: number; tableRows: number }>;
  statements: StatementFinding[];
}

async function main(): Promise<void> {
  const { target } = await ensureWorkloadData('postgres', SCHOOLS);
  if (target.kind !== 'postgres') throw new Error('PostgreSQL only');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-explain-'));
  const database = await openDatabase({ url: target.url });
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'none'),
    DATABASE_URL: target.url,
  });
  const { app } = await buildApp({ config, database, logger: false, sms: { send: () => Promise.resolve() } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const client = new pg.Client({
    connectionString: target.url,
    application_name: 'courtside-workload-explain',
  });
  ownClients.add(client);
  await client.connect();
  const mint = new TokenMint(SECRET);
  const today = new Date().toISOString().slice(0, 10);
  const rng = randomSource(42);
  const findings: RouteFinding[] = [];
  const send = async (entry: MixEntry) => {
    const school = 1 + Math.floor(rng() * SCHOOLS);
    const r = entry.make({ rng, school: workloadIds(school, SCHOOLS), today });
    const res = await fetch(base + r.path, {
      method: r.method,
      body: r.body,
      headers: {
        authorization: `Bearer ${mint.tokenFor(r.user)}`,
        ...(r.body ? { 'content-type': r.contentType ?? 'application/json' } : {}),
      },
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${entry.route}: ${res.status} ${text.slice(0, 300)}`);
  };
  try {
    // Warm every route once (caches, prepared statements), then let the statistics settle.
    for (const entry of MIX) await send(entry);
    for (const entry of MIX) {
      if (PLANS) await new Promise((r) => setTimeout(r, 11_000));
      const before = await readTableStats(client);
      counted = 0;
      for (let i = 0; i < REQUESTS - 1; i++) await send(entry);
      recording = [];
      await send(entry);
      const sent = recording;
      recording = undefined;
      const statementsPerRequest = Math.round((counted / REQUESTS) * 100) / 100;
      counted = undefined;
      if (!PLANS) {
        console.log(`\n${entry.route}: ${statementsPerRequest} statements per request; the last one sent:`);
        for (const x of sent) console.log(`  ${x.text.replace(/\s+/g, ' ').trim().slice(0, 300)}`);
        continue;
      }
      // Backends report their statistics at most every second, and up to 10 s after going idle.
      await new Promise((r) => setTimeout(r, 11_000));
      const after = await readTableStats(client);
      const scansPerRequest: RouteFinding['scansPerRequest'] = {};
      for (const [table, a] of after) {
        const b = before.get(table);
        const scans = a.seqScan - (b?.seqScan ?? 0);
        if (scans > 0)
          scansPerRequest[table] = {
            scans: Math.round((scans / REQUESTS) * 100) / 100,
            rowsRead: Math.round((a.seqTupRead - (b?.seqTupRead ?? 0)) / REQUESTS),
            tableRows: a.liveRows,
          };
      }
      const statements: StatementFinding[] = [];
      const seen = new Set<string>();
      for (const s of sent) {
        if (/^\s*(begin|commit|rollback|savepoint|release|set |select set_config)/i.test(s.text)) continue;
        if (seen.has(s.text)) continue;
        seen.add(s.text);
        statements.push({
          statement: s.text.replace(/\s+/g, ' ').trim(),
          custom: await explain(client, s, false),
          generic: await explain(client, s, true),
        });
      }
      findings.push({ route: entry.route, statementsPerRequest, scansPerRequest, statements });
      print(findings[findings.length - 1]!);
    }
  } finally {
    await client.end();
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const file = path.join(root, 'bench', 'results.json');
  const stored = (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}) as {
    workload?: { explain?: Record<string, unknown> };
  };
  stored.workload ??= {};
  stored.workload.explain ??= {};
  stored.workload.explain[process.env.BENCH_WORKLOAD_LABEL ?? 'latest'] = {
    at: new Date().toISOString(),
    schools: SCHOOLS,
    database: target.database,
    requestsPerRoute: REQUESTS,
    loadAverage1m: os.loadavg()[0],
    routes: findings,
  };
  fs.writeFileSync(file, JSON.stringify(stored, null, 2) + '\n');
  console.log('\nwritten: bench/results.json (workload.explain)');
}

function print(f: RouteFinding): void {
  console.log(`\n${f.route}: ${f.statementsPerRequest} statements per request`);
  const scans = Object.entries(f.scansPerRequest).filter(([, s]) => s.tableRows > BIG_TABLE_ROWS);
  for (const [table, s] of scans)
    console.log(
      `  table scans per request: ${table} ${s.scans} (${s.rowsRead} rows read; table ${s.tableRows} rows)`,
    );
  for (const s of f.statements) {
    const big = [...s.custom.seqScans, ...s.generic.seqScans].filter((x) => x.rowsRead > BIG_TABLE_ROWS);
    const slow = s.custom.ms > SLOW_MS || s.generic.ms > SLOW_MS;
    if (!big.length && !slow && !s.custom.error && !s.generic.error) continue;
    console.log(
      `  ${s.custom.ms} ms custom (${s.custom.buffers} buffers), ${s.generic.ms} ms generic (${s.generic.buffers} buffers)` +
        `${s.generic.error ? ` [generic: ${s.generic.error}]` : ''}${s.custom.error ? ` [custom: ${s.custom.error}]` : ''}`,
    );
    for (const [kind, e] of [
      ['custom', s.custom],
      ['generic', s.generic],
    ] as const)
      for (const x of e.seqScans.filter((y) => y.rowsRead > BIG_TABLE_ROWS))
        console.log(
          `    ${kind}: Seq Scan on ${x.table} (${x.rowsRead} rows read) filter ${x.filter ?? '-'}`,
        );
    console.log(`    ${s.statement.slice(0, 400)}`);
  }
}

await main();
