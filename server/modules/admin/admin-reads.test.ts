import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSchools, AdminTeam } from '../../../contract/admin';
import { TestClock } from '../../jobs/clock';
import {
  calendarEvents,
  duals,
  matchPlayers,
  tennisMatches,
  tournamentPlayers,
  tournaments,
} from '../../db/schema/index';
import { adminToken } from '../../test/admin-factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { dbFingerprint } from '../../test/db-fingerprint';
import { createDualRow } from '../../test/dual-scoring-factories';
import { bearer, coachToken, createCoach, createPlayer, createSchool } from '../../test/factories';

/**
 * The admin's reads (issue 32) through the HTTP routes, on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL): each team's record and next calendar items on the admin's page, and one team's
 * duals, recent matches, tournaments and calendar on its read-only page; another school's team is
 * 404, a coach's or player's token 403, and reading changes nothing.
 */
const NOW = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
let school: { id: number; label: string };
let other: { id: number; label: string };
let admin: string;
let head: Awaited<ReturnType<typeof createCoach>>;
let rosterId: number;
let playerIds: number[];

const at = (iso: string) => new Date(iso);

async function match(opts: {
  type: 1 | 2 | 3;
  at: string;
  score?: string;
  players: number[];
  dualId?: number;
}) {
  const [row] = await t.ctx.db
    .insert(tennisMatches)
    .values({
      rosterId,
      matchType: opts.type,
      isSingles: true,
      matchAt: at(opts.at),
      score: opts.score ?? null,
      outcome: opts.score ? 'completed' : null,
      winnerSide: opts.score ? 1 : null,
      dualId: opts.dualId ?? null,
    })
    .returning();
  await t.ctx.db
    .insert(matchPlayers)
    .values(
      opts.players.map((playerId, i) => ({ matchId: row!.id, side: i === 0 ? 1 : 2, slot: i, playerId })),
    );
  return row!;
}

async function decide(dualId: number, winnerSide: 1 | 2 | null, won: number, lost: number) {
  await t.ctx.db
    .update(duals)
    .set({ winnerSide, linesWon: won, linesLost: lost, resultDecidedAt: NOW })
    .where(eq(duals.id, dualId));
}

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const teamPage = (token: string, id: number | string) => get(token, `/api/auth/admin/teams/${id}`);

beforeAll(async () => {
  t = await buildTestApp({}, { clock: new TestClock(NOW) });
  school = await createSchool(t.ctx.db, 'Reads Lincoln High');
  other = await createSchool(t.ctx.db, 'Reads Other High');
  admin = await adminToken(t, school.id);
  head = await createCoach(t.ctx.db, { schoolId: school.id, teamTypes: [1, 2] });
  rosterId = head.rosterIds[0]!;
  playerIds = [];
  for (const firstName of ['Ana', 'Ben', 'Cara']) {
    const p = await createPlayer(t.ctx.db, { schoolId: school.id, rosterId, firstName });
    playerIds.push(p.id);
  }
  // Three decided duals (won, lost, tied), a draft ahead and a published one ahead.
  const won = await createDualRow(t.ctx.db, {
    rosterId,
    opponentName: 'Won High',
    startsAt: at('2026-02-01T15:00:00Z'),
    published: true,
  });
  await decide(won.id, 1, 4, 1);
  const lost = await createDualRow(t.ctx.db, {
    rosterId,
    opponentName: 'Lost High',
    startsAt: at('2026-02-08T15:00:00Z'),
  });
  await decide(lost.id, 2, 1, 4);
  const tied = await createDualRow(t.ctx.db, {
    rosterId,
    opponentName: 'Tied High',
    startsAt: at('2026-02-15T15:00:00Z'),
  });
  await decide(tied.id, null, 2, 2);
  await createDualRow(t.ctx.db, {
    rosterId,
    opponentName: 'Draft High',
    startsAt: at('2026-03-20T15:00:00Z'),
  });
  await createDualRow(t.ctx.db, {
    rosterId,
    opponentName: 'Next High',
    startsAt: at('2026-03-12T15:00:00Z'),
    published: true,
  });
  // Matches: two past with scores (one a dual's line), two ahead.
  await match({
    type: 2,
    at: '2026-03-01T16:00:00Z',
    score: '6-3 6-4',
    players: [playerIds[0]!, playerIds[1]!],
  });
  await match({
    type: 2,
    at: '2026-02-01T16:00:00Z',
    score: '6-1 6-1',
    players: [playerIds[2]!],
    dualId: won.id,
  });
  await match({
    type: 3,
    at: '2026-03-05T16:00:00Z',
    score: '7-5 6-2',
    players: [playerIds[1]!, playerIds[2]!],
  });
  await match({ type: 1, at: '2026-03-11T16:00:00Z', players: [playerIds[2]!, playerIds[0]!] });
  await match({ type: 3, at: '2026-04-01T16:00:00Z', players: [playerIds[0]!, playerIds[2]!] });
  // Events: one past, one ahead for the team, one ahead for no team (the coach's own).
  const event = (name: string, start: string, team: number | null) =>
    t.ctx.db.insert(calendarEvents).values({
      coachId: head.id,
      rosterId: team,
      name,
      description: '',
      startsAt: at(start),
      endsAt: new Date(at(start).getTime() + 3_600_000),
    });
  await event('Past practice', '2026-03-01T15:00:00Z', rosterId);
  await event('Team photo', '2026-03-10T18:00:00Z', rosterId);
  await event("Coach's dentist", '2026-03-10T19:00:00Z', null);
  // A tournament the team's coach runs, and one of another school's coach.
  const [cup] = await t.ctx.db
    .insert(tournaments)
    .values({ coachId: head.id, name: 'Spring Cup' })
    .returning();
  await t.ctx.db.insert(tournamentPlayers).values([
    { tournamentId: cup!.id, name: 'Ana', rank: 1 },
    { tournamentId: cup!.id, name: 'Ben', rank: null },
  ]);
  const theirs = await createCoach(t.ctx.db, { schoolId: other.id, teamTypes: [1] });
  await t.ctx.db.insert(tournaments).values({ coachId: theirs.id, name: 'Other Cup' });
});
afterAll(() => t.close());

