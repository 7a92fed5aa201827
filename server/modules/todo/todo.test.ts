import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarTime } from '../../../contract/calendar';
import type { TodoItem, TodoReply } from '../../../contract/todo';
import { eq } from 'drizzle-orm';
import { coaches, coachTeams } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { team } from '../../test/challenge-factories';
import { postAnnouncement } from '../../test/communication-factories';
import { createDualRow } from '../../test/dual-scoring-factories';
import { createMatchRow } from '../../test/match-factories';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';
import { orderTodo } from './todo.service';

/**
 * Issue 32: GET /api/auth/todo. Each kind appears when something waits for the caller and leaves when the
 * caller (or the other side) does it through the feature's own route; another school's never appear.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date('2030-04-01T12:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const at = (ms: number) => formatCalendarTime(new Date(t.clock.now().getTime() + ms));

async function call(method: 'GET' | 'PUT' | 'POST', url: string, token: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/api/auth${url}`,
    headers: bearer(token),
    ...(body === undefined ? {} : { payload: body as object }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json<Record<string, unknown>>();
}

async function todo(token: string): Promise<TodoReply> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/todo', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json<TodoReply>();
  expect(reply.count).toBe(reply.items.length);
  return reply;
}
const kinds = async (token: string, kind: TodoItem['kind']) =>
  (await todo(token)).items.filter((i) => i.kind === kind);

async function addEvent(token: string, startInMs: number, name: string) {
  const res = await call('POST', '/addCalendarEvent', token, {
    name,
    startTime: at(startInMs),
    endTime: at(startInMs + 2 * HOUR),
    team: 1,
  });
  return (res as { data: { csa_id: number } }).data.csa_id;
}

describe('a coach’s to-do', () => {
  it('lists each kind with its link, and each leaves when it is done; another school sees none of them', async () => {
    const a = await team(t, 4);
    const b = await team(t, 2);
    const [p1, p2] = a.players;

    // Nothing yet.
    expect(await todo(a.coachToken)).toEqual({ items: [], count: 0 });

    // A lineup not published before its dual.
    const dual = await createDualRow(t.ctx.db, {
      rosterId: a.rosterId,
      opponentName: 'Central High',
      format: { preset: 'custom', singles: 1, doubles: 0 },
      lineup: { S1: [p1!.id] },
      startsAt: new Date('2030-04-10T15:00:00Z'),
    });
    expect(await kinds(a.coachToken, 'lineup_unpublished')).toEqual([
      {
        kind: 'lineup_unpublished',
        id: String(dual.id),
        title: 'Central High',
        due: '2030-04-10T15:00:00.000Z',
        link: `/duals/jv-boys/${dual.id}`,
      },
    ]);
    await call('POST', `/duals/${dual.id}/publish`, a.coachToken, {});
    expect(await kinds(a.coachToken, 'lineup_unpublished')).toEqual([]);

    // An invitation from another school, until it is answered.
    const invitation = await createDualRow(t.ctx.db, {
      rosterId: b.rosterId,
      opponentSchoolId: a.coach.schoolId,
      invitation: 'invited',
      startsAt: new Date('2030-04-12T15:00:00Z'),
    });
    expect(await kinds(a.coachToken, 'dual_invitation')).toMatchObject([
      { id: String(invitation.id), due: '2030-04-12T15:00:00.000Z', link: '/duals/jv-boys' },
    ]);
    // A coach of the same school whom the school has not accepted sees no invitation (the duals module's rule).
    const pending = await createCoach(t.ctx.db, {
      schoolId: a.coach.schoolId,
      teamTypes: [],
      firstName: 'Pending',
    });
    await t.ctx.db.insert(coachTeams).values({ coachId: pending.id, rosterId: a.rosterId });
    await t.ctx.db.update(coaches).set({ contactsAccess: 'pending' }).where(eq(coaches.id, pending.id));
    expect(await kinds(await coachToken(t, pending.id), 'dual_invitation')).toEqual([]);
    await call('POST', `/duals/${invitation.id}/invitation/decline`, a.coachToken);
    expect(await kinds(a.coachToken, 'dual_invitation')).toEqual([]);

    // A disputed line score of a linked dual: both coaches see it until it is entered again.
    const linked = await createDualRow(t.ctx.db, {
      rosterId: a.rosterId,
      opponentSchoolId: b.coach.schoolId,
      invitation: 'invited',
      format: { preset: 'custom', singles: 1, doubles: 0 },
      lineup: { S1: [p1!.id] },
      published: true,
      startsAt: new Date(t.clock.now().getTime() - HOUR),
    });
    await call('POST', `/duals/${linked.id}/invitation/accept`, b.coachToken, {});
    await call('PUT', `/duals/${linked.id}/lines/S1/result`, a.coachToken, {
      score: '6-4 6-4',
      outcome: 'completed',
      winnerSide: 1,
    });
    expect(await kinds(a.coachToken, 'line_disputed')).toEqual([]);
    await call('POST', `/duals/${linked.id}/lines/S1/dispute`, b.coachToken, { reason: 'It was 4-6 4-6' });
    const disputed = {
      kind: 'line_disputed',
      id: `${linked.id}:S1`,
      title: `${linked.opponentName} · S1`,
      due: null,
      link: `/duals/jv-boys/${linked.id}`,
    };
    expect(await kinds(a.coachToken, 'line_disputed')).toEqual([disputed]);
    expect((await kinds(b.coachToken, 'line_disputed')).map((i) => i.id)).toEqual([`${linked.id}:S1`]);
    await call('PUT', `/duals/${linked.id}/lines/S1/result`, a.coachToken, {
      score: '4-6 4-6',
      outcome: 'completed',
      winnerSide: 2,
    });
    expect(await kinds(a.coachToken, 'line_disputed')).toEqual([]);
    expect(await kinds(b.coachToken, 'line_disputed')).toEqual([]);

    // A disputed challenge, until the coach settles it.
    const c = (await call('POST', '/challenges', p2!.token, { skillLevel: 1, defenderId: p1!.id })) as {
      challenge: { id: number };
    };
    const id = c.challenge.id;
    await call('POST', `/challenges/${id}/accept`, p1!.token, {
      agreedAt: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    t.clock.advance({ hours: 2 });
    await call('POST', `/challenges/${id}/report`, p1!.token, { winnerId: p1!.id, score: '1-6 1-6' });
    expect(await kinds(a.coachToken, 'challenge_settle')).toEqual([]);
    await call('POST', `/challenges/${id}/dispute`, p2!.token, { reason: 'I won' });
    expect(await kinds(a.coachToken, 'challenge_settle')).toMatchObject([
      { id: String(id), title: 'P2 Player – P1 Player', link: `/challenges/${id}` },
    ]);
    await call('POST', `/challenges/${id}/settle`, a.coachToken, { winnerId: p2!.id, score: '6-3 6-3' });
    expect(await kinds(a.coachToken, 'challenge_settle')).toEqual([]);

    // Attendance after a practice or a dual, until it is taken.
    const practice = await addEvent(a.coachToken, HOUR, 'Practice');
    const dualAttendance = {
      kind: 'attendance_unmarked',
      id: `dual:${linked.id}`,
      title: linked.opponentName,
      due: null,
      link: `/availability/dual/${linked.id}/attendance`,
    };
    expect(await kinds(a.coachToken, 'attendance_unmarked')).toEqual([dualAttendance]);
    t.clock.advance({ hours: 2 });
    expect(await kinds(a.coachToken, 'attendance_unmarked')).toEqual([
      dualAttendance,
      {
        kind: 'attendance_unmarked',
        id: `event:${practice}`,
        title: 'Practice',
        due: null,
        link: `/availability/event/${practice}/attendance`,
      },
    ]);
    await call('PUT', `/availability/event/${practice}/attendance`, a.coachToken, {
      marks: [{ playerId: p1!.id, mark: 'present' }],
    });
    await call('PUT', `/availability/dual/${linked.id}/attendance`, a.coachToken, {
      marks: [{ playerId: p1!.id, mark: 'present' }],
    });
    expect(await kinds(a.coachToken, 'attendance_unmarked')).toEqual([]);

    // Poll results: a co-coach's poll, until opened; the sender has nothing to read.
    const coCoach = await createCoach(t.ctx.db, {
      schoolId: a.coach.schoolId,
      teamTypes: [],
      firstName: 'Robin',
    });
    await t.ctx.db.insert(coachTeams).values({ coachId: coCoach.id, rosterId: a.rosterId });
    const coToken = await coachToken(t, coCoach.id);
    const poll = await postAnnouncement(t, coToken, {
      skillLevel: 1,
      subject: 'Bus or car?',
      poll: { options: ['Bus', 'Car'] },
    });
    expect(await kinds(coToken, 'poll_results')).toEqual([]);
    expect(await kinds(a.coachToken, 'poll_results')).toEqual([
      {
        kind: 'poll_results',
        id: String(poll.id),
        title: 'Bus or car?',
        due: null,
        link: `/announcements/jv-boys/${poll.id}`,
      },
    ]);
    await call('PUT', `/announcements/${poll.id}/read`, a.coachToken);
    expect(await kinds(a.coachToken, 'poll_results')).toEqual([]);

    // The other school: its own lineup item (the accepted dual, its side unpublished? it has passed) and nothing of A's.
    const other = await todo(b.coachToken);
    expect(other.items.every((i) => !i.link.includes(`/${dual.id}`) && i.id !== String(poll.id))).toBe(true);
    const stranger = await createCoach(t.ctx.db);
    expect(await todo(await coachToken(t, stranger.id))).toEqual({ items: [], count: 0 });
  });
});

describe('a player’s to-do', () => {
  it('lists challenges to answer or confirm, unanswered asks and polls; each leaves when done', async () => {
    const a = await team(t, 3);
    const [p1, p2] = a.players;
    const stranger = await team(t, 2);

    // A challenge to answer (the defender), then a result to confirm (the other player).
    const c = (await call('POST', '/challenges', p2!.token, { skillLevel: 1, defenderId: p1!.id })) as {
      challenge: { id: number; deadlineAt: string };
    };
    const id = c.challenge.id;
    expect(await kinds(p1!.token, 'challenge_answer')).toEqual([
      {
        kind: 'challenge_answer',
        id: String(id),
        title: 'P2 Player – P1 Player',
        due: c.challenge.deadlineAt,
        link: `/challenges/${id}`,
      },
    ]);
    expect(await kinds(p2!.token, 'challenge_answer')).toEqual([]);
    await call('POST', `/challenges/${id}/accept`, p1!.token, {
      agreedAt: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    expect(await kinds(p1!.token, 'challenge_answer')).toEqual([]);
    t.clock.advance({ hours: 2 });
    await call('POST', `/challenges/${id}/report`, p1!.token, { winnerId: p1!.id, score: '1-6 1-6' });
    expect((await kinds(p2!.token, 'challenge_answer')).map((i) => i.id)).toEqual([String(id)]);
    await call('POST', `/challenges/${id}/confirm`, p2!.token, {});
    expect(await kinds(p2!.token, 'challenge_answer')).toEqual([]);

    // An availability question, once asked, until answered.
    const game = await addEvent(a.coachToken, 72 * HOUR, 'Scrimmage');
    expect(await kinds(p1!.token, 'availability_unanswered')).toEqual([]);
    await call('POST', `/availability/event/${game}/remind`, a.coachToken, {});
    const ask = await kinds(p1!.token, 'availability_unanswered');
    expect(ask).toMatchObject([
      { id: `event:${game}`, title: 'Scrimmage', link: `/availability/event/${game}` },
    ]);
    await call('PUT', `/availability/event/${game}/answer`, p1!.token, { answer: 'going' });
    expect(await kinds(p1!.token, 'availability_unanswered')).toEqual([]);
    expect((await kinds(p2!.token, 'availability_unanswered')).map((i) => i.id)).toEqual([`event:${game}`]);

    // A match asks its own players, once asked (the coach's "remind now" is the first ask).
    const match = await createMatchRow(t.ctx.db, {
      rosterId: a.rosterId,
      playerIds: [p1!.id, p2!.id],
      matchType: 3,
      at: new Date(t.clock.now().getTime() + 48 * HOUR),
    });
    await call('POST', `/availability/match/${match.id}/remind`, a.coachToken, {});
    const unanswered = await kinds(p1!.token, 'availability_unanswered');
    expect(unanswered).toMatchObject([{ id: `match:${match.id}`, link: `/availability/match/${match.id}` }]);
    expect(unanswered[0]!.title).toMatch(/^Practice match: /);
    expect(await kinds(a.players[2]!.token, 'availability_unanswered')).toMatchObject([
      { id: `event:${game}` },
    ]);
    await call('PUT', `/availability/match/${match.id}/answer`, p1!.token, { answer: 'maybe' });
    expect(await kinds(p1!.token, 'availability_unanswered')).toEqual([]);

    // A poll, until answered.
    const poll = await postAnnouncement(t, a.coachToken, {
      skillLevel: 1,
      subject: 'Pizza or tacos?',
      poll: { options: ['Pizza', 'Tacos'] },
    });
    expect(await kinds(p1!.token, 'poll_unanswered')).toEqual([
      {
        kind: 'poll_unanswered',
        id: String(poll.id),
        title: 'Pizza or tacos?',
        due: null,
        link: `/announcements/jv-boys/${poll.id}`,
      },
    ]);
    await call('POST', `/announcements/${poll.id}/poll-answer`, p1!.token, { option: 1 });
    expect(await kinds(p1!.token, 'poll_unanswered')).toEqual([]);

    // Another school's player sees none of it.
    expect(await todo(stranger.players[0]!.token)).toEqual({ items: [], count: 0 });
    // A player with no team has nothing to do.
    const loner = await createPlayer(t.ctx.db, { schoolId: a.coach.schoolId });
    expect(await todo(await playerToken(t, loner.id))).toEqual({ items: [], count: 0 });
  });
});

describe('order', () => {
  it('puts the newest deadline first and items without one last', () => {
    const item = (id: string, due: string | null): TodoItem => ({
      kind: 'poll_results',
      id,
      title: id,
      due,
      link: '/',
    });
    expect(
      orderTodo([item('a', null), item('b', '2030-01-01T00:00:00Z'), item('c', '2030-02-01T00:00:00Z')]).map(
        (i) => i.id,
      ),
    ).toEqual(['c', 'b', 'a']);
  });
});
