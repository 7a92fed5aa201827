/**
 * The workload benchmark's load generator: open-loop, constant-rate steps over keep-alive HTTP
 * (node:http), every request by the user its draw names, with a token of that user's seeded
 * session. Latency is counted from the moment a request was due, not from when a socket took it,
 * so a server that falls behind shows it in the percentiles instead of being offered less.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type pg from 'pg';
import {
  drawRequest,
  percentile,
  randomSource,
  type StepResult,
  type User,
  type WorkloadRequest,
} from './workload-mix';

/** Tokens as the server signs them (HS256 JWT, server/auth/tokens.ts), one per user, made on first use. */
export class TokenMint {
  private readonly tokens = new Map<string, string>();
  private readonly header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

  constructor(
    private readonly secret: string,
    private readonly ttlSeconds = 3600,
  ) {}

  tokenFor(user: User): string {
    const key = `${user.kind}:${user.id}`;
    let token = this.tokens.get(key);
    if (!token) {
      const iat = Math.floor(Date.now() / 1000);
      // The sessions the seed wrote (bench/scale-seed.ts): 'scale-coach-<id>', 'scale-player-<id>'.
      const claims =
        user.kind === 'coach'
          ? { sess: `scale-coach-${user.id}`, cid: user.id, sid: user.schoolId, teams: user.teams }
          : { sess: `scale-player-${user.id}`, pid: user.id, pcid: user.headCoachId, psid: user.schoolId };
      const payload = Buffer.from(JSON.stringify({ ...claims, iat, exp: iat + this.ttlSeconds })).toString(
        'base64url',
      );
      const signature = crypto
        .createHmac('sha256', this.secret)
        .update(`${this.header}.${payload}`)
        .digest('base64url');
      token = `${this.header}.${payload}.${signature}`;
      this.tokens.set(key, token);
    }
    return token;
  }
}

export interface Sample {
  route: string;
  ms: number;
  ok: boolean;
  status: number;
  /**
   * What a failed request got: its status and the answer's contract code ('503
   * service_unavailable'), or, with no answer, 'timeout' (none within REQUEST_TIMEOUT_MS) or the
   * socket's error code ('socket ECONNRESET').
   */
  outcome?: string;
}

export interface StepRun {
  result: StepResult;
  samples: Sample[];
  /** A few failed requests, to say what went wrong. */
  failures: string[];
}

const REQUEST_TIMEOUT_MS = 10_000;

function send(
  agent: http.Agent,
  base: URL,
  req: WorkloadRequest,
  token: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { authorization: `Bearer ${token}` };
    if (req.body !== undefined) {
      headers['content-type'] = req.contentType ?? 'application/json';
      headers['content-length'] = Buffer.byteLength(req.body);
    }
    const r = http.request(
      { agent, host: base.hostname, port: base.port, method: req.method, path: req.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    r.setTimeout(REQUEST_TIMEOUT_MS, () => r.destroy(new Error('timeout')));
    r.on('error', reject);
    r.end(req.body);
  });
}

export interface StepOptions {
  baseUrl: string;
  rate: number;
  seconds: number;
  schools: number;
  today: string;
  mint: TokenMint;
  seed: number;
  /** Most requests in flight; further due ones wait (and their wait counts as latency). */
  maxInFlight?: number;
}

