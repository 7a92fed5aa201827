import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { coaches, phoneConfirmations, players, rateEvents } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  bearer,
  coachToken,
  createCoach,
  createPlayer,
  playerToken,
  uniquePhone,
} from '../../test/factories';
import { form, verifyPhone } from '../../test/sign-in';
import { errorText } from '../../../contract/errors';

const PHONE_CODE_REQUIRED = errorText('phone_code_required');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const putJson = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: 'PUT', url, payload, headers: token ? bearer(token) : {} });
const putForm = (url: string, fields: Record<string, string | number>, token?: string) =>
  t.app.inject({
    method: 'PUT',
    url,
    ...form(fields),
    headers: { ...form(fields).headers, ...(token ? bearer(token) : {}) },
  });

async function signedInCoach() {
  const coach = await createCoach(t.ctx.db);
  return { coach, token: await coachToken(t, coach.id) };
}
async function signedInPlayer() {
  const coach = await createCoach(t.ctx.db);
  const player = await createPlayer(t.ctx.db, { schoolId: coach.schoolId, rosterId: coach.rosterIds[0]! });
  return { player, token: await playerToken(t, player.id) };
}

const postPhoneCode = (payload: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/settings/phone-code',
    payload,
    headers: token ? bearer(token) : {},
  });

/** Asks for a code for the new phone and answers the code the SMS carried. */
async function codeFor(phone: string, token: string): Promise<string> {
  const res = await postPhoneCode({ phoneNumber: phone }, token);
  expect(res.statusCode).toBe(200);
  return t.lastCode(phone);
}

const changes = (phone: string) => ({
  fname: 'Ayşe',
  lname: "O'Neil-Yılmaz",
  phoneNumber: phone,
  email: 'ayse@example.org',
});

describe('GET /api/auth/getSettings-player/{id}', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/auth/getSettings-player/1')).statusCode).toBe(401);
  });

  it('answers 403 to a coach', async () => {
    const { player } = await signedInPlayer();
    const { token } = await signedInCoach();
    expect((await get(`/api/auth/getSettings-player/${player.id}`, token)).statusCode).toBe(403);
  });

  it("answers 404 for another player's id, and for an id nobody has", async () => {
    const { token } = await signedInPlayer();
    const { player: teammate } = await signedInPlayer();
    const res = await get(`/api/auth/getSettings-player/${teammate.id}`, token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not found', code: 'not_found' });
    expect(res.body).not.toContain(teammate.phone);
    expect((await get('/api/auth/getSettings-player/2000000000', token)).statusCode).toBe(404);
  });

  it("answers 404 'Player Not Found' when the player's own account was deleted", async () => {
    const { player, token } = await signedInPlayer();
    await t.ctx.db.delete(players).where(eq(players.id, player.id));
    const res = await get(`/api/auth/getSettings-player/${player.id}`, token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Player Not Found', code: 'settings_player_not_found' });
  });

  it('answers 400 to an id that is not a positive whole number', async () => {
    const { token } = await signedInPlayer();
    expect((await get('/api/auth/getSettings-player/abc', token)).statusCode).toBe(400);
    expect((await get('/api/auth/getSettings-player/0', token)).statusCode).toBe(400);
  });

  it("answers the player's own settings", async () => {
    const { player, token } = await signedInPlayer();
    const res = await get(`/api/auth/getSettings-player/${player.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      res: { fname: 'Pat', lname: 'Player', phoneNumber: player.phone, email: 'player@example.org' },
    });
  });
});

describe('GET /api/auth/getSettings-coach/{id}', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/auth/getSettings-coach/1')).statusCode).toBe(401);
  });

  it('answers 403 to a player', async () => {
    const { coach } = await signedInCoach();
    const { token } = await signedInPlayer();
    expect((await get(`/api/auth/getSettings-coach/${coach.id}`, token)).statusCode).toBe(403);
  });

  it("answers 404 for another coach's id, even a colleague's", async () => {
    const { coach, token } = await signedInCoach();
    const colleague = await createCoach(t.ctx.db, { schoolId: coach.schoolId, teamTypes: [] });
    const res = await get(`/api/auth/getSettings-coach/${colleague.id}`, token);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(colleague.phone);
  });

  it('answers 400 to a bad id', async () => {
    const { token } = await signedInCoach();
    expect((await get('/api/auth/getSettings-coach/-3', token)).statusCode).toBe(400);
  });

  it("answers the coach's own settings", async () => {
    const { coach, token } = await signedInCoach();
    const res = await get(`/api/auth/getSettings-coach/${coach.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      res: { fname: 'Casey', lname: 'Coach', phoneNumber: coach.phone, email: 'coach@example.org' },
    });
  });
});

