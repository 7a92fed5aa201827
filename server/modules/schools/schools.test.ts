import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../../db/schema/index';
import { SEED_SCHOOLS } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, uniquePhone } from '../../test/factories';
import { form, signUpCoach, verifyPhone } from '../../test/sign-in';
import { verifySchool } from './school-verify';

/**
 * Issue 32, any school can start: the typo-tolerant search, a coach adding their school at set-up
 * (near-duplicates, two adds at once, bad input), the new school working for every feature, and
 * its verification as other schools see it. Names carry a random tag, so a shared PostgreSQL
 * database's other schools do not meet these.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const letters = () => Array.from(crypto.randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('');

interface Found {
  value: string;
  label: string;
  city: string | null;
  region: string | null;
  level: string;
  verified: boolean;
}

/** A form body with the bearer token (form() sets the content type header). */
function authedForm(headers: Record<string, string>, fields: Record<string, string | number>) {
  const body = form(fields);
  return { headers: { ...headers, ...body.headers }, payload: body.payload };
}

const search = (q: string) => t.app.inject({ method: 'GET', url: `/api/schools?q=${encodeURIComponent(q)}` });

async function coachRegister() {
  const phone = uniquePhone();
  const v = await verifyPhone(t, phone, 1);
  return { ...v, phone };
}

function addSchool(body: Record<string, unknown>, remoteAddress = '198.51.100.7') {
  return t.app.inject({ method: 'POST', url: '/api/schools', remoteAddress, payload: body });
}

async function addedSchool(name: string, city = 'Springfield', region = 'Illinois') {
  const { loginRegisterID } = await coachRegister();
  const res = await addSchool({
    loginRegisterID,
    name,
    city,
    region,
    level: 'high_school',
    confirmNew: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ school: Found }>().school;
}

describe('GET /api/schools', () => {
  it('without a query keeps API.md shape: value and label of every school, the seven among them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schools' });
    expect(res.statusCode).toBe(200);
    const list = res.json<Record<string, unknown>[]>();
    for (const seed of SEED_SCHOOLS) expect(list).toContainEqual({ value: seed.value, label: seed.label });
    for (const row of list) expect(Object.keys(row).sort()).toEqual(['label', 'value']);
  });

  it('finds a school by a misspelt name ("Lincon High" finds Lincoln High School, verified)', async () => {
    const res = await search('Lincon High');
    expect(res.statusCode).toBe(200);
    const [first] = res.json<Found[]>();
    expect(first).toMatchObject({ value: 'lincoln-hs', label: 'Lincoln High School', verified: true });
    expect(res.json<Found[]>().map((s) => s.value)).not.toContain('washington-hs');
  });

  it('finds a school while its name is being typed, and nothing for a name no school has', async () => {
    expect((await search('Jeffer')).json<Found[]>()[0]?.value).toBe('jefferson-hs');
    expect((await search(`Qx${letters()}`)).json<Found[]>()).toEqual([]);
  });

  it('answers at most 20 schools', async () => {
    const tag = letters();
    for (let i = 0; i < 22; i++) {
      await t.ctx.db.insert(schools).values({ value: `bulk-${tag}-${i}`, label: `Bulkmere ${tag} ${i}` });
    }
    const found = (await search(`Bulkmere ${tag}`)).json<Found[]>();
    expect(found).toHaveLength(20);
  });

  it('refuses a query shorter than 2 or longer than 100 characters with 400 {error, code}', async () => {
    for (const q of ['a', 'x'.repeat(101)]) {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', error: expect.any(String) as unknown });
    }
  });
});

