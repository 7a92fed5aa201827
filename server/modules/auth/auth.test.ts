import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { loginRegisters, rosterPlayers, sessions, teamRosters } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createCoach, createSchool, createTeam, uniquePhone } from '../../test/factories';
import { form, signUpCoach, verifyPhone } from '../../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, fields: Record<string, string | number | boolean>) =>
  t.app.inject({ method: 'POST', url, ...form(fields) });

function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

describe('POST /api/verify-code', () => {
  it('sends a 6-digit code by SMS to the phone (form body)', async () => {
    const phone = uniquePhone();
    const res = await post('/api/verify-code', { sms: phone, type: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    expect(t.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('accepts a JSON body too', async () => {
    const phone = uniquePhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify-code',
      payload: { sms: phone, type: 2 },
    });
    expect(res.statusCode).toBe(200);
  });

  it('stores the code hashed, never in clear', async () => {
    const phone = uniquePhone();
    await post('/api/verify-code', { sms: phone, type: 1 });
    const [row] = await t.ctx.db.select().from(loginRegisters).where(eq(loginRegisters.phone, phone));
    expect(row?.codeHash).toBeTruthy();
    expect(row?.codeHash).not.toContain(t.lastCode(phone));
  });

  it.each([
    [{ sms: '555123456', type: 1 }, 'sms'],
    [{ sms: '55512345678', type: 1 }, 'sms'],
    [{ sms: '555123456a', type: 1 }, 'sms'],
    [{ sms: '5551234567', type: 3 }, 'type'],
    [{ sms: '5551234567', type: 'coach' }, 'type'],
    [{ type: 1 }, 'sms'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const res = await post('/api/verify-code', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(field);
  });

  it('refuses a malformed JSON body with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify-code',
      headers: { 'content-type': 'application/json' },
      payload: '{"sms": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });

  it('throttles code requests per phone: the 6th in 10 minutes gets 429', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++)
      expect((await post('/api/verify-code', { sms: phone, type: 1 })).statusCode).toBe(200);
    const res = await post('/api/verify-code', { sms: phone, type: 1 });
    expect(res.statusCode).toBe(429);
    expect(t.sms.filter((m) => m.to === phone)).toHaveLength(5);
  });

  it('throttles code requests per client address, generously (300 per 10 minutes)', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < 300; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/verify-code',
        remoteAddress: address,
        ...form({ sms: `6${String(i).padStart(9, '0')}`, type: 2 }),
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify-code',
      remoteAddress: address,
      ...form({ sms: uniquePhone(), type: 2 }),
    });
    expect(res.statusCode).toBe(429);
  }, 120_000);
});

describe('POST /api/sms-login', () => {
  it('verifies the code: a new phone gets accountState 1 and an opaque loginRegisterID', async () => {
    const phone = uniquePhone();
    const v = await verifyPhone(t, phone, 1);
    expect(v.accountState).toBe(1);
    expect(v.loginRegisterID).not.toMatch(/^\d+$/);
    expect(v.loginRegisterID.length).toBeGreaterThanOrEqual(20);
  });

  it('gives accountState 2 to a phone that has an account', async () => {
    const coach = await signUpCoach(t);
    const v = await verifyPhone(t, coach.phone, 1);
    expect(v.accountState).toBe(2);
  });

  it('answers "codes don\'t match" for a wrong code', async () => {
    const phone = uniquePhone();
    await post('/api/verify-code', { sms: phone, type: 1 });
    const wrong = t.lastCode(phone) === '000000' ? '111111' : '000000';
    const res = await post('/api/sms-login', { sms: phone, code: wrong, userType: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "codes don't match", code: 'code_mismatch' });
  });

  it('voids a code after 5 wrong tries, even for the right code', async () => {
    const phone = uniquePhone();
    await post('/api/verify-code', { sms: phone, type: 2 });
    const code = t.lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/sms-login', { sms: phone, code: wrong, userType: 2 })).statusCode).toBe(400);
    }
    const res = await post('/api/sms-login', { sms: phone, code, userType: 2 });
    expect(res.statusCode).toBe(429);
  });

  it("answers 'code expired' after 10 minutes", async () => {
    const phone = uniquePhone();
    await post('/api/verify-code', { sms: phone, type: 1 });
    await t.ctx.db
      .update(loginRegisters)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginRegisters.phone, phone));
    const res = await post('/api/sms-login', { sms: phone, code: t.lastCode(phone), userType: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'code expired', code: 'code_expired' });
  });

  it("answers 'login register record not found' for a phone that asked no code", async () => {
    const res = await post('/api/sms-login', { sms: uniquePhone(), code: '123456', userType: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'login register record not found', code: 'register_not_found' });
  });

  it('does not accept a coach code as a player code', async () => {
    const phone = uniquePhone();
    await post('/api/verify-code', { sms: phone, type: 1 });
    const res = await post('/api/sms-login', { sms: phone, code: t.lastCode(phone), userType: 2 });
    expect(res.statusCode).toBe(404);
  });

  it('refuses bad input with 400', async () => {
    const res = await post('/api/sms-login', { sms: '12', code: '12', userType: 9 });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/prepare-jwt-info/{loginRegisterID}', () => {
  it('answers cid and sid for a verified coach', async () => {
    const coach = await signUpCoach(t);
    const v = await verifyPhone(t, coach.phone, 1);
    const res = await t.app.inject({ method: 'GET', url: `/api/prepare-jwt-info/${v.loginRegisterID}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cid: coach.coachID, sid: coach.schoolID });
  });

  it('answers 404 for a register whose code was not verified', async () => {
    const coach = await signUpCoach(t);
    await post('/api/verify-code', { sms: coach.phone, type: 1 });
    const [row] = await t.ctx.db.select().from(loginRegisters).where(eq(loginRegisters.phone, coach.phone));
    const res = await t.app.inject({ method: 'GET', url: `/api/prepare-jwt-info/${row!.publicId}` });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prepare-jwt-info/not-a-real-id' });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/login', () => {
  it('logs an existing coach in: the token carries cid, sid, teams and a session', async () => {
    const coach = await signUpCoach(t, { school: 'washington-hs', teams: { jvBoys: true, vGirls: true } });
    const v = await verifyPhone(t, coach.phone, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({
        LoginRegisterID: v.loginRegisterID,
        CoachID: coach.coachID,
        SchoolID: coach.schoolID,
        SMS: coach.phone,
        Code: v.code,
      }),
    });
    expect(res.statusCode).toBe(200);
    const claims = decodePayload(res.json<{ token: string }>().token);
    expect(claims).toMatchObject({ cid: coach.coachID, sid: coach.schoolID });
    expect(claims.teams).toHaveLength(2);
    expect(typeof claims.sess).toBe('string');
    expect(claims.pid).toBeUndefined();
  });

  it("refuses someone else's CoachID with 403", async () => {
    const victim = await signUpCoach(t, { school: 'kennedy-hs' });
    const attacker = uniquePhone();
    const v = await verifyPhone(t, attacker, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        LoginRegisterID: v.loginRegisterID,
        CoachID: victim.coachID,
        SchoolID: victim.schoolID,
        SMS: attacker,
        Code: v.code,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ token?: string }>().token).toBeUndefined();
  });

  it("refuses another phone's number in SMS with 403", async () => {
    const victim = await signUpCoach(t, { school: 'madison-hs' });
    const attacker = uniquePhone();
    const v = await verifyPhone(t, attacker, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        LoginRegisterID: v.loginRegisterID,
        CoachID: victim.coachID,
        SchoolID: victim.schoolID,
        SMS: victim.phone,
        Code: v.code,
      },
    });
    expect(res.statusCode).toBe(403);
  });

  it('re-checks the code: a wrong one gets "codes don\'t match"', async () => {
    const coach = await signUpCoach(t, { school: 'franklin-hs' });
    const v = await verifyPhone(t, coach.phone, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        LoginRegisterID: v.loginRegisterID,
        CoachID: coach.coachID,
        SchoolID: coach.schoolID,
        SMS: coach.phone,
        Code: v.code === '000000' ? '111111' : '000000',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "codes don't match", code: 'code_mismatch' });
  });

  it('uses the code up: the same code cannot log in twice', async () => {
    const coach = await signUpCoach(t, { school: 'roosevelt-hs' });
    const v = await verifyPhone(t, coach.phone, 1);
    const body = {
      LoginRegisterID: v.loginRegisterID,
      CoachID: coach.coachID,
      SchoolID: coach.schoolID,
      SMS: coach.phone,
      Code: v.code,
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: body })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: body })).statusCode).toBe(404);
  });

  it('refuses a body that is neither a coach nor a player login with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { LoginRegisterID: 'x', CoachID: 'abc' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/set-up/{loginRegisterID}', () => {
  it('creates the coach and one team per checked box, each with a 6-digit PIN', async () => {
    const school = await createSchool(t.ctx.db);
    const coach = await signUpCoach(t, {
      school: school.value,
      teams: { jvBoys: true, vBoys: true, jvGirls: false },
    });
    const teams = await t.ctx.db.select().from(teamRosters).where(eq(teamRosters.schoolId, coach.schoolID));
    expect(teams.map((r) => r.teamType).sort()).toEqual([1, 2]);
    for (const r of teams) expect(r.pin).toMatch(/^\d{6}$/);
  });

  it('refuses a team that already exists at the school with 409 (join it by PIN instead)', async () => {
    const school = await createSchool(t.ctx.db);
    await signUpCoach(t, { school: school.value, teams: { vGirls: true } });
    const phone = uniquePhone();
    const v = await verifyPhone(t, phone, 1);
    const res = await post(`/api/set-up/${v.loginRegisterID}`, {
      school: school.value,
      vGirls: 'yes',
      fname: 'Bo',
      lname: 'Ng',
      email: 'bo@example.org',
      phone,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toContain('Varsity Girls');
    // The team's code, for the web app to name it in the user's language.
    expect(res.json<{ details: unknown }>().details).toEqual({ teamType: 4 });
  });

  it('refuses an unknown school, a phone other than the verified one, and bad fields with 400', async () => {
    const phone = uniquePhone();
    const v = await verifyPhone(t, phone, 1);
    const base = { school: 'lincoln-hs', fname: 'Bo', lname: 'Ng', email: 'bo@example.org', phone };
    expect((await post(`/api/set-up/${v.loginRegisterID}`, { ...base, school: 'nowhere' })).statusCode).toBe(
      400,
    );
    expect(
      (await post(`/api/set-up/${v.loginRegisterID}`, { ...base, phone: uniquePhone() })).statusCode,
    ).toBe(400);
    expect((await post(`/api/set-up/${v.loginRegisterID}`, { ...base, email: 'not-mail' })).statusCode).toBe(
      400,
    );
    expect((await post(`/api/set-up/${v.loginRegisterID}`, { ...base, fname: '' })).statusCode).toBe(400);
    expect((await post(`/api/set-up/${v.loginRegisterID}`, { ...base, jvBoys: 'maybe' })).statusCode).toBe(
      400,
    );
  });

  it('only works for a verified register', async () => {
    const res = await post('/api/set-up/unknown-register', {
      school: 'lincoln-hs',
      fname: 'Bo',
      lname: 'Ng',
      email: 'bo@example.org',
      phone: uniquePhone(),
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a second account for the same phone with 409', async () => {
    const school = await createSchool(t.ctx.db);
    const coach = await signUpCoach(t, { school: school.value, teams: {} });
    const v = await verifyPhone(t, coach.phone, 1);
    const res = await post(`/api/set-up/${v.loginRegisterID}`, {
      school: school.value,
      fname: 'Bo',
      lname: 'Ng',
      email: 'bo@example.org',
      phone: coach.phone,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('POST /api/player-set-up/{loginRegisterID}', () => {
  async function teamWithCoach() {
    const coach = await createCoach(t.ctx.db, { teamTypes: [3] });
    const [roster] = await t.ctx.db.select().from(teamRosters).where(eq(teamRosters.id, coach.rosterIds[0]!));
    return { coach, roster: roster! };
  }

  it('creates the player at the bottom of the ladder of the team the PIN opens, then logs in', async () => {
    const { coach, roster } = await teamWithCoach();
    const phones = [uniquePhone(), uniquePhone()];
    const ids: number[] = [];
    for (const phone of phones) {
      const v = await verifyPhone(t, phone, 2);
      const res = await post(`/api/player-set-up/${v.loginRegisterID}`, {
        fname: 'Pat',
        lname: 'Ray',
        email: 'pat@example.org',
        pin: roster.pin,
        phone,
      });
      expect(res.statusCode).toBe(200);
      const { playerID } = res.json<{ playerID: number }>();
      ids.push(playerID);
      const info = await t.app.inject({
        method: 'GET',
        url: `/api/prepare-jwt-info-player/${v.loginRegisterID}`,
      });
      expect(info.json()).toEqual({ pid: playerID, pcid: coach.id, psid: coach.schoolId });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        ...form({
          SMS: phone,
          Code: v.code,
          LoginRegisterID: v.loginRegisterID,
          PlayerID: playerID,
          PlayerCoachID: coach.id,
          PlayerSchoolID: coach.schoolId,
        }),
      });
      expect(login.statusCode).toBe(200);
      expect(decodePayload(login.json<{ token: string }>().token)).toMatchObject({
        pid: playerID,
        pcid: coach.id,
        psid: coach.schoolId,
      });
    }
    const places = await t.ctx.db.select().from(rosterPlayers).where(eq(rosterPlayers.rosterId, roster.id));
    expect(places.map((p) => [p.playerId, p.position])).toEqual([
      [ids[0], 1],
      [ids[1], 2],
    ]);
  });

  it("answers 'invalid PIN' for a PIN no team has", async () => {
    const phone = uniquePhone();
    const v = await verifyPhone(t, phone, 2);
    const { roster } = await teamWithCoach();
    const wrong = roster.pin === '000000' ? '000001' : '000000';
    const res = await post(`/api/player-set-up/${v.loginRegisterID}`, {
      fname: 'P',
      lname: 'R',
      email: 'p@example.org',
      pin: wrong,
      phone,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid PIN', code: 'invalid_pin' });
  });

  it("answers 'joint record not found' for a team nobody coaches yet", async () => {
    const school = await createSchool(t.ctx.db);
    const rosterId = await createTeam(t.ctx.db, school.id, 2);
    const [roster] = await t.ctx.db.select().from(teamRosters).where(eq(teamRosters.id, rosterId));
    const phone = uniquePhone();
    const v = await verifyPhone(t, phone, 2);
    const res = await post(`/api/player-set-up/${v.loginRegisterID}`, {
      fname: 'P',
      lname: 'R',
      email: 'p@example.org',
      pin: roster!.pin,
      phone,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'joint record not found', code: 'team_not_created' });
  });

  it('throttles PIN guesses: the 11th for one phone gets 429', async () => {
    const phone = uniquePhone();
    const v = await verifyPhone(t, phone, 2);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/player-set-up/${v.loginRegisterID}`,
        remoteAddress: `198.51.100.${i}`,
        ...form({ fname: 'P', lname: 'R', email: 'p@example.org', pin: String(100000 + i * 7), phone }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400 || s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a PIN that is not 6 digits with 400', async () => {
    const phone = uniquePhone();
    const v = await verifyPhone(t, phone, 2);
    const res = await post(`/api/player-set-up/${v.loginRegisterID}`, {
      fname: 'P',
      lname: 'R',
      email: 'p@example.org',
      pin: '12ab',
      phone,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/refreshtoken and sessions', () => {
  async function expiredTokenFor(claims: Record<string, unknown>) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(t.ctx.secret);
  }

  it("answers 401 'Token is expired' to an expired token, and refreshes it while the session lives", async () => {
    const coach = await signUpCoach(t, { school: 'jefferson-hs', teams: {} });
    const claims = decodePayload(coach.token);
    const expired = await expiredTokenFor({ sess: claims.sess, cid: claims.cid, sid: claims.sid, teams: [] });
    const call = await t.app.inject({
      method: 'GET',
      url: '/api/auth/userNavbarHeader',
      headers: bearer(expired),
    });
    expect(call.statusCode).toBe(401);
    expect(call.json()).toEqual({ error: 'Token is expired', code: 'token_expired' });
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/refreshtoken',
      headers: bearer(expired),
    });
    expect(refreshed.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/auth/userNavbarHeader',
      headers: bearer(refreshed.json<{ token: string }>().token),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ firstName: 'Ann', lastName: 'Lee', skills: [] });
  });

  it('never refreshes a token with a bad signature', async () => {
    const coach = await signUpCoach(t, { school: 'jefferson-hs', teams: {} });
    const [h, p] = coach.token.split('.');
    const forged = `${h}.${p}.${Buffer.from('forged-signature').toString('base64url')}`;
    const res = await t.app.inject({ method: 'GET', url: '/api/refreshtoken', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a tampered token (claims changed, signature kept) on /api/auth calls', async () => {
    const coach = await signUpCoach(t, { school: 'jefferson-hs', teams: {} });
    const [h, p, s] = coach.token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    payload.cid = Number(payload.cid) + 1;
    const tampered = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/userNavbarHeader',
      headers: bearer(tampered),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ error: string }>().error).not.toBe('Token is expired');
  });

  it('ends the session at logout: the token stops working and cannot be refreshed', async () => {
    const coach = await signUpCoach(t, { school: 'jefferson-hs', teams: {} });
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(coach.token) });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/userNavbarHeader', headers: bearer(coach.token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/refreshtoken', headers: bearer(coach.token) }))
        .statusCode,
    ).toBe(401);
  });

  it('does not refresh a session older than SESSION_MAX_AGE', async () => {
    const coach = await signUpCoach(t, { school: 'jefferson-hs', teams: {} });
    const claims = decodePayload(coach.token);
    await t.ctx.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - (t.config.SESSION_MAX_AGE + 60) * 1000) })
      .where(eq(sessions.id, String(claims.sess)));
    const res = await t.app.inject({ method: 'GET', url: '/api/refreshtoken', headers: bearer(coach.token) });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 without a token or with garbage', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/refreshtoken' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/userNavbarHeader' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/userNavbarHeader',
      headers: bearer('not.a.jwt'),
    });
    expect(res.statusCode).toBe(401);
  });
});
