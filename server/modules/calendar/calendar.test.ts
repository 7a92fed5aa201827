import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CalendarEvent } from '../../../contract/calendar';
import { calendarEvents, coachTeams, coaches } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createEvent } from '../../test/calendar-factories';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';
import { form } from '../../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Fields = Record<string, string | number>;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, fields: Fields, token?: string) =>
  t.app.inject({
    method,
    url,
    ...form(fields),
    headers: { ...form(fields).headers, ...(token ? bearer(token) : {}) },
  });
const list = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/getCalendarEvents', headers: token ? bearer(token) : {} });

/** A coach with a team, signed in. */
async function coachWithTeam() {
  const coach = await createCoach(t.ctx.db);
  return { coach, token: await coachToken(t, coach.id) };
}

/** What a coach's own event without place or team adds to SPEC.md's six fields. */
const ownNoTeam = { place: '', team: null, mine: true, series: null };

const practice = {
  name: 'Practice',
  description: 'Courts 1-4',
  startTime: '2030-04-10 15:00',
  endTime: '2030-04-10 16:30',
  date: '2030-04-10 15:00',
};

describe('GET /api/auth/getCalendarEvents', () => {
  it('answers 401 without a token', async () => {
    const res = await list();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('error');
  });

  it("gives a coach their own events only, ordered by start, times as 'YYYY-MM-DD HH:mm' UTC", async () => {
    const { coach, token } = await coachWithTeam();
    // A colleague at the same school, even on the same team, keeps their own calendar.
    const colleague = await createCoach(t.ctx.db, { schoolId: coach.schoolId, teamTypes: [] });
    await t.ctx.db.insert(coachTeams).values({ coachId: colleague.id, rosterId: coach.rosterIds[0]! });
    const late = await createEvent(t.ctx.db, coach.id, {
      name: 'Late',
      start: '2030-05-01T18:00:00Z',
      end: '2030-05-01T19:00:00Z',
    });
    const early = await createEvent(t.ctx.db, coach.id, {
      name: 'Early',
      description: 'Bring water',
      start: '2030-04-01T07:05:00Z',
      end: '2030-04-01T08:00:00Z',
    });
    await createEvent(t.ctx.db, colleague.id, { name: 'Not yours' });

    const res = await list(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          csa_id: early.id,
          name: 'Early',
          description: 'Bring water',
          startTime: '2030-04-01 07:05',
          endTime: '2030-04-01 08:00',
          date: '2030-04-01 07:05',
          ...ownNoTeam,
        },
        {
          csa_id: late.id,
          name: 'Late',
          description: '',
          startTime: '2030-05-01 18:00',
          endTime: '2030-05-01 19:00',
          date: '2030-05-01 18:00',
          ...ownNoTeam,
        },
      ],
      matches: [],
      duals: [],
    });
  });

  it('answers an empty list (never null) for a coach without events', async () => {
    const { token } = await coachWithTeam();
    const res = await list(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], matches: [], duals: [] });
  });

  it("gives a player the events of every coach of their team, and no other team's", async () => {
    const { coach } = await coachWithTeam();
    const coCoach = await createCoach(t.ctx.db, { schoolId: coach.schoolId, teamTypes: [] });
    const { db } = t.ctx;
    await db.insert(coachTeams).values({ coachId: coCoach.id, rosterId: coach.rosterIds[0]! });
    const otherTeamCoach = await createCoach(t.ctx.db, { schoolId: coach.schoolId, teamTypes: [3] });
    const player = await createPlayer(db, { schoolId: coach.schoolId, rosterId: coach.rosterIds[0]! });
    const a = await createEvent(db, coach.id, { name: 'Team practice', start: '2030-04-02T15:00:00Z' });
    const b = await createEvent(db, coCoach.id, { name: 'Fitness', start: '2030-04-03T15:00:00Z' });
    await createEvent(db, otherTeamCoach.id, { name: 'Girls practice' });

    const res = await list(await playerToken(t, player.id));
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: CalendarEvent[] }>().data.map((e) => [e.csa_id, e.name])).toEqual([
      [a.id, 'Team practice'],
      [b.id, 'Fitness'],
    ]);
  });

  it('answers an empty list for a player without a team', async () => {
    const { coach } = await coachWithTeam();
    await createEvent(t.ctx.db, coach.id);
    const player = await createPlayer(t.ctx.db, { schoolId: coach.schoolId });
    const res = await list(await playerToken(t, player.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], matches: [], duals: [] });
  });
});

