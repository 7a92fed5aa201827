import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League, PublicLeague } from '../../../contract/leagues';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, playerToken } from '../../test/factories';
import { api, leagueDual, leagueOf, leagueTeam, ok, playLines, type LeagueTeam } from '../../test/league-api';

/** League creation, invitations and joining, standings following settled results, and who sees what. */

let t: TestApp;
let a: LeagueTeam;
let b: LeagueTeam;
let c: LeagueTeam;
let d: LeagueTeam;
let outsider: LeagueTeam;
let league: League;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://courtside.example' });
  [a, b, c, d, outsider] = [
    await leagueTeam(t),
    await leagueTeam(t),
    await leagueTeam(t),
    await leagueTeam(t),
    await leagueTeam(t),
  ];
  league = await leagueOf(t, [a, b, c, d]);
});
afterAll(async () => {
  await t.close();
});

const get = async (headers = a.coach) =>
  (await ok<{ league: League }>(t, headers, 'GET', `/auth/leagues/${league.id}`)).league;

describe('creating a league and joining it', () => {
  it('makes the founder a member with their team, and every invited school joins with its team', async () => {
    expect(league.members.map((m) => m.state)).toEqual(['joined', 'joined', 'joined', 'joined']);
    expect(new Set(league.members.map((m) => m.rosterId))).toEqual(
      new Set([a.rosterId, b.rosterId, c.rosterId, d.rosterId]),
    );
    expect(league.mayManage).toBe(true);
    expect(league.rulePack.id).toBe('custom');
    expect(league.tieBreaks).toEqual(['head-to-head', 'lines', 'sets', 'games', 'singles1']);
    expect(league.publicUrl).toMatch(/^https:\/\/courtside\.example\/league\/[\w-]{22}$/);
    expect((await get(b.coach)).mayManage).toBe(false);
  });

  it('shows an invited school its invitation, and lets only its coach join, with a team of the level', async () => {
    const other = await leagueTeam(t, [1, 2, 3], 2);
    await ok(t, a.coach, 'POST', `/auth/leagues/${league.id}/invitations`, { schoolId: other.schoolId });
    const { leagues } = await ok<{ leagues: { id: number; state: string }[] }>(
      t,
      other.coach,
      'GET',
      '/auth/leagues',
    );
    expect(leagues).toEqual([expect.objectContaining({ id: league.id, state: 'invited' })]);
    expect((await get(other.coach)).invited).toBe(true);
    const wrongLevel = await api(t, other.coach, 'POST', `/auth/leagues/${league.id}/join`, {
      rosterId: other.rosterId,
    });
    expect(wrongLevel.statusCode).toBe(409);
    expect(wrongLevel.json()).toMatchObject({
      code: 'league_team_level',
      error: "this team is not of the league's level",
    });
    // Another school's team: the team rule's 404.
    const notTheirs = await api(t, other.coach, 'POST', `/auth/leagues/${league.id}/join`, {
      rosterId: a.rosterId,
    });
    expect(notTheirs.statusCode).toBe(404);
    // Invited twice: refused; a member only invites as founder.
    const again = await api(t, a.coach, 'POST', `/auth/leagues/${league.id}/invitations`, {
      schoolId: other.schoolId,
    });
    expect(again.json()).toMatchObject({ code: 'league_school_member' });
    const notFounder = await api(t, b.coach, 'POST', `/auth/leagues/${league.id}/invitations`, {
      schoolId: outsider.schoolId,
    });
    expect(notFounder.statusCode).toBe(403);
    expect(notFounder.json()).toMatchObject({ code: 'league_managers_only' });
  });

  it('creates once for one Idempotency-Key, as the web app sends it', async () => {
    const solo = await leagueTeam(t);
    const headers = { ...solo.coach, 'idempotency-key': 'league-create-once' };
    const body = { name: 'Solo League', season: 'Fall', seasonYear: 2026, teamType: 1, rulePack: 'uil' };
    const first = await ok<{ league: League }>(t, headers, 'POST', '/auth/leagues', body);
    const again = await ok<{ league: League }>(t, headers, 'POST', '/auth/leagues', body);
    expect(again.league.id).toBe(first.league.id);
    expect(first.league.members).toEqual([
      expect.objectContaining({ rosterId: solo.rosterId, state: 'joined' }),
    ]);
    const { leagues } = await ok<{ leagues: unknown[] }>(t, solo.coach, 'GET', '/auth/leagues');
    expect(leagues).toHaveLength(1);
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    for (const payload of [
      {},
      { name: '', season: 'x', seasonYear: 2026, teamType: 1, rulePack: 'custom', rosterId: a.rosterId },
      { name: 'x', season: 'x', seasonYear: 2026, teamType: 1, rulePack: 'ohsaa', rosterId: a.rosterId },
      {
        name: 'x',
        season: 'x',
        seasonYear: 2026,
        teamType: 1,
        rulePack: 'custom',
        rosterId: a.rosterId,
        tieBreaks: ['lines', 'lines'],
      },
      { name: 'x', season: 'x', seasonYear: 1, teamType: 9, rulePack: 'custom', rosterId: 'a' },
    ]) {
      const res = await api(t, a.coach, 'POST', '/auth/leagues', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const { leagues } = await ok<{ leagues: unknown[] }>(t, a.coach, 'GET', '/auth/leagues');
    expect(leagues).toHaveLength(1);
    for (const url of [`/auth/leagues/0`, `/auth/leagues/abc`, `/auth/leagues/99999`]) {
      const res = await api(t, a.coach, 'GET', url);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('a school outside the league', () => {
  it('sees nothing private: 404 for the league, its exports and its changes; the public page shows no player', async () => {
    for (const [method, url, payload] of [
      ['GET', `/auth/leagues/${league.id}`],
      ['GET', `/auth/leagues/${league.id}/results.csv`],
      ['GET', `/auth/leagues/${league.id}/lines.csv`],
      ['POST', `/auth/leagues/${league.id}/join`, { rosterId: outsider.rosterId }],
      ['POST', `/auth/leagues/${league.id}/invitations`, { schoolId: outsider.schoolId }],
    ] as const) {
      const res = await api(t, outsider.coach, method, url, payload);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'league_not_found' });
    }
    expect((await ok<{ leagues: unknown[] }>(t, outsider.coach, 'GET', '/auth/leagues')).leagues).toEqual([]);
    // A player of a member team sees the league; a player of the outsider does not.
    const member = bearer(await playerToken(t, b.players[0]!));
    expect((await get(member)).name).toBe('Metro Conference');
    const stranger = bearer(await playerToken(t, outsider.players[0]!));
    expect((await api(t, stranger, 'GET', `/auth/leagues/${league.id}`)).statusCode).toBe(404);
  });

  it('cannot put its dual into the league', async () => {
    const { dual } = await ok<{ dual: { id: number } }>(t, outsider.coach, 'POST', '/auth/duals', {
      rosterId: outsider.rosterId,
      opponentName: 'Anyone',
      site: 'home',
      startsAt: '2026-03-14T15:30:00Z',
      format: { preset: '3s2d', singles: 3, doubles: 2 },
    });
    const res = await api(t, outsider.coach, 'POST', `/auth/leagues/${league.id}/duals`, {
      dualId: dual.id,
      round: 1,
    });
    expect(res.statusCode).toBe(404);
    // A member cannot add another school's dual (duals' access: 404), nor an unlinked one (409).
    const theirs = await api(t, a.coach, 'POST', `/auth/leagues/${league.id}/duals`, {
      dualId: dual.id,
      round: 1,
    });
    expect(theirs.json()).toMatchObject({ code: 'dual_not_found' });
    const { dual: unlinked } = await ok<{ dual: { id: number } }>(t, a.coach, 'POST', '/auth/duals', {
      rosterId: a.rosterId,
      opponentName: 'Anyone',
      site: 'home',
      startsAt: '2026-03-14T15:30:00Z',
      format: { preset: '3s2d', singles: 3, doubles: 2 },
    });
    const res2 = await api(t, a.coach, 'POST', `/auth/leagues/${league.id}/duals`, {
      dualId: unlinked.id,
      round: 1,
    });
    expect(res2.statusCode).toBe(409);
    expect(res2.json()).toMatchObject({ code: 'league_dual_teams' });
  });
});

describe('standings', () => {
  it('follow settled results only: a disputed line keeps its dual out, and ties show the tie-break used', async () => {
    // Round 1: A beats B 2-1, C beats D 3-0.
    const ab = await leagueDual(t, league.id, a, b);
    const cd = await leagueDual(t, league.id, c, d);
    await playLines(t, ab, a, b, { S1: '6-1 6-1', S2: '6-2 6-2', S3: '2-6 2-6' });
    await playLines(t, cd, c, d, { S1: '6-0 6-0', S2: '6-0 6-0', S3: '6-3 6-3' });
    let now = await get();
    expect(now.standings.map((r) => [r.rosterId, r.wins, r.losses, r.linesWon])).toEqual([
      [c.rosterId, 1, 0, 3],
      [a.rosterId, 1, 0, 2],
      [b.rosterId, 0, 1, 1],
      [d.rosterId, 0, 1, 0],
    ]);
    // A and C are level at 1-0 (they have not met): lines won decide, and the rule is named.
    expect(now.standings.slice(0, 2).map((r) => [r.rosterId, r.tieBreak])).toEqual([
      [c.rosterId, 'lines'],
      [a.rosterId, 'lines'],
    ]);

    // Round 2: A beats C, but one line is disputed: the dual is not final and counts for nobody.
    const ac = await leagueDual(t, league.id, a, c, { round: 2 });
    await playLines(t, ac, a, c, { S1: '6-4 6-4', S2: '6-4 6-4', S3: '4-6 4-6' }, { dispute: ['S2'] });
    now = await get();
    expect(now.duals.find((x) => x.dualId === ac)).toMatchObject({ status: 'disputed', winner: null });
    expect(now.standings.find((r) => r.rosterId === a.rosterId)).toMatchObject({ wins: 1, played: 1 });
    expect(now.standings.find((r) => r.rosterId === c.rosterId)).toMatchObject({ wins: 1, played: 1 });

    // The away coach enters the line as they saw it and the home coach confirms: now it counts.
    await ok(t, c.coach, 'PUT', `/auth/duals/${ac}/lines/S2/result`, {
      score: '6-4 6-4',
      outcome: 'completed',
      winnerSide: 1,
    });
    await ok(t, a.coach, 'POST', `/auth/duals/${ac}/lines/S2/confirm`);
    now = await get();
    expect(now.duals.find((x) => x.dualId === ac)).toMatchObject({
      status: 'final',
      winner: 'home',
      homeLines: 2,
    });
    expect(now.standings[0]).toMatchObject({ rosterId: a.rosterId, wins: 2, losses: 0, tieBreak: null });

    // The public page (no sign-in) shows the same order with school names only.
    const token = now.publicUrl.split('/').pop()!;
    const res = await t.app.inject({ method: 'GET', url: `/api/league/${token}` });
    expect(res.statusCode).toBe(200);
    const pub = res.json<{ league: PublicLeague }>().league;
    expect(pub.standings.map((r) => r.schoolName)).toEqual(now.standings.map((r) => r.schoolName));
    expect(res.body).not.toMatch(/P1|rosterId|phone/);
    expect(pub.packLabel).toBe('Custom v1');
    expect((await t.app.inject({ method: 'GET', url: '/api/league/nope' })).statusCode).toBe(404);
  });

  it('a second coach of a member school sees the league too (a school-level membership)', async () => {
    const colleague = await createCoach(t.ctx.db, { schoolId: b.schoolId, teamTypes: [2] });
    expect((await get(bearer(await coachToken(t, colleague.id)))).id).toBe(league.id);
  });
});
