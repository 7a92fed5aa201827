import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from '../../../contract/challenges';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  call,
  challengeChanges,
  matchOf,
  ok,
  positions,
  team,
  textsOf,
} from '../../test/challenge-factories';
import { coachToken, createCoach, createPlayer } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://courtside.example' });
});
afterAll(async () => {
  await t.close();
});

/** An agreed time an hour ahead: the test moves the clock past it before reporting. */
const soon = () => new Date(t.clock.now().getTime() + 3_600_000).toISOString();
const issue = (token: string, defenderId: number, extra: Record<string, unknown> = {}) =>
  ok(t, token, 'POST', '/challenges', { skillLevel: 1, defenderId, ...extra });

describe('a challenge from issue to confirmed result', () => {
  it('issues, accepts, reports, confirms: texts each step, makes the challenge match, moves the ladder once', async () => {
    const { players, rosterId, coachToken } = await team(t, 4);
    const [p1, p2, p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    // Two days before the proposed time: the agreed time is within the play deadline.
    t.clock.set(new Date('2030-04-30T12:00:00Z'));
    const issued = await issue(p3.token, p1.id, { proposedAt: '2030-05-02T16:00:00Z', place: 'Court 2' });
    expect(issued).toMatchObject({
      status: 'issued',
      challenger: { id: p3.id, position: 3 },
      defender: { id: p1.id, position: 1 },
      proposedPlace: 'Court 2',
      proposedAt: '2030-05-02T16:00:00.000Z',
      actions: ['withdraw'],
      matchId: null,
    });
    expect(new Date(issued.deadlineAt!).getTime() - t.clock.now().getTime()).toBe(3 * 86_400_000);
    expect((await ok(t, p1.token, 'GET', `/challenges/${issued.id}`)).actions).toEqual(['accept', 'decline']);

    const accepted = await ok(t, p1.token, 'POST', `/challenges/${issued.id}/accept`, {
      agreedAt: '2030-05-03T17:30:00Z',
    });
    expect(accepted).toMatchObject({
      status: 'accepted',
      agreedAt: '2030-05-03T17:30:00.000Z',
      place: 'Court 2',
    });
    expect(new Date(accepted.deadlineAt!).getTime() - t.clock.now().getTime()).toBe(7 * 86_400_000);
    // The challenge match is in the team's challenge list at the agreed time, challenger first.
    const list = await call(t, coachToken, 'POST', '/tennis-match', { matchTypeEnum: 1, skillLevel: 1 });
    const match = (
      list.body.res as {
        TennisMatchID: number;
        MatchDate: string;
        MatchTime: string;
        Players: { ID: number }[];
      }[]
    ).find((m) => m.TennisMatchID === accepted.matchId);
    expect(match).toMatchObject({
      MatchDate: '2030-05-03',
      MatchTime: '17:30',
      Players: [{ ID: p3.id }, { ID: p1.id }],
    });

    // A result is reported once the agreed time has come.
    t.clock.set(new Date('2030-05-03T19:00:00Z'));
    const reported = await ok(t, p3.token, 'POST', `/challenges/${issued.id}/report`, {
      winnerId: p3.id,
      score: '6-4 3-6 10-7',
    });
    expect(reported.report).toMatchObject({
      winnerId: p3.id,
      score: '6-4 3-6 [10-7]',
      reportedBy: 'challenger',
    });
    expect(reported.actions).toEqual([]);
    expect((await ok(t, p1.token, 'GET', `/challenges/${issued.id}`)).actions).toEqual([
      'confirm',
      'dispute',
    ]);
    expect(await challengeChanges(t, rosterId)).toEqual([]);

    const confirmed = await ok(t, p1.token, 'POST', `/challenges/${issued.id}/confirm`);
    expect(confirmed).toMatchObject({ status: 'confirmed', outcome: 'challenger_won', deadlineAt: null });
    expect(confirmed.ladderChangeId).not.toBeNull();
    const pos = await positions(t, rosterId);
    expect([pos.get(p3.id), pos.get(p1.id), pos.get(p2.id)]).toEqual([1, 2, 3]);
    const m = await matchOf(t, confirmed.matchId!);
    expect([m?.score, m?.winnerSide, m?.challengerSide]).toEqual(['6-4 3-6 [10-7]', 1, 1]);
    const changes = await challengeChanges(t, rosterId);
    expect(changes.map((c) => c.matchId)).toEqual([confirmed.matchId]);

    // A second confirm changes nothing.
    const again = await call(t, p1.token, 'POST', `/challenges/${issued.id}/confirm`, {});
    expect([again.status, again.body.code]).toEqual([409, 'challenge_wrong_state']);
    expect(await challengeChanges(t, rosterId)).toHaveLength(1);

    const texts = await textsOf(t, issued.id);
    expect(texts.map((x) => [x.event, x.phone])).toEqual([
      ['issued', p1.phone],
      ['accepted', p3.phone],
      ['reported', p1.phone],
      ['confirmed', p3.phone],
    ]);
    for (const x of texts) expect(x.body).toContain(`https://courtside.example/challenges/${issued.id}`);
    expect(texts[0]!.body).toContain(
      'P3 Player challenged you on the ladder for Thu, May 2, 4:00 PM UTC at Court 2',
    );
  });

  it('the defender reporting a win keeps the ladder as it is once confirmed', async () => {
    const { players, rosterId } = await team(t, 3);
    const [p1, p2] = players as [(typeof players)[0], (typeof players)[0]];
    const c = await issue(p2.token, p1.id);
    await ok(t, p1.token, 'POST', `/challenges/${c.id}/accept`, { agreedAt: soon() });
    t.clock.advance({ hours: 2 });
    await ok(t, p1.token, 'POST', `/challenges/${c.id}/report`, { winnerId: p1.id, score: '1-6 1-6' });
    // The reporter cannot confirm their own report.
    const own = await call(t, p1.token, 'POST', `/challenges/${c.id}/confirm`, {});
    expect([own.status, own.body.code]).toEqual([403, 'challenge_not_your_step']);
    const done = await ok(t, p2.token, 'POST', `/challenges/${c.id}/confirm`);
    expect(done.outcome).toBe('defender_won');
    expect(done.ladderChangeId).toBeNull();
    const pos = await positions(t, rosterId);
    expect([pos.get(p1.id), pos.get(p2.id)]).toEqual([1, 2]);
  });

  it('refuses a score that disagrees with the winner, and a winner who is not a player of it', async () => {
    const { players } = await team(t, 3);
    const [p1, p2, p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const c = await issue(p2.token, p1.id);
    await ok(t, p1.token, 'POST', `/challenges/${c.id}/accept`, { agreedAt: soon() });
    t.clock.advance({ hours: 2 });
    const wrong = await call(t, p2.token, 'POST', `/challenges/${c.id}/report`, {
      winnerId: p2.id,
      score: '1-6 1-6',
    });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'winner_disagrees']);
    const stranger = await call(t, p2.token, 'POST', `/challenges/${c.id}/report`, {
      winnerId: p3.id,
      score: '6-1 6-1',
    });
    expect([stranger.status, stranger.body.code]).toEqual([400, 'winner_not_player']);
    expect((await ok(t, p2.token, 'GET', `/challenges/${c.id}`)).status).toBe('accepted');
  });
});

