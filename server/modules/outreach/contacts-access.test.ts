import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CommunicationContact, OutreachAccessReply } from '../../../contract/outreach';
import { teamRosters } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createContact } from '../../test/communication-factories';
import { bearer, coachToken, createCoach, createSchool, uniquePhone } from '../../test/factories';
import { form, signUpCoach } from '../../test/sign-in';
import { errorText } from '../../../contract/errors';

const NOT_ACCEPTED = errorText('contacts_not_accepted');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Auth = Record<string, string>;
const list = async (auth: Auth, level = 6) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/auth/getCommunications/${level}`,
    headers: auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CommunicationContact[] }>().data.map((c) => c.lastName);
};
const access = async (auth: Auth) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/outreach/access', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OutreachAccessReply>();
};
const decide = (auth: Auth, coachId: number, action: 'accept' | 'decline') =>
  t.app.inject({ method: 'POST', url: `/api/auth/outreach/coaches/${coachId}/${action}`, headers: auth });
const announce = (auth: Auth, skillLevel: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/announcements',
    headers: auth,
    payload: { skillLevel, subject: 'Meeting', message: 'Parents meeting on Friday.' },
  });
const addContact = (auth: Auth, lastName: string) => {
  const f = form({ already: 'no', skillLevel: 6, firstName: 'Own', lastName, email: '', pn: uniquePhone() });
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/addCommunications',
    headers: { ...auth, ...f.headers },
    payload: f.payload,
  });
};

/**
 * A school whose first coach signed up with JV Boys, a parents list with one contact, and a
 * second coach who signed up later and only created Varsity Boys.
 */
async function school() {
  const s = await createSchool(t.ctx.db);
  const first = await signUpCoach(t, { school: s.value, teams: { jvBoys: true } });
  await createContact(t.ctx.db, { schoolId: s.id, skillLevel: 6, lastName: 'Shared' });
  const later = await signUpCoach(t, { school: s.value, teams: { vBoys: true } });
  return {
    school: s,
    first: { ...first, auth: bearer(first.token) },
    later: { ...later, auth: bearer(later.token) },
  };
}

describe("the school's shared contacts (issue 17)", () => {
  it("the school's first coach sees the lists as before, and may send to them", async () => {
    const { first } = await school();
    expect((await access(first.auth)).access).toBe('accepted');
    expect(await list(first.auth)).toEqual(['Shared']);
    expect((await announce(first.auth, 6)).statusCode).toBe(200);
  });

  it('a later coach who only created a team is pending: only their own contacts, no sending to 5-7', async () => {
    const { later } = await school();
    expect(await access(later.auth)).toEqual({ access: 'pending', coaches: [] });
    expect(await list(later.auth)).toEqual([]);
    expect((await addContact(later.auth, 'Mine')).statusCode).toBe(200);
    expect(await list(later.auth)).toEqual(['Mine']);
    for (const level of [5, 6, 7]) {
      const res = await announce(later.auth, level);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: NOT_ACCEPTED, code: 'contacts_not_accepted' });
    }
    // Their own team's audience works as before.
    expect((await announce(later.auth, 2)).statusCode).toBe(200);
    const audiences = await t.app.inject({
      method: 'GET',
      url: '/api/auth/announcements/audiences',
      headers: later.auth,
    });
    expect(JSON.stringify(audiences.json())).not.toMatch(/parents|preseason/);
  });

  it("a pending coach cannot change or delete the school's shared contacts (404)", async () => {
    const { school: s, later } = await school();
    const shared = await createContact(t.ctx.db, { schoolId: s.id, skillLevel: 7, lastName: 'Other' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/deleteCommunications/${shared.id}`,
      headers: later.auth,
    });
    expect(del.statusCode).toBe(404);
    const f = form({ editId: shared.id, firstName: 'X', lastName: 'Y', email: '', pn: uniquePhone() });
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/editCommunication',
      headers: { ...later.auth, ...f.headers },
      payload: f.payload,
    });
    expect(edit.statusCode).toBe(404);
  });

  it('an accepted coach sees the pending coach and accepts them: the lists open to them at once', async () => {
    const { first, later } = await school();
    const seen = await access(first.auth);
    expect(seen.coaches).toEqual([
      expect.objectContaining({ coachId: later.coachID, firstName: 'Ann', access: 'pending', teams: [2] }),
    ]);
    const res = await decide(first.auth, later.coachID, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OutreachAccessReply>().coaches).toEqual([]);
    expect((await access(later.auth)).access).toBe('accepted');
    expect(await list(later.auth)).toEqual(['Shared']);
    expect((await announce(later.auth, 6)).statusCode).toBe(200);
  });

  it('a declined coach stays without, is listed as declined, and may be accepted later', async () => {
    const { first, later } = await school();
    const res = await decide(first.auth, later.coachID, 'decline');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OutreachAccessReply>().coaches).toEqual([
      expect.objectContaining({ coachId: later.coachID, access: 'declined' }),
    ]);
    expect((await access(later.auth)).access).toBe('declined');
    expect(await list(later.auth)).toEqual([]);
    expect((await announce(later.auth, 6)).statusCode).toBe(403);
    expect((await decide(first.auth, later.coachID, 'accept')).statusCode).toBe(200);
    expect(await list(later.auth)).toEqual(['Shared']);
    // An accepted coach cannot be declined.
    expect((await decide(first.auth, later.coachID, 'decline')).statusCode).toBe(409);
  });

  it("a pending coach cannot accept anyone (403); another school's coach gets 404", async () => {
    const { first, later, school: s } = await school();
    const third = await signUpCoach(t, { school: s.value, teams: { jvGirls: true } });
    const own = await decide(later.auth, third.coachID, 'accept');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: NOT_ACCEPTED, code: 'contacts_not_accepted' });
    const stranger = await createCoach(t.ctx.db);
    const strangerAuth = bearer(await coachToken(t, stranger.id));
    expect((await decide(strangerAuth, later.coachID, 'accept')).statusCode).toBe(404);
    expect((await decide(first.auth, 2_000_000_000, 'accept')).statusCode).toBe(404);
    expect((await access(later.auth)).access).toBe('pending');
  });

  it('a coach who joins an existing team with its Team PIN is accepted', async () => {
    const { school: s, later } = await school();
    const [jv] = await t.ctx.db
      .select({ pin: teamRosters.pin })
      .from(teamRosters)
      .where(and(eq(teamRosters.schoolId, s.id), eq(teamRosters.teamType, 1)));
    const f = form({ school: s.value, teamtype: 1, pin: jv!.pin });
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/auth/joinTeam',
      headers: { ...later.auth, ...f.headers },
      payload: f.payload,
    });
    expect(join.statusCode, join.body).toBe(200);
    expect((await access(later.auth)).access).toBe('accepted');
    expect(await list(later.auth)).toEqual(['Shared']);
  });
});
