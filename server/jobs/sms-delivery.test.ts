import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { DeliveryReply } from '../../contract/announcements';
import { SmsSendError } from '../auth/sms/sms-sender';
import { smsJobs } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import {
  countByPhone,
  createContact,
  jobsOf,
  manualDelivery,
  postAnnouncement,
  scriptedSender,
} from '../test/communication-factories';
import { bearer, coachToken, createCoach, createPlayer } from '../test/factories';
import { MAX_ATTEMPTS } from './retry-policy';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://courtside.example' });
});
afterAll(async () => {
  await t.close();
});

/** A coach of team 1 with `players` players on it; answers the coach's token and the players. */
async function team(players: number) {
  const coach = await createCoach(t.ctx.db, { teamTypes: [1], firstName: 'Dana' });
  const list = [];
  for (let i = 0; i < players; i++) {
    list.push(
      await createPlayer(t.ctx.db, {
        schoolId: coach.schoolId,
        rosterId: coach.rosterIds[0],
        position: i + 1,
      }),
    );
  }
  return { coach, players: list, token: await coachToken(t, coach.id) };
}

const sentFor = (phones: string[]) => t.sms.filter((m) => phones.includes(m.to));

/** Moves every due time of an announcement's queued jobs into the past (instead of waiting out the backoff). */
async function skipBackoff(announcementId: number) {
  await t.ctx.db
    .update(smsJobs)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(smsJobs.announcementId, announcementId));
}

/** Seconds between a queued job's last failure and its next try. */
async function backoffSeconds(announcementId: number): Promise<number[]> {
  const rows = await t.ctx.db
    .select({
      s: sql<number>`round(extract(epoch from (${smsJobs.nextAttemptAt} - ${smsJobs.updatedAt})))::int`,
    })
    .from(smsJobs)
    .where(eq(smsJobs.announcementId, announcementId));
  return rows.map((r) => Number(r.s));
}

