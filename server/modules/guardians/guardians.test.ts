/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-explicit-any -- replies are read as plain JSON; each assertion states the shape it expects */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { availabilityAnswers, minorMessageLog, players, smsJobs } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { adminToken } from '../../test/admin-factories';
import { postAnnouncement } from '../../test/communication-factories';
import {
  bearer,
  coachToken,
  createCoach,
  createPlayer,
  playerToken,
  uniquePhone,
} from '../../test/factories';
import { formatCalendarTime } from '../../../contract/calendar';

/**
 * Guardians (issue 34) through the HTTP routes: linking and confirming from the SMS, the guardian's
 * sign-in, what a guardian may read and answer (another family's child: 404), the copies of every
 * text to a minor, the audit log, the parents audiences and the privacy of contacts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://courtside.example' });
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, token?: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.body ? (safeJson(res.body) as any) : null, raw: res };
}
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const outbox = (phone: string) =>
  t.ctx.db.select().from(smsJobs).where(eq(smsJobs.phone, phone)).orderBy(asc(smsJobs.id));

/** A school with a JV team (coach, two players) and a second school's team and player. */
async function world() {
  const coach = await createCoach(t.ctx.db, { teamTypes: [1, 2] });
  const rosterId = coach.rosterIds[0]!;
  const kid = await createPlayer(t.ctx.db, {
    rosterId,
    schoolId: coach.schoolId,
    position: 1,
    firstName: 'Ana',
  });
  const mate = await createPlayer(t.ctx.db, {
    rosterId,
    schoolId: coach.schoolId,
    position: 2,
    firstName: 'Ben',
  });
  const other = await createCoach(t.ctx.db);
  const otherKid = await createPlayer(t.ctx.db, {
    rosterId: other.rosterIds[0]!,
    schoolId: other.schoolId,
    position: 1,
    firstName: 'Cem',
  });
  return {
    coach,
    rosterId,
    kid,
    mate,
    other,
    otherKid,
    coachToken: await coachToken(t, coach.id),
    kidToken: await playerToken(t, kid.id),
    mateToken: await playerToken(t, mate.id),
    otherToken: await coachToken(t, other.id),
    otherKidToken: await playerToken(t, otherKid.id),
  };
}

/** Adds a guardian to a player as `token` and answers the link's token from the SMS sent. */
async function addGuardian(token: string, playerId: number, phone = uniquePhone(), name = 'Mara Mom') {
  const res = await call('POST', `/api/auth/guardians/players/${playerId}`, token, {
    name,
    phone,
    email: 'mara@example.org',
    relation: 'mother',
  });
  expect(res.status, res.raw.body).toBe(200);
  const [sms] = (await outbox(phone)).filter((j) => j.dedupeKey?.startsWith(`guardian-link:${res.body.id}:`));
  const confirmToken = /\/guardian\/confirm\/([A-Za-z0-9_-]+)/.exec(sms!.body)![1]!;
  return { link: res.body, phone, confirmToken };
}

async function confirm(confirmToken: string) {
  const res = await call('POST', `/api/guardian-confirm/${confirmToken}`);
  expect(res.status, res.raw.body).toBe(200);
}

/** Signs a guardian in through the real calls: a code to the phone, then the code. */
async function guardianSignIn(phone: string): Promise<string> {
  const sent = await call('POST', '/api/guardian-login/code', undefined, { sms: phone });
  expect(sent.status).toBe(200);
  const res = await call('POST', '/api/guardian-login', undefined, { sms: phone, code: t.lastCode(phone) });
  expect(res.status, res.raw.body).toBe(200);
  return res.body.token as string;
}

async function linkedGuardian(token: string, playerId: number, phone?: string) {
  const g = await addGuardian(token, playerId, phone);
  await confirm(g.confirmToken);
  return g;
}

