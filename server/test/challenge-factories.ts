import { and, eq, like } from 'drizzle-orm';
import type { Challenge } from '../../contract/challenges';
import { coaches, ladderChanges, rosterPlayers, smsJobs, tennisMatches } from '../db/schema/index';
import type { TestApp } from './build-test-app';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from './factories';

/** Test helpers of the challenge API tests: a team with a ladder, calls, what the ladder and outbox hold. */

export async function team(t: TestApp, size: number, opts: { max?: number } = {}) {
  const coach = await createCoach(t.ctx.db, { teamTypes: [1] });
  const rosterId = coach.rosterIds[0]!;
  const list = [];
  for (let i = 0; i < size; i++) {
    const p = await createPlayer(t.ctx.db, {
      schoolId: coach.schoolId,
      rosterId,
      position: i + 1,
      firstName: `P${i + 1}`,
    });
    list.push({ ...p, token: await playerToken(t, p.id) });
  }
  if (opts.max !== undefined) {
    await t.ctx.db.update(coaches).set({ maxChallengePositions: opts.max }).where(eq(coaches.id, coach.id));
  }
  return { coach, coachToken: await coachToken(t, coach.id), rosterId, players: list };
}

export async function call(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) {
  const res = await t.app.inject({
    method,
    url: `/api/auth${url}`,
    headers: { ...bearer(token), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

/** A call that must succeed with a challenge. */
export async function ok(t: TestApp, token: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await call(t, token, method, url, body ?? (method === 'POST' ? {} : undefined));
  if (res.status !== 200) throw new Error(`${method} ${url} -> ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.challenge as Challenge;
}

/** Player id -> position on the team's ladder. */
export async function positions(t: TestApp, rosterId: number): Promise<Map<number, number | null>> {
  const rows = await t.ctx.db.select().from(rosterPlayers).where(eq(rosterPlayers.rosterId, rosterId));
  return new Map(rows.map((r) => [r.playerId, r.position]));
}

/** The texts queued about a challenge: [event, phone, body]. */
export async function textsOf(t: TestApp, challengeId: number) {
  const rows = await t.ctx.db
    .select()
    .from(smsJobs)
    .where(like(smsJobs.dedupeKey, `challenge:${challengeId}:%`))
    .orderBy(smsJobs.id);
  return rows.map((r) => ({ event: r.dedupeKey!.split(':')[2]!, phone: r.phone, body: r.body }));
}

export async function challengeChanges(t: TestApp, rosterId: number) {
  return t.ctx.db
    .select()
    .from(ladderChanges)
    .where(and(eq(ladderChanges.rosterId, rosterId), eq(ladderChanges.reason, 'challenge')));
}

export async function matchOf(t: TestApp, id: number) {
  const [m] = await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.id, id));
  return m;
}