describe('PUT /api/auth/updateSettings-player', () => {
  const url = '/api/auth/updateSettings-player';

  it('answers 401 without a token', async () => {
    expect((await putJson(url, changes(uniquePhone()))).statusCode).toBe(401);
  });

  it('answers 403 to a coach', async () => {
    const { coach, token } = await signedInCoach();
    expect((await putJson(url, changes(uniquePhone()), token)).statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(coaches).where(eq(coaches.id, coach.id));
    expect(row?.firstName).toBe('Casey');
  });

  it("answers 404 when the id sent is another player's, and changes nobody", async () => {
    const { player, token } = await signedInPlayer();
    const { player: other } = await signedInPlayer();
    const res = await putJson(url, { ...changes(uniquePhone()), id: other.id }, token);
    expect(res.statusCode).toBe(404);
    const rows = await t.ctx.db.select().from(players).where(eq(players.firstName, 'Ayşe'));
    expect(rows.map((r) => r.id)).not.toContain(other.id);
    expect(rows.map((r) => r.id)).not.toContain(player.id);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an e-mail that is not one', { email: 'not-an-email' }, 'email'],
    ['no first name', { fname: '  ' }, 'fname'],
    ['no last name', { lname: '' }, 'lname'],
    ['a phone of 9 digits', { phoneNumber: '555123456' }, 'phoneNumber'],
    ['a phone with letters', { phoneNumber: '555123456a' }, 'phoneNumber'],
    ['a first name over 60 characters', { fname: 'f'.repeat(61) }, 'fname'],
  ])('answers 400 to %s', async (_label, override, field) => {
    const { player, token } = await signedInPlayer();
    const res = await putJson(url, { ...changes(uniquePhone()), ...override }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(field);
    const [row] = await t.ctx.db.select().from(players).where(eq(players.id, player.id));
    expect(row?.firstName).toBe('Pat');
  });

  it("does not tell that the phone is another player's: without the code it answers as for a free number", async () => {
    const { player, token } = await signedInPlayer();
    const { player: other } = await signedInPlayer();
    const taken = await putJson(url, changes(other.phone), token);
    const free = await putJson(url, changes(uniquePhone()), token);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual(free.json());
    expect(taken.json()).toEqual({ error: PHONE_CODE_REQUIRED, code: 'phone_code_required' });
    const [row] = await t.ctx.db.select().from(players).where(eq(players.id, player.id));
    expect(row?.phone).toBe(player.phone);
  });

  it('answers 409 when the number was taken after its code was sent, on confirming', async () => {
    const { player, token } = await signedInPlayer();
    const phone = uniquePhone();
    const phoneCode = await codeFor(phone, token);
    const { player: other } = await signedInPlayer();
    await t.ctx.db.update(players).set({ phone }).where(eq(players.id, other.id));
    const res = await putJson(url, { ...changes(phone), phoneCode }, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'phone number already in use', code: 'phone_in_use' });
    const [row] = await t.ctx.db.select().from(players).where(eq(players.id, player.id));
    expect(row?.phone).toBe(player.phone);
  });

  it("allows a phone that a coach account uses (a coach may also be a player's parent)", async () => {
    const { token } = await signedInPlayer();
    const coach = await createCoach(t.ctx.db);
    const phoneCode = await codeFor(coach.phone, token);
    expect((await putJson(url, { ...changes(coach.phone), phoneCode }, token)).statusCode).toBe(200);
  });

  it('saves a JSON body, with or without its own id, and answers the saved settings', async () => {
    const { player, token } = await signedInPlayer();
    const phone = uniquePhone();
    const phoneCode = await codeFor(phone, token);
    const res = await putJson(url, { ...changes(phone), id: player.id, phoneCode }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ res: changes(phone) });
    expect((await get(`/api/auth/getSettings-player/${player.id}`, token)).json()).toEqual({
      res: changes(phone),
    });
    // Keeping the same phone is not a conflict with oneself, and needs no code.
    const again = await putJson(url, { ...changes(phone), fname: 'Ayla' }, token);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ res: { fname: string } }>().res.fname).toBe('Ayla');
  });

  it('trims the fields of a form body', async () => {
    const { token } = await signedInPlayer();
    const phone = uniquePhone();
    const phoneCode = await codeFor(phone, token);
    const res = await putForm(
      url,
      {
        fname: ' Ann ',
        lname: ' Lee ',
        phoneNumber: ` ${phone} `,
        email: ' ann@example.org ',
        phoneCode: ` ${phoneCode} `,
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      res: { fname: 'Ann', lname: 'Lee', phoneNumber: phone, email: 'ann@example.org' },
    });
  });

  it('makes the new phone the sign-in phone', async () => {
    const { player, token } = await signedInPlayer();
    const phone = uniquePhone();
    const phoneCode = await codeFor(phone, token);
    expect((await putJson(url, { ...changes(phone), phoneCode }, token)).statusCode).toBe(200);
    expect((await verifyPhone(t, phone, 2)).accountState).toBe(2);
    expect((await verifyPhone(t, player.phone, 2)).accountState).toBe(1);
  });
});

