import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  call,
  challengeChanges,
  matchOf,
  ok,
  positions,
  team,
  textsOf,
} from '../../test/challenge-factories';

/** Deadlines and reminders, fired by moving the app's clock and running due jobs (no sleeping). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://courtside.example' });
});
afterAll(async () => {
  await t.close();
});

/** An agreed time an hour ahead: the test moves the clock past it before reporting. */
const soon = () => new Date(t.clock.now().getTime() + 3_600_000).toISOString();
const issue = (token: string, defenderId: number) =>
  ok(t, token, 'POST', '/challenges', { skillLevel: 1, defenderId });

describe('challenge deadlines', () => {
  it('unanswered: a reminder a day before, then a forfeit that moves the ladder once', async () => {
    const { players, rosterId } = await team(t, 3);
    const [p1, p2, p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const c = await issue(p3.token, p1.id);
    t.clock.advance({ days: 1, hours: 23 });
    await t.jobs.runDue();
    expect((await textsOf(t, c.id)).map((x) => x.event)).toEqual(['issued']);
    t.clock.advance({ hours: 1 });
    await t.jobs.runDue();
    const texts = await textsOf(t, c.id);
    expect(texts.map((x) => [x.event, x.phone])).toEqual([
      ['issued', p1.phone],
      ['remind-answer', p1.phone],
    ]);
    expect(texts[1]!.body).toMatch(
      /^Reminder: answer P3 Player's challenge by .+ https:\/\/courtside\.example\/challenges\/\d+$/,
    );
    expect((await ok(t, p1.token, 'GET', `/challenges/${c.id}`)).status).toBe('issued');

    t.clock.advance({ days: 1 });
    await t.jobs.runDue();
    const done = await ok(t, p3.token, 'GET', `/challenges/${c.id}`);
    expect(done).toMatchObject({ status: 'forfeited', outcome: 'forfeit', actions: [] });
    const pos = await positions(t, rosterId);
    expect([pos.get(p3.id), pos.get(p1.id), pos.get(p2.id)]).toEqual([1, 2, 3]);
    t.clock.advance({ days: 10 });
    await t.jobs.runDue();
    expect(await challengeChanges(t, rosterId)).toHaveLength(1);
    expect(
      (await textsOf(t, c.id))
        .filter((x) => x.event === 'unanswered')
        .map((x) => x.phone)
        .sort(),
    ).toEqual([p1.phone, p3.phone].sort());
  });

  it('unanswered counts as nothing when the coach says so', async () => {
    const { players, rosterId, coachToken } = await team(t, 2);
    await call(t, coachToken, 'PUT', '/challenge-settings', {
      skillLevel: 1,
      unansweredCounts: 'nothing',
      answerDays: 1,
    });
    const c = await issue(players[1]!.token, players[0]!.id);
    t.clock.advance({ days: 1 });
    await t.jobs.runDue();
    expect((await ok(t, players[1]!.token, 'GET', `/challenges/${c.id}`)).status).toBe('expired');
    expect((await positions(t, rosterId)).get(players[1]!.id)).toBe(2);
  });

  it('accepted but not played in time: expired, the match leaves the lists, nothing moves', async () => {
    const { players, rosterId } = await team(t, 2);
    const [p1, p2] = players as [(typeof players)[0], (typeof players)[0]];
    const c = await issue(p2.token, p1.id);
    t.clock.advance({ days: 2 });
    await t.jobs.runDue();
    const accepted = await ok(t, p1.token, 'POST', `/challenges/${c.id}/accept`, { agreedAt: soon() });
    // The answer deadline's jobs were replaced by the play deadline's: nothing fires at day 3.
    t.clock.advance({ days: 1 });
    expect(await t.jobs.runDue()).toBe(0);
    t.clock.advance({ days: 5 });
    await t.jobs.runDue();
    expect((await textsOf(t, c.id)).filter((x) => x.event === 'remind-play')).toHaveLength(2);
    t.clock.advance({ days: 1 });
    await t.jobs.runDue();
    const done = await ok(t, p1.token, 'GET', `/challenges/${c.id}`);
    expect(done).toMatchObject({ status: 'expired', outcome: 'none', matchId: null });
    expect(await matchOf(t, accepted.matchId!)).toBeUndefined();
    expect((await positions(t, rosterId)).get(p2.id)).toBe(2);
  });

  it('a reported result nobody answers is confirmed after the confirm days, and the ladder moves', async () => {
    const { players, rosterId } = await team(t, 2);
    const [p1, p2] = players as [(typeof players)[0], (typeof players)[0]];
    const c = await issue(p2.token, p1.id);
    await ok(t, p1.token, 'POST', `/challenges/${c.id}/accept`, { agreedAt: soon() });
    t.clock.advance({ hours: 2 });
    await ok(t, p2.token, 'POST', `/challenges/${c.id}/report`, { winnerId: p2.id, score: '7-6(5) 6-4' });
    t.clock.advance({ days: 1 });
    await t.jobs.runDue();
    expect((await textsOf(t, c.id)).filter((x) => x.event === 'remind-confirm').map((x) => x.phone)).toEqual([
      p1.phone,
    ]);
    t.clock.advance({ days: 1 });
    await t.jobs.runDue();
    const done = await ok(t, p1.token, 'GET', `/challenges/${c.id}`);
    expect(done).toMatchObject({ status: 'confirmed', outcome: 'challenger_won' });
    expect((await positions(t, rosterId)).get(p2.id)).toBe(1);
    expect((await matchOf(t, done.matchId!))?.score).toBe('7-6(5) 6-4');
  });

  it('a dispute stops the confirm deadline', async () => {
    const { players } = await team(t, 2);
    const [p1, p2] = players as [(typeof players)[0], (typeof players)[0]];
    const c = await issue(p2.token, p1.id);
    await ok(t, p1.token, 'POST', `/challenges/${c.id}/accept`, { agreedAt: soon() });
    t.clock.advance({ hours: 2 });
    await ok(t, p2.token, 'POST', `/challenges/${c.id}/report`, { winnerId: p2.id, score: '6-4 6-4' });
    await ok(t, p1.token, 'POST', `/challenges/${c.id}/dispute`, {});
    t.clock.advance({ days: 30 });
    await t.jobs.runDue();
    expect((await ok(t, p1.token, 'GET', `/challenges/${c.id}`)).status).toBe('disputed');
  });

  it('two servers running due jobs at once forfeit each challenge once and move the ladder once', async () => {
    // PostgreSQL: a second app with its own pool on the same database; PGlite: one process, so the second app shares it.
    const other = await buildTestApp(
      { PUBLIC_URL: 'https://courtside.example' },
      { database: t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.database, clock: t.clock },
    );
    try {
      const teams = await Promise.all([team(t, 3), team(t, 3), team(t, 3)]);
      const ids = [];
      for (const x of teams) ids.push((await issue(x.players[2]!.token, x.players[0]!.id)).id);
      t.clock.advance({ days: 3 });
      await Promise.all([t.jobs.runDue(), other.jobs.runDue(), t.jobs.runDue(), other.jobs.runDue()]);
      for (const [i, x] of teams.entries()) {
        expect(await challengeChanges(t, x.rosterId)).toHaveLength(1);
        const pos = await positions(t, x.rosterId);
        expect([pos.get(x.players[2]!.id), pos.get(x.players[0]!.id), pos.get(x.players[1]!.id)]).toEqual([
          1, 2, 3,
        ]);
        expect((await textsOf(t, ids[i]!)).filter((m) => m.event === 'unanswered')).toHaveLength(2);
      }
    } finally {
      await other.close();
      if (t.databaseUrl) await other.database.close();
    }
  });
});