/** Offers `rate` requests per second for `seconds`, then waits for the answers. */
export async function runStep(opts: StepOptions): Promise<StepRun> {
  const base = new URL(opts.baseUrl);
  const maxInFlight = opts.maxInFlight ?? 256;
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight });
  const rng = randomSource(opts.seed);
  const samples: Sample[] = [];
  const failures: string[] = [];
  const total = Math.round(opts.rate * opts.seconds);
  const started = performance.now();
  const pending = new Set<Promise<void>>();
  let sent = 0;

  const fire = (due: number) => {
    const req = drawRequest(rng, opts.schools, opts.today);
    const token = opts.mint.tokenFor(req.user);
    const p = send(agent, base, req, token).then(
      ({ status, body }) => {
        const ok = status >= 200 && status < 300;
        const sample: Sample = { route: req.route, ms: performance.now() - due, ok, status };
        if (!ok) sample.outcome = failedAnswer(status, body);
        samples.push(sample);
        if (!ok && failures.length < 10)
          failures.push(`${req.method} ${req.path} -> ${status} ${body.slice(0, 200)}`);
      },
      (err: NodeJS.ErrnoException) => {
        const outcome = err.message === 'timeout' ? 'timeout' : `socket ${err.code ?? err.message}`;
        samples.push({ route: req.route, ms: performance.now() - due, ok: false, status: 0, outcome });
        if (failures.length < 10) failures.push(`${req.method} ${req.path} -> ${err.message}`);
      },
    );
    const tracked = p.finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  // Every 2 ms, send the requests that are due by now, each timed from its own due moment.
  while (sent < total) {
    const now = performance.now();
    const dueCount = Math.min(total, Math.floor(((now - started) / 1000) * opts.rate));
    while (sent < dueCount) {
      fire(started + (sent / opts.rate) * 1000);
      sent++;
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  const offeredSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    result: {
      rate: opts.rate,
      achieved: Math.round((samples.length / Math.max(elapsed, offeredSeconds)) * 10) / 10,
      requests: samples.length,
      errors: samples.filter((s) => !s.ok).length,
      p50Ms: round1(percentile(times, 50)),
      p99Ms: round1(percentile(times, 99)),
    },
    samples,
    failures,
  };
}

export const round1 = (x: number) => Math.round(x * 10) / 10;

/** A non-2xx answer as '<status> <contract code>' (the code of `{ error, code }`, when it has one). */
export function failedAnswer(status: number, body: string): string {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    if (typeof code === 'string') return `${status} ${code}`;
  } catch {
    // Not JSON: the status alone.
  }
  return String(status);
}

/** Failed requests counted by outcome ('503 service_unavailable', 'timeout'), most frequent first. */
export function errorsByOutcome(samples: readonly Sample[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const s of samples) {
    if (!s.ok)
      counts.set(s.outcome ?? String(s.status), (counts.get(s.outcome ?? String(s.status)) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]));
}

export interface RouteFigures {
  requests: number;
  errors: number;
  /** The failed requests by outcome (see errorsByOutcome); only when some failed. */
  errorsBy?: Record<string, number>;
  medianMs: number;
  p99Ms: number;
}

/** Median, p99, count and failures per route of a step's samples. */
export function perRoute(samples: readonly Sample[]): Record<string, RouteFigures> {
  const byRoute = new Map<string, Sample[]>();
  for (const s of samples) {
    const list = byRoute.get(s.route) ?? [];
    list.push(s);
    byRoute.set(s.route, list);
  }
  const out: Record<string, RouteFigures> = {};
  for (const [route, list] of [...byRoute].sort((a, b) => b[1].length - a[1].length)) {
    const times = list.map((s) => s.ms).sort((a, b) => a - b);
    const errors = list.filter((s) => !s.ok).length;
    out[route] = {
      requests: list.length,
      errors,
      ...(errors > 0 ? { errorsBy: errorsByOutcome(list) } : {}),
      medianMs: round1(percentile(times, 50)),
      p99Ms: round1(percentile(times, 99)),
    };
  }
  return out;
}

/** A table's counters in pg_stat_user_tables: whole-table scans, the rows they read, its rows. */
export interface TableStats {
  seqScan: number;
  seqTupRead: number;
  liveRows: number;
}

/** Every table's scan counters, for the difference across a step or a route's requests. */
export async function readTableStats(client: pg.Client): Promise<Map<string, TableStats>> {
  const { rows } = await client.query<{
    relname: string;
    seq_scan: string;
    seq_tup_read: string;
    n_live_tup: string;
  }>(`select relname, seq_scan, seq_tup_read, n_live_tup from pg_stat_user_tables`);
  return new Map(
    rows.map((r) => [
      r.relname,
      { seqScan: Number(r.seq_scan), seqTupRead: Number(r.seq_tup_read), liveRows: Number(r.n_live_tup) },
    ]),
  );
}
