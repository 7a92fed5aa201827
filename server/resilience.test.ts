import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { inArray } from 'drizzle-orm';
import { coaches, matchPlayers, tennisMatches } from './db/schema/index';
import { createCoach, createPlayer } from './test/factories';
import { openTestDatabase } from './test/test-database';

/**
 * The real server process, killed with SIGKILL in the middle of a stream of writes and started
 * again on the same data: every account whose set-up was acknowledged, and every new match
 * (each in its own transaction), must still be there.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-kill-'));
const outbox = path.join(dataDir, 'outbox.jsonl');
const children: ChildProcess[] = [];
/** On PostgreSQL, one fresh database per test (the code throttles are kept in the database). */
const databases: Array<() => Promise<void>> = [];
async function freshDatabaseUrl(): Promise<string | undefined> {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const db = await openTestDatabase();
  databases.push(() => db.close());
  return db.url;
}

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const drop of databases) await drop();
});

async function startServer(
  dir: string,
  databaseUrl: string | undefined,
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
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

/**
 * Runs `streams` concurrent loops of `write(stream, i)` against the server, kills it with SIGKILL
 * in the middle of them once `enough()` writes were acknowledged (however long the machine takes;
 * at most a minute) and returns once every loop has stopped (a write cut off by the kill ends its
 * loop). Each write records what the server acknowledged.
 */
async function writeUntilKilled(
  server: { child: ChildProcess },
  streams: number,
  write: (stream: number, i: number) => Promise<void>,
  enough: () => boolean,
): Promise<void> {
  let stop = false;
  const loops = Array.from({ length: streams }, async (_, s) => {
    for (let i = 0; !stop; i++) {
      try {
        await write(s, i);
      } catch {
        return; // the server died under us
      }
    }
  });
  const giveUp = Date.now() + 60_000;
  while (!enough() && Date.now() < giveUp) await new Promise((r) => setTimeout(r, 20));
  server.child.kill('SIGKILL');
  stop = true;
  await Promise.all(loops);
}

describe('kill -9 during sign-ups', () => {
  it('loses no acknowledged account after a restart', async () => {
    const databaseUrl = await freshDatabaseUrl();
    const first = await startServer(dataDir, databaseUrl);
    const acknowledged: string[] = [];
    // Four concurrent streams of sign-ups until the kill.
    await writeUntilKilled(
      first,
      4,
      async (s, i) => {
        const phone = `7${s}${String(i).padStart(8, '0')}`;
        if (await signUp(first.base, phone)) acknowledged.push(phone);
      },
      () => acknowledged.length > 3,
    );
    expect(acknowledged.length).toBeGreaterThan(3);

    // The restarted server takes over the stale lock, opens the data and answers.
    const second = await startServer(dataDir, databaseUrl);
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

/** A coach's token through the real sign-in calls (SPEC.md section 7), the code read from the outbox. */
async function coachToken(base: string, phone: string): Promise<string> {
  expect((await postForm(base, '/api/verify-code', { sms: phone, type: '1' })).status).toBe(200);
  const code = lastCode(phone);
  const v = await postForm(base, '/api/sms-login', { sms: phone, code, userType: '1' });
  const id = String(v.json.loginRegisterID);
  const info = (await (await fetch(`${base}/api/prepare-jwt-info/${id}`)).json()) as {
    cid: number;
    sid: number;
  };
  const login = await postForm(base, '/api/login', {
    LoginRegisterID: id,
    CoachID: String(info.cid),
    SchoolID: String(info.sid),
    SMS: phone,
    Code: code,
  });
  expect(login.status).toBe(200);
  return String(login.json.token);
}

describe('kill -9 during a stream of new matches', () => {
  it('loses no acknowledged match, nor any of its players, after a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-kill-matches-'));
    const databaseUrl = await freshDatabaseUrl();
    const target = databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dir, 'pglite') };
    // A coach with a team of 8 players, written straight to the database the server will open.
    const seed = await openDatabase(target);
    let coach: Awaited<ReturnType<typeof createCoach>>;
    const playerIds: number[] = [];
    try {
      coach = await createCoach(seed.db, { teamTypes: [1] });
      for (let i = 1; i <= 8; i++) {
        const p = await createPlayer(seed.db, {
          rosterId: coach.rosterIds[0]!,
          schoolId: coach.schoolId,
          position: i,
          firstName: `Kill${i}`,
        });
        playerIds.push(p.id);
      }
    } finally {
      await seed.close();
    }

    const first = await startServer(dir, databaseUrl);
    const token = await coachToken(first.base, coach.phone);
    const acknowledged = new Map<number, number[]>();
    // Sixteen concurrent streams, so that commits overlap when the server is killed.
    await writeUntilKilled(
      first,
      16,
      async (s, i) => {
        const pair = [playerIds[(s + i) % 8]!, playerIds[(s + i + 1) % 8]!];
        const res = await fetch(`${first.base}/api/auth/create-tennis-match`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            SchoolTeamRosterID: coach.rosterIds[0],
            MatchType: 3,
            IsSingles: true,
            MatchDate: '2026-05-01',
            MatchTime: '16:00',
            Plist: pair.map((ID) => ({ ID, Name: 'P' })),
          }),
        });
        if (res.status !== 200) return;
        const body = (await res.json()) as { res: { TennisMatchID: number } };
        acknowledged.set(body.res.TennisMatchID, pair);
      },
      () => acknowledged.size > 16,
    );
    expect(acknowledged.size).toBeGreaterThan(16);

    const second = await startServer(dir, databaseUrl);
    expect((await fetch(`${second.base}/api/health`)).status).toBe(200);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));

    const database = await openDatabase(target);
    try {
      const ids = [...acknowledged.keys()];
      const stored = await database.db
        .select({ id: tennisMatches.id })
        .from(tennisMatches)
        .where(inArray(tennisMatches.id, ids));
      expect(new Set(stored.map((m) => m.id)).size).toBe(ids.length);
      const people = await database.db
        .select({ matchId: matchPlayers.matchId, playerId: matchPlayers.playerId, slot: matchPlayers.slot })
        .from(matchPlayers)
        .where(inArray(matchPlayers.matchId, ids));
      const byMatch = new Map<number, number[]>();
      for (const p of people.sort((a, b) => a.slot - b.slot)) {
        byMatch.set(p.matchId, [...(byMatch.get(p.matchId) ?? []), p.playerId]);
      }
      for (const [id, pair] of acknowledged) expect(byMatch.get(id)).toEqual(pair);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