describe('refusals', () => {
  it('an agreed time after the play deadline is refused: the challenge would expire unplayed', async () => {
    const { players } = await team(t, 2);
    const [p1, p2] = players as [(typeof players)[0], (typeof players)[0]];
    const c = await issue(p2.token, p1.id);
    const playBy = t.clock.now().getTime() + 7 * 86_400_000;
    const late = await call(t, p1.token, 'POST', `/challenges/${c.id}/accept`, {
      agreedAt: new Date(playBy + 60_000).toISOString(),
    });
    expect([late.status, late.body.code]).toEqual([400, 'challenge_after_play_deadline']);
    expect(late.body.details).toEqual({ playBy: new Date(playBy).toISOString() });
    const still = await ok(t, p1.token, 'GET', `/challenges/${c.id}`);
    expect([still.status, still.agreedAt, still.matchId]).toEqual(['issued', null, null]);
    expect((await textsOf(t, c.id)).map((m) => m.event)).toEqual(['issued']);
    // The deadline itself is still in time.
    const onTime = await ok(t, p1.token, 'POST', `/challenges/${c.id}/accept`, {
      agreedAt: new Date(playBy).toISOString(),
    });
    expect(onTime.status).toBe('accepted');
  });

  it('out of range, self, below, unplaced, another team: each says why and writes nothing', async () => {
    const { players, coach } = await team(t, 5, { max: 3 });
    const [p1, p2, , , p5] = players as [(typeof players)[0], ...(typeof players)[0][]];
    const unplaced = await createPlayer(t.ctx.db, {
      schoolId: coach.schoolId,
      rosterId: coach.rosterIds[0],
      position: null,
    });
    const other = await team(t, 2);
    const cases: [string, number, number, string][] = [
      [p5!.token, p1.id, 400, 'challenge_out_of_range'],
      [p5!.token, p5!.id, 400, 'challenge_self'],
      [p1.token, p2!.id, 400, 'challenge_below_you'],
      [p2!.token, unplaced.id, 400, 'challenge_needs_positions'],
      [p2!.token, other.players[0]!.id, 400, 'challenge_not_on_team'],
    ].map(([token, id, status, code]) => [token as string, id as number, status as number, code as string]);
    for (const [token, defenderId, status, code] of cases) {
      const res = await call(t, token, 'POST', '/challenges', { skillLevel: 1, defenderId });
      expect([res.status, res.body.code], code).toEqual([status, code]);
    }
    const outOfRange = await call(t, p5!.token, 'POST', '/challenges', { skillLevel: 1, defenderId: p1.id });
    expect(outOfRange.body.details).toEqual({ max: 3, places: 4 });
    const list = await call(t, p5!.token, 'GET', '/challenges?skillLevel=1');
    expect(list.body.challenges).toEqual([]);
  });

  it('over the open limits: one as challenger, one as defender, one between two players', async () => {
    const { players } = await team(t, 5);
    const [p1, p2, p3, p4] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];
    await issue(p3.token, p2.id);
    const second = await call(t, p3.token, 'POST', '/challenges', { skillLevel: 1, defenderId: p1.id });
    expect([second.status, second.body.code, second.body.details]).toEqual([
      409,
      'challenge_limit_challenger',
      { max: 1 },
    ]);
    const busyDefender = await call(t, p4.token, 'POST', '/challenges', { skillLevel: 1, defenderId: p2.id });
    expect([busyDefender.status, busyDefender.body.code]).toEqual([409, 'challenge_limit_defender']);
    const twice = await call(t, p3.token, 'POST', '/challenges', { skillLevel: 1, defenderId: p2.id });
    expect([twice.status, twice.body.code]).toEqual([409, 'challenge_already_open']);
  });

  it('two challenges sent at once by one player: exactly one is issued', async () => {
    const { players } = await team(t, 4);
    const [p1, p2, , p4] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];
    const results = await Promise.all(
      [p1.id, p2.id].map((defenderId) =>
        call(t, p4.token, 'POST', '/challenges', { skillLevel: 1, defenderId }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("someone else's challenge is not found; a step for the other player is refused; coaches cannot challenge", async () => {
    const { players, coachToken: teamCoach } = await team(t, 4);
    const [p1, p2, p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const c = await issue(p2.token, p1.id);
    const stranger = await call(t, p3.token, 'POST', `/challenges/${c.id}/accept`, {
      agreedAt: soon(),
    });
    expect([stranger.status, stranger.body.code]).toEqual([404, 'challenge_not_found']);
    expect((await call(t, p3.token, 'GET', `/challenges/${c.id}`)).status).toBe(404);
    const otherCoach = await createCoach(t.ctx.db, { teamTypes: [1] });
    const otherToken = await coachToken(t, otherCoach.id);
    expect((await call(t, otherToken, 'GET', `/challenges/${c.id}`)).status).toBe(404);
    expect((await call(t, otherToken, 'POST', `/challenges/${c.id}/cancel`, {})).status).toBe(404);
    const selfAccept = await call(t, p2.token, 'POST', `/challenges/${c.id}/accept`, {
      agreedAt: soon(),
    });
    expect([selfAccept.status, selfAccept.body.code]).toEqual([403, 'challenge_not_your_step']);
    const defenderWithdraw = await call(t, p1.token, 'POST', `/challenges/${c.id}/withdraw`, {});
    expect([defenderWithdraw.status, defenderWithdraw.body.code]).toEqual([403, 'challenge_not_your_step']);
    const early = await call(t, p1.token, 'POST', `/challenges/${c.id}/report`, {
      winnerId: p1.id,
      score: '6-0 6-0',
    });
    expect([early.status, early.body.code]).toEqual([409, 'challenge_wrong_state']);
    const coachIssue = await call(t, teamCoach, 'POST', '/challenges', { skillLevel: 1, defenderId: p1.id });
    expect(coachIssue.status).toBe(403);
    const coachAccept = await call(t, teamCoach, 'POST', `/challenges/${c.id}/accept`, {
      agreedAt: soon(),
    });
    expect(coachAccept.status).toBe(403);
    const playerCancel = await call(t, p2.token, 'POST', `/challenges/${c.id}/cancel`, {});
    expect(playerCancel.status).toBe(403);
    expect((await ok(t, p1.token, 'GET', `/challenges/${c.id}`)).status).toBe('issued');
  });
});

describe('declines, withdrawals and the coach', () => {
  it('a decline is a forfeit by default: the challenger takes the place, once', async () => {
    const { players, rosterId } = await team(t, 3);
    const [p1, p2, p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const c = await issue(p3.token, p1.id);
    const done = await ok(t, p1.token, 'POST', `/challenges/${c.id}/decline`);
    expect(done).toMatchObject({ status: 'forfeited', outcome: 'forfeit' });
    const pos = await positions(t, rosterId);
    expect([pos.get(p3.id), pos.get(p1.id), pos.get(p2.id)]).toEqual([1, 2, 3]);
    expect((await matchOf(t, done.matchId!))?.score).toBe('w/o');
    expect((await call(t, p1.token, 'POST', `/challenges/${c.id}/decline`, {})).status).toBe(409);
    expect(await challengeChanges(t, rosterId)).toHaveLength(1);
  });

  it('a decline counts as nothing when the coach says so; withdrawing before acceptance, not after', async () => {
    const { players, rosterId, coachToken } = await team(t, 3);
    const [p1, p2, p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const put = await call(t, coachToken, 'PUT', '/challenge-settings', {
      skillLevel: 1,
      declineCounts: 'nothing',
    });
    expect(put.status).toBe(200);
    const c = await issue(p2.token, p1.id);
    expect(await ok(t, p1.token, 'POST', `/challenges/${c.id}/decline`)).toMatchObject({
      status: 'declined',
      outcome: 'none',
    });
    expect((await positions(t, rosterId)).get(p1.id)).toBe(1);

    const w = await issue(p3.token, p2.id);
    expect((await ok(t, p3.token, 'POST', `/challenges/${w.id}/withdraw`)).status).toBe('withdrawn');
    const x = await issue(p3.token, p2.id);
    await ok(t, p2.token, 'POST', `/challenges/${x.id}/accept`, { agreedAt: soon() });
    const late = await call(t, p3.token, 'POST', `/challenges/${x.id}/withdraw`, {});
    expect([late.status, late.body.code]).toEqual([409, 'challenge_wrong_state']);
    expect((await textsOf(t, w.id)).map((m) => [m.event, m.phone])).toEqual([
      ['issued', p2.phone],
      ['withdrawn', p2.phone],
    ]);
  });

  it('a dispute goes to the coach, first in their list; the coach settles it and the ladder moves', async () => {
    const { players, rosterId, coachToken } = await team(t, 4);
    const [p1, p2, p3, p4] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];
    const a = await issue(p2.token, p1.id);
    const b = await issue(p4.token, p3.id);
    await ok(t, p3.token, 'POST', `/challenges/${b.id}/accept`, { agreedAt: soon() });
    t.clock.advance({ hours: 2 });
    await ok(t, p4.token, 'POST', `/challenges/${b.id}/report`, { winnerId: p4.id, score: '6-3 6-3' });
    const disputed = await ok(t, p3.token, 'POST', `/challenges/${b.id}/dispute`, {
      reason: 'It was 3-6 3-6',
    });
    expect(disputed).toMatchObject({ status: 'disputed', disputeReason: 'It was 3-6 3-6', deadlineAt: null });
    const list = await call(t, coachToken, 'GET', '/challenges?skillLevel=1');
    const open = list.body.challenges as Challenge[];
    expect(open.map((c) => [c.id, c.status, c.actions])).toEqual([
      [b.id, 'disputed', ['cancel', 'settle']],
      [a.id, 'issued', ['cancel', 'settle']],
    ]);
    const settled = await ok(t, coachToken, 'POST', `/challenges/${b.id}/settle`, {
      winnerId: p4.id,
      score: '6-3 6-3',
    });
    expect(settled).toMatchObject({
      status: 'confirmed',
      outcome: 'challenger_won',
      report: { reportedBy: 'coach' },
    });
    const pos = await positions(t, rosterId);
    expect([pos.get(p4.id), pos.get(p3.id)]).toEqual([3, 4]);
    const changes = await challengeChanges(t, rosterId);
    expect(changes.map((c) => c.actorCoachId)).toEqual([
      settled.ladderChangeId ? changes[0]!.actorCoachId : null,
    ]);
    expect(changes[0]!.actorCoachId).not.toBeNull();

    const cancelled = await ok(t, coachToken, 'POST', `/challenges/${a.id}/cancel`);
    expect(cancelled).toMatchObject({ status: 'cancelled', outcome: 'none' });
    expect(
      (await textsOf(t, a.id))
        .filter((m) => m.event === 'cancelled')
        .map((m) => m.phone)
        .sort(),
    ).toEqual([p1.phone, p2.phone].sort());
    expect(
      (await call(t, coachToken, 'POST', `/challenges/${a.id}/settle`, { winnerId: p2.id })).status,
    ).toBe(409);
  });

  it('when only the coach records results, players cannot report; the coach settles', async () => {
    const { players, coachToken, rosterId } = await team(t, 2);
    const [p1, p2] = players as [(typeof players)[0], (typeof players)[0]];
    await call(t, coachToken, 'PUT', '/challenge-settings', { skillLevel: 1, coachRecordsResults: true });
    const c = await issue(p2.token, p1.id);
    const accepted = await ok(t, p1.token, 'POST', `/challenges/${c.id}/accept`, { agreedAt: soon() });
    t.clock.advance({ hours: 2 });
    expect(accepted.actions).toEqual([]);
    const res = await call(t, p2.token, 'POST', `/challenges/${c.id}/report`, {
      winnerId: p2.id,
      score: '6-0 6-0',
    });
    expect([res.status, res.body.code]).toEqual([403, 'challenge_coach_records']);
    await ok(t, coachToken, 'POST', `/challenges/${c.id}/settle`, { winnerId: p2.id, score: '6-0 6-0' });
    expect((await positions(t, rosterId)).get(p2.id)).toBe(1);
  });

  it('settings: defaults, a coach changes some, a player may not; bad values are refused', async () => {
    const { players, coachToken } = await team(t, 1);
    const got = await call(t, coachToken, 'GET', '/challenge-settings?skillLevel=1');
    expect(got.body).toEqual({
      skillLevel: 1,
      settings: {
        answerDays: 3,
        playDays: 7,
        maxOpenAsChallenger: 1,
        maxOpenAsDefender: 1,
        declineCounts: 'forfeit',
        unansweredCounts: 'forfeit',
        unplayedCounts: 'expired',
        confirmDays: 2,
        coachRecordsResults: false,
      },
    });
    const put = await call(t, coachToken, 'PUT', '/challenge-settings', { skillLevel: 1, answerDays: 5 });
    expect(put.body.settings as { answerDays: number; playDays: number }).toMatchObject({
      answerDays: 5,
      playDays: 7,
    });
    expect(
      (await call(t, coachToken, 'PUT', '/challenge-settings', { skillLevel: 1, answerDays: 0 })).status,
    ).toBe(400);
    expect(
      (await call(t, players[0]!.token, 'PUT', '/challenge-settings', { skillLevel: 1, answerDays: 9 }))
        .status,
    ).toBe(403);
    expect((await call(t, players[0]!.token, 'GET', '/challenge-settings?skillLevel=1')).status).toBe(403);
    expect((await call(t, coachToken, 'GET', '/challenge-settings?skillLevel=2')).status).toBe(404);
  });
});

describe('who a player may challenge', () => {
  it('lists every teammate with the reason when not', async () => {
    const { players, coach } = await team(t, 6, { max: 2 });
    const [p1, p2, p3, p4, p5, p6] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];
    const unplaced = await createPlayer(t.ctx.db, {
      schoolId: coach.schoolId,
      rosterId: coach.rosterIds[0],
      position: null,
    });
    await issue(p4.token, p3.id);
    const res = await call(t, p5.token, 'GET', '/challenges/targets?skillLevel=1');
    expect(res.status).toBe(200);
    const body = res.body as {
      maxPlaces: number;
      targets: { playerId: number; canChallenge: boolean; reason: string | null; places: number | null }[];
    };
    expect(body.maxPlaces).toBe(2);
    expect(body.targets.map((x) => [x.playerId, x.places, x.canChallenge, x.reason])).toEqual([
      [p1.id, 4, false, 'out_of_range'],
      [p2.id, 3, false, 'out_of_range'],
      [p3.id, 2, false, 'has_open_challenge'],
      [p4.id, 1, true, null],
      [p5.id, 0, false, 'self'],
      [p6.id, -1, false, 'below_you'],
      [unplaced.id, null, false, 'unplaced'],
    ]);
    const mine = await call(t, p4.token, 'GET', '/challenges/targets?skillLevel=1');
    const reasons = (mine.body.targets as { playerId: number; reason: string | null }[]).map((x) => x.reason);
    expect(reasons.slice(0, 3)).toEqual(['out_of_range', 'you_have_open_challenge', 'already_challenged']);
  });
});

describe('the OpenAPI document', () => {
  it('lists every challenge route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const listed = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/auth/challenge'))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    expect(listed).toEqual(
      [
        'GET /api/auth/challenges',
        'POST /api/auth/challenges',
        'GET /api/auth/challenges/targets',
        'GET /api/auth/challenges/{id}',
        ...['accept', 'decline', 'withdraw', 'report', 'confirm', 'dispute', 'cancel', 'settle'].map(
          (s) => `POST /api/auth/challenges/{id}/${s}`,
        ),
        'GET /api/auth/challenge-settings',
        'PUT /api/auth/challenge-settings',
      ].sort(),
    );
  });
});

describe('the ladder read', () => {
  it('carries each row’s open challenges: who, the step and its deadline', async () => {
    const { players, coachToken } = await team(t, 3);
    const [p1, p2, p3] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const c = await issue(p3.token, p1.id);
    for (const token of [coachToken, p2.token]) {
      const res = await call(t, token, 'GET', '/roster?skillLevel=1');
      const rows = res.body.res as { PlayerID: number; OpenChallenges: unknown[] }[];
      expect(rows.map((r) => [r.PlayerID, r.OpenChallenges])).toEqual([
        [
          p1.id,
          [
            {
              ChallengeID: c.id,
              Role: 'defender',
              OpponentID: p3.id,
              Status: 'issued',
              DeadlineAt: c.deadlineAt,
            },
          ],
        ],
        [p2.id, []],
        [
          p3.id,
          [
            {
              ChallengeID: c.id,
              Role: 'challenger',
              OpponentID: p1.id,
              Status: 'issued',
              DeadlineAt: c.deadlineAt,
            },
          ],
        ],
      ]);
    }
    await ok(t, p3.token, 'POST', `/challenges/${c.id}/withdraw`);
    const after = await call(t, coachToken, 'GET', '/roster?skillLevel=1');
    expect(
      (after.body.res as { OpenChallenges: unknown[] }[]).every((r) => r.OpenChallenges.length === 0),
    ).toBe(true);
  });
});

describe('calendars and repeated requests', () => {
  it('an accepted challenge is in both players’ calendars at the agreed time', async () => {
    const { players } = await team(t, 2);
    const [p1, p2] = players as [(typeof players)[0], (typeof players)[0]];
    t.clock.set(new Date('2030-06-08T12:00:00Z'));
    const c = await issue(p2.token, p1.id);
    const accepted = await ok(t, p1.token, 'POST', `/challenges/${c.id}/accept`, {
      agreedAt: '2030-06-10T15:00:00Z',
    });
    for (const token of [p1.token, p2.token]) {
      const res = await call(t, token, 'GET', '/getCalendarEvents?from=2030-06-01&to=2030-06-30');
      const matches = res.body.matches as { id: number; matchType: number; startTime: string }[];
      expect(matches.map((m) => [m.id, m.matchType, m.startTime])).toEqual([
        [accepted.matchId, 1, '2030-06-10 15:00'],
      ]);
    }
  });

  it('a create sent twice with one Idempotency-Key issues one challenge and texts once', async () => {
    const { players } = await team(t, 2);
    const [p1, p2] = players as [(typeof players)[0], (typeof players)[0]];
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/challenges',
        headers: {
          authorization: `Bearer ${p2.token}`,
          'content-type': 'application/json',
          'idempotency-key': 'tap-1',
        },
        payload: JSON.stringify({ skillLevel: 1, defenderId: p1.id }),
      });
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const id = first.json<{ challenge: Challenge }>().challenge.id;
    expect(second.json<{ challenge: Challenge }>().challenge.id).toBe(id);
    const mine = await call(t, p2.token, 'GET', '/challenges?skillLevel=1');
    expect((mine.body.challenges as Challenge[]).map((x) => x.id)).toEqual([id]);
    expect((await textsOf(t, id)).map((x) => x.event)).toEqual(['issued']);
  });
});
