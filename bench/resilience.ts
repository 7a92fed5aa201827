/**
 * Resilience checks of issue 9 item 3 against a real PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres), each on a scratch database it creates and drops:
 *
 * 1. Outage: the real server reaches PostgreSQL through a local TCP proxy; under a steady load of
 *    GET /api/auth/roster the proxy drops every connection and refuses new ones for 10 s, then
 *    reopens. The server must answer 503 quickly meanwhile and serve 200s again without a restart.
 * 2. Two server processes on one database: a token issued by one works on the other, a logout on
 *    one ends the session on both, and code-request throttling counts requests made to either.
 *
 * Run by `npm run bench` (unless BENCH_RESILIENCE=0) or alone with `npx tsx bench/resilience.ts`.
 * Every loop is bounded and every request has a timeout, so it stops by itself; all traffic stays
 * on 127.0.0.1. Prints a table and stores the figures under "resilience" in bench/results.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const OUTAGE_MS = 10_000;
const WORKERS = 8;
const REQUEST_TIMEOUT_MS = 8_000;
const RECOVERY_LIMIT_MS = 20_000;
const AFTER_RECOVERY_MS = 5_000;

interface Server {
  child: ChildProcess;
  base: string;
  outbox: string;
  dataDir: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i]!);
}

async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `courtside_resilience_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base, connectionTimeoutMillis: 5000 });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The real server (`node --import tsx server/main.ts`), once it prints where it listens. */
async function startServer(databaseUrl: string, jwtSecret: string): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-resilience-'));
  const outbox = path.join(dataDir, 'outbox.jsonl');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      // No daily backup 60 s into a run (it would pause the embedded database's requests).
      BACKUP_KEEP_DAILY: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      SMS_TRANSPORT: 'console',
      SMS_OUTBOX: outbox,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within 60 s: ${out}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      // Logs at warn level (the outage's 503s) keep coming; only the start-up output is kept.
      if (out.length > 20_000) return;
      out += chunk.toString();
      const m = /running at (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${out}`));
    });
  });
  return { child, base, outbox, dataDir };
}

async function stopServer(s: Server): Promise<void> {
  if (s.child.exitCode === null && s.child.signalCode === null) {
    const exited = new Promise((r) => s.child.once('exit', r));
    s.child.kill('SIGTERM');
    const force = setTimeout(() => s.child.kill('SIGKILL'), 12_000);
    await exited;
    clearTimeout(force);
  }
  fs.rmSync(s.dataDir, { recursive: true, force: true });
}

/** A TCP proxy to PostgreSQL that can be cut (every socket destroyed, no new ones) and restored. */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
        sockets.clear();
      }),
    restore: () => listen(port),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}

async function call(
  base: string,
  url: string,
  opts: { method?: string; token?: string; form?: Record<string, string>; json?: unknown } = {},
): Promise<{ status: number; json: Record<string, unknown>; ms: number }> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | URLSearchParams | undefined;
  if (opts.form) body = new URLSearchParams(opts.form);
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const started = performance.now();
  const res = await fetch(base + url, {
    method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON (a proxy page or an empty body): the status says enough
  }
  return { status: res.status, json, ms };
}

function lastCode(outbox: string, phone: string): string {
  const lines = fs.readFileSync(outbox, 'utf8').trim().split('\n').reverse();
  for (const l of lines) {
    const m = JSON.parse(l) as { to: string; body: string };
    if (m.to === phone) return /\b(\d{6})\b/.exec(m.body)![1]!;
  }
  throw new Error(`no code for ${phone}`);
}

function expectStatus(what: string, got: { status: number; json: unknown }, want: number): void {
  if (got.status !== want)
    throw new Error(`${what}: ${got.status} ${JSON.stringify(got.json)} (expected ${want})`);
}

/** Signs up a Lincoln HS coach of one new team (a SPEC form field) through the real calls and signs them in. */
async function signUpCoach(s: Server, phone: string, team: 'jvBoys' | 'vGirls'): Promise<string> {
  expectStatus(
    'verify-code',
    await call(s.base, '/api/verify-code', { form: { sms: phone, type: '1' } }),
    200,
  );
  const code = lastCode(s.outbox, phone);
  const v = await call(s.base, '/api/sms-login', { form: { sms: phone, code, userType: '1' } });
  expectStatus('sms-login', v, 200);
  const loginRegisterID = String(v.json.loginRegisterID);
  const setup = await call(s.base, `/api/set-up/${loginRegisterID}`, {
    form: {
      school: 'lincoln-hs',
      fname: 'Res',
      lname: 'Ilience',
      email: 'r@example.org',
      phone,
      [team]: 'true',
    },
  });
  expectStatus('set-up', setup, 200);
  const login = await call(s.base, '/api/login', {
    json: {
      LoginRegisterID: loginRegisterID,
      CoachID: setup.json.coachID,
      SchoolID: setup.json.schoolID,
      SMS: phone,
      Code: code,
    },
  });
  expectStatus('login', login, 200);
  return String(login.json.token);
}

function phoneFor(n: number): string {
  return `6${String(process.pid % 10_000).padStart(4, '0')}${String(n).padStart(5, '0')}`.slice(0, 10);
}

interface Sample {
  start: number;
  end: number;
  status: number | 'error';
}

export interface OutageResult {
  outageSeconds: number;
  workers: number;
  outageAnswers: number;
  outageStatuses: Record<string, number>;
  outageP50Ms: number;
  outageP95Ms: number;
  outageMaxMs: number;
  healthDuringOutage: number;
  healthDuringOutageMs: number;
  firstOkAfterReopenMs: number | null;
  answersAfterRecovery: number;
  failuresAfterRecovery: number;
  restartedServer: false;
  pass: boolean;
}

async function outage(scratchUrl: string, jwtSecret: string): Promise<OutageResult> {
  const target = new URL(scratchUrl);
  const proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(scratchUrl);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  let server: Server | undefined;
  try {
    server = await startServer(viaProxy.toString(), jwtSecret);
    const token = await signUpCoach(server, phoneFor(1), 'jvBoys');
    expectStatus(
      'roster before the outage',
      await call(server.base, '/api/auth/roster?skillLevel=1', { token }),
      200,
    );

    const samples: Sample[] = [];
    let stop = false;
    const base = server.base;
    const workers = Array.from({ length: WORKERS }, async () => {
      while (!stop) {
        const start = performance.now();
        let status: Sample['status'];
        try {
          status = (await call(base, '/api/auth/roster?skillLevel=1', { token })).status;
        } catch {
          status = 'error';
        }
        samples.push({ start, end: performance.now(), status });
        // A modest load: each worker pauses briefly between requests.
        await sleep(20);
      }
    });

    await sleep(3000);
    const cutAt = performance.now();
    await proxy.cut();
    await sleep(OUTAGE_MS / 2);
    let health: { status: number; ms: number };
    try {
      health = await call(base, '/api/health');
    } catch {
      health = { status: 0, ms: REQUEST_TIMEOUT_MS };
    }
    await sleep(Math.max(0, cutAt + OUTAGE_MS - performance.now()));
    const reopenAt = performance.now();
    await proxy.restore();

    // Load continues until the first 200 after the reopening, then a few more seconds.
    const deadline = reopenAt + RECOVERY_LIMIT_MS;
    let firstOk: Sample | undefined;
    while (performance.now() < deadline) {
      firstOk = samples.find((s) => s.start >= reopenAt && s.status === 200);
      if (firstOk) break;
      await sleep(50);
    }
    if (firstOk) await sleep(AFTER_RECOVERY_MS);
    stop = true;
    await Promise.all(workers);

    const during = samples.filter((s) => s.start >= cutAt && s.end <= reopenAt);
    const statuses: Record<string, number> = {};
    for (const s of during) statuses[String(s.status)] = (statuses[String(s.status)] ?? 0) + 1;
    const latencies = during.map((s) => s.end - s.start).sort((a, b) => a - b);
    const after = firstOk ? samples.filter((s) => s.start >= firstOk.end) : [];
    const failuresAfter = after.filter((s) => s.status !== 200).length;
    const p95 = percentile(latencies, 95);
    const result: OutageResult = {
      outageSeconds: OUTAGE_MS / 1000,
      workers: WORKERS,
      outageAnswers: during.length,
      outageStatuses: statuses,
      outageP50Ms: percentile(latencies, 50),
      outageP95Ms: p95,
      outageMaxMs: Math.round(latencies[latencies.length - 1] ?? 0),
      healthDuringOutage: health.status,
      healthDuringOutageMs: Math.round(health.ms),
      firstOkAfterReopenMs: firstOk ? Math.round(firstOk.end - reopenAt) : null,
      answersAfterRecovery: after.length,
      failuresAfterRecovery: failuresAfter,
      restartedServer: false,
      pass: false,
    };
    result.pass =
      during.length > 0 &&
      during.every((s) => s.status === 503) &&
      p95 < 1000 &&
      health.status === 503 &&
      firstOk !== undefined &&
      after.length > 0 &&
      failuresAfter === 0 &&
      server.child.exitCode === null;
    return result;
  } finally {
    if (server) await stopServer(server);
    await proxy.close();
  }
}

export interface TwoServersResult {
  tokenFromAWorksOnB: number;
  logoutOnB: number;
  tokenOnAAfterLogoutOnB: number;
  codeRequests: { server: 'A' | 'B'; status: number }[];
  pass: boolean;
}

async function twoServers(scratchUrl: string, jwtSecret: string): Promise<TwoServersResult> {
  const servers: Server[] = [];
  try {
    const a = await startServer(scratchUrl, jwtSecret);
    servers.push(a);
    const b = await startServer(scratchUrl, jwtSecret);
    servers.push(b);
    const token = await signUpCoach(a, phoneFor(2), 'vGirls');
    const navbarOnB = await call(b.base, '/api/auth/userNavbarHeader', { token });
    const logoutOnB = await call(b.base, '/api/auth/logout', { method: 'POST', token });
    const navbarOnA = await call(a.base, '/api/auth/userNavbarHeader', { token });

    // One phone's code requests spread over both processes: five allowed in ten minutes.
    const phone = phoneFor(3);
    const order: ('A' | 'B')[] = ['A', 'B', 'A', 'B', 'A', 'B', 'A'];
    const codeRequests: TwoServersResult['codeRequests'] = [];
    for (const which of order) {
      const s = which === 'A' ? a : b;
      const r = await call(s.base, '/api/verify-code', { form: { sms: phone, type: '1' } });
      codeRequests.push({ server: which, status: r.status });
    }
    const pass =
      navbarOnB.status === 200 &&
      logoutOnB.status === 200 &&
      navbarOnA.status === 401 &&
      codeRequests.slice(0, 5).every((r) => r.status === 200) &&
      codeRequests.slice(5).every((r) => r.status === 429);
    return {
      tokenFromAWorksOnB: navbarOnB.status,
      logoutOnB: logoutOnB.status,
      tokenOnAAfterLogoutOnB: navbarOnA.status,
      codeRequests,
      pass,
    };
  } finally {
    for (const s of servers) await stopServer(s);
  }
}

export interface ResilienceResults {
  at: string;
  database: string;
  outage: OutageResult;
  twoServers: TwoServersResult;
}

function printTable(r: ResilienceResults): void {
  const o = r.outage;
  const t = r.twoServers;
  const rows: [string, string][] = [
    [
      `PostgreSQL cut for ${o.outageSeconds} s under ${o.workers} concurrent roster loops`,
      o.pass ? 'pass' : 'FAIL',
    ],
    [
      '  answers during the outage (status: count)',
      `${
        Object.entries(o.outageStatuses)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ') || 'none'
      }`,
    ],
    ['  outage answer latency p50 / p95 / max', `${o.outageP50Ms} / ${o.outageP95Ms} / ${o.outageMaxMs} ms`],
    ['  GET /api/health during the outage', `${o.healthDuringOutage} in ${o.healthDuringOutageMs} ms`],
    [
      '  first 200 after reopening',
      o.firstOkAfterReopenMs === null ? 'never' : `${o.firstOkAfterReopenMs} ms`,
    ],
    ['  requests after recovery (failed)', `${o.answersAfterRecovery} (${o.failuresAfterRecovery})`],
    ['Two server processes on one database', t.pass ? 'pass' : 'FAIL'],
    ['  token from A on B (navbar)', String(t.tokenFromAWorksOnB)],
    ['  logout on B, then the token on A', `${t.logoutOnB}, then ${t.tokenOnAAfterLogoutOnB}`],
    [
      '  code requests for one phone, A/B alternating',
      t.codeRequests.map((c) => `${c.server}:${c.status}`).join(' '),
    ],
  ];
  console.log('\nResilience (PostgreSQL)\n');
  for (const [k, v] of rows) console.log(`${k.padEnd(72)} ${v}`);
}

/**
 * Runs both checks on a scratch database, prints the table and stores the figures under
 * "resilience" in bench/results.json. Returns undefined (and stores nothing) when no PostgreSQL
 * answers.
 */
export async function runResilience(): Promise<ResilienceResults | undefined> {
  const scratch = await scratchDatabase();
  if (!scratch) {
    console.log('\nResilience: no PostgreSQL at BENCH_DATABASE_URL, skipped');
    return undefined;
  }
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  let results: ResilienceResults;
  try {
    const outageResult = await outage(scratch.url, jwtSecret);
    const twoServersResult = await twoServers(scratch.url, jwtSecret);
    results = {
      at: new Date().toISOString(),
      database: 'PostgreSQL (scratch database on BENCH_DATABASE_URL)',
      outage: outageResult,
      twoServers: twoServersResult,
    };
  } finally {
    await scratch.drop();
  }
  printTable(results);
  const file = path.join(root, 'bench', 'results.json');
  const stored = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  stored.resilience = results;
  fs.writeFileSync(file, JSON.stringify(stored, null, 2) + '\n');
  console.log('\nwritten: bench/results.json (resilience)');
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const results = await runResilience();
  process.exit(results && !(results.outage.pass && results.twoServers.pass) ? 1 : 0);
}
