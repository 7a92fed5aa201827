import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DualScoring } from '../../../contract/duals';
import type { TennisMatch } from '../../../contract/matches';
import { presetFormat } from '../../../contract/duals';
import { dualLines, duals } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createDualRow } from '../../test/dual-scoring-factories';
import { bearer, coachToken, playerToken } from '../../test/factories';
import { createLadderTeam, ladderPositions } from '../../test/match-factories';
import { form } from '../../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Team = Awaited<ReturnType<typeof createLadderTeam>>;
type Headers = Record<string, string>;

const coachOf = async (team: Team) => bearer(await coachToken(t, team.coach.id));

/** A team of eight with a 3S+2D lineup: S1-S3 players 0-2, D1 players 3-4, D2 players 5-6. */
function fullLineup(team: Team) {
  const id = (i: number) => team.players[i]!.id;
  return { S1: [id(0)], S2: [id(1)], S3: [id(2)], D1: [id(3), id(4)], D2: [id(5), id(6)] };
}

async function scoring(headers: Headers, dualId: number) {
  return t.app.inject({ method: 'GET', url: `/api/auth/duals/${dualId}/scoring`, headers });
}

async function enter(headers: Headers, dualId: number, line: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/auth/duals/${dualId}/lines/${line}/result`,
    headers,
    payload,
  });
}

async function entered(headers: Headers, dualId: number, line: string, payload: Record<string, unknown>) {
  const res = await enter(headers, dualId, line, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ scoring: DualScoring }>().scoring;
}

async function officialMatches(headers: Headers, teamType = 1): Promise<TennisMatch[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/tennis-match',
    ...(() => {
      const body = form({ matchTypeEnum: 2, skillLevel: teamType });
      return { payload: body.payload, headers: { ...body.headers, ...headers } };
    })(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ res: TennisMatch[] }>().res;
}

async function omwl(headers: Headers): Promise<Map<number, number>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/roster?skillLevel=1', headers });
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json<{ res: Array<{ PlayerID: number; OMWLPer: number }> }>().res;
  return new Map(rows.map((r) => [r.PlayerID, r.OMWLPer]));
}

const lineOf = (s: DualScoring, line: string) => s.lines.find((l) => l.line === line)!;

describe('dual scoring against an opponent outside Courtside', () => {
  it('takes each line, gives the dual on lines then sets, and records each played line as an official match', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4, 5, 6, 7, 8]);
    const coach = await coachOf(team);
    const before = await ladderPositions(t.ctx.db, team.rosterId);
    const dual = await createDualRow(t.ctx.db, {
      rosterId: team.rosterId,
      lineup: fullLineup(team),
      published: true,
    });
    const names = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/duals/${dual.id}/opponent-lineup`,
      headers: coach,
      payload: {
        lineup: [
          { line: 'S1', players: [{ name: 'Jo Smith' }] },
          { line: 'D1', players: [{ name: 'Al Ng' }, { name: 'Bea Ruiz' }] },
        ],
      },
    });
    expect(names.statusCode, names.body).toBe(200);
    expect(lineOf(names.json<{ scoring: DualScoring }>().scoring, 'S1').side2Players).toEqual(['Jo Smith']);

    let s = await entered(coach, dual.id, 'S1', { score: '6-4 6-4', outcome: 'completed', winnerSide: 1 });
    expect(lineOf(s, 'S1')).toMatchObject({ score: '6-4 6-4', winnerSide: 1, confirmation: 'none' });
    expect(s.result).toMatchObject({ lines: { side1: 1, side2: 0 }, final: false, winnerSide: null });
    await entered(coach, dual.id, 'S2', { score: '4-6 4-6', outcome: 'completed', winnerSide: 2 });
    // Our S3 led 6-3 2-1 and retired: the line is theirs.
    await entered(coach, dual.id, 'S3', { score: '6-3 2-1 ret.', outcome: 'retired', winnerSide: 2 });
    await entered(coach, dual.id, 'D1', { score: 'def.', outcome: 'default', winnerSide: 1 });
    s = await entered(coach, dual.id, 'D2', { outcome: 'unplayed' });

    // 2-2 on lines (D2 counts for nobody), 3-2 on sets: ours.
    expect(s.result).toMatchObject({
      lines: { side1: 2, side2: 2 },
      sets: { side1: 3, side2: 2 },
      unplayedLines: 1,
      final: true,
      winnerSide: 1,
      decidedBy: 'sets',
    });
    const [row] = await t.ctx.db.select().from(duals).where(eq(duals.id, dual.id));
    expect(row).toMatchObject({ winnerSide: 1, linesWon: 2, linesLost: 2 });
    expect(row!.resultDecidedAt).not.toBeNull();

    const matches = await officialMatches(coach);
    expect(matches.map((m) => m.MatchScore).sort()).toEqual(['4-6 4-6', '6-3 2-1 ret.', '6-4 6-4', 'def.']);
    const s1 = matches.find((m) => m.MatchScore === '6-4 6-4')!;
    expect(s1).toMatchObject({
      MatchType: 2,
      IsSingles: true,
      MatchDate: '2026-03-14',
      MatchFormat: 'SET3-S:6/TB7-F:TB10',
      Players: [
        { ID: team.players[0]!.id, Name: 'P1 Player' },
        { ID: -1, Name: 'Jo Smith' },
      ],
      Winners: [{ ID: team.players[0]!.id, Name: 'P1 Player' }],
    });
    const d1 = matches.find((m) => m.MatchScore === 'def.')!;
    expect(d1.Players.map((p) => p.Name)).toEqual(['P4 Player', 'P5 Player', 'Al Ng', 'Bea Ruiz']);
    // A line without the opponent's names shows the opponent's name.
    expect(matches.find((m) => m.MatchScore === '4-6 4-6')!.Winners).toEqual([
      { ID: -1, Name: 'Lincoln High' },
    ]);

    const pct = await omwl(coach);
    expect(pct.get(team.players[0]!.id)).toBe(100);
    expect(pct.get(team.players[3]!.id)).toBe(100);
    expect(pct.get(team.players[1]!.id)).toBe(0);
    // Results never move the ladder.
    expect(await ladderPositions(t.ctx.db, team.rosterId)).toEqual(before);

    // The calendar shows the dual, not its lines.
    const calendar = await t.app.inject({
      method: 'GET',
      url: '/api/auth/getCalendarEvents?from=2026-03-01&to=2026-03-31',
      headers: coach,
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json<{ matches: unknown[] }>().matches).toEqual([]);

    // A line's match changes only through its dual.
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/edit-tennis-match',
      headers: coach,
      payload: {
        TennisMatchID: s1.TennisMatchID,
        MatchScore: '',
        MatchDate: '2026-03-15',
        MatchTime: '10:00',
        WinnerList: [],
      },
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'dual_line_match' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/delete-tennis-match/${s1.TennisMatchID}`,
      headers: coach,
    });
    expect(del.json()).toMatchObject({ code: 'dual_line_match' });

    // Marking S1 unplayed removes its match and reopens the count.
    s = await entered(coach, dual.id, 'S1', { outcome: 'unplayed' });
    expect(s.result).toMatchObject({ lines: { side1: 1, side2: 2 }, final: true, winnerSide: 2 });
    expect((await officialMatches(coach)).some((m) => m.TennisMatchID === s1.TennisMatchID)).toBe(false);
    expect((await omwl(coach)).get(team.players[0]!.id)).toBe(0);
  });

  it('breaks a tie on lines and sets by games', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2, 3]);
    const coach = await coachOf(team);
    const id = (i: number) => team.players[i]!.id;
    const dual = await createDualRow(t.ctx.db, {
      rosterId: team.rosterId,
      format: { preset: 'custom', singles: 1, doubles: 1, scoreFormat: 'SET3-S:6/TB7' },
      lineup: { S1: [id(0)], D1: [id(1), id(2)] },
    });
    await entered(coach, dual.id, 'S1', { score: '6-4 6-4', outcome: 'completed', winnerSide: 1 });
    const s = await entered(coach, dual.id, 'D1', {
      score: '6-7(3) 6-7(5)',
      outcome: 'completed',
      winnerSide: 2,
    });
    expect(s.result).toMatchObject({
      lines: { side1: 1, side2: 1 },
      sets: { side1: 2, side2: 2 },
      games: { side1: 24, side2: 22 },
      winnerSide: 1,
      decidedBy: 'games',
    });
  });

  it('refuses impossible or contradicting results and changes nothing', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4, 5, 6, 7]);
    const coach = await coachOf(team);
    const dual = await createDualRow(t.ctx.db, {
      rosterId: team.rosterId,
      lineup: fullLineup(team),
      format: { ...presetFormat('3s2d', 'SET3-S:6/TB7'), lineScoreFormats: { D2: 'SET1-S:8/TB7' } },
    });
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['S1', { score: '6-4 6-4', outcome: 'completed' }, 400, 'winner_required'],
      ['S1', { score: '6-4 6-4', outcome: 'completed', winnerSide: 2 }, 400, 'winner_disagrees'],
      ['S1', { score: '6-4 5-4', outcome: 'completed', winnerSide: 1 }, 400, 'invalid_score'],
      ['S1', { score: '6-4 6-4', outcome: 'retired', winnerSide: 1 }, 400, 'dual_line_outcome_disagrees'],
      ['S1', { score: '6-4 6-4', outcome: 'unplayed' }, 400, 'dual_line_unplayed_result'],
      ['S1', { outcome: 'unplayed', winnerSide: 1 }, 400, 'dual_line_unplayed_result'],
      ['D2', { score: '6-4 6-4', outcome: 'completed', winnerSide: 1 }, 400, 'invalid_score'],
      ['S4', { score: '6-4 6-4', outcome: 'completed', winnerSide: 1 }, 404, 'dual_line_not_found'],
      ['X1', { score: '6-4 6-4', outcome: 'completed', winnerSide: 1 }, 400, 'validation_failed'],
      ['S1', { score: '6-4 6-4', outcome: 'won', winnerSide: 1 }, 400, 'validation_failed'],
    ];
    for (const [line, payload, status, code] of cases) {
      const res = await enter(coach, dual.id, line, payload);
      expect(res.statusCode, `${line} ${JSON.stringify(payload)}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ code });
    }
    const winner = await enter(coach, dual.id, 'S1', {
      score: '6-4 6-4',
      outcome: 'completed',
      winnerSide: 2,
    });
    expect(winner.json()).toMatchObject({ details: { score: '6-4 6-4', names: 'P1 Player' } });
    expect(await t.ctx.db.select().from(dualLines).where(eq(dualLines.dualId, dual.id))).toEqual([]);
    // The line's own format: an 8-game pro set.
    const pro = await entered(coach, dual.id, 'D2', { score: '8-6', outcome: 'completed', winnerSide: 1 });
    expect(lineOf(pro, 'D2')).toMatchObject({ score: '8-6', scoreFormat: 'SET1-S:8/TB7' });
  });
});

