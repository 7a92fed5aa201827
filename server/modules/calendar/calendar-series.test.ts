/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- the replies are read as plain JSON; each assertion states the shape it expects */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';
import { TestClock } from '../../jobs/clock';

/** Issue 29 item 17: a weekly practice until a day; edit or delete one or all; in the feed. */

let t: TestApp;
beforeAll(async () => {
  // Monday 2 March 2026, 09:00 UTC.
  t = await buildTestApp({}, { clock: new TestClock(new Date('2026-03-02T09:00:00Z')) });
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function coach() {
  const c = await createCoach(t.ctx.db);
  const player = await createPlayer(t.ctx.db, { rosterId: c.rosterIds[0]!, schoolId: c.schoolId });
  return { c, token: await coachToken(t, c.id), playerToken: await playerToken(t, player.id) };
}

const practice = {
  name: 'Practice',
  startTime: '2026-03-04 15:00',
  endTime: '2026-03-04 16:30',
  place: 'Court 2',
  team: 1,
};

async function events(token: string) {
  const res = await call('GET', '/api/auth/getCalendarEvents?from=2026-03-01&to=2026-05-31', token);
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{
    csa_id: number;
    name: string;
    startTime: string;
    endTime: string;
    series: number | null;
  }>;
}

describe('a weekly series', () => {
  it("repeats weekly until the last day, at the local time in the coach's zone; players see every one", async () => {
    const s = await coach();
    const res = await call('POST', '/api/auth/addCalendarEvent', s.token, {
      ...practice,
      repeatUntil: '2026-03-25',
      timeZone: 'America/New_York',
    });
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json().data;
    expect(first).toMatchObject({ startTime: '2026-03-04 15:00', series: first.csa_id });
    const list = await events(s.token);
    // 10:00 in New York: 15:00 UTC before the change of 8 March, 14:00 UTC after.
    expect(list.map((e) => [e.startTime, e.endTime])).toEqual([
      ['2026-03-04 15:00', '2026-03-04 16:30'],
      ['2026-03-11 14:00', '2026-03-11 15:30'],
      ['2026-03-18 14:00', '2026-03-18 15:30'],
      ['2026-03-25 14:00', '2026-03-25 15:30'],
    ]);
    expect(new Set(list.map((e) => e.series))).toEqual(new Set([first.csa_id]));
    expect((await events(s.playerToken)).length).toBe(4);
  });

  it('refuses a last day before the first event, past a year, or an unknown zone; nothing is saved', async () => {
    const s = await coach();
    for (const extra of [
      { repeatUntil: '2026-03-03' },
      { repeatUntil: '2027-06-01' },
      { repeatUntil: '2026-03-25', timeZone: 'Mars/Olympus' },
      { repeatUntil: '2026-02-30' },
    ]) {
      const res = await call('POST', '/api/auth/addCalendarEvent', s.token, { ...practice, ...extra });
      expect(res.statusCode).toBe(400);
      expect(['series_invalid', 'validation_failed']).toContain(res.json().code);
    }
    expect(await events(s.token)).toEqual([]);
  });

  it('edits one or all not yet started; deletes one or all; a held one keeps its time', async () => {
    const s = await coach();
    const created = await call('POST', '/api/auth/addCalendarEvent', s.token, {
      ...practice,
      repeatUntil: '2026-03-25',
    });
    const ids = (await events(s.token)).map((e) => e.csa_id);
    expect(ids).toHaveLength(4);
    expect(created.json().data.csa_id).toBe(ids[0]);

    // One: only the second moves and is renamed.
    let res = await call('PUT', '/api/auth/editCalendarEvent', s.token, {
      ...practice,
      csa_id: ids[1],
      name: 'Match prep',
      startTime: '2026-03-12 15:00',
      endTime: '2026-03-12 16:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    let list = await events(s.token);
    expect(list.map((e) => [e.name, e.startTime])).toEqual([
      ['Practice', '2026-03-04 15:00'],
      ['Match prep', '2026-03-12 15:00'],
      ['Practice', '2026-03-18 15:00'],
      ['Practice', '2026-03-25 15:00'],
    ]);

    // The first is held (the clock passes it); "all" from the third moves it and every later one by an hour; earlier ones stay.
    t.clock.set(new Date('2026-03-05T09:00:00Z'));
    res = await call('PUT', '/api/auth/editCalendarEvent', s.token, {
      ...practice,
      csa_id: ids[2],
      scope: 'all',
      name: 'Practice (gym)',
      startTime: '2026-03-18 16:00',
      endTime: '2026-03-18 18:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    list = await events(s.token);
    expect(list.map((e) => [e.name, e.startTime, e.endTime])).toEqual([
      ['Practice', '2026-03-04 15:00', '2026-03-04 16:30'],
      ['Match prep', '2026-03-12 15:00', '2026-03-12 16:30'],
      ['Practice (gym)', '2026-03-18 16:00', '2026-03-18 18:00'],
      ['Practice (gym)', '2026-03-25 16:00', '2026-03-25 18:00'],
    ]);

    // Delete one, then all (the held first one stays).
    res = await call('DELETE', '/api/auth/deleteCalendarEvent', s.token, { csa_id: ids[3] });
    expect(res.json()).toEqual({ csa_id: ids[3], deleted: [ids[3]] });
    res = await call('DELETE', '/api/auth/deleteCalendarEvent', s.token, { csa_id: ids[1], scope: 'all' });
    expect(res.json()).toEqual({ csa_id: ids[1], deleted: [ids[1], ids[2]] });
    expect((await events(s.token)).map((e) => e.csa_id)).toEqual([ids[0]]);
    t.clock.set(new Date('2026-03-02T09:00:00Z'));
  });

  it('another coach can neither edit nor delete the series', async () => {
    const s = await coach();
    const other = await coach();
    await call('POST', '/api/auth/addCalendarEvent', s.token, { ...practice, repeatUntil: '2026-03-18' });
    const ids = (await events(s.token)).map((e) => e.csa_id);
    const edit = await call('PUT', '/api/auth/editCalendarEvent', other.token, {
      ...practice,
      csa_id: ids[0],
      team: '',
      scope: 'all',
    });
    expect([edit.statusCode, edit.json().code]).toEqual([404, 'event_not_found']);
    const del = await call('DELETE', '/api/auth/deleteCalendarEvent', other.token, {
      csa_id: ids[0],
      scope: 'all',
    });
    expect(del.statusCode).toBe(404);
    expect(await events(s.token)).toHaveLength(3);
  });

  it('the feed lists every occurrence as its own event (expanded, no RRULE)', async () => {
    const s = await coach();
    await call('POST', '/api/auth/addCalendarEvent', s.token, { ...practice, repeatUntil: '2026-03-18' });
    const url = (await call('GET', '/api/auth/calendar-feed', s.token)).json().url as string;
    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain('RRULE');
    expect(feed.body.match(/^DTSTART:20260304T150000Z\r?$/gm)).toHaveLength(1);
    expect(feed.body.match(/^SUMMARY:Practice\r?$/gm)).toHaveLength(3);
    expect(feed.body).toContain('DTSTART:20260318T150000Z');
  });
});

describe("asking is the coach's choice", () => {
  it('ask=true asks now without team settings; ask=false does not even when the settings say so', async () => {
    const s = await coach();
    let res = await call('POST', '/api/auth/addCalendarEvent', s.token, { ...practice, ask: 'true' });
    const asked = res.json().data.csa_id as number;
    await t.jobs.runDue();
    const q = (await call('GET', `/api/auth/availability/event/${asked}`, s.token)).json();
    expect(q.asked).toBe(true);
    await call('PUT', '/api/auth/availability/team/1/reminders', s.token, {
      onCreate: true,
      hoursBefore: [],
    });
    res = await call('POST', '/api/auth/addCalendarEvent', s.token, { ...practice, ask: false });
    const quiet = res.json().data.csa_id as number;
    await t.jobs.runDue();
    expect((await call('GET', `/api/auth/availability/event/${quiet}`, s.token)).json().asked).toBe(false);
  });
});
