import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SHORTCUTS, type UserModel } from '../../../contract/users';
import { coaches } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';

/** Issue 32: the user model (SPEC.md section 3) and the shortcuts kept with the user. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const getUser = async (token: string) => (await get(token)).json<UserModel>();
const put = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/user/shortcuts',
    headers: bearer(token),
    payload: payload as object,
  });

describe('GET /api/auth/user', () => {
  it("gives a coach's roles, origin, uid, name, photo, e-mail, saved look and the default shortcuts", async () => {
    const coach = await createCoach(t.ctx.db, { firstName: 'Dana' });
    await t.ctx.db
      .update(coaches)
      .set({ uiSettings: { theme: 'dark', language: 'ar' }, avatar: '/api/avatars/x/96' })
      .where(eq(coaches.id, coach.id));
    const res = await get(await coachToken(t, coach.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      role: ['coach'],
      from: 'api',
      uid: `coach:${coach.id}`,
      data: {
        displayName: 'Dana Coach',
        photoURL: '/api/avatars/x/96',
        email: 'coach@example.org',
        settings: { theme: 'dark', layout: null, language: 'ar', timeZone: null },
        shortcuts: [...DEFAULT_SHORTCUTS],
      },
    });
  });

  it("gives a player's, with the role player", async () => {
    const coach = await createCoach(t.ctx.db);
    const p = await createPlayer(t.ctx.db, {
      schoolId: coach.schoolId,
      rosterId: coach.rosterIds[0],
      firstName: 'Eli',
    });
    const res = await get(await playerToken(t, p.id));
    expect(res.json()).toMatchObject({
      role: ['player'],
      from: 'api',
      uid: `player:${p.id}`,
      data: {
        displayName: 'Eli Player',
        photoURL: null,
        shortcuts: ['calendar', 'mail', 'contacts', 'todo'],
      },
    });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([401, 'missing_token']);
  });
});

describe('PUT /api/auth/user/shortcuts', () => {
  it('saves the order, and the next sign-in (another device) gets it', async () => {
    const coach = await createCoach(t.ctx.db);
    const phone = await coachToken(t, coach.id);
    const res = await put(phone, { shortcuts: ['todo', 'ladder', 'duals'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ shortcuts: ['todo', 'ladder', 'duals'] });
    const laptop = await coachToken(t, coach.id);
    expect((await getUser(laptop)).data.shortcuts).toEqual(['todo', 'ladder', 'duals']);
    // An empty list is a choice too, not the defaults.
    await put(laptop, { shortcuts: [] });
    expect((await getUser(phone)).data.shortcuts).toEqual([]);
  });

  it('is the caller’s own: a player saves theirs without touching anyone else’s', async () => {
    const coach = await createCoach(t.ctx.db);
    const p = await createPlayer(t.ctx.db, { schoolId: coach.schoolId, rosterId: coach.rosterIds[0] });
    const pt = await playerToken(t, p.id);
    expect((await put(pt, { shortcuts: ['ladder', 'mail'] })).statusCode).toBe(200);
    expect((await getUser(pt)).data.shortcuts).toEqual(['ladder', 'mail']);
    expect((await getUser(await coachToken(t, coach.id))).data.shortcuts).toEqual([...DEFAULT_SHORTCUTS]);
  });

  it.each([
    [{ shortcuts: ['calendar', 'nowhere'] }, 'shortcut_unknown', 'unknown shortcut: nowhere'],
    [
      { shortcuts: ['calendar', 'todo', 'calendar'] },
      'shortcut_duplicate',
      'shortcut listed twice: calendar',
    ],
    [
      {
        shortcuts: [
          'ladder',
          'challenges',
          'matches',
          'duals',
          'tournaments',
          'team-settings',
          'mail',
          'contacts',
          'calendar',
        ],
      },
      'shortcuts_too_many',
      'at most 8 shortcuts',
    ],
    [{ shortcuts: 'calendar' }, 'validation_failed', undefined],
    [{}, 'validation_failed', undefined],
  ])('refuses %j with 400 %s and changes nothing', async (body, code, error) => {
    const coach = await createCoach(t.ctx.db);
    const token = await coachToken(t, coach.id);
    await put(token, { shortcuts: ['ladder'] });
    const res = await put(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, ...(error ? { error } : {}) });
    expect((await getUser(token)).data.shortcuts).toEqual(['ladder']);
  });
});
