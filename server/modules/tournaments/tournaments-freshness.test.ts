import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coachTeams, rosterPlayers, sessions, tournamentPlayers, tournaments } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../../test/factories';
import { createTournament } from '../../test/tournament-factories';

/**
 * GET /api/auth/getAllTournaments shows every change at once. Each change below is written
 * straight to the database (as any future code path might), never through the tournaments
 * module, and the very next read must show it, on PGlite and on PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Entry {
  ID: number;
  name: string;
  players: Array<{ PlayersID: number; players: string; rank: number | string }>;
}

const url = '/api/auth/getAllTournaments';

async function list(token: string) {
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ res: Entry[] | string }>();
  return { res: body.res, body: res.body };
}
/** The names of the tournaments the caller sees, newest first ([] for 'no records found'). */
async function names(token: string): Promise<string[]> {
  const { res } = await list(token);
  return Array.isArray(res) ? res.map((e) => e.name) : [];
}

let coach: Awaited<ReturnType<typeof createCoach>>;
let coCoach: Awaited<ReturnType<typeof createCoach>>;
let player: Awaited<ReturnType<typeof createPlayer>>;
let coachTok: string;
let playerTok: string;

beforeEach(async () => {
  coach = await createCoach(t.ctx.db);
  // A co-coach of the same team (same school, no team of their own yet).
  coCoach = await createCoach(t.ctx.db, { schoolId: coach.schoolId, teamTypes: [] });
  await t.ctx.db.insert(coachTeams).values({ coachId: coCoach.id, rosterId: coach.rosterIds[0]! });
  player = await createPlayer(t.ctx.db, {
    schoolId: coach.schoolId,
    rosterId: coach.rosterIds[0]!,
    position: 1,
  });
  coachTok = await coachToken(t, coach.id);
  playerTok = await playerToken(t, player.id);
  await createTournament(t.ctx.db, coach.id, { name: 'Spring Open' });
  await list(coachTok);
  await list(playerTok);
});

describe('the tournament list after a change', () => {
  it('shows a renamed tournament at once, and no other coach’s tournament', async () => {
    const before = await list(coachTok);
    expect((await list(coachTok)).body).toBe(before.body);
    await t.ctx.db.update(tournaments).set({ name: 'Renamed Open' }).where(eq(tournaments.coachId, coach.id));
    expect(await names(coachTok)).toEqual(['Renamed Open']);
    expect(await names(playerTok)).toEqual(['Renamed Open']);
    const stranger = await createCoach(t.ctx.db);
    await createTournament(t.ctx.db, stranger.id, { name: 'Elsewhere Cup' });
    expect((await list(coachTok)).body).not.toContain('Elsewhere Cup');
  });

  it('shows a co-coach’s new tournament to the coach and to the team’s player at once', async () => {
    await createTournament(t.ctx.db, coCoach.id, { name: 'Co Cup' });
    expect(await names(coachTok)).toEqual(['Co Cup', 'Spring Open']);
    expect(await names(playerTok)).toEqual(['Co Cup', 'Spring Open']);
  });

  it('shows players renamed, ranked, added and deleted', async () => {
    const [entry] = (await list(coachTok)).res as Entry[];
    const [first, second] = entry!.players;
    await t.ctx.db
      .update(tournamentPlayers)
      .set({ name: 'Zed Renamed' })
      .where(eq(tournamentPlayers.id, first!.PlayersID));
    expect((await list(playerTok)).body).toContain('Zed Renamed');
    await t.ctx.db
      .update(tournamentPlayers)
      .set({ rank: 1 })
      .where(eq(tournamentPlayers.id, second!.PlayersID));
    const ranked = ((await list(coachTok)).res as Entry[])[0]!.players;
    expect(ranked[0]).toMatchObject({ PlayersID: second!.PlayersID, rank: 1 });
    await t.ctx.db.insert(tournamentPlayers).values({ tournamentId: entry!.ID, name: 'New Entry' });
    expect((await list(coachTok)).body).toContain('New Entry');
    await t.ctx.db.delete(tournamentPlayers).where(eq(tournamentPlayers.id, first!.PlayersID));
    expect((await list(playerTok)).body).not.toContain('Zed Renamed');
  });

  it('forgets a deleted tournament', async () => {
    await t.ctx.db.delete(tournaments).where(eq(tournaments.coachId, coach.id));
    expect(await names(coachTok)).toEqual([]);
    expect(await names(playerTok)).toEqual([]);
  });

  it('follows who reaches what: a coach leaving the team, a player leaving and joining', async () => {
    const coTok = await coachToken(t, coCoach.id);
    expect(await names(coTok)).toEqual(['Spring Open']);
    await t.ctx.db
      .delete(coachTeams)
      .where(and(eq(coachTeams.coachId, coCoach.id), eq(coachTeams.rosterId, coach.rosterIds[0]!)));
    expect(await names(coTok)).toEqual([]);
    await t.ctx.db.delete(rosterPlayers).where(eq(rosterPlayers.playerId, player.id));
    expect(await names(playerTok)).toEqual([]);
    await t.ctx.db
      .insert(rosterPlayers)
      .values({ rosterId: coach.rosterIds[0]!, playerId: player.id, position: 1 });
    expect(await names(playerTok)).toEqual(['Spring Open']);
  });

  it('refuses a logged-out session at once', async () => {
    expect(await names(coachTok)).toEqual(['Spring Open']);
    await t.ctx.db.update(sessions).set({ revokedAt: new Date() });
    const res = await t.app.inject({ url, headers: bearer(coachTok) });
    expect(res.statusCode).toBe(401);
  });
});
