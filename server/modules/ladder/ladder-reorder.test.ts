import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LadderChange } from '../../../contract/ladder';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach } from '../../test/factories';
import { ladderPositions, ladderTeam } from '../../test/ladder-factories';
import { form } from '../../test/sign-in';

/** Issue 17, point 20: "move to place N" (insert, the others shift) and "swap with", each one change. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Fields = Record<string, string | number>;
type Team = Awaited<ReturnType<typeof ladderTeam>>;

function call(method: 'GET' | 'PUT' | 'POST', url: string, token?: string, fields?: Fields) {
  return t.app.inject({
    method,
    url,
    ...(fields ? form(fields) : {}),
    headers: { ...(fields ? form(fields).headers : {}), ...(token ? bearer(token) : {}) },
  });
}

const errorOf = (res: { json: () => unknown }) => (res.json() as { error: string }).error;

async function historyOf(token: string, skillLevel = 1) {
  const res = await call('GET', `/api/auth/ladder-changes?skillLevel=${skillLevel}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ changes: LadderChange[] }>().changes;
}

/** The team's ladder as [first name, position] pairs (P1, P2, ... as created), by position. */
async function ladderOf(team: Team): Promise<[string, number | null][]> {
  const names = new Map(team.players.map((p) => [p.id, p.firstName]));
  return (await ladderPositions(t.ctx.db, team.rosterId)).map(([id, pos]) => [names.get(id) ?? '?', pos]);
}

const undo = (team: Team) =>
  call('POST', '/api/auth/ladder-changes/undo', team.coachToken, { skillLevel: 1 });

