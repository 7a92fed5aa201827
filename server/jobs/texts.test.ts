import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { outboxSender } from '../auth/sms/outbox-sender';
import { smsJobs } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { manualDelivery } from '../test/communication-factories';
import { uniquePhone } from '../test/factories';
import { enqueueTexts, type Text } from './texts';

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-texts-'));
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const text = (key: string, phone = uniquePhone()): Text => ({
  dedupeKey: key,
  phone,
  name: 'Ada Player',
  body: `Your challenge ${key} was accepted. Open it: https://courtside.example/challenges/1`,
});

const outboxLines = (file: string) =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { to: string; body: string })
    : [];

describe('enqueueTexts: texts not tied to an announcement', () => {
  it('enqueuing the same text twice, in two transactions, writes one outbox line', async () => {
    const file = path.join(dir, 'twice.jsonl');
    const one = text('test:twice');
    expect(await t.ctx.db.transaction((tx) => enqueueTexts(tx, [one]))).toBe(1);
    expect(await t.ctx.db.transaction((tx) => enqueueTexts(tx, [one]))).toBe(0);
    const worker = manualDelivery(t, outboxSender(file));
    expect(await worker.runOnce()).toBe(1);
    // Enqueued once more after it was sent: still nothing new.
    expect(await t.ctx.db.transaction((tx) => enqueueTexts(tx, [one]))).toBe(0);
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    expect(outboxLines(file).map((l) => ({ to: l.to, body: l.body }))).toEqual([
      { to: one.phone, body: one.body },
    ]);
    const rows = await t.ctx.db.select().from(smsJobs).where(eq(smsJobs.dedupeKey, 'test:twice'));
    expect(rows.map((r) => [r.announcementId, r.status, r.attempts, r.name])).toEqual([
      [null, 'sent', 1, 'Ada Player'],
    ]);
  });

  it('two enqueues racing (two servers, a double press) yield one row; repeats within a call count once', async () => {
    const one = text('test:race');
    const counts = await Promise.all(
      [0, 1, 2].map(() => t.ctx.db.transaction((tx) => enqueueTexts(tx, [one, one]))),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const rows = await t.ctx.db.select().from(smsJobs).where(eq(smsJobs.dedupeKey, 'test:race'));
    expect(rows).toHaveLength(1);
  });

  it('a text queued in a transaction that rolls back is never sent', async () => {
    const one = text('test:rollback');
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await enqueueTexts(tx, [one]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.ctx.db.select().from(smsJobs).where(eq(smsJobs.dedupeKey, 'test:rollback'))).toEqual([]);
  });

  it('different keys to one phone are different texts, each delivered once, retried after a failure', async () => {
    const phone = uniquePhone();
    const texts = [text('test:multi:a', phone), text('test:multi:b', phone)];
    expect(await t.ctx.db.transaction((tx) => enqueueTexts(tx, texts))).toBe(2);
    const sent: string[] = [];
    let failed = false;
    const worker = manualDelivery(t, {
      send(to, body) {
        if (!failed) {
          failed = true;
          return Promise.reject(new Error('provider down'));
        }
        sent.push(`${to} ${body}`);
        return Promise.resolve();
      },
    });
    await worker.runOnce();
    // The failed one waits for its backoff; bring it forward instead of waiting.
    await t.ctx.db
      .update(smsJobs)
      .set({ nextAttemptAt: new Date(0) })
      .where(like(smsJobs.dedupeKey, 'test:multi:%'));
    await worker.runOnce();
    await worker.stop();
    expect(sent.sort()).toEqual(texts.map((x) => `${phone} ${x.body}`).sort());
    const rows = await t.ctx.db.select().from(smsJobs).where(like(smsJobs.dedupeKey, 'test:multi:%'));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('a row with neither an announcement nor a key is refused by the database', async () => {
    await expect(
      t.ctx.db.insert(smsJobs).values({ phone: uniquePhone(), name: 'x', body: 'y' }),
    ).rejects.toThrow();
  });
});
