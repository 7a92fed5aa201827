import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CommunicationContact } from '../../../contract/outreach';
import { players } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createContact } from '../../test/communication-factories';
import {
  bearer,
  coachToken,
  createCoach,
  createPlayer,
  playerToken,
  uniquePhone,
} from '../../test/factories';
import { form } from '../../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A school with a coach of team 1 (and a player on it), a second coach of team 3, and a coach of another school. */
async function setup() {
  const coach = await createCoach(t.ctx.db, { teamTypes: [1] });
  const player = await createPlayer(t.ctx.db, {
    schoolId: coach.schoolId,
    rosterId: coach.rosterIds[0],
    position: 1,
    firstName: 'Pia',
  });
  const colleague = await createCoach(t.ctx.db, { schoolId: coach.schoolId, teamTypes: [3] });
  const colleaguePlayer = await createPlayer(t.ctx.db, {
    schoolId: coach.schoolId,
    rosterId: colleague.rosterIds[0],
  });
  const stranger = await createCoach(t.ctx.db, { teamTypes: [1] });
  const strangerPlayer = await createPlayer(t.ctx.db, {
    schoolId: stranger.schoolId,
    rosterId: stranger.rosterIds[0],
  });
  return {
    coach,
    player,
    colleague,
    colleaguePlayer,
    stranger,
    strangerPlayer,
    coachAuth: bearer(await coachToken(t, coach.id)),
    colleagueAuth: bearer(await coachToken(t, colleague.id)),
    strangerAuth: bearer(await coachToken(t, stranger.id)),
    playerAuth: bearer(await playerToken(t, player.id)),
  };
}

type Fields = Record<string, string | number | boolean>;
const list = (headers: Record<string, string>, level: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/getCommunications/${level}`, headers });
const add = (headers: Record<string, string>, fields: Fields) => {
  const f = form(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/addCommunications',
    headers: { ...headers, ...f.headers },
    payload: f.payload,
  });
};
const edit = (headers: Record<string, string>, fields: Fields) => {
  const f = form(fields);
  return t.app.inject({
    method: 'PUT',
    url: '/api/auth/editCommunication',
    headers: { ...headers, ...f.headers },
    payload: f.payload,
  });
};
const remove = (headers: Record<string, string>, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/auth/deleteCommunications/${id}`, headers });

const person = (overrides: Fields = {}): Fields => ({
  already: 'no',
  skillLevel: 6,
  firstName: 'Robin',
  lastName: 'Parent',
  email: 'robin@example.org',
  pn: uniquePhone(),
  ...overrides,
});

describe('GET /api/auth/getCommunications/{5|6|7}', () => {
  it('needs a token (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/getCommunications/5' })).statusCode).toBe(
      401,
    );
  });

  it('is for coaches only (403 for a player)', async () => {
    const s = await setup();
    const res = await list(s.playerAuth, 5);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty('error');
  });

  it.each([4, 8, 0, 'preseason'])('refuses audience %s with 400', async (level) => {
    const s = await setup();
    expect((await list(s.coachAuth, level)).statusCode).toBe(400);
  });

  it("lists the school's contacts by name: a new person's own details, a player's from the player", async () => {
    const s = await setup();
    const parent = await createContact(t.ctx.db, {
      schoolId: s.coach.schoolId,
      skillLevel: 5,
      firstName: 'Zed',
      lastName: 'Zulu',
      phone: '5550001111',
      email: '',
    });
    const listed = await createContact(t.ctx.db, {
      schoolId: s.coach.schoolId,
      skillLevel: 5,
      playerId: s.player.id,
    });
    await createContact(t.ctx.db, {
      schoolId: s.coach.schoolId,
      skillLevel: 6,
      firstName: 'Other',
      lastName: 'List',
    });
    await createContact(t.ctx.db, {
      schoolId: s.stranger.schoolId,
      skillLevel: 5,
      firstName: 'Not',
      lastName: 'Ours',
    });
    const res = await list(s.coachAuth, 5);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: listed.id,
          firstName: 'Pia',
          lastName: 'Player',
          email: s.player.email,
          pn: s.player.phone,
          skillLevel: 5,
          playerId: s.player.id,
        },
        {
          id: parent.id,
          firstName: 'Zed',
          lastName: 'Zulu',
          email: '',
          pn: '5550001111',
          skillLevel: 5,
          playerId: null,
        },
      ],
    });
  });

  it("follows a listed player's changed details", async () => {
    const s = await setup();
    await createContact(t.ctx.db, { schoolId: s.coach.schoolId, skillLevel: 7, playerId: s.player.id });
    const phone = uniquePhone();
    await t.ctx.db.update(players).set({ firstName: 'Renamed', phone }).where(eq(players.id, s.player.id));
    const [contact] = (await list(s.coachAuth, 7)).json<{ data: CommunicationContact[] }>().data;
    expect(contact).toMatchObject({ firstName: 'Renamed', pn: phone, playerId: s.player.id });
  });

  it("shares the lists among the school's coaches, not with another school", async () => {
    const s = await setup();
    const added = await add(s.coachAuth, person({ skillLevel: 5 }));
    expect(added.statusCode).toBe(200);
    const id = added.json<{ data: CommunicationContact }>().data.id;
    expect(
      (await list(s.colleagueAuth, 5)).json<{ data: CommunicationContact[] }>().data.map((c) => c.id),
    ).toEqual([id]);
    expect((await list(s.strangerAuth, 5)).json<{ data: CommunicationContact[] }>().data).toEqual([]);
  });
});

