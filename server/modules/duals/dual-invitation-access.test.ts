import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DualScoring } from '../../../contract/duals';
import type { Dual, DualListReply, PublicDual } from '../../../contract/duals';
import { coaches, coachTeams, dualLineupSlots, duals } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createDualRow } from '../../test/dual-scoring-factories';
import { bearer, coachToken, createCoach } from '../../test/factories';
import { createLadderTeam } from '../../test/match-factories';

/**
 * Issue 29: who may take a dual invitation (coaches the school accepted, with a team of the dual's level),
 * the inviting coach's unlink, the linked side's publishing rules, and the races around linking.
 */

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

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url: `/api/auth${url}`, headers, ...(payload ? { payload } : {}) });

async function expectCode(res: Awaited<ReturnType<typeof call>>, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code });
}

/** Another coach of the team's school coaching that team, accepted or not by the school. */
async function colleague(team: Team, access: 'accepted' | 'pending', teamTypes: number[] = []) {
  const coach = await createCoach(t.ctx.db, { schoolId: team.coach.schoolId, teamTypes, firstName: 'Robin' });
  if (teamTypes.length === 0)
    await t.ctx.db.insert(coachTeams).values({ coachId: coach.id, rosterId: team.rosterId });
  await t.ctx.db.update(coaches).set({ contactsAccess: access }).where(eq(coaches.id, coach.id));
  return { id: coach.id, headers: bearer(await coachToken(t, coach.id)), rosterIds: coach.rosterIds };
}

async function invitedDual(home: Team, away: Team, singles = 2) {
  return createDualRow(t.ctx.db, {
    rosterId: home.rosterId,
    format: { preset: 'custom', singles, doubles: 0 },
    opponentSchoolId: away.coach.schoolId,
    invitation: 'invited',
    lineup: Object.fromEntries(home.players.slice(0, singles).map((p, i) => [`S${i + 1}`, [p.id]])),
  });
}

const invitationIds = async (headers: Headers) =>
  (await call('GET', '/dual-invitations', headers))
    .json<{ duals: { id: number }[] }>()
    .duals.map((d) => d.id);

const rowOf = async (id: number) => (await t.ctx.db.select().from(duals).where(eq(duals.id, id)))[0]!;

