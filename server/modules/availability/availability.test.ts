/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument -- the replies are read as plain JSON; each assertion states the shape it expects */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { smsJobs } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';
import { formatCalendarTime } from '../../../contract/calendar';
import { signAnswerLink } from './answer-links';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const at = (ms: number) => formatCalendarTime(new Date(t.clock.now().getTime() + ms));

async function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** A coach with a team of three players and a second team's player, all signed in. */
async function team() {
  const coach = await createCoach(t.ctx.db);
  const rosterId = coach.rosterIds[0]!;
  const players = [];
  for (const name of ['Ana', 'Ben', 'Cem'])
    players.push(await createPlayer(t.ctx.db, { rosterId, schoolId: coach.schoolId, firstName: name }));
  const other = await createCoach(t.ctx.db);
  const stranger = await createPlayer(t.ctx.db, { rosterId: other.rosterIds[0]!, schoolId: other.schoolId });
  return {
    coach,
    rosterId,
    players,
    stranger,
    other,
    coachToken: await coachToken(t, coach.id),
    otherToken: await coachToken(t, other.id),
    tokens: await Promise.all(players.map((p) => playerToken(t, p.id))),
    strangerToken: await playerToken(t, stranger.id),
  };
}

async function addEvent(token: string, startInMs: number, name = 'Practice') {
  const res = await call('POST', '/api/auth/addCalendarEvent', token, {
    name,
    startTime: at(startInMs),
    endTime: at(startInMs + 2 * HOUR),
    team: 1,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { csa_id: number } }>().data.csa_id;
}

const texts = async (prefix: string) =>
  t.ctx.db
    .select()
    .from(smsJobs)
    .where(like(smsJobs.dedupeKey, `${prefix}%`));

describe('answers', () => {
  it('a player answers in the app; the coach sees counts, names and notes; others see no notes', async () => {
    const s = await team();
    const id = await addEvent(s.coachToken, 72 * HOUR);
    let res = await call('PUT', `/api/auth/availability/event/${id}/answer`, s.tokens[0], {
      answer: 'going',
      note: 'bringing balls',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().mine).toMatchObject({ answer: 'going', note: 'bringing balls' });
    await call('PUT', `/api/auth/availability/event/${id}/answer`, s.tokens[1], { answer: 'not_going' });
    // Answering again replaces the answer.
    await call('PUT', `/api/auth/availability/event/${id}/answer`, s.tokens[0], {
      answer: 'maybe',
      note: '',
    });

    res = await call('GET', `/api/auth/availability/event/${id}`, s.coachToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ going: 0, maybe: 1, not_going: 1, unanswered: 1 });
    expect(body.players.map((p: { name: string; answer: string | null }) => [p.name, p.answer])).toEqual([
      ['Ana Player', 'maybe'],
      ['Ben Player', 'not_going'],
      ['Cem Player', null],
    ]);

    await call('PUT', `/api/auth/availability/event/${id}/answer`, s.tokens[1], {
      answer: 'going',
      note: 'late',
    });
    const asCem = (await call('GET', `/api/auth/availability/event/${id}`, s.tokens[2])).json();
    expect(asCem.players.find((p: { name: string }) => p.name === 'Ben Player')).toMatchObject({
      answer: 'going',
      note: '',
    });
    const asCoach = (await call('GET', `/api/auth/availability/event/${id}`, s.coachToken)).json();
    expect(asCoach.players[1].note).toBe('late');

    const sum = await call(
      'GET',
      `/api/auth/availability/summaries?kind=event&ids=${id},999999`,
      s.tokens[0],
    );
    expect(sum.json().data).toEqual([
      {
        kind: 'event',
        id,
        counts: { going: 1, maybe: 1, not_going: 0, unanswered: 1 },
        mine: 'maybe',
        closed: false,
      },
    ]);
  });

  it('permissions: strangers and other coaches get 404, coaches cannot answer, bad answers 400 and change nothing', async () => {
    const s = await team();
    const id = await addEvent(s.coachToken, 72 * HOUR);
    expect((await call('GET', `/api/auth/availability/event/${id}`, s.strangerToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/auth/availability/event/${id}`, s.otherToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/auth/availability/event/${id}`)).statusCode).toBe(401);
    const put = (token: string, body: unknown) =>
      call('PUT', `/api/auth/availability/event/${id}/answer`, token, body);
    expect((await put(s.strangerToken, { answer: 'going' })).json().code).toBe('availability_not_found');
    expect((await put(s.coachToken, { answer: 'going' })).statusCode).toBe(403);
    const bad = await put(s.tokens[0]!, { answer: 'yes' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed']);
    expect((await put(s.tokens[0]!, { answer: 'going', note: 'x'.repeat(281) })).statusCode).toBe(400);
    expect((await call('POST', `/api/auth/availability/event/${id}/remind`, s.tokens[0])).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/auth/availability/event/${id}/remind`, s.otherToken)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/auth/availability/event/${id}/attendance`, s.tokens[0])).statusCode).toBe(
      403,
    );
    const counts = (await call('GET', `/api/auth/availability/event/${id}`, s.coachToken)).json().counts;
    expect(counts.unanswered).toBe(3);
  });

  it('answers by the signed link signed out; a link for another player or event, altered or expired is refused', async () => {
    const s = await team();
    const id = await addEvent(s.coachToken, 72 * HOUR);
    const id2 = await addEvent(s.coachToken, 96 * HOUR);
    const end = new Date(t.clock.now().getTime() + 74 * HOUR);
    const startsAt = new Date(`${at(72 * HOUR).replace(' ', 'T')}:00Z`);
    const link = signAnswerLink(t.ctx.secret, {
      kind: 'event',
      subjectId: id,
      playerId: s.players[2]!.id,
      startsAt,
      expiresAt: end,
    });
    let res = await call('GET', `/api/availability-link/${link}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      player: { name: 'Cem Player' },
      answer: null,
      subject: { id, name: 'Practice' },
    });
    res = await call('PUT', `/api/availability-link/${link}`, undefined, {
      answer: 'not_going',
      note: 'exam',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ answer: 'not_going', note: 'exam' });

    // The same claims for another event or player, or a changed signature: refused, nothing saved.
    const swapped = link.replace(`e${id}.`, `e${id2}.`);
    const otherPlayer = link.replace(`.${s.players[2]!.id}.`, `.${s.players[0]!.id}.`);
    const last = link.at(-1) === 'A' ? 'B' : 'A';
    for (const bad of [swapped, otherPlayer, link.slice(0, -1) + last, 'e1.2.3.abc', link.toUpperCase()]) {
      const r = await call('PUT', `/api/availability-link/${encodeURIComponent(bad)}`, undefined, {
        answer: 'going',
      });
      expect([r.statusCode, r.json().code]).toEqual([404, 'answer_link_invalid']);
    }
    // A link signed for a player the event does not ask (another team's).
    const strangerLink = signAnswerLink(t.ctx.secret, {
      kind: 'event',
      subjectId: id,
      playerId: s.stranger.id,
      startsAt,
      expiresAt: end,
    });
    expect((await call('GET', `/api/availability-link/${strangerLink}`)).statusCode).toBe(404);
    // Expired: a link past its expiry.
    const old = signAnswerLink(t.ctx.secret, {
      kind: 'event',
      subjectId: id,
      playerId: s.players[0]!.id,
      expiresAt: new Date(t.clock.now().getTime() - 1000),
    });
    const r = await call('PUT', `/api/availability-link/${old}`, undefined, { answer: 'going' });
    expect([r.statusCode, r.json().code]).toEqual([410, 'answer_link_expired']);
    const counts = (await call('GET', `/api/auth/availability/event/${id}`, s.coachToken)).json().counts;
    expect(counts).toEqual({ going: 0, maybe: 0, not_going: 1, unanswered: 2 });
  });

  it('after the answer deadline answers are closed, in the app and by link', async () => {
    const s = await team();
    const id = await addEvent(s.coachToken, 72 * HOUR);
    const res = await call('PUT', `/api/auth/availability/event/${id}/deadline`, s.coachToken, {
      deadline: at(HOUR),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().subject).toMatchObject({ deadline: at(HOUR), closed: false });
    expect(
      (await call('PUT', `/api/auth/availability/event/${id}/deadline`, s.tokens[0], { deadline: null }))
        .statusCode,
    ).toBe(403);
    t.clock.advance({ hours: 1 });
    const late = await call('PUT', `/api/auth/availability/event/${id}/answer`, s.tokens[0], {
      answer: 'going',
    });
    expect([late.statusCode, late.json().code]).toEqual([409, 'answers_closed']);
    const link = signAnswerLink(t.ctx.secret, {
      kind: 'event',
      subjectId: id,
      playerId: s.players[0]!.id,
      startsAt: new Date(`${at(72 * HOUR - HOUR).replace(' ', 'T')}:00Z`),
      expiresAt: new Date(t.clock.now().getTime() + 80 * HOUR),
    });
    expect(
      (await call('PUT', `/api/availability-link/${link}`, undefined, { answer: 'going' })).json().code,
    ).toBe('answers_closed');
    expect((await call('GET', `/api/auth/availability/event/${id}`, s.tokens[0])).json().subject.closed).toBe(
      true,
    );
  });
});

describe('reminders', () => {
  it('ask on creation and 48 h / 3 h before, once per player who has not answered; a link in the text answers', async () => {
    const s = await team();
    const save = await call('PUT', '/api/auth/availability/team/1/reminders', s.coachToken, {
      onCreate: true,
      hoursBefore: [3, 48, 3],
    });
    expect(save.json()).toEqual({ onCreate: true, hoursBefore: [48, 3] });
    expect(
      (await call('GET', '/api/auth/availability/team/1/reminders', s.coachToken)).json().hoursBefore,
    ).toEqual([48, 3]);
    const id = await addEvent(s.coachToken, 72 * HOUR, 'Hill sprints');
    const prefix = `avail:event:${id}:`;
    expect(await texts(prefix)).toHaveLength(0);
    await t.jobs.runDue();
    const first = await texts(prefix);
    expect(first).toHaveLength(3);
    expect(first[0]!.body).toMatch(/^Are you going\? Hill sprints, .* UTC\. Answer: http.*\/a\/e\d+\./);
    await t.jobs.runDue();
    expect(await texts(prefix)).toHaveLength(3);

    // Ana answers from her text's link.
    const ana = first.find((x) => x.phone === s.players[0]!.phone)!;
    const token = /\/a\/(\S+)$/.exec(ana.body)![1]!;
    expect(
      (await call('PUT', `/api/availability-link/${token}`, undefined, { answer: 'going' })).statusCode,
    ).toBe(200);

    t.clock.advance({ hours: 23, minutes: 59 });
    await t.jobs.runDue();
    expect(await texts(prefix)).toHaveLength(3);
    t.clock.advance({ minutes: 1 });
    await t.jobs.runDue();
    const after48 = await texts(prefix);
    expect(after48).toHaveLength(5);
    expect(
      after48
        .filter((x) => x.body.startsWith('Reminder:'))
        .map((x) => x.phone)
        .sort(),
    ).toEqual([s.players[1]!.phone, s.players[2]!.phone].sort());
    t.clock.advance({ hours: 45 });
    await t.jobs.runDue();
    expect(await texts(prefix)).toHaveLength(7);
    await t.jobs.runDue();
    expect(await texts(prefix)).toHaveLength(7);
  });

  it('a deleted event sends nothing more; a moved one asks again at its new time', async () => {
    const s = await team();
    await call('PUT', '/api/auth/availability/team/1/reminders', s.coachToken, {
      onCreate: false,
      hoursBefore: [24],
    });
    const gone = await addEvent(s.coachToken, 48 * HOUR);
    const moved = await addEvent(s.coachToken, 48 * HOUR, 'Moved');
    await call('PUT', `/api/auth/availability/event/${moved}/answer`, s.tokens[0], { answer: 'going' });
    expect(
      (await call('DELETE', '/api/auth/deleteCalendarEvent', s.coachToken, { csa_id: gone })).statusCode,
    ).toBe(200);
    const edit = await call('PUT', '/api/auth/editCalendarEvent', s.coachToken, {
      csa_id: moved,
      name: 'Moved',
      startTime: at(72 * HOUR),
      endTime: at(74 * HOUR),
      team: 1,
    });
    expect(edit.statusCode).toBe(200);
    // The answer given for the old time no longer counts.
    expect(
      (await call('GET', `/api/auth/availability/event/${moved}`, s.coachToken)).json().counts.unanswered,
    ).toBe(3);
    t.clock.advance({ hours: 24 });
    await t.jobs.runDue();
    expect(await texts(`avail:event:${gone}:`)).toHaveLength(0);
    expect(await texts(`avail:event:${moved}:`)).toHaveLength(0);
    t.clock.advance({ hours: 24 });
    await t.jobs.runDue();
    expect(await texts(`avail:event:${moved}:`)).toHaveLength(3);
    expect(await texts(`avail:event:${gone}:`)).toHaveLength(0);
  });

  it('"remind the others now" texts who has not answered, at most once an hour', async () => {
    const s = await team();
    const id = await addEvent(s.coachToken, 72 * HOUR);
    await call('PUT', `/api/auth/availability/event/${id}/answer`, s.tokens[0], { answer: 'going' });
    let res = await call('POST', `/api/auth/availability/event/${id}/remind`, s.coachToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().sent).toBe(2);
    res = await call('POST', `/api/auth/availability/event/${id}/remind`, s.coachToken);
    expect([res.statusCode, res.json().code, res.json().details]).toEqual([
      429,
      'remind_too_soon',
      { minutes: 60 },
    ]);
    expect(
      (await call('GET', `/api/auth/availability/event/${id}`, s.coachToken)).json().remindAgainAt,
    ).not.toBeNull();
    t.clock.advance({ minutes: 60 });
    res = await call('POST', `/api/auth/availability/event/${id}/remind`, s.coachToken);
    expect(res.json().sent).toBe(2);
    expect(await texts(`avail:event:${id}:`)).toHaveLength(4);
  });

  it('a scheduled match asks its lineup only', async () => {
    const s = await team();
    await call('PUT', '/api/auth/availability/team/1/reminders', s.coachToken, {
      onCreate: true,
      hoursBefore: [],
    });
    const when = new Date(t.clock.now().getTime() + 50 * HOUR);
    const res = await call('POST', '/api/auth/create-tennis-match', s.coachToken, {
      SchoolTeamRosterID: s.rosterId,
      MatchType: 3,
      IsSingles: true,
      MatchDate: when.toISOString().slice(0, 10),
      MatchTime: when.toISOString().slice(11, 16),
      Plist: [{ ID: s.players[0]!.id }, { ID: s.players[1]!.id }],
    });
    expect(res.statusCode).toBe(200);
    const matchId = res.json().res.TennisMatchID as number;
    await t.jobs.runDue();
    expect((await texts(`avail:match:${matchId}:`)).map((x) => x.phone).sort()).toEqual(
      [s.players[0]!.phone, s.players[1]!.phone].sort(),
    );
    expect(
      (await call('PUT', `/api/auth/availability/match/${matchId}/answer`, s.tokens[2], { answer: 'going' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/api/auth/availability/match/${matchId}/answer`, s.tokens[1], {
          answer: 'not_going',
        })
      ).statusCode,
    ).toBe(200);
    const body = (await call('GET', `/api/auth/availability/match/${matchId}`, s.coachToken)).json();
    expect(body.counts).toEqual({ going: 0, maybe: 0, not_going: 1, unanswered: 1 });
    expect(body.attendance).toBe(false);
    expect(
      (await call('GET', `/api/auth/availability/match/${matchId}/attendance`, s.coachToken)).json().code,
    ).toBe('attendance_not_taken');
  });

  it('a new match asks as the coach chose: ask=true without team settings, ask=false despite them', async () => {
    const s = await team();
    const when = new Date(t.clock.now().getTime() + 50 * HOUR);
    const create = async (ask: boolean) => {
      const res = await call('POST', '/api/auth/create-tennis-match', s.coachToken, {
        SchoolTeamRosterID: s.rosterId,
        MatchType: 3,
        IsSingles: true,
        MatchDate: when.toISOString().slice(0, 10),
        MatchTime: when.toISOString().slice(11, 16),
        Plist: [{ ID: s.players[0]!.id }, { ID: s.players[1]!.id }],
        ask,
      });
      expect(res.statusCode).toBe(200);
      return res.json().res.TennisMatchID as number;
    };
    const asked = await create(true);
    await t.jobs.runDue();
    expect(await texts(`avail:match:${asked}:`)).toHaveLength(2);
    expect((await call('GET', `/api/auth/availability/match/${asked}`, s.coachToken)).json().asked).toBe(
      true,
    );

    await call('PUT', '/api/auth/availability/team/1/reminders', s.coachToken, {
      onCreate: true,
      hoursBefore: [],
    });
    const quiet = await create(false);
    await t.jobs.runDue();
    expect(await texts(`avail:match:${quiet}:`)).toHaveLength(0);
    expect((await call('GET', `/api/auth/availability/match/${quiet}`, s.coachToken)).json().asked).toBe(
      false,
    );
  });

  it('a moved match asks again as the coach chose: ask=true without team settings, ask=false despite them', async () => {
    const s = await team();
    const day = (hours: number) => {
      const at = new Date(t.clock.now().getTime() + hours * HOUR);
      return { MatchDate: at.toISOString().slice(0, 10), MatchTime: at.toISOString().slice(11, 16) };
    };
    const res = await call('POST', '/api/auth/create-tennis-match', s.coachToken, {
      SchoolTeamRosterID: s.rosterId,
      MatchType: 3,
      IsSingles: true,
      ...day(50),
      Plist: [{ ID: s.players[0]!.id }, { ID: s.players[1]!.id }],
      ask: false,
    });
    const id = res.json().res.TennisMatchID as number;
    const move = (hours: number, ask: boolean) => {
      const to = day(hours);
      return call('PUT', '/api/auth/edit-tennis-match-for-timeAndDate', s.coachToken, {
        tmid: String(id),
        date: to.MatchDate,
        time: to.MatchTime,
        ask: String(ask),
      });
    };

    // Moved with "ask again" ticked: both players are texted, though the team asks on no change.
    expect((await move(74, true)).statusCode).toBe(200);
    await t.jobs.runDue();
    expect(await texts(`avail:match:${id}:`)).toHaveLength(2);

    // Moved again, unticked, while the team's settings ask on every move: no new text.
    await call('PUT', '/api/auth/availability/team/1/reminders', s.coachToken, {
      onCreate: true,
      hoursBefore: [],
    });
    expect((await move(98, false)).statusCode).toBe(200);
    await t.jobs.runDue();
    expect(await texts(`avail:match:${id}:`)).toHaveLength(2);

    // The result form moves a match too (an empty score and no winner): ticked, it asks again.
    const to = day(122);
    const edit = await call('PUT', '/api/auth/edit-tennis-match', s.coachToken, {
      TennisMatchID: id,
      MatchScore: '',
      WinnerList: [],
      ...to,
      ask: true,
    });
    expect(edit.statusCode).toBe(200);
    await t.jobs.runDue();
    expect(await texts(`avail:match:${id}:`)).toHaveLength(4);
  });
});

