import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DualScoring, PublicDual } from '../../../contract/duals';
import { buildSecondApp, buildTestApp, type TestApp } from '../../test/build-test-app';
import { createDualRow } from '../../test/dual-scoring-factories';
import { bearer, coachToken, playerToken } from '../../test/factories';
import { listening, openLiveStream, type LiveStreamClient } from '../../test/live-stream';
import { createLadderTeam } from '../../test/match-factories';

/**
 * Live dual scores (issue 33): a line scored as it is played, and the live streams that carry each change to
 * the public page and to every signed-in viewer, across two app processes on one database (on PostgreSQL
 * each with its own LISTEN connection; the embedded database is one process's, so there both apps share it).
 */
let a: TestApp;
let b: TestApp;
const streams: LiveStreamClient[] = [];
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildSecondApp(a);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await b.close();
  await a.close();
});

type Headers = Record<string, string>;
type Team = Awaited<ReturnType<typeof createLadderTeam>>;

function fullLineup(team: Team) {
  const id = (i: number) => team.players[i]!.id;
  return { S1: [id(0)], S2: [id(1)], S3: [id(2)], D1: [id(3), id(4)], D2: [id(5), id(6)] };
}

async function setup() {
  const team = await createLadderTeam(a.ctx.db, [1, 2, 3, 4, 5, 6, 7, 8]);
  const dual = await createDualRow(a.ctx.db, {
    rosterId: team.rosterId,
    lineup: fullLineup(team),
    published: true,
  });
  return {
    team,
    dual,
    coach: bearer(await coachToken(a, team.coach.id)),
    player: bearer(await playerToken(a, team.players[0]!.id)),
  };
}

