import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DualScoring } from '../../../contract/duals';
import type { League } from '../../../contract/leagues';
import { rosterPlayers } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { api, leagueDual, leagueOf, leagueTeam, ok, type LeagueTeam } from '../../test/league-api';

/**
 * UIL's move limit between rounds (issue 35): at publish the server finds the side's lineup of its previous
 * round in the league itself, and a player moved more than one place needs a reason, which the opponent sees.
 */

let t: TestApp;
let home: LeagueTeam;
let away: LeagueTeam;
let league: League;
const FOUR = { preset: 'custom', singles: 4, doubles: 0, scoreFormat: 'SET3-S:6/TB7' };
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date('2026-03-01T12:00:00Z'));
  home = await leagueTeam(t);
  away = await leagueTeam(t);
  league = await leagueOf(t, [home, away], { rulePack: 'uil' });
});
afterAll(async () => {
  await t.close();
});

/** S1-S4 by the given players, as side 1's or side 2's body. */
const singles = (ids: number[]) => ids.map((id, i) => ({ line: `S${i + 1}`, players: [id] }));
const theirs = (ids: number[]) =>
  singles(ids).map((l) => ({ ...l, players: l.players.map((id) => ({ id })) }));

/** Puts the team's players at ladder positions 1.. in the given order. */
async function ladder(team: LeagueTeam, order: number[]) {
  const at = (playerId: number) =>
    and(eq(rosterPlayers.rosterId, team.rosterId), eq(rosterPlayers.playerId, playerId));
  // Off the ladder first: positions are unique within a team.
  for (const playerId of order)
    await t.ctx.db.update(rosterPlayers).set({ position: null }).where(at(playerId));
  for (const [i, playerId] of order.entries())
    await t.ctx.db
      .update(rosterPlayers)
      .set({ position: i + 1 })
      .where(at(playerId));
}

describe("UIL's move limit between a league's rounds", () => {
  it("checks each side's lineup against its previous round's, found by the server", async () => {
    const [p1, p2, p3, p4] = home.players as [number, number, number, number];
    const [q1, q2, q3, q4] = away.players as [number, number, number, number];
    // Round 1: both sides in ladder order; a first round has nothing to compare with.
    const first = await leagueDual(t, league.id, home, away, { round: 1, format: FOUR });
    await ok(t, home.coach, 'PUT', `/auth/duals/${first}/lineup`, { lineup: singles([p1, p2, p3, p4]) });
    await ok(t, home.coach, 'POST', `/auth/duals/${first}/publish`, {});
    await ok(t, away.coach, 'PUT', `/auth/duals/${first}/opponent-lineup`, {
      lineup: theirs([q1, q2, q3, q4]),
    });
    await ok(t, away.coach, 'POST', `/auth/duals/${first}/opponent-lineup/publish`, {});

    // Between rounds #4 climbs to #2 on both ladders: in ladder order, #4 jumps from S4 to S2.
    await ladder(home, [p1, p4, p2, p3]);
    await ladder(away, [q1, q4, q2, q3]);
    // Round 2 at the away school (its coach is side 1 now).
    const second = await leagueDual(t, league.id, away, home, {
      round: 2,
      format: FOUR,
      startsAt: '2026-03-21T15:30:00Z',
    });
    await ok(t, away.coach, 'PUT', `/auth/duals/${second}/lineup`, { lineup: singles([q1, q4, q2, q3]) });
    const refused = await api(t, away.coach, 'POST', `/auth/duals/${second}/publish`, {});
    expect(refused.statusCode).toBe(409);
    const body = refused.json<{ code: string; details: { violations: { code: string; text: string }[] } }>();
    expect(body.code).toBe('publish_needs_reason');
    expect(body.details.violations.map((v) => [v.code, v.text])).toEqual([
      ['moved-too-far', 'S2: P4 Player played S4 last round and may move at most 1 place(s)'],
    ]);
    await ok(t, away.coach, 'POST', `/auth/duals/${second}/publish`, { reason: 'Ladder challenge won' });

    // Side 2 (home, which was side 1 in round 1) is checked against its own previous lineup the same way.
    await ok(t, home.coach, 'PUT', `/auth/duals/${second}/opponent-lineup`, {
      lineup: theirs([p1, p4, p2, p3]),
    });
    const side2 = await api(t, home.coach, 'POST', `/auth/duals/${second}/opponent-lineup/publish`, {});
    expect(side2.statusCode).toBe(409);
    expect(side2.json()).toMatchObject({
      code: 'publish_needs_reason',
      details: { violations: [expect.objectContaining({ code: 'moved-too-far', line: 'S2' })] },
    });
    // A lineup within one place of the last round's (#4 at S3, #3 at S4) breaks UIL's ladder order instead.
    await ok(t, home.coach, 'PUT', `/auth/duals/${second}/opponent-lineup`, {
      lineup: theirs([p1, p2, p4, p3]),
    });
    const order = await api(t, home.coach, 'POST', `/auth/duals/${second}/opponent-lineup/publish`, {});
    expect(
      order.json<{ details: { violations: { code: string }[] } }>().details.violations.map((v) => v.code),
    ).not.toContain('moved-too-far');

    // The reason and the rule broken are shown to the other side, as for any pack rule.
    const { scoring } = await ok<{ scoring: DualScoring }>(
      t,
      home.coach,
      'GET',
      `/auth/duals/${second}/scoring`,
    );
    expect(scoring.ruleReasons).toEqual([
      {
        side: 1,
        reason: 'Ladder challenge won',
        violations: ['S2: P4 Player played S4 last round and may move at most 1 place(s)'],
      },
    ]);
  });
});
