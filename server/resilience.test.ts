import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { coaches } from './db/schema/index';
import { openTestDatabase } from './test/test-database';

/**
 * The real server process, killed with SIGKILL in the middle of a stream of sign-ups and started
 * again on the same data: every account whose set-up was acknowledged must still be there.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-kill-'));
const outbox = path.join(dataDir, 'outbox.jsonl');
const children: ChildProcess[] = [];
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await dropDatabase?.();
});

async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMS_OUTBOX: outbox,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST: path.join(dataDir, 'no-web'),
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 90_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  return { child, base };
}

function lastCode(phone: string): string {
  const lines = fs.readFileSync(outbox, 'utf8').trim().split('\n').reverse();
  for (const l of lines) {
    const m = JSON.parse(l) as { to: string; body: string };
    if (m.to === phone) return /\b(\d{6})\b/.exec(m.body)![1]!;
  }
  throw new Error(`no code for ${phone}`);
}

async function postForm(base: string, url: string, fields: Record<string, string>) {
  const res = await fetch(base + url, { method: 'POST', body: new URLSearchParams(fields) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function signUp(base: string, phone: string): Promise<boolean> {
  if ((await postForm(base, '/api/verify-code', { sms: phone, type: '1' })).status !== 200) return false;
  const v = await postForm(base, '/api/sms-login', { sms: phone, code: lastCode(phone), userType: '1' });
  if (v.status !== 200) return false;
  const setup = await postForm(base, `/api/set-up/${String(v.json.loginRegisterID)}`, {
    school: 'lincoln-hs',
    fname: 'Kill',
    lname: 'Test',
    email: 'k@example.org',
    phone,
  });
  return setup.status === 200;
}

describe('kill -9 during sign-ups', () => {
  it('loses no acknowledged account after a restart', async () => {
    if (process.env.TEST_DATABASE_URL) {
      const db = await openTestDatabase();
      databaseUrl = db.url;
      dropDatabase = () => db.close();
    }
    const first = await startServer();
    const acknowledged: string[] = [];
    let stop = false;
    // Four concurrent streams of sign-ups until the kill.
    const streams = [0, 1, 2, 3].map(async (s) => {
      for (let i = 0; !stop; i++) {
        const phone = `7${s}${String(i).padStart(8, '0')}`;
        try {
          if (await signUp(first.base, phone)) acknowledged.push(phone);
        } catch {
          return; // the server died under us
        }
      }
    });
    await new Promise((r) => setTimeout(r, 2500));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(streams);
    expect(acknowledged.length).toBeGreaterThan(3);

    // The restarted server takes over the stale lock, opens the data and answers.
    const second = await startServer();
    expect((await fetch(`${second.base}/api/health`)).status).toBe(200);
    const lastPhone = acknowledged[acknowledged.length - 1]!;
    const v = await postForm(second.base, '/api/sms-login', {
      sms: lastPhone,
      code: '000000',
      userType: '1',
    });
    expect(v.status).not.toBe(500);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));

    // Every acknowledged account is in the database.
    const database = await openDatabase(
      databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pglite') },
    );
    try {
      const rows = await database.db.select({ phone: coaches.phone }).from(coaches);
      const stored = new Set(rows.map((r) => r.phone));
      expect(acknowledged.filter((p) => !stored.has(p))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
