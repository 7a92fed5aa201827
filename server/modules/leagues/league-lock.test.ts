import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dual } from '../../../contract/duals';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { api, leagueDual, leagueOf, leagueTeam, ok, type LeagueTeam } from '../../test/league-api';

/**
 * CIF-LA's lineup lock (issue 35), enforced by the duals module on the test clock: from 15 minutes before the
 * start a league dual's lineup can be neither changed nor published, on either side; before it, both work.
 */

let t: TestApp;
let home: LeagueTeam;
let away: LeagueTeam;
let dualId: number;
const STARTS_AT = '2026-03-14T15:30:00Z';
const lineup = (p: number[]) => [0, 1, 2].map((i) => ({ line: `S${i + 1}`, players: [p[i]!] }));

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date('2026-03-01T12:00:00Z'));
  home = await leagueTeam(t);
  away = await leagueTeam(t);
  const league = await leagueOf(t, [home, away], { rulePack: 'cif-la' });
  dualId = await leagueDual(t, league.id, home, away, { startsAt: STARTS_AT });
});
afterAll(async () => {
  await t.close();
});

describe("CIF-LA's lineup lock", () => {
  it('lets both coaches change and publish until 15 minutes before the start', async () => {
    t.clock.set(new Date('2026-03-14T15:14:59Z'));
    await ok(t, home.coach, 'PUT', `/auth/duals/${dualId}/lineup`, { lineup: lineup(home.players) });
    await ok(t, home.coach, 'POST', `/auth/duals/${dualId}/publish`, {});
    const opponent = lineup(away.players).map((l) => ({ ...l, players: l.players.map((id) => ({ id })) }));
    await ok(t, away.coach, 'PUT', `/auth/duals/${dualId}/opponent-lineup`, { lineup: opponent });
  });

  it('refuses every change and publication from the lock on with 409 lineup_locked, changing nothing', async () => {
    t.clock.set(new Date('2026-03-14T15:15:00Z'));
    const swapped = lineup([home.players[1]!, home.players[0]!, home.players[2]!]);
    const opponent = lineup(away.players).map((l) => ({ ...l, players: l.players.map((id) => ({ id })) }));
    for (const [headers, method, url, body] of [
      [home.coach, 'PUT', `/auth/duals/${dualId}/lineup`, { lineup: swapped }],
      [home.coach, 'POST', `/auth/duals/${dualId}/publish`, {}],
      [away.coach, 'PUT', `/auth/duals/${dualId}/opponent-lineup`, { lineup: opponent }],
      [away.coach, 'POST', `/auth/duals/${dualId}/opponent-lineup/publish`, {}],
    ] as const) {
      const res = await api(t, headers, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'lineup_locked',
        details: { lockedAt: '2026-03-14T15:15:00.000Z', minutes: 15 },
      });
    }
    const { dual } = await ok<{ dual: Dual }>(t, home.coach, 'GET', `/auth/duals/${dualId}`);
    expect(dual.lineup.map((l) => l.players[0])).toEqual(home.players.slice(0, 3));
    expect(dual.publishedAt).not.toBeNull();
  });
});
