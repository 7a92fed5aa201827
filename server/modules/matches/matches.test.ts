import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TennisMatch } from '../../../contract/matches';
import { coaches, ladderChanges, matchPlayers, rosterPlayers, tennisMatches } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, createTeam, playerToken } from '../../test/factories';
import { createMatchBody, editMatchRequest, playerRef } from '../../test/match-api';
import { createLadderTeam, createMatchRow, ladderPositions } from '../../test/match-factories';
import { form } from '../../test/sign-in';
import { percentage } from '../ladder/win-percentages';
import { createMatch } from './match-create';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Team = Awaited<ReturnType<typeof createLadderTeam>>;

/** A form body sent with a bearer token. */
function formAs(headers: Record<string, string>, fields: Record<string, string | number>) {
  const body = form(fields);
  return { payload: body.payload, headers: { ...body.headers, ...headers } };
}

async function coachOf(team: Team) {
  return bearer(await coachToken(t, team.coach.id));
}

const ref = playerRef;
const createBody = createMatchBody;

async function createViaApi(
  team: Team,
  headers: Record<string, string>,
  playerIdx: number[],
  extra: Record<string, unknown> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/create-tennis-match',
    headers,
    payload: createBody(team, playerIdx, extra),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ res: { TennisMatchID: number } }>().res.TennisMatchID;
}

const edit = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  editMatchRequest(t, headers, payload);

async function listVia(headers: Record<string, string>, matchTypeEnum: number, skillLevel = 1) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/tennis-match',
    ...formAs(headers, { matchTypeEnum, skillLevel }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ res: TennisMatch[] }>().res;
}

describe('POST /api/auth/tennis-match', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/tennis-match',
      ...form({ matchTypeEnum: 1, skillLevel: 1 }),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ matchTypeEnum: 4, skillLevel: 1 }, 'matchTypeEnum'],
    [{ matchTypeEnum: 0, skillLevel: 1 }, 'matchTypeEnum'],
    [{ matchTypeEnum: 1, skillLevel: 5 }, 'skillLevel'],
    [{ matchTypeEnum: 'official', skillLevel: 1 }, 'matchTypeEnum'],
    [{ skillLevel: 1 }, 'matchTypeEnum'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/tennis-match',
      ...formAs(await coachOf(team), body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(field);
  });

  it('answers 404 for a team type the coach does not coach, and for a player asking about another team', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const coachRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/tennis-match',
      ...formAs(await coachOf(team), { matchTypeEnum: 2, skillLevel: 3 }),
    });
    expect(coachRes.statusCode).toBe(404);
    const player = bearer(await playerToken(t, team.players[0]!.id));
    const playerRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/tennis-match',
      ...formAs(player, { matchTypeEnum: 2, skillLevel: 2 }),
    });
    expect(playerRes.statusCode).toBe(404);
  });

  it("never shows another team's matches, even of the same type", async () => {
    const mine = await createLadderTeam(t.ctx.db, [1, 2]);
    const theirs = await createLadderTeam(t.ctx.db, [1, 2]);
    await createMatchRow(t.ctx.db, { rosterId: theirs.rosterId, playerIds: theirs.players.map((p) => p.id) });
    expect(await listVia(await coachOf(mine), 2)).toEqual([]);
  });

  it('lists the matches of one type, newest first, with UTC date and time, players side 1 first, score and winners', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4]);
    const [a, b, c, d] = team.players.map((p) => p.id) as [number, number, number, number];
    const older = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: [a, b],
      at: new Date('2025-03-01T09:05:00Z'),
      winnerSide: 2,
      score: '4-6 6-7(3)',
    });
    const newer = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: [c, a, d, b],
      at: new Date('2025-03-20T23:30:00Z'),
    });
    await createMatchRow(t.ctx.db, { rosterId: team.rosterId, playerIds: [a, c], matchType: 3 });
    const list = await listVia(await coachOf(team), 2);
    expect(list).toEqual([
      {
        TennisMatchID: newer.id,
        MatchType: 2,
        IsSingles: false,
        MatchDate: '2025-03-20',
        MatchTime: '23:30',
        MatchScore: '',
        MatchFormat: null,
        Players: [
          { ID: c, Name: 'P3 Player' },
          { ID: a, Name: 'P1 Player' },
          { ID: d, Name: 'P4 Player' },
          { ID: b, Name: 'P2 Player' },
        ],
        Winners: [],
      },
      {
        TennisMatchID: older.id,
        MatchType: 2,
        IsSingles: true,
        MatchDate: '2025-03-01',
        MatchTime: '09:05',
        MatchScore: '4-6 6-7(3)',
        MatchFormat: null,
        Players: [
          { ID: a, Name: 'P1 Player' },
          { ID: b, Name: 'P2 Player' },
        ],
        Winners: [{ ID: b, Name: 'P2 Player' }],
      },
    ]);
    expect((await listVia(await coachOf(team), 3)).map((m) => m.MatchType)).toEqual([3]);
  });

  it("lets a player read their own team's matches", async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2], { teamType: 4 });
    const match = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: team.players.map((p) => p.id),
      matchType: 1,
    });
    const player = bearer(await playerToken(t, team.players[1]!.id));
    expect((await listVia(player, 1, 4)).map((m) => m.TennisMatchID)).toEqual([match.id]);
  });
});

