import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../contract/search/index';
import { announcements, players } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createEvent } from '../../test/calendar-factories';
import { postAnnouncement } from '../../test/communication-factories';
import { createDualVia, dualBody } from '../../test/dual-api';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';
import { createMatchRow } from '../../test/match-factories';
import { createTournament } from '../../test/tournament-factories';

/**
 * GET /api/auth/search through the real route, on PGlite and (TEST_DATABASE_URL) PostgreSQL:
 * what each caller finds, and what they never find.
 */
let t: TestApp;

let coachTok: string;
let otherCoachTok: string;
let playerTok: string;
type Ids = Record<
  | 'school'
  | 'coach'
  | 'jvBoys'
  | 'varBoys'
  | 'jose'
  | 'liam'
  | 'ayse'
  | 'arabic'
  | 'girl'
  | 'match'
  | 'dual'
  | 'tournament'
  | 'event'
  | 'note',
  number
>;
let ids: Ids;

async function named(schoolId: number, rosterId: number, firstName: string, lastName: string) {
  const player = await createPlayer(t.ctx.db, { schoolId, rosterId, firstName });
  await t.ctx.db.update(players).set({ lastName }).where(eq(players.id, player.id));
  return player;
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.ctx.db;
  // School A: the coach coaches JV Boys (1) and Varsity Boys (2); a colleague coaches JV Girls (3).
  const coach = await createCoach(db, { teamTypes: [1, 2] });
  const [jvBoys, varBoys] = coach.rosterIds as [number, number];
  const colleague = await createCoach(db, { schoolId: coach.schoolId, teamTypes: [3] });
  const jose = await named(coach.schoolId, jvBoys, 'José', 'Álvarez');
  const liam = await named(coach.schoolId, jvBoys, 'Liam', 'Chen');
  const ayse = await named(coach.schoolId, varBoys, 'Ayşe', 'Yılmaz');
  const arabic = await named(coach.schoolId, varBoys, 'محمد', 'الأحمد');
  await named(coach.schoolId, varBoys, 'İpek', 'Şahin');
  const girl = await named(coach.schoolId, colleague.rosterIds[0]!, 'Josefina', 'Other');
  // School B: a José too, never found from school A.
  const stranger = await createCoach(db, { teamTypes: [1] });
  await named(stranger.schoolId, stranger.rosterIds[0]!, 'José', 'Xavier');
  await createTournament(db, stranger.id, { name: 'Spring Classic' });

  coachTok = await coachToken(t, coach.id);
  otherCoachTok = await coachToken(t, stranger.id);
  playerTok = await playerToken(t, jose.id);

  const match = await createMatchRow(db, { rosterId: jvBoys, playerIds: [jose.id, liam.id], matchType: 1 });
  const dual = await createDualVia(t, bearer(coachTok), dualBody(varBoys, { opponentName: 'Central High' }));
  const tournament = await createTournament(db, coach.id, { name: 'Spring Open' });
  const event = await createEvent(db, coach.id, { name: 'Team dinner', start: '2030-04-10T18:00:00Z' });
  const note = await postAnnouncement(t, coachTok, { skillLevel: 1, subject: 'Bus schedule' });
  await postAnnouncement(t, coachTok, { skillLevel: 2, subject: 'Bus for varsity' });
  const colleagueTok = await coachToken(t, colleague.id);
  await postAnnouncement(t, colleagueTok, { skillLevel: 3, subject: 'Bus for the girls' });
  ids = {
    school: coach.schoolId,
    coach: coach.id,
    jvBoys,
    varBoys,
    jose: jose.id,
    liam: liam.id,
    ayse: ayse.id,
    arabic: arabic.id,
    girl: girl.id,
    match: match.id,
    dual: dual.id,
    tournament: tournament.id,
    event: event.id,
    note: note.id,
  };
});
afterAll(async () => {
  await t.close();
});

