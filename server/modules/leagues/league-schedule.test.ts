import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League } from '../../../contract/leagues';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { api, leagueDual, leagueOf, leagueTeam, ok, type LeagueTeam } from '../../test/league-api';

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
});