describe('POST /api/auth/create-tennis-match', () => {
  it('answers 401 without a token', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-tennis-match',
      payload: createBody(team, [0, 1]),
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 for a player', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const player = bearer(await playerToken(t, team.players[0]!.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-tennis-match',
      headers: player,
      payload: createBody(team, [0, 1]),
    });
    expect(res.statusCode).toBe(403);
  });

  it("answers 404 for another coach's team, of another school or of the same school", async () => {
    const theirs = await createLadderTeam(t.ctx.db, [1, 2]);
    const stranger = await createLadderTeam(t.ctx.db, [1, 2]);
    const colleague = await createCoach(t.ctx.db, { schoolId: theirs.coach.schoolId, teamTypes: [] });
    await createTeam(t.ctx.db, theirs.coach.schoolId, 2, colleague.id);
    for (const headers of [await coachOf(stranger), bearer(await coachToken(t, colleague.id))]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/create-tennis-match',
        headers,
        payload: createBody(theirs, [0, 1]),
      });
      expect(res.statusCode).toBe(404);
    }
    expect(
      await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.rosterId, theirs.rosterId)),
    ).toEqual([]);
  });

  it.each([
    ['singles with 3 players', { IsSingles: true }, [0, 1, 2], 'a singles match has 2 players'],
    ['doubles with 2 players', { IsSingles: false }, [0, 1], 'a doubles match has 4 players'],
    ['the same player twice', {}, [0, 0], 'a player can only play once in a match'],
    ['a date that does not exist', { MatchDate: '2025-02-30' }, [0, 1], 'MatchDate'],
    ['a time out of range', { MatchTime: '24:00' }, [0, 1], 'MatchTime'],
    ['an unknown match type', { MatchType: 4 }, [0, 1], 'MatchType'],
  ])('refuses %s with 400', async (_what, extra, idx, text) => {
    const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-tennis-match',
      headers: await coachOf(team),
      payload: createBody(team, idx, extra),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(text);
  });

  it('refuses a player of another team with 400', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const other = await createLadderTeam(t.ctx.db, [1]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-tennis-match',
      headers: await coachOf(team),
      payload: { ...createBody(team, [0, 1]), Plist: [ref(team.players[0]!), ref(other.players[0]!)] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Every player of the match must be on this team.',
      code: 'players_not_on_team',
    });
  });

  it('creates a singles match (JSON) and a doubles match with side 1 first', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4]);
    const headers = await coachOf(team);
    const singles = await createViaApi(team, headers, [1, 0]);
    const doubles = await createViaApi(team, headers, [3, 1, 0, 2], { MatchType: 3 });
    const sides = await t.ctx.db.select().from(matchPlayers).where(eq(matchPlayers.matchId, doubles));
    expect(sides.sort((x, y) => x.slot - y.slot).map((s) => [s.playerId, s.side])).toEqual([
      [team.players[3]!.id, 1],
      [team.players[1]!.id, 1],
      [team.players[0]!.id, 2],
      [team.players[2]!.id, 2],
    ]);
    const [stored] = await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.id, singles));
    expect(stored).toMatchObject({
      matchType: 2,
      isSingles: true,
      winnerSide: null,
      createdBy: team.coach.id,
      challengerSide: null,
    });
    expect(stored!.matchAt.toISOString()).toBe('2025-04-02T16:45:00.000Z');
  });

  it('answers many matches sent at once each with its own id and players, refusing only the wrong ones', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4]);
    const stranger = await createLadderTeam(t.ctx.db, [1, 2]);
    const headers = await coachOf(team);
    const other = await coachOf(stranger);
    // Sent together, each is checked and inserted in its own transaction.
    const asked = Array.from({ length: 40 }, (_, n) => {
      if (n % 10 === 3)
        return {
          headers,
          payload: { ...createBody(team, [0, 1]), Plist: [ref(team.players[0]!), ref(stranger.players[0]!)] },
          status: 400,
        };
      if (n % 10 === 7) return { headers: other, payload: createBody(team, [0, 1]), status: 404 };
      const idx = n % 2 === 0 ? [n % 4, (n + 1) % 4] : [(n + 2) % 4, (n + 1) % 4, n % 4, (n + 3) % 4];
      return {
        headers,
        payload: createBody(team, idx, { MatchTime: `${String(n % 24).padStart(2, '0')}:15` }),
        status: 200,
        idx,
      };
    });
    const answers = await Promise.all(
      asked.map((a) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/create-tennis-match',
          headers: a.headers,
          payload: a.payload,
        }),
      ),
    );
    const ids = new Set<number>();
    for (const [n, res] of answers.entries()) {
      const a = asked[n]!;
      expect(res.statusCode, res.body).toBe(a.status);
      if (a.status === 404) expect(res.json()).toEqual({ error: 'team not found', code: 'team_not_found' });
      if (a.status === 400)
        expect(res.json()).toEqual({
          error: 'Every player of the match must be on this team.',
          code: 'players_not_on_team',
        });
      if (!a.idx) continue;
      const id = res.json<{ res: { TennisMatchID: number } }>().res.TennisMatchID;
      ids.add(id);
      const [stored] = await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.id, id));
      expect(stored!.isSingles).toBe(a.idx.length === 2);
      expect(stored!.matchAt.toISOString()).toBe(`2025-04-02T${String(n % 24).padStart(2, '0')}:15:00.000Z`);
      const people = await t.ctx.db.select().from(matchPlayers).where(eq(matchPlayers.matchId, id));
      const perSide = a.idx.length / 2;
      expect(people.sort((x, y) => x.slot - y.slot).map((p) => [p.playerId, p.side])).toEqual(
        a.idx.map((i, slot) => [team.players[i]!.id, slot < perSide ? 1 : 2]),
      );
    }
    expect(ids.size).toBe(32);
    const all = await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.rosterId, team.rosterId));
    expect(all).toHaveLength(32);
  });

  it('creates the other matches of a batch when the database refuses one of them', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const caller = {
      kind: 'coach' as const,
      coachId: team.coach.id,
      schoolId: team.coach.schoolId,
      sessionId: 'unused',
    };
    const input = (matchType: number) => ({
      rosterId: team.rosterId,
      matchType,
      isSingles: true,
      date: '2025-05-01',
      time: '10:00',
      playerIds: [team.players[0]!.id, team.players[1]!.id],
    });
    // Match type 9 passes no contract (the route refuses it first) and breaks a check constraint.
    const results = await Promise.allSettled(
      [2, 3, 9, 2, 3, 2].map((type) => createMatch(t.ctx.db, caller, input(type))),
    );
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const stored = await t.ctx.db
      .select()
      .from(tennisMatches)
      .where(eq(tennisMatches.rosterId, team.rosterId));
    expect(stored.map((m) => m.matchType).sort()).toEqual([2, 2, 2, 3, 3]);
  });

  describe('a challenge', () => {
    it('is singles only', async () => {
      const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/create-tennis-match',
        headers: await coachOf(team),
        payload: createBody(team, [0, 1, 2, 3], { MatchType: 1 }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'A challenge is a singles match.',
        code: 'challenge_singles_only',
      });
    });

    it('makes the lower player the challenger whichever is listed first', async () => {
      const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4]);
      const headers = await coachOf(team);
      const higherFirst = await createViaApi(team, headers, [0, 2], { MatchType: 1 });
      const lowerFirst = await createViaApi(team, headers, [2, 0], { MatchType: 1 });
      const rows = await t.ctx.db
        .select()
        .from(tennisMatches)
        .where(eq(tennisMatches.rosterId, team.rosterId));
      expect(rows.find((r) => r.id === higherFirst)?.challengerSide).toBe(2);
      expect(rows.find((r) => r.id === lowerFirst)?.challengerSide).toBe(1);
    });

    it("refuses players further apart than the coach's maximum, and honours a changed maximum", async () => {
      const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4, 5, 6]);
      const headers = await coachOf(team);
      const far = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/create-tennis-match',
          headers,
          payload: createBody(team, [5, 0], { MatchType: 1 }),
        });
      const refused = await far();
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error:
          'A player may challenge at most 3 places above them on the ladder; these players are 5 places apart.',
        code: 'challenge_out_of_range',
        details: { max: 3, places: 5 },
      });
      await t.ctx.db.update(coaches).set({ maxChallengePositions: 5 }).where(eq(coaches.id, team.coach.id));
      expect((await far()).statusCode).toBe(200);
    });

    it('refuses a player without a ladder position', async () => {
      const team = await createLadderTeam(t.ctx.db, [1, null]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/create-tennis-match',
        headers: await coachOf(team),
        payload: createBody(team, [1, 0], { MatchType: 1 }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Both players of a challenge need a ladder position. Place them on the ladder first.',
        code: 'challenge_needs_positions',
      });
    });
  });
});

