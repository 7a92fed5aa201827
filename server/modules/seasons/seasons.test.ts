/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument -- replies are read as plain JSON; each assertion states the shape it expects */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { parseScore, type ScoreAccepted } from '../../../contract/scores/tennis-score';
import {
  guardianLinks,
  playerChallenges,
  players,
  rosterPlayers,
  smsJobs,
  tennisMatches,
  attendanceMarks,
  availabilitySubjects,
} from '../../db/schema/index';
import { scoreColumns } from '../../db/score-columns';
import { TestClock } from '../../jobs/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, playerToken, uniquePhone } from '../../test/factories';
import { createLadder } from '../../test/ladder-factories';
import { createMatchRow } from '../../test/match-factories';
import { createDualVia, dualBody, dualCall, lineup3s2d } from '../../test/dual-api';

/**
 * Seasons (issue 37) through the HTTP routes: the rollover (who stays, positions kept or reset, the old
 * season read-only, refusals that change nothing), head-to-head on a worked example, the roster import
 * (nothing saved before the confirmation, then exactly the good rows), the export round trip into a new
 * team, the exports' cells, and who may do what.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { PUBLIC_URL: 'https://courtside.example' },
    { clock: new TestClock(new Date('2026-03-10T12:00:00Z')) },
  );
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, token: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(body === undefined ? {} : { payload: body as object }),
  });
  let parsed: any = res.body;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    // a CSV file
  }
  return { status: res.statusCode, body: parsed, raw: res };
}

async function scored(opts: Parameters<typeof createMatchRow>[1] & { score: string }) {
  const match = await createMatchRow(t.ctx.db, opts);
  const parsed = parseScore(opts.score) as ScoreAccepted;
  expect(parsed.ok).toBe(true);
  await t.ctx.db.update(tennisMatches).set(scoreColumns(parsed)).where(eq(tennisMatches.id, match.id));
  return match;
}

async function teamWith(positions: (number | null)[], teamTypes = [1, 2]) {
  const coach = await createCoach(t.ctx.db, { teamTypes });
  const rosterId = coach.rosterIds[0]!;
  const ladder = await createLadder(t.ctx.db, { schoolId: coach.schoolId, rosterId, positions });
  return { coach, rosterId, ladder, token: await coachToken(t, coach.id) };
}

const ladderNow = async (rosterId: number) =>
  new Map(
    (
      await t.ctx.db
        .select({ playerId: rosterPlayers.playerId, position: rosterPlayers.position })
        .from(rosterPlayers)
        .where(eq(rosterPlayers.rosterId, rosterId))
    ).map((r) => [r.playerId, r.position]),
  );

describe('seasons and the rollover', () => {
  it('every team has one current season, the default of its lists', async () => {
    const { rosterId, token, ladder } = await teamWith([1, 2]);
    const first = await call('GET', `/api/auth/seasons/teams/${rosterId}`, token);
    expect(first.status).toBe(200);
    expect(first.body.current).toMatchObject({
      name: '2025-26',
      startsOn: '2025-08-01',
      endsOn: '2026-07-31',
      archivedAt: null,
    });
    expect(first.body.seasons).toHaveLength(1);
    const again = await call('GET', `/api/auth/seasons/teams/${rosterId}`, token);
    expect(again.body.current.id).toBe(first.body.current.id);
    // A teammate reads it too; another school's coach does not see the team.
    const mate = await call(
      'GET',
      `/api/auth/seasons/teams/${rosterId}`,
      await playerToken(t, ladder[1]!.id),
    );
    expect(mate.status).toBe(200);
    const stranger = await teamWith([]);
    expect((await call('GET', `/api/auth/seasons/teams/${rosterId}`, stranger.token)).status).toBe(404);
    expect(
      (await call('GET', `/api/auth/seasons/${first.body.current.id}/ladder`, stranger.token)).status,
    ).toBe(404);
  });

  it('keeps those who stay with their order, archives the old season read-only, and resets positions when asked', async () => {
    const { rosterId, token, ladder } = await teamWith([1, 2, 3, 4, 5]);
    const [p1, p2, p3, p4, p5] = ladder as [any, any, any, any, any];
    const old = await scored({
      rosterId,
      playerIds: [p1.id, p2.id],
      matchType: 2,
      at: new Date('2026-02-01T15:00:00Z'),
      winnerSide: 1,
      score: '6-4 6-3',
    });
    const later = await createMatchRow(t.ctx.db, {
      rosterId,
      playerIds: [p3.id, p5.id],
      at: new Date('2026-09-02T15:00:00Z'),
    });
    const season = (await call('GET', `/api/auth/seasons/teams/${rosterId}`, token)).body.current;
    // A settled challenge of this season: listed now, the archived season's history after the rollover.
    await t.ctx.db.insert(playerChallenges).values({
      rosterId,
      challengerId: p3.id,
      defenderId: p1.id,
      status: 'confirmed',
      open: false,
      closedAt: new Date('2026-02-02T12:00:00Z'),
    });
    const challenges = () => call('GET', '/api/auth/challenges?skillLevel=1', token);
    expect((await challenges()).body.challenges).toHaveLength(1);

    const res = await call('POST', `/api/auth/seasons/teams/${rosterId}/rollover`, token, {
      name: 'Fall 2026',
      startsOn: '2026-08-15',
      endsOn: '2026-12-20',
      positions: 'keep',
      departures: [
        { playerId: p2.id, departure: 'graduates' },
        { playerId: p4.id, departure: 'leaves' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.current).toMatchObject({ name: 'Fall 2026', startsOn: '2026-08-15', archivedAt: null });
    expect(res.body.archived).toMatchObject({ id: season.id, endsOn: '2026-07-31' });
    expect(res.body.archived.archivedAt).not.toBeNull();
    expect((await challenges()).body.challenges).toHaveLength(0);
    // Those who stay keep their order, the gaps closed; the others are off the team.
    expect(await ladderNow(rosterId)).toEqual(
      new Map([
        [p1.id, 1],
        [p3.id, 2],
        [p5.id, 3],
      ]),
    );
    // The archived season's final ladder.
    const final = await call('GET', `/api/auth/seasons/${season.id}/ladder`, token);
    expect(final.body.rows.map((r: any) => [r.firstName, r.position, r.departure])).toEqual([
      ['P1', 1, 'stays'],
      ['P2', 2, 'graduates'],
      ['P3', 3, 'stays'],
      ['P4', 4, 'leaves'],
      ['P5', 5, 'stays'],
    ]);
    // Its matches stay with it; the current lists show the new season's only.
    const archivedMatches = await call('GET', `/api/auth/seasons/${season.id}/matches`, token);
    expect(archivedMatches.body.matches.map((m: any) => m.TennisMatchID)).toEqual([old.id]);
    const current = await t.app.inject({
      method: 'POST',
      url: '/api/auth/tennis-match',
      headers: bearer(token),
      payload: { matchTypeEnum: 2, skillLevel: 1 },
    });
    expect(current.json().res.map((m: any) => m.TennisMatchID)).toEqual([later.id]);
    // Read-only: the archived match and season refuse changes with a code, and nothing changes.
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/edit-tennis-match',
      headers: bearer(token),
      payload: {
        TennisMatchID: old.id,
        MatchDate: '2026-02-01',
        MatchTime: '15:00',
        MatchScore: '6-0 6-0',
        WinnerList: [{ ID: p2.id }],
      },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('season_archived');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/delete-tennis-match/${old.id}`,
      headers: bearer(token),
    });
    expect(del.json().code).toBe('season_archived');
    const [kept] = await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.id, old.id));
    expect(kept).toMatchObject({ score: '6-4 6-3', winnerSide: 1 });
    const rename = await call('PUT', `/api/auth/seasons/${season.id}`, token, {
      name: 'x',
      startsOn: '2025-08-01',
      endsOn: '2026-07-31',
    });
    expect([rename.status, rename.body.code]).toEqual([409, 'season_archived']);

    // The next rollover resets the positions.
    const reset = await call('POST', `/api/auth/seasons/teams/${rosterId}/rollover`, token, {
      name: 'Spring 2027',
      startsOn: '2027-01-10',
      endsOn: '2027-06-01',
      positions: 'reset',
    });
    expect(reset.status).toBe(200);
    expect(await ladderNow(rosterId)).toEqual(
      new Map([
        [p1.id, null],
        [p3.id, null],
        [p5.id, null],
      ]),
    );
    const list = await call('GET', `/api/auth/seasons/teams/${rosterId}`, token);
    expect(list.body.seasons.map((s: any) => s.name)).toEqual(['Spring 2027', 'Fall 2026', '2025-26']);
    const fall = await call('GET', `/api/auth/seasons/${res.body.current.id}/matches`, token);
    expect(fall.body.matches.map((m: any) => m.TennisMatchID)).toEqual([later.id]);
  });

  it("archives the season's duals: read-only with a code, out of the current list, in the duals file", async () => {
    const { rosterId, token, ladder } = await teamWith([1, 2, 3]);
    const headers = bearer(token);
    const dual = await createDualVia(t, headers, dualBody(rosterId, { startsAt: '2026-03-14T15:30:00Z' }));
    const lineup = await dualCall(t, headers, 'PUT', `/api/auth/duals/${dual.id}/lineup`, {
      lineup: lineup3s2d(ladder.map((p) => p.id)),
    });
    expect(lineup.statusCode, lineup.body).toBe(200);
    const season = (await call('GET', `/api/auth/seasons/teams/${rosterId}`, token)).body.current;
    const res = await call('POST', `/api/auth/seasons/teams/${rosterId}/rollover`, token, {
      name: 'Fall 2026',
      startsOn: '2026-08-15',
      endsOn: '2026-12-20',
      positions: 'keep',
    });
    expect(res.status).toBe(200);
    // Still readable; every change answers 409 season_archived and changes nothing.
    expect((await dualCall(t, headers, 'GET', `/api/auth/duals/${dual.id}`)).statusCode).toBe(200);
    const again = await dualCall(t, headers, 'PUT', `/api/auth/duals/${dual.id}/lineup`, {
      lineup: lineup3s2d([]),
    });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([409, 'season_archived']);
    const gone = await dualCall(t, headers, 'DELETE', `/api/auth/duals/${dual.id}`);
    expect([gone.statusCode, gone.json<{ code: string }>().code]).toEqual([409, 'season_archived']);
    const list = await dualCall(t, headers, 'GET', '/api/auth/duals?skillLevel=1');
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(`"id":${dual.id},`);
    const file = await call('GET', `/api/auth/seasons/${season.id}/export/duals`, token);
    expect(file.raw.body).toContain('"2026-03-14","Central High","home"');
  });

  it('refuses a rollover that cannot finish, and then nothing has changed', async () => {
    const { rosterId, token, ladder, coach } = await teamWith([1, 2, 3]);
    const other = await teamWith([1]);
    const before = await ladderNow(rosterId);
    const body = { name: 'Next', startsOn: '2026-08-15', endsOn: '2026-12-01', positions: 'keep' };
    const notMember = await call('POST', `/api/auth/seasons/teams/${rosterId}/rollover`, token, {
      ...body,
      departures: [{ playerId: other.ladder[0]!.id, departure: 'leaves' }],
    });
    expect([notMember.status, notMember.body.code]).toEqual([400, 'season_departure_not_member']);
    const early = await call('POST', `/api/auth/seasons/teams/${rosterId}/rollover`, token, {
      ...body,
      startsOn: '2025-07-01',
    });
    expect([early.status, early.body.code]).toEqual([409, 'season_dates']);
    const backwards = await call('POST', `/api/auth/seasons/teams/${rosterId}/rollover`, token, {
      ...body,
      endsOn: '2026-08-01',
    });
    expect([backwards.status, backwards.body.code]).toEqual([400, 'validation_failed']);
    await t.ctx.db
      .insert(playerChallenges)
      .values({ rosterId, challengerId: ladder[1]!.id, defenderId: ladder[0]!.id });
    const open = await call('POST', `/api/auth/seasons/teams/${rosterId}/rollover`, token, {
      ...body,
      departures: [{ playerId: ladder[2]!.id, departure: 'graduates' }],
    });
    expect([open.status, open.body.code]).toEqual([409, 'season_open_challenges']);
    expect(await ladderNow(rosterId)).toEqual(before);
    const seasons = await call('GET', `/api/auth/seasons/teams/${rosterId}`, token);
    expect(seasons.body.seasons).toHaveLength(1);
    // A player may not roll over, another school's coach does not find the team.
    const asPlayer = await call(
      'POST',
      `/api/auth/seasons/teams/${rosterId}/rollover`,
      await playerToken(t, ladder[0]!.id),
      body,
    );
    expect(asPlayer.status).toBe(403);
    const asStranger = await call('POST', `/api/auth/seasons/teams/${rosterId}/rollover`, other.token, body);
    expect(asStranger.status).toBe(404);
    expect(coach.rosterIds).toContain(rosterId);
  });
});

describe('player page and head-to-head', () => {
  it('counts a worked example of head-to-head: matches, sets and the last meetings', async () => {
    const { rosterId, token, ladder, coach } = await teamWith([1, 2, 3, 4]);
    const [ana, ben, cem, dan] = ladder as [any, any, any, any];
    // 1. Ana beats Ben 6-4 6-3 (challenge, Ana side 1): sets 2-0.
    const m1 = await scored({
      rosterId,
      playerIds: [ana.id, ben.id],
      matchType: 1,
      at: new Date('2026-01-10T15:00:00Z'),
      winnerSide: 1,
      score: '6-4 6-3',
      challengerSide: 2,
    });
    // 2. Ben (side 1) beats Ana 4-6 6-3 6-2 (official): Ana's sets 1, Ben's 2.
    const m2 = await scored({
      rosterId,
      playerIds: [ben.id, ana.id],
      matchType: 2,
      at: new Date('2026-02-10T15:00:00Z'),
      winnerSide: 1,
      score: '4-6 6-3 6-2',
    });
    // 3. Ana and Cem beat Ben and Dan 6-4 7-5 (doubles practice): sets 2-0.
    const m3 = await scored({
      rosterId,
      playerIds: [ana.id, cem.id, ben.id, dan.id],
      matchType: 3,
      at: new Date('2026-03-01T15:00:00Z'),
      winnerSide: 1,
      score: '6-4 7-5',
    });
    // Not a meeting: Ana and Ben on the same side; Ana against Cem.
    await scored({
      rosterId,
      playerIds: [ana.id, ben.id, cem.id, dan.id],
      matchType: 3,
      at: new Date('2026-03-02T15:00:00Z'),
      winnerSide: 2,
      score: '6-1 6-1',
    });
    await scored({
      rosterId,
      playerIds: [cem.id, ana.id],
      matchType: 2,
      at: new Date('2026-03-03T15:00:00Z'),
      winnerSide: 2,
      score: '6-0 6-0',
    });

    const h2h = await call('GET', `/api/auth/seasons/players/${ana.id}/head-to-head?with=${ben.id}`, token);
    expect(h2h.status).toBe(200);
    expect(h2h.body).toMatchObject({
      opponent: { id: ben.id, name: 'P2 Player' },
      won: 2,
      lost: 1,
      setsWon: 5,
      setsLost: 2,
    });
    expect(h2h.body.meetings.map((m: any) => m.TennisMatchID)).toEqual([m3.id, m2.id, m1.id]);
    expect(h2h.body.meetings[1].MatchScore).toBe('4-6 6-3 6-2');
    // From Ben's side it is the mirror image, and his teammate may read it.
    const mirror = await call(
      'GET',
      `/api/auth/seasons/players/${ben.id}/head-to-head?with=${ana.id}`,
      await playerToken(t, cem.id),
    );
    expect(mirror.body).toMatchObject({ won: 1, lost: 2, setsWon: 2, setsLost: 5 });

    const page = await call('GET', `/api/auth/seasons/players/${ana.id}`, await playerToken(t, dan.id));
    expect(page.status).toBe(200);
    expect(page.body.player).toMatchObject({ id: ana.id, firstName: 'P1', rosterId });
    expect(page.body.positions).toEqual([{ seasonId: null, seasonName: '2025-26', position: 1 }]);
    const rec = (kind: string) => page.body.records.find((r: any) => r.kind === kind);
    expect(rec('challenge')).toMatchObject({ singles: { won: 1, lost: 0 }, doubles: { won: 0, lost: 0 } });
    expect(rec('official')).toMatchObject({ singles: { won: 1, lost: 1 } });
    expect(rec('practice')).toMatchObject({ doubles: { won: 1, lost: 1 } });
    expect(page.body.recent).toHaveLength(5);
    expect(page.body.opponents[0]).toMatchObject({ id: ben.id, meetings: 3 });
    // Another school's coach or player: 404, as for the team.
    const stranger = await teamWith([1]);
    expect((await call('GET', `/api/auth/seasons/players/${ana.id}`, stranger.token)).status).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/auth/seasons/players/${ana.id}/head-to-head?with=${ben.id}`,
          await playerToken(t, stranger.ladder[0]!.id),
        )
      ).status,
    ).toBe(404);
    const both = await call(
      'GET',
      `/api/auth/seasons/players/${ana.id}/head-to-head?with=${ben.id}&name=x`,
      token,
    );
    expect([both.status, both.body.code]).toEqual([400, 'validation_failed']);

    // After a rollover the page shows the season's final position and the record by season.
    await call('POST', `/api/auth/seasons/teams/${rosterId}/rollover`, token, {
      name: 'Fall 2026',
      startsOn: '2026-08-15',
      endsOn: '2026-12-20',
      positions: 'reset',
    });
    const after = await call('GET', `/api/auth/seasons/players/${ana.id}`, token);
    expect(after.body.positions).toEqual([
      { seasonId: expect.any(Number), seasonName: '2025-26', position: 1 },
      { seasonId: null, seasonName: 'Fall 2026', position: null },
    ]);
    expect(after.body.records.every((r: any) => r.seasonName === '2025-26')).toBe(true);
    expect(coach.id).toBeGreaterThan(0);
  });

  it('computes team statistics of a season: record, win percentage, dual lines, attendance', async () => {
    const { rosterId, token, ladder } = await teamWith([1, 2]);
    const [a, b] = ladder as [any, any];
    const line = await scored({
      rosterId,
      playerIds: [a.id, b.id],
      matchType: 2,
      at: new Date('2026-01-10T15:00:00Z'),
      winnerSide: 1,
      score: '6-4 6-3',
    });
    // As a dual's line (dual_id set): counted in the record and as a line each played.
    await t.ctx.db.update(tennisMatches).set({ dualId: 999_999 }).where(eq(tennisMatches.id, line.id));
    await scored({
      rosterId,
      playerIds: [a.id, b.id],
      matchType: 1,
      at: new Date('2026-01-11T15:00:00Z'),
      winnerSide: 1,
      score: '6-4 6-3',
    });
    await scored({
      rosterId,
      playerIds: [b.id, a.id],
      matchType: 2,
      at: new Date('2026-01-12T15:00:00Z'),
      winnerSide: 1,
      score: '6-4 6-3',
    });
    // A practice (not in the record) with attendance: A present and late (100 %), B present and absent (50 %).
    const practice = await createMatchRow(t.ctx.db, {
      rosterId,
      playerIds: [a.id, b.id],
      matchType: 3,
      at: new Date('2026-01-13T15:00:00Z'),
    });
    const other = await createMatchRow(t.ctx.db, {
      rosterId,
      playerIds: [a.id, b.id],
      matchType: 3,
      at: new Date('2026-01-14T15:00:00Z'),
    });
    const subjects = await t.ctx.db
      .insert(availabilitySubjects)
      .values([{ matchId: practice.id }, { matchId: other.id }])
      .returning();
    const mark = (subjectId: number, playerId: number, m: 'present' | 'late' | 'absent', day: string) => ({
      subjectId,
      playerId,
      mark: m,
      heldAt: new Date(`${day}T15:00:00Z`),
      markedAt: new Date(`${day}T17:00:00Z`),
    });
    await t.ctx.db
      .insert(attendanceMarks)
      .values([
        mark(subjects[0]!.id, a.id, 'present', '2026-01-13'),
        mark(subjects[1]!.id, a.id, 'late', '2026-01-14'),
        mark(subjects[0]!.id, b.id, 'present', '2026-01-13'),
        mark(subjects[1]!.id, b.id, 'absent', '2026-01-14'),
      ]);
    const season = (await call('GET', `/api/auth/seasons/teams/${rosterId}`, token)).body.current;
    const stats = await call('GET', `/api/auth/seasons/${season.id}/stats`, await playerToken(t, b.id));
    expect(stats.body.rows).toEqual([
      {
        playerId: a.id,
        name: 'P1 Player',
        won: 2,
        lost: 1,
        winPercent: 66.7,
        dualLines: 1,
        attendancePercent: 100,
      },
      {
        playerId: b.id,
        name: 'P2 Player',
        won: 1,
        lost: 2,
        winPercent: 33.3,
        dualLines: 1,
        attendancePercent: 50,
      },
    ]);
    const file = await call('GET', `/api/auth/seasons/${season.id}/export/stats`, token);
    expect(file.raw.body).toContain('"P1 Player","2","1","66.7","1","100"');
  });
});

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

describe('roster import', () => {
  it('previews each row with its problems, saves nothing, then saves exactly the good rows in one go', async () => {
    const { rosterId, token, coach } = await teamWith([1]);
    const taken = await teamWith([1]);
    const [takenPlayer] = await t.ctx.db.select().from(players).where(eq(players.id, taken.ladder[0]!.id));
    const good1 = uniquePhone();
    const good2 = uniquePhone();
    const guardianPhone = uniquePhone();
    const file = [
      'First Name,Last Name,Phone,Email,Graduation Year,Guardian Name,Guardian Phone,Guardian Email',
      `Ana,Díaz,(${good1.slice(0, 3)}) ${good1.slice(3, 6)}-${good1.slice(6)},ana@example.org,2028,Maria Díaz,${guardianPhone},maria@example.org`,
      `Ben,Okafor,+1 ${good2},,2027,,,`,
      `,Nameless,${uniquePhone()},,,,,`,
      `Cem,Kaya,12345,,,,,`,
      `Dup,Licate,${good2},,,,,`,
      `Tak,En,${takenPlayer!.phone},,,,,`,
      `Eve,Year,${uniquePhone()},,20x8,,,`,
    ].join('\n');
    const countBefore = (await t.ctx.db.select().from(players)).length;
    const preview = await call('POST', `/api/auth/seasons/teams/${rosterId}/import/preview`, token, {
      file: b64(file),
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ good: 2, bad: 5 });
    expect(preview.body.rows.map((r: any) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, []],
      [4, ['missing_name']],
      [5, ['malformed_phone']],
      [6, ['duplicate_phone']],
      [7, ['phone_taken']],
      [8, ['malformed_year']],
    ]);
    expect(preview.body.rows[0]).toMatchObject({
      firstName: 'Ana',
      lastName: 'Díaz',
      phone: good1,
      graduationYear: '2028',
    });
    expect((await t.ctx.db.select().from(players)).length).toBe(countBefore);

    // The coach fixes one bad row (Cem's phone) and confirms every row.
    const rows = preview.body.rows.map(({ problems: _p, ...r }: any) => r);
    const cemPhone = uniquePhone();
    rows[3].phone = cemPhone;
    const saved = await call('POST', `/api/auth/seasons/teams/${rosterId}/import`, token, {
      rows,
      sendPins: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toBe(3);
    expect(saved.body.texted).toBe(3);
    expect(saved.body.skipped.map((r: any) => r.line)).toEqual([4, 6, 7, 8]);
    const made = await t.ctx.db
      .select()
      .from(players)
      .where(inArray(players.phone, [good1, good2, cemPhone]))
      .orderBy(asc(players.id));
    expect(made.map((p) => [p.firstName, p.lastName, p.email, p.graduationYear, p.schoolId])).toEqual([
      ['Ana', 'Díaz', 'ana@example.org', 2028, coach.schoolId],
      ['Ben', 'Okafor', '', 2027, coach.schoolId],
      ['Cem', 'Kaya', '', null, coach.schoolId],
    ]);
    expect(await ladderNow(rosterId)).toEqual(
      new Map([
        [expect.any(Number), 1],
        [made[0]!.id, 2],
        [made[1]!.id, 3],
        [made[2]!.id, 4],
      ]),
    );
    const links = await t.ctx.db.select().from(guardianLinks).where(eq(guardianLinks.playerId, made[0]!.id));
    expect(links.map((l) => l.name)).toEqual(['Maria Díaz']);
    const pins = await t.ctx.db.select().from(smsJobs).where(eq(smsJobs.phone, good1));
    expect(pins.map((j) => j.body)).toEqual([expect.stringContaining('Team PIN')]);
    expect((await t.ctx.db.select().from(smsJobs).where(eq(smsJobs.phone, guardianPhone))).length).toBe(1);

    // Nothing good left: 400 and nothing saved.
    const again = await call('POST', `/api/auth/seasons/teams/${rosterId}/import`, token, {
      rows: rows.slice(0, 2),
    });
    expect([again.status, again.body.code]).toEqual([400, 'import_no_good_rows']);
    // Players and other schools' coaches may not import.
    const asPlayer = await call(
      'POST',
      `/api/auth/seasons/teams/${rosterId}/import/preview`,
      await playerToken(t, made[0]!.id),
      { file: b64(file) },
    );
    expect(asPlayer.status).toBe(403);
    const asStranger = await call('POST', `/api/auth/seasons/teams/${rosterId}/import/preview`, taken.token, {
      file: b64(file),
    });
    expect(asStranger.status).toBe(404);
  });

  it('refuses huge files, other encodings and files that are not rosters with a code', async () => {
    const { rosterId, token } = await teamWith([]);
    const url = `/api/auth/seasons/teams/${rosterId}/import/preview`;
    const latin1 = Buffer.from('first_name,last_name,phone\nJos\xe9,P\xe9rez,5550001111\n', 'latin1');
    expect((await call('POST', url, token, { file: b64(latin1) })).body.code).toBe('csv_wrong_encoding');
    const utf16 = Buffer.from('\ufefffirst_name,last_name\nAna,Díaz\n', 'utf16le');
    expect((await call('POST', url, token, { file: b64(utf16) })).body.code).toBe('csv_wrong_encoding');
    const big = `first_name,last_name\n${'Ana,Díaz\n'.repeat(30_000)}`;
    const huge = await call('POST', url, token, { file: b64(big) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(['validation_failed', 'payload_too_large', 'csv_too_large']).toContain(huge.body.code);
    const many = await call('POST', url, token, {
      file: b64(`first_name,last_name\n${'Ana,Díaz\n'.repeat(201)}`),
    });
    expect([many.status, many.body.code]).toEqual([413, 'csv_too_many_rows']);
    const noNames = await call('POST', url, token, { file: b64('a,b\n1,2\n') });
    expect([noNames.status, noNames.body.code]).toEqual([400, 'csv_no_name_column']);
    const notBase64 = await call('POST', url, token, { file: '%%%' });
    expect([notBase64.status, notBase64.body.code]).toEqual([400, 'validation_failed']);
  });
});

describe('exports', () => {
  it('writes UTF-8 with a BOM, quoted cells, ISO dates, and neutralises formulas', async () => {
    const { rosterId, token, ladder } = await teamWith([1, 2]);
    await t.ctx.db
      .update(players)
      .set({ firstName: '=HYPERLINK("http://evil")', lastName: '+cmd' })
      .where(eq(players.id, ladder[0]!.id));
    await t.ctx.db
      .update(players)
      .set({ firstName: '@SUM(A1)', lastName: '-2+3' })
      .where(eq(players.id, ladder[1]!.id));
    await scored({
      rosterId,
      playerIds: [ladder[0]!.id, ladder[1]!.id],
      matchType: 2,
      at: new Date('2026-02-03T16:45:00Z'),
      winnerSide: 2,
      score: '4-6 3-6',
    });
    const season = (await call('GET', `/api/auth/seasons/teams/${rosterId}`, token)).body.current;
    const res = await call('GET', `/api/auth/seasons/${season.id}/export/matches`, token);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.raw.headers['content-disposition']).toBe(
      'attachment; filename="courtside-matches-2025-26.csv"',
    );
    expect(res.raw.body).toBe(
      '\uFEFF"date","time_utc","kind","play","side_1","side_2","score","winners"\r\n' +
        `"2026-02-03","16:45","official","singles","'=HYPERLINK(""http://evil"") +cmd","'@SUM(A1) -2+3","4-6 3-6","'@SUM(A1) -2+3"\r\n`,
    );
    const roster = await call('GET', `/api/auth/seasons/${season.id}/export/roster`, token);
    expect(roster.raw.body).toContain(`"'=HYPERLINK(""http://evil"")","'+cmd"`);
    expect(roster.raw.body).toContain(`"'@SUM(A1)","'-2+3"`);
    for (const kind of ['ladder', 'duals', 'attendance', 'stats']) {
      const file = await call('GET', `/api/auth/seasons/${season.id}/export/${kind}`, token);
      expect(file.status).toBe(200);
      expect(file.raw.body.startsWith('\uFEFF"')).toBe(true);
    }
    // Coaches only; a bad kind is a validation error.
    expect(
      (await call('GET', `/api/auth/seasons/${season.id}/export/roster`, await playerToken(t, ladder[0]!.id)))
        .status,
    ).toBe(403);
    expect((await call('GET', `/api/auth/seasons/${season.id}/export/secrets`, token)).body.code).toBe(
      'validation_failed',
    );
  });

  it('round trip: an exported roster imports into a new team with the same data', async () => {
    const { rosterId, token, coach } = await teamWith([], [1, 2]);
    const phones = [uniquePhone(), uniquePhone(), uniquePhone()];
    const file = [
      'first_name,last_name,phone,email,graduation_year,guardian_name,guardian_phone,guardian_email',
      `Ana,"Díaz, Jr.",${phones[0]},ana@example.org,2028,Maria Díaz,${uniquePhone()},maria@example.org`,
      `=Zed,O'Neil,${phones[1]},,2027,,,`,
      `Çağla,شكراً,${phones[2]},cagla@example.org,,,,`,
    ].join('\r\n');
    const preview = await call('POST', `/api/auth/seasons/teams/${rosterId}/import/preview`, token, {
      file: b64(file),
    });
    expect(preview.body.good).toBe(3);
    const rows = preview.body.rows.map(({ problems: _p, ...r }: any) => r);
    expect((await call('POST', `/api/auth/seasons/teams/${rosterId}/import`, token, { rows })).status).toBe(
      200,
    );
    const season = (await call('GET', `/api/auth/seasons/teams/${rosterId}`, token)).body.current;
    const exported = (await call('GET', `/api/auth/seasons/${season.id}/export/roster`, token)).raw.body;

    // The players leave this team (the season ends with all of them leaving), and the school's other
    // team imports the exported file as it is.
    const members = await ladderNow(rosterId);
    const out = await call('POST', `/api/auth/seasons/teams/${rosterId}/rollover`, token, {
      name: 'Next',
      startsOn: '2026-08-15',
      endsOn: '2026-12-01',
      positions: 'keep',
      departures: [...members.keys()].map((playerId) => ({ playerId, departure: 'leaves' })),
    });
    expect(out.status).toBe(200);
    const varsity = coach.rosterIds[1]!;
    const again = await call('POST', `/api/auth/seasons/teams/${varsity}/import/preview`, token, {
      file: b64(exported),
    });
    expect(again.status).toBe(200);
    expect(again.body.bad).toBe(0);
    const strip = (r: any) => ({ ...r, line: 0, problems: [] });
    expect(again.body.rows.map(strip)).toEqual(preview.body.rows.map(strip));
    const saved = await call('POST', `/api/auth/seasons/teams/${varsity}/import`, token, {
      rows: again.body.rows.map(({ problems: _p, ...r }: any) => r),
    });
    expect(saved.body.saved).toBe(3);
    const varsitySeason = (await call('GET', `/api/auth/seasons/teams/${varsity}`, token)).body.current;
    const reexported = (await call('GET', `/api/auth/seasons/${varsitySeason.id}/export/roster`, token)).raw
      .body;
    expect(reexported).toBe(exported);
    const onVarsity = await t.ctx.db
      .select()
      .from(rosterPlayers)
      .where(and(eq(rosterPlayers.rosterId, varsity)));
    expect(onVarsity).toHaveLength(3);
  });
});