describe("the admin's page: each team's record and next events", () => {
  it('counts decided duals as the duals list does and shows the next three calendar items', async () => {
    const res = await get(admin, '/api/auth/admin/schools');
    expect(res.statusCode, res.body).toBe(200);
    const [mine] = res.json<{ schools: AdminSchools }>().schools;
    const team = mine!.teams.find((x) => x.rosterId === rosterId)!;
    expect(team.record).toEqual({ won: 1, lost: 1, tied: 1 });
    // The same count as the coach's own duals list.
    const list = await get(await coachToken(t, head.id), '/api/auth/duals?skillLevel=1');
    expect(list.json<{ record: unknown }>().record).toEqual(team.record);
    expect(
      team.next.map((i) =>
        i.kind === 'event'
          ? i.event.name
          : i.kind === 'dual'
            ? i.dual.opponentName
            : `match ${i.match.matchType}`,
      ),
    ).toEqual(['Team photo', 'match 1', 'Next High']);
    const second = mine!.teams.find((x) => x.rosterId === head.rosterIds[1])!;
    expect(second).toMatchObject({ record: { won: 0, lost: 0, tied: 0 }, next: [] });
  });
});

describe("an admin reads a team's page", () => {
  it("gives the team's duals with results and public pages, recent matches, tournaments and calendar", async () => {
    const res = await teamPage(admin, rosterId);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<AdminTeam>();
    expect(page.team).toEqual({
      rosterId,
      teamType: 1,
      schoolId: school.id,
      schoolName: 'Reads Lincoln High',
    });
    expect(page.record).toEqual({ won: 1, lost: 1, tied: 1 });
    expect(page.duals.map((d) => [d.opponent.name, d.result.decided, d.published])).toEqual([
      ['Won High', true, true],
      ['Lost High', true, false],
      ['Tied High', true, false],
      ['Next High', false, true],
      ['Draft High', false, false],
    ]);
    const published = page.duals.find((d) => d.opponent.name === 'Won High')!;
    expect(published.publicUrl).toMatch(/\/dual\/[A-Za-z0-9_-]{22}$/);
    expect(page.duals.find((d) => d.opponent.name === 'Lost High')!.publicUrl).toBeNull();
    // The public address answers without a token.
    const token = published.publicUrl!.split('/dual/')[1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/dual/${token}` })).statusCode).toBe(200);
    // Recent matches of every type, newest first, with scores; none ahead of now.
    expect(page.matches.map((m) => [m.MatchType, m.MatchDate, m.MatchScore])).toEqual([
      [3, '2026-03-05', '7-5 6-2'],
      [2, '2026-03-01', '6-3 6-4'],
      [2, '2026-02-01', '6-1 6-1'],
    ]);
    expect(page.matches[1]!.Players.map((p) => p.Name)).toEqual(['Ana Player', 'Ben Player']);
    expect(page.tournaments).toEqual([
      {
        ID: expect.any(Number) as number,
        name: 'Spring Cup',
        MatchFormat: null,
        players: [
          { PlayersID: expect.any(Number) as number, players: 'Ana', rank: 1 },
          { PlayersID: expect.any(Number) as number, players: 'Ben', rank: -1 },
        ],
      },
    ]);
    expect(page.upcoming.map((i) => i.kind)).toEqual(['event', 'match', 'dual', 'dual', 'match']);
    const [photo] = page.upcoming;
    expect(photo).toMatchObject({
      kind: 'event',
      event: { name: 'Team photo', startTime: '2026-03-10 18:00', mine: false },
    });
  });

  it("answers 404 for another school's team and for no team, 403 to a coach or a player, and changes nothing", async () => {
    const theirs = await createCoach(t.ctx.db, { schoolId: other.id, teamTypes: [3] });
    const otherAdmin = await adminToken(t, theirs.schoolId);
    const before = await dbFingerprint(t.ctx.db);
    for (const id of [theirs.rosterIds[0]!, 2_000_000_000]) {
      const res = await teamPage(admin, id);
      expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([404, 'team_not_found']);
    }
    const bad = await teamPage(admin, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: expect.any(String) as string,
      error: expect.any(String) as string,
    });
    const coach = await teamPage(await coachToken(t, head.id), rosterId);
    expect([coach.statusCode, coach.json<{ code: string }>().code]).toEqual([403, 'admins_only']);
    expect((await teamPage(otherAdmin, rosterId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/admin/teams/${rosterId}` })).statusCode).toBe(
      401,
    );
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
  });
});
