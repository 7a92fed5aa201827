import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { rateEvents } from '../../db/schema/index';
import { SmsSendError } from '../../auth/sms/sms-sender';
import type { SmsSender } from '../../auth/sms/sms-sender';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  bearer,
  coachToken,
  createCoach,
  createPlayer,
  playerToken,
  uniquePhone,
} from '../../test/factories';
import { form } from '../../test/sign-in';

/**
 * Issue 17: the sign-in throttles as an attacker probes them from outside. Every test uses client
 * addresses of its own, so the per-address limits of one test do not leak into another.
 */
// Runs of 20-odd sign-ins and bursts of 100 requests, on a machine shared with other test runs.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let addressCounter = 0;
function freshAddress(): string {
  addressCounter += 1;
  return `192.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

const errorOf = (res: { json: () => unknown }) => (res.json() as { error: string }).error;

function requestCode(phone: string, type: 1 | 2, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/verify-code',
    remoteAddress,
    ...form({ sms: phone, type }),
  });
}

function checkCode(phone: string, code: string, userType: 1 | 2, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sms-login',
    remoteAddress,
    ...form({ sms: phone, code, userType }),
  });
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A controllable clock: only Date is faked, so the database and Fastify keep their real timers. */
function useClock(): { advance(seconds: number): void } {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  return { advance: (seconds) => vi.setSystemTime(Date.now() + seconds * 1000) };
}

const MISMATCH = "codes don't match";
const CODE_VOID = 'too many wrong codes, request a new code';

describe('failed code checks are capped per address and per phone (17.1)', () => {
  it('one address guessing across many phones gets 429 after 20 wrong codes, even on a fresh code', async () => {
    const clock = useClock();
    const attacker = freshAddress();
    let failures = 0;
    let backedOff = 0;
    // Like the attack: a new phone for every 4 guesses, so no code is ever voided.
    while (failures < 20) {
      const phone = uniquePhone();
      expect((await requestCode(phone, 1, attacker)).statusCode).toBe(200);
      const wrong = wrongCodeFor(t.lastCode(phone));
      for (let i = 0; i < 4 && failures < 20;) {
        const res = await checkCode(phone, wrong, 1, attacker);
        if (errorOf(res) === 'code expired') break;
        if (res.statusCode === 429) {
          // Growing back-off: wait and try again (the refused check is not counted).
          expect(errorOf(res)).toBe('too many wrong codes from this network, wait a moment and try again');
          expect(failures).toBeGreaterThanOrEqual(10);
          backedOff += 1;
          clock.advance(30);
          continue;
        }
        expect(errorOf(res)).toBe(MISMATCH);
        failures += 1;
        i += 1;
      }
    }
    expect(backedOff).toBeGreaterThan(0);
    clock.advance(600);
    // A new phone and its own fresh code: still refused from that address, whatever the code.
    const phone = uniquePhone();
    expect((await requestCode(phone, 1, attacker)).statusCode).toBe(200);
    const refused = await checkCode(phone, t.lastCode(phone), 1, attacker);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe('too many wrong codes from this network, try again later');
    // Until the oldest counted failure is an hour old.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // The phone itself is not blocked: from another address its code works.
    expect((await checkCode(phone, t.lastCode(phone), 1, freshAddress())).statusCode).toBe(200);
    // An hour after the failures the address may check codes again.
    clock.advance(3600);
    const later = uniquePhone();
    expect((await requestCode(later, 1, attacker)).statusCode).toBe(200);
    expect((await checkCode(later, t.lastCode(later), 1, attacker)).statusCode).toBe(200);
  });

  it('backs off after 10 wrong codes from one address: 2 s, then 4 s, ...', async () => {
    const clock = useClock();
    const attacker = freshAddress();
    for (let n = 0; n < 10; n++) {
      const phone = uniquePhone();
      expect((await requestCode(phone, 2, attacker)).statusCode).toBe(200);
      expect(errorOf(await checkCode(phone, wrongCodeFor(t.lastCode(phone)), 2, attacker))).toBe(MISMATCH);
    }
    const phone = uniquePhone();
    expect((await requestCode(phone, 2, attacker)).statusCode).toBe(200);
    const wrong = wrongCodeFor(t.lastCode(phone));
    const soon = await checkCode(phone, wrong, 2, attacker);
    expect(soon.statusCode).toBe(429);
    expect(errorOf(soon)).toBe('too many wrong codes from this network, wait a moment and try again');
    expect(soon.headers['retry-after']).toBe('2');
    clock.advance(1);
    const later = await checkCode(phone, wrong, 2, attacker);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('1');
    clock.advance(1);
    expect(errorOf(await checkCode(phone, wrong, 2, attacker))).toBe(MISMATCH);
    clock.advance(3);
    expect((await checkCode(phone, wrong, 2, attacker)).statusCode).toBe(429);
    clock.advance(1);
    expect(errorOf(await checkCode(phone, wrong, 2, attacker))).toBe(MISMATCH);
  });

  it('one phone gets 429 after 20 wrong codes in an hour, whatever the code and the address', async () => {
    const clock = useClock();
    const phone = uniquePhone();
    let code = '';
    const newCode = async () => {
      expect((await requestCode(phone, 1, freshAddress())).statusCode).toBe(200);
      code = t.lastCode(phone);
    };
    await newCode();
    let failures = 0;
    while (failures < 20) {
      const res = await checkCode(phone, wrongCodeFor(code), 1, freshAddress());
      if (res.statusCode === 200) throw new Error('a wrong code was accepted');
      if (errorOf(res) === MISMATCH) failures += 1;
      else if (errorOf(res) === CODE_VOID || errorOf(res) === 'code expired') await newCode();
      else {
        expect(errorOf(res)).toBe('too many wrong codes for this phone, wait a moment and try again');
        clock.advance(30);
      }
    }
    clock.advance(600);
    await newCode();
    const refused = await checkCode(phone, code, 1, freshAddress());
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe('too many wrong codes for this phone, try again later');
  });

  it('does not count right codes', async () => {
    const address = freshAddress();
    // One more right code than the wrong-code cap allows.
    for (let n = 0; n < 21; n++) {
      const phone = uniquePhone();
      expect((await requestCode(phone, 2, address)).statusCode).toBe(200);
      expect((await checkCode(phone, t.lastCode(phone), 2, address)).statusCode).toBe(200);
    }
  });

  it('after 5 wrong codes tells the user to request a new code, and a new code works at once', async () => {
    const address = freshAddress();
    const phone = uniquePhone();
    expect((await requestCode(phone, 1, address)).statusCode).toBe(200);
    const code = t.lastCode(phone);
    for (let i = 0; i < 5; i++)
      expect(errorOf(await checkCode(phone, wrongCodeFor(code), 1, address))).toBe(MISMATCH);
    const voided = await checkCode(phone, code, 1, address);
    expect(voided.statusCode).toBe(429);
    expect(errorOf(voided)).toBe(CODE_VOID);
    expect((await requestCode(phone, 1, address)).statusCode).toBe(200);
    expect((await checkCode(phone, t.lastCode(phone), 1, address)).statusCode).toBe(200);
  });
});

/**
 * Parallel requests may be refused while another holds their key (429 'too many attempts at
 * once'), and on a loaded machine some wait over 3 s for a database connection (503, never 500),
 * so a burst is followed by requests one at a time: together they reach the limit exactly.
 */
const refusedInBurst = (r: { statusCode: number }) => r.statusCode === 429 || r.statusCode === 503;

async function untilRefused(
  send: () => Promise<{ statusCode: number; json: () => unknown }>,
  accepted: (res: { statusCode: number; json: () => unknown }) => boolean,
  refusal: string,
): Promise<number> {
  for (let n = 0; n < 400; n++) {
    const res = await send();
    if (accepted(res)) continue;
    expect(res.statusCode).toBe(429);
    expect(errorOf(res)).toBe(refusal);
    return n;
  }
  throw new Error('never refused');
}

describe('every throttle holds under parallel requests (17.2)', () => {
  it('61 parallel wrong codes on one code: exactly 5 are checked', async () => {
    const phone = uniquePhone();
    expect((await requestCode(phone, 1, freshAddress())).statusCode).toBe(200);
    const code = t.lastCode(phone);
    const wrong = () => checkCode(phone, wrongCodeFor(code), 1, freshAddress());
    const answers = await Promise.all(Array.from({ length: 61 }, wrong));
    const checked = answers.filter((r) => r.statusCode === 400 && errorOf(r) === MISMATCH).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter(refusedInBurst)).toHaveLength(61 - checked);
    const more = await untilRefused(wrong, (r) => errorOf(r) === MISMATCH, CODE_VOID);
    expect(checked + more).toBe(5);
    expect((await checkCode(phone, code, 1, freshAddress())).statusCode).toBe(429);
  });

  it('100 parallel code requests to one phone: 5 are sent', async () => {
    const phone = uniquePhone();
    const request = (i: number) => requestCode(phone, i % 2 === 0 ? 1 : 2, freshAddress());
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => request(i)));
    const sent = answers.filter((r) => r.statusCode === 200).length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(5);
    expect(answers.filter(refusedInBurst)).toHaveLength(100 - sent);
    const more = await untilRefused(
      () => request(0),
      (r) => r.statusCode === 200,
      'too many code requests for this phone, try again in 10 minutes',
    );
    expect(sent + more).toBe(5);
    expect(t.sms.filter((m) => m.to === phone)).toHaveLength(5);
  });

  it('80 parallel code requests from one address with room for 30 more: 30 are sent', async () => {
    const address = freshAddress();
    await t.ctx.db
      .insert(rateEvents)
      .values(Array.from({ length: 270 }, () => ({ bucket: 'code-ip', key: address, at: new Date() })));
    const request = () => requestCode(uniquePhone(), 2, address);
    const answers = await Promise.all(Array.from({ length: 80 }, request));
    const sent = answers.filter((r) => r.statusCode === 200).length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(30);
    expect(answers.filter(refusedInBurst)).toHaveLength(80 - sent);
    const more = await untilRefused(
      request,
      (r) => r.statusCode === 200,
      'too many code requests from this network, try again later',
    );
    expect(sent + more).toBe(30);
  });

  it('100 parallel wrong Team PINs from one coach: exactly 10 are checked', async () => {
    const coach = await createCoach(t.ctx.db, { teamTypes: [] });
    const token = await coachToken(t, coach.id);
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/joinTeam',
        remoteAddress: freshAddress(),
        headers: bearer(token),
        payload: { school: 'lincoln-hs', teamtype: 1, pin: '000000' },
      });
    const answers = await Promise.all(Array.from({ length: 100 }, guess));
    const checked = answers.filter((r) => r.statusCode === 400 && errorOf(r) === 'wrong pin').length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.filter(refusedInBurst)).toHaveLength(100 - checked);
    const more = await untilRefused(
      guess,
      (r) => r.statusCode === 400 && errorOf(r) === 'wrong pin',
      'too many PIN attempts, try again later',
    );
    expect(checked + more).toBe(10);
  });
});

describe('TRUST_PROXY (17.3)', () => {
  async function addressSeenWith(env: Record<string, string>, socket: string, forwardedFor: string) {
    const app = await buildTestApp(env);
    try {
      const phone = uniquePhone();
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/verify-code',
        remoteAddress: socket,
        headers: { 'x-forwarded-for': forwardedFor, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `sms=${phone}&type=1`,
      });
      expect(res.statusCode).toBe(200);
      const rows = await app.ctx.db
        .select({ key: rateEvents.key })
        .from(rateEvents)
        .where(eq(rateEvents.bucket, 'code-ip'));
      return rows.map((r) => r.key);
    } finally {
      await app.close();
    }
  }

  it('TRUST_PROXY=true trusts one proxy: a client cannot pick its address by sending X-Forwarded-For', async () => {
    expect(await addressSeenWith({ TRUST_PROXY: 'true' }, '10.0.0.2', '203.0.113.66, 198.51.100.7')).toEqual([
      '198.51.100.7',
    ]);
  });

  it.each<[string, Record<string, string>, string, string, string]>([
    ['two hops', { TRUST_PROXY: '2' }, '10.0.0.2', '203.0.113.66, 198.51.100.7, 10.0.0.9', '198.51.100.7'],
    [
      'the proxies’ addresses',
      { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' },
      '10.0.0.2',
      '203.0.113.66, 198.51.100.7',
      '198.51.100.7',
    ],
    // A request that does not come from a listed proxy is the client itself.
    [
      'a listed proxy, skipped',
      { TRUST_PROXY: '10.0.0.0/8' },
      '198.51.100.9',
      '203.0.113.66',
      '198.51.100.9',
    ],
    ['no TRUST_PROXY', {}, '198.51.100.9', '203.0.113.66', '198.51.100.9'],
  ])('with %s the client is the right address', async (_label, env, socket, forwardedFor, client) => {
    expect(await addressSeenWith(env, socket, forwardedFor)).toEqual([client]);
  });
});

describe('one bucket of codes per phone (17.4)', () => {
  it('coach, player and phone-change codes to one phone share its 5 per 10 minutes', async () => {
    const phone = uniquePhone();
    const coach = await createCoach(t.ctx.db);
    const token = await coachToken(t, coach.id);
    const phoneChange = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/settings/phone-code',
        remoteAddress: freshAddress(),
        headers: bearer(token),
        payload: { phoneNumber: phone },
      });
    expect((await requestCode(phone, 1, freshAddress())).statusCode).toBe(200);
    expect((await requestCode(phone, 1, freshAddress())).statusCode).toBe(200);
    expect((await requestCode(phone, 2, freshAddress())).statusCode).toBe(200);
    expect((await requestCode(phone, 2, freshAddress())).statusCode).toBe(200);
    expect((await phoneChange()).statusCode).toBe(200);
    expect((await requestCode(phone, 2, freshAddress())).statusCode).toBe(429);
    expect((await requestCode(phone, 1, freshAddress())).statusCode).toBe(429);
    expect((await phoneChange()).statusCode).toBe(429);
    expect(t.sms.filter((m) => m.to === phone)).toHaveLength(5);
  });
});

describe('failed sends do not use up the quota (17.6)', () => {
  it('codes the SMS provider refused are not counted, per phone or per address', async () => {
    const phone = uniquePhone();
    const address = freshAddress();
    const working = t.ctx.sms;
    const failing: SmsSender = {
      send: () => Promise.reject(new SmsSendError('provider answered 503', true)),
    };
    t.ctx.sms = failing;
    try {
      for (let i = 0; i < 6; i++) {
        const res = await requestCode(phone, 1, address);
        expect(res.statusCode).toBe(503);
        expect(errorOf(res)).toBe('could not send the code, try again shortly');
      }
    } finally {
      t.ctx.sms = working;
    }
    const counted = await t.ctx.db
      .select()
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, 'code-ip'), eq(rateEvents.key, address)));
    expect(counted).toHaveLength(0);
    // The provider is back: the phone has its 5 codes.
    for (let i = 0; i < 5; i++) expect((await requestCode(phone, 1, address)).statusCode).toBe(200);
    expect((await requestCode(phone, 1, address)).statusCode).toBe(429);
  });

  it('a phone-change code the provider refused is not counted either', async () => {
    const coach = await createCoach(t.ctx.db);
    const player = await createPlayer(t.ctx.db, { schoolId: coach.schoolId, rosterId: coach.rosterIds[0]! });
    const token = await playerToken(t, player.id);
    const phone = uniquePhone();
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/settings/phone-code',
        remoteAddress: freshAddress(),
        headers: bearer(token),
        payload: { phoneNumber: phone },
      });
    const working = t.ctx.sms;
    t.ctx.sms = { send: () => Promise.reject(new SmsSendError('provider answered 500', true)) };
    try {
      for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(503);
    } finally {
      t.ctx.sms = working;
    }
    expect((await ask()).statusCode).toBe(200);
  });
});

describe('Cache-Control on signed-in and sign-in answers (17.9)', () => {
  it('sends private, no-store on /api/auth answers, errors included', async () => {
    const coach = await createCoach(t.ctx.db);
    const token = await coachToken(t, coach.id);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/auth/roster?skillLevel=1',
      headers: bearer(token),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, no-store');
    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/auth/getSettings-coach/${coach.id}`,
      headers: bearer(token),
    });
    expect(settings.headers['cache-control']).toBe('private, no-store');
    const denied = await t.app.inject({ method: 'GET', url: '/api/auth/roster?skillLevel=1' });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe('private, no-store');
    for (const headers of [bearer(token), {}]) {
      const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/no-such-route', headers });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('sends private, no-store on the sign-in answers that carry ids and tokens', async () => {
    const address = freshAddress();
    const phone = uniquePhone();
    const sent = await requestCode(phone, 1, address);
    expect(sent.headers['cache-control']).toBe('private, no-store');
    const verified = await checkCode(phone, t.lastCode(phone), 1, address);
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['cache-control']).toBe('private, no-store');
    const { loginRegisterID } = verified.json<{ loginRegisterID: string }>();
    const info = await t.app.inject({ method: 'GET', url: `/api/prepare-jwt-info/${loginRegisterID}` });
    expect(info.headers['cache-control']).toBe('private, no-store');
    const refresh = await t.app.inject({ method: 'GET', url: '/api/refreshtoken' });
    expect(refresh.headers['cache-control']).toBe('private, no-store');
  });
});
