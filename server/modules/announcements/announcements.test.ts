import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnnouncementDetail,
  AnnouncementLabel,
  AnnouncementSummary,
  DeliveryReply,
  PollResults,
  PublicMessage,
} from '../../../contract/announcements';
import { SmsSendError } from '../../auth/sms/sms-sender';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  createContact,
  jobsOf,
  manualDelivery,
  postAnnouncement,
  scriptedSender,
} from '../../test/communication-factories';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';
import { form } from '../../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://courtside.example' });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

/**
 * A school: coach A coaches team 1 (players p1, p2), coach B coaches team 3 (player q1); the
 * preseason list holds p1 and a parent. Another school: coach C with team 1 (player x1).
 */
async function setup() {
  const db = t.ctx.db;
  const a = await createCoach(db, { teamTypes: [1], firstName: 'Alex' });
  const p1 = await createPlayer(db, {
    schoolId: a.schoolId,
    rosterId: a.rosterIds[0],
    position: 1,
    firstName: 'Pia',
  });
  const p2 = await createPlayer(db, {
    schoolId: a.schoolId,
    rosterId: a.rosterIds[0],
    position: 2,
    firstName: 'Paul',
  });
  const b = await createCoach(db, { schoolId: a.schoolId, teamTypes: [3], firstName: 'Blair' });
  const q1 = await createPlayer(db, { schoolId: a.schoolId, rosterId: b.rosterIds[0], firstName: 'Quinn' });
  const c = await createCoach(db, { teamTypes: [1], firstName: 'Cory' });
  const x1 = await createPlayer(db, { schoolId: c.schoolId, rosterId: c.rosterIds[0], firstName: 'Xena' });
  await createContact(db, { schoolId: a.schoolId, skillLevel: 5, playerId: p1.id });
  const parent = await createContact(db, {
    schoolId: a.schoolId,
    skillLevel: 5,
    firstName: 'Robin',
    lastName: 'Parent',
  });
  const tokens = await Promise.all([coachToken(t, a.id), coachToken(t, b.id), coachToken(t, c.id)]);
  const ptokens = await Promise.all([
    playerToken(t, p1.id),
    playerToken(t, p2.id),
    playerToken(t, q1.id),
    playerToken(t, x1.id),
  ]);
  return {
    a,
    b,
    c,
    p1,
    p2,
    q1,
    x1,
    parent,
    aTok: tokens[0],
    bTok: tokens[1],
    cTok: tokens[2],
    A: bearer(tokens[0]),
    B: bearer(tokens[1]),
    C: bearer(tokens[2]),
    P1: bearer(ptokens[0]),
    P2: bearer(ptokens[1]),
    Q1: bearer(ptokens[2]),
    X1: bearer(ptokens[3]),
  };
}
type World = Awaited<ReturnType<typeof setup>>;

const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const sendForm = (
  method: 'POST' | 'PUT',
  url: string,
  headers: Headers,
  fields: Record<string, string | number | boolean>,
) => {
  const f = form(fields);
  return t.app.inject({ method, url, headers: { ...headers, ...f.headers }, payload: f.payload });
};
const listOf = async (url: string, headers: Headers) => {
  const res = await get(url, headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: AnnouncementSummary[]; total: number }>();
};
const ids = (l: { data: AnnouncementSummary[] }) => l.data.map((x) => x.id);

