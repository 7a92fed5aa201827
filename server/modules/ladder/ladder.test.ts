import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type LadderChange, type RosterPlayer } from '../../../contract/ladder';
import { AppError } from '../../errors';
import {
  coachTeams,
  ladderChanges,
  players,
  rosterPlayers,
  schools,
  teamRosters,
  rateEvents,
} from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  bearer,
  coachToken,
  createCoach,
  createPlayer,
  playerToken,
  uniquePhone,
} from '../../test/factories';
import { createLadder, ladderPositions, ladderTeam } from '../../test/ladder-factories';
import { form, verifyPhone } from '../../test/sign-in';
import { recordLadderChange } from './ladder-history';
import { asPositionConflict } from './ladder-moves';
import { errorText } from '../../../contract/errors';

const POSITION_TAKEN = errorText('position_taken');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Fields = Record<string, string | number>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, token?: string, fields?: Fields, remoteAddress?: string) {
  return t.app.inject({
    method,
    url,
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(fields ? form(fields) : {}),
    headers: { ...(fields ? form(fields).headers : {}), ...(token ? bearer(token) : {}) },
  });
}

const qs = (fields: Fields) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: string }).error;

/** A second school whose coach coaches JV Boys (type 1) there: the intruder of every 404 test. */
async function otherSchoolCoach() {
  const coach = await createCoach(t.ctx.db, { teamTypes: [1] });
  return { coach, token: await coachToken(t, coach.id) };
}