describe('PUT /api/auth/edit-tennis-match', () => {
  async function setup(positions: Array<number | null> = [1, 2, 3, 4]) {
    const team = await createLadderTeam(t.ctx.db, positions);
    const headers = await coachOf(team);
    return { team, headers };
  }

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/edit-tennis-match',
      payload: { TennisMatchID: 1, MatchDate: '2025-04-02', MatchTime: '10:00' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 for a player', async () => {
    const { team } = await setup();
    const match = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: [team.players[0]!.id, team.players[1]!.id],
    });
    const player = bearer(await playerToken(t, team.players[0]!.id));
    const res = await edit(player, {
      TennisMatchID: match.id,
      MatchScore: '6-0 6-0',
      WinnerList: [ref(team.players[0]!)],
    });
    expect(res.statusCode).toBe(403);
  });

  it("answers 404 for another coach's match and for a match that does not exist", async () => {
    const { team } = await setup();
    const match = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: [team.players[0]!.id, team.players[1]!.id],
    });
    const stranger = await setup();
    const theirs = await edit(stranger.headers, {
      TennisMatchID: match.id,
      MatchScore: '6-0 6-0',
      WinnerList: [ref(team.players[0]!)],
    });
    expect(theirs.statusCode).toBe(404);
    const missing = await edit(stranger.headers, {
      TennisMatchID: 2_000_000,
      MatchScore: '',
      WinnerList: [],
    });
    expect(missing.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.id, match.id));
    expect(row?.winnerSide).toBeNull();
  });

  it.each([
    [
      '6-4 7-5(3)',
      'Set 2: 7-5 is a finished set without a tiebreak; only 7-6 has tiebreak points in brackets',
    ],
    ['6-4 6-4 [10-8]', 'Set 3 is not needed: the match was already decided'],
    [
      '6-4',
      'The match is not finished: the sets stand 1-0 and a side needs 2 to win; add the missing set, or end the score with ret. or def. if play stopped',
    ],
  ])('refuses the impossible score %s with 400 saying why', async (score, why) => {
    const { team, headers } = await setup();
    const match = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: [team.players[0]!.id, team.players[1]!.id],
    });
    const res = await edit(headers, {
      TennisMatchID: match.id,
      MatchScore: score,
      WinnerList: [ref(team.players[0]!)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: why, code: 'invalid_score', details: { reason: why } });
  });

  it('refuses a winner who does not agree with the score', async () => {
    const { team, headers } = await setup();
    const match = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: [team.players[0]!.id, team.players[1]!.id],
    });
    const res = await edit(headers, {
      TennisMatchID: match.id,
      MatchScore: '6-4 6-3',
      WinnerList: [ref(team.players[1]!)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The winner does not agree with the score: 6-4 6-3 is a win for P1 Player.',
      code: 'winner_disagrees',
      details: { score: '6-4 6-3', names: 'P1 Player' },
    });
  });

  it('refuses winners that are not exactly one side, and a score without a winner', async () => {
    const { team, headers } = await setup();
    const [a, b, c, d] = team.players;
    const doubles = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: [a!.id, b!.id, c!.id, d!.id],
    });
    const mixed = await edit(headers, {
      TennisMatchID: doubles.id,
      MatchScore: '6-4 6-3',
      WinnerList: [ref(a!), ref(c!)],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({
      error: 'The winners must be the two players of one side of this match.',
      code: 'winners_not_side',
    });
    const half = await edit(headers, {
      TennisMatchID: doubles.id,
      MatchScore: '6-4 6-3',
      WinnerList: [ref(a!)],
    });
    expect(half.statusCode).toBe(400);
    const noWinner = await edit(headers, {
      TennisMatchID: doubles.id,
      MatchScore: '6-4 6-3',
      WinnerList: [],
    });
    expect(noWinner.statusCode).toBe(400);
    expect(noWinner.json()).toEqual({ error: 'You must specify the match winner.', code: 'winner_required' });
  });

  it('refuses a malformed body with 400', async () => {
    const { headers } = await setup();
    const res = await edit(headers, { TennisMatchID: 'x', MatchScore: '', WinnerList: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('TennisMatchID');
  });

  it('saves a doubles result with the canonical score, date and time', async () => {
    const { team, headers } = await setup();
    const [a, b, c, d] = team.players;
    const match = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: [a!.id, b!.id, c!.id, d!.id],
    });
    const res = await edit(headers, {
      TennisMatchID: match.id,
      MatchScore: '4-6, 7-6 (5), 10-8',
      MatchDate: '2025-05-01',
      MatchTime: '08:15',
      WinnerList: [ref(b!), ref(a!)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      res: {
        TennisMatchID: match.id,
        MatchType: 2,
        IsSingles: false,
        MatchDate: '2025-05-01',
        MatchTime: '08:15',
        MatchScore: '4-6 7-6(5) [10-8]',
        MatchFormat: null,
        Players: [a, b, c, d].map((p) => ({ ID: p!.id, Name: `${p!.firstName} Player` })),
        Winners: [a, b].map((p) => ({ ID: p!.id, Name: `${p!.firstName} Player` })),
      },
      LadderChangeID: null,
    });
    const [row] = await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.id, match.id));
    expect(row).toMatchObject({ outcome: 'completed', winnerSide: 1 });
  });

  it('takes the winner from the form when the score cannot tell (retired, walkover), and saves a winner without a score', async () => {
    const { team, headers } = await setup();
    const [a, b] = team.players;
    const retired = await createMatchRow(t.ctx.db, { rosterId: team.rosterId, playerIds: [a!.id, b!.id] });
    const res = await edit(headers, {
      TennisMatchID: retired.id,
      MatchScore: '6-3 2-1 ret',
      WinnerList: [ref(b!)],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ res: TennisMatch }>().res).toMatchObject({
      MatchScore: '6-3 2-1 ret.',
      Winners: [{ ID: b!.id }],
    });
    const walkover = await createMatchRow(t.ctx.db, { rosterId: team.rosterId, playerIds: [a!.id, b!.id] });
    expect(
      (await edit(headers, { TennisMatchID: walkover.id, MatchScore: 'w/o', WinnerList: [ref(a!)] }))
        .statusCode,
    ).toBe(200);
    const noScore = await createMatchRow(t.ctx.db, { rosterId: team.rosterId, playerIds: [a!.id, b!.id] });
    const saved = await edit(headers, { TennisMatchID: noScore.id, MatchScore: '', WinnerList: [ref(b!)] });
    expect(saved.json<{ res: TennisMatch }>().res).toMatchObject({
      MatchScore: '',
      Winners: [{ ID: b!.id }],
    });
    const rows = await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.rosterId, team.rosterId));
    expect(rows.map((r) => [r.id, r.outcome, r.winnerSide]).sort()).toEqual(
      [
        [retired.id, 'retired', 2],
        [walkover.id, 'walkover', 1],
        [noScore.id, 'completed', 2],
      ].sort(),
    );
  });

  it('with an empty score and no winners only moves the date and time, keeping a saved result', async () => {
    const { team, headers } = await setup();
    const match = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: [team.players[0]!.id, team.players[1]!.id],
      winnerSide: 1,
      score: '6-1 6-1',
    });
    const res = await edit(headers, {
      TennisMatchID: match.id,
      MatchScore: '',
      WinnerList: [],
      MatchDate: '2025-06-09',
      MatchTime: '07:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ res: TennisMatch }>().res).toMatchObject({
      MatchDate: '2025-06-09',
      MatchTime: '07:00',
      MatchScore: '6-1 6-1',
      Winners: [{ ID: team.players[0]!.id }],
    });
  });

  it('lets a saved result be corrected', async () => {
    const { team, headers } = await setup();
    const [a, b] = team.players;
    const match = await createMatchRow(t.ctx.db, { rosterId: team.rosterId, playerIds: [a!.id, b!.id] });
    await edit(headers, { TennisMatchID: match.id, MatchScore: '6-4 6-4', WinnerList: [ref(a!)] });
    const res = await edit(headers, {
      TennisMatchID: match.id,
      MatchScore: '4-6 4-6',
      WinnerList: [ref(b!)],
    });
    expect(res.json<{ res: TennisMatch }>().res).toMatchObject({
      MatchScore: '4-6 4-6',
      Winners: [{ ID: b!.id }],
    });
  });

  describe('a challenge result', () => {
    async function challenge(positions: Array<number | null>, challengerIdx: number, defenderIdx: number) {
      const { team, headers } = await setup(positions);
      const id = await createViaApi(team, headers, [challengerIdx, defenderIdx], { MatchType: 1 });
      return {
        team,
        headers,
        id,
        challenger: team.players[challengerIdx]!,
        defender: team.players[defenderIdx]!,
      };
    }

    async function changesOf(matchId: number) {
      return t.ctx.db
        .select()
        .from(ladderChanges)
        .where(and(eq(ladderChanges.matchId, matchId), eq(ladderChanges.reason, 'challenge')));
    }

    it("moves the winning challenger to the defender's position and everyone between down one, recording the change", async () => {
      const { team, headers, id, challenger } = await challenge([1, 2, 3, 4, 5], 3, 0);
      const res = await edit(headers, {
        TennisMatchID: id,
        MatchScore: '6-2 6-2',
        WinnerList: [ref(challenger)],
      });
      expect(res.statusCode, res.body).toBe(200);
      const [p1, p2, p3, p4, p5] = team.players.map((p) => p.id);
      expect(await ladderPositions(t.ctx.db, team.rosterId)).toEqual(
        new Map([
          [p1, 2],
          [p2, 3],
          [p3, 4],
          [p4, 1],
          [p5, 5],
        ]),
      );
      const changes = await changesOf(id);
      expect(changes).toHaveLength(1);
      expect(res.json<{ LadderChangeID: number }>().LadderChangeID).toBe(changes[0]!.id);
      expect(changes[0]).toMatchObject({ rosterId: team.rosterId, actorCoachId: team.coach.id });
      expect(changes[0]!.moves).toContainEqual(
        expect.objectContaining({
          playerId: p4,
          fromPosition: 4,
          toPosition: 1,
          fromRosterId: team.rosterId,
          toRosterId: team.rosterId,
        }),
      );
    });

    it("shows the challenge's score in the team's ladder history", async () => {
      const { headers, id, challenger } = await challenge([1, 2, 3], 2, 0);
      const res = await edit(headers, {
        TennisMatchID: id,
        MatchScore: '6-4 3-6 [10-7]',
        WinnerList: [ref(challenger)],
      });
      expect(res.statusCode, res.body).toBe(200);
      const history = await t.app.inject({
        method: 'GET',
        url: '/api/auth/ladder-changes?skillLevel=1',
        headers,
      });
      expect(history.statusCode).toBe(200);
      const [latest] = history.json<{ changes: Array<{ reason: string; score: string | null }> }>().changes;
      // Side 1 is the player listed first at creation: here the challenger.
      expect(latest).toMatchObject({ reason: 'challenge', score: '6-4 3-6 [10-7]' });
    });

    it('moves nothing when the defender wins', async () => {
      const { team, headers, id, defender } = await challenge([1, 2, 3], 2, 1);
      const before = await ladderPositions(t.ctx.db, team.rosterId);
      const res = await edit(headers, {
        TennisMatchID: id,
        MatchScore: '2-6 2-6',
        WinnerList: [ref(defender)],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ LadderChangeID: null }>().LadderChangeID).toBeNull();
      expect(await ladderPositions(t.ctx.db, team.rosterId)).toEqual(before);
      expect(await changesOf(id)).toEqual([]);
    });

    it('moves the ladder once: saving the win again or correcting it does not move it again', async () => {
      const { team, headers, id, challenger, defender } = await challenge([1, 2, 3], 1, 0);
      await edit(headers, { TennisMatchID: id, MatchScore: '6-2 6-2', WinnerList: [ref(challenger)] });
      const moved = await ladderPositions(t.ctx.db, team.rosterId);
      expect(moved.get(challenger.id)).toBe(1);
      await edit(headers, { TennisMatchID: id, MatchScore: '6-3 6-3', WinnerList: [ref(challenger)] });
      await edit(headers, { TennisMatchID: id, MatchScore: '3-6 3-6', WinnerList: [ref(defender)] });
      expect(await ladderPositions(t.ctx.db, team.rosterId)).toEqual(moved);
      expect(await changesOf(id)).toHaveLength(1);
    });

    it('moves the ladder when a defender win is corrected to a challenger win', async () => {
      const { team, headers, id, challenger, defender } = await challenge([1, 2, 3], 2, 1);
      await edit(headers, { TennisMatchID: id, MatchScore: '', WinnerList: [ref(defender)] });
      await edit(headers, { TennisMatchID: id, MatchScore: '', WinnerList: [ref(challenger)] });
      expect((await ladderPositions(t.ctx.db, team.rosterId)).get(challenger.id)).toBe(2);
    });

    it('moves nothing when the challenger has meanwhile got above the defender', async () => {
      const { team, headers, id, challenger, defender } = await challenge([1, 2, 3], 2, 1);
      await t.ctx.db
        .update(rosterPlayers)
        .set({ position: 50 })
        .where(eq(rosterPlayers.playerId, defender.id));
      const res = await edit(headers, {
        TennisMatchID: id,
        MatchScore: '6-0 6-0',
        WinnerList: [ref(challenger)],
      });
      expect(res.statusCode).toBe(200);
      expect((await ladderPositions(t.ctx.db, team.rosterId)).get(challenger.id)).toBe(3);
    });

    it("can be undone with the ladder's undo", async () => {
      const { team, headers, id, challenger } = await challenge([1, 2, 3], 2, 0);
      const before = await ladderPositions(t.ctx.db, team.rosterId);
      await edit(headers, { TennisMatchID: id, MatchScore: '6-0 6-0', WinnerList: [ref(challenger)] });
      const undo = await t.app.inject({
        method: 'POST',
        url: '/api/auth/ladder-changes/undo',
        ...formAs(headers, { skillLevel: 1 }),
      });
      expect(undo.statusCode, undo.body).toBe(200);
      expect(await ladderPositions(t.ctx.db, team.rosterId)).toEqual(before);
    });
  });
});