describe('POST /api/auth/announcements', () => {
  it('needs a token (401)', async () => {
    expect(
      (await send('POST', '/api/auth/announcements', {}, { skillLevel: 1, subject: 's', message: 'm' }))
        .statusCode,
    ).toBe(401);
  });

  it('is for coaches only (403 for a player)', async () => {
    const w = await setup();
    expect(
      (await send('POST', '/api/auth/announcements', w.P1, { skillLevel: 1, subject: 's', message: 'm' }))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    [{ skillLevel: 0 }, 'skillLevel'],
    [{ skillLevel: 8 }, 'skillLevel'],
    [{ subject: '  ' }, 'subject'],
    [{ message: '' }, 'message'],
    [{ subject: 'x'.repeat(201) }, 'subject'],
    [{ poll: { options: ['Only one'] } }, 'options'],
    [{ poll: { options: Array.from({ length: 11 }, (_, i) => `Option ${i}`) } }, 'options'],
    [{ poll: { options: ['Yes', 'yes'] } }, 'options'],
    [{ poll: { options: ['Yes', ''] } }, 'options'],
  ])('refuses %j with 400 naming %s', async (overrides, field) => {
    const w = await setup();
    const res = await send('POST', '/api/auth/announcements', w.A, {
      skillLevel: 1,
      subject: 'Hi',
      message: 'Hello',
      ...overrides,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(field);
  });

  it('answers 404 for a team the coach does not coach, and queues nothing', async () => {
    const w = await setup();
    for (const skillLevel of [2, 3, 4]) {
      expect(
        (await send('POST', '/api/auth/announcements', w.A, { skillLevel, subject: 'Hi', message: 'Hello' }))
          .statusCode,
      ).toBe(404);
    }
    const list = await listOf('/api/auth/announcements', w.B);
    expect(list.total).toBe(0);
  });

  it('stores it with a random 8-character identifier and queues one SMS per recipient', async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, {
      skillLevel: 1,
      subject: 'Bus at 3',
      message: 'Line one\nLine <b>two</b>',
    });
    expect(created.identifier).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(created).toMatchObject({
      skillLevel: 1,
      subject: 'Bus at 3',
      message: 'Line one\nLine <b>two</b>',
      preview: 'Line one Line <b>two</b>',
      coach: { id: w.a.id, firstName: 'Alex', lastName: 'Coach' },
      mine: true,
      isPoll: false,
      poll: null,
      starred: false,
      important: false,
      trashed: false,
      labels: [],
      delivery: { total: 2, queued: 2, sending: 0, sent: 0, failed: 0 },
      myAnswer: null,
      link: `https://courtside.example/u/${created.identifier}`,
    });
    expect(Date.now() - Date.parse(created.time)).toBeLessThan(60_000);
    const jobs = await jobsOf(t.ctx.db, created.id);
    expect(jobs.map((j) => j.phone).sort()).toEqual([w.p1.phone, w.p2.phone].sort());
    expect(jobs.every((j) => j.status === 'queued' && j.attempts === 0)).toBe(true);
    expect(jobs[0]!.body).toBe(
      `Alex Coach sent an announcement: "Bus at 3". Read it at https://courtside.example/u/${created.identifier}`,
    );
    const second = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    expect(second.identifier).not.toBe(created.identifier);
  });

  it("sends to an outreach list's contacts, a listed player at the player's phone", async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.bTok, { skillLevel: 5, poll: { options: ['Yes', 'No'] } });
    expect(created).toMatchObject({ isPoll: true, poll: { options: ['Yes', 'No'] }, delivery: { total: 2 } });
    const jobs = await jobsOf(t.ctx.db, created.id);
    expect(jobs.map((j) => j.phone).sort()).toEqual([w.p1.phone, w.parent.phone!].sort());
    expect(jobs[0]!.body).toContain(
      'Blair Coach sent a poll: "Practice moved". Practice is at 4 pm today. (Yes / No). Answer at https://courtside.example/u/',
    );
  });

  it('takes a form body, with poll options as repeated pollOptions fields', async () => {
    const w = await setup();
    const payload = new URLSearchParams([
      ['skillLevel', '1'],
      ['subject', 'Form'],
      ['message', 'Sent as a form'],
      ['pollOptions', 'Morning'],
      ['pollOptions', 'Evening'],
    ]).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/announcements',
      headers: { ...w.A, 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AnnouncementDetail>().poll).toEqual({ options: ['Morning', 'Evening'] });
    const one = await sendForm('POST', '/api/auth/announcements', w.A, {
      skillLevel: 1,
      subject: 'F',
      message: 'M',
      pollOptions: 'Alone',
    });
    expect(one.statusCode).toBe(400);
  });

  it('posts to an audience with nobody to text (no SMS, still readable)', async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 7 });
    expect(created.delivery).toEqual({ total: 0, queued: 0, sending: 0, sent: 0, failed: 0 });
  });
});