describe('PUT /api/auth/updateSettings-coach', () => {
  const url = '/api/auth/updateSettings-coach';

  it('answers 401 without a token', async () => {
    expect((await putJson(url, changes(uniquePhone()))).statusCode).toBe(401);
  });

  it('answers 403 to a player', async () => {
    const { player, token } = await signedInPlayer();
    expect((await putJson(url, changes(uniquePhone()), token)).statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(players).where(eq(players.id, player.id));
    expect(row?.firstName).toBe('Pat');
  });

  it("answers 404 when the id sent is another coach's", async () => {
    const { coach, token } = await signedInCoach();
    const colleague = await createCoach(t.ctx.db, { schoolId: coach.schoolId, teamTypes: [] });
    const res = await putJson(url, { ...changes(uniquePhone()), id: colleague.id }, token);
    expect(res.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(coaches).where(eq(coaches.id, colleague.id));
    expect(row?.firstName).toBe('Casey');
  });

  it('answers 400 to a bad e-mail', async () => {
    const { token } = await signedInCoach();
    const res = await putJson(url, { ...changes(uniquePhone()), email: 'coach@' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('email');
  });

  it("does not tell that the phone is another coach's: a guessed code does not match", async () => {
    const { token } = await signedInCoach();
    const other = await createCoach(t.ctx.db);
    expect((await postPhoneCode({ phoneNumber: other.phone }, token)).statusCode).toBe(200);
    const res = await putJson(url, { ...changes(other.phone), phoneCode: '123456' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "codes don't match", code: 'code_mismatch' });
  });

  it('saves and answers the settings; the navbar shows the new name', async () => {
    const { coach, token } = await signedInCoach();
    const phone = uniquePhone();
    const phoneCode = await codeFor(phone, token);
    const res = await putJson(url, { ...changes(phone), id: coach.id, phoneCode }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ res: changes(phone) });
    const [row] = await t.ctx.db.select().from(coaches).where(eq(coaches.id, coach.id));
    expect(row).toMatchObject({
      firstName: 'Ayşe',
      lastName: "O'Neil-Yılmaz",
      phone,
      email: 'ayse@example.org',
    });
    const navbar = await get('/api/auth/userNavbarHeader', token);
    expect(navbar.json()).toMatchObject({ firstName: 'Ayşe', lastName: "O'Neil-Yılmaz" });
  });
});

describe('POST /api/auth/settings/phone-code', () => {
  it('answers 401 without a token, and sends nothing', async () => {
    const phone = uniquePhone();
    expect((await postPhoneCode({ phoneNumber: phone })).statusCode).toBe(401);
    expect(t.sms.some((m) => m.to === phone)).toBe(false);
  });

  it.each([
    ['9 digits', '555123456'],
    ['letters', '555123456a'],
    ['nothing', ''],
  ])('answers 400 to a phone of %s', async (_label, phoneNumber) => {
    const { token } = await signedInPlayer();
    const res = await postPhoneCode({ phoneNumber }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('phoneNumber');
  });

  it('sends a player a 6-digit code by SMS to the new number, stored only hashed', async () => {
    const { player, token } = await signedInPlayer();
    const phone = uniquePhone();
    const res = await postPhoneCode({ phoneNumber: phone }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const code = t.lastCode(phone);
    expect(t.sms.filter((m) => m.to === phone).map((m) => m.body)).toEqual([
      `Your Courtside code to confirm this phone number is ${code}. It expires in 10 minutes.`,
    ]);
    const [row] = await t.ctx.db
      .select()
      .from(phoneConfirmations)
      .where(eq(phoneConfirmations.userId, player.id));
    expect(row).toMatchObject({ userType: 2, phone, failedAttempts: 0 });
    expect(row?.codeHash).not.toContain(code);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('accepts a form body from a coach', async () => {
    const { token } = await signedInCoach();
    const phone = uniquePhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/settings/phone-code',
      ...form({ phoneNumber: phone }),
      headers: { ...form({ phoneNumber: phone }).headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(200);
    expect(t.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it("answers another account's phone exactly as a free one, throttle included, and texts nothing to it", async () => {
    const { token } = await signedInCoach();
    const other = await createCoach(t.ctx.db);
    const free = uniquePhone();
    for (let i = 0; i < 5; i++) {
      const taken = await postPhoneCode({ phoneNumber: other.phone }, token);
      const open = await postPhoneCode({ phoneNumber: free }, token);
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toEqual(open.json());
    }
    const taken = await postPhoneCode({ phoneNumber: other.phone }, token);
    const open = await postPhoneCode({ phoneNumber: free }, token);
    expect(taken.statusCode).toBe(429);
    expect(taken.json()).toEqual(open.json());
    expect(t.sms.filter((m) => m.to === other.phone)).toHaveLength(0);
    expect(t.sms.filter((m) => m.to === free)).toHaveLength(5);
  });

  it('throttles the requests for one number (429 on the 6th in 10 minutes)', async () => {
    const { token } = await signedInPlayer();
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      expect((await postPhoneCode({ phoneNumber: phone }, token)).statusCode).toBe(200);
    }
    const res = await postPhoneCode({ phoneNumber: phone }, token);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: 'too many code requests for this phone, try again in 10 minutes',
      code: 'phone_code_requests',
    });
    expect(t.sms.filter((m) => m.to === phone)).toHaveLength(5);
    const events = await t.ctx.db
      .select()
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, 'code-phone'), eq(rateEvents.key, phone)));
    expect(events).toHaveLength(5);
  });
});

describe.each([
  ['player', '/api/auth/updateSettings-player'],
  ['coach', '/api/auth/updateSettings-coach'],
] as const)('changing the sign-in phone through the %s update', (kind, url) => {
  async function signedIn() {
    if (kind === 'coach') {
      const { coach, token } = await signedInCoach();
      return { id: coach.id, phone: coach.phone, token };
    }
    const { player, token } = await signedInPlayer();
    return { id: player.id, phone: player.phone, token };
  }
  const table = kind === 'coach' ? coaches : players;
  async function storedPhone(id: number) {
    const [row] = await t.ctx.db.select({ phone: table.phone }).from(table).where(eq(table.id, id));
    return row?.phone;
  }
  async function confirmation(id: number) {
    const [row] = await t.ctx.db
      .select()
      .from(phoneConfirmations)
      .where(
        and(eq(phoneConfirmations.userId, id), eq(phoneConfirmations.userType, kind === 'coach' ? 1 : 2)),
      );
    return row;
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers 400 to a new phone without a code, and keeps the old one', async () => {
    const me = await signedIn();
    const res = await putJson(url, changes(uniquePhone()), me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PHONE_CODE_REQUIRED, code: 'phone_code_required' });
    expect(PHONE_CODE_REQUIRED).toBe('Confirm the new phone number with the code we sent to it.');
    expect(await storedPhone(me.id)).toBe(me.phone);
  });

  it('answers 400 to a code that is not 6 digits', async () => {
    const me = await signedIn();
    const res = await putJson(url, { ...changes(uniquePhone()), phoneCode: '12345' }, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('phoneCode');
  });

  it('answers 400 "codes don\'t match" to a wrong code, and counts the try', async () => {
    const me = await signedIn();
    const phone = uniquePhone();
    const code = await codeFor(phone, me.token);
    const res = await putJson(url, { ...changes(phone), phoneCode: wrong(code) }, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "codes don't match", code: 'code_mismatch' });
    expect((await confirmation(me.id))?.failedAttempts).toBe(1);
    expect(await storedPhone(me.id)).toBe(me.phone);
  });

  it('refuses even the right code after 5 wrong tries, until a new code is asked for', async () => {
    const me = await signedIn();
    const phone = uniquePhone();
    const code = await codeFor(phone, me.token);
    for (let i = 0; i < 5; i++) {
      const res = await putJson(url, { ...changes(phone), phoneCode: wrong(code) }, me.token);
      expect(res.statusCode).toBe(400);
    }
    const sixth = await putJson(url, { ...changes(phone), phoneCode: code }, me.token);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: 'too many wrong codes, request a new code', code: 'code_void' });
    expect(await storedPhone(me.id)).toBe(me.phone);
    const fresh = await codeFor(phone, me.token);
    expect((await putJson(url, { ...changes(phone), phoneCode: fresh }, me.token)).statusCode).toBe(200);
  });

  it("answers 400 'code expired' after 10 minutes", async () => {
    const me = await signedIn();
    const phone = uniquePhone();
    const code = await codeFor(phone, me.token);
    await t.ctx.db
      .update(phoneConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneConfirmations.phone, phone));
    const res = await putJson(url, { ...changes(phone), phoneCode: code }, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'code expired', code: 'code_expired' });
    expect(await storedPhone(me.id)).toBe(me.phone);
  });

  it('refuses a code sent to another number', async () => {
    const me = await signedIn();
    const code = await codeFor(uniquePhone(), me.token);
    const res = await putJson(url, { ...changes(uniquePhone()), phoneCode: code }, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PHONE_CODE_REQUIRED, code: 'phone_code_required' });
    expect(await storedPhone(me.id)).toBe(me.phone);
  });

  it('refuses a code that another person asked for, even for the same number', async () => {
    const me = await signedIn();
    const someone = await signedIn();
    const phone = uniquePhone();
    const code = await codeFor(phone, someone.token);
    const res = await putJson(url, { ...changes(phone), phoneCode: code }, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PHONE_CODE_REQUIRED, code: 'phone_code_required' });
    expect(await storedPhone(me.id)).toBe(me.phone);
    expect(await confirmation(someone.id)).toBeDefined();
  });

  it('only the newest code counts once a new one was asked for', async () => {
    const me = await signedIn();
    const phone = uniquePhone();
    const first = await codeFor(phone, me.token);
    const second = await codeFor(phone, me.token);
    if (first !== second) {
      const res = await putJson(url, { ...changes(phone), phoneCode: first }, me.token);
      expect(res.json()).toEqual({ error: "codes don't match", code: 'code_mismatch' });
    }
    expect((await putJson(url, { ...changes(phone), phoneCode: second }, me.token)).statusCode).toBe(200);
  });

  it('with the right code, makes the new phone the sign-in phone and uses the code up', async () => {
    const me = await signedIn();
    const phone = uniquePhone();
    const phoneCode = await codeFor(phone, me.token);
    const res = await putJson(url, { ...changes(phone), phoneCode }, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ res: changes(phone) });
    expect(await storedPhone(me.id)).toBe(phone);
    expect(await confirmation(me.id)).toBeUndefined();
    const userType = kind === 'coach' ? 1 : 2;
    expect((await verifyPhone(t, phone, userType)).accountState).toBe(2);
    expect((await verifyPhone(t, me.phone, userType)).accountState).toBe(1);
    // Back to the old number: the used code does not confirm anything any more.
    const back = await putJson(url, { ...changes(me.phone), phoneCode }, me.token);
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual({ error: PHONE_CODE_REQUIRED, code: 'phone_code_required' });
  });

  it('needs no code when the phone stays the same', async () => {
    const me = await signedIn();
    const res = await putJson(url, { ...changes(me.phone), fname: 'Same' }, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ res: { fname: string; phoneNumber: string } }>().res).toMatchObject({
      fname: 'Same',
      phoneNumber: me.phone,
    });
  });
});