describe('POST /api/auth/addCalendarEvent', () => {
  const url = '/api/auth/addCalendarEvent';

  it('answers 401 without a token', async () => {
    expect((await send('POST', url, practice)).statusCode).toBe(401);
  });

  it('answers 403 to a player', async () => {
    const { coach } = await coachWithTeam();
    const player = await createPlayer(t.ctx.db, { schoolId: coach.schoolId, rosterId: coach.rosterIds[0]! });
    const res = await send('POST', url, practice, await playerToken(t, player.id));
    expect(res.statusCode).toBe(403);
    expect(
      await t.ctx.db.select().from(calendarEvents).where(eq(calendarEvents.coachId, coach.id)),
    ).toHaveLength(0);
  });

  it('adds an event from a form, stores the UTC instant and answers it', async () => {
    const { coach, token } = await coachWithTeam();
    const res = await send('POST', url, practice, token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: CalendarEvent }>();
    expect(data).toEqual({ csa_id: expect.any(Number) as number, ...practice, ...ownNoTeam });
    const [row] = await t.ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, data.csa_id));
    expect(row?.coachId).toBe(coach.id);
    expect(row?.startsAt.toISOString()).toBe('2030-04-10T15:00:00.000Z');
    expect(row?.endsAt.toISOString()).toBe('2030-04-10T16:30:00.000Z');
    expect((await list(token)).json<{ data: CalendarEvent[] }>().data).toEqual([data]);
  });

  it('accepts the ISO form and a JSON body, normalized to minute precision UTC', async () => {
    const { token } = await coachWithTeam();
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: {
        name: '  Match vs. North  ',
        startTime: '2030-04-10T18:30:45.123+03:00',
        endTime: '2030-04-10T17:00:00.000Z',
        date: '2030-04-10T15:30:00.000Z',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: CalendarEvent }>().data).toMatchObject({
      name: 'Match vs. North',
      description: '',
      startTime: '2030-04-10 15:30',
      endTime: '2030-04-10 17:00',
      date: '2030-04-10 15:30',
    });
  });

  it('answers 404, not 500, to a still-valid token of a deleted coach', async () => {
    const { coach, token } = await coachWithTeam();
    await t.ctx.db.delete(coaches).where(eq(coaches.id, coach.id));
    const res = await send('POST', url, practice, token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'coach not found', code: 'coach_not_found' });
  });

  it('keeps text as typed, including non-Latin letters and punctuation', async () => {
    const { token } = await coachWithTeam();
    const res = await send(
      'POST',
      url,
      { ...practice, name: 'تمرين; Antrenman, "A"', description: 'Line 1\nLine 2' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: CalendarEvent }>().data).toMatchObject({
      name: 'تمرين; Antrenman, "A"',
      description: 'Line 1\nLine 2',
    });
  });

  it.each<[string, Fields, string]>([
    ['no name', { ...practice, name: '' }, 'name'],
    ['a blank name', { ...practice, name: '   ' }, 'name'],
    ['a name over 200 characters', { ...practice, name: 'n'.repeat(201) }, 'name'],
    ['a description over 2000 characters', { ...practice, description: 'd'.repeat(2001) }, 'description'],
    ['no start', { name: 'x', endTime: '2030-04-10 16:30' }, 'startTime'],
    ['no end', { name: 'x', startTime: '2030-04-10 16:30' }, 'endTime'],
    ['a start in another format', { ...practice, startTime: '04/10/2030 3:00 PM' }, 'startTime'],
    ['a local time without zone', { ...practice, startTime: '2030-04-10T15:00:00' }, 'startTime'],
    ['a date that does not exist', { ...practice, startTime: '2030-02-30 15:00' }, 'startTime'],
    ['an hour that does not exist', { ...practice, endTime: '2030-04-10 25:00' }, 'endTime'],
    ['an end before the start', { ...practice, endTime: '2030-04-10 14:00' }, 'endTime'],
    ['an end equal to the start', { ...practice, endTime: '2030-04-10 15:00' }, 'endTime'],
    ['a bad date field', { ...practice, date: 'Wednesday' }, 'date'],
  ])('answers 400 to %s', async (_label, fields, field) => {
    const { coach, token } = await coachWithTeam();
    const res = await send('POST', url, fields, token);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(field);
    expect(
      await t.ctx.db.select().from(calendarEvents).where(eq(calendarEvents.coachId, coach.id)),
    ).toHaveLength(0);
  });
});