describe('GET /api/auth/announcements', () => {
  async function withMail() {
    const w = await setup();
    const team = await postAnnouncement(t, w.aTok, {
      skillLevel: 1,
      subject: 'Team news',
      message: 'Courts are wet',
    });
    const poll = await postAnnouncement(t, w.aTok, {
      skillLevel: 1,
      subject: 'Team poll',
      poll: { options: ['A', 'B'] },
    });
    const preseasonA = await postAnnouncement(t, w.aTok, { skillLevel: 5, subject: 'Preseason from A' });
    const preseasonB = await postAnnouncement(t, w.bTok, { skillLevel: 5, subject: 'Preseason from B' });
    const girls = await postAnnouncement(t, w.bTok, { skillLevel: 3, subject: 'Girls only' });
    const other = await postAnnouncement(t, w.cTok, { skillLevel: 1, subject: 'Other school' });
    return { ...w, team, poll, preseasonA, preseasonB, girls, other };
  }

  it('needs a token (401)', async () => {
    expect((await get('/api/auth/announcements')).statusCode).toBe(401);
  });

  it.each([
    'skillLevel=8',
    'skillLevel=x',
    'folder=spam',
    'filter=unread',
    'label=abc',
    'limit=0',
    'limit=500',
  ])('refuses ?%s with 400', async (query) => {
    const w = await setup();
    expect((await get(`/api/auth/announcements?${query}`, w.A)).statusCode).toBe(400);
  });

  it("answers 404 for an audience the caller has not (another team's)", async () => {
    const w = await setup();
    expect((await get('/api/auth/announcements?skillLevel=3', w.A)).statusCode).toBe(404);
    expect((await get('/api/auth/announcements?skillLevel=3', w.P1)).statusCode).toBe(404);
    expect((await get('/api/auth/announcements?skillLevel=1', w.Q1)).statusCode).toBe(404);
  });

  it("a coach's inbox: the audience's announcements newest first, from any of its coaches", async () => {
    const w = await withMail();
    expect(ids(await listOf('/api/auth/announcements?skillLevel=1', w.A))).toEqual([w.poll.id, w.team.id]);
    const preseason = await listOf('/api/auth/announcements?skillLevel=5&folder=inbox', w.A);
    expect(ids(preseason)).toEqual([w.preseasonB.id, w.preseasonA.id]);
    expect(preseason.data.map((x) => x.mine)).toEqual([false, true]);
    expect(ids(await listOf('/api/auth/announcements', w.A))).toEqual([
      w.preseasonB.id,
      w.preseasonA.id,
      w.poll.id,
      w.team.id,
    ]);
    expect(ids(await listOf('/api/auth/announcements', w.C))).toEqual([w.other.id]);
  });

  it("sent: only the caller's own", async () => {
    const w = await withMail();
    expect(ids(await listOf('/api/auth/announcements?skillLevel=5&folder=sent', w.A))).toEqual([
      w.preseasonA.id,
    ]);
    expect(ids(await listOf('/api/auth/announcements?folder=sent', w.B))).toEqual([
      w.girls.id,
      w.preseasonB.id,
    ]);
  });

  it("a player's inbox: their team's, and the outreach lists they are on; nothing else", async () => {
    const w = await withMail();
    const p1 = await listOf('/api/auth/announcements', w.P1);
    expect(ids(p1)).toEqual([w.preseasonB.id, w.preseasonA.id, w.poll.id, w.team.id]);
    expect(p1.data[0]).toMatchObject({
      mine: false,
      starred: false,
      labels: [],
      delivery: null,
      myAnswer: null,
    });
    expect(ids(await listOf('/api/auth/announcements', w.P2))).toEqual([w.poll.id, w.team.id]);
    expect(ids(await listOf('/api/auth/announcements', w.Q1))).toEqual([w.girls.id]);
    expect(ids(await listOf('/api/auth/announcements?folder=sent', w.P1))).toEqual([]);
    expect(ids(await listOf('/api/auth/announcements?folder=trash', w.P1))).toEqual([]);
  });

  it('filters: polls, starred, important; search; paging with total', async () => {
    const w = await withMail();
    expect(ids(await listOf('/api/auth/announcements?filter=polls', w.A))).toEqual([w.poll.id]);
    expect(ids(await listOf('/api/auth/announcements?filter=polls', w.P2))).toEqual([w.poll.id]);
    await send('PUT', `/api/auth/announcements/${w.team.id}/flags`, w.A, { starred: true });
    await send('PUT', `/api/auth/announcements/${w.preseasonB.id}/flags`, w.A, { important: true });
    expect(ids(await listOf('/api/auth/announcements?filter=starred', w.A))).toEqual([w.team.id]);
    expect(ids(await listOf('/api/auth/announcements?filter=important', w.A))).toEqual([w.preseasonB.id]);
    // Marks are the coach's own.
    expect(ids(await listOf('/api/auth/announcements?filter=important', w.B))).toEqual([]);
    expect(ids(await listOf('/api/auth/announcements?q=wet', w.A))).toEqual([w.team.id]);
    expect(ids(await listOf('/api/auth/announcements?q=PRESEASON%20FROM', w.A))).toEqual([
      w.preseasonB.id,
      w.preseasonA.id,
    ]);
    expect(ids(await listOf('/api/auth/announcements?q=100%25', w.A))).toEqual([]);
    const page = await listOf('/api/auth/announcements?limit=2&offset=1', w.A);
    expect(ids(page)).toEqual([w.preseasonA.id, w.poll.id]);
    expect(page.total).toBe(4);
  });
});

