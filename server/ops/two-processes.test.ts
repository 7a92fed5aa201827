import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondApp, buildTestApp, type TestApp } from '../test/build-test-app';
import {
  countByPhone,
  manualDelivery,
  postAnnouncement,
  scriptedSender,
} from '../test/communication-factories';
import { coachToken, createCoach, createPlayer, uniquePhone } from '../test/factories';
import { form } from '../test/sign-in';

// Databases made, filled, backed up and restored, on a machine shared with other test runs.

/**
 * Several app processes on one database (docs/operations.md, "Past one machine"). On PostgreSQL
 * the second app has a pool of its own, as a second process would; the embedded database is
 * held by one process, so there the two apps share its one connection.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildSecondApp(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

let address = 0;
const freshAddress = () => `198.51.100.${++address}`;

describe('two app processes on one database', () => {
  it('count one sign-in throttle between them: the sixth code for a phone is refused whichever process is asked', async () => {
    if (a.databaseUrl) expect(b.database).not.toBe(a.database);
    const phone = uniquePhone();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/verify-code',
        remoteAddress: freshAddress(),
        ...form({ sms: phone, type: 1 }),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toMatchObject({ code: 'phone_code_requests' });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('send each announcement text once although both workers drain the queue at the same time', async () => {
    const coach = await createCoach(a.ctx.db, { teamTypes: [1] });
    const phones = [];
    for (let i = 0; i < 12; i++) {
      const p = await createPlayer(a.ctx.db, {
        schoolId: coach.schoolId,
        rosterId: coach.rosterIds[0],
        position: i + 1,
      });
      phones.push(p.phone);
    }
    await postAnnouncement(a, await coachToken(a, coach.id), { skillLevel: 1 });
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
    const one = scriptedSender(slow);
    const two = scriptedSender(slow);
    const [sentByA, sentByB] = await Promise.all([
      manualDelivery(a, one.sender, { batchSize: 3 }).runOnce(),
      manualDelivery(b, two.sender, { batchSize: 3 }).runOnce(),
    ]);
    expect(sentByA + sentByB).toBe(12);
    const all = countByPhone([...one.sent, ...two.sent]);
    expect([...all.keys()].sort()).toEqual([...phones].sort());
    expect([...all.values()].every((n) => n === 1)).toBe(true);
    if (a.databaseUrl) {
      // On PostgreSQL both really worked the queue (SKIP LOCKED hands each its own jobs).
      expect(one.sent.length).toBeGreaterThan(0);
      expect(two.sent.length).toBeGreaterThan(0);
    }
  });
});
