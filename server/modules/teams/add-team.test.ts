import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { coachTeams, teamRosters } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';
import { form } from '../../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const url = '/api/auth/addTeam';

function addTeam(token: string | undefined, fields: Record<string, string | number> | object, json = false) {
  const headers = token ? bearer(token) : {};
  if (json) return t.app.inject({ method: 'POST', url, headers, payload: fields });
  const f = form(fields as Record<string, string | number>);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...f.headers }, payload: f.payload });
}

async function rostersOf(schoolId: number, teamType: number) {
  return t.ctx.db
    .select()
    .from(teamRosters)
    .where(and(eq(teamRosters.schoolId, schoolId), eq(teamRosters.teamType, teamType)));
}

describe('POST /api/auth/addTeam', () => {
  it('needs a token (401)', async () => {
    expect((await addTeam(undefined, { teamtype: 2 })).statusCode).toBe(401);
  });

  it('is for coaches only (403 for a player), and nothing is created', async () => {
    const coach = await createCoach(t.ctx.db, { teamTypes: [1] });
    const player = await createPlayer(t.ctx.db, { schoolId: coach.schoolId, rosterId: coach.rosterIds[0]! });
    const res = await addTeam(await playerToken(t, player.id), { teamtype: 2 });
    expect(res.statusCode).toBe(403);
    expect(await rostersOf(coach.schoolId, 2)).toEqual([]);
  });

  it.each([[{}], [{ teamtype: 5 }], [{ teamtype: 0 }], [{ teamtype: 'abc' }]])(
    'refuses %j with 400 naming teamtype',
    async (fields) => {
      const coach = await createCoach(t.ctx.db, { teamTypes: [] });
      const res = await addTeam(await coachToken(t, coach.id), fields);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toContain('teamtype');
    },
  );

  it('creates a team of the coach’s school with its own Team PIN; the coach coaches it and sees its ladder', async () => {
    const coach = await createCoach(t.ctx.db, { teamTypes: [1] });
    const token = await coachToken(t, coach.id);
    const res = await addTeam(token, { teamtype: 4 });
    expect(res.statusCode).toBe(200);
    const [roster] = await rostersOf(coach.schoolId, 4);
    expect(roster?.pin).toMatch(/^\d{6}$/);
    expect(res.json()).toEqual({ ok: true, teamRosterID: roster!.id });
    const coached = await t.ctx.db.select().from(coachTeams).where(eq(coachTeams.coachId, coach.id));
    expect(coached.map((c) => c.rosterId).sort()).toEqual([coach.rosterIds[0], roster!.id].sort());
    const ladder = await t.app.inject({
      method: 'GET',
      url: '/api/auth/roster?skillLevel=4',
      headers: bearer(token),
    });
    expect(ladder.statusCode).toBe(200);
    // JSON works as well as a form.
    expect((await addTeam(token, { teamtype: 3 }, true)).statusCode).toBe(200);
  });

  it('refuses a team that already exists at the school with 409 naming it, and the coach does not join it', async () => {
    const owner = await createCoach(t.ctx.db, { teamTypes: [2] });
    const other = await createCoach(t.ctx.db, { schoolId: owner.schoolId, teamTypes: [] });
    const res = await addTeam(await coachToken(t, other.id), { teamtype: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: expect.stringContaining('Varsity Boys already exists') as string,
      code: 'team_exists',
      details: { teamType: 2 },
    });
    expect(await t.ctx.db.select().from(coachTeams).where(eq(coachTeams.coachId, other.id))).toEqual([]);
    expect(await rostersOf(owner.schoolId, 2)).toHaveLength(1);
    // The coach's own team counts as existing too.
    expect((await addTeam(await coachToken(t, owner.id), { teamtype: 2 })).statusCode).toBe(409);
  });

  it('is not blocked by the same team at another school', async () => {
    await createCoach(t.ctx.db, { teamTypes: [3] });
    const coach = await createCoach(t.ctx.db, { teamTypes: [] });
    expect((await addTeam(await coachToken(t, coach.id), { teamtype: 3 })).statusCode).toBe(200);
  });
});