function live(t: TestApp, headers: Headers, dualId: number, line: string, sets: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/auth/duals/${dualId}/lines/${line}/live`,
    headers,
    payload: { sets },
  });
}

async function scored(t: TestApp, headers: Headers, dualId: number, line: string, sets: unknown) {
  const res = await live(t, headers, dualId, line, sets);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ scoring: DualScoring }>().scoring;
}

function stream(url: string, headers: Headers = {}) {
  const s = openLiveStream(url, headers);
  streams.push(s);
  return s;
}

describe('publishing', () => {
  it("a lineup's publication is a change its live viewers see", async () => {
    const team = await createLadderTeam(a.ctx.db, [1, 2, 3, 4, 5, 6, 7, 8]);
    const dual = await createDualRow(a.ctx.db, { rosterId: team.rosterId, lineup: fullLineup(team) });
    const coach = bearer(await coachToken(a, team.coach.id));
    const version = async () => {
      const res = await a.app.inject({ url: `/api/auth/duals/${dual.id}/scoring`, headers: coach });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ scoring: DualScoring }>().scoring.liveVersion;
    };
    const before = await version();
    const published = await a.app.inject({
      method: 'POST',
      url: `/api/auth/duals/${dual.id}/publish`,
      headers: coach,
      payload: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await version()).toBeGreaterThan(before);
  });
});

describe('scoring a line as it is played', () => {
  it('keeps the live score apart from the result: the line stays pending, a result clears it, and the public page shows both', async () => {
    const { dual, coach } = await setup();
    let s = await scored(a, coach, dual.id, 'S1', [{ side1: 1, side2: 0 }]);
    const first = s.liveVersion;
    expect(s.lines.find((l) => l.line === 'S1')).toMatchObject({
      liveSets: [{ side1: 1, side2: 0 }],
      outcome: null,
    });
    s = await scored(a, coach, dual.id, 'S1', [
      { side1: 6, side2: 4 },
      { side1: 2, side2: 1 },
    ]);
    expect(s.liveVersion).toBeGreaterThan(first);
    expect(s.result).toMatchObject({ pendingLines: 5, lines: { side1: 0, side2: 0 } });

    const page = await a.app.inject({ url: `/api/dual/${dual.publicToken}` });
    expect(page.statusCode).toBe(200);
    const pub = page.json<PublicDual>();
    expect(pub.lineResults).toEqual([]);
    expect(pub.live).toMatchObject({
      version: s.liveVersion,
      lines: [
        {
          line: 'S1',
          sets: [
            { side1: 6, side2: 4 },
            { side1: 2, side2: 1 },
          ],
        },
      ],
      tally: { lines: { side1: 0, side2: 0 }, linesNeeded: 3, pendingLines: 5, clinchedBy: null },
    });

    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/auth/duals/${dual.id}/lines/S1/result`,
      headers: coach,
      payload: { score: '6-4 6-2', outcome: 'completed', winnerSide: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ scoring: DualScoring }>().scoring.lines[0]).toMatchObject({
      liveSets: null,
      score: '6-4 6-2',
    });
    const refused = await live(a, coach, dual.id, 'S1', [{ side1: 0, side2: 0 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'dual_line_decided' });

    // An empty score clears a line's live score.
    await scored(a, coach, dual.id, 'S2', [{ side1: 3, side2: 3 }]);
    s = await scored(a, coach, dual.id, 'S2', []);
    expect(s.lines.find((l) => l.line === 'S2')!.liveSets).toBeNull();
  });

  it('takes two saves at once one after the other: each gets its own version, and the page shows both', async () => {
    const { dual, coach } = await setup();
    const [x, y] = await Promise.all([
      scored(a, coach, dual.id, 'S2', [{ side1: 1, side2: 0 }]),
      scored(b, coach, dual.id, 'S3', [{ side1: 0, side2: 1 }]),
    ]);
    expect(new Set([x.liveVersion, y.liveVersion]).size).toBe(2);
    const page = (await a.app.inject({ url: `/api/dual/${dual.publicToken}` })).json<PublicDual>();
    expect(page.live.version).toBe(Math.max(x.liveVersion, y.liveVersion));
    expect(page.live.lines.map((l) => l.line)).toEqual(['S2', 'S3']);
  });

  it('refuses a bad score, an unknown line, a player and another school, and changes nothing', async () => {
    const { dual, coach, player } = await setup();
    const other = await createLadderTeam(a.ctx.db, [1]);
    const otherCoach = bearer(await coachToken(a, other.coach.id));
    for (const sets of [
      [{ side1: -1, side2: 0 }],
      [{ side1: 100, side2: 0 }],
      [{ side1: 1.5, side2: 0 }],
      Array.from({ length: 6 }, () => ({ side1: 0, side2: 0 })),
      'six-four',
      null,
    ]) {
      const res = await live(a, coach, dual.id, 'S1', sets);
      expect(res.statusCode, JSON.stringify(sets)).toBe(400);
    }
    expect((await live(a, coach, dual.id, 'S9', [])).statusCode).toBe(404);
    expect((await live(a, player, dual.id, 'S1', [])).statusCode).toBe(403);
    const res = await live(a, otherCoach, dual.id, 'S1', [{ side1: 1, side2: 0 }]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'dual_not_found' });
    const page = (await a.app.inject({ url: `/api/dual/${dual.publicToken}` })).json<PublicDual>();
    expect(page.live.lines).toEqual([]);
    expect(page.live.version).toBe(0);
  });
});