describe('PUT /api/auth/roster/insertPosition', () => {
  const url = '/api/auth/roster/insertPosition';
  const insert = (team: Team, i: number, pos: number | string): Fields => ({
    strid: team.rosterId,
    stpid: team.players[i]!.stpid,
    pos,
  });

  it('needs a token (401)', async () => {
    expect((await call('PUT', url, undefined, { strid: 1, stpid: 1, pos: 1 })).statusCode).toBe(401);
  });

  it('is for coaches only (403 for a player), and nothing moves', async () => {
    const team = await ladderTeam(t);
    const res = await call('PUT', url, team.playerToken, insert(team, 3, 1));
    expect(res.statusCode).toBe(403);
    expect((await ladderOf(team)).map((p) => p[0])).toEqual(['P1', 'P2', 'P3', 'P4']);
  });

  it.each([0, 101, 'abc', -1, 2.5, ''])('refuses pos=%s with 400', async (pos) => {
    const team = await ladderTeam(t);
    const res = await call('PUT', url, team.coachToken, insert(team, 3, pos));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toContain('pos');
  });

  it.each(['strid', 'stpid', 'pos'])('refuses a body without %s with 400', async (field) => {
    const team = await ladderTeam(t);
    const fields = insert(team, 3, 1);
    delete fields[field];
    const res = await call('PUT', url, team.coachToken, fields);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toContain(field);
  });

  it("answers 404 to another school's coach, and nothing moves", async () => {
    const team = await ladderTeam(t);
    const other = await createCoach(t.ctx.db, { teamTypes: [1] });
    const res = await call('PUT', url, await coachToken(t, other.id), insert(team, 3, 1));
    expect(res.statusCode).toBe(404);
    expect((await ladderOf(team)).map((p) => p[0])).toEqual(['P1', 'P2', 'P3', 'P4']);
  });

  it('answers 404 when the membership is not on that team', async () => {
    const team = await ladderTeam(t);
    const wrongTeam = { ...insert(team, 3, 1), strid: team.coach.rosterIds[1]! };
    expect((await call('PUT', url, team.coachToken, wrongTeam)).statusCode).toBe(404);
  });

  it('moves a player up to place 1 in one step: the others shift down, no gap is left', async () => {
    const team = await ladderTeam(t);
    const res = await call('PUT', url, team.coachToken, insert(team, 3, 1));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await ladderOf(team)).toEqual([
      ['P4', 1],
      ['P1', 2],
      ['P2', 3],
      ['P3', 4],
    ]);
  });

  it('moves a player down: the players between move up one, no gap is left', async () => {
    const team = await ladderTeam(t, { positions: [1, 2, 3, 4, 5] });
    expect((await call('PUT', url, team.coachToken, insert(team, 1, 4))).statusCode).toBe(200);
    expect(await ladderOf(team)).toEqual([
      ['P1', 1],
      ['P3', 2],
      ['P4', 3],
      ['P2', 4],
      ['P5', 5],
    ]);
  });

  it('places an N/A player at a taken place by pushing down only the players up to the next gap', async () => {
    const team = await ladderTeam(t, { positions: [1, 2, 3, 5, null] });
    expect((await call('PUT', url, team.coachToken, insert(team, 4, 2))).statusCode).toBe(200);
    expect(await ladderOf(team)).toEqual([
      ['P1', 1],
      ['P5', 2],
      ['P2', 3],
      ['P3', 4],
      ['P4', 5],
    ]);
  });

  it('records one change with every move, and one undo restores the ladder', async () => {
    const team = await ladderTeam(t);
    await call('PUT', url, team.coachToken, insert(team, 3, 1));
    const changes = await historyOf(team.coachToken);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ reason: 'coach-move', undone: false });
    expect(changes[0]!.moves.map((m) => [m.playerName, m.fromPosition, m.toPosition])).toEqual(
      expect.arrayContaining([
        ['P4 Player', 4, 1],
        ['P1 Player', 1, 2],
        ['P2 Player', 2, 3],
        ['P3 Player', 3, 4],
      ]),
    );
    expect(changes[0]!.moves).toHaveLength(4);
    expect((await undo(team)).statusCode).toBe(200);
    expect((await ladderOf(team)).map((p) => p[0])).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect((await ladderOf(team)).map((p) => p[1])).toEqual([1, 2, 3, 4]);
  });

  it('changes nothing, and records nothing, when the player is already there', async () => {
    const team = await ladderTeam(t);
    expect((await call('PUT', url, team.coachToken, insert(team, 2, 3))).statusCode).toBe(200);
    expect(await historyOf(team.coachToken)).toEqual([]);
  });

  it('answers 409 for a place past the end of the ladder, and nothing moves', async () => {
    const team = await ladderTeam(t);
    const res = await call('PUT', url, team.coachToken, insert(team, 0, 9));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe('That place is past the end of the ladder.');
    expect((await ladderOf(team)).map((p) => p[1])).toEqual([1, 2, 3, 4]);
    expect(await historyOf(team.coachToken)).toEqual([]);
  });

  it('answers 409 when the players it would push down have no place left (past 100)', async () => {
    const positions = Array.from({ length: 100 }, (_, i) => i + 1);
    const team = await ladderTeam(t, { positions: [...positions, null] });
    const res = await call('PUT', url, team.coachToken, insert(team, 100, 1));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe('The ladder is full: no place is left to move the others down.');
    expect((await ladderOf(team))[100]).toEqual(['P101', null]);
  });

  it('keeps the ladder whole under 10 simultaneous inserts at place 1', async () => {
    const positions = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const team = await ladderTeam(t, { positions });
    const results = await Promise.all(
      team.players.map((_, i) => call('PUT', url, team.coachToken, insert(team, i, 1))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array<number>(10).fill(200));
    expect((await ladderOf(team)).map((p) => p[1])).toEqual(positions);
  });
});

