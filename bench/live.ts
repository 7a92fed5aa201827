/**
 * The live dual scores benchmark (issue 33): `npm run bench:live`.
 *
 * Two server processes (bench/live-server.ts) on one new PostgreSQL database (BENCH_DATABASE_URL's server,
 * default postgres://postgres@127.0.0.1:5432/postgres; the database is made and dropped here), viewers on the
 * public live streams of both, on loopback, each viewer its own forwarded address. Two scenes:
 *   1. 1,000 viewers on one dual (half on each process), 20 score changes one after another;
 *   2. 10,000 viewers across 100 duals (100 each, half on each process), 20 rounds of 10 duals changed at once.
 * A change is a coach's PUT of a line's live score, sent to either process in turn; its delivery latency is
 * from just before the PUT to a viewer reading the event of that version. Reported: p50, p99 and max
 * latency, deliveries missed (every viewer must get every change, from both processes), and the servers'
 * resident memory per open connection. Figures go to docs/performance.md; nothing here is a test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.LIVE_ROUNDS ?? 20);

interface Server {
  child: ChildProcess;
  port: number;
  pid: number;
  token?: string;
  duals?: { id: number; publicToken: string }[];
}

async function startServer(url: string, seed: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/live-server.ts')], {
    cwd: root,
    env: { ...process.env, BENCH_DATABASE_URL: url, SEED_DUALS: String(seed) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve(out.slice(0, nl));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, ...(JSON.parse(line) as Omit<Server, 'child'>) };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

let addressCounter = 0;
/** A viewer: one public live stream, parsed by hand (id and arrival time of each event). */
class Viewer {
  readonly seen = new Map<number, number>();
  private req: http.ClientRequest | null = null;
  constructor(
    readonly port: number,
    readonly token: string,
  ) {}
  open(): Promise<void> {
    addressCounter += 1;
    const forwarded = `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
    return new Promise((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port: this.port,
          path: `/api/dual/${this.token}/live`,
          headers: { accept: 'text/event-stream', 'x-forwarded-for': forwarded },
          agent: false,
        },
        (res) => {
          if (res.statusCode !== 200) {
            reject(new Error(`stream answered ${res.statusCode}`));
            res.resume();
            return;
          }
          let buffer = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            const now = performance.now();
            buffer += chunk;
            let end;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const frame = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const id = /^id: (\d+)$/m.exec(frame);
              if (id) {
                if (!this.seen.has(Number(id[1]))) this.seen.set(Number(id[1]), now);
                resolve();
              }
            }
          });
        },
      );
      req.on('error', reject);
      this.req = req;
    });
  }
  close() {
    this.req?.destroy();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function put(port: number, token: string, dualId: number, sets: unknown): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/duals/${dualId}/lines/S1/live`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sets }),
  });
  if (!res.ok) throw new Error(`PUT answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { scoring: { liveVersion: number } }).scoring.liveVersion;
}

async function openAll(viewers: Viewer[]): Promise<void> {
  // In batches: a burst of thousands of connects would only measure the accept queue.
  for (let i = 0; i < viewers.length; i += 200)
    await Promise.all(viewers.slice(i, i + 200).map((v) => v.open()));
}

async function waitDelivered(viewers: Viewer[], version: number, limitMs = 15_000): Promise<void> {
  const start = performance.now();
  while (viewers.some((v) => !v.seen.has(version)) && performance.now() - start < limitMs)
    await new Promise((r) => setTimeout(r, 5));
}

interface SceneResult {
  viewers: number;
  changes: number;
  deliveries: number;
  missed: number;
  p50: number;
  p99: number;
  max: number;
  perProcess: Record<string, number>;
}

async function scene(
  servers: [Server, Server],
  duals: { id: number; publicToken: string }[],
  perDual: number,
  changedPerRound: number,
): Promise<{ result: SceneResult; viewers: Viewer[] }> {
  const [a] = servers;
  const byDual = new Map<number, Viewer[]>();
  const viewers: Viewer[] = [];
  for (const d of duals) {
    const list = Array.from({ length: perDual }, (_, i) => new Viewer(servers[i % 2]!.port, d.publicToken));
    byDual.set(d.id, list);
    viewers.push(...list);
  }
  await openAll(viewers);
  const latencies: number[] = [];
  let missed = 0;
  let changes = 0;
  const perProcess: Record<string, number> = { [servers[0].port]: 0, [servers[1].port]: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const chosen = [...duals].sort(() => Math.random() - 0.5).slice(0, changedPerRound);
    const sent = await Promise.all(
      chosen.map(async (d, i) => {
        const t0 = performance.now();
        const version = await put(servers[(round + i) % 2]!.port, a.token!, d.id, [
          { side1: round + 1, side2: i },
        ]);
        return { d, t0, version };
      }),
    );
    changes += sent.length;
    for (const { d, t0, version } of sent) {
      const list = byDual.get(d.id)!;
      await waitDelivered(list, version);
      for (const v of list) {
        const at = v.seen.get(version);
        if (at === undefined) missed += 1;
        else {
          latencies.push(at - t0);
          perProcess[v.port] = (perProcess[v.port] ?? 0) + 1;
        }
      }
    }
  }
  latencies.sort((x, y) => x - y);
  return {
    viewers,
    result: {
      viewers: viewers.length,
      changes,
      deliveries: latencies.length,
      missed,
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(latencies.at(-1) ?? NaN),
      perProcess,
    },
  };
}

const name = `courtside_bench_live_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const dbUrl = new URL(base);
dbUrl.pathname = `/${name}`;

const servers: Server[] = [];
try {
  const a = await startServer(dbUrl.toString(), 100);
  servers.push(a);
  const b = await startServer(dbUrl.toString(), 0);
  servers.push(b);
  const pair: [Server, Server] = [a, b];
  const idle = { a: rssMb(a.pid), b: rssMb(b.pid) };

  const one = await scene(pair, a.duals!.slice(0, 1), 1000, 1);
  for (const v of one.viewers) v.close();
  console.log(JSON.stringify({ scene: '1,000 viewers, one dual', ...one.result }));
  await new Promise((r) => setTimeout(r, 1000));

  const before = { a: rssMb(a.pid), b: rssMb(b.pid) };
  const many = await scene(pair, a.duals!, 100, 10);
  const after = { a: rssMb(a.pid), b: rssMb(b.pid) };
  const perConnKb = ((after.a - before.a + (after.b - before.b)) * 1024) / many.viewers.length;
  console.log(JSON.stringify({ scene: '10,000 viewers, 100 duals', ...many.result }));
  console.log(
    JSON.stringify({
      memory: {
        idleMb: { a: Math.round(idle.a), b: Math.round(idle.b) },
        with5000StreamsEachMb: { a: Math.round(after.a), b: Math.round(after.b) },
        perConnectionKb: Math.round(perConnKb * 10) / 10,
      },
    }),
  );
  for (const v of many.viewers) v.close();
} finally {
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((r) => s.child.once('exit', r))));
  const dropper = new pg.Client({ connectionString: base });
  await dropper.connect();
  await dropper.query(`drop database if exists ${name} with (force)`);
  await dropper.end();
}