async function search(token: string, q: string, limit?: number): Promise<SearchResult[]> {
  const query = new URLSearchParams({ q, ...(limit === undefined ? {} : { limit: String(limit) }) });
  const res = await t.app.inject({ url: `/api/auth/search?${query.toString()}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: SearchResult[] }>().results;
}
const titles = (results: SearchResult[]) => results.map((r) => `${r.kind}:${r.title}`);

describe('GET /api/auth/search', () => {
  it('finds each kind, with the link of the page that shows it', async () => {
    expect(await search(coachTok, 'jos')).toContainEqual({
      kind: 'player',
      id: ids.jose,
      title: 'José Álvarez',
      team: 1,
      link: '/ladder/jv-boys',
    });
    expect(await search(coachTok, 'liam')).toContainEqual(
      expect.objectContaining({
        kind: 'match',
        id: ids.match,
        title: 'José Álvarez – Liam Chen',
        link: '/matches/challenge/jv-boys',
      }),
    );
    expect(await search(coachTok, 'centr')).toContainEqual(
      expect.objectContaining({
        kind: 'dual',
        id: ids.dual,
        title: 'Central High',
        subtitle: 'Lincoln courts',
        team: 2,
        link: `/duals/var-boys/${ids.dual}`,
      }),
    );
    expect(await search(coachTok, 'spring')).toEqual([
      { kind: 'tournament', id: ids.tournament, title: 'Spring Open', link: '/tournaments' },
    ]);
    expect(await search(coachTok, 'dinner')).toEqual([
      expect.objectContaining({
        kind: 'event',
        id: ids.event,
        title: 'Team dinner',
        link: '/calendar?view=agenda&date=2030-04-10',
      }),
    ]);
    expect(await search(coachTok, 'bus sched')).toEqual([
      expect.objectContaining({
        kind: 'announcement',
        id: ids.note,
        title: 'Bus schedule',
        team: 1,
        link: `/announcements/jv-boys/${ids.note}`,
      }),
    ]);
    expect(titles(await search(coachTok, 'varsity boys'))).toEqual([
      'team:Junior Varsity Boys',
      'team:Varsity Boys',
    ]);
  });

  it('ignores accents and case, in any script, each word a prefix in any order', async () => {
    for (const q of ['ALVAREZ', 'alv jos', 'JOSE Á', 'josé']) {
      expect(titles(await search(coachTok, q)), q).toContain('player:José Álvarez');
    }
    for (const q of ['ayse', 'AYŞE yıl', 'yilmaz', 'YILMAZ']) {
      expect(titles(await search(coachTok, q)), q).toContain('player:Ayşe Yılmaz');
    }
    expect(titles(await search(coachTok, 'الأح'))).toEqual(['player:محمد الأحمد']);
    for (const q of ['İPEK ŞAH', 'ipek', 'sahin', 'ŞAHİN']) {
      expect(titles(await search(coachTok, q)), q).toEqual(['player:İpek Şahin']);
    }
    expect(await search(coachTok, 'lvarez')).toEqual([]);
  });

  it("never finds another school's things, nor a team the coach does not coach", async () => {
    const found = titles(await search(coachTok, 'jos'));
    expect(found).toContain('player:José Álvarez');
    expect(found).not.toContain('player:José Xavier');
    expect(found).not.toContain('player:Josefina Other');
    expect(titles(await search(coachTok, 'bus'))).not.toContain('announcement:Bus for the girls');
    expect(titles(await search(otherCoachTok, 'jos'))).toEqual(['player:José Xavier']);
    expect(titles(await search(otherCoachTok, 'spring'))).toEqual(['tournament:Spring Classic']);
    expect(await search(otherCoachTok, 'central')).toEqual([]);
    expect(await search(otherCoachTok, 'dinner')).toEqual([]);
    expect(await search(otherCoachTok, 'bus')).toEqual([]);
  });

  it("a player finds only their team's things", async () => {
    expect(titles(await search(playerTok, 'liam'))).toEqual([
      'player:Liam Chen',
      'match:José Álvarez – Liam Chen',
    ]);
    expect(await search(playerTok, 'ayse')).toEqual([]);
    expect(titles(await search(playerTok, 'bus'))).toEqual(['announcement:Bus schedule']);
    // The dual is Varsity's and not published: not theirs either way.
    expect(await search(playerTok, 'central')).toEqual([]);
    // Their coach's tournament and events for no team in particular reach them (the tournaments' and calendar's rules).
    expect(titles(await search(playerTok, 'spring open'))).toEqual(['tournament:Spring Open']);
    expect(titles(await search(playerTok, 'dinner'))).toEqual(['event:Team dinner']);
  });

  it('answers at most 10 suggestions, or the limit asked for, from every kind in turn', async () => {
    const db = t.ctx.db;
    for (let i = 0; i < 12; i += 1) await named(ids.school, ids.jvBoys, 'Zed', `Number${i}`);
    await createEvent(db, ids.coach, { name: 'Zed meeting' });
    const all = await search(coachTok, 'zed');
    expect(all).toHaveLength(10);
    expect(all[1]).toMatchObject({ kind: 'event', title: 'Zed meeting' });
    expect(await search(coachTok, 'zed', 3)).toHaveLength(3);
  });

  it('refuses bad input with 400 {error, code}, and a signed-out caller with 401', async () => {
    for (const q of [
      '',
      'q=a',
      'q=%20%20x%20',
      `q=${'a'.repeat(101)}`,
      'q=jose&limit=11',
      'q=jose&limit=0',
      'q=jose&limit=ten',
    ]) {
      const res = await t.app.inject({ url: `/api/auth/search?${q}`, headers: bearer(coachTok) });
      expect(res.statusCode, q).toBe(400);
      const body = res.json<{ error: unknown; code: unknown }>();
      expect(body.code, q).toBe('validation_failed');
      expect(typeof body.error, q).toBe('string');
    }
    // Only punctuation, or tsquery syntax: no words, nothing found, never an error.
    for (const q of ['!!', "':*&|", '(( ))', 'a\\b'])
      expect(await search(coachTok, q), q).toEqual(expect.any(Array));
    expect(await search(coachTok, '!!')).toEqual([]);
    const res = await t.app.inject({ url: '/api/auth/search?q=jose' });
    expect(res.statusCode).toBe(401);
    expect((await t.ctx.db.select({ id: announcements.id }).from(announcements)).length).toBe(3);
  });
});
