import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorText } from '../../../contract/errors';

const PLAYERS_NOT_A_LIST = errorText('players_not_a_list');
/** SPEC.md's tournament texts, by the code the answers carry. */
const TOURNAMENT_ERRORS = {
  nameRequired: errorText('tournament_name_required'),
  playersRequired: errorText('tournament_players_required'),
  rankRequired: errorText('rank_required'),
  matchFieldsRequired: errorText('match_fields_required'),
  samePlayers: errorText('same_players'),
  winnerRequired: errorText('winner_required'),
  unranked: errorText('unranked'),
};
import { coachTeams, tournamentMatches, tournamentPlayers, tournaments } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  bearer,
  coachToken,
  createCoach,
  createPlayer,
  createSchool,
  createTeam,
  playerToken,
} from '../../test/factories';
import { form } from '../../test/sign-in';
import { createTournament, createTournamentMatch, ranksByName } from '../../test/tournament-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface SendOpts {
  token?: string;
  form?: Record<string, string | number>;
  json?: object;
  raw?: string;
}

function send(method: Method, url: string, opts: SendOpts = {}) {
  const headers: Record<string, string> = opts.token ? bearer(opts.token) : {};
  if (opts.form) {
    const f = form(opts.form);
    return t.app.inject({
      method,
      url: `/api/auth${url}`,
      headers: { ...headers, ...f.headers },
      payload: f.payload,
    });
  }
  if (opts.raw !== undefined) {
    return t.app.inject({
      method,
      url: `/api/auth${url}`,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: opts.raw,
    });
  }
  if (opts.json) return t.app.inject({ method, url: `/api/auth${url}`, headers, payload: opts.json });
  return t.app.inject({ method, url: `/api/auth${url}`, headers });
}

type Player = Awaited<ReturnType<typeof createTournament>>['players'][number];

const errorOf = (res: { json: <T>() => T }) => res.json<{ error: string }>().error;

/** A school with a coach of one team (with a token) and a player on that team (with a token). */
async function world() {
  const db = t.ctx.db;
  const school = await createSchool(db);
  const coach = await createCoach(db, { schoolId: school.id, teamTypes: [1] });
  const player = await createPlayer(db, { schoolId: school.id, rosterId: coach.rosterIds[0]! });
  return {
    db,
    school,
    coach,
    token: await coachToken(t, coach.id),
    player,
    playerToken: await playerToken(t, player.id),
  };
}

/** A coach of another school with a tournament of three ranked players and a match. */
async function stranger() {
  const db = t.ctx.db;
  const coach = await createCoach(db, { teamTypes: [2] });
  const tour = await createTournament(db, coach.id, { name: 'Their Cup', ranks: [1, 2, 3] });
  const match = await createTournamentMatch(db, tour.id, tour.players[0]!.id, tour.players[1]!.id);
  return { coach, token: await coachToken(t, coach.id), tour, match };
}

