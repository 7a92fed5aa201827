import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANTI_STACKING_PRESETS, type Dual } from '../../../contract/duals';
import type { SchoolRulesReply } from '../../../contract/schools/rules';
import { duals, schools, teamRosters, tennisMatches } from '../../db/schema/index';
import { adminToken } from '../../test/admin-factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { dbFingerprint } from '../../test/db-fingerprint';
import { createDualVia, dualBody, dualCall, lineup3s2d } from '../../test/dual-api';
import { bearer } from '../../test/factories';
import { ladderTeam } from '../../test/ladder-factories';
import { playerRef } from '../../test/match-api';

/**
 * A school's rules (issue 32) through the HTTP routes, on PGlite and PostgreSQL (TEST_DATABASE_URL):
 * the admin sets a lineup rule and a match format; the school's teams and upcoming duals are tightened,
 * a coach cannot loosen them, a lineup that breaks the school's rule is not published whatever the
 * reason, new matches take the school's format; another school's admin reads nothing (404).
 */
let t: TestApp;
let team: Awaited<ReturnType<typeof ladderTeam>>;
let coach: Record<string, string>;
let admin: string;
let p: number[];

const NOW = new Date('2026-05-01T12:00:00Z');
const STRICT = ANTI_STACKING_PRESETS.strict;
const SWAP = ANTI_STACKING_PRESETS['adjacent-swap'];
const FREE = ANTI_STACKING_PRESETS.free;
const PRO8 = 'SET1-S:8/TB7';

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(NOW);
  team = await ladderTeam(t, { positions: [1, 2, 3, 4, 5, 6, 7, 8] });
  coach = bearer(team.coachToken);
  p = [0, ...team.players.map((x) => x.id)];
  admin = await adminToken(t, team.school.id);
});
afterAll(() => t.close());

const rulesUrl = (schoolId: number | string) => `/api/auth/admin/schools/${schoolId}/rules`;
const getRules = (token: string, schoolId: number | string = team.school.id) =>
  t.app.inject({ method: 'GET', url: rulesUrl(schoolId), headers: bearer(token) });
const putRules = (token: string, payload: unknown, schoolId: number | string = team.school.id) =>
  t.app.inject({
    method: 'PUT',
    url: rulesUrl(schoolId),
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
const teamRule = () =>
  t.app.inject({
    method: 'GET',
    url: `/api/auth/getSettings-team-lineuprule/${team.rosterId}`,
    headers: coach,
  });
const saveTeamRule = (rule: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/updateSettings-team-lineuprule',
    headers: coach,
    payload: { id: team.rosterId, rule },
  });
const teamFormat = () =>
  t.app.inject({
    method: 'GET',
    url: `/api/auth/getSettings-team-matchformat/${team.rosterId}`,
    headers: coach,
  });
const saveTeamFormat = (format: string | null) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/updateSettings-team-matchformat',
    headers: coach,
    payload: { id: team.rosterId, format },
  });
/** S2 above S1 on the ladder: out of order by one place. */
const swapped = () => lineup3s2d([p[2]!, p[1]!, p[3]!, p[4]!, p[5]!, p[6]!, p[7]!]);
/** S3 two places above S1. */
const stacked = () => lineup3s2d([p[3]!, p[2]!, p[1]!, p[4]!, p[5]!, p[6]!, p[7]!]);

async function dualWith(lineup: ReturnType<typeof lineup3s2d>, startsAt: string): Promise<Dual> {
  const dual = await createDualVia(t, coach, dualBody(team.rosterId, { startsAt }));
  const res = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, { lineup });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ dual: Dual }>().dual;
}
const publish = (id: number, reason?: string) =>
  dualCall(t, coach, 'POST', `/api/auth/duals/${id}/publish`, reason ? { reason } : {});