describe('PUT /api/auth/roster/swapPositions', () => {
  const url = '/api/auth/roster/swapPositions';
  const swap = (team: Team, i: number, j: number): Fields => ({
    strid: team.rosterId,
    stpid: team.players[i]!.stpid,
    withStpid: team.players[j]!.stpid,
  });

  it('needs a token (401)', async () => {
    expect((await call('PUT', url, undefined, { strid: 1, stpid: 1, withStpid: 2 })).statusCode).toBe(401);
  });

  it('is for coaches only (403 for a player), and nothing moves', async () => {
    const team = await ladderTeam(t);
    expect((await call('PUT', url, team.playerToken, swap(team, 0, 3))).statusCode).toBe(403);
    expect((await ladderOf(team)).map((p) => p[0])).toEqual(['P1', 'P2', 'P3', 'P4']);
  });

  it.each(['strid', 'stpid', 'withStpid'])('refuses a body without %s with 400', async (field) => {
    const team = await ladderTeam(t);
    const fields = swap(team, 0, 3);
    delete fields[field];
    const res = await call('PUT', url, team.coachToken, fields);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toContain(field);
  });

  it('refuses a swap of a player with themselves with 400', async () => {
    const team = await ladderTeam(t);
    const res = await call('PUT', url, team.coachToken, swap(team, 1, 1));
    expect(res.statusCode).toBe(400);
    expect(await historyOf(team.coachToken)).toEqual([]);
  });

  it("answers 404 to another school's coach, and nothing moves", async () => {
    const team = await ladderTeam(t);
    const other = await createCoach(t.ctx.db, { teamTypes: [1] });
    const res = await call('PUT', url, await coachToken(t, other.id), swap(team, 0, 3));
    expect(res.statusCode).toBe(404);
    expect((await ladderOf(team)).map((p) => p[0])).toEqual(['P1', 'P2', 'P3', 'P4']);
  });

  it('answers 404 when the other player is on another team', async () => {
    const team = await ladderTeam(t);
    const other = await ladderTeam(t);
    const fields = { ...swap(team, 0, 3), withStpid: other.players[0]!.stpid };
    expect((await call('PUT', url, team.coachToken, fields)).statusCode).toBe(404);
    expect((await ladderOf(team)).map((p) => p[0])).toEqual(['P1', 'P2', 'P3', 'P4']);
  });

  it('swaps two players in one step, recorded as one change, and one undo restores them', async () => {
    const team = await ladderTeam(t);
    const res = await call('PUT', url, team.coachToken, swap(team, 3, 0));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await ladderOf(team)).toEqual([
      ['P4', 1],
      ['P2', 2],
      ['P3', 3],
      ['P1', 4],
    ]);
    const changes = await historyOf(team.coachToken);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.moves.map((m) => [m.playerName, m.fromPosition, m.toPosition])).toEqual([
      ['P4 Player', 4, 1],
      ['P1 Player', 1, 4],
    ]);
    expect((await undo(team)).statusCode).toBe(200);
    expect(await ladderOf(team)).toEqual([
      ['P1', 1],
      ['P2', 2],
      ['P3', 3],
      ['P4', 4],
    ]);
  });

  it('swaps a placed player with an N/A one', async () => {
    const team = await ladderTeam(t, { positions: [1, 2, null] });
    expect((await call('PUT', url, team.coachToken, swap(team, 2, 1))).statusCode).toBe(200);
    expect(await ladderOf(team)).toEqual([
      ['P1', 1],
      ['P3', 2],
      ['P2', null],
    ]);
  });

  it('keeps positions unique when swaps of the same players race', async () => {
    const team = await ladderTeam(t, { positions: [1, 2, 3, 4] });
    const results = await Promise.all([
      call('PUT', url, team.coachToken, swap(team, 0, 1)),
      call('PUT', url, team.coachToken, swap(team, 1, 2)),
      call('PUT', url, team.coachToken, swap(team, 2, 3)),
      call('PUT', url, team.coachToken, swap(team, 3, 0)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const positions = (await ladderOf(team)).map((p) => p[1]);
    expect([...positions].sort()).toEqual([1, 2, 3, 4]);
    expect(await historyOf(team.coachToken)).toHaveLength(4);
  });
});