describe('PUT /api/auth/editCalendarEvent', () => {
  const url = '/api/auth/editCalendarEvent';
  const moved = {
    name: 'Practice (moved)',
    description: '',
    startTime: '2030-04-11 09:00',
    endTime: '2030-04-11 10:00',
    date: '2030-04-11 09:00',
  };

  it('answers 401 without a token', async () => {
    expect((await send('PUT', url, { ...moved, csa_id: 1 })).statusCode).toBe(401);
  });

  it("answers 403 to a player, even for their coach's event", async () => {
    const { coach } = await coachWithTeam();
    const event = await createEvent(t.ctx.db, coach.id, { name: 'Keep' });
    const player = await createPlayer(t.ctx.db, { schoolId: coach.schoolId, rosterId: coach.rosterIds[0]! });
    const res = await send('PUT', url, { ...moved, csa_id: event.id }, await playerToken(t, player.id));
    expect(res.statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, event.id));
    expect(row?.name).toBe('Keep');
  });

  it("answers 404 for another coach's event (same school) and for an unknown id", async () => {
    const { coach, token } = await coachWithTeam();
    const colleague = await createCoach(t.ctx.db, { schoolId: coach.schoolId, teamTypes: [] });
    const theirs = await createEvent(t.ctx.db, colleague.id, { name: 'Theirs' });
    const res = await send('PUT', url, { ...moved, csa_id: theirs.id }, token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'event not found', code: 'event_not_found' });
    const [row] = await t.ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, theirs.id));
    expect(row?.name).toBe('Theirs');
    expect((await send('PUT', url, { ...moved, csa_id: 2_000_000_000 }, token)).statusCode).toBe(404);
  });

  it.each<[string, Fields, string]>([
    ['no csa_id', { ...moved }, 'csa_id'],
    ['a csa_id that is not a number', { ...moved, csa_id: 'abc' }, 'csa_id'],
    ['an end before the start', { ...moved, csa_id: 1, endTime: '2030-04-11 08:00' }, 'endTime'],
    ['a day that does not exist', { ...moved, csa_id: 1, startTime: '2030-04-31 09:00' }, 'startTime'],
    ['no name', { ...moved, csa_id: 1, name: '' }, 'name'],
  ])('answers 400 to %s', async (_label, fields, field) => {
    const { token } = await coachWithTeam();
    const res = await send('PUT', url, fields, token);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(field);
  });

  it('replaces the event (moving it) and answers the saved event', async () => {
    const { coach, token } = await coachWithTeam();
    const event = await createEvent(t.ctx.db, coach.id, { name: 'Practice', description: 'old' });
    const res = await send('PUT', url, { ...moved, csa_id: event.id }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { csa_id: event.id, ...moved, ...ownNoTeam } });
    const [row] = await t.ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, event.id));
    expect(row?.startsAt.toISOString()).toBe('2030-04-11T09:00:00.000Z');
    expect(row?.description).toBe('');
    expect(row?.sequence).toBe(1);
  });
});

describe('DELETE /api/auth/deleteCalendarEvent', () => {
  const url = '/api/auth/deleteCalendarEvent';

  it('answers 401 without a token', async () => {
    expect((await send('DELETE', url, { csa_id: 1 })).statusCode).toBe(401);
  });

  it('answers 403 to a player', async () => {
    const { coach } = await coachWithTeam();
    const event = await createEvent(t.ctx.db, coach.id);
    const player = await createPlayer(t.ctx.db, { schoolId: coach.schoolId, rosterId: coach.rosterIds[0]! });
    expect(
      (await send('DELETE', url, { csa_id: event.id }, await playerToken(t, player.id))).statusCode,
    ).toBe(403);
    expect(await t.ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, event.id))).toHaveLength(
      1,
    );
  });

  it("answers 404 for another coach's event and leaves it", async () => {
    const { token } = await coachWithTeam();
    const other = await createCoach(t.ctx.db);
    const theirs = await createEvent(t.ctx.db, other.id);
    const res = await send('DELETE', url, { csa_id: theirs.id }, token);
    expect(res.statusCode).toBe(404);
    expect(await t.ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, theirs.id))).toHaveLength(
      1,
    );
  });

  it.each<[string, Fields]>([
    ['no csa_id', {}],
    ['csa_id 0', { csa_id: 0 }],
    ['csa_id not a number', { csa_id: 'x' }],
  ])('answers 400 to %s', async (_label, fields) => {
    const { token } = await coachWithTeam();
    const res = await send('DELETE', url, fields, token);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('csa_id');
  });

  it('answers 400 to a DELETE without a body', async () => {
    const { token } = await coachWithTeam();
    const res = await t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
    expect(res.statusCode).toBe(400);
  });

  it('deletes the event named in a form body; a second delete is 404', async () => {
    const { coach, token } = await coachWithTeam();
    const keep = await createEvent(t.ctx.db, coach.id, { name: 'Keep' });
    const gone = await createEvent(t.ctx.db, coach.id, { name: 'Gone' });
    const res = await send('DELETE', url, { csa_id: gone.id }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ csa_id: gone.id, deleted: [gone.id] });
    expect((await list(token)).json<{ data: CalendarEvent[] }>().data.map((e) => e.csa_id)).toEqual([
      keep.id,
    ]);
    expect((await send('DELETE', url, { csa_id: gone.id }, token)).statusCode).toBe(404);
  });

  it('accepts a JSON body too', async () => {
    const { coach, token } = await coachWithTeam();
    const event = await createEvent(t.ctx.db, coach.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url,
      headers: bearer(token),
      payload: { csa_id: event.id },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(calendarEvents).where(eq(calendarEvents.id, event.id))).toHaveLength(
      0,
    );
  });
});
