import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League, TeamLeagueRecord } from '../../../contract/leagues';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, playerToken } from '../../test/factories';
import { api, leagueDual, leagueOf, leagueTeam, ok, playLines, type LeagueTeam } from '../../test/league-api';

/** A team's league record on its season page: the league's one standings, for the leagues of the season. */

let t: TestApp;
let a: LeagueTeam;
let b: LeagueTeam;
let c: LeagueTeam;
let outsider: LeagueTeam;
let spring: League;
let lastYear: League;
const SEASON = 'from=2025-08-01&to=2026-07-31';
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date('2026-03-01T12:00:00Z'));
  [a, b, c, outsider] = [await leagueTeam(t), await leagueTeam(t), await leagueTeam(t), await leagueTeam(t)];
  spring = await leagueOf(t, [a, b, c], { name: 'Metro Conference' });
  // a beats b 2-1; c beats a 3-0; b vs c has a disputed line, so it counts for nobody.
  const ab = await leagueDual(t, spring.id, a, b, { round: 1 });
  await playLines(t, ab, a, b, { S1: '6-1 6-1', S2: '6-2 6-2', S3: '1-6 1-6' });
  const ca = await leagueDual(t, spring.id, c, a, { round: 2, startsAt: '2026-03-21T15:30:00Z' });
  await playLines(t, ca, c, a, { S1: '6-1 6-1', S2: '6-2 6-2', S3: '6-3 6-3' });
  const bc = await leagueDual(t, spring.id, b, c, { round: 3, startsAt: '2026-03-28T15:30:00Z' });
  await playLines(t, bc, b, c, { S1: '6-1 6-1', S2: '6-2 6-2', S3: '6-3 6-3' }, { dispute: ['S3'] });
  // A league of the season before (its first dual in April 2025) is not on this season's page.
  lastYear = await leagueOf(t, [b, a], { name: 'Old Conference', season: 'Spring 2025', seasonYear: 2025 });
  await leagueDual(t, lastYear.id, b, a, { round: 1, startsAt: '2025-04-05T15:30:00Z' });
});
afterAll(async () => {
  await t.close();
});

const record = (headers: Record<string, string>, rosterId: number, range = SEASON) =>
  api(t, headers, 'GET', `/auth/leagues/teams/${rosterId}/record?${range}`);

describe("a team's league record for its season page", () => {
  it("shows each league of the season with the team's place and record, as the league's standings say", async () => {
    const { records } = await ok<{ records: TeamLeagueRecord[] }>(
      t,
      a.coach,
      'GET',
      `/auth/leagues/teams/${a.rosterId}/record?${SEASON}`,
    );
    // c 1-0, a 1-1, b 0-1 (the disputed dual is not counted).
    expect(records).toEqual([
      {
        leagueId: spring.id,
        name: 'Metro Conference',
        season: 'Spring 2026',
        place: 2,
        teams: 3,
        tied: false,
        wins: 1,
        losses: 1,
        ties: 0,
        linesWon: 2,
        linesLost: 4,
      },
    ]);
    // The one standings rule: the same place and record as the league page's row.
    const { league } = await ok<{ league: League }>(t, a.coach, 'GET', `/auth/leagues/${spring.id}`);
    const row = league.standings.find((r) => r.rosterId === a.rosterId)!;
    expect([row.rank, row.wins, row.losses, row.linesWon, row.linesLost]).toEqual([2, 1, 1, 2, 4]);
    // The season before shows the old league only.
    const before = (await record(a.coach, a.rosterId, 'from=2024-08-01&to=2025-07-31')).json<{
      records: TeamLeagueRecord[];
    }>();
    expect(before.records.map((r) => [r.name, r.place, r.teams, r.tied])).toEqual([
      ['Old Conference', 1, 2, true],
    ]);
  });

  it("is read by the team's players too; another school's coach and bad dates change nothing", async () => {
    const player = bearer(await playerToken(t, a.players[0]!));
    const mine = (await record(player, a.rosterId)).json<{ records: TeamLeagueRecord[] }>();
    expect(mine.records.map((r) => r.leagueId)).toEqual([spring.id]);
    const other = await record(outsider.coach, a.rosterId);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'team_not_found' });
    for (const range of ['from=2026-07-31&to=2025-08-01', 'from=2026-02-30&to=2026-07-31', 'from=x&to=y']) {
      const bad = await record(a.coach, a.rosterId, range);
      expect(bad.statusCode, range).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    }
    // A team in no league of the season: an empty list.
    const none = (await record(outsider.coach, outsider.rosterId)).json<{ records: TeamLeagueRecord[] }>();
    expect(none.records).toEqual([]);
  });
});
