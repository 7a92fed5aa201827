import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawMatchup, DrawView } from '../../../contract/tournaments/draws';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  bearer,
  coachToken,
  createCoach,
  createPlayer,
  createSchool,
  playerToken,
} from '../../test/factories';
import { createTournament } from '../../test/tournament-factories';
import { tournamentPlayers } from '../../db/schema/index';

/** Tournament draws (issue 36) through the HTTP routes, on PGlite or PostgreSQL (TEST_DATABASE_URL). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, token?: string, json?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(json ? { payload: json } : {}),
  });

const names = (n: number) => Array.from({ length: n }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`);

/** A coach with a team of `ladder` players on its ladder (positions 1..n), a player of the team with a token. */
async function world(ladder = 0) {
  const db = t.ctx.db;
  const school = await createSchool(db);
  const coach = await createCoach(db, { schoolId: school.id, teamTypes: [1] });
  const rosterId = coach.rosterIds[0]!;
  const team = [];
  for (let i = 0; i < ladder; i++)
    team.push(
      await createPlayer(db, { schoolId: school.id, rosterId, position: i + 1, firstName: `Lad${i + 1}` }),
    );
  const member = team[0] ?? (await createPlayer(db, { schoolId: school.id, rosterId }));
  return {
    db,
    coach,
    rosterId,
    team,
    token: await coachToken(t, coach.id),
    playerToken: await playerToken(t, member.id),
  };
}

const all = (d: DrawView) => d.structures.flatMap((s) => s.matchups);
const nameOf = (d: DrawView, entryId: number | null) => d.entries.find((e) => e.id === entryId)?.name;

