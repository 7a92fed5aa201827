import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Dual, DualListReply } from '../../../contract/duals';
import { duals, dualLineupSlots } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';
import { ladderTeam } from '../../test/ladder-factories';
import { createDualVia, dualBody, dualCall, lineup3s2d, type Headers } from '../../test/dual-api';

/** Duals: create in every format, read, edit, delete, a team's list with its record, who may do what. */

let t: TestApp;
let team: Awaited<ReturnType<typeof ladderTeam>>;
let coach: Headers;
let player: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  team = await ladderTeam(t, { positions: [1, 2, 3, 4, 5, 6, 7, 8] });
  coach = bearer(team.coachToken);
  player = bearer(team.playerToken);
});
afterAll(async () => {
  await t.close();
});

const ids = () => team.players.map((p) => p.id);

describe('creating a dual', () => {
  it.each([
    ['3s2d', 3, 2],
    ['3s3d', 3, 3],
    ['4s3d', 4, 3],
    ['6s3d', 6, 3],
  ] as const)('creates a %s dual with its lines and an empty lineup', async (preset, singles, doubles) => {
    const dual = await createDualVia(
      t,
      coach,
      dualBody(team.rosterId, { format: { preset, singles, doubles, scoreFormat: 'SET3-S:6/TB7-F:TB10' } }),
    );
    expect(dual.lines.map((l) => l.line)).toEqual([
      ...Array.from({ length: singles }, (_, i) => `S${i + 1}`),
      ...Array.from({ length: doubles }, (_, i) => `D${i + 1}`),
    ]);
    // The score format is kept in its canonical spelling.
    expect(new Set(dual.lines.map((l) => l.scoreFormat))).toEqual(new Set(['SET3-S:6/TB7-F:TB10']));
    expect(dual.lineup.every((l) => l.players.every((p) => p === null))).toBe(true);
    expect(dual).toMatchObject({ published: false, mayEdit: true, site: 'home', rulePreset: 'strict' });
    expect(dual.startsAt).toBe('2026-03-14T15:30:00.000Z');
    expect(dual.publicUrl).toMatch(/\/dual\/[A-Za-z0-9_-]{22}$/);
  });

  it('creates a custom dual with a score format per line', async () => {
    const dual = await createDualVia(
      t,
      coach,
      dualBody(team.rosterId, {
        format: {
          preset: 'custom',
          singles: 2,
          doubles: 1,
          scoreFormat: 'SET3-S:6/TB7',
          lineScoreFormats: { D1: 'SET1-S:8/TB7' },
        },
      }),
    );
    expect(dual.lines).toEqual([
      { line: 'S1', kind: 'singles', scoreFormat: 'SET3-S:6/TB7' },
      { line: 'S2', kind: 'singles', scoreFormat: 'SET3-S:6/TB7' },
      { line: 'D1', kind: 'doubles', scoreFormat: 'SET1-S:8/TB7' },
    ]);
  });

  it.each([
    ['a preset with other counts', { format: { preset: '3s2d', singles: 4, doubles: 2 } }],
    [
      'an unknown score format',
      { format: { preset: '3s2d', singles: 3, doubles: 2, scoreFormat: 'best of 3' } },
    ],
    ['no lines', { format: { preset: 'custom', singles: 0, doubles: 0 } }],
    ['no opponent', { opponentName: undefined }],
    ['a bad time', { startsAt: '14/03/2026 3pm' }],
    ['an unknown site', { site: 'court' }],
  ])('refuses %s with 400 and creates nothing', async (_name, extra) => {
    const before = (await t.ctx.db.select().from(duals)).length;
    const res = await dualCall(t, coach, 'POST', '/api/auth/duals', {
      ...dualBody(team.rosterId),
      ...(extra as object),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('validation_failed');
    expect((await t.ctx.db.select().from(duals)).length).toBe(before);
  });

  it('takes the opponent school name from the list, and refuses the own school or an unknown one', async () => {
    const other = await createCoach(t.ctx.db);
    const schools = await dualCall(t, coach, 'GET', '/api/auth/duals-opponent-schools');
    const list = schools.json<{ schools: { id: number; name: string }[] }>().schools;
    expect(list.map((s) => s.id)).toContain(other.schoolId);
    expect(list.map((s) => s.id)).not.toContain(team.school.id);

    const picked = await createDualVia(
      t,
      coach,
      dualBody(team.rosterId, { opponentName: undefined, opponentSchoolId: other.schoolId }),
    );
    expect(picked.opponent).toEqual({
      schoolId: other.schoolId,
      name: list.find((s) => s.id === other.schoolId)!.name,
      rosterId: null,
      invitation: 'none',
    });
    // Changing the opponent to a name only drops the school; picking the school again takes its name.
    const renamed = await dualCall(t, coach, 'PUT', `/api/auth/duals/${picked.id}`, {
      opponentSchoolId: null,
      opponentName: 'Somewhere Else',
    });
    expect(renamed.json<{ dual: Dual }>().dual.opponent).toMatchObject({
      schoolId: null,
      name: 'Somewhere Else',
    });
    const again = await dualCall(t, coach, 'PUT', `/api/auth/duals/${picked.id}`, {
      opponentSchoolId: other.schoolId,
    });
    expect(again.json<{ dual: Dual }>().dual.opponent).toEqual(picked.opponent);
    const own = await dualCall(t, coach, 'POST', '/api/auth/duals', {
      ...dualBody(team.rosterId),
      opponentSchoolId: team.school.id,
    });
    expect([own.statusCode, own.json<{ code: string }>().code]).toEqual([400, 'opponent_is_own_school']);
    const unknown = await dualCall(t, coach, 'POST', '/api/auth/duals', {
      ...dualBody(team.rosterId),
      opponentSchoolId: 999_999,
    });
    expect([unknown.statusCode, unknown.json<{ code: string }>().code]).toEqual([404, 'school_not_found']);
  });

  it("gives a new dual the team's anti-stacking rule, which the coach sets per team", async () => {
    const url = `/api/auth/getSettings-team-lineuprule/${team.rosterId}`;
    expect((await dualCall(t, coach, 'GET', url)).json()).toMatchObject({ preset: 'strict' });
    const rule = { singlesInOrder: true, doublesInOrder: true, singlesMayPlayDoubles: false, tolerance: 1 };
    const put = await dualCall(t, coach, 'PUT', '/api/auth/updateSettings-team-lineuprule', {
      id: team.rosterId,
      rule,
    });
    expect(put.json()).toEqual({ res: rule, preset: 'adjacent-swap', schoolRule: null });
    const dual = await createDualVia(t, coach, dualBody(team.rosterId));
    expect([dual.rule, dual.rulePreset]).toEqual([rule, 'adjacent-swap']);
    // A rule given at creation wins over the team's.
    const free = { singlesInOrder: false, doublesInOrder: false, singlesMayPlayDoubles: true, tolerance: 0 };
    expect((await createDualVia(t, coach, dualBody(team.rosterId, { rule: free }))).rulePreset).toBe('free');
    await dualCall(t, coach, 'PUT', '/api/auth/updateSettings-team-lineuprule', {
      id: team.rosterId,
      rule: { ...rule, tolerance: 0 },
    });
    // Another school's coach neither reads nor sets it.
    const stranger = bearer(await coachToken(t, (await createCoach(t.ctx.db)).id));
    expect((await dualCall(t, stranger, 'GET', url)).statusCode).toBe(404);
    const theirs = await dualCall(t, stranger, 'PUT', '/api/auth/updateSettings-team-lineuprule', {
      id: team.rosterId,
      rule,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('creating a dual once', () => {
  it('answers a repeated create with the same Idempotency-Key with the first dual, creating one', async () => {
    const before = (await t.ctx.db.select().from(duals)).length;
    const headers = { ...coach, 'idempotency-key': 'dual-create-once' };
    const body = dualBody(team.rosterId, { opponentName: 'Once High' });
    const [a, b] = await Promise.all([
      dualCall(t, headers, 'POST', '/api/auth/duals', body),
      dualCall(t, headers, 'POST', '/api/auth/duals', body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<{ dual: Dual }>().dual.id).toBe(b.json<{ dual: Dual }>().dual.id);
    expect((await t.ctx.db.select().from(duals)).length).toBe(before + 1);
  });
});

describe('editing and deleting a dual', () => {
  it('edits the details; a smaller format keeps the players of the lines that remain', async () => {
    const dual = await createDualVia(
      t,
      coach,
      dualBody(team.rosterId, { format: { preset: '4s3d', singles: 4, doubles: 3 } }),
    );
    const [a, b, c, d, e, f, g, h] = ids();
    const lineup = [
      { line: 'S1', players: [a] },
      { line: 'S2', players: [b] },
      { line: 'S3', players: [c] },
      { line: 'S4', players: [d] },
      { line: 'D1', players: [e, f] },
      { line: 'D2', players: [g, h] },
      { line: 'D3', players: [null, null] },
    ];
    const saved = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, { lineup });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}`, {
      format: { preset: '3s2d', singles: 3, doubles: 2 },
      site: 'away',
      place: 'Central courts',
      startsAt: '2026-03-15T09:00:00-05:00',
      opponentName: 'Central High JV',
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<{ dual: Dual }>().dual;
    expect(edited).toMatchObject({
      site: 'away',
      place: 'Central courts',
      startsAt: '2026-03-15T14:00:00.000Z',
      opponent: { name: 'Central High JV', schoolId: null },
    });
    expect(edited.lineup).toEqual(lineup3s2d([a!, b!, c!, e!, f!, g!, h!]));
    const slots = await t.ctx.db.select().from(dualLineupSlots).where(eq(dualLineupSlots.dualId, dual.id));
    expect(slots.map((s) => s.line).sort()).toEqual(['D1', 'D1', 'D2', 'D2', 'S1', 'S2', 'S3']);
  });

  it('deletes a dual with its lineup', async () => {
    const dual = await createDualVia(t, coach, dualBody(team.rosterId));
    await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, { lineup: lineup3s2d(ids()) });
    const res = await dualCall(t, coach, 'DELETE', `/api/auth/duals/${dual.id}`);
    expect(res.json()).toEqual({ id: dual.id });
    expect((await dualCall(t, coach, 'GET', `/api/auth/duals/${dual.id}`)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(dualLineupSlots).where(eq(dualLineupSlots.dualId, dual.id))).toEqual(
      [],
    );
  });
});

describe("a team's duals and its record", () => {
  it('lists the duals by start and counts decided ones as won, lost or tied', async () => {
    const fresh = await ladderTeam(t, { teamTypes: [3], positions: [1, 2] });
    const h = bearer(fresh.coachToken);
    const later = await createDualVia(t, h, dualBody(fresh.rosterId, { startsAt: '2026-04-02T15:00:00Z' }));
    const won = await createDualVia(t, h, dualBody(fresh.rosterId, { startsAt: '2026-03-01T15:00:00Z' }));
    const lost = await createDualVia(t, h, dualBody(fresh.rosterId, { startsAt: '2026-03-08T15:00:00Z' }));
    const tied = await createDualVia(t, h, dualBody(fresh.rosterId, { startsAt: '2026-03-09T15:00:00Z' }));
    // The scoring work writes results; here they are set as it will.
    const decided = new Date();
    await t.ctx.db
      .update(duals)
      .set({ winnerSide: 1, linesWon: 4, linesLost: 1, resultDecidedAt: decided })
      .where(eq(duals.id, won.id));
    await t.ctx.db
      .update(duals)
      .set({ winnerSide: 2, linesWon: 2, linesLost: 3, resultDecidedAt: decided })
      .where(eq(duals.id, lost.id));
    await t.ctx.db
      .update(duals)
      .set({ winnerSide: null, linesWon: 2, linesLost: 2, resultDecidedAt: decided })
      .where(eq(duals.id, tied.id));
    // Undecided: lines entered so far, no team result yet.
    await t.ctx.db.update(duals).set({ linesWon: 1 }).where(eq(duals.id, later.id));

    const res = await dualCall(t, h, 'GET', '/api/auth/duals?skillLevel=3');
    const list = res.json<DualListReply>();
    expect(list.record).toEqual({ won: 1, lost: 1, tied: 1 });
    expect(list.duals.map((d) => d.id)).toEqual([won.id, lost.id, tied.id, later.id]);
    expect(list.duals[0]!.result).toEqual({ decided: true, winnerSide: 1, linesWon: 4, linesLost: 1 });
    expect(list.duals[3]!.result.decided).toBe(false);
    expect(list.rosterId).toBe(fresh.rosterId);
  });
});

describe('who may see and change a dual', () => {
  it("hides a dual from another school's coach (404 on every call) and changes nothing", async () => {
    const dual = await createDualVia(t, coach, dualBody(team.rosterId));
    const other = await createCoach(t.ctx.db, { teamTypes: [1] });
    const stranger = bearer(await coachToken(t, other.id));
    const calls: [method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', `/api/auth/duals/${dual.id}`],
      ['PUT', `/api/auth/duals/${dual.id}`, { place: 'mine now' }],
      ['PUT', `/api/auth/duals/${dual.id}/lineup`, { lineup: lineup3s2d([]) }],
      ['POST', `/api/auth/duals/${dual.id}/draft`],
      ['POST', `/api/auth/duals/${dual.id}/check`, { lineup: lineup3s2d([]) }],
      ['POST', `/api/auth/duals/${dual.id}/publish`, {}],
      ['DELETE', `/api/auth/duals/${dual.id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await dualCall(t, stranger, method, url, body);
      expect([method, url, res.statusCode, res.json<{ code: string }>().code]).toEqual([
        method,
        url,
        404,
        'dual_not_found',
      ]);
    }
    const create = await dualCall(t, stranger, 'POST', '/api/auth/duals', dualBody(team.rosterId));
    expect(create.statusCode).toBe(404);
    // Their own list is their team's, without this dual.
    const theirs = (await dualCall(t, stranger, 'GET', '/api/auth/duals?skillLevel=1')).json<DualListReply>();
    expect(theirs.duals).toEqual([]);
    const [row] = await t.ctx.db.select().from(duals).where(eq(duals.id, dual.id));
    expect(row!.place).toBe('Lincoln courts');
  });

  it("lets a player read their team's published duals only, and change nothing (403)", async () => {
    const draft = await createDualVia(t, coach, dualBody(team.rosterId));
    expect((await dualCall(t, player, 'GET', `/api/auth/duals/${draft.id}`)).statusCode).toBe(404);
    const listed = (await dualCall(t, player, 'GET', '/api/auth/duals?skillLevel=1')).json<DualListReply>();
    expect(listed.duals.map((d) => d.id)).not.toContain(draft.id);

    await dualCall(t, coach, 'PUT', `/api/auth/duals/${draft.id}/lineup`, { lineup: lineup3s2d(ids()) });
    const pub = await dualCall(t, coach, 'POST', `/api/auth/duals/${draft.id}/publish`, {});
    expect(pub.statusCode, pub.body).toBe(200);
    const seen = await dualCall(t, player, 'GET', `/api/auth/duals/${draft.id}`);
    const dual = seen.json<{ dual: Dual }>().dual;
    expect(dual).toMatchObject({ mayEdit: false, publicUrl: null, published: true });
    // Only the players on the lineup, not the whole roster (P8 is on the bench).
    expect(dual.roster.map((p) => p.id).sort()).toEqual(ids().slice(0, 7).sort());
    expect(
      (await dualCall(t, player, 'GET', '/api/auth/duals?skillLevel=1'))
        .json<DualListReply>()
        .duals.map((d) => d.id),
    ).toContain(draft.id);

    for (const [method, url, body] of [
      ['PUT', `/api/auth/duals/${draft.id}/lineup`, { lineup: lineup3s2d([]) }],
      ['PUT', `/api/auth/duals/${draft.id}`, { place: 'x' }],
      ['POST', `/api/auth/duals/${draft.id}/publish`, {}],
      ['DELETE', `/api/auth/duals/${draft.id}`],
      ['POST', '/api/auth/duals', dualBody(team.rosterId)],
    ] as const) {
      const res = await dualCall(t, player, method, url, body);
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
    // A player of another team of the school sees nothing of it.
    const other = await createPlayer(t.ctx.db, {
      schoolId: team.school.id,
      rosterId: team.coach.rosterIds[1],
      position: 1,
    });
    const otherHeaders = bearer(await playerToken(t, other.id));
    expect((await dualCall(t, otherHeaders, 'GET', `/api/auth/duals/${draft.id}`)).statusCode).toBe(404);
  });
});