describe('taking a dual invitation (issue 29)', () => {
  it('is for coaches the school accepted, with a team of the dual team level', async () => {
    const home = await createLadderTeam(t.ctx.db, [1, 2]);
    const away = await createLadderTeam(t.ctx.db, [1, 2]);
    const dual = await invitedDual(home, away);
    const pending = await colleague(away, 'pending');
    const otherLevel = await colleague(away, 'accepted', [3]);

    // A coach the school has not accepted sees no invitation and cannot answer one.
    expect(await invitationIds(pending.headers)).toEqual([]);
    await expectCode(
      await call('POST', `/duals/${dual.id}/invitation/accept`, pending.headers, {}),
      404,
      'dual_not_found',
    );
    await expectCode(
      await call('POST', `/duals/${dual.id}/invitation/decline`, pending.headers),
      404,
      'dual_not_found',
    );
    // An accepted coach with no team of the level neither; nor may a team of another level be linked.
    expect(await invitationIds(otherLevel.headers)).toEqual([]);
    await expectCode(
      await call('POST', `/duals/${dual.id}/invitation/accept`, otherLevel.headers, {}),
      404,
      'dual_not_found',
    );
    const awayCoach = await coachOf(away);
    const varsity = await t.ctx.db
      .insert(coachTeams)
      .values({ coachId: away.coach.id, rosterId: otherLevel.rosterIds[0]! })
      .returning();
    expect(varsity).toHaveLength(1);
    await expectCode(
      await call('POST', `/duals/${dual.id}/invitation/accept`, await coachOf(away), {
        rosterId: otherLevel.rosterIds[0],
      }),
      400,
      'dual_team_wrong_level',
    );
    expect(await rowOf(dual.id)).toMatchObject({
      invitation: 'invited',
      opponentRosterId: null,
      acceptedBy: null,
    });

    // The inviting school's own coach answers its own dual's invitation: 404, as for any dual not theirs.
    const homeCoach = await coachOf(home);
    await expectCode(
      await call('POST', `/duals/${dual.id}/invitation/accept`, homeCoach, {}),
      404,
      'dual_not_found',
    );
    await expectCode(
      await call('POST', `/duals/${dual.id}/invitation/decline`, homeCoach),
      404,
      'dual_not_found',
    );

    // The accepted coach of the team sees it and links; the inviting coach sees who did.
    expect(await invitationIds(awayCoach)).toEqual([dual.id]);
    const accepted = await call('POST', `/duals/${dual.id}/invitation/accept`, awayCoach, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const page = (await call('GET', `/duals/${dual.id}`, homeCoach)).json<{ dual: Dual }>().dual;
    expect(page.linkedBy).toEqual({ coachName: 'Casey Coach', teamName: 'Junior Varsity Boys' });
    // Answering an accepted invitation of one's own school: 409 for a coach who may, 404 for one who may not.
    await expectCode(
      await call('POST', `/duals/${dual.id}/invitation/decline`, awayCoach),
      409,
      'dual_invitation_not_open',
    );
    await expectCode(
      await call('POST', `/duals/${dual.id}/invitation/decline`, pending.headers),
      404,
      'dual_not_found',
    );
  });

  it('lets the inviting coach unlink the team, which then sees and changes nothing of the dual', async () => {
    const home = await createLadderTeam(t.ctx.db, [1, 2]);
    const away = await createLadderTeam(t.ctx.db, [1, 2]);
    const dual = await invitedDual(home, away);
    const [homeCoach, awayCoach] = [await coachOf(home), await coachOf(away)];
    expect((await call('POST', `/duals/${dual.id}/invitation/accept`, awayCoach, {})).statusCode).toBe(200);
    const lineup = away.players.map((p, i) => ({ line: `S${i + 1}`, players: [{ id: p.id }] }));
    expect((await call('PUT', `/duals/${dual.id}/opponent-lineup`, awayCoach, { lineup })).statusCode).toBe(
      200,
    );
    await expectCode(
      await call('POST', `/duals/${dual.id}/invitation/unlink`, awayCoach),
      404,
      'dual_not_found',
    );

    const unlinked = await call('POST', `/duals/${dual.id}/invitation/unlink`, homeCoach);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json<{ scoring: DualScoring }>().scoring).toMatchObject({
      linked: false,
      invitation: 'none',
    });
    expect(await rowOf(dual.id)).toMatchObject({
      opponentRosterId: null,
      acceptedBy: null,
      opponentPublishedAt: null,
    });
    const side2 = await t.ctx.db
      .select()
      .from(dualLineupSlots)
      .where(and(eq(dualLineupSlots.dualId, dual.id), eq(dualLineupSlots.side, 2)));
    expect(side2).toEqual([]);
    await expectCode(await call('GET', `/duals/${dual.id}/scoring`, awayCoach), 404, 'dual_not_found');
    await expectCode(
      await call('PUT', `/duals/${dual.id}/opponent-lineup`, awayCoach, { lineup }),
      404,
      'dual_not_found',
    );
    // It may be invited again.
    expect((await call('POST', `/duals/${dual.id}/invitation`, homeCoach)).statusCode).toBe(200);
    expect(await invitationIds(awayCoach)).toEqual([dual.id]);
  });

  it('two coaches accepting at once link one team; the other is told it is no longer open', async () => {
    for (let round = 0; round < 3; round++) {
      const home = await createLadderTeam(t.ctx.db, [1, 2]);
      const away = await createLadderTeam(t.ctx.db, [1, 2]);
      const dual = await invitedDual(home, away);
      const second = await colleague(away, 'accepted');
      const answers = await Promise.all([
        call('POST', `/duals/${dual.id}/invitation/accept`, await coachOf(away), {}),
        call('POST', `/duals/${dual.id}/invitation/accept`, second.headers, {}),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers[0].statusCode === 200 ? away.coach.id : second.id;
      expect(await rowOf(dual.id)).toMatchObject({
        invitation: 'accepted',
        opponentRosterId: away.rosterId,
        acceptedBy: winner,
      });
    }
  });

  it("never leaves the dual coach's typed names on a linked opponent's lineup (typing while it accepts)", async () => {
    for (let round = 0; round < 4; round++) {
      const home = await createLadderTeam(t.ctx.db, [1, 2]);
      const away = await createLadderTeam(t.ctx.db, [1, 2]);
      const dual = await invitedDual(home, away);
      const typed = { lineup: [{ line: 'S1', players: [{ name: 'Guess Who' }] }] };
      const [put, accept] = await Promise.all([
        call('PUT', `/duals/${dual.id}/opponent-lineup`, await coachOf(home), typed),
        call('POST', `/duals/${dual.id}/invitation/accept`, await coachOf(away), {}),
      ]);
      expect(accept.statusCode, accept.body).toBe(200);
      expect([200, 409]).toContain(put.statusCode);
      const side2 = await t.ctx.db
        .select()
        .from(dualLineupSlots)
        .where(and(eq(dualLineupSlots.dualId, dual.id), eq(dualLineupSlots.side, 2)));
      expect(side2).toEqual([]);
    }
  });
});

describe("the linked side's lineup (issue 29)", () => {
  it('publishes only complete, checked against its own team rule, and goes back to a draft when changed', async () => {
    const home = await createLadderTeam(t.ctx.db, [1, 2]);
    const away = await createLadderTeam(t.ctx.db, [1, 2]);
    const dual = await invitedDual(home, away);
    const [homeCoach, awayCoach] = [await coachOf(home), await coachOf(away)];
    expect((await call('POST', `/duals/${dual.id}/invitation/accept`, awayCoach, {})).statusCode).toBe(200);
    await t.ctx.db.update(duals).set({ publishedAt: new Date() }).where(eq(duals.id, dual.id));
    const [a1, a2] = away.players.map((p) => p.id) as [number, number];
    const publish = (body?: unknown) =>
      call('POST', `/duals/${dual.id}/opponent-lineup/publish`, awayCoach, body);
    const save = (ids: (number | null)[]) =>
      call('PUT', `/duals/${dual.id}/opponent-lineup`, awayCoach, {
        lineup: ids.map((id, i) => ({ line: `S${i + 1}`, players: [id === null ? null : { id }] })),
      });

    // Nothing, then half a lineup: refused whatever the reason.
    await expectCode(await publish(), 409, 'publish_incomplete_lineup');
    expect((await save([a1, null])).statusCode).toBe(200);
    await expectCode(await publish({ reason: 'to be named' }), 409, 'publish_incomplete_lineup');
    // Out of ladder order breaks the away team's own rule (strict by default): a reason is needed.
    expect((await save([a2, a1])).statusCode).toBe(200);
    await expectCode(await publish(), 409, 'publish_needs_reason');
    expect((await rowOf(dual.id)).opponentPublishedAt).toBeNull();
    const published = await publish({ reason: 'P1 is ill' });
    expect(published.statusCode, published.body).toBe(200);
    expect(await rowOf(dual.id)).toMatchObject({ opponentPublishReason: 'P1 is ill' });
    const homeSees = async () =>
      (await call('GET', `/duals/${dual.id}/scoring`, homeCoach)).json<{ scoring: DualScoring }>().scoring
        .lines[0]!.side2Players;
    expect(await homeSees()).toEqual(['P2 Player']);

    // A change after publishing hides the lineup from the other side again until published again.
    expect((await save([a1, a2])).statusCode).toBe(200);
    expect((await rowOf(dual.id)).opponentPublishedAt).toBeNull();
    expect(await homeSees()).toBeNull();
    expect((await publish()).statusCode).toBe(200);
    expect(await homeSees()).toEqual(['P1 Player']);
  });

  it('keeps both lineups off the public page until both sides published', async () => {
    const home = await createLadderTeam(t.ctx.db, [1, 2]);
    const away = await createLadderTeam(t.ctx.db, [1, 2]);
    const dual = await invitedDual(home, away);
    const awayCoach = await coachOf(away);
    expect((await call('POST', `/duals/${dual.id}/invitation/accept`, awayCoach, {})).statusCode).toBe(200);
    await t.ctx.db.update(duals).set({ publishedAt: new Date() }).where(eq(duals.id, dual.id));
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/dual/${dual.publicToken}` })).json<PublicDual>();
    expect((await page()).lineup).toEqual([
      { line: 'S1', players: [null] },
      { line: 'S2', players: [null] },
    ]);
    const lineup = away.players.map((p, i) => ({ line: `S${i + 1}`, players: [{ id: p.id }] }));
    expect((await call('PUT', `/duals/${dual.id}/opponent-lineup`, awayCoach, { lineup })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/duals/${dual.id}/opponent-lineup/publish`, awayCoach)).statusCode).toBe(200);
    const both = await page();
    expect(both.lineup[0]).toEqual({ line: 'S1', players: ['P1 P.'] });
    expect(both.opponentLineup[0]).toEqual({ line: 'S1', players: ['P1 P.'] });
  });

  it("lists an accepted dual in the linked team's season, from its side, and counts it in its record", async () => {
    const home = await createLadderTeam(t.ctx.db, [1, 2]);
    const away = await createLadderTeam(t.ctx.db, [1, 2]);
    const dual = await invitedDual(home, away);
    const awayCoach = await coachOf(away);
    expect((await call('POST', `/duals/${dual.id}/invitation/accept`, awayCoach, {})).statusCode).toBe(200);
    await t.ctx.db
      .update(duals)
      .set({ winnerSide: 1, linesWon: 2, linesLost: 0, resultDecidedAt: new Date() })
      .where(eq(duals.id, dual.id));
    const list = (await call('GET', '/duals?skillLevel=1', awayCoach)).json<DualListReply>();
    expect(list.record).toEqual({ won: 0, lost: 1, tied: 0 });
    expect(list.duals).toEqual([
      expect.objectContaining({
        id: dual.id,
        side: 2,
        site: 'away',
        // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- a matcher
        opponent: expect.objectContaining({ schoolId: home.coach.schoolId, rosterId: home.rosterId }),
        result: { decided: true, winnerSide: 2, linesWon: 0, linesLost: 2 },
      }),
    ]);
    const homeList = (await call('GET', '/duals?skillLevel=1', await coachOf(home))).json<DualListReply>();
    expect(homeList.record).toEqual({ won: 1, lost: 0, tied: 0 });
    expect(homeList.duals[0]).toMatchObject({ id: dual.id, side: 1, site: 'home' });
  });
});
