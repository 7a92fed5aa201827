import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League, PublicLeague } from '../../../contract/leagues';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { api, leagueDual, leagueOf, leagueTeam, ok, playLines, type LeagueTeam } from '../../test/league-api';

/** The generated round robin: the organiser generates it, pairings link to the duals put on the schedule. */

let t: TestApp;
let a: LeagueTeam;
let b: LeagueTeam;
let c: LeagueTeam;
let league: League;
beforeAll(async () => {
  t = await buildTestApp();
  [a, b, c] = [await leagueTeam(t), await leagueTeam(t), await leagueTeam(t)];
  league = await leagueOf(t, [a, b, c]);
});
afterAll(async () => {
  await t.close();
});

const url = () => `/auth/leagues/${league.id}/schedule`;
let linkedDual: { dualId: number; home: LeagueTeam; away: LeagueTeam };

describe('the generated schedule', () => {
  it('is empty until generated, and only the founding school generates it', async () => {
    expect(league.schedule).toEqual([]);
    const member = await api(t, b.coach, 'POST', url());
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'league_managers_only' });
    const outsider = await leagueTeam(t);
    const res = await api(t, outsider.coach, 'POST', url());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'league_not_found' });
    const { league: again } = await ok<{ league: League }>(t, a.coach, 'GET', `/auth/leagues/${league.id}`);
    expect(again.schedule).toEqual([]);
  });

  it('pairs 3 teams over 3 rounds, each once, with a bye a round, named by school', async () => {
    const { league: out } = await ok<{ league: League }>(t, a.coach, 'POST', url());
    const school = (id: number | null) => out.members.find((m) => m.rosterId === id)?.schoolName ?? null;
    expect(out.schedule).toHaveLength(6);
    for (const round of [1, 2, 3]) {
      const rows = out.schedule.filter((p) => p.round === round);
      expect(rows.filter((p) => p.awayRosterId === null)).toHaveLength(1);
      const seats = rows.flatMap((p) => [p.homeRosterId, p.awayRosterId]).filter((x) => x !== null);
      expect(seats.sort()).toEqual([a.rosterId, b.rosterId, c.rosterId].sort());
    }
    const played = out.schedule.filter((p) => p.awayRosterId !== null);
    expect(new Set(played.map((p) => [p.homeRosterId, p.awayRosterId].sort().join('-'))).size).toBe(3);
    for (const p of out.schedule) {
      expect(p.homeSchool).toBe(school(p.homeRosterId));
      expect(p.awaySchool).toBe(school(p.awayRosterId));
      expect(p.dualId).toBeNull();
    }
    league = out;
  });

  it('links a pairing to the league dual of its round between its teams (either at home)', async () => {
    const pairing = league.schedule.find((p) => p.round === 2 && p.awayRosterId !== null)!;
    const teams = [a, b, c];
    const home = teams.find((x) => x.rosterId === pairing.awayRosterId)!;
    const away = teams.find((x) => x.rosterId === pairing.homeRosterId)!;
    // The same teams in another round do not fill this pairing.
    await leagueDual(t, league.id, home, away, { round: 3 });
    const dualId = await leagueDual(t, league.id, home, away, { round: 2 });
    const { league: out } = await ok<{ league: League }>(t, b.coach, 'GET', `/auth/leagues/${league.id}`);
    expect(out.schedule.filter((p) => p.dualId !== null)).toEqual([{ ...pairing, dualId }]);
    linkedDual = { dualId, home, away };
  });

  it('cannot be generated again once a dual is on it, and needs two joined teams', async () => {
    const res = await api(t, a.coach, 'POST', url());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'league_schedule_started' });
    const { league: after } = await ok<{ league: League }>(t, a.coach, 'GET', `/auth/leagues/${league.id}`);
    expect(after.schedule.map((p) => ({ ...p, dualId: null }))).toEqual(
      league.schedule.map((p) => ({ ...p, dualId: null })),
    );
    const solo = await leagueTeam(t);
    const lone = await leagueOf(t, [solo]);
    const one = await api(t, solo.coach, 'POST', `/auth/leagues/${lone.id}/schedule`);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({ code: 'league_schedule_teams' });
  });

  it('is on the public page by round: pairings, byes, dates once arranged, lines where played', async () => {
    const { dualId, home, away } = linkedDual;
    await playLines(t, dualId, home, away, { S1: '6-1 6-1', S2: '6-2 6-2', S3: '2-6 2-6' });
    const token = league.publicUrl.split('/').pop()!;
    const res = await t.app.inject({ method: 'GET', url: `/api/league/${token}` });
    const { schedule } = res.json<{ league: PublicLeague }>().league;
    const school = (team: LeagueTeam) => league.members.find((m) => m.rosterId === team.rosterId)!.schoolName;
    // Six pairings (a bye each round) and the round-3 dual of two teams the schedule pairs in round 2.
    expect(schedule).toHaveLength(7);
    expect(schedule.map((e) => e.round)).toEqual([1, 1, 2, 2, 3, 3, 3]);
    expect(schedule.filter((e) => e.awaySchool === null)).toHaveLength(3);
    // The arranged pairing names the dual's own home and away sides, its date and its settled lines.
    expect(schedule.filter((e) => e.round === 2 && e.startsAt !== null)).toEqual([
      {
        round: 2,
        homeSchool: school(home),
        awaySchool: school(away),
        startsAt: '2026-03-14T15:30:00.000Z',
        status: 'final',
        homeLines: 2,
        awayLines: 1,
      },
    ]);
    // A pairing still to arrange has no date and no state.
    const open = schedule.find((e) => e.round === 1 && e.awaySchool !== null)!;
    expect(open).toMatchObject({ startsAt: null, status: null, homeLines: 0, awayLines: 0 });
    // The extra round-3 dual, not yet played: dated, pending, after the round's pairings with a date.
    expect(schedule.filter((e) => e.round === 3 && e.startsAt !== null)).toEqual([
      expect.objectContaining({ homeSchool: school(home), status: 'pending', homeLines: 0, awayLines: 0 }),
    ]);
  });
});
