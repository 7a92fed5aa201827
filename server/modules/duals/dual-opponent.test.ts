import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DualScoring } from '../../../contract/duals';
import type { TennisMatch } from '../../../contract/matches';
import { duals } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createDualRow } from '../../test/dual-scoring-factories';
import { bearer, coachToken, createCoach, playerToken } from '../../test/factories';
import { createLadderTeam } from '../../test/match-factories';
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

async function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) {
  return t.app.inject({ method, url: `/api/auth${url}`, headers, ...(payload ? { payload } : {}) });
}

async function ok(method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) {
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json<{ scoring: DualScoring }>().scoring;
}

async function refused(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  status: number,
  code: string,
  payload?: unknown,
) {
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  expect(res.json()).toMatchObject({ code });
}

async function officialMatches(headers: Headers): Promise<TennisMatch[]> {
  const body = form({ matchTypeEnum: 2, skillLevel: 1 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/tennis-match',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ res: TennisMatch[] }>().res;
}

const lineOf = (s: DualScoring, line: string) => s.lines.find((l) => l.line === line)!;

describe('a dual against a school of this Courtside', () => {
  it('invites, links on accept, hides lineups until both publish, and settles each line between the coaches', async () => {
    const home = await createLadderTeam(t.ctx.db, [1, 2, 3]);
    const away = await createLadderTeam(t.ctx.db, [1, 2, 3]);
    const third = await createLadderTeam(t.ctx.db, [1]);
    const homeCoach = await coachOf(home);
    const awayCoach = await coachOf(away);
    const thirdCoach = await coachOf(third);
    // A second coach of the away school, coaching another team: sees the invitation too.
    const awayColleague = bearer(
      await coachToken(
        t,
        (await createCoach(t.ctx.db, { schoolId: away.coach.schoolId, teamTypes: [2] })).id,
      ),
    );
    const [h0, h1, h2] = home.players.map((p) => p.id) as [number, number, number];
    const [a0, a1, a2] = away.players.map((p) => p.id) as [number, number, number];
    const dual = await createDualRow(t.ctx.db, {
      rosterId: home.rosterId,
      format: { preset: 'custom', singles: 3, doubles: 0, scoreFormat: 'SET3-S:6/TB7-F:TB10' },
      opponentSchoolId: away.coach.schoolId,
      lineup: { S1: [h0], S2: [h1], S3: [h2] },
    });
    const base = `/duals/${dual.id}`;

    // Before the invitation the dual is the home team's alone.
    expect((await call('GET', '/dual-invitations', awayCoach)).json()).toEqual({ duals: [] });
    await refused('POST', `${base}/invitation/accept`, awayCoach, 404, 'dual_not_found', {});
    await refused('POST', `${base}/invitation`, awayCoach, 404, 'dual_not_found');
    const invited = await ok('POST', `${base}/invitation`, homeCoach);
    expect(invited).toMatchObject({ yourSide: 1, invitation: 'invited', linked: false });

    // The invited school's coach of a team of the level sees the invitation, and nothing else of the dual
    // until they accept; a colleague coaching another level does not see it.
    const list = await call('GET', '/dual-invitations', awayCoach);
    expect(list.json<{ duals: { id: number; schoolName: string; teamName: string }[] }>().duals).toEqual([
      expect.objectContaining({ id: dual.id, teamName: 'Junior Varsity Boys' }),
    ]);
    expect((await call('GET', '/dual-invitations', awayColleague)).json()).toEqual({ duals: [] });
    expect((await call('GET', '/dual-invitations', thirdCoach)).json()).toEqual({ duals: [] });
    await refused('GET', `${base}/scoring`, awayCoach, 404, 'dual_not_found');
    await refused('POST', `${base}/invitation/accept`, thirdCoach, 404, 'dual_not_found', {});
    // The colleague coaches no JV boys team: the invitation is not theirs to answer.
    await refused('POST', `${base}/invitation/accept`, awayColleague, 404, 'dual_not_found', {});
    await refused('POST', `${base}/invitation/accept`, awayCoach, 404, 'team_not_found', {
      rosterId: third.rosterId,
    });

    // The home coach typed names before the link; accepting drops them.
    await ok('PUT', `${base}/opponent-lineup`, homeCoach, {
      lineup: [{ line: 'S1', players: [{ name: 'Guess' }] }],
    });
    const accepted = await ok('POST', `${base}/invitation/accept`, awayCoach, { rosterId: away.rosterId });
    expect(accepted).toMatchObject({ yourSide: 2, linked: true, invitation: 'accepted', mayScore: true });
    expect(lineOf(accepted, 'S1').side2Players).toEqual([null]);
    await refused('POST', `${base}/invitation/accept`, awayColleague, 404, 'dual_not_found', {});
    const linkedIds = async (headers: Headers) => {
      const res = await call('GET', '/linked-duals?skillLevel=1', headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ duals: { id: number; schoolName: string }[] }>().duals.map((d) => d.id);
    };
    expect(await linkedIds(awayCoach)).toEqual([dual.id]);
    expect(await linkedIds(homeCoach)).toEqual([]);
    expect(await linkedIds(thirdCoach)).toEqual([]);
    const awayPlayerHeaders = bearer(await playerToken(t, a0));
    expect(await linkedIds(awayPlayerHeaders)).toEqual([]);
    expect((await call('GET', '/dual-invitations', awayCoach)).json()).toEqual({ duals: [] });

    // Each coach sets their own side; the home coach may no longer type the opponent's.
    await refused('PUT', `${base}/opponent-lineup`, homeCoach, 409, 'dual_opponent_linked', { lineup: [] });
    await refused('PUT', `${base}/opponent-lineup`, awayCoach, 400, 'lineup_player_not_on_team', {
      lineup: [{ line: 'S1', players: [{ id: h0 }] }],
    });
    await refused('PUT', `${base}/opponent-lineup`, awayCoach, 400, 'lineup_wrong_lines', {
      lineup: [{ line: 'D1', players: [{ id: a0 }, { id: a1 }] }],
    });
    await ok('PUT', `${base}/opponent-lineup`, awayCoach, {
      lineup: [
        { line: 'S1', players: [{ id: a0 }] },
        { line: 'S2', players: [{ id: a1 }] },
        { line: 'S3', players: [{ id: a2 }] },
      ],
    });

    // Hidden from each other until both published.
    await t.ctx.db.update(duals).set({ publishedAt: new Date() }).where(eq(duals.id, dual.id));
    let homeView = await ok('GET', `${base}/scoring`, homeCoach);
    let awayView = await ok('GET', `${base}/scoring`, awayCoach);
    expect(lineOf(homeView, 'S1')).toMatchObject({ side1Players: ['P1 Player'], side2Players: null });
    expect(lineOf(awayView, 'S1')).toMatchObject({ side1Players: null, side2Players: ['P1 Player'] });
    const dualPage = async () =>
      (await call('GET', base, homeCoach)).json<{ dual: { opponentLineup: unknown[] } }>().dual
        .opponentLineup;
    expect(await dualPage()).toEqual([
      { line: 'S1', players: [null] },
      { line: 'S2', players: [null] },
      { line: 'S3', players: [null] },
    ]);
    await refused('POST', `${base}/opponent-lineup/publish`, homeCoach, 409, 'dual_not_linked');
    awayView = await ok('POST', `${base}/opponent-lineup/publish`, awayCoach);
    expect(awayView.published).toEqual({ side1: true, side2: true });
    expect(await linkedIds(awayPlayerHeaders)).toEqual([dual.id]);
    expect((await dualPage())[0]).toEqual({ line: 'S1', players: [{ id: a0, name: 'P1 Player' }] });
    homeView = await ok('GET', `${base}/scoring`, homeCoach);
    expect(lineOf(homeView, 'S2')).toMatchObject({
      side1Players: ['P2 Player'],
      side2Players: ['P2 Player'],
    });
    // A player of the away team reads the dual from their side.
    const awayPlayer = await ok('GET', `${base}/scoring`, awayPlayerHeaders);
    expect(awayPlayer).toMatchObject({ yourSide: 2, mayScore: false });

    // S1: entered by home, waiting for away; it counts for nobody until confirmed.
    homeView = await ok('PUT', `${base}/lines/S1/result`, homeCoach, {
      score: '6-4 6-4',
      outcome: 'completed',
      winnerSide: 1,
    });
    expect(lineOf(homeView, 'S1')).toMatchObject({
      confirmation: 'entered',
      enteredBySide: 1,
      awaitingYou: false,
    });
    expect(homeView.result).toMatchObject({ lines: { side1: 0, side2: 0 }, pendingLines: 3 });
    expect(await officialMatches(homeCoach)).toEqual([]);
    await refused('POST', `${base}/lines/S1/confirm`, homeCoach, 409, 'dual_line_not_awaiting_you');
    await refused('POST', `${base}/lines/S1/confirm`, thirdCoach, 404, 'dual_not_found');
    awayView = await ok('GET', `${base}/scoring`, awayCoach);
    expect(lineOf(awayView, 'S1').awaitingYou).toBe(true);
    awayView = await ok('POST', `${base}/lines/S1/confirm`, awayCoach);
    expect(lineOf(awayView, 'S1')).toMatchObject({ confirmation: 'confirmed', awaitingYou: false });
    expect(awayView.result.lines).toEqual({ side1: 1, side2: 0 });
    await refused('POST', `${base}/lines/S1/confirm`, awayCoach, 409, 'dual_line_not_awaiting_you');

    // Each school's own official match, the score from its side.
    const homeMatches = await officialMatches(homeCoach);
    expect(homeMatches).toEqual([
      expect.objectContaining({
        MatchScore: '6-4 6-4',
        Players: [
          { ID: h0, Name: 'P1 Player' },
          { ID: -1, Name: 'P1 Player' },
        ],
        Winners: [{ ID: h0, Name: 'P1 Player' }],
      }),
    ]);
    expect(await officialMatches(awayCoach)).toEqual([
      expect.objectContaining({
        MatchScore: '4-6 4-6',
        Players: [
          { ID: a0, Name: 'P1 Player' },
          { ID: -1, Name: 'P1 Player' },
        ],
        Winners: [{ ID: -1, Name: 'P1 Player' }],
      }),
    ]);

    // S2: entered by away, disputed by home; both see the dispute until one edits.
    await ok('PUT', `${base}/lines/S2/result`, awayCoach, {
      score: '2-6 2-6',
      outcome: 'completed',
      winnerSide: 2,
    });
    await refused('POST', `${base}/lines/S2/dispute`, awayCoach, 409, 'dual_line_not_awaiting_you', {
      reason: 'no',
    });
    await refused('POST', `${base}/lines/S2/dispute`, homeCoach, 400, 'validation_failed', { reason: ' ' });
    homeView = await ok('POST', `${base}/lines/S2/dispute`, homeCoach, { reason: 'It was 6-2 6-2 for us' });
    awayView = await ok('GET', `${base}/scoring`, awayCoach);
    for (const view of [homeView, awayView]) {
      expect(lineOf(view, 'S2')).toMatchObject({
        confirmation: 'disputed',
        disputeReason: 'It was 6-2 6-2 for us',
        awaitingYou: false,
      });
      expect(view.result.lines).toEqual({ side1: 1, side2: 0 });
    }
    await refused('POST', `${base}/lines/S2/confirm`, awayCoach, 409, 'dual_line_not_awaiting_you');
    homeView = await ok('PUT', `${base}/lines/S2/result`, homeCoach, {
      score: '6-2 6-2',
      outcome: 'completed',
      winnerSide: 1,
    });
    expect(lineOf(homeView, 'S2')).toMatchObject({
      confirmation: 'entered',
      enteredBySide: 1,
      disputeReason: null,
    });
    awayView = await ok('POST', `${base}/lines/S2/confirm`, awayCoach);
    expect(lineOf(awayView, 'S2').confirmation).toBe('confirmed');

    // S3 won by away, confirmed by home: the dual is final, 2-1 for home, on both sides' rows.
    await ok('PUT', `${base}/lines/S3/result`, awayCoach, {
      score: '3-6 6-7(4)',
      outcome: 'completed',
      winnerSide: 2,
    });
    homeView = await ok('POST', `${base}/lines/S3/confirm`, homeCoach);
    expect(homeView.result).toMatchObject({ lines: { side1: 2, side2: 1 }, final: true, winnerSide: 1 });
    const [row] = await t.ctx.db.select().from(duals).where(eq(duals.id, dual.id));
    expect(row).toMatchObject({ winnerSide: 1, linesWon: 2, linesLost: 1 });

    const roster = await call('GET', '/roster?skillLevel=1', awayCoach);
    const pct = new Map(
      roster.json<{ res: { PlayerID: number; OMWLPer: number }[] }>().res.map((r) => [r.PlayerID, r.OMWLPer]),
    );
    expect([pct.get(a0), pct.get(a1), pct.get(a2)]).toEqual([0, 0, 100]);
    expect((await officialMatches(awayCoach)).map((m) => m.MatchScore).sort()).toEqual([
      '2-6 2-6',
      '4-6 4-6',
      '6-3 7-6(4)',
    ]);

    // The third school still sees nothing.
    await refused('GET', `${base}/scoring`, thirdCoach, 404, 'dual_not_found');
    await refused('PUT', `${base}/lines/S1/result`, thirdCoach, 404, 'dual_not_found', {
      outcome: 'unplayed',
    });
  });

  it('invites only a school of this Courtside', async () => {
    const home = await createLadderTeam(t.ctx.db, [1]);
    const dual = await createDualRow(t.ctx.db, { rosterId: home.rosterId });
    await refused(
      'POST',
      `/duals/${dual.id}/invitation`,
      await coachOf(home),
      409,
      'dual_no_opponent_school',
    );
    const [row] = await t.ctx.db.select().from(duals).where(eq(duals.id, dual.id));
    expect(row!.invitation).toBe('none');
  });

  it('lets the invited school decline, leaving the dual its team alone scores', async () => {
    const home = await createLadderTeam(t.ctx.db, [1]);
    const away = await createLadderTeam(t.ctx.db, [1]);
    const dual = await createDualRow(t.ctx.db, {
      rosterId: home.rosterId,
      format: { preset: 'custom', singles: 1, doubles: 0 },
      opponentSchoolId: away.coach.schoolId,
      invitation: 'invited',
      lineup: { S1: [home.players[0]!.id] },
    });
    const awayCoach = await coachOf(away);
    const res = await call('POST', `/duals/${dual.id}/invitation/decline`, awayCoach);
    expect(res.json()).toEqual({ id: dual.id, invitation: 'declined' });
    await refused(
      'POST',
      `/duals/${dual.id}/invitation/accept`,
      awayCoach,
      409,
      'dual_invitation_not_open',
      {},
    );
    await refused('GET', `/duals/${dual.id}/scoring`, awayCoach, 404, 'dual_not_found');
    const view = await ok('PUT', `/duals/${dual.id}/lines/S1/result`, await coachOf(home), {
      score: 'w/o',
      outcome: 'walkover',
      winnerSide: 1,
    });
    expect(view).toMatchObject({ linked: false, invitation: 'declined' });
    expect(lineOf(view, 'S1').confirmation).toBe('none');
    expect(view.result).toMatchObject({ final: true, winnerSide: 1, decidedBy: 'lines' });
  });
});