describe('GET /api/auth/announcements/audiences', () => {
  it('needs a token (401)', async () => {
    expect((await get('/api/auth/announcements/audiences')).statusCode).toBe(401);
  });

  it("a coach: their teams then the school's lists, with how many phones each reaches; a player: their own", async () => {
    const w = await setup();
    expect((await get('/api/auth/announcements/audiences', w.A)).json()).toEqual({
      data: [
        { skillLevel: 1, handle: 'jv-boys', recipients: 2 },
        { skillLevel: 5, handle: 'preseason', recipients: 2 },
        { skillLevel: 6, handle: 'jv-parents', recipients: 0 },
        { skillLevel: 7, handle: 'var-parents', recipients: 0 },
      ],
    });
    expect((await get('/api/auth/announcements/audiences', w.P1)).json()).toEqual({
      data: [
        { skillLevel: 1, handle: 'jv-boys', recipients: null },
        { skillLevel: 5, handle: 'preseason', recipients: null },
      ],
    });
    expect((await get('/api/auth/announcements/audiences', w.Q1)).json()).toEqual({
      data: [{ skillLevel: 3, handle: 'jv-girls', recipients: null }],
    });
  });
});

describe('GET /api/auth/announcements/{id}', () => {
  it('needs a token (401)', async () => {
    expect((await get('/api/auth/announcements/1')).statusCode).toBe(401);
  });

  it('refuses a malformed id with 400', async () => {
    const w = await setup();
    expect((await get('/api/auth/announcements/abc', w.A)).statusCode).toBe(400);
  });

  it("answers 404 for another school's coach, another team's player and an unknown id", async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    expect((await get(`/api/auth/announcements/${created.id}`, w.C)).statusCode).toBe(404);
    expect((await get(`/api/auth/announcements/${created.id}`, w.B)).statusCode).toBe(404);
    expect((await get(`/api/auth/announcements/${created.id}`, w.Q1)).statusCode).toBe(404);
    expect((await get(`/api/auth/announcements/${created.id}`, w.X1)).statusCode).toBe(404);
    expect((await get('/api/auth/announcements/2000000', w.A)).statusCode).toBe(404);
  });

  it('shows the whole message to its team: a player reads it without coach-only parts', async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, {
      skillLevel: 1,
      message: 'Full text here',
      poll: { options: ['Yes', 'No'] },
    });
    const res = await get(`/api/auth/announcements/${created.id}`, w.P2);
    expect(res.statusCode).toBe(200);
    expect(res.json<AnnouncementDetail>()).toMatchObject({
      id: created.id,
      message: 'Full text here',
      poll: { options: ['Yes', 'No'] },
      delivery: null,
      mine: false,
      myAnswer: null,
    });
  });
});

