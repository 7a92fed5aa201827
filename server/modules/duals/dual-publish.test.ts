import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, like } from 'drizzle-orm';
import type { Dual, PublicDual } from '../../../contract/duals';
import { duals, players, smsJobs } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { manualDelivery } from '../../test/communication-factories';
import { bearer, playerToken } from '../../test/factories';
import { ladderTeam } from '../../test/ladder-factories';
import { createDualVia, dualBody, dualCall, lineup3s2d, type Headers } from '../../test/dual-api';

/** Publishing a lineup: the reason a broken rule needs, one text per player however often it is pressed. */

let t: TestApp;
let team: Awaited<ReturnType<typeof ladderTeam>>;
let coach: Headers;
let p: number[];
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://courtside.example' });
  team = await ladderTeam(t, { positions: [1, 2, 3, 4, 5, 6, 7, 8] });
  coach = bearer(team.coachToken);
  p = [0, ...team.players.map((x) => x.id)];
});
afterAll(async () => {
  await t.close();
});

const inOrder = () => lineup3s2d([p[1]!, p[2]!, p[3]!, p[4]!, p[5]!, p[6]!, p[7]!]);

async function dualWithLineup(lineup = inOrder(), extra = {}): Promise<Dual> {
  const dual = await createDualVia(
    t,
    coach,
    dualBody(team.rosterId, { timeZone: 'America/Chicago', ...extra }),
  );
  const res = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, { lineup });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ dual: Dual }>().dual;
}

const publish = (id: number, body: Record<string, unknown> = {}) =>
  dualCall(t, coach, 'POST', `/api/auth/duals/${id}/publish`, body);

const jobsOf = (id: number) =>
  t.ctx.db
    .select()
    .from(smsJobs)
    .where(like(smsJobs.dedupeKey, `dual:${id}:%`))
    .orderBy(asc(smsJobs.id));

async function phoneOf(playerId: number) {
  const [row] = await t.ctx.db.select().from(players).where(eq(players.id, playerId));
  return row!.phone;
}

