import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createLadderTeam } from '../test/match-factories';
import { SessionChecks } from './session-checks';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('batched session checks', () => {
  it('answers each of many concurrent checks for its own session, in fewer statements', async () => {
    const team = await createLadderTeam(t.ctx.db, [1]);
    const ids = Array.from({ length: 6 }, (_, i) => `batch-${i}-${Date.now()}`);
    await t.ctx.db.insert(sessions).values(
      ids.map((id, i) => ({
        id,
        userType: 1,
        userId: team.coach.id,
        revokedAt: i % 3 === 0 ? new Date() : null,
      })),
    );
    const checks = new SessionChecks(t.ctx.db);
    const asked = Array.from({ length: 60 }, (_, n) => ids[(n * 7) % ids.length]!);
    const states = await Promise.all(
      asked.map((sessionId, n) =>
        checks.check({
          sessionId,
          stamp: n % 2 === 0 ? 'ladder' : null,
          schoolId: team.coach.schoolId,
          coachId: team.coach.id,
          playerId: 0,
        }),
      ),
    );
    states.forEach((state, n) => {
      const live = ids.indexOf(asked[n]!) % 3 !== 0;
      expect(state.live).toBe(live);
      if (live && n % 2 === 0) expect(state.stamp).toMatch(new RegExp(`^${team.rosterId}:\\d+$`));
      else expect(state.stamp).toBeNull();
    });
    expect(checks.statements).toBeGreaterThanOrEqual(1);
    expect(checks.statements).toBeLessThan(asked.length / 5);
  });

  it('answers an unknown session as not live', async () => {
    const checks = new SessionChecks(t.ctx.db);
    expect(
      await checks.check({ sessionId: 'nope', stamp: 'ladder', schoolId: 1, coachId: 1, playerId: 0 }),
    ).toEqual({
      live: false,
      stamp: null,
    });
  });
});