describe('PUT /api/auth/edit-tennis-match-for-timeAndDate', () => {
  const put = (headers: Record<string, string>, fields: Record<string, string | number>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/edit-tennis-match-for-timeAndDate',
      ...formAs(headers, fields),
    });

  it('answers 401 without a token', async () => {
    expect((await put({}, { time: '10:00', date: '2025-04-02', tmid: 1 })).statusCode).toBe(401);
  });

  it('answers 403 for a player and 404 for another coach', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const match = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: team.players.map((p) => p.id),
    });
    const player = bearer(await playerToken(t, team.players[0]!.id));
    expect((await put(player, { time: '10:00', date: '2025-04-02', tmid: match.id })).statusCode).toBe(403);
    const stranger = await createLadderTeam(t.ctx.db, [1]);
    expect(
      (await put(await coachOf(stranger), { time: '10:00', date: '2025-04-02', tmid: match.id })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ time: '7:00', date: '2025-04-02' }, 'time'],
    [{ time: '10:60', date: '2025-04-02' }, 'time'],
    [{ time: '10:00', date: '04/02/2025' }, 'date'],
    [{ time: '10:00', date: '2025-13-01' }, 'date'],
  ])('refuses %j with 400', async (fields, field) => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const match = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: team.players.map((p) => p.id),
    });
    const res = await put(await coachOf(team), { ...fields, tmid: match.id });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(field);
  });

  it('moves the match to the new UTC date and time (form body) and keeps its result', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const match = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: team.players.map((p) => p.id),
      winnerSide: 2,
      score: '0-6 0-6',
    });
    const res = await put(await coachOf(team), { time: '00:05', date: '2025-12-31', tmid: match.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ res: TennisMatch }>().res).toMatchObject({
      MatchDate: '2025-12-31',
      MatchTime: '00:05',
      MatchScore: '0-6 0-6',
    });
    const [row] = await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.id, match.id));
    expect(row!.matchAt.toISOString()).toBe('2025-12-31T00:05:00.000Z');
  });
});

