import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatCalendarTime } from '../../contract/calendar';
import { availabilityAnswers, idempotencyKeys } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createDualRow } from '../test/dual-scoring-factories';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../test/factories';
import { createLadderTeam } from '../test/match-factories';
import { REPLAYED_HEADER } from './idempotency';

/*
 * The changes the web app queues offline (issue 33) and sends when the connection returns: a player's
 * availability answer and a coach's line result. Each carries the Idempotency-Key the device made when
 * it queued it, so a resend (the answer was lost) changes nothing; a line result carries the line as the
 * coach saw it, so a result changed meanwhile is refused (409) instead of overwritten.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let keys = 0;
const newKey = () => `offline-${process.pid}-${++keys}-${Math.random().toString(36).slice(2)}`;

describe('an availability answer queued offline', () => {
  it('is saved once however often it is sent with its key; a later answer with a new key replaces it', async () => {
    const coach = await createCoach(t.ctx.db);
    const player = await createPlayer(t.ctx.db, { rosterId: coach.rosterIds[0]!, schoolId: coach.schoolId });
    const at = (ms: number) => formatCalendarTime(new Date(t.clock.now().getTime() + ms));
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/auth/addCalendarEvent',
      headers: bearer(await coachToken(t, coach.id)),
      payload: { name: 'Practice', startTime: at(86_400_000), endTime: at(90_000_000), team: 1 },
    });
    expect(event.statusCode, event.body).toBe(200);
    const id = event.json<{ data: { csa_id: number } }>().data.csa_id;
    const auth = bearer(await playerToken(t, player.id));
    const key = newKey();
    const send = (answer: string, idempotencyKey: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/availability/event/${id}/answer`,
        headers: { ...auth, 'idempotency-key': idempotencyKey },
        payload: { answer, note: 'At the courts' },
      });

    const first = await send('going', key);
    expect(first.statusCode, first.body).toBe(200);
    const [saved] = await t.ctx.db
      .select()
      .from(availabilityAnswers)
      .where(eq(availabilityAnswers.playerId, player.id));
    // The device sends it again (the first answer was lost on the way): the first answer, nothing written.
    const again = await send('going', key);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.ctx.db
      .select()
      .from(availabilityAnswers)
      .where(eq(availabilityAnswers.playerId, player.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.answeredAt).toEqual(saved!.answeredAt);
    const claimed = await t.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userKind, 'player'), eq(idempotencyKeys.key, key)));
    expect(claimed).toHaveLength(1);

    // The same key with another answer is refused: a key stands for one change.
    expect((await send('maybe', key)).statusCode).toBe(422);
    // The player's next change is queued with its own key.
    expect((await send('not_going', newKey())).statusCode).toBe(200);
    const [now] = await t.ctx.db
      .select()
      .from(availabilityAnswers)
      .where(eq(availabilityAnswers.playerId, player.id));
    expect(now!.answer).toBe('not_going');
  });
});

describe('a line result queued offline', () => {
  async function world() {
    const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4, 5, 6, 7, 8]);
    const id = (i: number) => team.players[i]!.id;
    const dual = await createDualRow(t.ctx.db, {
      rosterId: team.rosterId,
      lineup: { S1: [id(0)], S2: [id(1)], S3: [id(2)], D1: [id(3), id(4)], D2: [id(5), id(6)] },
      published: true,
    });
    const auth = bearer(await coachToken(t, team.coach.id));
    const save = (body: object, key?: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/duals/${dual.id}/lines/S1/result`,
        headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
        payload: body,
      });
    const line = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/duals/${dual.id}/scoring`,
        headers: auth,
      });
      return res.json<{ scoring: { lines: { line: string; score: string | null }[] } }>().scoring.lines[0]!;
    };
    return { save, line };
  }
  const NONE = { score: null, outcome: null, winnerSide: null };

  it('is saved when the line still holds what the coach saw, and once however often it is sent', async () => {
    const { save, line } = await world();
    const key = newKey();
    const body = { score: '6-4 6-4', outcome: 'completed', winnerSide: 1, expected: NONE };
    const first = await save(body, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await save(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    // Sent again without its key (an older queue): the line holds this very result, so it stands.
    expect((await save(body)).statusCode).toBe(200);
    expect((await line()).score).toBe('6-4 6-4');
  });

  it('is refused with the line as it is now when another result was saved meanwhile', async () => {
    const { save, line } = await world();
    // Another coach (or another device) saved a result while this one was offline.
    expect((await save({ score: '6-3 6-3', outcome: 'completed', winnerSide: 1 })).statusCode).toBe(200);
    const queued = await save(
      { score: '4-6 4-6', outcome: 'completed', winnerSide: 2, expected: NONE },
      newKey(),
    );
    expect(queued.statusCode).toBe(409);
    expect(queued.json()).toMatchObject({
      code: 'dual_line_changed',
      details: { score: '6-3 6-3', outcome: 'completed', winnerSide: 1 },
    });
    expect((await line()).score).toBe('6-3 6-3');
    // The coach chose theirs after seeing both: sent again expecting the line as it is now, it is saved.
    const resolved = await save(
      {
        score: '4-6 4-6',
        outcome: 'completed',
        winnerSide: 2,
        expected: { score: '6-3 6-3', outcome: 'completed', winnerSide: 1 },
      },
      newKey(),
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await line()).score).toBe('4-6 4-6');
  });
});