let addressCounter = 0;
/** A client address no other joinTeam call uses, so the per-address PIN throttle of one test does not leak into another. */
function freshAddress() {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

async function pinOf(rosterId: number) {
  const [row] = await t.ctx.db
    .select({ pin: teamRosters.pin })
    .from(teamRosters)
    .where(eq(teamRosters.id, rosterId));
  return row!.pin;
}

async function historyOf(token: string, skillLevel: number) {
  const res = await call('GET', `/api/auth/ladder-changes?skillLevel=${skillLevel}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ changes: LadderChange[] }>().changes;
}

describe('GET /api/auth/roster', () => {
  it('needs a token (401)', async () => {
    expect((await call('GET', '/api/auth/roster?skillLevel=1')).statusCode).toBe(401);
  });

  it.each(['0', '5', 'abc', '1.5', ''])('refuses skillLevel=%s with 400', async (level) => {
    const { coachToken: token } = await ladderTeam(t);
    const res = await call('GET', `/api/auth/roster?skillLevel=${level}`, token);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toContain('skillLevel');
  });

  it('refuses a missing skillLevel with 400', async () => {
    const { coachToken: token } = await ladderTeam(t);
    expect((await call('GET', '/api/auth/roster', token)).statusCode).toBe(400);
  });

  it('gives the coach the ladder by position, N/A last, with every field', async () => {
    const team = await ladderTeam(t, { positions: [3, null, 1, 2] });
    const res = await call('GET', '/api/auth/roster?skillLevel=1', team.coachToken);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ res: RosterPlayer[]; teamRosterID: number }>();
    expect(body.teamRosterID).toBe(team.rosterId);
    expect(body.res.map((r) => r.Position)).toEqual([1, 2, 3, -1]);
    expect(body.res.map((r) => r.FirstName)).toEqual(['P3', 'P4', 'P1', 'P2']);
    const [first] = body.res;
    const [player] = await t.ctx.db.select().from(players).where(eq(players.id, first!.PlayerID));
    expect(first).toEqual({
      PlayerID: player!.id,
      SchoolTeamPlayerID: team.players[2]!.stpid,
      Position: 1,
      FirstName: 'P3',
      LastName: 'Player',
      Email: 'player@example.org',
      PhoneNumber: player!.phone,
      avatar: null,
      OMWLPer: 0,
      CMWLPer: 0,
      OpenChallenges: [],
    });
  });

  it("answers 'list is empty' with the teamRosterID for a team without players", async () => {
    const team = await ladderTeam(t, { positions: [] });
    const res = await call('GET', '/api/auth/roster?skillLevel=2', team.coachToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ res: 'list is empty', teamRosterID: team.coach.rosterIds[1] });
  });

  it('answers 404 for a team type the coach does not coach', async () => {
    const team = await ladderTeam(t);
    expect((await call('GET', '/api/auth/roster?skillLevel=3', team.coachToken)).statusCode).toBe(404);
  });

  it("never shows another school's coach this team: they get their own team of that type", async () => {
    const team = await ladderTeam(t);
    const other = await otherSchoolCoach();
    const res = await call('GET', '/api/auth/roster?skillLevel=1', other.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ res: 'list is empty', teamRosterID: other.coach.rosterIds[0] });
    expect((await call('GET', '/api/auth/roster?skillLevel=2', other.token)).statusCode).toBe(404);
    expect(other.coach.rosterIds).not.toContain(team.rosterId);
  });

  it("shows a player their team's ladder with only their own phone and e-mail", async () => {
    const team = await ladderTeam(t);
    const res = await call('GET', '/api/auth/roster?skillLevel=1', team.playerToken);
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ res: RosterPlayer[] }>().res;
    expect(rows).toHaveLength(4);
    const me = rows.find((r) => r.PlayerID === team.players[0]!.id)!;
    expect(me.PhoneNumber).toMatch(/^\d{10}$/);
    expect(me.Email).toBe('player@example.org');
    for (const r of rows.filter((x) => x.PlayerID !== team.players[0]!.id)) {
      expect(r.PhoneNumber).toBe('');
      expect(r.Email).toBe('');
      expect(r.FirstName).toMatch(/^P\d$/);
    }
  });

  it("answers 404 to a player asking for a team type that is not their team's", async () => {
    const team = await ladderTeam(t);
    expect((await call('GET', '/api/auth/roster?skillLevel=2', team.playerToken)).statusCode).toBe(404);
  });

  it('answers 404 to a player without a team', async () => {
    const team = await ladderTeam(t);
    const loner = await createPlayer(t.ctx.db, { schoolId: team.coach.schoolId });
    expect(
      (await call('GET', '/api/auth/roster?skillLevel=1', await playerToken(t, loner.id))).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/auth/roster/pin', () => {
  it('needs a token (401)', async () => {
    expect((await call('POST', '/api/auth/roster/pin', undefined, { strid: 1 })).statusCode).toBe(401);
  });

  it('is for coaches only (403 for a player)', async () => {
    const team = await ladderTeam(t);
    expect(
      (await call('POST', '/api/auth/roster/pin', team.playerToken, { strid: team.rosterId })).statusCode,
    ).toBe(403);
  });

  it.each([{ strid: 'abc' }, { strid: 0 }, {}])('refuses %j with 400', async (fields) => {
    const team = await ladderTeam(t);
    expect((await call('POST', '/api/auth/roster/pin', team.coachToken, fields as Fields)).statusCode).toBe(
      400,
    );
  });

  it("answers 404 to another school's coach asking for this team's PIN", async () => {
    const team = await ladderTeam(t);
    const other = await otherSchoolCoach();
    const res = await call('POST', '/api/auth/roster/pin', other.token, { strid: team.rosterId });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(await pinOf(team.rosterId));
  });

  it('gives the coach the 6-digit Team PIN', async () => {
    const team = await ladderTeam(t);
    const res = await call('POST', '/api/auth/roster/pin', team.coachToken, { strid: team.rosterId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pin: await pinOf(team.rosterId) });
    expect(res.json<{ pin: string }>().pin).toMatch(/^\d{6}$/);
  });
});

describe('POST /api/auth/roster/pin/reset', () => {
  it('needs a token (401)', async () => {
    expect((await call('POST', '/api/auth/roster/pin/reset', undefined, { strid: 1 })).statusCode).toBe(401);
  });

  it('is for coaches only (403 for a player), and the PIN stays', async () => {
    const team = await ladderTeam(t);
    const before = await pinOf(team.rosterId);
    expect(
      (await call('POST', '/api/auth/roster/pin/reset', team.playerToken, { strid: team.rosterId }))
        .statusCode,
    ).toBe(403);
    expect(await pinOf(team.rosterId)).toBe(before);
  });

  it.each([{ strid: 'abc' }, { strid: -1 }, {}])('refuses %j with 400', async (fields) => {
    const team = await ladderTeam(t);
    expect(
      (await call('POST', '/api/auth/roster/pin/reset', team.coachToken, fields as Fields)).statusCode,
    ).toBe(400);
  });

  it("answers 404 to another school's coach and leaves the PIN alone", async () => {
    const team = await ladderTeam(t);
    const before = await pinOf(team.rosterId);
    const other = await otherSchoolCoach();
    expect(
      (await call('POST', '/api/auth/roster/pin/reset', other.token, { strid: team.rosterId })).statusCode,
    ).toBe(404);
    expect(await pinOf(team.rosterId)).toBe(before);
  });

  it('issues a new 6-digit PIN; the old one stops working for joining', async () => {
    const team = await ladderTeam(t);
    const old = await pinOf(team.rosterId);
    const res = await call('POST', '/api/auth/roster/pin/reset', team.coachToken, { strid: team.rosterId });
    expect(res.statusCode).toBe(200);
    const { pin } = res.json<{ pin: string }>();
    expect(pin).toMatch(/^\d{6}$/);
    expect(pin).not.toBe(old);
    expect(await pinOf(team.rosterId)).toBe(pin);

    const second = await createCoach(t.ctx.db, { schoolId: team.coach.schoolId, teamTypes: [] });
    const token = await coachToken(t, second.id);
    const withOld = await call(
      'POST',
      '/api/auth/joinTeam',
      token,
      { school: team.school.value, teamtype: 1, pin: old },
      freshAddress(),
    );
    expect(withOld.statusCode).toBe(400);
    expect(errorOf(withOld)).toBe('wrong pin');
    const withNew = await call(
      'POST',
      '/api/auth/joinTeam',
      token,
      { school: team.school.value, teamtype: 1, pin },
      freshAddress(),
    );
    expect(withNew.statusCode).toBe(200);
  });

  it('never gives a team a PIN another team holds, over many resets', async () => {
    const team = await ladderTeam(t);
    for (let i = 0; i < 15; i++) {
      const res = await call('POST', '/api/auth/roster/pin/reset', team.coachToken, { strid: team.rosterId });
      expect(res.statusCode).toBe(200);
      const holders = await t.ctx.db
        .select()
        .from(teamRosters)
        .where(eq(teamRosters.pin, res.json<{ pin: string }>().pin));
      expect(holders.map((h) => h.id)).toEqual([team.rosterId]);
    }
  });
});

describe('POST /api/auth/roster/isAbleToSwitch', () => {
  const url = '/api/auth/roster/isAbleToSwitch';

  it('needs a token (401)', async () => {
    expect((await call('POST', url, undefined, { position: 1, schoolTeamId: 1, stp: 1 })).statusCode).toBe(
      401,
    );
  });

  it('is for coaches only (403 for a player)', async () => {
    const team = await ladderTeam(t);
    const res = await call('POST', url, team.playerToken, {
      position: 9,
      schoolTeamId: 1,
      stp: team.players[0]!.stpid,
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [{ position: 0, schoolTeamId: 1 }, 'position'],
    [{ position: 101, schoolTeamId: 1 }, 'position'],
    [{ position: 'abc', schoolTeamId: 1 }, 'position'],
    [{ position: 5, schoolTeamId: 5 }, 'schoolTeamId'],
    [{ schoolTeamId: 1 }, 'position'],
    [{ position: 5 }, 'schoolTeamId'],
  ])('refuses %j with 400 naming %s', async (fields, field) => {
    const team = await ladderTeam(t);
    const res = await call('POST', url, team.coachToken, { stp: team.players[0]!.stpid, ...fields });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toContain(field);
  });

  it('refuses a missing stp with 400', async () => {
    const team = await ladderTeam(t);
    expect((await call('POST', url, team.coachToken, { position: 5, schoolTeamId: 1 })).statusCode).toBe(400);
  });

  it("answers 404 to another school's coach asking about this team's player", async () => {
    const team = await ladderTeam(t);
    const other = await otherSchoolCoach();
    expect(
      (await call('POST', url, other.token, { position: 9, schoolTeamId: 1, stp: team.players[0]!.stpid }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for a team type the coach does not coach', async () => {
    const team = await ladderTeam(t);
    expect(
      (
        await call('POST', url, team.coachToken, {
          position: 9,
          schoolTeamId: 3,
          stp: team.players[0]!.stpid,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers true for a free place, false for a taken one, true for the player’s own place', async () => {
    const team = await ladderTeam(t);
    const stp = team.players[0]!.stpid;
    const ask = async (position: number, schoolTeamId = 1) =>
      (await call('POST', url, team.coachToken, { position, schoolTeamId, stp })).json<{ res: boolean }>()
        .res;
    expect(await ask(9)).toBe(true);
    expect(await ask(2)).toBe(false);
    expect(await ask(1)).toBe(true);
    expect(await ask(1, 2)).toBe(true);
    expect(await ask(100)).toBe(true);
  });
});

describe('PUT /api/auth/roster/updatePosition', () => {
  const url = '/api/auth/roster/updatePosition';
  const move = (
    team: Awaited<ReturnType<typeof ladderTeam>>,
    i: number,
    pos: number | string,
    teamType = 1,
  ) => ({
    pid: team.players[i]!.id,
    stpid: team.players[i]!.stpid,
    strid: team.rosterId,
    team: teamType,
    pos,
  });

  it('needs a token (401)', async () => {
    expect(
      (await call('PUT', url, undefined, { pid: 1, stpid: 1, strid: 1, team: 1, pos: 1 })).statusCode,
    ).toBe(401);
  });

  it('is for coaches only (403 for a player), and nothing moves', async () => {
    const team = await ladderTeam(t);
    expect((await call('PUT', url, team.playerToken, move(team, 0, 9))).statusCode).toBe(403);
    expect((await ladderPositions(t.ctx.db, team.rosterId)).map((p) => p[1])).toEqual([1, 2, 3, 4]);
  });

  it.each([0, 101, 'abc', -1, 2.5])('refuses pos=%s with 400', async (pos) => {
    const team = await ladderTeam(t);
    const res = await call('PUT', url, team.coachToken, move(team, 0, pos));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toContain('pos');
  });

  it.each(['pid', 'stpid', 'strid', 'team', 'pos'])('refuses a body without %s with 400', async (field) => {
    const team = await ladderTeam(t);
    const fields: Fields = move(team, 0, 9);
    delete fields[field];
    const res = await call('PUT', url, team.coachToken, fields);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toContain(field);
  });

  it("answers 404 to another school's coach moving this team's player, and nothing moves", async () => {
    const team = await ladderTeam(t);
    const other = await otherSchoolCoach();
    expect((await call('PUT', url, other.token, move(team, 0, 9))).statusCode).toBe(404);
    expect((await ladderPositions(t.ctx.db, team.rosterId))[0]).toEqual([team.players[0]!.id, 1]);
  });

  it('answers 404 when pid, stpid and strid do not belong together', async () => {
    const team = await ladderTeam(t);
    const mixed = { ...move(team, 0, 9), pid: team.players[1]!.id };
    expect((await call('PUT', url, team.coachToken, mixed)).statusCode).toBe(404);
    const wrongTeam = { ...move(team, 0, 9), strid: team.coach.rosterIds[1]! };
    expect((await call('PUT', url, team.coachToken, wrongTeam)).statusCode).toBe(404);
  });

  it('answers 404 for a target team type the coach does not coach', async () => {
    const team = await ladderTeam(t);
    expect((await call('PUT', url, team.coachToken, move(team, 0, 9, 4))).statusCode).toBe(404);
  });

  it('answers 409 with the SPEC.md text when the position is taken, and nothing moves', async () => {
    const team = await ladderTeam(t);
    const res = await call('PUT', url, team.coachToken, move(team, 0, 3));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: POSITION_TAKEN, code: 'position_taken' });
    expect((await ladderPositions(t.ctx.db, team.rosterId)).map((p) => p[1])).toEqual([1, 2, 3, 4]);
  });

  it('moves a player to a free place on the same team, leaving the old place empty', async () => {
    const team = await ladderTeam(t);
    const res = await call('PUT', url, team.coachToken, move(team, 1, 10));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const ids = team.players.map((p) => p.id);
    expect(await ladderPositions(t.ctx.db, team.rosterId)).toEqual([
      [ids[0], 1],
      [ids[2], 3],
      [ids[3], 4],
      [ids[1], 10],
    ]);
  });

  it('accepts a JSON body too, and gives an N/A player a place', async () => {
    const team = await ladderTeam(t, { positions: [1, null] });
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(team.coachToken),
      payload: move(team, 1, 2),
    });
    expect(res.statusCode).toBe(200);
    expect((await ladderPositions(t.ctx.db, team.rosterId)).map((p) => p[1])).toEqual([1, 2]);
  });

  it('moves a player to another team of the coach and closes the gap they leave', async () => {
    const team = await ladderTeam(t);
    const varsity = team.coach.rosterIds[1]!;
    const res = await call('PUT', url, team.coachToken, move(team, 1, 5, 2));
    expect(res.statusCode).toBe(200);
    const ids = team.players.map((p) => p.id);
    expect(await ladderPositions(t.ctx.db, team.rosterId)).toEqual([
      [ids[0], 1],
      [ids[2], 2],
      [ids[3], 3],
    ]);
    expect(await ladderPositions(t.ctx.db, varsity)).toEqual([[ids[1], 5]]);
    const [member] = await t.ctx.db.select().from(rosterPlayers).where(eq(rosterPlayers.playerId, ids[1]!));
    expect(member!.id).toBe(team.players[1]!.stpid);
  });

  it('changes nothing, and records nothing, when the player is already there', async () => {
    const team = await ladderTeam(t);
    expect((await call('PUT', url, team.coachToken, move(team, 0, 1))).statusCode).toBe(200);
    expect(await historyOf(team.coachToken, 1)).toEqual([]);
  });

  it('records the move in the ladder history', async () => {
    const team = await ladderTeam(t);
    await call('PUT', url, team.coachToken, move(team, 3, 8));
    const [change] = await historyOf(team.coachToken, 1);
    expect(change).toMatchObject({
      reason: 'coach-move',
      undone: false,
      moves: [
        {
          playerId: team.players[3]!.id,
          playerName: 'P4 Player',
          fromPosition: 4,
          toPosition: 8,
          fromTeam: 1,
          toTeam: 1,
        },
      ],
    });
  });
});

describe('concurrent ladder changes', () => {
  it('lets exactly one of 10 simultaneous moves to one position win; the rest get 409', async () => {
    const team = await ladderTeam(t, { positions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    const results = await Promise.all(
      team.players.map((p) =>
        call('PUT', '/api/auth/roster/updatePosition', team.coachToken, {
          pid: p.id,
          stpid: p.stpid,
          strid: team.rosterId,
          team: 1,
          pos: 50,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(errorOf(r)).toBe(POSITION_TAKEN);
    const positions = (await ladderPositions(t.ctx.db, team.rosterId)).map((p) => p[1]);
    expect(positions).toHaveLength(10);
    expect(new Set(positions).size).toBe(10);
    expect(positions.filter((p) => p === 50)).toHaveLength(1);
    expect((await historyOf(team.coachToken, 1)).filter((c) => c.reason === 'coach-move')).toHaveLength(1);
  });

  it('lets exactly one of 10 simultaneous moves win across two teams, all to one place', async () => {
    const team = await ladderTeam(t, { positions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    const varsity = team.coach.rosterIds[1]!;
    const results = await Promise.all(
      team.players.map((p) =>
        call('PUT', '/api/auth/roster/updatePosition', team.coachToken, {
          pid: p.id,
          stpid: p.stpid,
          strid: team.rosterId,
          team: 2,
          pos: 1,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect((await ladderPositions(t.ctx.db, varsity)).map((p) => p[1])).toEqual([1]);
    // The gap left on JV Boys was closed: 1..9 without holes.
    expect((await ladderPositions(t.ctx.db, team.rosterId)).map((p) => p[1])).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('keeps the ladder whole when several players are removed at once', async () => {
    const team = await ladderTeam(t, { positions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    const leaving = [
      team.players[1]!,
      team.players[4]!,
      team.players[5]!,
      team.players[8]!,
      team.players[9]!,
    ];
    const results = await Promise.all(
      leaving.map((p) =>
        call(
          'DELETE',
          `/api/auth/roster/deletePlayer?${qs({ strid: team.rosterId, pid: p.id, stpid: p.stpid })}`,
          team.coachToken,
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ladder = await ladderPositions(t.ctx.db, team.rosterId);
    expect(ladder.map((p) => p[1])).toEqual([1, 2, 3, 4, 5]);
    expect(ladder.map((p) => p[0])).toEqual([0, 2, 3, 6, 7].map((i) => team.players[i]!.id));
  });

  it('turns a position lost to a writer that did not lock the ladder (unique violation at commit) into the position-taken 409', () => {
    const wrapped = asPositionConflict(
      Object.assign(new Error('duplicate key'), { cause: { code: '23505' } }),
    );
    expect(wrapped).toBeInstanceOf(AppError);
    expect(wrapped).toMatchObject({ statusCode: 409, message: POSITION_TAKEN });
    const other = new Error('boom');
    expect(asPositionConflict(other)).toBe(other);
  });
});

describe('DELETE /api/auth/roster/deletePlayer', () => {
  const url = (team: Awaited<ReturnType<typeof ladderTeam>>, i: number) =>
    `/api/auth/roster/deletePlayer?${qs({ strid: team.rosterId, pid: team.players[i]!.id, stpid: team.players[i]!.stpid })}`;

  it('needs a token (401)', async () => {
    expect((await call('DELETE', '/api/auth/roster/deletePlayer?strid=1&pid=1&stpid=1')).statusCode).toBe(
      401,
    );
  });

  it('is for coaches only (403 for a player), and the player stays', async () => {
    const team = await ladderTeam(t);
    expect((await call('DELETE', url(team, 1), team.playerToken)).statusCode).toBe(403);
    expect(await ladderPositions(t.ctx.db, team.rosterId)).toHaveLength(4);
  });

  it.each([
    ['strid=abc&pid=1&stpid=1', 'strid'],
    ['strid=1&pid=0&stpid=1', 'pid'],
    ['strid=1&pid=1', 'stpid'],
    ['', 'strid'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const team = await ladderTeam(t);
    const res = await call('DELETE', `/api/auth/roster/deletePlayer?${query}`, team.coachToken);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toContain(field);
  });

  it("answers 404 to another school's coach deleting this team's player, and the player stays", async () => {
    const team = await ladderTeam(t);
    const other = await otherSchoolCoach();
    expect((await call('DELETE', url(team, 1), other.token)).statusCode).toBe(404);
    expect(await ladderPositions(t.ctx.db, team.rosterId)).toHaveLength(4);
  });

  it('answers 404 when the ids do not belong together', async () => {
    const team = await ladderTeam(t);
    const q = qs({ strid: team.rosterId, pid: team.players[0]!.id, stpid: team.players[1]!.stpid });
    expect((await call('DELETE', `/api/auth/roster/deletePlayer?${q}`, team.coachToken)).statusCode).toBe(
      404,
    );
  });

  it('takes the player off the team, keeps their account, and moves everyone below up one', async () => {
    const team = await ladderTeam(t, { positions: [1, 2, 3, null, 5] });
    const res = await call('DELETE', url(team, 1), team.coachToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const ids = team.players.map((p) => p.id);
    expect(await ladderPositions(t.ctx.db, team.rosterId)).toEqual([
      [ids[0], 1],
      [ids[2], 2],
      [ids[4], 4],
      [ids[3], null],
    ]);
    expect(await t.ctx.db.select().from(players).where(eq(players.id, ids[1]!))).toHaveLength(1);
    expect(await t.ctx.db.select().from(rosterPlayers).where(eq(rosterPlayers.playerId, ids[1]!))).toEqual(
      [],
    );
    // A second delete of the same membership finds nothing.
    expect((await call('DELETE', url(team, 1), team.coachToken)).statusCode).toBe(404);
  });

  it('records the removal and the players who moved up', async () => {
    const team = await ladderTeam(t, { positions: [1, 2, 3] });
    await call('DELETE', url(team, 0), team.coachToken);
    const [change] = await historyOf(team.coachToken, 1);
    expect(change!.reason).toBe('removed');
    expect(change!.moves).toEqual([
      {
        playerId: team.players[0]!.id,
        playerName: 'P1 Player',
        fromPosition: 1,
        toPosition: -1,
        fromTeam: 1,
        toTeam: null,
      },
      {
        playerId: team.players[1]!.id,
        playerName: 'P2 Player',
        fromPosition: 2,
        toPosition: 1,
        fromTeam: 1,
        toTeam: 1,
      },
      {
        playerId: team.players[2]!.id,
        playerName: 'P3 Player',
        fromPosition: 3,
        toPosition: 2,
        fromTeam: 1,
        toTeam: 1,
      },
    ]);
  });
});

describe('POST /api/auth/joinTeam', () => {
  const url = '/api/auth/joinTeam';

  async function joiner(schoolId: number) {
    const coach = await createCoach(t.ctx.db, { schoolId, teamTypes: [] });
    return { coach, token: await coachToken(t, coach.id) };
  }

  it('needs a token (401)', async () => {
    expect(
      (await call('POST', url, undefined, { school: 'x', teamtype: 1, pin: '123456' }, freshAddress()))
        .statusCode,
    ).toBe(401);
  });

  it('is for coaches only (403 for a player)', async () => {
    const team = await ladderTeam(t);
    const res = await call(
      'POST',
      url,
      team.playerToken,
      { school: team.school.value, teamtype: 1, pin: await pinOf(team.rosterId) },
      freshAddress(),
    );
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [{ teamtype: 1, pin: '123456' }, 'school'],
    [{ school: 'x', pin: '123456' }, 'teamtype'],
    [{ school: 'x', teamtype: 1 }, 'pin'],
    [{ school: 'x', teamtype: 5, pin: '123456' }, 'teamtype'],
    [{ school: 'x', teamtype: 'abc', pin: '123456' }, 'teamtype'],
    [{ school: 'x', teamtype: 1, pin: '12345' }, 'pin'],
    [{ school: 'x', teamtype: 1, pin: '12345a' }, 'pin'],
    [{ school: '', teamtype: 1, pin: '123456' }, 'school'],
  ])('refuses %j with 400 naming %s', async (fields, field) => {
    const team = await ladderTeam(t);
    const res = await call('POST', url, team.coachToken, fields, freshAddress());
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toContain(field);
  });

  it("answers 400 'wrong pin' for a PIN that opens no team, or another type's team", async () => {
    const team = await ladderTeam(t);
    const j = await joiner(team.coach.schoolId);
    const pin = await pinOf(team.rosterId);
    const unused = pin === '000000' ? '000001' : '000000';
    for (const fields of [
      { school: team.school.value, teamtype: 1, pin: unused },
      { school: team.school.value, teamtype: 3, pin },
      { school: 'no-such-school', teamtype: 1, pin },
    ]) {
      const res = await call('POST', url, j.token, fields, freshAddress());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'wrong pin', code: 'wrong_pin' });
    }
    expect(await t.ctx.db.select().from(coachTeams).where(eq(coachTeams.coachId, j.coach.id))).toEqual([]);
  });

  it("answers the same 'wrong pin' to another school's coach with this team's school and PIN", async () => {
    const team = await ladderTeam(t);
    const other = await otherSchoolCoach();
    const res = await call(
      'POST',
      url,
      other.token,
      { school: team.school.value, teamtype: 1, pin: await pinOf(team.rosterId) },
      freshAddress(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'wrong pin', code: 'wrong_pin' });
    const rows = await t.ctx.db
      .select()
      .from(coachTeams)
      .where(and(eq(coachTeams.coachId, other.coach.id), eq(coachTeams.rosterId, team.rosterId)));
    expect(rows).toEqual([]);
  });

  it('lets a coach of the same school join the team with its PIN; they then see its ladder', async () => {
    const team = await ladderTeam(t);
    const j = await joiner(team.coach.schoolId);
    const res = await call(
      'POST',
      url,
      j.token,
      { school: team.school.value, teamtype: 1, pin: await pinOf(team.rosterId) },
      freshAddress(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const roster = await call('GET', '/api/auth/roster?skillLevel=1', j.token);
    expect(roster.json<{ teamRosterID: number; res: RosterPlayer[] }>().teamRosterID).toBe(team.rosterId);
    expect(roster.json<{ res: RosterPlayer[] }>().res).toHaveLength(4);
  });

  it('answers 409 to a coach who already coaches the team', async () => {
    const team = await ladderTeam(t);
    const res = await call(
      'POST',
      url,
      team.coachToken,
      { school: team.school.value, teamtype: 1, pin: await pinOf(team.rosterId) },
      freshAddress(),
    );
    expect(res.statusCode).toBe(409);
  });

  it('throttles PIN guesses per coach: the 11th in 10 minutes gets 429, even with the right PIN', async () => {
    const team = await ladderTeam(t);
    const j = await joiner(team.coach.schoolId);
    const pin = await pinOf(team.rosterId);
    const wrong = pin === '999999' ? '999998' : '999999';
    for (let i = 0; i < 10; i++) {
      const res = await call(
        'POST',
        url,
        j.token,
        { school: team.school.value, teamtype: 1, pin: wrong },
        freshAddress(),
      );
      expect(res.statusCode).toBe(400);
    }
    const res = await call(
      'POST',
      url,
      j.token,
      { school: team.school.value, teamtype: 1, pin },
      freshAddress(),
    );
    expect(res.statusCode).toBe(429);
    expect(await t.ctx.db.select().from(coachTeams).where(eq(coachTeams.coachId, j.coach.id))).toEqual([]);
  });

  it('throttles PIN guesses per address: the 301st from one address in 10 minutes gets 429', async () => {
    const team = await ladderTeam(t);
    const address = freshAddress();
    const pin = await pinOf(team.rosterId);
    const wrong = pin === '999999' ? '999998' : '999999';
    // 299 guesses already counted for the address (as thirty coaches' ten each would be; the
    // per-coach limit is never reached), then the 300th through the route.
    await t.ctx.db
      .insert(rateEvents)
      .values(Array.from({ length: 299 }, () => ({ bucket: 'pin-ip', key: address, at: new Date() })));
    const j = await joiner(team.coach.schoolId);
    expect(
      (await call('POST', url, j.token, { school: team.school.value, teamtype: 1, pin: wrong }, address))
        .statusCode,
    ).toBe(400);
    const last = await joiner(team.coach.schoolId);
    const res = await call('POST', url, last.token, { school: team.school.value, teamtype: 1, pin }, address);
    expect(res.statusCode).toBe(429);
    const elsewhere = await call(
      'POST',
      url,
      last.token,
      { school: team.school.value, teamtype: 1, pin },
      freshAddress(),
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('GET /api/auth/ladder-changes', () => {
  it('needs a token (401)', async () => {
    expect((await call('GET', '/api/auth/ladder-changes?skillLevel=1')).statusCode).toBe(401);
  });

  it.each(['0', '5', 'abc'])('refuses skillLevel=%s with 400', async (level) => {
    const team = await ladderTeam(t);
    expect(
      (await call('GET', `/api/auth/ladder-changes?skillLevel=${level}`, team.coachToken)).statusCode,
    ).toBe(400);
  });

  it("answers 404 for a team the caller cannot read, and never shows another school's changes", async () => {
    const team = await ladderTeam(t);
    await call(
      'DELETE',
      `/api/auth/roster/deletePlayer?${qs({ strid: team.rosterId, pid: team.players[3]!.id, stpid: team.players[3]!.stpid })}`,
      team.coachToken,
    );
    expect((await call('GET', '/api/auth/ladder-changes?skillLevel=3', team.coachToken)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/auth/ladder-changes?skillLevel=2', team.playerToken)).statusCode).toBe(
      404,
    );
    const other = await otherSchoolCoach();
    expect(await historyOf(other.token, 1)).toEqual([]);
  });

  it('lists the changes newest first for the coach and the team’s players', async () => {
    const team = await ladderTeam(t);
    const p = team.players;
    await call('PUT', '/api/auth/roster/updatePosition', team.coachToken, {
      pid: p[3]!.id,
      stpid: p[3]!.stpid,
      strid: team.rosterId,
      team: 1,
      pos: 9,
    });
    await call(
      'DELETE',
      `/api/auth/roster/deletePlayer?${qs({ strid: team.rosterId, pid: p[1]!.id, stpid: p[1]!.stpid })}`,
      team.coachToken,
    );
    const changes = await historyOf(team.coachToken, 1);
    expect(changes.map((c) => c.reason)).toEqual(['removed', 'coach-move']);
    expect(changes[0]!.id).toBeGreaterThan(changes[1]!.id);
    expect(new Date(changes[0]!.createdAt).toISOString()).toBe(changes[0]!.createdAt);
    expect(await historyOf(team.playerToken, 1)).toEqual(changes);
  });

  it('shows at most the last 20 changes', async () => {
    const team = await ladderTeam(t, { positions: [1] });
    const p = team.players[0]!;
    for (let pos = 2; pos <= 23; pos++) {
      const res = await call('PUT', '/api/auth/roster/updatePosition', team.coachToken, {
        pid: p.id,
        stpid: p.stpid,
        strid: team.rosterId,
        team: 1,
        pos,
      });
      expect(res.statusCode).toBe(200);
    }
    const changes = await historyOf(team.coachToken, 1);
    expect(changes).toHaveLength(20);
    expect(changes[0]!.moves[0]).toMatchObject({ fromPosition: 22, toPosition: 23 });
    expect(changes[19]!.moves[0]).toMatchObject({ fromPosition: 3, toPosition: 4 });
  });

  it('shows a move between two teams in both histories, each with its own side', async () => {
    const team = await ladderTeam(t, { positions: [1, 2, 3] });
    const p = team.players;
    await call('PUT', '/api/auth/roster/updatePosition', team.coachToken, {
      pid: p[0]!.id,
      stpid: p[0]!.stpid,
      strid: team.rosterId,
      team: 2,
      pos: 4,
    });
    const [jv] = await historyOf(team.coachToken, 1);
    const [varsity] = await historyOf(team.coachToken, 2);
    expect(jv!.id).toBe(varsity!.id);
    expect(jv!.moves.map((m) => [m.playerName, m.fromTeam, m.fromPosition, m.toTeam, m.toPosition])).toEqual([
      ['P1 Player', 1, 1, 2, 4],
      ['P2 Player', 1, 2, 1, 1],
      ['P3 Player', 1, 3, 1, 2],
    ]);
    expect(varsity!.moves).toEqual([
      { playerId: p[0]!.id, playerName: 'P1 Player', fromPosition: 1, toPosition: 4, fromTeam: 1, toTeam: 2 },
    ]);
  });

  it('lists a challenge change recorded by the matches module through recordLadderChange', async () => {
    const team = await ladderTeam(t, { positions: [1, 2] });
    const [a, b] = team.players;
    const id = await t.ctx.db.transaction(async (tx) => {
      await tx.update(rosterPlayers).set({ position: 2 }).where(eq(rosterPlayers.id, a!.stpid));
      await tx.update(rosterPlayers).set({ position: 1 }).where(eq(rosterPlayers.id, b!.stpid));
      return recordLadderChange(tx, {
        rosterId: team.rosterId,
        reason: 'challenge',
        actorCoachId: null,
        matchId: 77,
        moves: [
          {
            rosterPlayerId: b!.stpid,
            playerId: b!.id,
            fromRosterId: team.rosterId,
            fromPosition: 2,
            toRosterId: team.rosterId,
            toPosition: 1,
          },
          {
            rosterPlayerId: a!.stpid,
            playerId: a!.id,
            fromRosterId: team.rosterId,
            fromPosition: 1,
            toRosterId: team.rosterId,
            toPosition: 2,
          },
        ],
      });
    });
    const [row] = await t.ctx.db.select().from(ladderChanges).where(eq(ladderChanges.id, id));
    expect(row).toMatchObject({ reason: 'challenge', matchId: 77, actorCoachId: null, undoneAt: null });
    const [change] = await historyOf(team.playerToken, 1);
    expect(change).toMatchObject({
      id,
      reason: 'challenge',
      moves: [{ playerName: 'P2 Player', fromPosition: 2, toPosition: 1 }, { playerName: 'P1 Player' }],
    });
    // And the coach can undo it like any other change.
    expect(
      (await call('POST', '/api/auth/ladder-changes/undo', team.coachToken, { skillLevel: 1 })).statusCode,
    ).toBe(200);
    expect((await ladderPositions(t.ctx.db, team.rosterId)).map((x) => x[0])).toEqual([a!.id, b!.id]);
  });
});

describe('POST /api/auth/ladder-changes/undo', () => {
  const url = '/api/auth/ladder-changes/undo';
  const remove = (team: Awaited<ReturnType<typeof ladderTeam>>, i: number) =>
    call(
      'DELETE',
      `/api/auth/roster/deletePlayer?${qs({ strid: team.rosterId, pid: team.players[i]!.id, stpid: team.players[i]!.stpid })}`,
      team.coachToken,
    );
  const moveTo = (team: Awaited<ReturnType<typeof ladderTeam>>, i: number, pos: number, teamType = 1) =>
    call('PUT', '/api/auth/roster/updatePosition', team.coachToken, {
      pid: team.players[i]!.id,
      stpid: team.players[i]!.stpid,
      strid: team.rosterId,
      team: teamType,
      pos,
    });

  it('needs a token (401)', async () => {
    expect((await call('POST', url, undefined, { skillLevel: 1 })).statusCode).toBe(401);
  });

  it('is for coaches only (403 for a player), and nothing is undone', async () => {
    const team = await ladderTeam(t);
    await remove(team, 3);
    expect((await call('POST', url, team.playerToken, { skillLevel: 1 })).statusCode).toBe(403);
    expect(await ladderPositions(t.ctx.db, team.rosterId)).toHaveLength(3);
  });

  it.each([{ skillLevel: 0 }, { skillLevel: 5 }, { skillLevel: 'abc' }, {}])(
    'refuses %j with 400',
    async (fields) => {
      const team = await ladderTeam(t);
      expect((await call('POST', url, team.coachToken, fields as Fields)).statusCode).toBe(400);
    },
  );

  it("answers 404 when there is nothing to undo, and never undoes another school's change", async () => {
    const team = await ladderTeam(t);
    expect((await call('POST', url, team.coachToken, { skillLevel: 1 })).statusCode).toBe(404);
    await remove(team, 3);
    const other = await otherSchoolCoach();
    expect((await call('POST', url, other.token, { skillLevel: 1 })).statusCode).toBe(404);
    expect((await call('POST', url, team.coachToken, { skillLevel: 3 })).statusCode).toBe(404);
    expect(await ladderPositions(t.ctx.db, team.rosterId)).toHaveLength(3);
  });

  it('undoes a removal: the player is back with the same SchoolTeamPlayerID and the ladder reopens', async () => {
    const team = await ladderTeam(t);
    const before = await ladderPositions(t.ctx.db, team.rosterId);
    await remove(team, 1);
    const res = await call('POST', url, team.coachToken, { skillLevel: 1 });
    expect(res.statusCode).toBe(200);
    const [removal] = (await historyOf(team.coachToken, 1)).filter((c) => c.reason === 'removed');
    expect(res.json()).toEqual({ ok: true, undoneChangeId: removal!.id });
    expect(await ladderPositions(t.ctx.db, team.rosterId)).toEqual(before);
    const [member] = await t.ctx.db
      .select()
      .from(rosterPlayers)
      .where(eq(rosterPlayers.playerId, team.players[1]!.id));
    expect(member!.id).toBe(team.players[1]!.stpid);

    const [undo, undone] = await historyOf(team.coachToken, 1);
    expect(undo).toMatchObject({ reason: 'undo', undone: false });
    expect(undo!.moves[0]).toEqual({
      playerId: team.players[1]!.id,
      playerName: 'P2 Player',
      fromPosition: -1,
      toPosition: 2,
      fromTeam: 1,
      toTeam: 1,
    });
    expect(undone).toMatchObject({ reason: 'removed', undone: true });
  });

  it('undoes a move between teams, and repeated undos walk back through the history', async () => {
    const team = await ladderTeam(t);
    const varsity = team.coach.rosterIds[1]!;
    const before = await ladderPositions(t.ctx.db, team.rosterId);
    expect((await moveTo(team, 2, 9)).statusCode).toBe(200);
    expect((await moveTo(team, 0, 3, 2)).statusCode).toBe(200);
    expect((await call('POST', url, team.coachToken, { skillLevel: 2 })).statusCode).toBe(200);
    expect(await ladderPositions(t.ctx.db, varsity)).toEqual([]);
    expect((await call('POST', url, team.coachToken, { skillLevel: 1 })).statusCode).toBe(200);
    expect(await ladderPositions(t.ctx.db, team.rosterId)).toEqual(before);
    // Nothing left to undo: undo records themselves are not undone.
    expect((await call('POST', url, team.coachToken, { skillLevel: 1 })).statusCode).toBe(404);
  });

  it('answers 409 when a position to restore is now held by someone else', async () => {
    const team = await ladderTeam(t, { positions: [1, 2, 3] });
    expect((await moveTo(team, 2, 3, 2)).statusCode).toBe(200);
    // A new player joins at the bottom (player set-up does not write the history): place 3 again.
    const newcomer = await createPlayer(t.ctx.db, {
      schoolId: team.coach.schoolId,
      rosterId: team.rosterId,
      position: 3,
    });
    const res = await call('POST', url, team.coachToken, { skillLevel: 1 });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toContain('taken by another player');
    expect(await ladderPositions(t.ctx.db, team.rosterId)).toEqual([
      [team.players[0]!.id, 1],
      [team.players[1]!.id, 2],
      [newcomer.id, 3],
    ]);
    expect((await historyOf(team.coachToken, 1))[0]!.undone).toBe(false);
  });

  it('answers 409 when a player it moved is no longer where it left them', async () => {
    const team = await ladderTeam(t);
    await moveTo(team, 0, 10);
    await t.ctx.db
      .update(rosterPlayers)
      .set({ position: 11 })
      .where(eq(rosterPlayers.id, team.players[0]!.stpid));
    const res = await call('POST', url, team.coachToken, { skillLevel: 1 });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toContain('moved again');
  });

  it('answers 409 when the change also moved players of a team the coach does not coach', async () => {
    const team = await ladderTeam(t);
    const varsity = team.coach.rosterIds[1]!;
    const [school] = await t.ctx.db.select().from(schools).where(eq(schools.id, team.coach.schoolId));
    // A second coach joins only Varsity Boys.
    const second = await createCoach(t.ctx.db, { schoolId: school!.id, teamTypes: [] });
    await t.ctx.db.insert(coachTeams).values({ coachId: second.id, rosterId: varsity });
    await moveTo(team, 0, 1, 2);
    const res = await call('POST', url, await coachToken(t, second.id), { skillLevel: 2 });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toContain('team you do not coach');
    expect(await ladderPositions(t.ctx.db, varsity)).toEqual([[team.players[0]!.id, 1]]);
  });
});

describe('a newly joined player', () => {
  it('appears at the bottom of the ladder (player set-up)', async () => {
    const team = await ladderTeam(t, { positions: [1, 2, 7] });
    const phone = uniquePhone();
    const v = await verifyPhone(t, phone, 2);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/player-set-up/${v.loginRegisterID}`,
      remoteAddress: freshAddress(),
      ...form({
        fname: 'New',
        lname: 'Comer',
        email: 'new@example.org',
        pin: await pinOf(team.rosterId),
        phone,
      }),
    });
    expect(res.statusCode).toBe(200);
    const roster = (await call('GET', '/api/auth/roster?skillLevel=1', team.coachToken)).json<{
      res: RosterPlayer[];
    }>().res;
    expect(roster.at(-1)).toMatchObject({ FirstName: 'New', Position: 8 });
  });

  it('gets N/A when the ladder is full to 100', async () => {
    const team = await ladderTeam(t, { positions: [] });
    await createLadder(t.ctx.db, {
      schoolId: team.coach.schoolId,
      rosterId: team.rosterId,
      positions: [100],
    });
    const phone = uniquePhone();
    const v = await verifyPhone(t, phone, 2);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/player-set-up/${v.loginRegisterID}`,
      remoteAddress: freshAddress(),
      ...form({
        fname: 'Late',
        lname: 'Comer',
        email: 'late@example.org',
        pin: await pinOf(team.rosterId),
        phone,
      }),
    });
    expect(res.statusCode).toBe(200);
    const roster = (await call('GET', '/api/auth/roster?skillLevel=1', team.coachToken)).json<{
      res: RosterPlayer[];
    }>().res;
    expect(roster.map((r) => [r.FirstName, r.Position])).toEqual([
      ['P1', 100],
      ['Late', -1],
    ]);
  });
});
