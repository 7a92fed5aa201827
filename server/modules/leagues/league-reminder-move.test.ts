import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs, smsJobs } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { leagueDual, leagueOf, leagueTeam, ok, type LeagueTeam } from '../../test/league-api';

/** A league dual's lineup reminder follows the dual's time when its coach moves it (test clock). */

let t: TestApp;
let home: LeagueTeam;
let away: LeagueTeam;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date('2026-03-01T12:00:00Z'));
  home = await leagueTeam(t);
  away = await leagueTeam(t);
});
afterAll(async () => {
  await t.close();
});

describe('the lineup reminder of a moved league dual', () => {
  it('is cancelled and scheduled again for the new time in the edit, and texts only then', async () => {
    // MSHSAA: lineups due 72 hours after the start; the reminder a day before that.
    const league = await leagueOf(t, [home, away], { rulePack: 'mshsaa' });
    const dualId = await leagueDual(t, league.id, home, away, { startsAt: '2026-03-20T15:30:00Z' });
    const jobs = () =>
      t.ctx.db
        .select({ runAt: scheduledJobs.runAt, status: scheduledJobs.status })
        .from(scheduledJobs)
        .where(like(scheduledJobs.key, `league-dual:${dualId}:%`));
    expect(await jobs()).toEqual([{ runAt: new Date('2026-03-22T15:30:00Z'), status: 'pending' }]);
    await ok(t, home.coach, 'PUT', `/auth/duals/${dualId}`, { startsAt: '2026-03-27T15:30:00Z' });
    expect(await jobs()).toEqual([{ runAt: new Date('2026-03-29T15:30:00Z'), status: 'pending' }]);
    const texts = () =>
      t.ctx.db
        .select({ key: smsJobs.dedupeKey })
        .from(smsJobs)
        .where(like(smsJobs.dedupeKey, `league-lineup-due:${dualId}:%`));
    // The old time passes: nothing.
    t.clock.set(new Date('2026-03-22T15:31:00Z'));
    await t.jobs.runDue();
    expect(await texts()).toEqual([]);
    // The new time: both unpublished sides' coaches, for the new deadline.
    t.clock.set(new Date('2026-03-29T15:31:00Z'));
    await t.jobs.runDue();
    const sent = await texts();
    expect(sent).toHaveLength(2);
    for (const s of sent) expect(s.key).toMatch(/:2026-03-30T15:30:00\.000Z$/);
  });

  it('is left cancelled when the new time puts it in the past; a dual outside a league has none', async () => {
    t.clock.set(new Date('2026-04-01T12:00:00Z'));
    const league = await leagueOf(t, [home, away], { rulePack: 'mshsaa' });
    const dualId = await leagueDual(t, league.id, home, away, { startsAt: '2026-04-20T15:30:00Z' });
    await ok(t, home.coach, 'PUT', `/auth/duals/${dualId}`, { startsAt: '2026-03-25T15:30:00Z' });
    const rows = await t.ctx.db
      .select({ status: scheduledJobs.status })
      .from(scheduledJobs)
      .where(like(scheduledJobs.key, `league-dual:${dualId}:%`));
    expect(rows).toEqual([{ status: 'cancelled' }]);
    const { dual } = await ok<{ dual: { id: number } }>(t, home.coach, 'POST', '/auth/duals', {
      rosterId: home.rosterId,
      opponentSchoolId: away.schoolId,
      site: 'home',
      startsAt: '2026-04-20T15:30:00Z',
      format: { preset: 'custom', singles: 3, doubles: 0, scoreFormat: 'SET3-S:6/TB7' },
    });
    await ok(t, home.coach, 'PUT', `/auth/duals/${dual.id}`, { startsAt: '2026-04-22T15:30:00Z' });
    const none = await t.ctx.db
      .select({ status: scheduledJobs.status })
      .from(scheduledJobs)
      .where(like(scheduledJobs.key, `league-dual:${dual.id}:%`));
    expect(none).toEqual([]);
  });
});
