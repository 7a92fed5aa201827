import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawView } from '../../../contract/tournaments/draws';
import { buildSecondApp, buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, playerToken } from '../../test/factories';
import { listening, openLiveStream, type LiveStreamClient } from '../../test/live-stream';
import { createLadderTeam } from '../../test/match-factories';
import { createTournament } from '../../test/tournament-factories';

/**
 * The live draw pages (issue 36) through their routes, across two app processes on one database: the public
 * bracket's stream (the page at each change) and the signed-in draw page's (the new version only, for the
 * tournament's coaches and its team's players; anyone else 404), both rooms of server/live/live-room.ts.
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

async function setup() {
  const team = await createLadderTeam(a.ctx.db, [1, 2, 3, 4]);
  const coach = bearer(await coachToken(a, team.coach.id));
  const tour = await createTournament(a.ctx.db, team.coach.id, { players: [] });
  const res = await a.app.inject({
    method: 'POST',
    url: `/api/auth/tournaments/${tour.id}/draw`,
    headers: coach,
    payload: { drawType: 'single_elimination', seeding: 'ladder', team: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    team,
    tour,
    draw: res.json<DrawView>(),
    coach,
    player: bearer(await playerToken(a, team.players[3]!.id)),
  };
}

function stream(url: string, headers: Headers = {}) {
  const s = openLiveStream(url, headers);
  streams.push(s);
  return s;
}

describe('the live draw streams', () => {
  it("carry a result to the public page and to the signed-in draw page of the team's coach and player, from either process", async () => {
    const { tour, draw, coach, player } = await setup();
    const [baseA, baseB] = [await listening(a), await listening(b)];
    const publicB = stream(`${baseB}/api/draw/${draw.publicToken}/live`);
    const coachA = stream(`${baseA}/api/auth/tournaments/${tour.id}/draw/live`, coach);
    const playerB = stream(`${baseB}/api/auth/tournaments/${tour.id}/draw/live`, player);
    const now = String(draw.liveVersion);
    await publicB.next((e) => e.type === 'draw' && e.id === now);
    for (const s of [coachA, playerB]) await s.next((e) => e.type === 'change' && e.id === now);

    const m = draw.structures[0]!.matchups.find((x) => x.round === 1)!;
    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/auth/tournaments/${tour.id}/draw/matchups/${m.id}`,
      headers: coach,
      payload: { winnerSide: 1, score: '6-1 6-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<DrawView>();
    const v = String(after.liveVersion);
    const page = await publicB.next((e) => e.type === 'draw' && e.id === v);
    expect((page.data as DrawView).structures[0]!.matchups.find((x) => x.id === m.id)!.winner).toBe(1);
    expect((page.data as DrawView).publicToken).toBeNull();
    for (const s of [coachA, playerB]) {
      const e = await s.next((x) => x.type === 'change' && x.id === v);
      expect(e.data).toEqual({ version: after.liveVersion });
    }
    // The signed-in stream carries versions only: the page reads the draw through its route.
    expect(playerB.events.every((x) => Object.keys(x.data as object).join() === 'version')).toBe(true);
  });

  it("refuses the signed-in stream to another school's coach and player (404), and to nobody signed in (401)", async () => {
    const { tour } = await setup();
    const other = await createLadderTeam(a.ctx.db, [1]);
    const url = `/api/auth/tournaments/${tour.id}/draw/live`;
    for (const headers of [
      bearer(await coachToken(a, other.coach.id)),
      bearer(await playerToken(a, other.players[0]!.id)),
    ]) {
      const res = await a.app.inject({ url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'draw_not_found' });
    }
    expect((await a.app.inject({ url })).statusCode).toBe(401);
    // A tournament without a draw has no stream either.
    const { team } = await setup();
    const bare = await createTournament(a.ctx.db, team.coach.id, { players: [] });
    const res = await a.app.inject({
      url: `/api/auth/tournaments/${bare.id}/draw/live`,
      headers: bearer(await coachToken(a, team.coach.id)),
    });
    expect(res.json()).toMatchObject({ code: 'draw_not_found' });
  });

  it('refuses the streams of a removed draw (a reconnection gets 404)', async () => {
    const { tour, draw, coach } = await setup();
    const viewer = stream(`${await listening(a)}/api/auth/tournaments/${tour.id}/draw/live`, coach);
    await viewer.next((e) => e.type === 'change');
    const gone = await a.app.inject({
      method: 'DELETE',
      url: `/api/auth/tournaments/${tour.id}/draw`,
      headers: coach,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const res = await a.app.inject({ url: `/api/auth/tournaments/${tour.id}/draw/live`, headers: coach });
    expect(res.statusCode).toBe(404);
    const pub = await a.app.inject({ url: `/api/draw/${draw.publicToken}/live` });
    expect(pub.statusCode).toBe(404);
  });
});
