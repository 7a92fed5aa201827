import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coachTeams, players, rosterPlayers, sessions, tennisMatches } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createPlayer, playerToken } from '../../test/factories';
import { createLadderTeam, createMatchRow } from '../../test/match-factories';

/**
 * GET /api/auth/roster shows every change at once. Each change below is written straight to the
 * database (as any future code path might), never through the ladder module, and the very next
 * read must show it, on PGlite and on PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Row {
  PlayerID: number;
  Position: number;
  FirstName: string;
  PhoneNumber: string;
  OMWLPer: number;
  CMWLPer: number;
}

let team: Awaited<ReturnType<typeof createLadderTeam>>;
let token: string;

async function ladder(tok = token, skillLevel = 1) {
  const res = await t.app.inject({ url: `/api/auth/roster?skillLevel=${skillLevel}`, headers: bearer(tok) });
  return { status: res.statusCode, body: res.json<{ res: Row[] | string; error?: string }>() };
}
async function rows(tok = token): Promise<Row[]> {
  const { status, body } = await ladder(tok);
  expect(status).toBe(200);
  expect(Array.isArray(body.res)).toBe(true);
  return body.res as Row[];
}
const row = (all: Row[], playerId: number) => all.find((r) => r.PlayerID === playerId);

beforeEach(async () => {
  team = await createLadderTeam(t.ctx.db, [1, 2, 3]);
  token = await coachToken(t, team.coach.id);
  await rows();
});

describe('the ladder after a change', () => {
  it('answers the same while nothing changed, and shows a change by the very next read', async () => {
    const url = '/api/auth/roster?skillLevel=1';
    const first = await t.app.inject({ url, headers: bearer(token) });
    const second = await t.app.inject({ url, headers: bearer(token) });
    expect(second.body).toBe(first.body);
    await t.ctx.db.update(players).set({ firstName: 'Renamed' }).where(eq(players.id, team.players[0]!.id));
    const changed = await t.app.inject({ url, headers: bearer(token) });
    expect(changed.body).toContain('Renamed');
    const other = await createLadderTeam(t.ctx.db, [1]);
    await t.ctx.db.update(players).set({ firstName: 'Other' }).where(eq(players.id, other.players[0]!.id));
    expect((await t.app.inject({ url, headers: bearer(token) })).body).toBe(changed.body);
  });

  it('shows a renamed player at once', async () => {
    const [p1] = team.players;
    await t.ctx.db.update(players).set({ firstName: 'Renamed' }).where(eq(players.id, p1!.id));
    expect(row(await rows(), p1!.id)?.FirstName).toBe('Renamed');
  });

  it('shows positions swapped, a player added and a player removed', async () => {
    const [p1, p2, p3] = team.players;
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(rosterPlayers).set({ position: 2 }).where(eq(rosterPlayers.playerId, p1!.id));
      await tx.update(rosterPlayers).set({ position: 1 }).where(eq(rosterPlayers.playerId, p2!.id));
    });
    let now = await rows();
    expect([row(now, p1!.id)?.Position, row(now, p2!.id)?.Position]).toEqual([2, 1]);

    const added = await createPlayer(t.ctx.db, {
      rosterId: team.rosterId,
      schoolId: team.coach.schoolId,
      position: 4,
      firstName: 'New',
    });
    now = await rows();
    expect(row(now, added.id)?.Position).toBe(4);

    await t.ctx.db.delete(rosterPlayers).where(eq(rosterPlayers.playerId, p3!.id));
    now = await rows();
    expect(row(now, p3!.id)).toBeUndefined();
    expect(now).toHaveLength(3);
  });

  it('shows win percentages when a match is decided, changed and deleted', async () => {
    const [p1, p2] = team.players;
    // An undecided match changes nothing shown.
    const match = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: [p1!.id, p2!.id],
      matchType: 1,
    });
    expect(row(await rows(), p1!.id)?.CMWLPer).toBe(0);

    await t.ctx.db
      .update(tennisMatches)
      .set({ winnerSide: 1, outcome: 'completed' })
      .where(eq(tennisMatches.id, match.id));
    let now = await rows();
    expect([row(now, p1!.id)?.CMWLPer, row(now, p2!.id)?.CMWLPer]).toEqual([100, 0]);

    await t.ctx.db.update(tennisMatches).set({ winnerSide: 2 }).where(eq(tennisMatches.id, match.id));
    now = await rows();
    expect([row(now, p1!.id)?.CMWLPer, row(now, p2!.id)?.CMWLPer]).toEqual([0, 100]);

    await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: [p1!.id, p2!.id],
      matchType: 2,
      winnerSide: 1,
    });
    now = await rows();
    expect(row(now, p1!.id)?.OMWLPer).toBe(100);

    await t.ctx.db.delete(tennisMatches).where(eq(tennisMatches.id, match.id));
    now = await rows();
    expect([row(now, p1!.id)?.CMWLPer, row(now, p2!.id)?.CMWLPer]).toEqual([0, 0]);
  });

  it('stops answering a coach taken off the team, and a player who left it', async () => {
    const [p1] = team.players;
    const ptoken = await playerToken(t, p1!.id);
    expect(await rows(ptoken)).toHaveLength(3);

    await t.ctx.db.delete(rosterPlayers).where(eq(rosterPlayers.playerId, p1!.id));
    expect((await ladder(ptoken)).status).toBe(404);

    await t.ctx.db.delete(coachTeams).where(eq(coachTeams.coachId, team.coach.id));
    expect((await ladder()).status).toBe(404);
  });

  it('keeps what a coach and a player see apart (a player sees no teammate contacts)', async () => {
    const [p1, p2] = team.players;
    const ptoken = await playerToken(t, p1!.id);
    const asPlayer = await rows(ptoken);
    expect(row(asPlayer, p2!.id)?.PhoneNumber).toBe('');
    expect(row(asPlayer, p1!.id)?.PhoneNumber).not.toBe('');
    expect(row(await rows(), p2!.id)?.PhoneNumber).not.toBe('');
  });

  it('refuses a session ended by any write at once, in or out of a transaction', async () => {
    await t.ctx.db.update(sessions).set({ revokedAt: new Date() }).where(isNull(sessions.revokedAt));
    expect((await ladder()).status).toBe(401);
    const again = await coachToken(t, team.coach.id);
    expect((await ladder(again)).status).toBe(200);
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(sessions).set({ revokedAt: new Date() }).where(isNull(sessions.revokedAt));
    });
    expect((await ladder(again)).status).toBe(401);
  });

  it('refuses a logged-out session at once', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBeLessThan(300);
    const after = await ladder();
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('session ended');
  });
});