describe('the live streams', () => {
  it('carry each change to the public page and every signed-in viewer, from either app process', async () => {
    const { dual, coach, player } = await setup();
    const [baseA, baseB] = [await listening(a), await listening(b)];
    const publicA = stream(`${baseA}/api/dual/${dual.publicToken}/live`);
    const publicB = stream(`${baseB}/api/dual/${dual.publicToken}/live`);
    const coachB = stream(`${baseB}/api/auth/duals/${dual.id}/live`, coach);
    const playerA = stream(`${baseA}/api/auth/duals/${dual.id}/live`, player);

    // Each gets the dual as it is at once.
    for (const s of [publicA, publicB]) await s.next((e) => e.type === 'dual' && e.id === '0');
    for (const s of [coachB, playerA]) await s.next((e) => e.type === 'change' && e.id === '0');

    // A game scored through process A reaches the viewers of both processes.
    const after = await scored(a, coach, dual.id, 'D1', [{ side1: 0, side2: 1 }]);
    const version = String(after.liveVersion);
    for (const s of [publicA, publicB]) {
      const e = await s.next((x) => x.type === 'dual' && x.id === version);
      expect((e.data as PublicDual).live.lines).toEqual([{ line: 'D1', sets: [{ side1: 0, side2: 1 }] }]);
    }
    for (const s of [coachB, playerA]) {
      const e = await s.next((x) => x.type === 'change' && x.id === version);
      expect(e.data).toEqual({ version: after.liveVersion });
    }

    // Through process B, a result: the team total moves.
    const res = await b.app.inject({
      method: 'PUT',
      url: `/api/auth/duals/${dual.id}/lines/D1/result`,
      headers: coach,
      payload: { score: '0-6 0-6', outcome: 'completed', winnerSide: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const v2 = String(res.json<{ scoring: DualScoring }>().scoring.liveVersion);
    const e = await publicA.next((x) => x.type === 'dual' && x.id === v2);
    expect((e.data as PublicDual).live).toMatchObject({
      lines: [],
      tally: { lines: { side1: 0, side2: 1 } },
    });
    await playerA.next((x) => x.type === 'change' && x.id === v2);
    // The signed-in stream carries versions only: nothing of the dual itself.
    expect(coachB.events.every((x) => Object.keys(x.data as object).join() === 'version')).toBe(true);
  });

  it('keeps delivering after the LISTEN connection is lost (PostgreSQL: cut off here), missing nothing meanwhile', async () => {
    const { dual, coach } = await setup();
    const viewer = stream(`${await listening(b)}/api/dual/${dual.publicToken}/live`);
    await viewer.next((e) => e.type === 'dual');
    if (a.databaseUrl) {
      // Every LISTEN connection of the test database is ended by the server, as a restart or a network cut would.
      const cut = await a.ctx.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
      );
      expect((cut as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2);
    }
    // A change made while the connection may be down: the bus reads again once it listens again.
    const s = await scored(a, coach, dual.id, 'S1', [{ side1: 4, side2: 4 }]);
    const e = await viewer.next((x) => x.type === 'dual' && Number(x.id) >= s.liveVersion);
    expect((e.data as PublicDual).live.lines).toEqual([{ line: 'S1', sets: [{ side1: 4, side2: 4 }] }]);
    // And the next change comes through the new connection.
    const later = await scored(a, coach, dual.id, 'S1', [{ side1: 5, side2: 4 }]);
    await viewer.next((x) => x.type === 'dual' && x.id === String(later.liveVersion));
  });

  it('shows the public page only for a published dual, and the signed-in stream only to who may read the dual', async () => {
    const { dual } = await setup();
    const draft = await createDualRow(a.ctx.db, { rosterId: dual.rosterId, published: false });
    const other = await createLadderTeam(a.ctx.db, [1]);
    const otherCoach = bearer(await coachToken(a, other.coach.id));
    const otherPlayer = bearer(await playerToken(a, other.players[0]!.id));
    for (const url of [
      `/api/dual/${draft.publicToken}/live`,
      '/api/dual/not-a-token/live',
      '/api/dual/AAAAAAAAAAAAAAAAAAAAAA/live',
    ]) {
      const res = await a.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'dual_not_found' });
    }
    for (const headers of [otherCoach, otherPlayer]) {
      const res = await a.app.inject({ url: `/api/auth/duals/${dual.id}/live`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'dual_not_found' });
    }
    expect((await a.app.inject({ url: `/api/auth/duals/${dual.id}/live` })).statusCode).toBe(401);
  });

  it('answers 503 live_full past the per-process cap, before streaming anything', async () => {
    const c = await buildTestApp(
      { LIVE_MAX_STREAMS: '1' },
      {
        database: { ...a.database, close: () => Promise.resolve() },
      },
    );
    try {
      const { dual } = await setup();
      const base = await listening(c);
      const first = stream(`${base}/api/dual/${dual.publicToken}/live`);
      await first.next((e) => e.type === 'dual');
      const res = await fetch(`${base}/api/dual/${dual.publicToken}/live`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'live_full' });
      first.close();
    } finally {
      await c.close();
    }
  });
});
