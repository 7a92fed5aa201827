import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client';
import { avatars } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { postAnnouncement } from '../test/communication-factories';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../test/factories';
import { emptyTarget, type EmptyTarget } from '../test/ops-targets';
import { migratedImage } from '../test/test-database';
import { restoreBackup } from './restore';

// Databases made, filled, backed up and restored, on a machine shared with other test runs.
vi.setConfig({ testTimeout: 120_000 });

const OPS_TOKEN = 'ops-token-0123456789-0123456789-0123456789';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-portability-'));
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The answers a coach, a player and a visitor get from a few pages' worth of reads. */
async function answers(t: TestApp, urls: Array<{ url: string; token?: string }>) {
  const out: Array<{ url: string; status: number; type: string; body: string }> = [];
  for (const { url, token } of urls) {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    out.push({
      url,
      status: res.statusCode,
      type: String(res.headers['content-type']),
      body: res.rawPayload.toString('base64'),
    });
  }
  return out;
}

describe('moving the embedded database elsewhere', () => {
  it('a PGlite backup taken through the running server, restored into the suite database, serves the same API answers', async () => {
    // The source: a server on the embedded database (always PGlite here).
    const source = await buildTestApp(
      { OPS_TOKEN },
      { database: await openDatabase({ memory: true, image: await migratedImage() }) },
    );
    closers.push(() => source.close());
    const coach = await createCoach(source.ctx.db, { teamTypes: [1], firstName: 'Dana' });
    const players = [];
    for (let i = 0; i < 3; i++) {
      players.push(
        await createPlayer(source.ctx.db, {
          schoolId: coach.schoolId,
          rosterId: coach.rosterIds[0],
          position: i + 1,
          firstName: ['Ethan', 'Zoë', 'مريم'][i],
        }),
      );
    }
    const coachBearer = await coachToken(source, coach.id);
    const playerBearer = await playerToken(source, players[1]!.id);
    const sent = await postAnnouncement(source, coachBearer, {
      skillLevel: 1,
      subject: 'Bus leaves at 7:15 "sharp"',
      message: 'Line one\nLine two — with ünïcode, emoji 🎾 and a backslash \\ too.',
    });
    const photo = crypto.randomBytes(300);
    const photoToken = crypto.randomBytes(18).toString('base64url');
    await source.ctx.db.insert(avatars).values({
      userType: 1,
      userId: coach.id,
      token: photoToken,
      large: photo,
      small: photo.subarray(0, 100),
    });
    const urls = [
      { url: '/api/schools' },
      { url: '/api/auth/roster?skillLevel=1', token: coachBearer },
      { url: '/api/auth/announcements?folder=sent', token: coachBearer },
      { url: `/api/auth/announcements/${sent.id}`, token: coachBearer },
      { url: `/api/auth/announcements/${sent.id}/delivery`, token: coachBearer },
      { url: '/api/auth/announcements', token: playerBearer },
      { url: '/api/auth/roster?skillLevel=1', token: playerBearer },
      { url: `/api/avatars/${photoToken}/large` },
      { url: `/api/avatars/${photoToken}/small` },
    ];
    const before = await answers(source, urls);
    expect(before.map((a) => a.status)).toEqual(urls.map(() => 200));

    const denied = await source.app.inject({ method: 'GET', url: '/api/ops/backup' });
    expect(denied.statusCode).toBe(401);
    const wrong = await source.app.inject({
      method: 'GET',
      url: '/api/ops/backup',
      headers: bearer('x'.repeat(40)),
    });
    expect(wrong.statusCode).toBe(401);
    const res = await source.app.inject({
      method: 'GET',
      url: '/api/ops/backup',
      headers: bearer(OPS_TOKEN),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    const file = path.join(dir, 'from-pglite.courtside-backup.gz');
    fs.writeFileSync(file, res.rawPayload);

    // The target: a new PostgreSQL database (TEST_DATABASE_URL), else a new DATA_DIR.
    const e: EmptyTarget = await emptyTarget();
    closers.push(() => e.drop());
    await restoreBackup(file, e.kind === 'postgres' ? { url: e.where } : { dataDir: e.where });
    const movedDb = await openDatabase(e.target);
    closers.push(() => movedDb.close());
    const moved = await buildTestApp({}, { database: movedDb });
    closers.push(() => moved.close());
    expect(moved.database.kind).toBe(e.kind);
    expect(await answers(moved, urls)).toEqual(before);
  });
});
