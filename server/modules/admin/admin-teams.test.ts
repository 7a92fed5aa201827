import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachTeams, coaches, schools, teamRosters } from '../../db/schema/index';
import { adminToken } from '../../test/admin-factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { dbFingerprint } from '../../test/db-fingerprint';
import { bearer, coachToken, createCoach, createPlayer, createSchool } from '../../test/factories';

/**
 * The admin's team calls (issue 32) through the HTTP routes, on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL): appoint a coach, remove one, reset the Team PIN; another school's team or
 * coach is 404, a coach's token 403, bad input 4xx {error, code} changing nothing.
 */
let t: TestApp;
let school: { id: number; label: string; value: string };
let other: { id: number; label: string; value: string };
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  school = await createSchool(t.ctx.db, 'Appoint Lincoln High');
  other = await createSchool(t.ctx.db, 'Appoint Other High');
  admin = await adminToken(t, school.id);
});
afterAll(() => t.close());

const appoint = (token: string, rosterId: number | string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/admin/teams/${rosterId}/coaches`,
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
const remove = (token: string, rosterId: number | string, coachId: number | string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/auth/admin/teams/${rosterId}/coaches/${coachId}`,
    headers: bearer(token),
  });
const resetPin = (token: string, rosterId: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/admin/teams/${rosterId}/pin`, headers: bearer(token) });
const coachesOf = async (rosterId: number) =>
  (await t.ctx.db.select().from(coachTeams).where(eq(coachTeams.rosterId, rosterId)))
    .map((r) => r.coachId)
    .sort((a, b) => a - b);
const rosterOf = (token: string, teamType: number) =>
  t.app.inject({ method: 'GET', url: `/api/auth/roster?skillLevel=${teamType}`, headers: bearer(token) });

describe('an admin appoints a coach of the school to a team', () => {
  it('makes them a coach of it who reads its roster; appointing again changes nothing', async () => {
    const head = await createCoach(t.ctx.db, { schoolId: school.id, teamTypes: [2] });
    const rosterId = head.rosterIds[0]!;
    await createPlayer(t.ctx.db, { schoolId: school.id, rosterId, position: 1, firstName: 'Ladder' });
    const second = await createCoach(t.ctx.db, { schoolId: school.id, teamTypes: [] });
    await t.ctx.db.update(coaches).set({ contactsAccess: 'pending' }).where(eq(coaches.id, second.id));
    const secondToken = await coachToken(t, second.id);
    expect((await rosterOf(secondToken, 2)).statusCode).toBe(404);

    const res = await appoint(admin, rosterId, { coachId: second.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ appointed: true });
    expect(await coachesOf(rosterId)).toEqual([head.id, second.id].sort((a, b) => a - b));
    // The admin vouches for them as a PIN given by the team's coach would: contacts open.
    const [row] = await t.ctx.db.select().from(coaches).where(eq(coaches.id, second.id));
    expect(row!.contactsAccess).toBe('accepted');
    const roster = await rosterOf(secondToken, 2);
    expect(roster.statusCode).toBe(200);
    expect(roster.body).toContain('Ladder');

    const again = await appoint(admin, rosterId, { coachId: second.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ appointed: false });
    expect(await coachesOf(rosterId)).toHaveLength(2);
  });

  it('takes two appointments of one coach at once as one', async () => {
    const head = await createCoach(t.ctx.db, { schoolId: school.id, teamTypes: [3] });
    const second = await createCoach(t.ctx.db, { schoolId: school.id, teamTypes: [] });
    const [a, b] = await Promise.all([
      appoint(admin, head.rosterIds[0]!, { coachId: second.id }),
      appoint(admin, head.rosterIds[0]!, { coachId: second.id }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a, b].map((r) => r.json<{ appointed: boolean }>().appointed).sort()).toEqual([false, true]);
    expect(await coachesOf(head.rosterIds[0]!)).toHaveLength(2);
  });

  it("answers 404 for another school's coach or team, 403 to a coach, 4xx {error, code} to bad input; nothing changes", async () => {
    const mine = await createCoach(t.ctx.db, { schoolId: school.id, teamTypes: [4] });
    const theirs = await createCoach(t.ctx.db, { schoolId: other.id, teamTypes: [4] });
    const before = await dbFingerprint(t.ctx.db);

    const foreignCoach = await appoint(admin, mine.rosterIds[0]!, { coachId: theirs.id });
    expect(foreignCoach.statusCode).toBe(404);
    expect(foreignCoach.json()).toMatchObject({ code: 'coach_not_found', error: 'coach not found' });
    const foreignTeam = await appoint(admin, theirs.rosterIds[0]!, { coachId: mine.id });
    expect(foreignTeam.statusCode).toBe(404);
    expect(foreignTeam.json()).toMatchObject({ code: 'team_not_found' });
    expect((await remove(admin, theirs.rosterIds[0]!, theirs.id)).statusCode).toBe(404);
    expect((await resetPin(admin, theirs.rosterIds[0]!)).json()).toMatchObject({ code: 'team_not_found' });
    expect((await appoint(admin, 2_000_000_000, { coachId: mine.id })).statusCode).toBe(404);

    const coach = await coachToken(t, mine.id);
    for (const res of [
      await appoint(coach, mine.rosterIds[0]!, { coachId: mine.id }),
      await remove(coach, mine.rosterIds[0]!, mine.id),
      await resetPin(coach, mine.rosterIds[0]!),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'admins_only' });
    }

    for (const [rosterId, payload] of [
      [mine.rosterIds[0]!, {}],
      [mine.rosterIds[0]!, { coachId: 'x' }],
      [mine.rosterIds[0]!, { coachId: -1 }],
      [mine.rosterIds[0]!, { coachId: 1.5 }],
      ['abc', { coachId: mine.id }],
      [0, { coachId: mine.id }],
      ['99999999999999', { coachId: mine.id }],
    ] as const) {
      const res = await appoint(admin, rosterId, payload);
      expect(res.statusCode, `${rosterId} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json<{ error?: unknown; code?: unknown }>();
      expect([typeof body.error, typeof body.code]).toEqual(['string', 'string']);
    }
    const badRemove = await remove(admin, mine.rosterIds[0]!, 'x');
    expect(badRemove.statusCode).toBe(400);
    expect(badRemove.json()).toMatchObject({ code: 'validation_failed' });
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
  });
});

