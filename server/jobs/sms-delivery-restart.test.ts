import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnnouncementDetail, DeliveryReply } from '../../contract/announcements';
import { TokenService } from '../auth/tokens';
import { openDatabase, type Database } from '../db/client';
import { sessions, smsJobs } from '../db/schema/index';
import { createCoach, createPlayer } from '../test/factories';
import { openTestDatabase } from '../test/test-database';

/**
 * The real server, sending an announcement through a Twilio stand-in, killed with SIGKILL while
 * sends are in flight and started again on the same data: every recipient gets exactly one
 * message that the provider accepted, and no recorded send is repeated. (A message accepted by
 * the provider in the instant before the process records it is found by the retry's look-up in
 * the provider's list, and not sent again: server/jobs/sms-delivery-twilio.test.ts.)
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-sms-kill-'));
const secret = 'restart-test-secret-restart-test-secret-0123';
const children: ChildProcess[] = [];
let closeStub: (() => Promise<void>) | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await closeStub?.();
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Twilio's Messages API, accepting the first `acceptFirst` messages and leaving later ones
 * unanswered; its list (GET) holds the accepted messages, newest first.
 */
async function twilioStub() {
  const accepted: { to: string; body: string; sid: string; at: Date }[] = [];
  let pending = 0;
  let acceptFirst = Number.POSITIVE_INFINITY;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.method === 'GET') {
        const to = new URL(req.url ?? '/', 'http://stub').searchParams.get('To')?.replace(/^\+1/, '');
        const messages = accepted
          .filter((m) => m.to === to)
          .reverse()
          .map((m) => ({ sid: m.sid, body: m.body, status: 'sent', date_created: m.at.toUTCString() }));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages }));
        return;
      }
      const form = new URLSearchParams(raw);
      if (accepted.length >= acceptFirst) {
        pending += 1;
        req.socket.once('close', () => (pending -= 1));
        return; // never answered: the send is in flight when the server dies
      }
      const sid = `SM${accepted.length + 1}`;
      accepted.push({
        to: (form.get('To') ?? '').replace(/^\+1/, ''),
        body: form.get('Body') ?? '',
        sid,
        at: new Date(),
      });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeStub = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accepted,
    pending: () => pending,
    setAcceptFirst: (n: number) => (acceptFirst = n),
  };
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
      JWT_SECRET: secret,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 45_000);
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

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('kill -9 during announcement delivery', () => {
  it('every recipient gets exactly one SMS after the server is started again', async () => {
    let databaseUrl = '';
    let open: () => Promise<Database>;
    if (process.env.TEST_DATABASE_URL) {
      const db = await openTestDatabase();
      databaseUrl = db.url!;
      dropDatabase = () => db.close();
      open = () => openDatabase({ url: databaseUrl });
    } else {
      open = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    }

    // A coach with a team of 12, and a signed-in session, written before the server starts.
    let database = await open();
    const coach = await createCoach(database.db, { teamTypes: [1], firstName: 'Kim' });
    const phones: string[] = [];
    for (let i = 0; i < 12; i++) {
      phones.push(
        (
          await createPlayer(database.db, {
            schoolId: coach.schoolId,
            rosterId: coach.rosterIds[0],
            position: i + 1,
          })
        ).phone,
      );
    }
    const sess = crypto.randomBytes(12).toString('base64url');
    await database.db.insert(sessions).values({ id: sess, userType: 1, userId: coach.id });
    await database.close();
    const token = await new TokenService(new TextEncoder().encode(secret), 3600).sign({
      sess,
      cid: coach.id,
      sid: coach.schoolId,
      teams: coach.rosterIds,
    });

    const stub = await twilioStub();
    stub.setAcceptFirst(4);
    const env = {
      DATABASE_URL: databaseUrl,
      SMS_TRANSPORT: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0000',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15550000000',
      TWILIO_API_URL: stub.url,
      PUBLIC_URL: 'https://courtside.example',
    };
    const first = await startServer(env);
    const res = await fetch(`${first.base}/api/auth/announcements`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ skillLevel: 1, subject: 'Tournament tomorrow', message: 'Bring water.' }),
    });
    expect(res.status).toBe(200);
    const created = (await res.json()) as AnnouncementDetail;

    // Four messages accepted and recorded as sent, more in flight: the process dies now.
    const recorded = async () => {
      const r = await fetch(`${first.base}/api/auth/announcements/${created.id}/delivery`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await r.json()) as DeliveryReply).sent;
    };
    await until(
      async () => stub.accepted.length === 4 && stub.pending() > 0 && (await recorded()) === 4,
      'sends in flight',
      20_000,
    );
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const acceptedBeforeKill = stub.accepted.length;
    stub.setAcceptFirst(Number.POSITIVE_INFINITY);

    if (databaseUrl) {
      // With PostgreSQL other processes may hold claims, so the dead one's wait for their lease: let it pass.
      database = await open();
      await database.db
        .update(smsJobs)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(smsJobs.status, 'sending'));
      await database.close();
    }

    const second = await startServer(env);
    await until(
      () => new Set(stub.accepted.map((m) => m.to)).size === phones.length,
      'every recipient',
      30_000,
    );
    // Give a duplicate the chance to show up.
    await new Promise((r) => setTimeout(r, 2500));
    const perPhone = new Map<string, number>();
    for (const m of stub.accepted) perPhone.set(m.to, (perPhone.get(m.to) ?? 0) + 1);
    expect([...perPhone.entries()].sort()).toEqual(phones.map((p) => [p, 1]).sort());
    expect(acceptedBeforeKill).toBe(4);
    for (const m of stub.accepted)
      expect(m.body).toContain(`https://courtside.example/u/${created.identifier}`);

    const delivery = (await (
      await fetch(`${second.base}/api/auth/announcements/${created.id}/delivery`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as DeliveryReply;
    expect(delivery).toMatchObject({ total: 12, sent: 12, failed: 0, done: true });
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 180_000);
});