describe('PUT /api/auth/announcements/{id}/flags and DELETE /api/auth/announcements/{id}', () => {
  it('need a token (401)', async () => {
    expect((await send('PUT', '/api/auth/announcements/1/flags', {}, { starred: true })).statusCode).toBe(
      401,
    );
    expect((await send('DELETE', '/api/auth/announcements/1')).statusCode).toBe(401);
  });

  it('are for coaches only (403 for a player)', async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    expect(
      (await send('PUT', `/api/auth/announcements/${created.id}/flags`, w.P1, { starred: true })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/auth/announcements/${created.id}`, w.P1)).statusCode).toBe(403);
  });

  it('refuse bad input with 400', async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    expect((await send('PUT', `/api/auth/announcements/${created.id}/flags`, w.A, {})).statusCode).toBe(400);
    expect(
      (await send('PUT', `/api/auth/announcements/${created.id}/flags`, w.A, { starred: 'perhaps' }))
        .statusCode,
    ).toBe(400);
    expect((await send('DELETE', '/api/auth/announcements/x', w.A)).statusCode).toBe(400);
  });

  it("answer 404 for another school's announcement and leave it alone", async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    expect(
      (await send('PUT', `/api/auth/announcements/${created.id}/flags`, w.C, { starred: true })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/api/auth/announcements/${created.id}`, w.C)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/auth/announcements/${created.id}`, w.B)).statusCode).toBe(404);
    expect((await get(`/api/auth/announcements/${created.id}`, w.A)).json<AnnouncementDetail>().trashed).toBe(
      false,
    );
  });

  it('star and important (form words too), trash and restore', async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    const url = `/api/auth/announcements/${created.id}/flags`;
    const starred = await sendForm('PUT', url, w.A, { starred: 'yes', important: 'on' });
    expect(starred.statusCode).toBe(200);
    expect(starred.json<AnnouncementDetail>()).toMatchObject({
      starred: true,
      important: true,
      trashed: false,
    });
    const trashed = (
      await send('PUT', url, w.A, { trashed: true, starred: false })
    ).json<AnnouncementDetail>();
    expect(trashed).toMatchObject({ starred: false, important: true, trashed: true });
    expect(ids(await listOf('/api/auth/announcements?folder=trash', w.A))).toEqual([created.id]);
    expect(ids(await listOf('/api/auth/announcements', w.A))).toEqual([]);
    expect((await send('PUT', url, w.A, { trashed: false })).json<AnnouncementDetail>().trashed).toBe(false);
    expect(ids(await listOf('/api/auth/announcements', w.A))).toEqual([created.id]);
  });

  it("delete: to the trash first, then for good; the sender's second delete removes it for everyone", async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    const url = `/api/auth/announcements/${created.id}`;
    expect((await send('DELETE', url, w.A)).json()).toEqual({ ok: true, state: 'trashed' });
    expect((await get(url, w.P1)).statusCode).toBe(200);
    expect((await send('DELETE', url, w.A)).json()).toEqual({ ok: true, state: 'deleted' });
    expect((await get(url, w.A)).statusCode).toBe(404);
    expect((await get(url, w.P1)).statusCode).toBe(404);
    expect((await get(`/api/u/${created.identifier}`)).statusCode).toBe(404);
    expect(await jobsOf(t.ctx.db, created.id)).toEqual([]);
  });

  it("a colleague's second delete only hides it from that colleague", async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 5 });
    const url = `/api/auth/announcements/${created.id}`;
    expect((await send('DELETE', url, w.B)).json()).toEqual({ ok: true, state: 'trashed' });
    expect((await send('DELETE', url, w.B)).json()).toEqual({ ok: true, state: 'deleted' });
    expect((await get(url, w.B)).statusCode).toBe(404);
    expect(ids(await listOf('/api/auth/announcements?folder=trash', w.B))).toEqual([]);
    expect((await get(url, w.A)).statusCode).toBe(200);
    expect(ids(await listOf('/api/auth/announcements?skillLevel=5', w.A))).toEqual([created.id]);
  });
});

describe('labels: /api/auth/announcement-labels and PUT /api/auth/announcements/{id}/labels', () => {
  const createLabel = (headers: Headers, name: string, color?: string) =>
    send('POST', '/api/auth/announcement-labels', headers, color ? { name, color } : { name });

  it('need a token (401)', async () => {
    expect((await get('/api/auth/announcement-labels')).statusCode).toBe(401);
    expect((await createLabel({}, 'x')).statusCode).toBe(401);
    expect((await send('DELETE', '/api/auth/announcement-labels/1')).statusCode).toBe(401);
    expect((await send('PUT', '/api/auth/announcements/1/labels', {}, { labelIds: [] })).statusCode).toBe(
      401,
    );
  });

  it('are for coaches only (403 for a player)', async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    expect((await get('/api/auth/announcement-labels', w.P1)).statusCode).toBe(403);
    expect((await createLabel(w.P1, 'Mine')).statusCode).toBe(403);
    expect(
      (await send('PUT', `/api/auth/announcements/${created.id}/labels`, w.P1, { labelIds: [] })).statusCode,
    ).toBe(403);
  });

  it('refuse bad input with 400', async () => {
    const w = await setup();
    expect((await createLabel(w.A, ' ')).statusCode).toBe(400);
    expect((await createLabel(w.A, 'x'.repeat(41))).statusCode).toBe(400);
    expect((await createLabel(w.A, 'Ok', 'red')).statusCode).toBe(400);
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    expect(
      (await send('PUT', `/api/auth/announcements/${created.id}/labels`, w.A, { labelIds: ['x'] }))
        .statusCode,
    ).toBe(400);
  });

  it('create (409 for a name the coach already has, in any case), list by name, delete', async () => {
    const w = await setup();
    const games = await createLabel(w.A, 'Games', '#1e88e5');
    expect(games.statusCode).toBe(200);
    expect(games.json()).toEqual({ id: games.json<AnnouncementLabel>().id, name: 'Games', color: '#1e88e5' });
    expect((await createLabel(w.A, 'games')).statusCode).toBe(409);
    expect((await createLabel(w.B, 'Games')).statusCode).toBe(200);
    await createLabel(w.A, 'Bus');
    const list = (await get('/api/auth/announcement-labels', w.A)).json<{ data: AnnouncementLabel[] }>().data;
    expect(list.map((l) => [l.name, l.color])).toEqual([
      ['Bus', '#757575'],
      ['Games', '#1e88e5'],
    ]);
    expect(
      (await send('DELETE', `/api/auth/announcement-labels/${games.json<AnnouncementLabel>().id}`, w.B))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send('DELETE', `/api/auth/announcement-labels/${games.json<AnnouncementLabel>().id}`, w.A)
      ).json(),
    ).toEqual({ ok: true });
    expect(
      (await get('/api/auth/announcement-labels', w.A))
        .json<{ data: AnnouncementLabel[] }>()
        .data.map((l) => l.name),
    ).toEqual(['Bus']);
  });

  it("label an announcement (404 for another coach's label or announcement) and filter by label", async () => {
    const w = await setup();
    const first = await postAnnouncement(t, w.aTok, { skillLevel: 5 });
    const second = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    const games = (await createLabel(w.A, 'Games')).json<AnnouncementLabel>();
    const bus = (await createLabel(w.A, 'Bus')).json<AnnouncementLabel>();
    const theirs = (await createLabel(w.B, 'Theirs')).json<AnnouncementLabel>();
    const url = `/api/auth/announcements/${first.id}/labels`;
    expect((await send('PUT', url, w.A, { labelIds: [theirs.id] })).statusCode).toBe(404);
    expect(
      (await send('PUT', `/api/auth/announcements/${first.id}/labels`, w.C, { labelIds: [] })).statusCode,
    ).toBe(404);
    const labelled = await send('PUT', url, w.A, { labelIds: [games.id, bus.id] });
    expect(labelled.statusCode).toBe(200);
    expect(labelled.json<AnnouncementDetail>().labels.map((l) => l.name)).toEqual(['Bus', 'Games']);
    // A colleague's labels on the same announcement are theirs alone.
    expect(
      (await send('PUT', url, w.B, { labelIds: [theirs.id] }))
        .json<AnnouncementDetail>()
        .labels.map((l) => l.name),
    ).toEqual(['Theirs']);
    const f = form({ labelIds: games.id });
    const viaForm = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...w.A, ...f.headers },
      payload: f.payload,
    });
    expect(viaForm.json<AnnouncementDetail>().labels.map((l) => l.name)).toEqual(['Games']);
    expect(ids(await listOf(`/api/auth/announcements?label=${games.id}`, w.A))).toEqual([first.id]);
    expect(ids(await listOf(`/api/auth/announcements?label=${bus.id}`, w.A))).toEqual([]);
    expect((await get(`/api/auth/announcements?label=${theirs.id}`, w.A)).statusCode).toBe(404);
    await send('PUT', `/api/auth/announcements/${second.id}/labels`, w.A, { labelIds: [games.id] });
    expect(ids(await listOf(`/api/auth/announcements?label=${games.id}`, w.A))).toEqual([
      second.id,
      first.id,
    ]);
    expect((await send('PUT', url, w.A, { labelIds: [] })).json<AnnouncementDetail>().labels).toEqual([]);
  });
});

describe('GET /api/auth/announcements/{id}/delivery and POST .../delivery/retry', () => {
  it('need a token (401)', async () => {
    expect((await get('/api/auth/announcements/1/delivery')).statusCode).toBe(401);
    expect((await send('POST', '/api/auth/announcements/1/delivery/retry')).statusCode).toBe(401);
  });

  it('are for coaches only (403 for a player)', async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    expect((await get(`/api/auth/announcements/${created.id}/delivery`, w.P1)).statusCode).toBe(403);
    expect(
      (await send('POST', `/api/auth/announcements/${created.id}/delivery/retry`, w.P1)).statusCode,
    ).toBe(403);
  });

  it("answer 404 for another school's announcement, 400 for a malformed id", async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    expect((await get(`/api/auth/announcements/${created.id}/delivery`, w.C)).statusCode).toBe(404);
    expect((await send('POST', `/api/auth/announcements/${created.id}/delivery/retry`, w.C)).statusCode).toBe(
      404,
    );
    expect((await get('/api/auth/announcements/0/delivery', w.A)).statusCode).toBe(400);
  });

  it('shows each recipient queued, then sent or failed with the error; retry queues the failed again', async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    const url = `/api/auth/announcements/${created.id}/delivery`;
    const before = (await get(url, w.A)).json<DeliveryReply>();
    expect(before).toMatchObject({
      announcementId: created.id,
      total: 2,
      queued: 2,
      sent: 0,
      failed: 0,
      done: false,
    });
    expect(before.recipients.map((r) => [r.name, r.status, r.attempts])).toEqual([
      ['Paul Player', 'queued', 0],
      ['Pia Player', 'queued', 0],
    ]);
    const { sender } = scriptedSender((to) => {
      if (to === w.p2.phone) throw new SmsSendError('Twilio answered 400: invalid number', false);
    });
    const worker = manualDelivery(t, sender);
    await worker.runOnce();
    await worker.stop();
    const after = (await get(url, w.A)).json<DeliveryReply>();
    expect(after).toMatchObject({ total: 2, queued: 0, sending: 0, sent: 1, failed: 1, done: true });
    const paul = after.recipients.find((r) => r.phone === w.p2.phone)!;
    expect(paul).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Twilio answered 400: invalid number',
      nextAttemptAt: null,
      sentAt: null,
    });
    expect(after.recipients.find((r) => r.phone === w.p1.phone)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect(after.recipients.find((r) => r.phone === w.p1.phone)!.sentAt).not.toBeNull();
    expect(
      (await get(`/api/auth/announcements/${created.id}`, w.A)).json<AnnouncementDetail>().delivery,
    ).toEqual({
      total: 2,
      queued: 0,
      sending: 0,
      sent: 1,
      failed: 1,
    });
    const retried = (await send('POST', `${url}/retry`, w.A)).json<DeliveryReply>();
    expect(retried).toMatchObject({ queued: 1, sent: 1, failed: 0, done: false });
    expect(retried.recipients.find((r) => r.phone === w.p2.phone)).toMatchObject({
      status: 'queued',
      attempts: 0,
    });
  });
});

describe('polls: POST /api/auth/announcements/{id}/poll-answer and GET .../poll-results', () => {
  async function withPoll(w: World) {
    return postAnnouncement(t, w.aTok, {
      skillLevel: 1,
      subject: 'Bus or car?',
      poll: { options: ['Bus', 'Car', 'Walk'] },
    });
  }
  const answer = (id: number, headers: Headers, option: number | string) =>
    sendForm('POST', `/api/auth/announcements/${id}/poll-answer`, headers, { option });
  const results = async (id: number, headers: Headers) => {
    const res = await get(`/api/auth/announcements/${id}/poll-results`, headers);
    expect(res.statusCode).toBe(200);
    return res.json<PollResults>();
  };

  it('need a token (401)', async () => {
    expect((await answer(1, {}, 0)).statusCode).toBe(401);
    expect((await get('/api/auth/announcements/1/poll-results')).statusCode).toBe(401);
  });

  it('answering is for players only (403 for a coach)', async () => {
    const w = await setup();
    const poll = await withPoll(w);
    expect((await answer(poll.id, w.A, 0)).statusCode).toBe(403);
  });

  it("answer 404 for another team's or school's player and coach", async () => {
    const w = await setup();
    const poll = await withPoll(w);
    expect((await answer(poll.id, w.Q1, 0)).statusCode).toBe(404);
    expect((await answer(poll.id, w.X1, 0)).statusCode).toBe(404);
    expect((await get(`/api/auth/announcements/${poll.id}/poll-results`, w.Q1)).statusCode).toBe(404);
    expect((await get(`/api/auth/announcements/${poll.id}/poll-results`, w.C)).statusCode).toBe(404);
    expect((await results(poll.id, w.A)).answeredCount).toBe(0);
  });

  it('refuse an option out of range, a malformed one, and an announcement that is no poll (400)', async () => {
    const w = await setup();
    const poll = await withPoll(w);
    expect((await answer(poll.id, w.P1, 3)).statusCode).toBe(400);
    expect((await answer(poll.id, w.P1, -1)).statusCode).toBe(400);
    expect((await answer(poll.id, w.P1, 'bus')).statusCode).toBe(400);
    const plain = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    expect((await answer(plain.id, w.P1, 0)).json()).toEqual({
      error: 'this announcement is not a poll',
      code: 'not_a_poll',
    });
    expect((await get(`/api/auth/announcements/${plain.id}/poll-results`, w.A)).statusCode).toBe(400);
  });

  it('one answer per player: answering again changes it; the coach sees counts, who answered what and who has not', async () => {
    const w = await setup();
    const poll = await withPoll(w);
    const first = await answer(poll.id, w.P1, 0);
    expect(first.statusCode).toBe(200);
    expect(first.json<PollResults>()).toMatchObject({
      myAnswer: 0,
      answeredCount: null,
      answers: null,
      notAnswered: null,
    });
    expect(first.json<PollResults>().options).toEqual([
      { index: 0, text: 'Bus', count: null },
      { index: 1, text: 'Car', count: null },
      { index: 2, text: 'Walk', count: null },
    ]);
    let coach = await results(poll.id, w.A);
    expect(coach.options.map((o) => o.count)).toEqual([1, 0, 0]);
    expect(coach.notAnswered).toEqual([{ playerId: w.p2.id, firstName: 'Paul', lastName: 'Player' }]);

    const changed = await sendForm('POST', `/api/auth/announcements/${poll.id}/poll-answer`, w.P1, {
      option: '2',
    });
    expect(changed.json<PollResults>().myAnswer).toBe(2);
    await answer(poll.id, w.P2, 2);
    coach = await results(poll.id, w.A);
    expect(coach.options.map((o) => o.count)).toEqual([0, 0, 2]);
    expect(coach.answeredCount).toBe(2);
    expect(coach.answers!.map((a) => [a.firstName, a.option])).toEqual([
      ['Paul', 2],
      ['Pia', 2],
    ]);
    expect(coach.notAnswered).toEqual([]);
    expect(coach.myAnswer).toBeNull();
    expect((await results(poll.id, w.P2)).myAnswer).toBe(2);
    const listed = await listOf('/api/auth/announcements?filter=polls', w.P1);
    expect(listed.data.find((x) => x.id === poll.id)?.myAnswer).toBe(2);
  });

  it('an outreach poll: listed players answer; the parent (no account) is not counted as missing', async () => {
    const w = await setup();
    const poll = await postAnnouncement(t, w.bTok, { skillLevel: 5, poll: { options: ['Yes', 'No'] } });
    expect((await answer(poll.id, w.P2, 0)).statusCode).toBe(404);
    const before = await results(poll.id, w.B);
    expect(before.notAnswered).toEqual([{ playerId: w.p1.id, firstName: 'Pia', lastName: 'Player' }]);
    expect((await answer(poll.id, w.P1, 1)).statusCode).toBe(200);
    const after = await results(poll.id, w.A);
    expect(after.options.map((o) => o.count)).toEqual([0, 1]);
    expect(after.notAnswered).toEqual([]);
  });
});

describe('GET /api/u/{identifier}', () => {
  it('shows the public message without a token, message as sent (plain text)', async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, {
      skillLevel: 1,
      subject: 'Rain <i>delay</i>',
      message: '<script>alert(1)</script>\nSee you',
    });
    const res = await get(`/api/u/${created.identifier}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicMessage>()).toEqual({
      err: '',
      coach: 'Alex Coach',
      time: created.time,
      message: '<script>alert(1)</script>\nSee you',
      subject: 'Rain <i>delay</i>',
      isPoll: false,
      skillType: 1,
      mailId: created.id,
    });
    expect(res.json<PublicMessage>().time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('says isPoll and the audience for a poll to an outreach list', async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.bTok, { skillLevel: 6, poll: { options: ['Yes', 'No'] } });
    expect((await get(`/api/u/${created.identifier}`)).json()).toMatchObject({
      isPoll: true,
      skillType: 6,
      coach: 'Blair Coach',
    });
  });

  it('answers 404 {"err":"none"} for an unknown identifier, and is case-sensitive', async () => {
    const w = await setup();
    const created = await postAnnouncement(t, w.aTok, { skillLevel: 1 });
    const swapped = created.identifier.replace(/[A-Za-z]/, (c) =>
      c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase(),
    );
    for (const id of ['Zz000000', swapped === created.identifier ? 'Zz000001' : swapped]) {
      const res = await get(`/api/u/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ err: 'none' });
    }
  });

  it.each(['abc', 'abcdefghi', 'abc-defg', 'abcdefg%21'])(
    'answers 400 for %s (not 8 letters or digits)',
    async (id) => {
      const res = await get(`/api/u/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    },
  );
});