describe('who may score a dual', () => {
  it('lets the team read it, only its coach change it, and nobody else see it', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4, 5, 6, 7]);
    const other = await createLadderTeam(t.ctx.db, [1]);
    const invitedSchool = await createLadderTeam(t.ctx.db, [1]);
    const dual = await createDualRow(t.ctx.db, {
      rosterId: team.rosterId,
      lineup: fullLineup(team),
      opponentSchoolId: invitedSchool.coach.schoolId,
    });
    const player = bearer(await playerToken(t, team.players[0]!.id));
    const result = { score: '6-4 6-4', outcome: 'completed', winnerSide: 1 };

    const read = await scoring(player, dual.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ scoring: DualScoring }>().scoring).toMatchObject({ yourSide: 1, mayScore: false });
    // The lineup is not published: the player sees no names yet.
    expect(lineOf(read.json<{ scoring: DualScoring }>().scoring, 'S1').side1Players).toBeNull();
    for (const res of [
      await enter(player, dual.id, 'S1', result),
      await t.app.inject({
        method: 'PUT',
        url: `/api/auth/duals/${dual.id}/opponent-lineup`,
        headers: player,
        payload: { lineup: [] },
      }),
      await t.app.inject({
        method: 'POST',
        url: `/api/auth/duals/${dual.id}/lines/S1/confirm`,
        headers: player,
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'coaches_only' });
    }

    // Another school's coach, and the opponent school's before any invitation: nothing at all.
    for (const outsider of [other, invitedSchool]) {
      const headers = await coachOf(outsider);
      for (const res of [await scoring(headers, dual.id), await enter(headers, dual.id, 'S1', result)]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toMatchObject({ code: 'dual_not_found' });
      }
      const invitations = await t.app.inject({ method: 'GET', url: '/api/auth/dual-invitations', headers });
      expect(invitations.json()).toEqual({ duals: [] });
      const accept = await t.app.inject({
        method: 'POST',
        url: `/api/auth/duals/${dual.id}/invitation/accept`,
        headers,
        payload: {},
      });
      expect(accept.statusCode, accept.body).toBe(404);
    }
    expect(await t.ctx.db.select().from(dualLines).where(eq(dualLines.dualId, dual.id))).toEqual([]);
  });
});