describe('SMS delivery worker', () => {
  it('texts every recipient exactly once: the coach, the subject and the public link', async () => {
    const { coach, players, token } = await team(5);
    const created = await postAnnouncement(t, token, { skillLevel: 1, subject: 'Match on Friday' });
    const worker = manualDelivery(t);
    expect(await worker.runOnce()).toBe(5);
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    const phones = players.map((p) => p.phone);
    const got = sentFor(phones);
    expect([...countByPhone(got).entries()].sort()).toEqual(phones.map((p) => [p, 1]).sort());
    for (const m of got) {
      expect(m.body).toBe(
        `${coach.firstName} Coach sent an announcement: "Match on Friday". Read it at https://courtside.example/u/${created.identifier}`,
      );
    }
    expect((await jobsOf(t.ctx.db, created.id)).map((j) => [j.status, j.attempts])).toEqual(
      phones.map(() => ['sent', 1]),
    );
  });

  it('texts an outreach list once per phone, even when a listed player and a contact share a phone', async () => {
    const { coach, players, token } = await team(2);
    await createContact(t.ctx.db, { schoolId: coach.schoolId, skillLevel: 6, playerId: players[0]!.id });
    // Written past the API's duplicate check, as two records of the same family could end up.
    await createContact(t.ctx.db, {
      schoolId: coach.schoolId,
      skillLevel: 6,
      phone: players[0]!.phone,
      firstName: 'Same',
    });
    const parent = await createContact(t.ctx.db, { schoolId: coach.schoolId, skillLevel: 6 });
    const created = await postAnnouncement(t, token, { skillLevel: 6 });
    const worker = manualDelivery(t);
    await worker.runOnce();
    await worker.stop();
    const phones = [players[0]!.phone, parent.phone!];
    expect([...countByPhone(sentFor([...phones, players[1]!.phone])).entries()].sort()).toEqual(
      phones.map((p) => [p, 1]).sort(),
    );
    expect((await jobsOf(t.ctx.db, created.id)).map((j) => j.name).sort()).toEqual([
      'Pat Player',
      'Robin Parent',
    ]);
  });

  it('retries a failing send with growing waits (5 s, then 30 s) and then delivers it once', async () => {
    const { players, token } = await team(2);
    const flaky = new Set([players[0]!.phone]);
    const { sender, sent, calls } = scriptedSender((to, call) => {
      if (flaky.has(to) && call <= 2) throw new SmsSendError('Twilio answered 503', true);
    });
    const created = await postAnnouncement(t, token, { skillLevel: 1 });
    const worker = manualDelivery(t, sender);

    expect(await worker.runOnce()).toBe(2);
    let [job] = (await jobsOf(t.ctx.db, created.id)).filter((j) => j.phone === players[0]!.phone);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Twilio answered 503' });
    expect((await backoffSeconds(created.id)).filter((s) => s > 0)).toEqual([5]);
    // Not due yet: nothing is tried before the wait is over.
    expect(await worker.runOnce()).toBe(0);

    await skipBackoff(created.id);
    expect(await worker.runOnce()).toBe(1);
    [job] = (await jobsOf(t.ctx.db, created.id)).filter((j) => j.phone === players[0]!.phone);
    expect(job).toMatchObject({ status: 'queued', attempts: 2 });
    expect((await backoffSeconds(created.id)).filter((s) => s > 0)).toEqual([30]);

    await skipBackoff(created.id);
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    [job] = (await jobsOf(t.ctx.db, created.id)).filter((j) => j.phone === players[0]!.phone);
    expect(job).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(calls.get(players[0]!.phone)).toBe(3);
    expect(countByPhone(sent)).toEqual(
      new Map([
        [players[0]!.phone, 1],
        [players[1]!.phone, 1],
      ]),
    );
  });

  it(`gives up after ${MAX_ATTEMPTS} tries, and at once on a fault that will not pass`, async () => {
    const { players, token } = await team(2);
    const { sender, calls } = scriptedSender((to) => {
      throw new SmsSendError(
        to === players[0]!.phone ? 'Twilio unreachable' : 'Twilio answered 400: not a mobile number',
        to === players[0]!.phone,
      );
    });
    const created = await postAnnouncement(t, token, { skillLevel: 1 });
    const worker = manualDelivery(t, sender);
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await worker.runOnce();
      await skipBackoff(created.id);
    }
    await worker.stop();
    const jobs = await jobsOf(t.ctx.db, created.id);
    expect(jobs.find((j) => j.phone === players[0]!.phone)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'Twilio unreachable',
    });
    expect(jobs.find((j) => j.phone === players[1]!.phone)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(calls.get(players[0]!.phone)).toBe(MAX_ATTEMPTS);
    expect(calls.get(players[1]!.phone)).toBe(1);
  });

  it('after a crash mid-delivery, a new worker sends what was not confirmed exactly once and never repeats a confirmed send', async () => {
    const { players, token } = await team(12);
    const created = await postAnnouncement(t, token, { skillLevel: 1 });
    // The first process confirms 4 sends, then dies while the rest of its claims are in flight.
    let confirmed = 0;
    const crashed = scriptedSender(() => {
      if (confirmed >= 4) return new Promise<void>(() => undefined);
      confirmed += 1;
    });
    const first = manualDelivery(t, crashed.sender, { batchSize: 10, leaseMs: 60_000 });
    void first.runOnce();
    await expect
      .poll(async () => (await jobsOf(t.ctx.db, created.id)).filter((j) => j.status === 'sent').length)
      .toBe(4);
    const stuck = (await jobsOf(t.ctx.db, created.id)).filter((j) => j.status === 'sending');
    expect(stuck).toHaveLength(6);

    // A new process: jobs still leased to the dead one wait for the lease to run out.
    const second = manualDelivery(t);
    expect(await second.runOnce()).toBe(2);
    await t.ctx.db
      .update(smsJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(and(eq(smsJobs.announcementId, created.id), eq(smsJobs.status, 'sending')));
    expect(await second.runOnce()).toBe(6);
    expect(await second.runOnce()).toBe(0);
    await second.stop();

    const all = [...crashed.sent, ...sentFor(players.map((p) => p.phone))];
    expect([...countByPhone(all).entries()].sort()).toEqual(players.map((p) => [p.phone, 1]).sort());
    const jobs = await jobsOf(t.ctx.db, created.id);
    expect(jobs.every((j) => j.status === 'sent')).toBe(true);
    const taken = jobs.filter((j) => stuck.some((s) => s.id === j.id));
    expect(taken.every((j) => j.attempts === 2 && j.lastError === null)).toBe(true);
  });

  it('a worker that is the only one (embedded database) takes over leased jobs at its first run without waiting', async () => {
    const { players, token } = await team(3);
    const created = await postAnnouncement(t, token, { skillLevel: 1 });
    // Claimed a moment ago by a process that has since died; the lease has 50 s to go.
    await t.ctx.db
      .update(smsJobs)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '50 seconds'` })
      .where(eq(smsJobs.announcementId, created.id));
    const waiting = manualDelivery(t);
    expect(await waiting.runOnce()).toBe(0);
    await waiting.stop();
    const alone = manualDelivery(t, t.ctx.sms, { reclaimAtStart: true });
    expect(await alone.runOnce()).toBe(3);
    await alone.stop();
    expect([...countByPhone(sentFor(players.map((p) => p.phone))).values()]).toEqual([1, 1, 1]);
    expect((await jobsOf(t.ctx.db, created.id)).map((j) => [j.status, j.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('a worker that lost its lease cannot overwrite the newer claim when its late send finishes', async () => {
    const { players, token } = await team(1);
    const created = await postAnnouncement(t, token, { skillLevel: 1 });
    let release: () => void = () => undefined;
    const slow = scriptedSender(() => new Promise<void>((resolve) => (release = () => resolve())));
    const late = manualDelivery(t, slow.sender);
    const lateRun = late.runOnce();
    await expect.poll(async () => (await jobsOf(t.ctx.db, created.id))[0]?.status).toBe('sending');
    await t.ctx.db
      .update(smsJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(smsJobs.announcementId, created.id));
    // Another process takes the job over and is still sending when the late one finishes.
    let releaseOther: () => void = () => undefined;
    const other = scriptedSender(() => new Promise<void>((resolve) => (releaseOther = () => resolve())));
    const newer = manualDelivery(t, other.sender);
    const newerRun = newer.runOnce();
    await expect.poll(async () => (await jobsOf(t.ctx.db, created.id))[0]?.attempts).toBe(2);
    release();
    await lateRun;
    expect((await jobsOf(t.ctx.db, created.id))[0]).toMatchObject({ status: 'sending', attempts: 2 });
    releaseOther();
    await newerRun;
    expect((await jobsOf(t.ctx.db, created.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(players).toHaveLength(1);
  });

  it('concurrent runs (several workers, as several processes) never send a job twice', async () => {
    const { players, token } = await team(30);
    const created = await postAnnouncement(t, token, { skillLevel: 1 });
    const { sender, sent } = scriptedSender(() => new Promise<void>((resolve) => setTimeout(resolve, 3)));
    const workers = [1, 2, 3, 4].map(() => manualDelivery(t, sender, { batchSize: 3 }));
    const tried = await Promise.all([...workers, ...workers].map((w) => w.runOnce()));
    await Promise.all(workers.map((w) => w.stop()));
    expect(tried.reduce((a, b) => a + b, 0)).toBe(30);
    expect([...countByPhone(sent).entries()].sort()).toEqual(players.map((p) => [p.phone, 1]).sort());
    expect((await jobsOf(t.ctx.db, created.id)).every((j) => j.status === 'sent' && j.attempts === 1)).toBe(
      true,
    );
  });

  it('stop() waits for the sends in flight to be recorded; a stopped worker claims nothing more', async () => {
    const { token } = await team(3);
    const created = await postAnnouncement(t, token, { skillLevel: 1 });
    // Every send waits at the gate, so a job is 'sending' until the test opens it (a fixed delay
    // could end between two polls and the whole run finish unseen).
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { sender, sent } = scriptedSender(() => gate);
    const worker = manualDelivery(t, sender, { batchSize: 1 });
    const run = worker.runOnce();
    await expect
      .poll(async () => (await jobsOf(t.ctx.db, created.id)).some((j) => j.status === 'sending'))
      .toBe(true);
    const stopped = worker.stop();
    open();
    await stopped;
    const tried = await run;
    expect(tried).toBe(1);
    expect(sent).toHaveLength(tried);
    const jobs = await jobsOf(t.ctx.db, created.id);
    expect(jobs.filter((j) => j.status === 'sent')).toHaveLength(tried);
    expect(jobs.filter((j) => j.status === 'sending')).toHaveLength(0);
    expect(await worker.runOnce()).toBe(0);
  });

  it('sends nothing for an announcement deleted before its SMS left', async () => {
    const { players, token } = await team(2);
    const created = await postAnnouncement(t, token, { skillLevel: 1 });
    const url = `/api/auth/announcements/${created.id}`;
    await t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
    await t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
    const worker = manualDelivery(t);
    await worker.runOnce();
    await worker.stop();
    expect(sentFor(players.map((p) => p.phone))).toEqual([]);
  });
});

describe('the worker started by the app', () => {
  it('delivers in the background when not under test, and stops when the app closes', async () => {
    const live = await buildTestApp({ NODE_ENV: 'development', PUBLIC_URL: 'https://courtside.example' });
    try {
      const coach = await createCoach(live.ctx.db, { teamTypes: [2] });
      const player = await createPlayer(live.ctx.db, {
        schoolId: coach.schoolId,
        rosterId: coach.rosterIds[0],
      });
      const token = await coachToken(live, coach.id);
      const created = await postAnnouncement(live, token, { skillLevel: 2 });
      await expect
        .poll(() => live.sms.filter((m) => m.to === player.phone).length, { timeout: 20_000 })
        .toBe(1);
      const res = await live.app.inject({
        method: 'GET',
        url: `/api/auth/announcements/${created.id}/delivery`,
        headers: bearer(token),
      });
      expect(res.json<DeliveryReply>()).toMatchObject({ total: 1, sent: 1, done: true });
    } finally {
      await live.close();
    }
  }, 90_000);
});
