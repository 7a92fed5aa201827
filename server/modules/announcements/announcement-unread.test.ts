import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AnnouncementSummary } from '../../../contract/announcements';
import { announcements, coachTeams } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createContact, postAnnouncement } from '../../test/communication-factories';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';

/** Issue 17 point 22: the menu badge of Announcements/Polls (unread announcements, unanswered polls). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const unread = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/announcements/unread-count',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ unread: number }>().unread;
};
const markRead = (token: string, id: number) =>
  t.app.inject({ method: 'PUT', url: `/api/auth/announcements/${id}/read`, headers: bearer(token) });

/**
 * Coach A and co-coach B of team 1 with players p1 (also on the preseason list) and p2; coach C of
 * team 3 at the same school with player q1; another school's coach X of team 1 with player x1.
 */
async function school() {
  const db = t.ctx.db;
  const a = await createCoach(db, { teamTypes: [1] });
  const b = await createCoach(db, { schoolId: a.schoolId, teamTypes: [] });
  await db.insert(coachTeams).values({ coachId: b.id, rosterId: a.rosterIds[0]! });
  const c = await createCoach(db, { schoolId: a.schoolId, teamTypes: [3] });
  const p1 = await createPlayer(db, { schoolId: a.schoolId, rosterId: a.rosterIds[0] });
  const p2 = await createPlayer(db, { schoolId: a.schoolId, rosterId: a.rosterIds[0] });
  const q1 = await createPlayer(db, { schoolId: a.schoolId, rosterId: c.rosterIds[0] });
  await createContact(db, { schoolId: a.schoolId, skillLevel: 5, playerId: p1.id });
  const x = await createCoach(db, { teamTypes: [1] });
  const x1 = await createPlayer(db, { schoolId: x.schoolId, rosterId: x.rosterIds[0] });
  return {
    a: await coachToken(t, a.id),
    b: await coachToken(t, b.id),
    c: await coachToken(t, c.id),
    x: await coachToken(t, x.id),
    p1: await playerToken(t, p1.id),
    p2: await playerToken(t, p2.id),
    q1: await playerToken(t, q1.id),
    x1: await playerToken(t, x1.id),
  };
}

describe('GET /api/auth/announcements/unread-count', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/announcements/unread-count' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('error');
  });

  it("counts the audience's unread announcements for players and co-coaches, never the sender's own or another school's", async () => {
    const s = await school();
    expect(await unread(s.p1)).toBe(0);
    const first = await postAnnouncement(t, s.a, { skillLevel: 1, subject: 'Practice moved' });
    await postAnnouncement(t, s.a, { skillLevel: 1, subject: 'Bring rackets' });
    await postAnnouncement(t, s.a, { skillLevel: 5, subject: 'Preseason meeting' });

    expect(await unread(s.a)).toBe(0);
    // B coaches team 1 and, like every coach of the school, reads the preseason list.
    expect(await unread(s.b)).toBe(3);
    expect(await unread(s.p1)).toBe(3);
    expect(await unread(s.p2)).toBe(2);
    expect(await unread(s.c)).toBe(1);
    expect(await unread(s.q1)).toBe(0);
    expect(await unread(s.x)).toBe(0);
    expect(await unread(s.x1)).toBe(0);

    const res = await markRead(s.p1, first.id);
    expect(res.statusCode).toBe(200);
    expect((await markRead(s.p1, first.id)).statusCode).toBe(200);
    expect(await unread(s.p1)).toBe(2);
    expect(await unread(s.p2)).toBe(2);

    // The list says which are unread, for the caller.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/announcements?skillLevel=1',
      headers: bearer(s.p1),
    });
    const unreadOnes = list
      .json<{ data: AnnouncementSummary[] }>()
      .data.filter((x) => x.unread)
      .map((x) => x.subject);
    expect(unreadOnes).toEqual(['Bring rackets']);
  });

  it('keeps an unanswered poll in a player’s count after it is opened, until it is answered', async () => {
    const s = await school();
    const poll = await postAnnouncement(t, s.a, {
      skillLevel: 1,
      subject: 'Team dinner?',
      pollOptions: ['Friday', 'Saturday'],
    });
    expect(await unread(s.p2)).toBe(1);
    await markRead(s.p2, poll.id);
    expect(await unread(s.p2)).toBe(1);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/auth/announcements/${poll.id}/poll-answer`,
      headers: bearer(s.p2),
      payload: { option: 0 },
    });
    expect(answer.statusCode).toBe(200);
    expect(await unread(s.p2)).toBe(0);
    // A coach does not answer polls: opening it is enough.
    expect(await unread(s.b)).toBe(1);
    await markRead(s.b, poll.id);
    expect(await unread(s.b)).toBe(0);
  });

  it('leaves out trashed ones and those older than 30 days', async () => {
    const s = await school();
    const old = await postAnnouncement(t, s.a, { skillLevel: 1, subject: 'Old news' });
    const trashed = await postAnnouncement(t, s.a, { skillLevel: 1, subject: 'Trash me' });
    await postAnnouncement(t, s.a, { skillLevel: 1, subject: 'Fresh' });
    await t.ctx.db
      .update(announcements)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(announcements.id, old.id));
    const flags = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/announcements/${trashed.id}/flags`,
      headers: bearer(s.b),
      payload: { trashed: true },
    });
    expect(flags.statusCode).toBe(200);
    expect(await unread(s.b)).toBe(1);
    expect(await unread(s.p1)).toBe(2);
  });
});

describe('PUT /api/auth/announcements/{id}/read', () => {
  it('answers 401 without a token, 404 outside the caller’s audiences, 400 for a bad id', async () => {
    const s = await school();
    const post = await postAnnouncement(t, s.a, { skillLevel: 1 });
    const anon = await t.app.inject({ method: 'PUT', url: `/api/auth/announcements/${post.id}/read` });
    expect(anon.statusCode).toBe(401);
    for (const token of [s.q1, s.x, s.x1, s.c]) {
      const res = await markRead(token, post.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('error');
    }
    expect((await markRead(s.p1, 0)).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/announcements/abc/read',
      headers: bearer(s.p1),
    });
    expect(bad.statusCode).toBe(400);
    expect(await unread(s.p1)).toBe(1);
  });
});