describe('POST /api/auth/addCommunications', () => {
  it('needs a token (401)', async () => {
    expect((await add({}, person())).statusCode).toBe(401);
  });

  it('is for coaches only (403 for a player)', async () => {
    const s = await setup();
    expect((await add(s.playerAuth, person())).statusCode).toBe(403);
  });

  it('adds a new person (form, already=no) and answers the contact', async () => {
    const s = await setup();
    const pn = uniquePhone();
    const res = await add(s.coachAuth, person({ firstName: ' Robin ', pn }));
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: CommunicationContact }>();
    expect(data).toEqual({
      id: data.id,
      firstName: 'Robin',
      lastName: 'Parent',
      email: 'robin@example.org',
      pn,
      skillLevel: 6,
      playerId: null,
    });
    expect((await list(s.coachAuth, 6)).json<{ data: CommunicationContact[] }>().data).toEqual([data]);
  });

  it("adds a player of one of the coach's teams (already=yes, pid) with the player's details", async () => {
    const s = await setup();
    const res = await add(s.coachAuth, { already: 'yes', skillLevel: 5, pid: s.player.id });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: CommunicationContact }>().data).toMatchObject({
      firstName: 'Pia',
      pn: s.player.phone,
      playerId: s.player.id,
      skillLevel: 5,
    });
  });

  it("takes a JSON body too, and ignores the other branch's empty fields", async () => {
    const s = await setup();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/addCommunications',
      headers: s.coachAuth,
      payload: {
        already: true,
        skillLevel: 7,
        pid: s.player.id,
        firstName: '',
        lastName: '',
        email: '',
        pn: '',
      },
    });
    expect(res.statusCode).toBe(200);
    const noEmail = await add(s.coachAuth, person({ email: '', pid: '' }));
    expect(noEmail.statusCode).toBe(200);
    expect(noEmail.json<{ data: CommunicationContact }>().data.email).toBe('');
  });

  it.each([
    [{ firstName: '' }, 'firstName'],
    [{ lastName: '   ' }, 'lastName'],
    [{ email: 'not-an-address' }, 'email'],
    [{ pn: '555123456' }, 'pn'],
    [{ pn: '55512345678' }, 'pn'],
    [{ pn: '555-123-45' }, 'pn'],
    [{ skillLevel: 4 }, 'skillLevel'],
    [{ skillLevel: 8 }, 'skillLevel'],
    [{ already: 'maybe' }, 'already'],
    [{ already: 'yes' }, 'pid'],
    [{ already: 'yes', pid: 'abc' }, 'pid'],
  ])('refuses %j with 400 naming %s', async (overrides, field) => {
    const s = await setup();
    const res = await add(s.coachAuth, person(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(field);
  });

  it("answers 404 for a player the coach does not coach (a colleague's team, another school, unknown)", async () => {
    const s = await setup();
    for (const pid of [s.colleaguePlayer.id, s.strangerPlayer.id, 2_000_000]) {
      const res = await add(s.coachAuth, { already: 'yes', skillLevel: 5, pid });
      expect(res.statusCode).toBe(404);
    }
    expect((await list(s.coachAuth, 5)).json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('answers 409 for the same player, or the same phone, twice on one list', async () => {
    const s = await setup();
    expect((await add(s.coachAuth, { already: 'yes', skillLevel: 5, pid: s.player.id })).statusCode).toBe(
      200,
    );
    expect((await add(s.coachAuth, { already: 'yes', skillLevel: 5, pid: s.player.id })).statusCode).toBe(
      409,
    );
    // A new person whose phone is the listed player's.
    const samePhone = await add(s.coachAuth, person({ skillLevel: 5, pn: s.player.phone }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toEqual({
      error: 'this person is already on this list',
      code: 'contact_duplicate',
    });
    const pn = uniquePhone();
    expect((await add(s.coachAuth, person({ skillLevel: 5, pn }))).statusCode).toBe(200);
    expect((await add(s.colleagueAuth, person({ skillLevel: 5, pn, firstName: 'Again' }))).statusCode).toBe(
      409,
    );
    // Another list, or another school, may hold the same person.
    expect((await add(s.coachAuth, person({ skillLevel: 6, pn }))).statusCode).toBe(200);
    expect((await add(s.strangerAuth, person({ skillLevel: 5, pn }))).statusCode).toBe(200);
    expect((await list(s.coachAuth, 5)).json<{ data: unknown[] }>().data).toHaveLength(2);
  });

  it('lets only one of two simultaneous adds of the same phone through', async () => {
    const s = await setup();
    const pn = uniquePhone();
    const results = await Promise.all([
      add(s.coachAuth, person({ skillLevel: 7, pn })),
      add(s.colleagueAuth, person({ skillLevel: 7, pn })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('PUT /api/auth/editCommunication', () => {
  async function withContact() {
    const s = await setup();
    const res = await add(s.coachAuth, person({ skillLevel: 6 }));
    return { ...s, contact: res.json<{ data: CommunicationContact }>().data };
  }
  const details = (editId: number, overrides: Fields = {}): Fields => ({
    editId,
    firstName: 'Rowan',
    lastName: 'Guardian',
    email: 'rowan@example.org',
    pn: uniquePhone(),
    ...overrides,
  });

  it('needs a token (401)', async () => {
    expect((await edit({}, details(1))).statusCode).toBe(401);
  });

  it('is for coaches only (403 for a player)', async () => {
    const s = await withContact();
    expect((await edit(s.playerAuth, details(s.contact.id))).statusCode).toBe(403);
  });

  it("changes a new person's details, and a colleague may too", async () => {
    const s = await withContact();
    const body = details(s.contact.id);
    const res = await edit(s.coachAuth, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: s.contact.id,
        firstName: 'Rowan',
        lastName: 'Guardian',
        email: 'rowan@example.org',
        pn: body.pn,
        skillLevel: 6,
        playerId: null,
      },
    });
    expect(
      (await edit(s.colleagueAuth, details(s.contact.id, { pn: body.pn!, firstName: 'Ro' }))).statusCode,
    ).toBe(200);
    expect((await list(s.coachAuth, 6)).json<{ data: CommunicationContact[] }>().data[0]!.firstName).toBe(
      'Ro',
    );
  });

  it.each([
    [{ firstName: '' }, 'firstName'],
    [{ email: 'x@' }, 'email'],
    [{ pn: '12345' }, 'pn'],
    [{ editId: 'abc' }, 'editId'],
    [{ editId: 0 }, 'editId'],
  ])('refuses %j with 400 naming %s', async (overrides, field) => {
    const s = await withContact();
    const res = await edit(s.coachAuth, details(s.contact.id, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(field);
  });

  it("answers 404 for another school's contact and for an unknown one, changing nothing", async () => {
    const s = await withContact();
    expect((await edit(s.strangerAuth, details(s.contact.id))).statusCode).toBe(404);
    expect((await edit(s.coachAuth, details(2_000_000))).statusCode).toBe(404);
    expect((await list(s.coachAuth, 6)).json<{ data: CommunicationContact[] }>().data[0]).toEqual(s.contact);
  });

  it("refuses to edit a listed player's details (400): they come from the player", async () => {
    const s = await setup();
    const listed = (await add(s.coachAuth, { already: 'yes', skillLevel: 5, pid: s.player.id })).json<{
      data: CommunicationContact;
    }>().data;
    const res = await edit(s.coachAuth, details(listed.id));
    expect(res.statusCode).toBe(400);
  });

  it('answers 409 when the new phone is already on the list', async () => {
    const s = await withContact();
    const other = (await add(s.coachAuth, person({ skillLevel: 6 }))).json<{ data: CommunicationContact }>()
      .data;
    expect((await edit(s.coachAuth, details(s.contact.id, { pn: other.pn }))).statusCode).toBe(409);
  });
});

describe('DELETE /api/auth/deleteCommunications/{id}', () => {
  it('needs a token (401)', async () => {
    expect((await remove({}, 1)).statusCode).toBe(401);
  });

  it('is for coaches only (403 for a player)', async () => {
    const s = await setup();
    const c = await createContact(t.ctx.db, { schoolId: s.coach.schoolId, skillLevel: 5 });
    expect((await remove(s.playerAuth, c.id)).statusCode).toBe(403);
  });

  it('refuses a malformed id with 400', async () => {
    const s = await setup();
    expect((await remove(s.coachAuth, 'abc')).statusCode).toBe(400);
  });

  it("answers 404 for another school's contact and leaves it alone", async () => {
    const s = await setup();
    const c = await createContact(t.ctx.db, { schoolId: s.coach.schoolId, skillLevel: 5 });
    expect((await remove(s.strangerAuth, c.id)).statusCode).toBe(404);
    expect((await list(s.coachAuth, 5)).json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it('removes a contact of the school (any of its coaches); a second delete is 404', async () => {
    const s = await setup();
    const c = await createContact(t.ctx.db, { schoolId: s.coach.schoolId, skillLevel: 5 });
    const res = await remove(s.colleagueAuth, c.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await list(s.coachAuth, 5)).json<{ data: unknown[] }>().data).toEqual([]);
    expect((await remove(s.coachAuth, c.id)).statusCode).toBe(404);
  });
});
