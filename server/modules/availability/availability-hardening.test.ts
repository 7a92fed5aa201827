/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- the replies are read as plain JSON; each assertion states the shape it expects */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { smsJobs } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';
import { formatCalendarTime } from '../../../contract/calendar';
import { TestClock } from '../../jobs/clock';
import { signAnswerLink } from './answer-links';

/** Issue 29: attendance before the start, an old answer link after a move, grouped counts, the first ask. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { clock: new TestClock(new Date('2026-03-02T10:00:00Z')) });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const at = (ms: number) => formatCalendarTime(new Date(t.clock.now().getTime() + ms));
const instant = (text: string) => new Date(`${text.replace(' ', 'T')}:00Z`);

async function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function team() {
  const coach = await createCoach(t.ctx.db);
  const rosterId = coach.rosterIds[0]!;
  const players = [];
  for (const name of ['Ana', 'Ben', 'Cem'])
    players.push(await createPlayer(t.ctx.db, { rosterId, schoolId: coach.schoolId, firstName: name }));
  const other = await createCoach(t.ctx.db);
  return {
    coach,
    rosterId,
    players,
    coachToken: await coachToken(t, coach.id),
    otherToken: await coachToken(t, other.id),
    tokens: await Promise.all(players.map((p) => playerToken(t, p.id))),
  };
}

async function addEvent(token: string, startInMs: number, name = 'Practice') {
  const res = await call('POST', '/api/auth/addCalendarEvent', token, {
    name,
    startTime: at(startInMs),
    endTime: at(startInMs + 2 * HOUR),
    team: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { csa_id: number } }>().data.csa_id;
}

const texts = async (prefix: string) =>
  t.ctx.db
    .select()
    .from(smsJobs)
    .where(like(smsJobs.dedupeKey, `${prefix}%`));

describe('attendance waits for the start', () => {
  it('refuses marks before the start (nothing saved, not in the season rate), takes them from the start', async () => {
    const s = await team();
    const id = await addEvent(s.coachToken, 7 * 24 * HOUR);
    const marks = { marks: s.players.map((p) => ({ playerId: p.id, mark: 'present' })) };
    let res = await call('GET', `/api/auth/availability/event/${id}/attendance`, s.coachToken);
    expect(res.json().open).toBe(false);
    res = await call('PUT', `/api/auth/availability/event/${id}/attendance`, s.coachToken, marks);
    expect([res.statusCode, res.json().code]).toEqual([409, 'attendance_too_early']);
    let rates = (await call('GET', '/api/auth/availability/team/1/attendance', s.coachToken)).json();
    expect(rates.data.map((r: { present: number }) => r.present)).toEqual([0, 0, 0]);

    t.clock.advance({ days: 7, ms: -60_000 });
    res = await call('PUT', `/api/auth/availability/event/${id}/attendance`, s.coachToken, marks);
    expect(res.json().code).toBe('attendance_too_early');
    t.clock.advance({ minutes: 1 });
    res = await call('PUT', `/api/auth/availability/event/${id}/attendance`, s.coachToken, marks);
    expect(res.statusCode).toBe(200);
    expect(res.json().open).toBe(true);
    rates = (await call('GET', '/api/auth/availability/team/1/attendance', s.coachToken)).json();
    expect(rates.data.map((r: { rate: number }) => r.rate)).toEqual([1, 1, 1]);
  });
});

describe('an answer link is for the time it asked about', () => {
  it('after the event moves later, the texted link is refused (409 answer_link_moved) and the new ask answers', async () => {
    const s = await team();
    await call('PUT', '/api/auth/availability/team/1/reminders', s.coachToken, {
      onCreate: true,
      hoursBefore: [],
    });
    const id = await addEvent(s.coachToken, 48 * HOUR);
    await t.jobs.runDue();
    const sent = await texts(`avail:event:${id}:`);
    const ana = sent.find((x) => x.phone === s.players[0]!.phone)!;
    const oldToken = /\/a\/(\S+)$/.exec(ana.body)![1]!;
    expect((await call('GET', `/api/availability-link/${oldToken}`)).statusCode).toBe(200);

    const moved = await call('PUT', '/api/auth/editCalendarEvent', s.coachToken, {
      csa_id: id,
      name: 'Practice',
      startTime: at(72 * HOUR),
      endTime: at(74 * HOUR),
      team: 1,
    });
    expect(moved.statusCode).toBe(200);
    for (const method of ['GET', 'PUT'] as const) {
      const res = await call(
        method,
        `/api/availability-link/${oldToken}`,
        undefined,
        method === 'PUT' ? { answer: 'going' } : undefined,
      );
      expect([res.statusCode, res.json().code]).toEqual([409, 'answer_link_moved']);
    }
    expect((await call('GET', `/api/auth/availability/event/${id}`, s.coachToken)).json().counts.going).toBe(
      0,
    );

    await t.jobs.runDue();
    const again = (await texts(`avail:event:${id}:`)).filter(
      (x) => x.phone === s.players[0]!.phone && x.id !== ana.id,
    );
    expect(again).toHaveLength(1);
    const newToken = /\/a\/(\S+)$/.exec(again[0]!.body)![1]!;
    const res = await call('PUT', `/api/availability-link/${newToken}`, undefined, { answer: 'going' });
    expect(res.statusCode).toBe(200);
    expect(res.json().subject.startTime).toBe(at(72 * HOUR));
  });

  it('a link of the first form (no start in it) answers until the event moves', async () => {
    const s = await team();
    const id = await addEvent(s.coachToken, 48 * HOUR);
    const end = instant(at(50 * HOUR));
    const link = signAnswerLink(t.ctx.secret, {
      kind: 'event',
      subjectId: id,
      playerId: s.players[1]!.id,
      expiresAt: end,
    });
    expect((await call('GET', `/api/availability-link/${link}`)).statusCode).toBe(200);
    await call('PUT', '/api/auth/editCalendarEvent', s.coachToken, {
      csa_id: id,
      name: 'Practice',
      startTime: at(49 * HOUR),
      endTime: at(51 * HOUR),
      team: 1,
    });
    expect((await call('GET', `/api/availability-link/${link}`)).json().code).toBe('answer_link_moved');
  });
});

describe('the calendar reads answer counts in one statement', () => {
  /** Counts the statements the database client runs while `work` runs. */
  async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
    const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const original = client.query;
    let n = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      n += 1;
      return original.apply(this, args);
    };
    try {
      await work();
    } finally {
      client.query = original;
    }
    return n;
  }

  it('summaries of 12 events take as many statements as of 1, and count right for coach and player', async () => {
    const s = await team();
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await addEvent(s.coachToken, (30 + i * 24) * HOUR));
    await call('PUT', `/api/auth/availability/event/${ids[0]}/answer`, s.tokens[0], { answer: 'going' });
    await call('PUT', `/api/auth/availability/event/${ids[0]}/answer`, s.tokens[1], { answer: 'not_going' });
    await call('PUT', `/api/auth/availability/event/${ids[3]}/answer`, s.tokens[0], { answer: 'maybe' });
    const read = (token: string, list: number[]) =>
      call('GET', `/api/auth/availability/summaries?kind=event&ids=${list.join(',')}`, token);

    const one = await statementsDuring(() => read(s.coachToken, [ids[0]!]));
    let reply: Awaited<ReturnType<typeof read>> | undefined;
    const twelve = await statementsDuring(async () => {
      reply = await read(s.coachToken, ids);
    });
    expect(twelve).toBe(one);
    const data = reply!.json().data;
    expect(data).toHaveLength(12);
    expect(data[0]).toEqual({
      kind: 'event',
      id: ids[0],
      counts: { going: 1, maybe: 0, not_going: 1, unanswered: 1 },
      mine: null,
      closed: false,
    });
    expect(data[3].counts).toEqual({ going: 0, maybe: 1, not_going: 0, unanswered: 2 });
    expect(data[5].counts).toEqual({ going: 0, maybe: 0, not_going: 0, unanswered: 3 });

    const asAna = (await read(s.tokens[0]!, [ids[0]!, ids[3]!, ids[5]!])).json().data;
    expect(asAna.map((d: { mine: string | null }) => d.mine)).toEqual(['going', 'maybe', null]);
    // Another school's coach reads none of them.
    expect((await read(s.otherToken, ids)).json().data).toEqual([]);
  });
});

describe('asking is not reminding', () => {
  it('the coach\'s first send asks ("Are you going?"); only a later one is a reminder', async () => {
    const s = await team();
    const id = await addEvent(s.coachToken, 48 * HOUR, 'Serve clinic');
    let body = (await call('GET', `/api/auth/availability/event/${id}`, s.coachToken)).json();
    expect(body.asked).toBe(false);
    const first = await call('POST', `/api/auth/availability/event/${id}/remind`, s.coachToken);
    expect(first.json().sent).toBe(3);
    const asks = await texts(`avail:event:${id}:`);
    expect(asks.every((x) => x.body.startsWith('Are you going?'))).toBe(true);
    body = (await call('GET', `/api/auth/availability/event/${id}`, s.coachToken)).json();
    expect(body.asked).toBe(true);
    t.clock.advance({ minutes: 60 });
    expect((await call('POST', `/api/auth/availability/event/${id}/remind`, s.coachToken)).json().sent).toBe(
      3,
    );
    const all = await texts(`avail:event:${id}:`);
    expect(all.filter((x) => x.body.startsWith('Reminder:'))).toHaveLength(3);
  });
});