describe('DELETE /api/auth/delete-tennis-match/{id}', () => {
  it('answers 401 without a token', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/auth/delete-tennis-match/1' })).statusCode,
    ).toBe(401);
  });

  it('answers 403 for a player, 404 for another coach, 400 for a malformed id', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const match = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: team.players.map((p) => p.id),
    });
    const player = bearer(await playerToken(t, team.players[0]!.id));
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/auth/delete-tennis-match/${match.id}`,
          headers: player,
        })
      ).statusCode,
    ).toBe(403);
    const stranger = await createLadderTeam(t.ctx.db, [1]);
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/delete-tennis-match/${match.id}`,
      headers: await coachOf(stranger),
    });
    expect(other.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/auth/delete-tennis-match/abc',
          headers: await coachOf(team),
        })
      ).statusCode,
    ).toBe(400);
    expect(await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.id, match.id))).toHaveLength(1);
  });

  it('deletes the match and its players; a ladder move it made stays', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const headers = await coachOf(team);
    const id = await createViaApi(team, headers, [1, 0], { MatchType: 1 });
    await edit(headers, { TennisMatchID: id, MatchScore: '6-1 6-1', WinnerList: [ref(team.players[1]!)] });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/delete-tennis-match/${id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ res: { TennisMatchID: id } });
    expect(await listVia(headers, 1)).toEqual([]);
    expect(await t.ctx.db.select().from(matchPlayers).where(eq(matchPlayers.matchId, id))).toEqual([]);
    expect((await ladderPositions(t.ctx.db, team.rosterId)).get(team.players[1]!.id)).toBe(1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/delete-tennis-match/${id}`,
      headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('20 challenge results saved at once', () => {
  it('leave a ladder with unique positions and every player still on it', async () => {
    const positions = [1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 14];
    const team = await createLadderTeam(t.ctx.db, positions);
    const headers = await coachOf(team);
    const ids: Array<{ id: number; challenger: number; defender: number }> = [];
    for (let i = 0; i < 20; i++) {
      const challenger = 1 + ((i * 5) % (positions.length - 1));
      const defender = Math.max(0, challenger - 1 - (i % 3));
      ids.push({
        id: await createViaApi(team, headers, [challenger, defender], { MatchType: 1 }),
        challenger,
        defender,
      });
    }
    const results = await Promise.all(
      ids.map(({ id, challenger, defender }, i) =>
        edit(headers, {
          TennisMatchID: id,
          MatchScore: i % 4 === 3 ? '2-6 2-6' : '6-2 6-2',
          WinnerList: [ref(team.players[i % 4 === 3 ? defender : challenger]!)],
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const ladder = await ladderPositions(t.ctx.db, team.rosterId);
    expect([...ladder.keys()].sort()).toEqual(team.players.map((p) => p.id).sort());
    expect([...ladder.values()].sort((a, b) => a! - b!)).toEqual(positions);
    const changes = await t.ctx.db
      .select()
      .from(ladderChanges)
      .where(eq(ladderChanges.rosterId, team.rosterId));
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((c) => c.reason === 'challenge')).toBe(true);
    expect(new Set(changes.map((c) => c.matchId)).size).toBe(changes.length);
  }, 60_000);
});

describe('OMWLPer and CMWLPer', () => {
  it("are each player's win percentage in decided official and challenge matches of the team, one decimal", async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4, 5]);
    const [a, b, c, d, e] = team.players.map((p) => p.id) as [number, number, number, number, number];
    const match = (matchType: 1 | 2 | 3, playerIds: number[], winnerSide: 1 | 2 | null) =>
      createMatchRow(t.ctx.db, { rosterId: team.rosterId, matchType, playerIds, winnerSide });
    // Official: a wins 2 of 4, b 1 of 2, c 1 of 3 (a doubles win with b), d 2 of 3.
    await match(2, [a, b], 1);
    await match(2, [a, c], 1);
    await match(2, [d, a], 1);
    await match(2, [b, c, d, a], 1);
    await match(2, [c, d], 2);
    // Undecided and practice matches do not count.
    await match(2, [a, e], null);
    await match(3, [e, a], 1);
    // Challenge: b wins 1 of 1; c loses 1.
    await match(1, [b, c], 1);
    const other = await createLadderTeam(t.ctx.db, [1]);
    await createMatchRow(t.ctx.db, {
      rosterId: other.rosterId,
      playerIds: [other.players[0]!.id, a],
      matchType: 2,
      winnerSide: 1,
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/roster?skillLevel=1',
      headers: await coachOf(team),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ res: Array<{ PlayerID: number; OMWLPer: number; CMWLPer: number }> }>().res;
    expect(rows.map((r) => [r.PlayerID, r.OMWLPer, r.CMWLPer])).toEqual([
      [a, 50, 0],
      [b, 50, 100],
      [c, 33.3, 0],
      [d, 66.7, 0],
      [e, 0, 0],
    ]);
  });

  it('follow saved challenge results', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const headers = await coachOf(team);
    const id = await createViaApi(team, headers, [1, 0], { MatchType: 1 });
    await edit(headers, {
      TennisMatchID: id,
      MatchScore: '7-6(5) 6-7(5) [10-8]',
      WinnerList: [ref(team.players[1]!)],
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/roster?skillLevel=1', headers });
    const rows = res.json<{ res: Array<{ PlayerID: number; Position: number; CMWLPer: number }> }>().res;
    expect(rows.map((r) => [r.PlayerID, r.Position, r.CMWLPer])).toEqual([
      [team.players[1]!.id, 1, 100],
      [team.players[0]!.id, 2, 0],
    ]);
  });
});

describe('percentage', () => {
  it('rounds to one decimal and is 0 with nothing decided', () => {
    expect(percentage(0, 0)).toBe(0);
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(2, 3)).toBe(66.7);
    expect(percentage(1, 8)).toBe(12.5);
    expect(percentage(5, 5)).toBe(100);
  });
});
