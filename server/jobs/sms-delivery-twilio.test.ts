import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { twilioSender } from '../auth/sms/twilio-sender';
import { smsJobs } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { jobsOf, manualDelivery, postAnnouncement } from '../test/communication-factories';
import { coachToken, createCoach, createPlayer } from '../test/factories';
import { startFakeTwilio, type FakeTwilio } from '../test/fake-twilio';

/**
 * Announcement texts through the real Twilio sender against a local stand-in of Twilio's API
 * (server/test/fake-twilio.ts): a provider that accepts a message but answers after the client's
 * timeout must not get the message twice when the job is retried.
 */
let t: TestApp;
let twilio: FakeTwilio;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://courtside.example' });
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await twilio.close();
  await t.close();
});

const FROM = '+15550001111';
/**
 * A short client timeout stands in for Twilio's 10 s (the stand-in answers a 'late' message only
 * after it); long enough for the look-ups of a loaded machine.
 */
const sender = () =>
  twilioSender({ accountSid: 'AC123', authToken: 'secret', from: FROM, apiUrl: twilio.url, timeoutMs: 2000 });

async function team(players: number) {
  const coach = await createCoach(t.ctx.db, { teamTypes: [1] });
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
  return { players: list, token: await coachToken(t, coach.id) };
}

/** Makes an announcement's queued jobs due now (instead of waiting out the backoff). */
async function skipBackoff(announcementId: number) {
  await t.ctx.db
    .update(smsJobs)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(smsJobs.announcementId, announcementId));
}

const plus1 = (phone: string) => `+1${phone}`;

describe('announcement texts through a slow Twilio', () => {
  it('sends each recipient one message when Twilio accepted it but answered after the timeout', async () => {
    const { players, token } = await team(3);
    const created = await postAnnouncement(t, token, { skillLevel: 1, subject: 'Slow provider' });
    const worker = manualDelivery(t, sender());

    twilio.postMode = 'late';
    expect(await worker.runOnce()).toBe(3);
    let jobs = await jobsOf(t.ctx.db, created.id);
    expect(jobs.map((j) => [j.status, j.attempts])).toEqual(jobs.map(() => ['queued', 1]));
    expect(jobs[0]!.lastError).toMatch(/Twilio unreachable/);

    // The retry: Twilio now answers at once, but it already has every message.
    twilio.postMode = 'now';
    await skipBackoff(created.id);
    expect(await worker.runOnce()).toBe(3);
    await worker.stop();

    const phones = players.map((p) => plus1(p.phone));
    const accepted = twilio.acceptedPerRecipient();
    expect(phones.map((p) => accepted.get(p))).toEqual([1, 1, 1]);
    jobs = await jobsOf(t.ctx.db, created.id);
    expect(jobs.map((j) => [j.status, j.attempts])).toEqual(jobs.map(() => ['sent', 2]));
    // Each job holds the id of the message Twilio accepted for its recipient.
    const sidOf = new Map(twilio.messages.map((m) => [m.to, m.sid]));
    expect(jobs.map((j) => j.providerMessageId)).toEqual(jobs.map((j) => sidOf.get(plus1(j.phone))));
  });

  it('sends again when the earlier try never reached Twilio, and keeps a message to one job', async () => {
    const { players, token } = await team(1);
    const phone = plus1(players[0]!.phone);
    const body = { skillLevel: 1, subject: 'Same words', message: 'Same words twice.' };
    // A first announcement reaches the player at once; its job holds the message's id.
    const first = await postAnnouncement(t, token, body);
    const worker = manualDelivery(t, sender());
    twilio.postMode = 'now';
    expect(await worker.runOnce()).toBe(1);
    expect(twilio.acceptedPerRecipient().get(phone)).toBe(1);

    // The same text again: this try is lost on the way, so Twilio never accepted it.
    const second = await postAnnouncement(t, token, body);
    twilio.postMode = 'lost';
    expect(await worker.runOnce()).toBe(1);
    expect((await jobsOf(t.ctx.db, second.id))[0]).toMatchObject({ status: 'queued', attempts: 1 });

    // The retry finds only the first announcement's message, which another job holds: it sends.
    twilio.postMode = 'now';
    await skipBackoff(second.id);
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    expect(twilio.acceptedPerRecipient().get(phone)).toBe(2);
    const [a] = await jobsOf(t.ctx.db, first.id);
    const [b] = await jobsOf(t.ctx.db, second.id);
    expect(b).toMatchObject({ status: 'sent', attempts: 2 });
    expect(new Set([a!.providerMessageId, b!.providerMessageId])).toEqual(
      new Set(twilio.messages.filter((m) => m.to === phone).map((m) => m.sid)),
    );
  });

  it('does not send blind when Twilio cannot say whether it has the message', async () => {
    const { players, token } = await team(1);
    const phone = plus1(players[0]!.phone);
    const created = await postAnnouncement(t, token, { skillLevel: 1, subject: 'Look-up down' });
    const worker = manualDelivery(t, sender());
    twilio.postMode = 'late';
    expect(await worker.runOnce()).toBe(1);

    // The look-up fails: the retry fails too, without a new message.
    twilio.postMode = 'now';
    twilio.listStatus = 500;
    await skipBackoff(created.id);
    expect(await worker.runOnce()).toBe(1);
    expect(twilio.acceptedPerRecipient().get(phone)).toBe(1);
    expect((await jobsOf(t.ctx.db, created.id))[0]).toMatchObject({
      status: 'queued',
      attempts: 2,
      lastError: 'Twilio answered 500: down',
    });

    // Once Twilio answers the look-up, the job is sent with the message it already has.
    twilio.listStatus = undefined;
    await skipBackoff(created.id);
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    expect(twilio.acceptedPerRecipient().get(phone)).toBe(1);
    expect((await jobsOf(t.ctx.db, created.id))[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });
});