describe('an admin removes a coach from a team', () => {
  it('removes a co-coach, who no longer reads the roster; removing again changes nothing', async () => {
    const head = await createCoach(t.ctx.db, { schoolId: school.id, teamTypes: [1] });
    const rosterId = head.rosterIds[0]!;
    const second = await createCoach(t.ctx.db, { schoolId: school.id, teamTypes: [] });
    await appoint(admin, rosterId, { coachId: second.id });
    const secondToken = await coachToken(t, second.id);
    expect((await rosterOf(secondToken, 1)).statusCode).toBe(200);

    const res = await remove(admin, rosterId, second.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: true });
    expect(await coachesOf(rosterId)).toEqual([head.id]);
    expect((await rosterOf(secondToken, 1)).statusCode).toBe(404);

    const again = await remove(admin, rosterId, second.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ removed: false });
  });

  it('never removes the last coach (409), even when two removals of its two coaches come at once', async () => {
    const head = await createCoach(t.ctx.db, { schoolId: other.id, teamTypes: [2] });
    const rosterId = head.rosterIds[0]!;
    const otherAdmin = await adminToken(t, other.id);
    const before = await dbFingerprint(t.ctx.db);
    const last = await remove(otherAdmin, rosterId, head.id);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'last_team_coach' });
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);

    const second = await createCoach(t.ctx.db, { schoolId: other.id, teamTypes: [] });
    await appoint(otherAdmin, rosterId, { coachId: second.id });
    const both = await Promise.all([
      remove(otherAdmin, rosterId, head.id),
      remove(otherAdmin, rosterId, second.id),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await coachesOf(rosterId)).toHaveLength(1);
  });
});

describe("an admin resets a team's PIN", () => {
  it('answers a new PIN; the old one no longer lets a coach join, the new one does', async () => {
    const pinSchool = await createSchool(t.ctx.db, 'Appoint Pin High');
    const pinAdmin = await adminToken(t, pinSchool.id);
    const head = await createCoach(t.ctx.db, { schoolId: pinSchool.id, teamTypes: [1] });
    const rosterId = head.rosterIds[0]!;
    const [team] = await t.ctx.db.select().from(teamRosters).where(eq(teamRosters.id, rosterId));
    const [row] = await t.ctx.db.select().from(schools).where(eq(schools.id, pinSchool.id));
    const res = await resetPin(pinAdmin, rosterId);
    expect(res.statusCode).toBe(200);
    const { pin } = res.json<{ pin: string }>();
    expect(pin).toMatch(/^\d{6}$/);
    expect(pin).not.toBe(team!.pin);
    // The team's coach reads the same new PIN.
    const coach = await coachToken(t, head.id);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/auth/roster/pin',
      headers: bearer(coach),
      payload: { strid: rosterId },
    });
    expect(read.json()).toEqual({ pin });

    const joiner = await coachToken(
      t,
      (await createCoach(t.ctx.db, { schoolId: pinSchool.id, teamTypes: [] })).id,
    );
    const join = (p: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/joinTeam',
        headers: { ...bearer(joiner), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ school: row!.value, teamtype: '1', pin: p }).toString(),
      });
    const old = await join(team!.pin);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'wrong_pin' });
    expect((await join(pin)).statusCode).toBe(200);
  });
});