describe('linking and confirming', () => {
  it('a coach of the team adds a guardian, who gets an SMS link and is linked only once they confirm it', async () => {
    const w = await world();
    const g = await addGuardian(w.coachToken, w.kid.id);
    expect(g.link).toMatchObject({ name: 'Mara Mom', relation: 'mother', confirmed: false, phone: g.phone });
    const [sms] = await outbox(g.phone);
    expect(sms!.body).toContain('guardian of Ana');
    expect(sms!.body).toMatch(/^[^\r\n]+$/);

    // Not confirmed: no sign-in (no code sent), no copies.
    await call('POST', '/api/guardian-login/code', undefined, { sms: g.phone });
    expect(() => t.lastCode(g.phone)).toThrow();

    const read = await call('GET', `/api/guardian-confirm/${g.confirmToken}`);
    expect(read.body).toEqual({
      childFirstName: 'Ana',
      guardianName: 'Mara Mom',
      relation: 'mother',
      confirmed: false,
    });
    await confirm(g.confirmToken);
    const list = await call('GET', `/api/auth/guardians/players/${w.kid.id}`, w.coachToken);
    expect(list.body.data).toEqual([expect.objectContaining({ id: g.link.id, confirmed: true })]);
    expect(list.body.minor).toBe(true);
  });

  it('the player adds their own guardian; a made-up confirmation token is 404 and an expired one 410', async () => {
    const w = await world();
    const g = await addGuardian(w.kidToken, w.kid.id);
    expect(g.link.phone).toBeNull();
    expect((await call('POST', `/api/guardian-confirm/${'x'.repeat(32)}`)).status).toBe(404);
    t.clock.advance({ days: 8 });
    const late = await call('POST', `/api/guardian-confirm/${g.confirmToken}`);
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('guardian_confirm_expired');
  });

  it('refuses another team’s coach and a teammate (404), the player’s own phone (400) and the same guardian twice (409)', async () => {
    const w = await world();
    const body = { name: 'X', phone: uniquePhone(), relation: 'father' };
    expect((await call('POST', `/api/auth/guardians/players/${w.kid.id}`, w.otherToken, body)).status).toBe(
      404,
    );
    expect((await call('POST', `/api/auth/guardians/players/${w.kid.id}`, w.mateToken, body)).status).toBe(
      404,
    );
    expect((await call('GET', `/api/auth/guardians/players/${w.kid.id}`, w.mateToken)).status).toBe(404);
    const own = await call('POST', `/api/auth/guardians/players/${w.kid.id}`, w.coachToken, {
      ...body,
      phone: w.kid.phone,
    });
    expect(own.body.code).toBe('guardian_is_player');
    expect((await call('POST', `/api/auth/guardians/players/${w.kid.id}`, w.coachToken, body)).status).toBe(
      200,
    );
    const twice = await call('POST', `/api/auth/guardians/players/${w.kid.id}`, w.coachToken, body);
    expect([twice.status, twice.body.code]).toEqual([409, 'guardian_link_exists']);
    const bad = await call('POST', `/api/auth/guardians/players/${w.kid.id}`, w.coachToken, {
      ...body,
      relation: 'boss',
    });
    expect(bad.status).toBe(400);
  });

  it('two adds of one guardian at once link them once (409 for the other), and a removed link cannot be confirmed', async () => {
    const w = await world();
    const body = { name: 'Dee Dad', phone: uniquePhone(), relation: 'father' };
    const both = await Promise.all([
      call('POST', `/api/auth/guardians/players/${w.kid.id}`, w.coachToken, body),
      call('POST', `/api/auth/guardians/players/${w.kid.id}`, w.kidToken, body),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const list = await call('GET', `/api/auth/guardians/players/${w.kid.id}`, w.coachToken);
    expect(list.body.data).toHaveLength(1);
    const g = await addGuardian(w.coachToken, w.kid.id);
    await call('DELETE', `/api/auth/guardians/players/${w.kid.id}/links/${g.link.id}`, w.coachToken);
    expect((await call('POST', `/api/guardian-confirm/${g.confirmToken}`)).status).toBe(404);
  });

  it('one guardian may have several children in different schools, and a child several guardians', async () => {
    const w = await world();
    const phone = uniquePhone();
    await linkedGuardian(w.coachToken, w.kid.id, phone);
    await linkedGuardian(w.otherToken, w.otherKid.id, phone);
    await linkedGuardian(w.coachToken, w.kid.id);
    const token = await guardianSignIn(phone);
    const kids = await call('GET', '/api/auth/guardians/children', token);
    expect(kids.body.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Ana', 'Cem']);
    const list = await call('GET', `/api/auth/guardians/players/${w.kid.id}`, w.coachToken);
    expect(list.body.data).toHaveLength(2);
  });
});

describe('guardian sign-in and what a guardian may read', () => {
  it('signs in by SMS code to a token with gid only, which the user model calls a guardian', async () => {
    const w = await world();
    const g = await linkedGuardian(w.coachToken, w.kid.id);
    const token = await guardianSignIn(g.phone);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.gid).toBeGreaterThan(0);
    expect(claims.cid ?? claims.pid ?? claims.adm).toBeUndefined();
    const me = await call('GET', '/api/auth/user', token);
    expect(me.body.role).toEqual(['guardian']);
    // Not a coach: every coach route refuses the token.
    expect((await call('GET', '/api/auth/roster?team=1', token)).status).toBe(403);
    expect((await call('POST', '/api/auth/announcements', token, { skillLevel: 1 })).status).toBe(403);
    // A wrong code is refused as for players.
    await call('POST', '/api/guardian-login/code', undefined, { sms: g.phone });
    const wrong = await call('POST', '/api/guardian-login', undefined, {
      sms: g.phone,
      code: '000000' === t.lastCode(g.phone) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
  });

  it("reads their child's page (next match, challenges, announcements to the team and the parents list) and not another family's child (404)", async () => {
    const w = await world();
    const g = await linkedGuardian(w.coachToken, w.kid.id);
    const token = await guardianSignIn(g.phone);
    const start = new Date(t.clock.now().getTime() + 2 * 86_400_000);
    const ev = await call('POST', '/api/auth/addCalendarEvent', w.coachToken, {
      name: 'Home match',
      startTime: formatCalendarTime(start),
      endTime: formatCalendarTime(new Date(start.getTime() + 7_200_000)),
      team: 1,
    });
    expect(ev.status).toBe(200);
    await postAnnouncement(t, w.coachToken, { skillLevel: 1, subject: 'Team news' });
    // A draft dual (not published) is the coaches' only: the child does not see it, nor their guardian.
    const draft = await call('POST', '/api/auth/duals', w.coachToken, {
      rosterId: w.rosterId,
      opponentName: 'Secret High',
      site: 'home',
      place: 'Lincoln courts',
      startsAt: new Date(start.getTime() - 3_600_000).toISOString(),
      format: { preset: 'custom', singles: 1, doubles: 0, scoreFormat: 'SET3-S:6/TB7' },
    });
    expect(draft.status, draft.raw.body).toBe(200);
    const kids = await call('GET', '/api/auth/guardians/children', token);
    expect(kids.body.data[0]).toMatchObject({ playerId: w.kid.id, position: 1, teamType: 1 });
    expect(kids.body.data[0].next).toMatchObject({ kind: 'event' });
    const page = await call('GET', `/api/auth/guardians/children/${w.kid.id}`, token);
    expect(page.status, page.raw.body).toBe(200);
    expect(page.body.upcoming.map((i: { kind: string }) => i.kind)).toEqual(['event']);
    expect(page.body.upcoming[0].event.name).toBe('Home match');
    expect(page.raw.body).not.toContain('Secret High');
    expect(page.body.announcements.map((a: { subject: string }) => a.subject)).toContain('Team news');

    expect((await call('GET', `/api/auth/guardians/children/${w.mate.id}`, token)).status).toBe(404);
    expect((await call('GET', `/api/auth/guardians/children/${w.otherKid.id}`, token)).status).toBe(404);
    expect((await call('GET', `/api/auth/guardians/children/999999`, token)).body.code).toBe(
      'child_not_found',
    );
    // Nor the guardian list of a player, nor a team page.
    expect((await call('GET', `/api/auth/guardians/players/${w.kid.id}`, token)).status).toBe(403);
  });

  it('answers availability for the child, and the answer names the guardian; not for another child', async () => {
    const w = await world();
    const g = await linkedGuardian(w.coachToken, w.kid.id, undefined);
    const token = await guardianSignIn(g.phone);
    const start = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    const ev = await call('POST', '/api/auth/addCalendarEvent', w.coachToken, {
      name: 'Practice',
      startTime: formatCalendarTime(start),
      endTime: formatCalendarTime(new Date(start.getTime() + 7_200_000)),
      team: 1,
    });
    const id = ev.body.data.csa_id as number;
    const res = await call(
      'PUT',
      `/api/auth/guardians/children/${w.kid.id}/availability/event/${id}`,
      token,
      {
        answer: 'going',
        note: 'I will drive',
      },
    );
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body).toEqual({ answer: 'going', note: 'I will drive', givenBy: 'Mara Mom' });
    const coachView = await call('GET', `/api/auth/availability/event/${id}`, w.coachToken);
    const ana = coachView.body.players.find((p: { id: number }) => p.id === w.kid.id);
    expect(ana).toMatchObject({ answer: 'going', givenBy: 'Mara Mom' });
    const [row] = await t.ctx.db
      .select()
      .from(availabilityAnswers)
      .where(eq(availabilityAnswers.playerId, w.kid.id));
    expect(row).toMatchObject({
      via: 'guardian',
      givenByGuardianId: g.link.id > 0 ? expect.any(Number) : null,
    });
    const stranger = await call(
      'PUT',
      `/api/auth/guardians/children/${w.mate.id}/availability/event/${id}`,
      token,
      {
        answer: 'going',
      },
    );
    expect(stranger.status).toBe(404);
  });
});

describe('copies to guardians', () => {
  it('every announcement text to a minor is copied once to each confirmed guardian, marked as a copy; none after unlinking', async () => {
    const w = await world();
    const g1 = await linkedGuardian(w.coachToken, w.kid.id);
    const g2 = await linkedGuardian(w.coachToken, w.kid.id);
    const pending = await addGuardian(w.coachToken, w.kid.id); // never confirmed
    const a = await postAnnouncement(t, w.coachToken, { skillLevel: 1, subject: 'Bus at 7' });
    for (const phone of [g1.phone, g2.phone]) {
      const copies = (await outbox(phone)).filter((j) => j.announcementId === a.id);
      expect(copies).toHaveLength(1);
      expect(copies[0]!.body).toMatch(/^\[Copy of a Courtside text to Ana Player\] .*Bus at 7/);
    }
    expect((await outbox(pending.phone)).filter((j) => j.announcementId === a.id)).toHaveLength(0);

    // The guardian removes themself: the next announcement has no copy for them.
    const token = await guardianSignIn(g1.phone);
    const del = await call('DELETE', `/api/auth/guardians/players/${w.kid.id}/links/${g1.link.id}`, token);
    expect(del.status).toBe(200);
    const b = await postAnnouncement(t, w.coachToken, { skillLevel: 1, subject: 'Bus at 8' });
    expect((await outbox(g1.phone)).filter((j) => j.announcementId === b.id)).toHaveLength(0);
    expect((await outbox(g2.phone)).filter((j) => j.announcementId === b.id)).toHaveLength(1);
    // And can no longer read the child.
    expect((await call('GET', `/api/auth/guardians/children/${w.kid.id}`, token)).status).toBe(404);
  });

  it('an adult player (by birth date) is texted alone; the coach marks a minor and the copies follow', async () => {
    const w = await world();
    const g = await linkedGuardian(w.coachToken, w.kid.id);
    const facts = await call('PUT', `/api/auth/guardians/players/${w.kid.id}/minor`, w.coachToken, {
      birthDate: '2000-01-01',
      graduationYear: null,
      minorMark: false,
    });
    expect(facts.body).toMatchObject({ minor: false, facts: { birthDate: '2000-01-01' } });
    const a = await postAnnouncement(t, w.coachToken, { skillLevel: 1 });
    expect((await outbox(g.phone)).filter((j) => j.announcementId === a.id)).toHaveLength(0);
    await call('PUT', `/api/auth/guardians/players/${w.kid.id}/minor`, w.coachToken, {
      birthDate: '2000-01-01',
      graduationYear: null,
      minorMark: true,
    });
    const b = await postAnnouncement(t, w.coachToken, { skillLevel: 1 });
    expect((await outbox(g.phone)).filter((j) => j.announcementId === b.id)).toHaveLength(1);
    // A graduation year still ahead makes a minor too, and the page answers it (given as text or number).
    const byYear = await call('PUT', `/api/auth/guardians/players/${w.kid.id}/minor`, w.coachToken, {
      birthDate: null,
      graduationYear: '2099',
      minorMark: false,
    });
    expect(byYear.status, byYear.raw.body).toBe(200);
    expect(byYear.body).toMatchObject({ minor: true, facts: { birthDate: null, graduationYear: 2099 } });
    const page = await call('GET', `/api/auth/guardians/players/${w.kid.id}`, w.coachToken);
    expect(page.body.facts).toEqual({ birthDate: null, graduationYear: 2099, minorMark: false });
    // Only the team's coach sets the facts.
    const byPlayer = await call('PUT', `/api/auth/guardians/players/${w.kid.id}/minor`, w.kidToken, {
      birthDate: '2000-01-01',
      graduationYear: null,
      minorMark: false,
    });
    expect(byPlayer.status).toBe(403);
  });

  it('walks every sender: challenge steps, lineup publication and availability reminders reach the guardians too, once each', async () => {
    const w = await world();
    const g = await linkedGuardian(w.coachToken, w.mate.id); // Ben, position 2, challenges Ana
    const challenge = await call('POST', '/api/auth/challenges', w.mateToken, {
      skillLevel: 1,
      defenderId: w.kid.id,
    });
    expect(challenge.status, challenge.raw.body).toBe(200);
    // Ben issued it; Ana is texted. Ana's guardian: none; link one to Ana and accept.
    const ga = await linkedGuardian(w.coachToken, w.kid.id);
    const accept = await call(
      'POST',
      `/api/auth/challenges/${challenge.body.challenge.id}/accept`,
      w.kidToken,
      {
        agreedAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
        place: 'Court 1',
      },
    );
    expect(accept.status, accept.raw.body).toBe(200);
    const copies = async (phone: string, prefix: string) =>
      (await outbox(phone)).filter((j) => j.dedupeKey?.startsWith(prefix) && j.dedupeKey.includes(':copy:'));
    const cid = challenge.body.challenge.id as number;
    // Ben (the challenger) is texted the acceptance: his guardian gets its copy, once.
    const accepted = await copies(g.phone, `challenge:${cid}:`);
    expect(accepted.map((j) => j.dedupeKey!.split(':')[2])).toEqual(['accepted']);
    expect(accepted[0]!.body).toMatch(/^\[Copy of a Courtside text to Ben Player\]/);
    // Ana was texted the challenge before her guardian was linked: copies are decided when a text is queued.
    expect(await copies(ga.phone, `challenge:${cid}:`)).toEqual([]);

    // Availability: "remind the others now" texts the unanswered players, and their guardians.
    const start = new Date(t.clock.now().getTime() + 5 * 86_400_000);
    const ev = await call('POST', '/api/auth/addCalendarEvent', w.coachToken, {
      name: 'Scrimmage',
      startTime: formatCalendarTime(start),
      endTime: formatCalendarTime(new Date(start.getTime() + 7_200_000)),
      team: 1,
    });
    const remind = await call(
      'POST',
      `/api/auth/availability/event/${ev.body.data.csa_id}/remind`,
      w.coachToken,
      {},
    );
    expect(remind.status, remind.raw.body).toBe(200);
    const asks = await copies(g.phone, `avail:event:${ev.body.data.csa_id}:`);
    expect(asks).toHaveLength(1);
    expect(asks[0]!.body).toMatch(/^\[Copy of a Courtside text to Ben Player\]/);

    // A lineup publication.
    const dual = await call('POST', '/api/auth/duals', w.coachToken, {
      rosterId: w.rosterId,
      opponentName: 'Central High',
      site: 'home',
      place: 'Lincoln courts',
      startsAt: new Date(t.clock.now().getTime() + 6 * 86_400_000).toISOString(),
      format: { preset: 'custom', singles: 1, doubles: 0, scoreFormat: 'SET3-S:6/TB7' },
    });
    expect(dual.status, dual.raw.body).toBe(200);
    const dualId = dual.body.dual.id as number;
    const lineup = await call('PUT', `/api/auth/duals/${dualId}/lineup`, w.coachToken, {
      lineup: [{ line: 'S1', players: [w.mate.id] }],
    });
    expect(lineup.status, lineup.raw.body).toBe(200);
    const pub = await call('POST', `/api/auth/duals/${dualId}/publish`, w.coachToken, {
      reason: 'Ana is away',
    });
    expect(pub.status, pub.raw.body).toBe(200);
    const lineupCopies = await copies(g.phone, `dual:${dualId}:`);
    expect(lineupCopies).toHaveLength(1);
    expect(lineupCopies[0]!.body).toMatch(/^\[Copy of a Courtside text to Ben Player\]/);
    // Ben's guardian reads the lineup on Ben's page: the dual and Ben's line.
    const benToken = await guardianSignIn(g.phone);
    const page = await call('GET', `/api/auth/guardians/children/${w.mate.id}`, benToken);
    expect(page.body.lineups).toEqual([expect.objectContaining({ id: dualId, lines: ['S1'] })]);
    // Publishing again changes nothing: no second copy.
    await call('POST', `/api/auth/duals/${dualId}/publish`, w.coachToken, { reason: 'Ana is away' });
    expect(await copies(g.phone, `dual:${dualId}:`)).toHaveLength(1);
  });

  it('no code path queues a text to a person but through enqueueTexts, which adds the copies', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.includes(`${path.sep}test${path.sep}`))
          files.push(p);
      }
    };
    walk(path.resolve(import.meta.dirname, '../..'));
    const inserts = files.filter((f) => /insert\(smsJobs\)/.test(fs.readFileSync(f, 'utf8')));
    expect(inserts.map((f) => path.relative(path.resolve(import.meta.dirname, '../..'), f))).toEqual([
      path.join('jobs', 'texts.ts'),
    ]);
    // Direct sends through the SmsSender: the code delivery (sign-in and phone codes) and the outbox worker only.
    const direct = files.filter((f) => /\bsms\.send\(/.test(fs.readFileSync(f, 'utf8')));
    expect(direct.map((f) => path.basename(f)).sort()).toEqual(['code-delivery.ts', 'sms-delivery.ts']);
  });
});

