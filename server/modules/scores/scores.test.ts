import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TennisMatch } from '../../../contract/matches';
import { teamRosters, tennisMatches, tournamentMatches } from '../../db/schema/index';
import { backfillScoreColumns } from '../../db/score-columns';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken } from '../../test/factories';
import { createMatchBody, editMatchRequest, playerRef } from '../../test/match-api';
import { createLadderTeam, createMatchRow } from '../../test/match-factories';
import { form } from '../../test/sign-in';
import { ranksByName } from '../../test/tournament-factories';

/** Issue 19 through the API: match formats, scores checked against them and the winner, stored in columns. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Team = Awaited<ReturnType<typeof createLadderTeam>>;

const BO3_MTB = 'SET3-S:6/TB7-F:TB10';
const PRO8 = 'SET1-S:8/TB7';
const PRO10 = 'SET1-S:10/TB7';

/** Every format the issue names, with a score of it as typed, its canonical text and what the columns hold. */
const FORMAT_CASES = [
  {
    format: BO3_MTB,
    typed: '6-4 3-6 (10-6)',
    text: '6-4 3-6 [10-6]',
    winner: 1,
    columns: {
      setsSide1: 2,
      setsSide2: 1,
      gamesSide1: 10,
      gamesSide2: 10,
      tiebreaksSide1: 1,
      tiebreaksSide2: 0,
    },
  },
  {
    format: 'SET3-S:6/TB7',
    typed: '7-6 3-6 6-3',
    text: '7-6 3-6 6-3',
    winner: 1,
    columns: {
      setsSide1: 2,
      setsSide2: 1,
      gamesSide1: 16,
      gamesSide2: 15,
      tiebreaksSide1: 1,
      tiebreaksSide2: 0,
    },
  },
  {
    format: 'SET5-S:6/TB7',
    typed: '4-6 6-7(5) 6-4 6-2 2-6',
    text: '4-6 6-7(5) 6-4 6-2 2-6',
    winner: 2,
    columns: {
      setsSide1: 2,
      setsSide2: 3,
      gamesSide1: 24,
      gamesSide2: 25,
      tiebreaksSide1: 0,
      tiebreaksSide2: 1,
    },
  },
  {
    format: PRO8,
    typed: '9-8(4)',
    text: '9-8(4)',
    winner: 1,
    columns: {
      setsSide1: 1,
      setsSide2: 0,
      gamesSide1: 9,
      gamesSide2: 8,
      tiebreaksSide1: 1,
      tiebreaksSide2: 0,
    },
  },
  {
    format: PRO10,
    typed: '10-8',
    text: '10-8',
    winner: 1,
    columns: {
      setsSide1: 1,
      setsSide2: 0,
      gamesSide1: 10,
      gamesSide2: 8,
      tiebreaksSide1: 0,
      tiebreaksSide2: 0,
    },
  },
  {
    format: 'SET3-S:4/TB7@3',
    typed: '4-3(5) 2-4 4-1',
    text: '4-3(5) 2-4 4-1',
    winner: 1,
    columns: {
      setsSide1: 2,
      setsSide2: 1,
      gamesSide1: 10,
      gamesSide2: 8,
      tiebreaksSide1: 1,
      tiebreaksSide2: 0,
    },
  },
  {
    format: 'SET3-S:4/TB7',
    typed: '5-4 3-5 4-2',
    text: '5-4 3-5 4-2',
    winner: 1,
    columns: {
      setsSide1: 2,
      setsSide2: 1,
      gamesSide1: 12,
      gamesSide2: 11,
      tiebreaksSide1: 1,
      tiebreaksSide2: 0,
    },
  },
  {
    format: 'SET3-S:6',
    typed: '16-14 6-2',
    text: '16-14 6-2',
    winner: 1,
    columns: {
      setsSide1: 2,
      setsSide2: 0,
      gamesSide1: 22,
      gamesSide2: 16,
      tiebreaksSide1: 0,
      tiebreaksSide2: 0,
    },
  },
  {
    format: 'SET3-S:6NOAD/TB7-F:TB10',
    typed: '3-6 6-4 1-0(10-8)',
    text: '3-6 6-4 [10-8]',
    winner: 1,
    columns: {
      setsSide1: 2,
      setsSide2: 1,
      gamesSide1: 10,
      gamesSide2: 10,
      tiebreaksSide1: 1,
      tiebreaksSide2: 0,
    },
  },
] as const;