describe('GET /api/auth/getAllTournaments', () => {
  it('401 without a token', async () => {
    expect((await send('GET', '/getAllTournaments')).statusCode).toBe(401);
  });

  it("answers 'no records found' when the coach has no tournaments", async () => {
    const w = await world();
    const res = await send('GET', '/getAllTournaments', { token: w.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ res: 'no records found' });
  });

  it('lists the coach’s tournaments newest first, players by rank with N/A (-1) last', async () => {
    const w = await world();
    const older = await createTournament(w.db, w.coach.id, { name: 'Fall Classic', players: ['Ann Lee'] });
    const newer = await createTournament(w.db, w.coach.id, {
      name: 'Spring Open',
      players: ['Dee', 'Eli', 'Fay'],
      ranks: [null, 2, 1],
    });
    const res = await send('GET', '/getAllTournaments', { token: w.token });
    expect(res.statusCode).toBe(200);
    const [dee, eli, fay] = newer.players;
    expect(res.json()).toEqual({
      res: [
        {
          ID: newer.id,
          name: 'Spring Open',
          players: [
            { PlayersID: fay!.id, players: 'Fay', rank: 1 },
            { PlayersID: eli!.id, players: 'Eli', rank: 2 },
            { PlayersID: dee!.id, players: 'Dee', rank: -1 },
          ],
          MatchFormat: null,
        },
        {
          ID: older.id,
          name: 'Fall Classic',
          players: [{ PlayersID: older.players[0]!.id, players: 'Ann Lee', rank: -1 }],
          MatchFormat: null,
        },
      ],
    });
  });

  it('never lists another school’s tournaments (404 territory)', async () => {
    const w = await world();
    await stranger();
    expect((await send('GET', '/getAllTournaments', { token: w.token })).json()).toEqual({
      res: 'no records found',
    });
  });

  it('a coach who shares a team with the creator sees the tournament; a coach of another team of the same school does not', async () => {
    const w = await world();
    const mine = await createTournament(w.db, w.coach.id, { name: 'Shared Cup' });
    const coCoach = await createCoach(w.db, { schoolId: w.school.id, teamTypes: [] });
    // The co-coach joins the creator's team, as joinTeam does.
    await w.db.insert(coachTeams).values({ coachId: coCoach.id, rosterId: w.coach.rosterIds[0]! });
    const otherTeamCoach = await createCoach(w.db, { schoolId: w.school.id, teamTypes: [3] });

    const seen = await send('GET', '/getAllTournaments', { token: await coachToken(t, coCoach.id) });
    expect(seen.json<{ res: Array<{ ID: number }> }>().res.map((x) => x.ID)).toEqual([mine.id]);
    const unseen = await send('GET', '/getAllTournaments', { token: await coachToken(t, otherTeamCoach.id) });
    expect(unseen.json()).toEqual({ res: 'no records found' });
  });

  it('players read their team coaches’ tournaments; a player of another team or with no team reads none', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, {
      name: 'Team Cup',
      players: ['Ann Lee'],
      ranks: [1],
    });
    const res = await send('GET', '/getAllTournaments', { token: w.playerToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      res: [
        {
          ID: tour.id,
          name: 'Team Cup',
          players: [{ PlayersID: tour.players[0]!.id, players: 'Ann Lee', rank: 1 }],
          MatchFormat: null,
        },
      ],
    });

    const otherRoster = await createTeam(w.db, w.school.id, 4);
    const otherPlayer = await createPlayer(w.db, { schoolId: w.school.id, rosterId: otherRoster });
    const loner = await createPlayer(w.db, { schoolId: w.school.id });
    for (const p of [otherPlayer, loner]) {
      expect((await send('GET', '/getAllTournaments', { token: await playerToken(t, p.id) })).json()).toEqual(
        { res: 'no records found' },
      );
    }
  });
});