describe('the audit log', () => {
  it('records each text to a minor with the guardians copied, for the team’s coaches and the school’s admin, as JSON and CSV', async () => {
    const w = await world();
    await linkedGuardian(w.coachToken, w.kid.id);
    await postAnnouncement(t, w.coachToken, { skillLevel: 1, subject: 'Log me' });
    const log = await call('GET', `/api/auth/guardians/message-log/${w.rosterId}`, w.coachToken);
    expect(log.status).toBe(200);
    const ana = log.body.data.filter((e: { playerId: number }) => e.playerId === w.kid.id);
    expect(ana).toHaveLength(1);
    expect(ana[0]).toMatchObject({ kind: 'announcement', copiedTo: [{ name: 'Mara Mom' }] });
    const ben = log.body.data.find((e: { playerId: number }) => e.playerId === w.mate.id);
    expect(ben.copiedTo).toEqual([]);

    const admin = await adminToken(t, w.coach.schoolId);
    const csv = await call('GET', `/api/auth/guardians/message-log/${w.rosterId}/csv`, admin);
    expect(csv.status).toBe(200);
    expect(csv.raw.headers['content-type']).toContain('text/csv');
    expect(csv.raw.body.split('\r\n')[0]).toBe('"sent_at","player","kind","text","guardians_copied"');
    expect(csv.raw.body).toContain('"Mara Mom"');

    expect((await call('GET', `/api/auth/guardians/message-log/${w.rosterId}`, w.otherToken)).status).toBe(
      404,
    );
    const otherAdmin = await adminToken(t, w.other.schoolId);
    expect((await call('GET', `/api/auth/guardians/message-log/${w.rosterId}`, otherAdmin)).status).toBe(404);
    expect((await call('GET', `/api/auth/guardians/message-log/${w.rosterId}`, w.kidToken)).status).toBe(403);
    const rows = await t.ctx.db.select().from(minorMessageLog).where(eq(minorMessageLog.playerId, w.kid.id));
    expect(rows).toHaveLength(1);
  });
});