describe('GET /api/auth/getSettings-coach-laddermaxposition/{id}', () => {
  const url = (id: number) => `/api/auth/getSettings-coach-laddermaxposition/${id}`;

  it('answers 401 without a token', async () => {
    expect((await get(url(1))).statusCode).toBe(401);
  });

  it('answers 403 to a player', async () => {
    const { coach } = await signedInCoach();
    const { token } = await signedInPlayer();
    expect((await get(url(coach.id), token)).statusCode).toBe(403);
  });

  it("answers 404 for another coach's id", async () => {
    const { token } = await signedInCoach();
    const other = await createCoach(t.ctx.db);
    expect((await get(url(other.id), token)).statusCode).toBe(404);
  });

  it('answers 400 to a bad id', async () => {
    const { token } = await signedInCoach();
    expect((await get('/api/auth/getSettings-coach-laddermaxposition/x', token)).statusCode).toBe(400);
  });

  it('answers the default of 3 for a new coach', async () => {
    const { coach, token } = await signedInCoach();
    const res = await get(url(coach.id), token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ res: 3 });
  });
});

describe('PUT /api/auth/updateSettings-coach-laddermaxposition', () => {
  const url = '/api/auth/updateSettings-coach-laddermaxposition';

  it('answers 401 without a token', async () => {
    expect((await putForm(url, { id: 1, max: 5 })).statusCode).toBe(401);
  });

  it('answers 403 to a player', async () => {
    const { coach } = await signedInCoach();
    const { token } = await signedInPlayer();
    expect((await putForm(url, { id: coach.id, max: 5 }, token)).statusCode).toBe(403);
  });

  it("answers 404 for another coach's id and leaves their maximum", async () => {
    const { token } = await signedInCoach();
    const other = await createCoach(t.ctx.db);
    expect((await putForm(url, { id: other.id, max: 7 }, token)).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(coaches).where(eq(coaches.id, other.id));
    expect(row?.maxChallengePositions).toBe(3);
  });

  it.each<[string, Record<string, string | number>, string]>([
    ['max 0', { max: 0 }, 'max'],
    ['max 11', { max: 11 }, 'max'],
    ['max -1', { max: -1 }, 'max'],
    ['max 2.5', { max: '2.5' }, 'max'],
    ['max not a number', { max: 'five' }, 'max'],
    ['no max', {}, 'max'],
  ])('answers 400 to %s', async (_label, fields, field) => {
    const { coach, token } = await signedInCoach();
    const res = await putForm(url, { id: coach.id, ...fields }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(field);
  });

  it('answers 400 without an id', async () => {
    const { token } = await signedInCoach();
    const res = await putForm(url, { max: 4 }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('id');
  });

  it('saves the bounds 1 and 10 from a form and answers the saved maximum', async () => {
    const { coach, token } = await signedInCoach();
    for (const max of [1, 10]) {
      const res = await putForm(url, { id: coach.id, max }, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ res: max });
      expect((await get(`/api/auth/getSettings-coach-laddermaxposition/${coach.id}`, token)).json()).toEqual({
        res: max,
      });
    }
  });

  it('accepts JSON too', async () => {
    const { coach, token } = await signedInCoach();
    const res = await putJson(url, { id: coach.id, max: 6 }, token);
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(coaches).where(eq(coaches.id, coach.id));
    expect(row?.maxChallengePositions).toBe(6);
  });
});
