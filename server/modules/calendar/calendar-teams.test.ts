import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalendarEvent, type CalendarMatch } from '../../../contract/calendar';
import { coachTeams } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';
import { createMatchRow } from '../../test/match-factories';
import { form } from '../../test/sign-in';
import { errorText } from '../../../contract/errors';

const EVENT_TEAM_NOT_COACHED = errorText('event_team_not_coached');

/** Issue 17 point 24: events with a place and a team; the teams' matches in the calendar and its feed. */

const PUBLIC_URL = 'https://courtside.example.org';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
});

type Fields = Record<string, string | number>;
const send = (method: 'POST' | 'PUT', url: string, fields: Fields, token: string) =>
  t.app.inject({ method, url, ...form(fields), headers: { ...form(fields).headers, ...bearer(token) } });
const add = (fields: Fields, token: string) => send('POST', '/api/auth/addCalendarEvent', fields, token);
const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/auth/getCalendarEvents${query}`, headers: bearer(token) });
const listed = async (token: string, query = '') => {
  const res = await list(token, query);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: CalendarEvent[]; matches: CalendarMatch[] }>();
};

const practice = {
  name: 'Practice',
  description: 'Bring water',
  startTime: '2030-04-10 15:00',
  endTime: '2030-04-10 16:30',
};

/**
 * A school with coach A (JV boys 1 and varsity boys 2), co-coach B of varsity boys, a player on
 * each team, and another school's coach with a JV boys team and player.
 */
async function school() {
  const a = await createCoach(t.ctx.db, { teamTypes: [1, 2], firstName: 'Ana' });
  const [jv, varsity] = a.rosterIds as [number, number];
  const b = await createCoach(t.ctx.db, { schoolId: a.schoolId, teamTypes: [], firstName: 'Ben' });
  await t.ctx.db.insert(coachTeams).values({ coachId: b.id, rosterId: varsity });
  const jvPlayer = await createPlayer(t.ctx.db, { rosterId: jv, schoolId: a.schoolId, firstName: 'Jo' });
  const jvMate = await createPlayer(t.ctx.db, { rosterId: jv, schoolId: a.schoolId, firstName: 'Kim' });
  const varPlayer = await createPlayer(t.ctx.db, {
    rosterId: varsity,
    schoolId: a.schoolId,
    firstName: 'Lu',
  });
  const varMate = await createPlayer(t.ctx.db, { rosterId: varsity, schoolId: a.schoolId, firstName: 'Mo' });
  const other = await createCoach(t.ctx.db, { teamTypes: [1], firstName: 'Oz' });
  const otherPlayer = await createPlayer(t.ctx.db, {
    rosterId: other.rosterIds[0]!,
    schoolId: other.schoolId,
  });
  const otherMate = await createPlayer(t.ctx.db, { rosterId: other.rosterIds[0]!, schoolId: other.schoolId });
  return {
    jv,
    varsity,
    other: other.rosterIds[0]!,
    jvPair: [jvPlayer.id, jvMate.id],
    varPair: [varPlayer.id, varMate.id],
    otherPair: [otherPlayer.id, otherMate.id],
    tokens: {
      a: await coachToken(t, a.id),
      b: await coachToken(t, b.id),
      other: await coachToken(t, other.id),
      jvPlayer: await playerToken(t, jvPlayer.id),
      varPlayer: await playerToken(t, varPlayer.id),
      otherPlayer: await playerToken(t, otherPlayer.id),
    },
  };
}

describe('events with a place and a team', () => {
  it('stores place and team and answers them with the SPEC fields kept', async () => {
    const s = await school();
    const res = await add({ ...practice, place: 'Court 3, Riverside Park', team: 2 }, s.tokens.a);
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ data: CalendarEvent }>().data;
    expect(saved).toEqual({
      csa_id: expect.any(Number) as number,
      name: 'Practice',
      description: 'Bring water',
      startTime: '2030-04-10 15:00',
      endTime: '2030-04-10 16:30',
      date: '2030-04-10 15:00',
      place: 'Court 3, Riverside Park',
      team: 2,
      mine: true,
      series: null,
    });
    expect((await listed(s.tokens.a)).data).toEqual([saved]);

    // An edit without team or place (a full replacement) clears them.
    const edited = await send(
      'PUT',
      '/api/auth/editCalendarEvent',
      { ...practice, csa_id: saved.csa_id },
      s.tokens.a,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: CalendarEvent }>().data).toMatchObject({ place: '', team: null });
  });

  it('answers 400 and stores nothing for a team the coach does not coach, a bad team or a long place', async () => {
    const s = await school();
    const refusals: [Fields, string | RegExp][] = [
      [{ ...practice, team: 3 }, EVENT_TEAM_NOT_COACHED],
      [{ ...practice, team: 5 }, /team/],
      [{ ...practice, team: 'varsity' }, /team/],
      [{ ...practice, place: 'x'.repeat(201) }, /place/],
    ];
    for (const [fields, error] of refusals) {
      const res = await add(fields, s.tokens.a);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(error);
    }
    // The other school's coach coaches a JV boys team, but not this school's.
    expect((await add({ ...practice, team: 2 }, s.tokens.other)).statusCode).toBe(400);
    const ok = await add({ ...practice, team: 1 }, s.tokens.a);
    const id = ok.json<{ data: CalendarEvent }>().data.csa_id;
    const edit = await send(
      'PUT',
      '/api/auth/editCalendarEvent',
      { ...practice, csa_id: id, team: 4 },
      s.tokens.a,
    );
    expect(edit.statusCode).toBe(400);
    expect((await listed(s.tokens.a)).data.map((e) => e.team)).toEqual([1]);
  });

  it('shows a team event to that team and its coaches only; a no-team event to all the coach’s players', async () => {
    const s = await school();
    const forVarsity = (await add({ ...practice, name: 'Varsity dinner', team: 2 }, s.tokens.a)).json<{
      data: CalendarEvent;
    }>().data;
    await add({ ...practice, name: 'JV fitness', team: 1 }, s.tokens.a);
    await add({ ...practice, name: 'Coach meeting' }, s.tokens.a);
    await add({ ...practice, name: 'Other school', team: 1 }, s.tokens.other);

    const names = async (token: string) => (await listed(token)).data.map((e) => e.name).sort();
    expect(await names(s.tokens.a)).toEqual(['Coach meeting', 'JV fitness', 'Varsity dinner']);
    // Co-coach B of varsity sees A's varsity event (read-only), not A's own or JV ones.
    expect(await names(s.tokens.b)).toEqual(['Varsity dinner']);
    expect((await listed(s.tokens.b)).data[0]!.mine).toBe(false);
    expect(await names(s.tokens.varPlayer)).toEqual(['Coach meeting', 'Varsity dinner']);
    expect(await names(s.tokens.jvPlayer)).toEqual(['Coach meeting', 'JV fitness']);
    expect(await names(s.tokens.otherPlayer)).toEqual(['Other school']);
    // Seeing is not editing: B's edit of A's event is 404.
    const edit = await send(
      'PUT',
      '/api/auth/editCalendarEvent',
      { ...practice, csa_id: forVarsity.csa_id },
      s.tokens.b,
    );
    expect(edit.statusCode).toBe(404);
  });
});

describe('matches in GET /api/auth/getCalendarEvents', () => {
  it("gives coaches their teams' matches and players their team's, in the range asked, never another school's", async () => {
    const s = await school();
    const jvMatch = await createMatchRow(t.ctx.db, {
      rosterId: s.jv,
      playerIds: s.jvPair,
      matchType: 2,
      at: new Date('2030-04-12T15:30:00Z'),
    });
    const varMatch = await createMatchRow(t.ctx.db, {
      rosterId: s.varsity,
      playerIds: s.varPair,
      matchType: 1,
      at: new Date('2030-04-20T09:00:00Z'),
      winnerSide: 1,
      score: '6-4 6-3',
    });
    await createMatchRow(t.ctx.db, {
      rosterId: s.jv,
      playerIds: s.jvPair,
      at: new Date('2030-05-01T00:00:00Z'),
    });
    await createMatchRow(t.ctx.db, {
      rosterId: s.other,
      playerIds: s.otherPair,
      at: new Date('2030-04-12T15:30:00Z'),
    });

    const april = '?from=2030-04-01&to=2030-04-30';
    const ids = async (token: string) => (await listed(token, april)).matches.map((m) => m.id);
    expect(await ids(s.tokens.a)).toEqual([jvMatch.id, varMatch.id]);
    expect(await ids(s.tokens.b)).toEqual([varMatch.id]);
    expect(await ids(s.tokens.jvPlayer)).toEqual([jvMatch.id]);
    expect(await ids(s.tokens.varPlayer)).toEqual([varMatch.id]);
    expect(await ids(s.tokens.otherPlayer)).toHaveLength(1);
    expect(await ids(s.tokens.otherPlayer)).not.toContain(jvMatch.id);

    const [first, second] = (await listed(s.tokens.a, april)).matches;
    expect(first).toEqual({
      id: jvMatch.id,
      matchType: 2,
      team: 1,
      isSingles: true,
      startTime: '2030-04-12 15:30',
      endTime: '2030-04-12 17:30',
      players: [
        { ID: s.jvPair[0], Name: 'Jo Player' },
        { ID: s.jvPair[1], Name: 'Kim Player' },
      ],
      score: '',
      decided: false,
    });
    expect(second).toMatchObject({ team: 2, matchType: 1, score: '6-4 6-3', decided: true });
    // The last day is included; the day after is not.
    expect((await listed(s.tokens.a, '?from=2030-05-01&to=2030-05-01')).matches).toHaveLength(1);
    expect((await listed(s.tokens.a, '?from=2030-04-13&to=2030-04-19')).matches).toEqual([]);
  });

  it('answers 400 to a range that is half given, backwards, too long or not dates', async () => {
    const s = await school();
    for (const query of [
      '?from=2030-04-01',
      '?to=2030-04-01',
      '?from=2030-04-10&to=2030-04-01',
      '?from=2030-01-01&to=2031-06-01',
      '?from=2030-02-30&to=2030-03-01',
      '?from=tomorrow&to=2030-03-01',
    ]) {
      const res = await list(s.tokens.a, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
  });
});

describe('matches and places in the calendar feed', () => {
  it("puts the team's matches (read-only, linked) and event places in a player's feed, no other team's", async () => {
    const s = await school();
    const soon = new Date(Date.now() + 3 * 86_400_000);
    soon.setUTCHours(16, 0, 0, 0);
    const jvMatch = await createMatchRow(t.ctx.db, { rosterId: s.jv, playerIds: s.jvPair, at: soon });
    const varMatch = await createMatchRow(t.ctx.db, { rosterId: s.varsity, playerIds: s.varPair, at: soon });
    await add({ ...practice, name: 'Fitness', place: 'Gym; north door', team: 1 }, s.tokens.a);

    const feed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/calendar-feed',
      headers: bearer(s.tokens.jvPlayer),
    });
    const url = feed.json<{ url: string }>().url;
    const body = (await t.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length) })).body;
    const unfolded = body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`UID:match-${jvMatch.id}@courtside`);
    expect(unfolded).not.toContain(`UID:match-${varMatch.id}@courtside`);
    expect(unfolded).toContain('SUMMARY:Official match: Jo Player vs Kim Player');
    expect(unfolded).toContain(`URL:${PUBLIC_URL}/matches/official/jv-boys`);
    expect(unfolded).toContain('LOCATION:Gym\\; north door');

    const coachFeed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/calendar-feed',
      headers: bearer(s.tokens.a),
    });
    const coachBody = (
      await t.app.inject({
        method: 'GET',
        url: coachFeed.json<{ url: string }>().url.slice(PUBLIC_URL.length),
      })
    ).body;
    expect(coachBody).toContain(`UID:match-${jvMatch.id}@courtside`);
    expect(coachBody).toContain(`UID:match-${varMatch.id}@courtside`);
  });
});