describe('POST /api/auth/createTournament', () => {
  const body = { name: 'Spring Open', players: [{ Player: 'Ann Lee' }, { Player: 'Bo Chen' }] };

  it('401 without a token', async () => {
    expect((await send('POST', '/createTournament', { json: body })).statusCode).toBe(401);
  });

  it('403 for a player', async () => {
    const w = await world();
    const res = await send('POST', '/createTournament', { token: w.playerToken, json: body });
    expect(res.statusCode).toBe(403);
    expect(await w.db.select().from(tournaments).where(eq(tournaments.coachId, w.coach.id))).toHaveLength(0);
  });

  it.each([
    [{ players: [{ Player: 'Ann Lee' }] }, TOURNAMENT_ERRORS.nameRequired],
    [{ name: '   ', players: [{ Player: 'Ann Lee' }] }, TOURNAMENT_ERRORS.nameRequired],
    [{}, TOURNAMENT_ERRORS.nameRequired],
    [{ name: 'Cup' }, TOURNAMENT_ERRORS.playersRequired],
    [{ name: 'Cup', players: [] }, TOURNAMENT_ERRORS.playersRequired],
    [{ name: 'Cup', players: [{ Player: '' }, { Player: '  ' }, {}] }, TOURNAMENT_ERRORS.playersRequired],
  ])('400 for %j with the exact text', async (json, text) => {
    const w = await world();
    const res = await send('POST', '/createTournament', { token: w.token, json });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(text);
  });

  it('400 (not 500) for a name longer than 100 characters or players that are not names', async () => {
    const w = await world();
    expect(
      (
        await send('POST', '/createTournament', {
          token: w.token,
          json: { name: 'x'.repeat(101), players: ['A'] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await send('POST', '/createTournament', {
          token: w.token,
          json: { name: 'Cup', players: [{ Player: 5 }] },
        })
      ).statusCode,
    ).toBe(400);
  });

  it.each([['Ann Lee'], [{ Player: 'Ann Lee' }]])(
    '400 for a JSON body whose players is %j instead of a list, and nothing is created',
    async (players) => {
      const w = await world();
      const res = await send('POST', '/createTournament', { token: w.token, json: { name: 'Cup', players } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(PLAYERS_NOT_A_LIST);
      expect(await w.db.select().from(tournaments).where(eq(tournaments.coachId, w.coach.id))).toHaveLength(
        0,
      );
    },
  );

  it('creates the tournament from JSON, drops empty entries, every player without a rank (-1)', async () => {
    const w = await world();
    const res = await send('POST', '/createTournament', {
      token: w.token,
      json: {
        name: '  Spring Open ',
        players: [{ Player: 'Ann Lee' }, { Player: '' }, { Player: ' Bo Chen ' }],
      },
    });
    expect(res.statusCode).toBe(200);
    const created = res.json<{
      ID: number;
      name: string;
      players: Array<{ PlayersID: number; players: string; rank: number }>;
    }>();
    expect(created).toMatchObject({
      name: 'Spring Open',
      players: [
        { players: 'Ann Lee', rank: -1 },
        { players: 'Bo Chen', rank: -1 },
      ],
    });
    expect(created.players).toHaveLength(2);
    const list = await send('GET', '/getAllTournaments', { token: w.token });
    expect(list.json()).toEqual({ res: [created] });
  });

  it('accepts a form with one players field per player', async () => {
    const w = await world();
    const raw = new URLSearchParams([
      ['name', 'Form Cup'],
      ['players', 'Ann Lee'],
      ['players', ''],
      ['players', 'Bo Chen'],
    ]).toString();
    const res = await send('POST', '/createTournament', { token: w.token, raw });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ players: Array<{ players: string }> }>().players.map((p) => p.players)).toEqual([
      'Ann Lee',
      'Bo Chen',
    ]);
    const single = await send('POST', '/createTournament', {
      token: w.token,
      form: { name: 'Solo Cup', players: 'Cy Diaz' },
    });
    expect(single.json<{ players: Array<{ players: string }> }>().players.map((p) => p.players)).toEqual([
      'Cy Diaz',
    ]);
  });
});

describe('DELETE /api/auth/deleteTournament/{id}', () => {
  it('401 without a token', async () => {
    expect((await send('DELETE', '/deleteTournament/1')).statusCode).toBe(401);
  });

  it('403 for a player, and the tournament stays', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id);
    expect((await send('DELETE', `/deleteTournament/${tour.id}`, { token: w.playerToken })).statusCode).toBe(
      403,
    );
    expect(await w.db.select().from(tournaments).where(eq(tournaments.id, tour.id))).toHaveLength(1);
  });

  it('404 for another coach’s tournament or one that does not exist; 400 for a bad id', async () => {
    const w = await world();
    const s = await stranger();
    expect((await send('DELETE', `/deleteTournament/${s.tour.id}`, { token: w.token })).statusCode).toBe(404);
    expect(await w.db.select().from(tournaments).where(eq(tournaments.id, s.tour.id))).toHaveLength(1);
    expect((await send('DELETE', '/deleteTournament/2147483647', { token: w.token })).statusCode).toBe(404);
    expect((await send('DELETE', '/deleteTournament/abc', { token: w.token })).statusCode).toBe(400);
  });

  it('deletes the tournament with its players and matches', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { ranks: [1, 2, 3] });
    await createTournamentMatch(w.db, tour.id, tour.players[0]!.id, tour.players[1]!.id);
    const res = await send('DELETE', `/deleteTournament/${tour.id}`, { token: w.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(
      await w.db.select().from(tournamentPlayers).where(eq(tournamentPlayers.tournamentId, tour.id)),
    ).toHaveLength(0);
    expect(
      await w.db.select().from(tournamentMatches).where(eq(tournamentMatches.tournamentId, tour.id)),
    ).toHaveLength(0);
    expect((await send('GET', '/getAllTournaments', { token: w.token })).json()).toEqual({
      res: 'no records found',
    });
  });
});

describe('PUT /api/auth/editTournamentPlayerDetails', () => {
  it('401 without a token', async () => {
    expect(
      (await send('PUT', '/editTournamentPlayerDetails', { form: { name: 'A', tpid: 1, rank: 1 } }))
        .statusCode,
    ).toBe(401);
  });

  it('403 for a player', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id);
    const res = await send('PUT', '/editTournamentPlayerDetails', {
      token: w.playerToken,
      form: { name: 'X', tpid: tour.players[0]!.id, rank: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect((await ranksByName(w.db, tour.id))['Ann Lee']).toBeNull();
  });

  it('404 for another coach’s tournament player', async () => {
    const w = await world();
    const s = await stranger();
    const res = await send('PUT', '/editTournamentPlayerDetails', {
      token: w.token,
      form: { name: 'Mine now', tpid: s.tour.players[2]!.id, rank: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(await ranksByName(w.db, s.tour.id)).toEqual({ 'Ann Lee': 1, 'Bo Chen': 2, 'Cy Diaz': 3 });
  });

  it.each([[{}], [{ rank: -1 }], [{ rank: '' }], [{ rank: '-1' }]])(
    "400 'You must specify a rank for the player.' for %j",
    async (extra) => {
      const w = await world();
      const tour = await createTournament(w.db, w.coach.id);
      const res = await send('PUT', '/editTournamentPlayerDetails', {
        token: w.token,
        form: { name: 'Ann Lee', tpid: tour.players[0]!.id, ...extra },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(TOURNAMENT_ERRORS.rankRequired);
    },
  );

  it('400 for a rank outside 1..number of players, a non-number, a blank name or a missing tpid', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id);
    const tpid = tour.players[0]!.id;
    for (const rank of [0, 4, -3]) {
      const res = await send('PUT', '/editTournamentPlayerDetails', {
        token: w.token,
        form: { name: 'Ann Lee', tpid, rank },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe('The rank must be a whole number from 1 to 3.');
    }
    expect(
      (
        await send('PUT', '/editTournamentPlayerDetails', {
          token: w.token,
          form: { name: 'Ann Lee', tpid, rank: '1.5' },
        })
      ).statusCode,
    ).toBe(400);
    const blank = await send('PUT', '/editTournamentPlayerDetails', {
      token: w.token,
      form: { name: '  ', tpid, rank: 1 },
    });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank)).toBe('Player name is required.');
    expect(
      (
        await send('PUT', '/editTournamentPlayerDetails', {
          token: w.token,
          form: { name: 'Ann Lee', rank: 1 },
        })
      ).statusCode,
    ).toBe(400);
    expect(await ranksByName(w.db, tour.id)).toEqual({ 'Ann Lee': null, 'Bo Chen': null, 'Cy Diaz': null });
  });

  it('sets the rank and the name, and answers the whole tournament', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id);
    const [ann, bo, cy] = tour.players;
    const res = await send('PUT', '/editTournamentPlayerDetails', {
      token: w.token,
      form: { name: 'Ann B. Lee', tpid: ann!.id, rank: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ID: tour.id,
      name: tour.name,
      players: [
        { PlayersID: ann!.id, players: 'Ann B. Lee', rank: 2 },
        { PlayersID: bo!.id, players: 'Bo Chen', rank: -1 },
        { PlayersID: cy!.id, players: 'Cy Diaz', rank: -1 },
      ],
      MatchFormat: null,
    });
  });

  it('taking a rank another player holds swaps the two ranks (N/A goes to the other when the editor had none)', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { ranks: [1, 2, null] });
    const [, bo, cy] = tour.players;
    await send('PUT', '/editTournamentPlayerDetails', {
      token: w.token,
      form: { name: 'Bo Chen', tpid: bo!.id, rank: 1 },
    });
    expect(await ranksByName(w.db, tour.id)).toEqual({ 'Ann Lee': 2, 'Bo Chen': 1, 'Cy Diaz': null });
    await send('PUT', '/editTournamentPlayerDetails', {
      token: w.token,
      json: { name: 'Cy Diaz', tpid: cy!.id, rank: 2 },
    });
    expect(await ranksByName(w.db, tour.id)).toEqual({ 'Ann Lee': null, 'Bo Chen': 1, 'Cy Diaz': 2 });
  });

  it('concurrent rank changes in one tournament all succeed and leave every rank unique', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, {
      players: ['A', 'B', 'C', 'D'],
      ranks: [1, 2, 3, 4],
    });
    const moves = tour.players.map((p, i) =>
      send('PUT', '/editTournamentPlayerDetails', {
        token: w.token,
        form: { name: p.name, tpid: p.id, rank: ((i + 1) % 4) + 1 },
      }),
    );
    const results = await Promise.all(moves);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const ranks = Object.values(await ranksByName(w.db, tour.id));
    expect([...ranks].sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('DELETE /api/auth/deletePlayerFromTournament/{id}', () => {
  it('401 without a token', async () => {
    expect((await send('DELETE', '/deletePlayerFromTournament/1')).statusCode).toBe(401);
  });

  it('403 for a player', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id);
    expect(
      (await send('DELETE', `/deletePlayerFromTournament/${tour.players[0]!.id}`, { token: w.playerToken }))
        .statusCode,
    ).toBe(403);
    expect(Object.keys(await ranksByName(w.db, tour.id))).toHaveLength(3);
  });

  it('404 for another coach’s tournament player; 400 for a bad id', async () => {
    const w = await world();
    const s = await stranger();
    expect(
      (await send('DELETE', `/deletePlayerFromTournament/${s.tour.players[0]!.id}`, { token: w.token }))
        .statusCode,
    ).toBe(404);
    expect(Object.keys(await ranksByName(w.db, s.tour.id))).toHaveLength(3);
    expect((await send('DELETE', '/deletePlayerFromTournament/0', { token: w.token })).statusCode).toBe(400);
  });

  it('removes the player and their matches; players ranked below move up one', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, {
      players: ['A', 'B', 'C', 'D'],
      ranks: [1, 2, 3, null],
    });
    const [a, b, c] = tour.players;
    const gone = await createTournamentMatch(w.db, tour.id, a!.id, b!.id, 1);
    const gone2 = await createTournamentMatch(w.db, tour.id, c!.id, b!.id);
    const kept = await createTournamentMatch(w.db, tour.id, a!.id, c!.id);
    const res = await send('DELETE', `/deletePlayerFromTournament/${b!.id}`, { token: w.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await ranksByName(w.db, tour.id)).toEqual({ A: 1, C: 2, D: null });
    const left = await w.db
      .select()
      .from(tournamentMatches)
      .where(eq(tournamentMatches.tournamentId, tour.id));
    expect(left.map((m) => m.id)).toEqual([kept.id]);
    expect([gone.id, gone2.id]).not.toContain(kept.id);
  });
});

describe('GET /api/auth/getAllTournamentMatches', () => {
  it('401 without a token', async () => {
    expect((await send('GET', '/getAllTournamentMatches')).statusCode).toBe(401);
  });

  it("answers 'no records found' without tournaments, and never lists another coach’s", async () => {
    const w = await world();
    await stranger();
    const res = await send('GET', '/getAllTournamentMatches', { token: w.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ res: 'no records found' });
  });

  it('lists every tournament (newest first) with its matches, tournaments without matches included', async () => {
    const w = await world();
    const cup = await createTournament(w.db, w.coach.id, { name: 'Cup', ranks: [1, 2, 3] });
    const empty = await createTournament(w.db, w.coach.id, { name: 'Empty Open' });
    const [ann, bo, cy] = cup.players;
    const m1 = await createTournamentMatch(w.db, cup.id, ann!.id, bo!.id);
    const m2 = await createTournamentMatch(w.db, cup.id, cy!.id, ann!.id, 2);
    const expected = {
      res: [
        { TournamentID: empty.id, TournamentName: 'Empty Open', MatchList: [] },
        {
          TournamentID: cup.id,
          TournamentName: 'Cup',
          MatchList: [
            {
              MatchID: m1.id,
              Players: [
                { PlayerID: ann!.id, PlayerName: 'Ann Lee', PlayerRank: 1 },
                { PlayerID: bo!.id, PlayerName: 'Bo Chen', PlayerRank: 2 },
              ],
              IsWonEnum: -1,
              Score: '',
              MatchFormat: null,
            },
            {
              MatchID: m2.id,
              Players: [
                { PlayerID: cy!.id, PlayerName: 'Cy Diaz', PlayerRank: 3 },
                { PlayerID: ann!.id, PlayerName: 'Ann Lee', PlayerRank: 1 },
              ],
              IsWonEnum: 2,
              Score: '',
              MatchFormat: null,
            },
          ],
        },
      ],
    };
    const res = await send('GET', '/getAllTournamentMatches', { token: w.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
    // Players of the coach's team read the same list.
    expect((await send('GET', '/getAllTournamentMatches', { token: w.playerToken })).json()).toEqual(
      expected,
    );
  });
});

describe('POST /api/auth/createTournamentMatch', () => {
  it('401 without a token', async () => {
    expect(
      (
        await send('POST', '/createTournamentMatch', {
          form: { tid: 1, tournament_player1: 1, tournament_player2: 2 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('403 for a player', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id);
    const res = await send('POST', '/createTournamentMatch', {
      token: w.playerToken,
      form: {
        tid: tour.id,
        tournament_player1: tour.players[0]!.id,
        tournament_player2: tour.players[1]!.id,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(
      await w.db.select().from(tournamentMatches).where(eq(tournamentMatches.tournamentId, tour.id)),
    ).toHaveLength(0);
  });

  it('404 for another coach’s tournament, or players not in the tournament', async () => {
    const w = await world();
    const s = await stranger();
    const mine = await createTournament(w.db, w.coach.id);
    const other = await createTournament(w.db, w.coach.id, { name: 'Other' });
    const theirs = await send('POST', '/createTournamentMatch', {
      token: w.token,
      form: {
        tid: s.tour.id,
        tournament_player1: s.tour.players[0]!.id,
        tournament_player2: s.tour.players[1]!.id,
      },
    });
    expect(theirs.statusCode).toBe(404);
    const mixed = await send('POST', '/createTournamentMatch', {
      token: w.token,
      form: {
        tid: mine.id,
        tournament_player1: mine.players[0]!.id,
        tournament_player2: other.players[0]!.id,
      },
    });
    expect(mixed.statusCode).toBe(404);
    const stolen = await send('POST', '/createTournamentMatch', {
      token: w.token,
      form: {
        tid: mine.id,
        tournament_player1: mine.players[0]!.id,
        tournament_player2: s.tour.players[0]!.id,
      },
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      await w.db.select().from(tournamentMatches).where(eq(tournamentMatches.tournamentId, mine.id)),
    ).toHaveLength(0);
  });

  it.each([
    [{ tournament_player1: 1, tournament_player2: 2 }],
    [{ tid: 1, tournament_player2: 2 }],
    [{ tid: 1, tournament_player1: 1 }],
    [{ tid: '', tournament_player1: 1, tournament_player2: 2 }],
    [{ tid: 1, tournament_player1: '', tournament_player2: '' }],
    [{ tid: 1, tournament_player1: -1, tournament_player2: 2 }],
  ])("400 'You must fill in all required fields.' for %j", async (fields) => {
    const w = await world();
    const res = await send('POST', '/createTournamentMatch', { token: w.token, form: fields });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(TOURNAMENT_ERRORS.matchFieldsRequired);
  });

  it("400 'Team A and Team B cannot be the same team.' for the same player twice", async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id);
    const id = tour.players[0]!.id;
    const res = await send('POST', '/createTournamentMatch', {
      token: w.token,
      form: { tid: tour.id, tournament_player1: id, tournament_player2: id },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(TOURNAMENT_ERRORS.samePlayers);
  });

  it('creates a match without a winner, unranked players allowed', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { ranks: [1, null, null] });
    const [ann, bo] = tour.players;
    const res = await send('POST', '/createTournamentMatch', {
      token: w.token,
      form: { tid: tour.id, tournament_player1: bo!.id, tournament_player2: ann!.id },
    });
    expect(res.statusCode).toBe(200);
    const match = res.json<{ MatchID: number }>();
    expect(match).toEqual({
      MatchID: match.MatchID,
      TournamentID: tour.id,
      Players: [
        { PlayerID: bo!.id, PlayerName: 'Bo Chen', PlayerRank: -1 },
        { PlayerID: ann!.id, PlayerName: 'Ann Lee', PlayerRank: 1 },
      ],
      IsWonEnum: -1,
      Score: '',
      MatchFormat: null,
    });
    const list = await send('GET', '/getAllTournamentMatches', { token: w.token });
    expect(
      list
        .json<{ res: Array<{ MatchList: Array<{ MatchID: number }> }> }>()
        .res[0]!.MatchList.map((m) => m.MatchID),
    ).toEqual([match.MatchID]);
  });
});

describe('PUT /api/auth/editTournamentMatch', () => {
  /** A tournament with Ann (1), Bo (2), Cy (3), Dee (no rank) and a match Ann v Bo. */
  async function setup() {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, {
      players: ['Ann', 'Bo', 'Cy', 'Dee'],
      ranks: [1, 2, 3, null],
    });
    const [ann, bo, cy, dee] = tour.players as [Player, Player, Player, Player];
    const match = await createTournamentMatch(w.db, tour.id, ann.id, bo.id);
    const edit = (fields: Record<string, string | number>, token = w.token) =>
      send('PUT', '/editTournamentMatch', {
        token,
        form: { tid: tour.id, matchID: match.id, p1Rank: 1, p2Rank: 2, ...fields },
      });
    return { ...w, tour, ann, bo, cy, dee, match, edit };
  }

  it('401 without a token', async () => {
    expect(
      (
        await send('PUT', '/editTournamentMatch', {
          form: { tid: 1, matchID: 1, winnerID: 1, p1Rank: 1, p2Rank: 2 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('403 for a player', async () => {
    const s = await setup();
    expect((await s.edit({ winnerID: s.bo.id }, s.playerToken)).statusCode).toBe(403);
    expect(await ranksByName(s.db, s.tour.id)).toEqual({ Ann: 1, Bo: 2, Cy: 3, Dee: null });
  });

  it('404 for another coach’s match, or a tid that is not the match’s tournament', async () => {
    const s = await setup();
    const x = await stranger();
    const theirs = await send('PUT', '/editTournamentMatch', {
      token: s.token,
      form: { tid: x.tour.id, matchID: x.match.id, winnerID: x.tour.players[1]!.id, p1Rank: 1, p2Rank: 2 },
    });
    expect(theirs.statusCode).toBe(404);
    expect(await ranksByName(s.db, x.tour.id)).toEqual({ 'Ann Lee': 1, 'Bo Chen': 2, 'Cy Diaz': 3 });
    const other = await createTournament(s.db, s.coach.id, { name: 'Other' });
    expect((await s.edit({ tid: other.id, winnerID: s.bo.id })).statusCode).toBe(404);
  });

  it.each([[{}], [{ winnerID: '' }], [{ winnerID: -1 }]])(
    "400 'You must specify the match winner.' for %j",
    async (fields) => {
      const s = await setup();
      const res = await s.edit(fields);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(TOURNAMENT_ERRORS.winnerRequired);
    },
  );

  it('400 when the winner is not one of the two players, or matchID is missing', async () => {
    const s = await setup();
    const res = await s.edit({ winnerID: s.cy.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('The winner must be one of the two players of the match.');
    const noMatch = await send('PUT', '/editTournamentMatch', {
      token: s.token,
      form: { tid: s.tour.id, winnerID: s.ann.id },
    });
    expect(noMatch.statusCode).toBe(400);
  });

  it("400 'You must designate the rankings of each player in the competition.' when a player's stored rank is -1, whatever the client sends", async () => {
    const s = await setup();
    const match = await createTournamentMatch(s.db, s.tour.id, s.cy.id, s.dee.id);
    const res = await send('PUT', '/editTournamentMatch', {
      token: s.token,
      form: { tid: s.tour.id, matchID: match.id, winnerID: s.dee.id, p1Rank: 3, p2Rank: 4 },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(TOURNAMENT_ERRORS.unranked);
    const [stored] = await s.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, match.id));
    expect(stored!.winner).toBeNull();
    expect(await ranksByName(s.db, s.tour.id)).toEqual({ Ann: 1, Bo: 2, Cy: 3, Dee: null });
  });

  it('the higher-ranked player winning sets IsWonEnum and moves nobody', async () => {
    const s = await setup();
    const res = await s.edit({ winnerID: s.ann.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      MatchID: s.match.id,
      TournamentID: s.tour.id,
      Players: [
        { PlayerID: s.ann.id, PlayerName: 'Ann', PlayerRank: 1 },
        { PlayerID: s.bo.id, PlayerName: 'Bo', PlayerRank: 2 },
      ],
      IsWonEnum: 1,
      Score: '',
      MatchFormat: null,
    });
    expect(await ranksByName(s.db, s.tour.id)).toEqual({ Ann: 1, Bo: 2, Cy: 3, Dee: null });
  });

  it('the lower-ranked player beating the higher-ranked one swaps their ranks (client ranks ignored)', async () => {
    const s = await setup();
    const res = await s.edit({ winnerID: s.bo.id, p1Rank: 9, p2Rank: 9 });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ IsWonEnum: number; Players: Array<{ PlayerRank: number }> }>()).toMatchObject({
      IsWonEnum: 2,
      Players: [{ PlayerRank: 2 }, { PlayerRank: 1 }],
    });
    expect(await ranksByName(s.db, s.tour.id)).toEqual({ Ann: 2, Bo: 1, Cy: 3, Dee: null });
    // Saving the same winner again does not swap back.
    expect((await s.edit({ winnerID: s.bo.id })).statusCode).toBe(200);
    expect(await ranksByName(s.db, s.tour.id)).toEqual({ Ann: 2, Bo: 1, Cy: 3, Dee: null });
  });

  it('a changed winner undoes the earlier swap, then applies the new result', async () => {
    const s = await setup();
    await s.edit({ winnerID: s.bo.id });
    expect(await ranksByName(s.db, s.tour.id)).toEqual({ Ann: 2, Bo: 1, Cy: 3, Dee: null });
    const back = await s.edit({ winnerID: s.ann.id });
    expect(back.statusCode).toBe(200);
    expect(back.json<{ IsWonEnum: number }>().IsWonEnum).toBe(1);
    expect(await ranksByName(s.db, s.tour.id)).toEqual({ Ann: 1, Bo: 2, Cy: 3, Dee: null });
    // And again the other way: the upset applies anew.
    await s.edit({ winnerID: s.bo.id });
    expect(await ranksByName(s.db, s.tour.id)).toEqual({ Ann: 2, Bo: 1, Cy: 3, Dee: null });
  });

  it('a changed winner does not undo a swap once a coach moved the ranks since', async () => {
    const s = await setup();
    await s.edit({ winnerID: s.bo.id }); // Ann 2, Bo 1
    await send('PUT', '/editTournamentPlayerDetails', {
      token: s.token,
      form: { name: 'Ann', tpid: s.ann.id, rank: 3 },
    }); // Ann 3, Cy 2
    expect(await ranksByName(s.db, s.tour.id)).toEqual({ Ann: 3, Bo: 1, Cy: 2, Dee: null });
    await s.edit({ winnerID: s.ann.id }); // Ann (3) beats Bo (1): an upset on the current ranks
    expect(await ranksByName(s.db, s.tour.id)).toEqual({ Ann: 1, Bo: 3, Cy: 2, Dee: null });
  });
});

describe('DELETE /api/auth/deleteTournamentMatch/{id}', () => {
  it('401 without a token', async () => {
    expect((await send('DELETE', '/deleteTournamentMatch/1')).statusCode).toBe(401);
  });

  it('403 for a player', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id);
    const match = await createTournamentMatch(w.db, tour.id, tour.players[0]!.id, tour.players[1]!.id);
    expect(
      (await send('DELETE', `/deleteTournamentMatch/${match.id}`, { token: w.playerToken })).statusCode,
    ).toBe(403);
    expect(
      await w.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, match.id)),
    ).toHaveLength(1);
  });

  it('404 for another coach’s match or one that does not exist; 400 for a bad id', async () => {
    const w = await world();
    const s = await stranger();
    expect(
      (await send('DELETE', `/deleteTournamentMatch/${s.match.id}`, { token: w.token })).statusCode,
    ).toBe(404);
    expect(
      await w.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, s.match.id)),
    ).toHaveLength(1);
    expect((await send('DELETE', '/deleteTournamentMatch/2147483647', { token: w.token })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', '/deleteTournamentMatch/1e3', { token: w.token })).statusCode).toBe(400);
  });

  it('deletes the match and leaves the ranks as they are', async () => {
    const w = await world();
    const tour = await createTournament(w.db, w.coach.id, { ranks: [1, 2, 3] });
    const [ann, bo] = tour.players;
    const match = await createTournamentMatch(w.db, tour.id, ann!.id, bo!.id);
    await send('PUT', '/editTournamentMatch', {
      token: w.token,
      form: { tid: tour.id, matchID: match.id, winnerID: bo!.id, p1Rank: 1, p2Rank: 2 },
    });
    const res = await send('DELETE', `/deleteTournamentMatch/${match.id}`, { token: w.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(
      await w.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, match.id)),
    ).toHaveLength(0);
    expect(await ranksByName(w.db, tour.id)).toEqual({ 'Ann Lee': 2, 'Bo Chen': 1, 'Cy Diaz': 3 });
    expect((await send('GET', '/getAllTournamentMatches', { token: w.token })).json()).toEqual({
      res: [{ TournamentID: tour.id, TournamentName: tour.name, MatchList: [] }],
    });
  });
});