async function makeDraw(token: string, tournamentId: number, body: object) {
  const res = await send('POST', `/auth/tournaments/${tournamentId}/draw`, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DrawView>();
}

async function result(token: string, d: DrawView, m: DrawMatchup, body: object) {
  return send('PUT', `/auth/tournaments/${d.tournamentId}/draw/matchups/${m.id}`, token, body);
}

/** Plays every ready, undecided match with side 1 winning (elimination order), until none is left. */
async function playOut(token: string, d: DrawView): Promise<DrawView> {
  for (;;) {
    const next = all(d).find((m) => m.winner === null && m.sides.every((s) => s.entryId !== null && !s.bye));
    if (!next) return d;
    const res = await result(token, d, next, { winnerSide: 1, score: '6-3 6-4' });
    expect(res.statusCode, res.body).toBe(200);
    d = res.json<DrawView>();
  }
}

describe('single elimination', () => {
  it('seeds 12 ladder players with byes to the top four seeds, advances winners to a champion', async () => {
    const w = await world(12);
    const tour = await createTournament(w.db, w.coach.id, { name: 'Preseason', players: [] });
    const d = await makeDraw(w.token, tour.id, {
      drawType: 'single_elimination',
      seeding: 'ladder',
      team: 1,
    });
    expect(d.entries).toHaveLength(12);
    const seeds = d.entries.filter((e) => e.seed !== null).sort((a, b) => a.seed! - b.seed!);
    expect(seeds.map((e) => e.name)).toEqual(['Lad1 Player', 'Lad2 Player', 'Lad3 Player', 'Lad4 Player']);
    const first = all(d).filter((m) => m.round === 1);
    expect(first).toHaveLength(8);
    const byes = first.filter((m) => m.outcome === 'bye');
    expect(byes).toHaveLength(4);
    // Each bye's winner is a top-four seed, already in round 2.
    const byeWinners = byes.map((m) => m.sides[m.winner! - 1]!.entryId);
    expect(byeWinners.map((id) => d.entries.find((e) => e.id === id)!.seed).sort()).toEqual([1, 2, 3, 4]);
    const second = all(d).filter((m) => m.round === 2);
    expect(second.flatMap((m) => m.sides.map((s) => s.entryId)).filter((x) => x !== null)).toHaveLength(4);
    const done = await playOut(w.token, d);
    expect(done.championId).not.toBeNull();
    expect(all(done).every((m) => m.winner !== null)).toBe(true);
    // The tournament's player list now holds the ladder's players (linked), and stays manual-usable.
    const list = await send('GET', '/auth/getAllTournaments', w.token);
    expect(JSON.stringify(list.json())).toContain('Lad12 Player');
  });

  it('a walkover, a retirement and a default advance their winner; a bad score is 400 and changes nothing', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, {
      players: names(8),
      ranks: [1, 2, 3, 4, 5, 6, 7, 8],
    });
    let d = await makeDraw(w.token, tour.id, { drawType: 'single_elimination', seeding: 'ranks' });
    const [a, b, c] = all(d).filter((m) => m.round === 1);
    const bad = await result(w.token, d, a!, { winnerSide: 1, score: '6-3 9-9' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('invalid_score');
    const disagree = await result(w.token, d, a!, { winnerSide: 2, score: '6-3 6-4' });
    expect(disagree.json<{ code: string }>().code).toBe('winner_disagrees');
    for (const [m, score, outcome] of [
      [a!, 'w/o', 'walkover'],
      [b!, '6-3 2-1 ret.', 'retired'],
      [c!, 'def.', 'default'],
    ] as const) {
      const res = await result(w.token, d, m, { winnerSide: 2, score });
      expect(res.statusCode, res.body).toBe(200);
      d = res.json<DrawView>();
      const saved = all(d).find((x) => x.id === m.id)!;
      expect(saved.outcome).toBe(outcome);
      const next = all(d).find((x) => x.round === 2 && x.position === Math.ceil(m.position / 2))!;
      expect(next.sides[(m.position - 1) % 2]!.entryId).toBe(m.sides[1]!.entryId);
    }
  });

  it('a changed result asks first, then clears the later matches that depended on it', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { players: names(4), ranks: [1, 2, 3, 4] });
    let d = await makeDraw(w.token, tour.id, { drawType: 'single_elimination', seeding: 'ranks' });
    d = await playOut(w.token, d);
    const semi = all(d).find((m) => m.round === 1 && m.position === 1)!;
    const final = () => all(d).find((m) => m.round === 2)!;
    expect(final().winner).toBe(1);
    // The same winner with another score changes nothing later.
    const same = await result(w.token, d, semi, { winnerSide: 1, score: '7-5 6-4' });
    expect(same.statusCode).toBe(200);
    d = same.json<DrawView>();
    expect(final().winner).toBe(1);
    const asked = await result(w.token, d, semi, { winnerSide: 2, score: '3-6 4-6' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'draw_result_clears_later', details: { count: 1 } });
    const unchanged = (await send('GET', `/auth/tournaments/${tour.id}/draw`, w.token)).json<DrawView>();
    expect(all(unchanged).find((m) => m.round === 2)!.winner).toBe(1);
    const confirmed = await result(w.token, d, semi, { winnerSide: 2, score: '3-6 4-6', confirm: true });
    expect(confirmed.statusCode).toBe(200);
    d = confirmed.json<DrawView>();
    expect(final().winner).toBeNull();
    expect(final().score).toBe('');
    expect(final().sides[0]!.entryId).toBe(semi.sides[1]!.entryId);
    expect(d.championId).toBeNull();
  });

  it('refuses a match whose players are not known yet, and two results at once leave one consistent draw', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { players: names(4), ranks: [1, 2, 3, 4] });
    const d = await makeDraw(w.token, tour.id, { drawType: 'single_elimination', seeding: 'ranks' });
    const final = all(d).find((m) => m.round === 2)!;
    const early = await result(w.token, d, final, { winnerSide: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string }>().code).toBe('draw_matchup_not_ready');
    const semi = all(d).find((m) => m.round === 1)!;
    const [r1, r2] = await Promise.all([
      result(w.token, d, semi, { winnerSide: 1, score: '6-0 6-0' }),
      result(w.token, d, semi, { winnerSide: 1, score: '6-1 6-1' }),
    ]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    const now = (await send('GET', `/auth/tournaments/${tour.id}/draw`, w.token)).json<DrawView>();
    const f = all(now).find((m) => m.round === 2)!;
    expect(f.sides[0]!.entryId).toBe(semi.sides[0]!.entryId);
  });

  it('manual seeding takes the order given; a draw exists once; removing it leaves the tournament manual', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { players: names(5) });
    const ids = [...tour.players].reverse().map((p) => p.id);
    const d = await makeDraw(w.token, tour.id, {
      drawType: 'single_elimination',
      seeding: 'manual',
      entrants: ids,
      seedsCount: 2,
    });
    const top = d.entries.find((e) => e.seed === 1)!;
    expect(top.name).toBe('Player 05');
    const again = await send('POST', `/auth/tournaments/${tour.id}/draw`, w.token, {
      drawType: 'round_robin',
      seeding: 'ranks',
    });
    expect(again.json<{ code: string }>().code).toBe('draw_exists');
    // A player in the draw stays while the draw does.
    const refused = await send('DELETE', `/auth/deletePlayerFromTournament/${ids[0]}`, w.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('draw_player_entered');
    expect((await send('DELETE', `/auth/tournaments/${tour.id}/draw`, w.token)).statusCode).toBe(200);
    expect((await send('GET', `/auth/tournaments/${tour.id}/draw`, w.token)).statusCode).toBe(404);
    const match = await t.app.inject({
      method: 'POST',
      url: '/api/auth/createTournamentMatch',
      headers: { ...bearer(w.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `tid=${tour.id}&tournament_player1=${ids[0]}&tournament_player2=${ids[1]}`,
    });
    expect(match.statusCode).toBe(200);
  });

  it('bad input is 4xx with a code and makes no draw', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { players: names(1) });
    for (const [body, code] of [
      [{ drawType: 'single_elimination', seeding: 'ranks' }, 'draw_entrants_count'],
      [{ drawType: 'single_elimination', seeding: 'manual' }, 'draw_entrants_required'],
      [
        { drawType: 'single_elimination', seeding: 'manual', entrants: [2_000_000] },
        'tournament_player_not_found',
      ],
      [{ drawType: 'single_elimination', seeding: 'ladder' }, 'draw_roster_required'],
      [{ drawType: 'knockout', seeding: 'ranks' }, 'validation_failed'],
    ] as const) {
      const res = await send('POST', `/auth/tournaments/${tour.id}/draw`, w.token, body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json<{ code: string }>().code).toBe(code);
    }
    expect((await send('GET', `/auth/tournaments/${tour.id}/draw`, w.token)).statusCode).toBe(404);
    const big = await createTournament(w.db, w.coach.id, { players: names(33) });
    const compass = await send('POST', `/auth/tournaments/${big.id}/draw`, w.token, {
      drawType: 'compass',
      seeding: 'ranks',
    });
    expect(compass.statusCode).toBe(400);
    expect(compass.json()).toMatchObject({ code: 'draw_entrants_count', details: { min: 2, max: 32 } });
  });
});

