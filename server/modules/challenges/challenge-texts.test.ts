import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coaches } from '../../db/schema/index';
import { TestClock } from '../../jobs/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, challengeChanges, ok, team, textsOf } from '../../test/challenge-factories';
import { isOneCleanLine } from '../../texts/one-line';

/**
 * Issue 29, items 7, 20, 21 and 22 for challenges: user text reaches the outbox as one clean line, scores
 * are written from the winner's side, a result is for a match that has been played, and texts follow the
 * team's language and time zone.
 */

const START = new Date('2026-04-01T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://courtside.example' }, { clock: new TestClock(START) });
});
afterAll(async () => {
  await t.close();
});

const inDays = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();
const EVIL_PLACE = 'Court 2\nVerify your account: https://evil.example/verify\r\n\u202Egpj.exe';

describe('challenge texts', () => {
  it('carry a hostile place as one clean line, shortened, in every text that names it', async () => {
    const { players } = await team(t, 3);
    const [p1, , p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const c = await ok(t, p3.token, 'POST', '/challenges', {
      skillLevel: 1,
      defenderId: p1.id,
      proposedAt: inDays(2),
      place: EVIL_PLACE,
    });
    await ok(t, p1.token, 'POST', `/challenges/${c.id}/accept`, { agreedAt: inDays(2) });
    const texts = await textsOf(t, c.id);
    expect(texts.map((x) => x.event)).toEqual(['issued', 'accepted']);
    for (const x of texts) {
      expect(isOneCleanLine(x.body), JSON.stringify(x.body)).toBe(true);
      expect(x.body).not.toMatch(/[\n\r\u202e]/);
      expect(x.body).toContain('at Court 2 Verify your account: https://evil.example/verify');
      expect(x.body).not.toContain('gpj.exe');
      expect(x.body).toMatch(/ https:\/\/courtside\.example\/challenges\/\d+$/);
    }
  });

  it('write the score from the winner side: the defender won 6-2 6-4, not 2-6 4-6', async () => {
    const { players } = await team(t, 3);
    const [p1, , p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const c = await ok(t, p3.token, 'POST', '/challenges', { skillLevel: 1, defenderId: p1.id });
    await ok(t, p1.token, 'POST', `/challenges/${c.id}/accept`, { agreedAt: inDays(1) });
    t.clock.advance({ days: 1, hours: 2 });
    // Scores are sent from side 1's point of view, the challenger's.
    const reported = await ok(t, p1.token, 'POST', `/challenges/${c.id}/report`, {
      winnerId: p1.id,
      score: '2-6 4-6',
    });
    expect(reported.report).toMatchObject({ winnerId: p1.id, score: '2-6 4-6' });
    await ok(t, p3.token, 'POST', `/challenges/${c.id}/confirm`);
    const texts = await textsOf(t, c.id);
    const reportedText = texts.find((x) => x.event === 'reported')!.body;
    expect(reportedText).toContain('P1 Player reported your challenge: P1 Player won 6-2 6-4.');
    expect(texts.find((x) => x.event === 'confirmed')!.body).toContain(
      'Your challenge result was confirmed: P1 Player won 6-2 6-4.',
    );
  });

  it("follow the team's language and time zone (the first coach's settings)", async () => {
    const { players, coach } = await team(t, 3);
    await t.ctx.db
      .update(coaches)
      .set({ uiSettings: { language: 'tr', timeZone: 'Europe/Istanbul' } })
      .where(eq(coaches.id, coach.id));
    const [p1, , p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const c = await ok(t, p3.token, 'POST', '/challenges', {
      skillLevel: 1,
      defenderId: p1.id,
      proposedAt: '2026-05-02T16:00:00Z',
    });
    const [issued] = await textsOf(t, c.id);
    expect(issued!.body).toMatch(
      /^P3 Player seni sıralamada maça davet etti, zaman: 2 May Cmt 19:00 GMT\+3\./,
    );
  });
});

describe('a challenge result before the agreed time', () => {
  it('is refused for a player, and the report action appears once the time has come', async () => {
    const { players, rosterId } = await team(t, 3);
    const [p1, , p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const c = await ok(t, p3.token, 'POST', '/challenges', { skillLevel: 1, defenderId: p1.id });
    const agreedAt = inDays(3);
    const accepted = await ok(t, p1.token, 'POST', `/challenges/${c.id}/accept`, { agreedAt });
    expect(accepted.actions).toEqual([]);

    const early = await call(t, p3.token, 'POST', `/challenges/${c.id}/report`, {
      winnerId: p3.id,
      score: '6-2 6-4',
    });
    expect([early.status, early.body.code, early.body.details]).toEqual([
      409,
      'challenge_not_played_yet',
      { agreedAt: new Date(agreedAt).toISOString() },
    ]);
    expect((await ok(t, p3.token, 'GET', `/challenges/${c.id}`)).status).toBe('accepted');

    t.clock.set(new Date(Date.parse(agreedAt) + 90 * 60_000));
    expect((await ok(t, p3.token, 'GET', `/challenges/${c.id}`)).actions).toEqual(['report']);
    const reported = await ok(t, p3.token, 'POST', `/challenges/${c.id}/report`, {
      winnerId: p3.id,
      score: '6-2 6-4',
    });
    // The confirm deadline falls after the match.
    expect(Date.parse(reported.deadlineAt!)).toBeGreaterThan(Date.parse(agreedAt));
    expect(await challengeChanges(t, rosterId)).toHaveLength(0);
  });

  it('is recorded by the coach only with an explicit confirmation that it was played early', async () => {
    const { players, rosterId, coachToken } = await team(t, 3);
    const [p1, , p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const c = await ok(t, p3.token, 'POST', '/challenges', { skillLevel: 1, defenderId: p1.id });
    const agreedAt = inDays(2);
    await ok(t, p1.token, 'POST', `/challenges/${c.id}/accept`, { agreedAt });

    const asked = await call(t, coachToken, 'POST', `/challenges/${c.id}/settle`, {
      winnerId: p3.id,
      score: '6-2 6-4',
    });
    expect([asked.status, asked.body.code, asked.body.details]).toEqual([
      409,
      'challenge_confirm_early',
      { agreedAt: new Date(agreedAt).toISOString() },
    ]);
    expect((await ok(t, coachToken, 'GET', `/challenges/${c.id}`)).status).toBe('accepted');
    expect(await challengeChanges(t, rosterId)).toHaveLength(0);

    const settled = await ok(t, coachToken, 'POST', `/challenges/${c.id}/settle`, {
      winnerId: p3.id,
      score: '6-2 6-4',
      confirmEarly: true,
    });
    expect(settled).toMatchObject({ status: 'confirmed', outcome: 'challenger_won' });
    expect(await challengeChanges(t, rosterId)).toHaveLength(1);
  });
});
