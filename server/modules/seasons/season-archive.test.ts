/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument -- replies are read as plain JSON; each assertion states the shape it expects */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calendarEvents, ladderChanges } from '../../db/schema/index';
import { dbFingerprint } from '../../test/db-fingerprint';
import { TestClock } from '../../jobs/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, playerToken } from '../../test/factories';
import { createLadder } from '../../test/ladder-factories';
import { form } from '../../test/sign-in';
import { createTournament, createTournamentMatch } from '../../test/tournament-factories';
import { createDualVia, dualBody } from '../../test/dual-api';

/**
 * What a rollover archives besides matches, duals and challenges (issue 37), through the HTTP routes:
 * the team's tournaments (out of the default lists, in the archived season's, every change refused
 * with 409 season_archived and nothing changed), attendance of an archived season's event or dual
 * (refused, nothing changed; the current season's still taken) and the ladder history by season.
 */

let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = new TestClock(new Date('2026-03-10T12:00:00Z'));
  t = await buildTestApp({ PUBLIC_URL: 'https://courtside.example' }, { clock });
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, token: string, body?: unknown, asForm = false) {
  const f = asForm ? form(body as Record<string, string | number>) : null;
  const res = await t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(f?.headers ?? {}) },
    ...(f ? { payload: f.payload } : body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

async function teamWith(positions: (number | null)[]) {
  const coach = await createCoach(t.ctx.db, { teamTypes: [1] });
  const rosterId = coach.rosterIds[0]!;
  const ladder = await createLadder(t.ctx.db, { schoolId: coach.schoolId, rosterId, positions });
  return { coach, rosterId, ladder, token: await coachToken(t, coach.id) };
}

async function rollover(rosterId: number, token: string, startsOn: string) {
  const before = (await call('GET', `/api/auth/seasons/teams/${rosterId}`, token)).body.current;
  const res = await call('POST', `/api/auth/seasons/teams/${rosterId}/rollover`, token, {
    name: 'Next',
    startsOn,
    endsOn: '2026-12-20',
    positions: 'keep',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { archivedId: before.id as number, currentId: res.body.current.id as number };
}

const ids = (reply: any): number[] => (Array.isArray(reply.res) ? reply.res.map((x: any) => x.ID) : []);
const matchTournaments = (reply: any): number[] =>
  Array.isArray(reply.res) ? reply.res.map((x: any) => x.TournamentID) : [];

describe("a rollover archives the team's tournaments", () => {
  it('lists them under the archived season only, refuses every change with season_archived and changes nothing', async () => {
    const { coach, rosterId, ladder, token } = await teamWith([1, 2]);
    const tour = await createTournament(t.ctx.db, coach.id, { ranks: [1, 2, null] });
    const [p1, p2, p3] = tour.players as [any, any, any];
    const match = await createTournamentMatch(t.ctx.db, tour.id, p1.id, p2.id);
    expect(ids((await call('GET', '/api/auth/getAllTournaments', token)).body)).toEqual([tour.id]);

    const { archivedId } = await rollover(rosterId, token, '2026-08-15');

    // The default lists are the current season's; the archived season's list shows it, to the player too.
    expect((await call('GET', '/api/auth/getAllTournaments', token)).body.res).toBe('no records found');
    expect(matchTournaments((await call('GET', '/api/auth/getAllTournamentMatches', token)).body)).toEqual(
      [],
    );
    const archived = await call('GET', `/api/auth/getAllTournaments?season=${archivedId}`, token);
    expect(ids(archived.body)).toEqual([tour.id]);
    const archivedMatches = await call(
      'GET',
      `/api/auth/getAllTournamentMatches?season=${archivedId}`,
      token,
    );
    expect(archivedMatches.body.res[0].MatchList.map((m: any) => m.MatchID)).toEqual([match.id]);
    const player = await playerToken(t, ladder[0]!.id);
    expect(ids((await call('GET', `/api/auth/getAllTournaments?season=${archivedId}`, player)).body)).toEqual(
      [tour.id],
    );
    // Another school's coach asking for that season sees nothing of it.
    const stranger = await createCoach(t.ctx.db, { teamTypes: [1] });
    const strangerToken = await coachToken(t, stranger.id);
    const other = await call('GET', `/api/auth/getAllTournaments?season=${archivedId}`, strangerToken);
    expect(other.body.res).toBe('no records found');

    const before = await dbFingerprint(t.ctx.db);
    const refusals = [
      await call('PUT', '/api/auth/editTournamentPlayerDetails', token, { tpid: p3.id, rank: 3 }, true),
      await call('DELETE', `/api/auth/deletePlayerFromTournament/${p2.id}`, token),
      await call(
        'POST',
        '/api/auth/createTournamentMatch',
        token,
        { tid: tour.id, tournament_player1: p1.id, tournament_player2: p3.id },
        true,
      ),
      await call(
        'PUT',
        '/api/auth/editTournamentMatch',
        token,
        { matchID: match.id, tid: tour.id, winnerID: p2.id, score: '6-4 6-4' },
        true,
      ),
      await call('DELETE', `/api/auth/deleteTournamentMatch/${match.id}`, token),
      await call('DELETE', `/api/auth/deleteTournament/${tour.id}`, token),
    ];
    expect(refusals.map((r) => [r.status, r.body.code])).toEqual(
      Array.from({ length: 6 }, () => [409, 'season_archived']),
    );
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);

    // A tournament made in the new season is current: listed by default, and it takes changes.
    const fresh = await call('POST', '/api/auth/createTournament', token, {
      name: 'Fall Open',
      players: [{ Player: 'Ann Lee' }, { Player: 'Bo Chen' }],
    });
    expect(fresh.status).toBe(200);
    expect(ids((await call('GET', '/api/auth/getAllTournaments', token)).body)).toEqual([fresh.body.ID]);
    const edit = await call(
      'PUT',
      '/api/auth/editTournamentPlayerDetails',
      token,
      { tpid: fresh.body.players[0].PlayersID, rank: 1 },
      true,
    );
    expect(edit.status).toBe(200);
    expect(ids((await call('GET', `/api/auth/getAllTournaments?season=${archivedId}`, token)).body)).toEqual([
      tour.id,
    ]);
  });
});

describe("an archived season's tournament draw", () => {
  it('refuses a result, a new draw and removing the draw with season_archived and changes nothing', async () => {
    const { coach, rosterId, token } = await teamWith([1]);
    const tour = await createTournament(t.ctx.db, coach.id, { ranks: [1, 2, 3, 4] });
    const made = await call('POST', `/api/auth/tournaments/${tour.id}/draw`, token, {
      drawType: 'single_elimination',
      seeding: 'ranks',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const first = made.body.structures[0].matchups.find((m: any) =>
      m.sides.every((side: any) => side.entryId !== null && !side.bye),
    );

    await rollover(rosterId, token, '2026-08-15');

    const before = await dbFingerprint(t.ctx.db);
    const refusals = [
      await call('PUT', `/api/auth/tournaments/${tour.id}/draw/matchups/${first.id}`, token, {
        winnerSide: 1,
        score: '6-3 6-4',
      }),
      await call('POST', `/api/auth/tournaments/${tour.id}/draw`, token, {
        drawType: 'round_robin',
        seeding: 'ranks',
      }),
      await call('DELETE', `/api/auth/tournaments/${tour.id}/draw`, token),
    ];
    expect(refusals.map((r) => [r.status, r.body.code])).toEqual(
      Array.from({ length: 3 }, () => [409, 'season_archived']),
    );
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
    // Still readable, as the archived season's other lists are.
    expect((await call('GET', `/api/auth/tournaments/${tour.id}/draw`, token)).status).toBe(200);
  });
});

describe("an archived season's attendance", () => {
  it('refuses marks for an event or dual before the current season and changes nothing; the current season still takes them', async () => {
    const { coach, rosterId, ladder, token } = await teamWith([1, 2, 3]);
    const addEvent = async (start: string) => {
      const [row] = await t.ctx.db
        .insert(calendarEvents)
        .values({
          coachId: coach.id,
          rosterId,
          name: 'Practice',
          description: '',
          startsAt: new Date(start),
          endsAt: new Date(Date.parse(start) + 2 * 3_600_000),
        })
        .returning();
      return row!.id;
    };
    const old = await addEvent('2026-03-02T15:00:00Z');
    const fresh = await addEvent('2026-03-09T15:00:00Z');
    const dual = await createDualVia(
      t,
      bearer(token),
      dualBody(rosterId, { startsAt: '2026-03-03T15:30:00Z' }),
    );
    const marks = { marks: ladder.map((p) => ({ playerId: p.id, mark: 'present' })) };
    // Marked before the rollover: the old event counts in the archived season's statistics.
    expect((await call('PUT', `/api/auth/availability/event/${old}/attendance`, token, marks)).status).toBe(
      200,
    );

    const { archivedId, currentId } = await rollover(rosterId, token, '2026-03-05');

    const before = await dbFingerprint(t.ctx.db);
    const absent = { marks: ladder.map((p) => ({ playerId: p.id, mark: 'absent' })) };
    const refused = [
      await call('PUT', `/api/auth/availability/event/${old}/attendance`, token, absent),
      await call('PUT', `/api/auth/availability/dual/${dual.id}/attendance`, token, absent),
    ];
    expect(refused.map((r) => [r.status, r.body.code])).toEqual([
      [409, 'season_archived'],
      [409, 'season_archived'],
    ]);
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
    // Still readable.
    expect((await call('GET', `/api/auth/availability/event/${old}/attendance`, token)).status).toBe(200);

    // The current season's event takes marks (absent), and each season's statistics count its own.
    expect(
      (await call('PUT', `/api/auth/availability/event/${fresh}/attendance`, token, absent)).status,
    ).toBe(200);
    const rate = async (seasonId: number) =>
      (await call('GET', `/api/auth/seasons/${seasonId}/stats`, token)).body.rows.map(
        (r: any) => r.attendancePercent,
      );
    expect(await rate(archivedId)).toEqual([100, 100, 100]);
    expect(await rate(currentId)).toEqual([0, 0, 0]);
  });
});

describe('the ladder history by season', () => {
  it("lists a season's changes only, the current season's by its id, and 404 for another team's season", async () => {
    const { rosterId, ladder, token } = await teamWith([1, 2, 3]);
    const swap = async () => {
      const res = await call('PUT', '/api/auth/roster/swapPositions', token, {
        strid: rosterId,
        stpid: ladder[0]!.stpid,
        withStpid: ladder[1]!.stpid,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await swap();
    const { archivedId, currentId } = await rollover(rosterId, token, '2026-03-05');
    await swap();
    // The first change was made in the archived season: date it there (changes take the database's time).
    const all = (await call('GET', '/api/auth/ladder-changes?skillLevel=1', token)).body.changes;
    expect(all).toHaveLength(2);
    const [newer, older] = all as [any, any];
    await t.ctx.db
      .update(ladderChanges)
      .set({ createdAt: new Date('2026-02-01T10:00:00Z') })
      .where(eq(ladderChanges.id, older.id));
    await t.ctx.db
      .update(ladderChanges)
      .set({ createdAt: new Date('2026-03-06T10:00:00Z') })
      .where(eq(ladderChanges.id, newer.id));
    const bySeason = async (seasonId: number) =>
      (await call('GET', `/api/auth/ladder-changes?skillLevel=1&season=${seasonId}`, token)).body.changes.map(
        (c: any) => c.id,
      );
    expect(await bySeason(archivedId)).toEqual([older.id]);
    expect(await bySeason(currentId)).toEqual([newer.id]);
    const other = await teamWith([1]);
    const otherSeason = (await call('GET', `/api/auth/seasons/teams/${other.rosterId}`, other.token)).body
      .current;
    const refused = await call(
      'GET',
      `/api/auth/ladder-changes?skillLevel=1&season=${otherSeason.id}`,
      token,
    );
    expect([refused.status, refused.body.code]).toEqual([404, 'season_not_found']);
  });
});
