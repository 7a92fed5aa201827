import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCoach, createPlayer, createSchool, uniquePhone } from '../../test/factories';
import { form, verifyPhone } from '../../test/sign-in';

/**
 * Issue 17, point 18: a code confirmed on the coach login for a phone known only as a player's
 * (or the reverse) says so, instead of leading the person into the other kind's set-up.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, fields: Record<string, string | number>) =>
  t.app.inject({ method: 'POST', url, ...form(fields) });

async function playerPhone() {
  const school = await createSchool(t.ctx.db);
  return (await createPlayer(t.ctx.db, { schoolId: school.id })).phone;
}

describe('POST /api/sms-login: a phone that belongs to the other kind of account', () => {
  it("tells the coach login that the phone is a player's, after the code is confirmed", async () => {
    const phone = await playerPhone();
    const v = await verifyPhone(t, phone, 1);
    expect(v).toMatchObject({ accountState: 1, otherAccount: 'player' });
    expect(typeof v.loginRegisterID).toBe('string');
  });

  it("tells the player login that the phone is a coach's", async () => {
    const coach = await createCoach(t.ctx.db, { teamTypes: [1] });
    const v = await verifyPhone(t, coach.phone, 2);
    expect(v).toMatchObject({ accountState: 1, otherAccount: 'coach' });
  });

  it('says nothing more for a phone nobody uses, or one with an account of the kind asked', async () => {
    const fresh = await verifyPhone(t, uniquePhone(), 1);
    expect(fresh).not.toHaveProperty('otherAccount');
    const phone = await playerPhone();
    const own = await verifyPhone(t, phone, 2);
    expect(own.accountState).toBe(2);
    expect(own).not.toHaveProperty('otherAccount');
  });

  it('reveals nothing before the code is confirmed: a wrong code gets only the usual error', async () => {
    const phone = await playerPhone();
    await post('/api/verify-code', { sms: phone, type: 1 });
    const wrong = t.lastCode(phone) === '000000' ? '111111' : '000000';
    const res = await post('/api/sms-login', { sms: phone, code: wrong, userType: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "codes don't match", code: 'code_mismatch' });
  });
});