describe('round robin', () => {
  it('6 players meet each other once, nobody twice in a round; standings by the tally rule', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { players: names(6), ranks: [1, 2, 3, 4, 5, 6] });
    let d = await makeDraw(w.token, tour.id, { drawType: 'round_robin', seeding: 'ranks' });
    expect(d.structures).toHaveLength(1);
    expect(d.tallyRule).toEqual(['matchesWon', 'headToHead', 'setsPct', 'gamesPct']);
    const matches = all(d);
    expect(matches).toHaveLength(15);
    const pairs = new Set(
      matches.map((m) =>
        m.sides
          .map((s) => s.entryId)
          .sort()
          .join('-'),
      ),
    );
    expect(pairs.size).toBe(15);
    for (const round of new Set(matches.map((m) => m.round))) {
      const ids = matches.filter((m) => m.round === round).flatMap((m) => m.sides.map((s) => s.entryId));
      expect(new Set(ids).size).toBe(ids.length);
    }
    // The lower entry id wins every match: standings follow entry order.
    for (const m of matches) {
      const lowFirst = m.sides[0]!.entryId! < m.sides[1]!.entryId!;
      const res = await result(w.token, d, m, {
        winnerSide: lowFirst ? 1 : 2,
        score: lowFirst ? '6-2 6-2' : '2-6 2-6',
      });
      expect(res.statusCode, res.body).toBe(200);
      d = res.json<DrawView>();
    }
    const standings = d.structures[0]!.standings!;
    expect(standings.map((s) => s.place)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(standings.map((s) => s.matchesWon)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(nameOf(d, standings[0]!.entryId)).toBe(d.entries.reduce((a, b) => (a.id < b.id ? a : b)).name);
  });

  it('several groups of the size asked', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { players: names(8) });
    const d = await makeDraw(w.token, tour.id, { drawType: 'round_robin', seeding: 'ranks', groupSize: 4 });
    expect(d.structures.map((s) => s.name)).toEqual(['Group 1', 'Group 2']);
    expect(d.structures.map((s) => s.matchups.length)).toEqual([6, 6]);
  });
});