describe('POST /api/schools', () => {
  it('adds an unverified school that set-up then takes, and a coach, player and match of it work', async () => {
    const tag = letters();
    const coach = await coachRegister();
    const added = await addSchool({
      loginRegisterID: coach.loginRegisterID,
      name: `Cedarbrook ${tag} Academy`,
      city: 'Konya',
      region: 'Türkiye',
      level: 'middle_school',
    });
    expect(added.statusCode, added.body).toBe(200);
    const school = added.json<{ school: Found }>().school;
    expect(school).toMatchObject({
      label: `Cedarbrook ${tag} Academy`,
      city: 'Konya',
      region: 'Türkiye',
      level: 'middle_school',
      verified: false,
    });
    expect((await search(`Cedarbrok ${tag}`)).json<Found[]>()[0]).toEqual(school);

    // Set-up continues with the new school.
    const setup = await t.app.inject({
      method: 'POST',
      url: `/api/set-up/${coach.loginRegisterID}`,
      ...form({
        school: school.value,
        fname: 'Ann',
        lname: 'Lee',
        email: 'ann@example.org',
        phone: coach.phone,
        jvBoys: true,
      }),
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const { coachID, schoolID } = setup.json<{ coachID: number; schoolID: number }>();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        LoginRegisterID: coach.loginRegisterID,
        CoachID: coachID,
        SchoolID: schoolID,
        SMS: coach.phone,
        Code: coach.code,
      },
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = bearer(login.json<{ token: string }>().token);

    // The coach's team has a Team PIN; two players join by it; the coach records a match.
    const roster = await t.app.inject({ method: 'GET', url: '/api/auth/roster?skillLevel=1', headers });
    expect(roster.statusCode, roster.body).toBe(200);
    const { teamRosterID } = roster.json<{ teamRosterID: number }>();
    const pinRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/roster/pin',
      ...authedForm(headers, { strid: teamRosterID }),
    });
    expect(pinRes.statusCode, pinRes.body).toBe(200);
    const { pin } = pinRes.json<{ pin: string }>();
    for (const fname of ['Pat', 'Sam']) {
      const phone = uniquePhone();
      const v = await verifyPhone(t, phone, 2);
      const joined = await t.app.inject({
        method: 'POST',
        url: `/api/player-set-up/${v.loginRegisterID}`,
        ...form({ fname, lname: 'Kaya', email: `${fname.toLowerCase()}@example.org`, pin, phone }),
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const players = (
      await t.app.inject({ method: 'GET', url: '/api/auth/roster?skillLevel=1', headers })
    ).json<{
      res: { PlayerID: number; FirstName: string; LastName: string }[];
    }>().res;
    expect(players.map((p) => p.FirstName)).toEqual(['Pat', 'Sam']);
    const match = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-tennis-match',
      headers,
      payload: {
        SchoolTeamRosterID: teamRosterID,
        MatchType: 3,
        IsSingles: true,
        MatchDate: '2026-04-02',
        MatchTime: '16:45',
        Plist: players.map((p) => ({ ID: p.PlayerID, Name: `${p.FirstName} ${p.LastName}` })),
      },
    });
    expect(match.statusCode, match.body).toBe(200);
  });

  it('answers 409 school_exists_similar with the near-duplicates, and adds it once the coach confirms', async () => {
    const tag = letters();
    const existing = await addedSchool(`Brightwater ${tag} High School`, 'Dayton', 'Ohio');
    const { loginRegisterID } = await coachRegister();
    const body = {
      loginRegisterID,
      name: `Brightwatr ${tag} HS`,
      city: 'Dayton',
      region: 'Ohio',
      level: 'high_school',
    };
    const refused = await addSchool(body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'school_exists_similar',
      error: expect.any(String) as unknown,
      details: { candidates: [existing] },
    });
    expect((await search(`Brightwatr ${tag}`)).json<Found[]>()).toHaveLength(1);

    const confirmed = await addSchool({ ...body, confirmNew: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await search(`Brightwater ${tag}`)).json<Found[]>()).toHaveLength(2);
  });

  it('refuses the same normalised name at the same place even when confirmed', async () => {
    const tag = letters();
    const existing = await addedSchool(`St. Mary's ${tag} High School`, 'Boston', 'MA');
    const { loginRegisterID } = await coachRegister();
    const res = await addSchool({
      loginRegisterID,
      name: `st marys ${tag} hs`.replace('marys', "mary's"),
      city: ' boston ',
      region: 'ma',
      level: 'high_school',
      confirmNew: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'school_exists_similar', details: { candidates: [existing] } });
  });

  it('of two requests adding the same school at once, one adds it and the other gets the 409 with it', async () => {
    const tag = letters();
    const [a, b] = await Promise.all([coachRegister(), coachRegister()]);
    const body = {
      name: `Twinpeak ${tag} School`,
      city: 'Austin',
      region: 'Texas',
      level: 'high_school',
      confirmNew: true,
    };
    const answers = await Promise.all([
      addSchool({ ...body, loginRegisterID: a.loginRegisterID }),
      addSchool({ ...body, loginRegisterID: b.loginRegisterID }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((r) => r.statusCode === 200)!.json<{ school: Found }>().school;
    const lost = answers.find((r) => r.statusCode === 409)!;
    expect(lost.json()).toMatchObject({ code: 'school_exists_similar', details: { candidates: [won] } });
    const rows = await t.ctx.db.select().from(schools).where(eq(schools.label, body.name));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with 400 {error, code} and adds nothing', async () => {
    const { loginRegisterID } = await coachRegister();
    const tag = letters();
    const good = {
      loginRegisterID,
      name: `Okname ${tag}`,
      city: 'Izmir',
      region: 'Türkiye',
      level: 'high_school',
    };
    const bad: Record<string, unknown>[] = [
      { ...good, name: '' },
      { ...good, name: 'x'.repeat(101) },
      { ...good, name: `Evil\u202e${tag}` },
      { ...good, city: 'Two\nlines' },
      { ...good, region: undefined },
      { ...good, level: 'university' },
      { ...good, confirmNew: 'perhaps' },
      { ...good, loginRegisterID: undefined },
    ];
    for (const body of bad) {
      const res = await addSchool(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', error: expect.any(String) as unknown });
    }
    expect((await search(`Okname ${tag}`)).json<Found[]>()).toEqual([]);
  });

  it('takes adding only from a coach whose sign-in code was verified', async () => {
    const name = `Nocode ${letters()}`;
    const unknown = await addSchool({
      loginRegisterID: 'not-a-register',
      name,
      city: 'Rome',
      region: 'Italy',
      level: 'other',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'register_not_found' });
    const player = await verifyPhone(t, uniquePhone(), 2);
    const asPlayer = await addSchool({
      loginRegisterID: player.loginRegisterID,
      name,
      city: 'Rome',
      region: 'Italy',
      level: 'other',
    });
    expect(asPlayer.statusCode).toBe(404);
    expect((await search(name)).json<Found[]>()).toEqual([]);
  });

  it('limits how many schools one phone adds in an hour (429 with a code)', async () => {
    const { loginRegisterID } = await coachRegister();
    const tag = letters();
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        await addSchool(
          {
            loginRegisterID,
            name: `Flood ${tag} ${i}`,
            city: `City${i}`,
            region: 'Texas',
            level: 'other',
            confirmNew: true,
          },
          '198.51.100.99',
        ),
      );
    }
    expect(answers.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(answers[10]!.statusCode).toBe(429);
    expect(answers[10]!.json()).toMatchObject({ code: 'school_add_attempts' });
  });
});

describe('verification', () => {
  async function coachOfNewSchool() {
    const school = await addedSchool(`Verimont ${letters()} High`, 'Tulsa', 'Oklahoma');
    const first = await signUpCoach(t, { school: school.value, teams: { jvBoys: true } });
    return { school, first };
  }
  const verifiedOf = async (value: string) =>
    (await t.ctx.db.select({ verified: schools.verified }).from(schools).where(eq(schools.value, value)))[0]
      ?.verified;

  it('other schools see an added school as unverified in the opponent picker and in its dual invitations', async () => {
    const { school, first } = await coachOfNewSchool();
    const other = await signUpCoach(t, { school: 'madison-hs', teams: { jvBoys: true } });
    const otherHeaders = bearer(other.token);
    const picker = await t.app.inject({
      method: 'GET',
      url: '/api/auth/duals-opponent-schools',
      headers: otherHeaders,
    });
    const listed = picker.json<{ schools: { id: number; name: string; verified: boolean }[] }>().schools;
    expect(listed.find((s) => s.id === first.schoolID)).toEqual({
      id: first.schoolID,
      name: school.label,
      verified: false,
    });
    expect(listed.find((s) => s.name === 'Lincoln High School')?.verified).toBe(true);

    const headers = bearer(first.token);
    const roster = (
      await t.app.inject({ method: 'GET', url: '/api/auth/roster?skillLevel=1', headers })
    ).json<{
      teamRosterID: number;
    }>();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/duals',
      headers,
      payload: {
        rosterId: roster.teamRosterID,
        opponentSchoolId: other.schoolID,
        site: 'home',
        place: 'Verimont courts',
        startsAt: '2026-03-14T15:30:00Z',
        format: { preset: '3s2d', singles: 3, doubles: 2, scoreFormat: 'SET3-S:6/TB7' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const dualId = created.json<{ dual: { id: number } }>().dual.id;
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/auth/duals/${dualId}/invitation`,
      headers,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const invitations = await t.app.inject({
      method: 'GET',
      url: '/api/auth/dual-invitations',
      headers: otherHeaders,
    });
    const invitation = invitations
      .json<{ duals: { id: number; schoolName: string; schoolVerified: boolean }[] }>()
      .duals.find((d) => d.id === dualId);
    expect(invitation).toMatchObject({ schoolName: school.label, schoolVerified: false });
  });

  it('a second coach joining a team of the school by its Team PIN verifies it', async () => {
    const { school, first } = await coachOfNewSchool();
    const headers = bearer(first.token);
    const { teamRosterID } = (
      await t.app.inject({ method: 'GET', url: '/api/auth/roster?skillLevel=1', headers })
    ).json<{
      teamRosterID: number;
    }>();
    const { pin } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/roster/pin',
        ...authedForm(headers, { strid: teamRosterID }),
      })
    ).json<{ pin: string }>();
    const second = await signUpCoach(t, { school: school.value, teams: {} });
    expect(await verifiedOf(school.value)).toBe(false);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/auth/joinTeam',
      ...authedForm(bearer(second.token), { school: school.value, teamtype: 1, pin }),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await verifiedOf(school.value)).toBe(true);
  });

  it('the first coach accepting a second coach of the school verifies it; signing up alone does not', async () => {
    const { school, first } = await coachOfNewSchool();
    const second = await signUpCoach(t, { school: school.value, teams: { vBoys: true } });
    expect(await verifiedOf(school.value)).toBe(false);
    // The second coach (pending) cannot accept anyone: no verification by the newcomer alone.
    const byPending = await t.app.inject({
      method: 'POST',
      url: `/api/auth/outreach/coaches/${first.coachID}/accept`,
      headers: bearer(second.token),
    });
    expect(byPending.statusCode).toBe(403);
    expect(await verifiedOf(school.value)).toBe(false);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/auth/outreach/coaches/${second.coachID}/accept`,
      headers: bearer(first.token),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await verifiedOf(school.value)).toBe(true);
  });

  it('verifySchool (the admin confirming) verifies the school', async () => {
    const { school, first } = await coachOfNewSchool();
    await verifySchool(t.ctx.db, first.schoolID);
    expect(await verifiedOf(school.value)).toBe(true);
    expect((await search(school.label)).json<Found[]>()[0]).toMatchObject({
      value: school.value,
      verified: true,
    });
  });
});