describe('publishing a lineup', () => {
  it('texts each player their lines, opponent, time, place and the public link, once', async () => {
    const dual = await dualWithLineup();
    const res = await publish(dual.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ dual: Dual; texted: number }>();
    expect(body.texted).toBe(7);
    expect(body.dual).toMatchObject({ published: true, publishReason: null, violations: [] });
    const jobs = await jobsOf(dual.id);
    expect(jobs).toHaveLength(7);
    const link = `https://courtside.example/dual/${body.dual.publicUrl!.split('/').at(-1)}`;
    const s1 = jobs.find((j) => j.name === 'P1 Player')!;
    expect(s1.body).toBe(
      `P1, you play S1 for Junior Varsity Boys vs Central High, Sat, Mar 14, 10:30 AM CDT, home, at Lincoln courts. Lineup: ${link}`,
    );
    expect(jobs.find((j) => j.name === 'P4 Player')!.body).toContain('you play D1 with P5 P. for');
    expect(new Set(jobs.map((j) => j.phone)).size).toBe(7);
    expect(jobs.map((j) => j.phone)).not.toContain(await phoneOf(p[8]!));

    // Pressed again: nothing new, and the worker sends each text once.
    const again = await publish(dual.id);
    expect(again.json<{ texted: number }>().texted).toBe(0);
    expect(await jobsOf(dual.id)).toHaveLength(7);
    const worker = manualDelivery(t);
    const before = t.sms.length;
    while ((await worker.runOnce()) > 0);
    await worker.stop();
    const sent = t.sms.slice(before).filter((m) => m.body.includes(link));
    expect(sent).toHaveLength(7);
    expect(new Set(sent.map((m) => m.to)).size).toBe(7);
  });

  it('two publishes at once (two servers, a double tap) queue one text per player', async () => {
    const dual = await dualWithLineup();
    const [a, b] = await Promise.all([publish(dual.id), publish(dual.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<{ texted: number }>().texted + b.json<{ texted: number }>().texted).toBe(7);
    const jobs = await jobsOf(dual.id);
    expect(jobs).toHaveLength(7);
    expect(new Set(jobs.map((j) => j.phone)).size).toBe(7);
  });

  it('after a change, publishing again texts only the players whose text changed', async () => {
    const dual = await dualWithLineup();
    await publish(dual.id);
    // S2 and S3 swap: out of ladder order, so it needs a reason; only those two players' texts change.
    const swapped = lineup3s2d([p[1]!, p[3]!, p[2]!, p[4]!, p[5]!, p[6]!, p[7]!]);
    await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, { lineup: swapped });
    const res = await publish(dual.id, { reason: 'P2 asked to play S3 after injury' });
    expect(res.json<{ texted: number }>().texted).toBe(2);
    const jobs = await jobsOf(dual.id);
    expect(jobs).toHaveLength(9);
    expect(jobs.filter((j) => j.name === 'P3 Player').map((j) => j.body.slice(0, 16))).toEqual([
      'P3, you play S3 ',
      'P3, you play S2 ',
    ]);
  });

  it('refuses a lineup that breaks the rule without a reason (409, the rules in words), then keeps the reason', async () => {
    const dual = await dualWithLineup(lineup3s2d([p[2]!, p[1]!, p[3]!, p[4]!, p[5]!, p[6]!, p[7]!]));
    for (const body of [{}, { reason: '   ' }]) {
      const res = await publish(dual.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'publish_needs_reason',
        details: {
          violations: [
            {
              code: 'singles-out-of-order',
              text: 'S1: P2 Player is 2nd on the ladder, below S2: P1 Player, 1st',
            },
          ],
        },
      });
    }
    const [row] = await t.ctx.db.select().from(duals).where(eq(duals.id, dual.id));
    expect(row!.publishedAt).toBeNull();
    expect(await jobsOf(dual.id)).toHaveLength(0);

    const res = await publish(dual.id, { reason: 'P1 is back from injury' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ dual: Dual }>().dual.publishReason).toBe('P1 is back from injury');
    const [kept] = await t.ctx.db.select().from(duals).where(eq(duals.id, dual.id));
    expect(kept!.publishViolations).toEqual(['S1: P2 Player is 2nd on the ladder, below S2: P1 Player, 1st']);
    expect(await jobsOf(dual.id)).toHaveLength(7);
  });

  it('refuses to publish a lineup with an empty place, reason or not (409), and publishes nothing', async () => {
    const empty = await dualWithLineup(lineup3s2d([null, null, null, null, null, null, null]));
    const half = await dualWithLineup(lineup3s2d([p[1]!, p[2]!, p[3]!, p[4]!, p[5]!, p[6]!, null]));
    for (const [dual, lines] of [
      [empty, ['S1', 'S2', 'S3', 'D1', 'D2']],
      [half, ['D2']],
    ] as const) {
      for (const body of [{}, { reason: 'partner to be named' }]) {
        const res = await publish(dual.id, body);
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json()).toMatchObject({ code: 'publish_incomplete_lineup', details: { lines } });
      }
      const [row] = await t.ctx.db.select().from(duals).where(eq(duals.id, dual.id));
      expect(row!.publishedAt).toBeNull();
      expect(await jobsOf(dual.id)).toHaveLength(0);
    }
  });

  it('a change after publishing takes the lineup back to a draft: hidden, checked and texted again', async () => {
    const dual = await dualWithLineup();
    await publish(dual.id);
    const token = dual.publicUrl!.split('/').at(-1)!;
    const player = bearer(await playerToken(t, p[2]!));
    expect((await dualCall(t, player, 'GET', `/api/auth/duals/${dual.id}`)).statusCode).toBe(200);

    // Saving the same lineup again (availability marks only) keeps it published.
    const same = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, {
      lineup: inOrder(),
      unavailable: [p[8]!],
    });
    expect(same.json<{ dual: Dual }>().dual.published).toBe(true);

    // S1 and S2 swap: the dual is a draft again, for its players and the public page alike.
    const swapped = lineup3s2d([p[2]!, p[1]!, p[3]!, p[4]!, p[5]!, p[6]!, p[7]!]);
    const saved = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, { lineup: swapped });
    expect(saved.json<{ dual: Dual }>().dual).toMatchObject({ published: false, publishedAt: null });
    expect((await dualCall(t, player, 'GET', `/api/auth/duals/${dual.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/dual/${token}` })).statusCode).toBe(404);
    // Publishing again runs the rule check (a reason), then texts the two players whose line changed.
    expect((await publish(dual.id)).json()).toMatchObject({ code: 'publish_needs_reason' });
    const again = await publish(dual.id, { reason: 'P1 asked for S2' });
    expect(again.json<{ texted: number }>().texted).toBe(2);
    // A player reads the lineup without teammates' ladder places or the coach's checks and reason.
    const read = await dualCall(t, player, 'GET', `/api/auth/duals/${dual.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const seen = read.json<{ dual: Dual }>().dual;
    expect(seen.roster).toHaveLength(7);
    expect(seen.roster.map((r) => r.position)).toEqual(Array(7).fill(null));
    expect(seen).toMatchObject({ violations: [], publishReason: null, unavailable: [], linkedBy: null });
  });

  it('a change and a publish at once leave no published lineup its players were not texted', async () => {
    for (let round = 0; round < 3; round++) {
      const dual = await dualWithLineup();
      await publish(dual.id);
      const swapped = lineup3s2d([p[1]!, p[3]!, p[2]!, p[4]!, p[5]!, p[6]!, p[7]!]);
      const [save, pub] = await Promise.all([
        dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, { lineup: swapped }),
        publish(dual.id, { reason: 'P3 asked for S2' }),
      ]);
      expect([save.statusCode, pub.statusCode]).toEqual([200, 200]);
      const [row] = await t.ctx.db.select().from(duals).where(eq(duals.id, dual.id));
      const bodies = (await jobsOf(dual.id)).map((j) => j.body.slice(0, 15));
      if (row!.publishedAt === null) expect(bodies).not.toContain('P3, you play S2');
      else expect(bodies).toEqual(expect.arrayContaining(['P3, you play S2', 'P2, you play S3']));
    }
  });
});

describe('the public page and the player home page', () => {
  it('serves a published dual at its address without sign-in, students as first name and initial', async () => {
    const dual = await dualWithLineup();
    const token = dual.publicUrl!.split('/').at(-1)!;
    const before = await t.app.inject({ method: 'GET', url: `/api/dual/${token}` });
    expect([before.statusCode, before.json<{ code: string }>().code]).toEqual([404, 'dual_not_found']);
    await publish(dual.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/dual/${token}` });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<PublicDual>();
    expect(page).toMatchObject({
      teamName: 'Junior Varsity Boys',
      schoolName: team.school.label,
      opponentName: 'Central High',
      site: 'home',
      place: 'Lincoln courts',
      startsAt: '2026-03-14T15:30:00.000Z',
      timeZone: 'America/Chicago',
      result: { decided: false },
    });
    expect(page.lineup[0]).toEqual({ line: 'S1', players: ['P1 P.'] });
    expect(page.lineup[3]).toEqual({ line: 'D1', players: ['P4 P.', 'P5 P.'] });
    expect(res.body).not.toContain(await phoneOf(p[1]!));
    for (const bad of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', `${token}x`]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/dual/${bad}` })).statusCode).toBe(404);
    }
  });

  it("lists a player's upcoming published duals with their lines and partners", async () => {
    const now = Date.now();
    const soon = new Date(now + 2 * 86_400_000).toISOString();
    const past = new Date(now - 2 * 86_400_000).toISOString();
    const upcoming = await dualWithLineup(inOrder(), { startsAt: soon });
    await publish(upcoming.id);
    const draft = await dualWithLineup(inOrder(), { startsAt: soon });
    const old = await dualWithLineup(inOrder(), { startsAt: past });
    await publish(old.id);
    const h = bearer(await playerToken(t, p[5]!));
    const res = await dualCall(t, h, 'GET', '/api/auth/my-duals');
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<{ duals: { id: number; lines: unknown }[] }>().duals;
    expect(mine.map((d) => d.id)).toEqual([upcoming.id]);
    expect(mine.map((d) => d.id)).not.toContain(draft.id);
    expect(mine[0]!.lines).toEqual([{ line: 'D1', partner: 'P4 Player' }]);
    // The bench player has none; a coach is refused.
    const bench = bearer(await playerToken(t, p[8]!));
    expect((await dualCall(t, bench, 'GET', '/api/auth/my-duals')).json()).toEqual({ duals: [] });
    expect((await dualCall(t, coach, 'GET', '/api/auth/my-duals')).statusCode).toBe(403);
  });
});