describe('a playoff from round robin groups', () => {
  it('waits for every group match, takes the top two of each as the engine places them, and crowns its winner', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { players: names(12) });
    let d = await makeDraw(w.token, tour.id, { drawType: 'round_robin', seeding: 'ranks', groupSize: 4 });
    const playoff = (token: string, perGroup: number) =>
      send('POST', `/auth/tournaments/${tour.id}/draw/playoff`, token, { perGroup });
    const early = await playoff(w.token, 2);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'draw_groups_unfinished', details: { count: 18 } });
    // A player reads the draw but makes no playoff.
    expect((await playoff(w.playerToken, 2)).statusCode).toBe(403);
    d = await playOut(w.token, d);
    const made = await playoff(w.token, 2);
    expect(made.statusCode, made.body).toBe(200);
    d = made.json<DrawView>();
    expect(d.structures.map((s) => [s.name, s.kind])).toEqual([
      ['Group 1', 'group'],
      ['Group 2', 'group'],
      ['Group 3', 'group'],
      ['Playoff', 'elimination'],
    ]);
    const groups = d.structures.slice(0, 3);
    const po = d.structures[3]!;
    const placed = po.matchups.filter((m) => m.round === 1).flatMap((m) => m.sides);
    const top = (places: number[]) =>
      groups.flatMap((g) => g.standings!.filter((r) => places.includes(r.place!)).map((r) => r.entryId));
    // Exactly the top two of each group, by the standings shown; the three winners get the two byes and a seat apart.
    expect(placed.flatMap((s) => (s.entryId === null ? [] : [s.entryId])).sort()).toEqual(top([1, 2]).sort());
    expect(placed.filter((s) => s.bye)).toHaveLength(2);
    const byeWinners = po.matchups
      .filter((m) => m.round === 1 && m.outcome === 'bye')
      .map((m) => m.sides[m.winner! - 1]!.entryId!);
    expect(top([1])).toEqual(expect.arrayContaining(byeWinners));
    // Its groups are final now; a second playoff is refused.
    const groupMatch = groups[0]!.matchups[0]!;
    const changed = await result(w.token, d, groupMatch, { winnerSide: 2, score: '6-0 6-0' });
    expect(changed.json()).toMatchObject({ code: 'draw_playoff_exists' });
    expect((await playoff(w.token, 1)).json()).toMatchObject({ code: 'draw_playoff_exists' });
    d = await playOut(w.token, d);
    expect(d.championId).not.toBeNull();
    expect(top([1, 2])).toContain(d.championId);
    // The player's view shows the same playoff and champion.
    const read = await send('GET', `/auth/tournaments/${tour.id}/draw`, w.playerToken);
    expect(read.json<DrawView>().championId).toBe(d.championId);
  });

  it('is refused for one group, for an elimination draw, and for more players than a group has', async () => {
    const w = await world();
    for (const body of [
      { drawType: 'round_robin', seeding: 'ranks' },
      { drawType: 'single_elimination', seeding: 'ranks' },
    ]) {
      const tour = await createTournament(w.db, w.coach.id, { players: names(5) });
      await makeDraw(w.token, tour.id, body);
      const res = await send('POST', `/auth/tournaments/${tour.id}/draw/playoff`, w.token, { perGroup: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'draw_not_groups' });
    }
    // Two groups of three take at most three each.
    const tour = await createTournament(w.db, w.coach.id, { players: names(6) });
    await playOut(
      w.token,
      await makeDraw(w.token, tour.id, { drawType: 'round_robin', seeding: 'ranks', groupSize: 3 }),
    );
    const res = await send('POST', `/auth/tournaments/${tour.id}/draw/playoff`, w.token, { perGroup: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'draw_playoff_size', details: { max: 3 } });
  });
});