describe('attendance', () => {
  it('defaults from the answers, saves marks, and gives season rates on the roster and to the player', async () => {
    const s = await team();
    const id = await addEvent(s.coachToken, 2 * HOUR);
    const second = await addEvent(s.coachToken, 26 * HOUR);
    await call('PUT', `/api/auth/availability/event/${id}/answer`, s.tokens[0], { answer: 'going' });
    await call('PUT', `/api/auth/availability/event/${id}/answer`, s.tokens[1], { answer: 'not_going' });
    t.clock.advance({ hours: 2 });
    let res = await call('GET', `/api/auth/availability/event/${id}/attendance`, s.coachToken);
    expect(res.json().players.map((p: { mark: string; saved: boolean }) => [p.mark, p.saved])).toEqual([
      ['present', false],
      ['excused', false],
      ['absent', false],
    ]);
    const [ana, ben, cem] = [s.players[0]!, s.players[1]!, s.players[2]!];
    res = await call('PUT', `/api/auth/availability/event/${id}/attendance`, s.coachToken, {
      marks: [
        { playerId: ana.id, mark: 'present' },
        { playerId: ben.id, mark: 'excused' },
        { playerId: cem.id, mark: 'late' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().players.every((p: { saved: boolean }) => p.saved)).toBe(true);
    const refused = await call('PUT', `/api/auth/availability/event/${id}/attendance`, s.coachToken, {
      marks: [{ playerId: s.stranger.id, mark: 'present' }],
    });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'attendance_player_not_asked']);
    expect(
      (
        await call('PUT', `/api/auth/availability/event/${id}/attendance`, s.otherToken, {
          marks: [{ playerId: ana.id, mark: 'absent' }],
        })
      ).statusCode,
    ).toBe(404);

    t.clock.advance({ hours: 24 });
    await call('PUT', `/api/auth/availability/event/${second}/attendance`, s.coachToken, {
      marks: [
        { playerId: ana.id, mark: 'absent' },
        { playerId: cem.id, mark: 'present' },
      ],
    });
    const rates = (await call('GET', '/api/auth/availability/team/1/attendance', s.coachToken)).json();
    const byName = Object.fromEntries(
      rates.data.map((r: { name: string; rate: number | null }) => [r.name, r.rate]),
    );
    expect(byName).toEqual({ 'Ana Player': 0.5, 'Ben Player': null, 'Cem Player': 1 });
    const mine = (await call('GET', '/api/auth/availability/my-attendance', s.tokens[0])).json();
    expect(mine.data).toEqual([
      { id: ana.id, name: 'Ana Player', present: 1, late: 0, excused: 0, absent: 1, rate: 0.5 },
    ]);
    const asPlayer = (await call('GET', '/api/auth/availability/team/1/attendance', s.tokens[1])).json();
    expect(asPlayer.data.map((r: { id: number }) => r.id)).toEqual([ben.id]);
    expect(
      (await call('GET', '/api/auth/availability/team/1/attendance', s.strangerToken))
        .json()
        .data.map((r: { id: number }) => r.id),
    ).toEqual([s.stranger.id]);
  });
});

describe('dual matches', () => {
  it('a dual asks the team; a player not going is marked not available in the builder and the draft skips them', async () => {
    const s = await team();
    const startsAt = new Date(t.clock.now().getTime() + 72 * HOUR).toISOString();
    const res = await call('POST', '/api/auth/duals', s.coachToken, {
      rosterId: s.rosterId,
      opponentName: 'Central High',
      site: 'home',
      place: '',
      startsAt,
      format: { preset: '3s2d', singles: 3, doubles: 2, scoreFormat: 'SET3-S:6/TB7' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const dualId = res.json().dual.id as number;
    const answer = await call('PUT', `/api/auth/availability/dual/${dualId}/answer`, s.tokens[1], {
      answer: 'not_going',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().subject).toMatchObject({ name: 'Dual match vs Central High', closed: false });
    expect(answer.json().attendance).toBe(true);
    expect((await call('GET', `/api/auth/availability/dual/${dualId}`, s.strangerToken)).statusCode).toBe(
      404,
    );
    const dual = (await call('GET', `/api/auth/duals/${dualId}`, s.coachToken)).json().dual;
    const available = Object.fromEntries(
      dual.roster.map((p: { id: number; available: boolean }) => [p.id, p.available]),
    );
    expect(available).toEqual({
      [s.players[0]!.id]: true,
      [s.players[1]!.id]: false,
      [s.players[2]!.id]: true,
    });
    // Reminding asks the two who have not answered.
    expect(
      (await call('POST', `/api/auth/availability/dual/${dualId}/remind`, s.coachToken)).json().sent,
    ).toBe(2);
  });
});