async function coachOf(team: Team) {
  return bearer(await coachToken(t, team.coach.id));
}

const ref = playerRef;

function createRequest(team: Team, headers: Record<string, string>, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/create-tennis-match',
    headers,
    payload: createMatchBody(team, [0, 1], extra),
  });
}

async function createVia(team: Team, headers: Record<string, string>, extra: Record<string, unknown> = {}) {
  const res = await createRequest(team, headers, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ res: { TennisMatchID: number } }>().res.TennisMatchID;
}

const edit = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  editMatchRequest(t, headers, payload);

async function matchRow(id: number) {
  const [row] = await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.id, id));
  return row!;
}

describe("a team's default match format (coach setting)", () => {
  const get = (headers: Record<string, string>, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/auth/getSettings-team-matchformat/${id}`, headers });
  const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/updateSettings-team-matchformat', headers, payload });

  it('is none at first, set as a canonical TODS code, cleared with null', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const headers = await coachOf(team);
    expect((await get(headers, team.rosterId)).json()).toEqual({ res: null, schoolFormat: null });
    // The final set written the same as the others is dropped from the canonical code.
    const set = await put(headers, { id: team.rosterId, format: ' SET3-S:6/TB7-F:6/TB7 ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ res: 'SET3-S:6/TB7', schoolFormat: null });
    expect((await get(headers, team.rosterId)).json()).toEqual({ res: 'SET3-S:6/TB7', schoolFormat: null });
    // A form works too.
    const f = form({ id: team.rosterId, format: PRO8 });
    const byForm = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/updateSettings-team-matchformat',
      headers: { ...headers, ...f.headers },
      payload: f.payload,
    });
    expect(byForm.json()).toEqual({ res: PRO8, schoolFormat: null });
    expect((await put(headers, { id: team.rosterId, format: null })).json()).toEqual({
      res: null,
      schoolFormat: null,
    });
    const [row] = await t.ctx.db.select().from(teamRosters).where(eq(teamRosters.id, team.rosterId));
    expect(row?.matchFormat).toBeNull();
  });

  it('refuses a code it does not know, and a team the coach does not coach, changing nothing', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const other = await createLadderTeam(t.ctx.db, [1, 2]);
    const headers = await coachOf(team);
    await put(headers, { id: team.rosterId, format: BO3_MTB });
    const bad = await put(headers, { id: team.rosterId, format: 'best of three' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('validation_failed');
    expect((await put(headers, { id: other.rosterId, format: PRO8 })).statusCode).toBe(404);
    expect((await get(headers, other.rosterId)).statusCode).toBe(404);
    expect((await get(headers, team.rosterId)).json()).toEqual({ res: BO3_MTB, schoolFormat: null });
  });
});

describe('tennis matches with a format', () => {
  it('a new match takes the team default, a MatchFormat overrides it, and the answers carry it', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const headers = await coachOf(team);
    const before = await createVia(team, headers);
    await t.ctx.db.update(teamRosters).set({ matchFormat: PRO8 }).where(eq(teamRosters.id, team.rosterId));
    const byDefault = await createVia(team, headers);
    const chosen = await createVia(team, headers, { MatchFormat: 'SET3-S:4/TB7@3' });
    const none = await createVia(team, headers, { MatchFormat: '' });
    expect((await matchRow(before)).format).toBeNull();
    expect((await matchRow(byDefault)).format).toBe(PRO8);
    expect((await matchRow(chosen)).format).toBe('SET3-S:4/TB7@3');
    expect((await matchRow(none)).format).toBeNull();
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/auth/tennis-match',
      headers,
      payload: { matchTypeEnum: 2, skillLevel: 1 },
    });
    const formats = Object.fromEntries(
      list.json<{ res: TennisMatch[] }>().res.map((m) => [m.TennisMatchID, m.MatchFormat]),
    );
    expect(formats).toEqual({ [before]: null, [byDefault]: PRO8, [chosen]: 'SET3-S:4/TB7@3', [none]: null });
    const bad = await createRequest(team, headers, { MatchFormat: 'T20' });
    expect(bad.statusCode).toBe(400);
  });

  it.each(FORMAT_CASES)(
    'saves $typed under $format as $text with its sets, games and tiebreaks in columns',
    async ({ format, typed, text, winner, columns }) => {
      const team = await createLadderTeam(t.ctx.db, [1, 2]);
      const headers = await coachOf(team);
      const id = await createVia(team, headers, { MatchFormat: format });
      const res = await edit(headers, {
        TennisMatchID: id,
        MatchScore: typed,
        WinnerList: [ref(team.players[winner - 1]!)],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ res: TennisMatch }>().res).toMatchObject({ MatchScore: text, MatchFormat: format });
      const row = await matchRow(id);
      expect(row).toMatchObject({
        score: text,
        outcome: 'completed',
        winnerSide: winner,
        format,
        ...columns,
      });
      expect(row.scoreSets?.length).toBe(text.split(' ').length);
    },
  );

  it('checks the score against the match format: 10-8 is a pro set in a 10-game pro set, not in a best of three', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const headers = await coachOf(team);
    const bo3 = await createVia(team, headers, { MatchFormat: BO3_MTB });
    const refused = await edit(headers, {
      TennisMatchID: bo3,
      MatchScore: '10-8',
      WinnerList: [ref(team.players[0]!)],
    });
    const why =
      'Set 1: 10-8 cannot happen in a set to 6 games: at 6-6 a tiebreak decides it, so it ends 7-6 at most; a 10-point match tiebreak only replaces the deciding set';
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: why, code: 'invalid_score', details: { reason: why } });
    expect(await matchRow(bo3)).toMatchObject({ score: null, winnerSide: null, setsSide1: null });
    // The same edit may change the format; then the score fits.
    const moved = await edit(headers, {
      TennisMatchID: bo3,
      MatchScore: '10-8',
      WinnerList: [ref(team.players[0]!)],
      MatchFormat: PRO10,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ res: TennisMatch }>().res).toMatchObject({ MatchScore: '10-8', MatchFormat: PRO10 });
  });

  it('refuses a score that contradicts the chosen winner, with a clear reason and nothing saved', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const headers = await coachOf(team);
    const id = await createVia(team, headers, { MatchFormat: BO3_MTB });
    const res = await edit(headers, {
      TennisMatchID: id,
      MatchScore: '6-4 3-6 1-0(10-6)',
      WinnerList: [ref(team.players[1]!)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The winner does not agree with the score: 6-4 3-6 [10-6] is a win for P1 Player.',
      code: 'winner_disagrees',
      details: { score: '6-4 3-6 [10-6]', names: 'P1 Player' },
    });
    expect(await matchRow(id)).toMatchObject({ score: null, winnerSide: null });
    // A retirement cannot tell, so either side may have won.
    const retired = await edit(headers, {
      TennisMatchID: id,
      MatchScore: '6-6(4) ret.',
      WinnerList: [ref(team.players[1]!)],
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(await matchRow(id)).toMatchObject({
      score: '6-6(4) ret.',
      outcome: 'retired',
      winnerSide: 2,
      setsSide1: 0,
      setsSide2: 0,
      gamesSide1: 6,
      gamesSide2: 6,
    });
  });

  it('existing calls without a format behave as before: any format that fits, the format stays none', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const headers = await coachOf(team);
    const id = await createVia(team, headers);
    for (const [score, text] of [
      ['6-4 3-6 10-8', '6-4 3-6 [10-8]'],
      ['8-6', '8-6'],
      ['7-6 6-3', '7-6 6-3'],
      ['6-3 8-6', '6-3 8-6'],
    ]) {
      const res = await edit(headers, {
        TennisMatchID: id,
        MatchScore: score,
        WinnerList: [ref(team.players[0]!)],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ res: TennisMatch }>().res).toMatchObject({ MatchScore: text, MatchFormat: null });
    }
    // Only the date and time: the result stays.
    const moved = await edit(headers, {
      TennisMatchID: id,
      MatchScore: '',
      WinnerList: [],
      MatchTime: '09:00',
    });
    expect(moved.json<{ res: TennisMatch }>().res).toMatchObject({
      MatchScore: '6-3 8-6',
      MatchTime: '09:00',
    });
    // A winner without a score clears the score columns.
    await edit(headers, { TennisMatchID: id, MatchScore: '', WinnerList: [ref(team.players[1]!)] });
    expect(await matchRow(id)).toMatchObject({
      score: null,
      winnerSide: 2,
      setsSide1: null,
      scoreSets: null,
    });
  });
});

describe('scores saved before issue 19', () => {
  it('are read again at start-up into the score columns (backfill), once', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2]);
    const old = await createMatchRow(t.ctx.db, {
      rosterId: team.rosterId,
      playerIds: [team.players[0]!.id, team.players[1]!.id],
      winnerSide: 2,
      score: '4-6 7-6(5) [8-10]',
    });
    expect((await matchRow(old.id)).setsSide1).toBeNull();
    expect(await backfillScoreColumns(t.ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await matchRow(old.id)).toMatchObject({
      format: null,
      setsSide1: 1,
      setsSide2: 2,
      gamesSide1: 11,
      gamesSide2: 13,
      tiebreaksSide1: 1,
      tiebreaksSide2: 1,
    });
    expect((await matchRow(old.id)).scoreSets).toEqual([
      { side1: 4, side2: 6, kind: 'set', tiebreak: null, winnerSide: 2 },
      { side1: 7, side2: 6, kind: 'set', tiebreak: 5, winnerSide: 1 },
      { side1: 8, side2: 10, kind: 'match-tiebreak', tiebreak: null, winnerSide: 2 },
    ]);
    expect(await backfillScoreColumns(t.ctx.db)).toBe(0);
  });
});

describe('tournament matches get scores', () => {
  async function setup(matchFormat?: string) {
    const team = await createLadderTeam(t.ctx.db, [1]);
    const token = await coachToken(t, team.coach.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/createTournament',
      headers: bearer(token),
      payload: { name: 'Cup', players: ['Ann', 'Bo'], ...(matchFormat ? { matchFormat } : {}) },
    });
    expect(created.statusCode, created.body).toBe(200);
    const tour = created.json<{
      ID: number;
      MatchFormat: string | null;
      players: Array<{ PlayersID: number }>;
    }>();
    const [ann, bo] = tour.players.map((p) => p.PlayersID) as [number, number];
    for (const [tpid, name, rank] of [
      [ann, 'Ann', 1],
      [bo, 'Bo', 2],
    ] as const) {
      const ranked = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/editTournamentPlayerDetails',
        headers: bearer(token),
        payload: { tpid, name, rank },
      });
      expect(ranked.statusCode, ranked.body).toBe(200);
    }
    const match = await t.app.inject({
      method: 'POST',
      url: '/api/auth/createTournamentMatch',
      headers: bearer(token),
      payload: { tid: tour.ID, tournament_player1: bo, tournament_player2: ann },
    });
    expect(match.statusCode, match.body).toBe(200);
    const matchId = match.json<{ MatchID: number }>().MatchID;
    const result = (fields: Record<string, string | number>) => {
      const f = form({ matchID: matchId, tid: tour.ID, ...fields });
      return t.app.inject({
        method: 'PUT',
        url: '/api/auth/editTournamentMatch',
        headers: { ...bearer(token), ...f.headers },
        payload: f.payload,
      });
    };
    return { token, tour, ann, bo, matchId, match: match.json<Record<string, unknown>>(), result };
  }

  it('a tournament gives its format to its matches; the answers carry format and score', async () => {
    const s = await setup(PRO8);
    expect(s.tour.MatchFormat).toBe(PRO8);
    expect(s.match).toMatchObject({ Score: '', MatchFormat: PRO8, IsWonEnum: -1 });
    const res = await s.result({ winnerID: s.bo, score: '8-6' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ MatchID: s.matchId, IsWonEnum: 1, Score: '8-6', MatchFormat: PRO8 });
    // The lower-ranked Bo won: the ranks move as before.
    expect(await ranksByName(t.ctx.db, s.tour.ID)).toEqual({ Ann: 2, Bo: 1 });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/getAllTournamentMatches',
      headers: bearer(s.token),
    });
    const [entry] = list.json<{ res: Array<{ MatchList: unknown[] }> }>().res;
    expect(entry?.MatchList).toEqual([
      expect.objectContaining({ MatchID: s.matchId, Score: '8-6', MatchFormat: PRO8 }),
    ]);
    const tours = await t.app.inject({
      method: 'GET',
      url: '/api/auth/getAllTournaments',
      headers: bearer(s.token),
    });
    expect(tours.json<{ res: Array<{ MatchFormat: string | null }> }>().res[0]?.MatchFormat).toBe(PRO8);
  });

  it.each(FORMAT_CASES)(
    'saves $typed under $format for a tournament match, player 1 first',
    async ({ format, typed, text, winner, columns }) => {
      const s = await setup();
      const res = await s.result({
        winnerID: winner === 1 ? s.bo : s.ann,
        score: typed,
        matchFormat: format,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ Score: text, MatchFormat: format, IsWonEnum: winner });
      const [row] = await t.ctx.db
        .select()
        .from(tournamentMatches)
        .where(eq(tournamentMatches.id, s.matchId));
      expect(row).toMatchObject({ score: text, outcome: 'completed', format, winner, ...columns });
    },
  );

  it('refuses a score that contradicts the winner or cannot happen, changing neither winner nor ranks', async () => {
    const s = await setup(BO3_MTB);
    const contradicts = await s.result({ winnerID: s.ann, score: '6-4 6-4' });
    expect(contradicts.statusCode).toBe(400);
    expect(contradicts.json()).toEqual({
      error: 'The winner does not agree with the score: 6-4 6-4 is a win for Bo.',
      code: 'winner_disagrees',
      details: { score: '6-4 6-4', names: 'Bo' },
    });
    const impossible = await s.result({ winnerID: s.bo, score: '6-4 3-6 6-2' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json<{ code: string; error: string }>()).toMatchObject({
      code: 'invalid_score',
      error:
        'Set 3: [6-2] is not finished: a match tiebreak is won with 10 points and a lead of two, e.g. [10-8] or [12-10]',
    });
    const [row] = await t.ctx.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, s.matchId));
    expect(row).toMatchObject({ winner: null, score: null, format: BO3_MTB });
    expect(await ranksByName(t.ctx.db, s.tour.ID)).toEqual({ Ann: 1, Bo: 2 });
  });

  it('existing calls without a score or format save the winner as before, and clear an earlier score', async () => {
    const s = await setup();
    const scored = await s.result({ winnerID: s.ann, score: '3-6 2-6' });
    expect(scored.json()).toMatchObject({ Score: '3-6 2-6', IsWonEnum: 2, MatchFormat: null });
    const plain = await s.result({ winnerID: s.ann, p1Rank: 5, p2Rank: 6 });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({ Score: '', IsWonEnum: 2, MatchFormat: null });
    const [row] = await t.ctx.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, s.matchId));
    expect(row).toMatchObject({ score: null, setsSide1: null, winner: 2 });
  });
});

describe('the OpenAPI document', () => {
  it('lists the new format and score fields and the team format calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/getSettings-team-matchformat/{id}',
        '/api/auth/updateSettings-team-matchformat',
      ]),
    );
    const text = JSON.stringify(doc.paths);
    const fieldsOf = (path: string, method: string) =>
      JSON.stringify((doc.paths[path] as Record<string, unknown>)[method]);
    expect(fieldsOf('/api/auth/create-tennis-match', 'post')).toContain('"MatchFormat"');
    expect(fieldsOf('/api/auth/edit-tennis-match', 'put')).toContain('"MatchFormat"');
    expect(fieldsOf('/api/auth/editTournamentMatch', 'put')).toContain('"score"');
    expect(fieldsOf('/api/auth/editTournamentMatch', 'put')).toContain('"Score"');
    expect(fieldsOf('/api/auth/createTournament', 'post')).toContain('"matchFormat"');
    expect(text).toContain('TODS matchUp format code');
  });
});