describe('compass', () => {
  it('16 players: East losers go West, everyone plays at least three matches', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { players: names(16) });
    let d = await makeDraw(w.token, tour.id, { drawType: 'compass', seeding: 'ranks' });
    expect(d.structures.map((s) => s.name)).toContain('West');
    d = await playOut(w.token, d);
    expect(all(d).every((m) => m.winner !== null)).toBe(true);
    const played = new Map<number, number>();
    for (const m of all(d))
      for (const s of m.sides) played.set(s.entryId!, (played.get(s.entryId!) ?? 0) + 1);
    expect(Math.min(...played.values())).toBeGreaterThanOrEqual(3);
  });
});

describe('feed-in consolation', () => {
  it('12 players: first and second round losers are fed into the consolation; everyone plays twice', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { players: names(12) });
    let d = await makeDraw(w.token, tour.id, { drawType: 'feed_in', seeding: 'ranks' });
    expect(d.structures.map((s) => s.name)).toEqual(['Main', 'Consolation']);
    d = await playOut(w.token, d);
    expect(all(d).every((m) => m.winner !== null)).toBe(true);
    expect(d.championId).not.toBeNull();
    const played = new Map<number, number>();
    for (const m of all(d).filter((x) => x.outcome !== 'bye'))
      for (const s of m.sides) played.set(s.entryId!, (played.get(s.entryId!) ?? 0) + 1);
    expect(played.size).toBe(12);
    expect(Math.min(...played.values())).toBeGreaterThanOrEqual(2);
  });
});

describe('first-match-loser consolation', () => {
  it('6 players: first-match losers play the consolation, a second-round loser who had won does not', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { players: names(6) });
    let d = await makeDraw(w.token, tour.id, { drawType: 'first_match_loser', seeding: 'ranks' });
    expect(d.drawType).toBe('first_match_loser');
    expect(d.structures.map((s) => s.name)).toEqual(['Main', 'Consolation']);
    d = await playOut(w.token, d);
    expect(all(d).every((m) => m.winner !== null)).toBe(true);
    const main = all(d).filter((m) => m.structure === 0);
    const consolationPlayers = new Set(
      all(d)
        .filter((m) => m.structure === 1 && m.outcome !== 'bye')
        .flatMap((m) => m.sides.map((s) => s.entryId)),
    );
    const loser = (m: DrawMatchup) => m.sides[2 - m.winner!]!.entryId;
    // Round 1's real losers all go to the consolation.
    const firstLosers = main.filter((m) => m.round === 1 && m.outcome !== 'bye').map(loser);
    expect(firstLosers).toHaveLength(2);
    for (const id of firstLosers) expect(consolationPlayers.has(id)).toBe(true);
    // Round 2's losers go only if round 1 was their bye.
    const hadBye = new Set(
      main.filter((m) => m.round === 1 && m.outcome === 'bye').map((m) => m.sides[m.winner! - 1]!.entryId),
    );
    const secondLosers = main.filter((m) => m.round === 2).map(loser);
    expect(secondLosers.some((id) => hadBye.has(id))).toBe(true);
    expect(secondLosers.some((id) => !hadBye.has(id))).toBe(true);
    for (const id of secondLosers) expect(consolationPlayers.has(id)).toBe(hadBye.has(id));
    expect(d.championId).not.toBeNull();
  });

  it('a changed second-round result moves the consolation place with it, asking first', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { players: names(6) });
    let d = await makeDraw(w.token, tour.id, { drawType: 'first_match_loser', seeding: 'ranks' });
    d = await playOut(w.token, d);
    const hadBye = new Set(
      all(d)
        .filter((m) => m.structure === 0 && m.round === 1 && m.outcome === 'bye')
        .map((m) => m.sides[m.winner! - 1]!.entryId),
    );
    // A second-round match between a bye player (side 1 won) and a first-round winner.
    const r2 = all(d).find(
      (m) =>
        m.structure === 0 &&
        m.round === 2 &&
        hadBye.has(m.sides[m.winner! - 1]!.entryId) &&
        !hadBye.has(m.sides[2 - m.winner!]!.entryId),
    )!;
    expect(r2).toBeDefined();
    const byePlayer = r2.sides[r2.winner! - 1]!.entryId;
    const other = r2.sides[2 - r2.winner!]!.entryId;
    const winnerSide = (3 - r2.winner!) as 1 | 2;
    const body = { winnerSide, score: winnerSide === 1 ? '6-2 6-2' : '2-6 2-6' };
    const asked = await result(w.token, d, r2, body);
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json<{ code: string }>().code).toBe('draw_result_clears_later');
    const res = await result(w.token, d, r2, { ...body, confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    d = res.json<DrawView>();
    const inConsolation = (id: number | null) =>
      all(d).some((m) => m.structure === 1 && m.sides.some((s) => s.entryId === id));
    // Now the bye player lost their first real match: they go to the consolation; the other stays out.
    expect(inConsolation(byePlayer)).toBe(true);
    expect(inConsolation(other)).toBe(false);
  });
});