describe('parents audiences and privacy', () => {
  it('jv-parents texts every confirmed guardian of the JV players, and drops one at unlinking', async () => {
    const w = await world();
    const g = await linkedGuardian(w.coachToken, w.kid.id);
    const pending = await addGuardian(w.coachToken, w.mate.id);
    const a = await postAnnouncement(t, w.coachToken, { skillLevel: 6, subject: 'Parents meeting' });
    expect((await outbox(g.phone)).filter((j) => j.announcementId === a.id)).toHaveLength(1);
    expect((await outbox(pending.phone)).filter((j) => j.announcementId === a.id)).toHaveLength(0);
    // var-parents is the varsity team's: Ana's guardian is not on it.
    const v = await postAnnouncement(t, w.coachToken, { skillLevel: 7, subject: 'Varsity parents' });
    expect((await outbox(g.phone)).filter((j) => j.announcementId === v.id)).toHaveLength(0);
    // The guardian reads it on the child's page.
    const token = await guardianSignIn(g.phone);
    const page = await call('GET', `/api/auth/guardians/children/${w.kid.id}`, token);
    expect(page.body.announcements.map((x: { subject: string }) => x.subject)).toContain('Parents meeting');
    expect(page.body.announcements.map((x: { subject: string }) => x.subject)).not.toContain(
      'Varsity parents',
    );
    await call('DELETE', `/api/auth/guardians/players/${w.kid.id}/links/${g.link.id}`, w.coachToken);
    const b = await postAnnouncement(t, w.coachToken, { skillLevel: 6, subject: 'Again' });
    expect((await outbox(g.phone)).filter((j) => j.announcementId === b.id)).toHaveLength(0);
  });

  it("hides a guardian's phone from a coach of another team in a parents list's delivery list", async () => {
    const w = await world();
    const g = await linkedGuardian(w.coachToken, w.kid.id);
    const girlsCoach = await createCoach(t.ctx.db, { schoolId: w.coach.schoolId, teamTypes: [3] });
    const girlsToken = await coachToken(t, girlsCoach.id);
    const a = await postAnnouncement(t, girlsToken, { skillLevel: 6, subject: 'All JV parents' });
    const theirs = await call('GET', `/api/auth/announcements/${a.id}/delivery`, girlsToken);
    expect(theirs.status, theirs.raw.body).toBe(200);
    const row = theirs.body.recipients.find((r: { name: string }) => r.name === 'Mara Mom');
    expect(row.phone).toBe('');
    expect(theirs.raw.body).not.toContain(g.phone);
    const mine = await call('GET', `/api/auth/announcements/${a.id}/delivery`, w.coachToken);
    expect(mine.body.recipients.find((r: { name: string }) => r.name === 'Mara Mom').phone).toBe(g.phone);
  });

  it("shows a guardian's phone and e-mail to the team's coaches only", async () => {
    const w = await world();
    const g = await linkedGuardian(w.kidToken, w.kid.id);
    const byCoach = await call('GET', `/api/auth/guardians/players/${w.kid.id}`, w.coachToken);
    expect(byCoach.body.data[0]).toMatchObject({ phone: g.phone, email: 'mara@example.org' });
    const byPlayer = await call('GET', `/api/auth/guardians/players/${w.kid.id}`, w.kidToken);
    expect(byPlayer.body.data[0]).toMatchObject({ phone: null, email: null, name: 'Mara Mom' });
    expect((await call('GET', `/api/auth/guardians/players/${w.kid.id}`, w.otherToken)).status).toBe(404);
    // Nobody else's reply carries the guardian's phone: the teammates' roster, the child's own page.
    const roster = await call('GET', '/api/auth/roster?team=1', w.mateToken);
    expect(roster.raw.body).not.toContain(g.phone);
    const [kid] = await t.ctx.db.select().from(players).where(eq(players.id, w.kid.id));
    expect(kid!.phone).not.toBe(g.phone);
  });

  it('a guardian removes only their own link; a coach of another team cannot remove one (404)', async () => {
    const w = await world();
    const g1 = await linkedGuardian(w.coachToken, w.kid.id);
    const g2 = await linkedGuardian(w.coachToken, w.kid.id);
    const token1 = await guardianSignIn(g1.phone);
    expect(
      (await call('DELETE', `/api/auth/guardians/players/${w.kid.id}/links/${g2.link.id}`, token1)).status,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/auth/guardians/players/${w.kid.id}/links/${g2.link.id}`, w.otherToken))
        .status,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/auth/guardians/players/${w.kid.id}/links/${g2.link.id}`, w.kidToken))
        .status,
    ).toBe(200);
  });
});