describe("a dual's official matches follow the dual", () => {
  it('move with its time, go with a dropped line, and go with the dual', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4, 5, 6, 7]);
    const coach = await coachOf(team);
    const dual = await createDualRow(t.ctx.db, {
      rosterId: team.rosterId,
      lineup: fullLineup(team),
      format: presetFormat('3s2d'),
    });
    await entered(coach, dual.id, 'S1', { score: '6-1 6-1', outcome: 'completed', winnerSide: 1 });
    await entered(coach, dual.id, 'D2', { score: '1-6 1-6', outcome: 'completed', winnerSide: 2 });
    expect((await officialMatches(coach)).map((m) => m.MatchDate)).toEqual(['2026-03-14', '2026-03-14']);

    // A lineup fixed after the scores: the line's match takes the player who played.
    const id = (i: number) => team.players[i]!.id;
    const lineup = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/duals/${dual.id}/lineup`,
      headers: coach,
      payload: {
        lineup: [
          { line: 'S1', players: [id(6)] },
          { line: 'S2', players: [id(1)] },
          { line: 'S3', players: [id(2)] },
          { line: 'D1', players: [id(3), id(4)] },
          { line: 'D2', players: [id(5), id(0)] },
        ],
      },
    });
    expect(lineup.statusCode, lineup.body).toBe(200);
    const s1 = (await officialMatches(coach)).find((m) => m.IsSingles)!;
    expect(s1.Players[0]).toEqual({ ID: id(6), Name: 'P7 Player' });

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/duals/${dual.id}`,
      headers: coach,
      payload: { startsAt: '2026-04-02T16:00:00Z', format: { preset: 'custom', singles: 3, doubles: 1 } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const matches = await officialMatches(coach);
    expect(matches.map((m) => [m.MatchScore, m.MatchDate, m.MatchTime])).toEqual([
      ['6-1 6-1', '2026-04-02', '16:00'],
    ]);
    const s = (await scoring(coach, dual.id)).json<{ scoring: DualScoring }>().scoring;
    expect(s.result).toMatchObject({ lines: { side1: 1, side2: 0 }, pendingLines: 3 });
    const [row] = await t.ctx.db.select().from(duals).where(eq(duals.id, dual.id));
    expect(row).toMatchObject({ linesWon: 1, linesLost: 0 });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/auth/duals/${dual.id}`, headers: coach });
    expect(del.statusCode, del.body).toBe(200);
    expect(await officialMatches(coach)).toEqual([]);
  });
});