describe('who sees a draw', () => {
  it('players of the team read it (their own entry marked, no public token); other schools see nothing', async () => {
    const w = await world(4);
    const tour = await createTournament(w.db, w.coach.id, { players: [] });
    const d = await makeDraw(w.token, tour.id, {
      drawType: 'single_elimination',
      seeding: 'ladder',
      team: 1,
    });
    const read = await send('GET', `/auth/tournaments/${tour.id}/draw`, w.playerToken);
    expect(read.statusCode).toBe(200);
    const view = read.json<DrawView>();
    expect(view.publicToken).toBeNull();
    expect(view.entries.filter((e) => e.mine).map((e) => e.name)).toEqual(['Lad1 Player']);
    const m = all(d).find((x) => x.winner === null)!;
    expect((await result(w.playerToken, d, m, { winnerSide: 1 })).statusCode).toBe(403);

    const other = await createCoach(t.ctx.db, { teamTypes: [2] });
    const otherToken = await coachToken(t, other.id);
    expect((await send('GET', `/auth/tournaments/${tour.id}/draw`, otherToken)).statusCode).toBe(404);
    expect((await result(otherToken, d, m, { winnerSide: 1 })).statusCode).toBe(404);
    expect((await send('DELETE', `/auth/tournaments/${tour.id}/draw`, otherToken)).statusCode).toBe(404);
    const steal = await send('POST', `/auth/tournaments/${tour.id}/draw`, otherToken, {
      drawType: 'round_robin',
      seeding: 'ranks',
    });
    expect(steal.statusCode).toBe(404);
    // Only a team the coach coaches can seed the draw.
    const mine = await createTournament(w.db, w.coach.id, { players: [] });
    const foreign = await send('POST', `/auth/tournaments/${mine.id}/draw`, w.token, {
      drawType: 'single_elimination',
      seeding: 'ladder',
      team: 2,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('the public page answers by its token, signed out, without the token or anyone marked', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { players: names(5) });
    const d = await makeDraw(w.token, tour.id, { drawType: 'single_elimination', seeding: 'ranks' });
    expect(d.publicToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const pub = await send('GET', `/draw/${d.publicToken}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json<DrawView>().publicToken).toBeNull();
    expect(pub.json<DrawView>().entries).toHaveLength(5);
    expect((await send('GET', `/draw/${'A'.repeat(22)}`)).statusCode).toBe(404);
    expect((await send('GET', '/draw/short')).statusCode).toBe(404);
  });
});

describe('doubles: pairs of team players', () => {
  it('makes a draw of pairs named "A / B", seeded from the ladder by the sum of positions', async () => {
    const w = await world(8);
    const [p1, p2, p3, p4, p5, p6, p7, p8] = w.team.map((p) => p.id);
    const tour = await createTournament(w.db, w.coach.id, { players: [] });
    // Sums: (1,8)=9, (2,3)=5, (4,5)=9, (6,7)=13. (1,8) and (4,5) tie at 9: (1,8) has the better single position.
    const d = await makeDraw(w.token, tour.id, {
      drawType: 'single_elimination',
      seeding: 'ladder',
      team: 1,
      pairs: [
        [p6, p7],
        [p4, p5],
        [p1, p8],
        [p2, p3],
      ],
    });
    expect(d.doubles).toBe(true);
    expect(d.entries).toHaveLength(4);
    // Entries are stored best seed first; a draw of 4 seeds its top 2.
    const bySeed = [...d.entries].sort((a, b) => a.id - b.id).map((e) => e.name);
    expect(
      d.entries
        .filter((e) => e.seed !== null)
        .sort((a, b) => a.seed! - b.seed!)
        .map((e) => e.name),
    ).toEqual(bySeed.slice(0, 2));
    expect(bySeed).toEqual([
      'Lad2 Player / Lad3 Player',
      'Lad1 Player / Lad8 Player',
      'Lad4 Player / Lad5 Player',
      'Lad6 Player / Lad7 Player',
    ]);
    // Both partners are in the tournament's player list as themselves.
    const list = JSON.stringify((await send('GET', '/auth/getAllTournaments', w.token)).json());
    for (const n of ['Lad1 Player', 'Lad8 Player']) expect(list).toContain(`"${n}"`);
    // The public page names the pairs too.
    const pub = (await send('GET', `/draw/${d.publicToken}`)).json<DrawView>();
    expect(pub.entries.map((e) => e.name).sort()).toEqual([...bySeed].sort());
  });

  it('seeds pairs by the sum of tournament ranks (unranked pairs last), or by hand in the order given', async () => {
    const w = await world(6);
    const ids = w.team.map((p) => p.id);
    const [a, b, c, e, f, g] = ids as [number, number, number, number, number, number];
    const tour = await createTournament(w.db, w.coach.id, { players: [] });
    // Tournament ranks: a 5, b 6, c 1, e 2; f and g unranked.
    await w.db.insert(tournamentPlayers).values(
      [a, b, c, e].map((playerId, i) => ({
        tournamentId: tour.id,
        playerId,
        name: `Lad${ids.indexOf(playerId) + 1} Player`,
        rank: [5, 6, 1, 2][i]!,
      })),
    );
    const ranked = await makeDraw(w.token, tour.id, {
      drawType: 'round_robin',
      seeding: 'ranks',
      team: 1,
      pairs: [
        [f, g],
        [a, b],
        [c, e],
      ],
    });
    // A round robin's entries carry no seeds; the draw positions follow the seed order.
    const order = [...ranked.entries].sort((x, y) => x.id - y.id).map((x) => x.name);
    expect(order).toEqual([
      'Lad3 Player / Lad4 Player',
      'Lad1 Player / Lad2 Player',
      'Lad5 Player / Lad6 Player',
    ]);
    expect((await send('DELETE', `/auth/tournaments/${tour.id}/draw`, w.token)).statusCode).toBe(200);
    const manual = await makeDraw(w.token, tour.id, {
      drawType: 'single_elimination',
      seeding: 'manual',
      team: 1,
      pairs: [
        [f, g],
        [a, b],
        [c, e],
      ],
      seedsCount: 2,
    });
    const seeded = manual.entries.filter((x) => x.seed !== null).sort((x, y) => x.seed! - y.seed!);
    expect(seeded.map((x) => x.name)).toEqual(['Lad5 Player / Lad6 Player', 'Lad1 Player / Lad2 Player']);
  });

  it('refuses bad pairs with a code and changes nothing', async () => {
    const w = await world(4);
    const [a, b, c, e] = w.team.map((p) => p.id) as [number, number, number, number];
    const stranger = await createPlayer(w.db, { schoolId: w.coach.schoolId });
    const other = await createCoach(w.db, { teamTypes: [1] });
    const elsewhere = await createPlayer(w.db, { schoolId: other.schoolId, rosterId: other.rosterIds[0]! });
    const tour = await createTournament(w.db, w.coach.id, { players: [] });
    const base = { drawType: 'single_elimination', seeding: 'ladder', team: 1 };
    for (const [pairs, code] of [
      [
        [
          [a, b],
          [b, c],
        ],
        'draw_pair_player_twice',
      ],
      [
        [
          [a, a],
          [b, c],
        ],
        'draw_pair_same_player',
      ],
      [
        [
          [a, b],
          [c, stranger.id],
        ],
        'draw_pair_not_on_team',
      ],
      [
        [
          [a, b],
          [c, elsewhere.id],
        ],
        'draw_pair_not_on_team',
      ],
      [[[a, b, c], [e]], 'draw_pair_shape'],
      [[[a], [b]], 'draw_pair_shape'],
      [[], 'draw_entrants_required'],
      [[[a, b]], 'draw_entrants_count'],
      [[['x', 'y']], 'validation_failed'],
    ] as const) {
      const res = await send('POST', `/auth/tournaments/${tour.id}/draw`, w.token, { ...base, pairs });
      expect(res.statusCode, JSON.stringify(pairs)).toBe(400);
      const body = res.json<{ code: string; error: string }>();
      expect(body.code).toBe(code);
      expect(body.error.length).toBeGreaterThan(0);
    }
    const noTeam = await send('POST', `/auth/tournaments/${tour.id}/draw`, w.token, {
      drawType: 'single_elimination',
      seeding: 'manual',
      pairs: [
        [a, b],
        [c, e],
      ],
    });
    expect(noTeam.json()).toMatchObject({ code: 'draw_roster_required' });
    // Nothing changed: no draw, nobody entered in the tournament.
    expect((await send('GET', `/auth/tournaments/${tour.id}/draw`, w.token)).statusCode).toBe(404);
    const entered = await w.db
      .select()
      .from(tournamentPlayers)
      .where(eq(tournamentPlayers.tournamentId, tour.id));
    expect(entered).toHaveLength(0);
  });

  it('a result advances the pair; either partner sees their own path; another school sees nothing', async () => {
    const w = await world(8);
    const ids = w.team.map((p) => p.id);
    const tour = await createTournament(w.db, w.coach.id, { players: [] });
    const pairs = [0, 2, 4, 6].map((i) => [ids[i]!, ids[i + 1]!]);
    const d = await makeDraw(w.token, tour.id, {
      drawType: 'single_elimination',
      seeding: 'ladder',
      team: 1,
      pairs,
    });
    const first = all(d).filter((m) => m.round === 1);
    expect(first).toHaveLength(2);
    const m = first.find((x) => x.sides.some((s) => nameOf(d, s.entryId) === 'Lad1 Player / Lad2 Player'))!;
    const side = m.sides.findIndex((s) => nameOf(d, s.entryId) === 'Lad1 Player / Lad2 Player') + 1;
    const res = await result(w.token, d, m, { winnerSide: side, score: side === 1 ? '6-3 6-4' : '3-6 4-6' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<DrawView>();
    const final = all(after).find((x) => x.round === 2)!;
    expect(final.sides.map((s) => nameOf(after, s.entryId))).toContain('Lad1 Player / Lad2 Player');
    // Either partner sees the pair as their own.
    for (const partner of [w.team[0]!, w.team[1]!]) {
      const view = (
        await send('GET', `/auth/tournaments/${tour.id}/draw`, await playerToken(t, partner.id))
      ).json<DrawView>();
      expect(view.entries.filter((e) => e.mine).map((e) => e.name)).toEqual(['Lad1 Player / Lad2 Player']);
    }
    const third = (
      await send('GET', `/auth/tournaments/${tour.id}/draw`, await playerToken(t, w.team[2]!.id))
    ).json<DrawView>();
    expect(third.entries.filter((e) => e.mine).map((e) => e.name)).toEqual(['Lad3 Player / Lad4 Player']);
    // A partner stays in the tournament while the draw does.
    const [tp] = await w.db
      .select()
      .from(tournamentPlayers)
      .where(and(eq(tournamentPlayers.tournamentId, tour.id), eq(tournamentPlayers.playerId, w.team[1]!.id)));
    const del = await send('DELETE', `/auth/deletePlayerFromTournament/${tp!.id}`, w.token);
    expect(del.json()).toMatchObject({ code: 'draw_player_entered' });
    // Another school's coach sees nothing and cannot make a doubles draw of it.
    const other = await createCoach(w.db, { teamTypes: [1] });
    const otherToken = await coachToken(t, other.id);
    expect((await send('GET', `/auth/tournaments/${tour.id}/draw`, otherToken)).statusCode).toBe(404);
    const fresh = await createTournament(w.db, w.coach.id, { players: [] });
    const steal = await send('POST', `/auth/tournaments/${fresh.id}/draw`, otherToken, {
      drawType: 'single_elimination',
      seeding: 'ladder',
      team: 1,
      pairs,
    });
    expect(steal.statusCode).toBe(404);
  });

  it('an old doubles entry named "A / B" is still a plain singles entry', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { players: ['Ann / Bo', 'Cy / Di', 'Ed / Flo'] });
    const d = await makeDraw(w.token, tour.id, { drawType: 'round_robin', seeding: 'ranks' });
    expect(d.doubles).toBe(false);
    expect(d.entries.map((e) => e.name).sort()).toEqual(['Ann / Bo', 'Cy / Di', 'Ed / Flo']);
  });
});