describe("a school's rules", () => {
  it('are none at first; a coach sees none and may choose any rule', async () => {
    const res = await getRules(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rules: { lineupRule: null, matchFormat: null } });
    expect((await teamRule()).json()).toMatchObject({ schoolRule: null });
    const free = await saveTeamRule(FREE);
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toMatchObject({ res: FREE, preset: 'free', schoolRule: null });
  });

  it('tighten the teams and the upcoming duals, never the past ones, when the admin sets them', async () => {
    const past = await createDualVia(t, coach, dualBody(team.rosterId, { startsAt: '2026-04-01T15:00:00Z' }));
    const upcoming = await createDualVia(
      t,
      coach,
      dualBody(team.rosterId, { startsAt: '2026-06-01T15:00:00Z' }),
    );
    expect(upcoming.rule).toEqual(FREE);

    const res = await putRules(admin, { lineupRule: SWAP, matchFormat: PRO8 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SchoolRulesReply>()).toEqual({
      rules: { lineupRule: SWAP, matchFormat: PRO8 },
      tightened: { teams: 1, duals: 1 },
    });
    expect((await getRules(admin)).json()).toEqual({ rules: { lineupRule: SWAP, matchFormat: PRO8 } });
    // The team's free rule became the school's; the past dual keeps the rule it was played under.
    expect((await teamRule()).json()).toEqual({ res: SWAP, preset: 'adjacent-swap', schoolRule: SWAP });
    const rows = await t.ctx.db.select({ id: duals.id, rule: duals.rule }).from(duals);
    expect(rows.find((d) => d.id === upcoming.id)!.rule).toEqual(SWAP);
    expect(rows.find((d) => d.id === past.id)!.rule).toEqual(FREE);
    // Setting the same rules again tightens nothing more.
    expect((await putRules(admin, { lineupRule: SWAP, matchFormat: PRO8 })).json()).toMatchObject({
      tightened: { teams: 0, duals: 0 },
    });
  });

  it('cannot be loosened by a coach: team rule, new dual, edited dual', async () => {
    const looser = await saveTeamRule(FREE);
    expect(looser.statusCode).toBe(409);
    expect(looser.json()).toMatchObject({ code: 'school_rule_looser' });
    const wider = await saveTeamRule({ ...SWAP, tolerance: 2 });
    expect(wider.json()).toMatchObject({ code: 'school_rule_looser' });
    // Stricter is allowed.
    const strict = await saveTeamRule(STRICT);
    expect(strict.statusCode, strict.body).toBe(200);
    expect(strict.json()).toMatchObject({ res: STRICT, preset: 'strict', schoolRule: SWAP });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/duals',
      headers: coach,
      payload: dualBody(team.rosterId, { startsAt: '2026-06-02T15:00:00Z', rule: FREE }),
    });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ code: 'school_rule_looser' });
    const dual = await createDualVia(t, coach, dualBody(team.rosterId, { startsAt: '2026-06-02T15:00:00Z' }));
    expect(dual.rule).toEqual(STRICT);
    expect(dual.schoolRule).toEqual(SWAP);
    const edited = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}`, { rule: FREE });
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toMatchObject({ code: 'school_rule_looser' });
    const [row] = await t.ctx.db.select().from(duals).where(eq(duals.id, dual.id));
    expect(row!.rule).toEqual(STRICT);
  });

  it('refuse to publish a lineup that breaks the school rule, with or without a reason', async () => {
    await saveTeamRule(SWAP);
    const dual = await dualWith(stacked(), '2026-06-03T15:00:00Z');
    expect(dual.violations.length).toBeGreaterThan(0);
    for (const reason of [undefined, 'Our #1 is injured']) {
      const res = await publish(dual.id, reason);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'lineup_breaks_school_rule',
        details: { violations: [expect.objectContaining({ code: 'singles-out-of-order', line: 'S1' })] },
      });
    }
    const [row] = await t.ctx.db.select().from(duals).where(eq(duals.id, dual.id));
    expect(row!.publishedAt).toBeNull();
    // Within the school's rule (one adjacent swap) it publishes as any lineup does.
    const ok = await dualWith(swapped(), '2026-06-04T15:00:00Z');
    const published = await publish(ok.id);
    expect(published.statusCode, published.body).toBe(200);
  });

  it("set every team's match format: the coach sees it and cannot change it; new matches take it", async () => {
    expect((await teamFormat()).json()).toEqual({ res: PRO8, schoolFormat: PRO8 });
    const other = await saveTeamFormat('SET3-S:6/TB7');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'school_format_set' });
    expect((await saveTeamFormat(PRO8)).statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-tennis-match',
      headers: coach,
      payload: {
        SchoolTeamRosterID: team.rosterId,
        MatchType: 2,
        IsSingles: true,
        MatchDate: '2026-05-02',
        MatchTime: '16:45',
        Plist: [playerRef(team.players[0]!), playerRef(team.players[1]!)],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const rows = await t.ctx.db
      .select({ format: tennisMatches.format })
      .from(tennisMatches)
      .where(eq(tennisMatches.rosterId, team.rosterId));
    expect(rows.map((r) => r.format)).toContain(PRO8);
  });

  it('cleared, leave the teams their tightened rules and free the format', async () => {
    const res = await putRules(admin, { lineupRule: null, matchFormat: '' });
    expect(res.json()).toEqual({
      rules: { lineupRule: null, matchFormat: null },
      tightened: { teams: 0, duals: 0 },
    });
    expect((await teamRule()).json()).toMatchObject({ res: SWAP, schoolRule: null });
    expect((await saveTeamRule(FREE)).statusCode).toBe(200);
    expect((await saveTeamFormat(null)).json()).toEqual({ res: null, schoolFormat: null });
  });
});

describe("who may set a school's rules", () => {
  it("another school's admin gets 404 and changes nothing; a coach 403; bad input 400", async () => {
    const stranger = await ladderTeam(t, { positions: [1, 2] });
    const otherAdmin = await adminToken(t, stranger.school.id);
    const before = await dbFingerprint(t.ctx.db);
    expect((await getRules(otherAdmin)).statusCode).toBe(404);
    const put = await putRules(otherAdmin, { lineupRule: STRICT, matchFormat: null });
    expect(put.statusCode).toBe(404);
    expect((await getRules(otherAdmin, 999_999)).statusCode).toBe(404);
    expect((await getRules(team.coachToken)).statusCode).toBe(403);
    const bad = await putRules(admin, { lineupRule: { ...STRICT, tolerance: 99 }, matchFormat: 'SET9-X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    expect((await putRules(admin, { lineupRule: STRICT })).statusCode).toBe(400);
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
    const [school] = await t.ctx.db.select().from(schools).where(eq(schools.id, stranger.school.id));
    expect(school!.lineupRule).toBeNull();
    const [other] = await t.ctx.db.select().from(teamRosters).where(eq(teamRosters.id, stranger.rosterId));
    expect(other!.lineupRule).toBeNull();
  });
});
