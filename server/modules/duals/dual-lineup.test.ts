import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Dual, DualViolation } from '../../../contract/duals';
import { ANTI_STACKING_PRESETS, type AntiStackingPresetId } from '../../../contract/duals';
import { dualLineupSlots } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createPlayer } from '../../test/factories';
import { ladderTeam } from '../../test/ladder-factories';
import { createDualVia, dualBody, dualCall, lineup3s2d, type Headers } from '../../test/dual-api';

/**
 * The lineup builder through the API: the draft from the ladder, every anti-stacking rule with a lineup that
 * passes it and one that breaks it (with its explanation in words), and what saving refuses.
 */

let t: TestApp;
let team: Awaited<ReturnType<typeof ladderTeam>>;
let coach: Headers;
/** Player ids by ladder position: p[1] is 1st ... p[8] is 8th ("P1 Player" ... "P8 Player"). */
let p: number[];
beforeAll(async () => {
  t = await buildTestApp();
  team = await ladderTeam(t, { positions: [1, 2, 3, 4, 5, 6, 7, 8] });
  coach = bearer(team.coachToken);
  p = [0, ...team.players.map((x) => x.id)];
});
afterAll(async () => {
  await t.close();
});

async function dualWith(preset: AntiStackingPresetId): Promise<Dual> {
  return createDualVia(t, coach, dualBody(team.rosterId, { rule: ANTI_STACKING_PRESETS[preset] }));
}

async function check(dual: Dual, lineup: ReturnType<typeof lineup3s2d>, unavailable?: number[]) {
  const res = await dualCall(t, coach, 'POST', `/api/auth/duals/${dual.id}/check`, { lineup, unavailable });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ violations: DualViolation[]; checks: { line: string; violations: DualViolation[] }[] }>();
}

const texts = (v: readonly DualViolation[]) => v.map((x) => x.text);

describe('drafting from the ladder', () => {
  it('drafts singles from the top of the ladder and doubles pairs from the next players, without saving', async () => {
    const dual = await dualWith('strict');
    const res = await dualCall(t, coach, 'POST', `/api/auth/duals/${dual.id}/draft`);
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<{ lineup: unknown; unfilled: string[]; violations: DualViolation[] }>();
    expect(draft.lineup).toEqual(lineup3s2d([p[1]!, p[2]!, p[3]!, p[4]!, p[5]!, p[6]!, p[7]!]));
    expect(draft.unfilled).toEqual([]);
    expect(draft.violations).toEqual([]);
    expect(await t.ctx.db.select().from(dualLineupSlots).where(eq(dualLineupSlots.dualId, dual.id))).toEqual(
      [],
    );
  });

  it('drafts doubles from the top too when singles players may play doubles', async () => {
    const dual = await dualWith('singles-may-play-doubles');
    const draft = (await dualCall(t, coach, 'POST', `/api/auth/duals/${dual.id}/draft`)).json<{
      lineup: unknown;
    }>();
    expect(draft.lineup).toEqual(lineup3s2d([p[1]!, p[2]!, p[3]!, p[1]!, p[2]!, p[3]!, p[4]!]));
  });

  it('skips players marked not available and leaves a line empty for want of players', async () => {
    const dual = await dualWith('strict');
    const marked = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, {
      lineup: lineup3s2d([]),
      unavailable: [p[1]!, p[5]!],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<{ dual: Dual }>().dual.roster.find((r) => r.id === p[1])!.available).toBe(false);
    const draft = (await dualCall(t, coach, 'POST', `/api/auth/duals/${dual.id}/draft`)).json<{
      lineup: unknown;
      unfilled: string[];
    }>();
    expect(draft.lineup).toEqual(lineup3s2d([p[2]!, p[3]!, p[4]!, p[6]!, p[7]!, null, null]));
    expect(draft.unfilled).toEqual(['D2']);
  });
});

describe('anti-stacking rules: one lineup that passes and one that breaks each, in words', () => {
  const inOrder = () => lineup3s2d([p[1]!, p[2]!, p[3]!, p[4]!, p[5]!, p[6]!, p[7]!]);

  it('singles in ladder order (strict)', async () => {
    const dual = await dualWith('strict');
    expect((await check(dual, inOrder())).violations).toEqual([]);
    const broken = await check(dual, lineup3s2d([p[2]!, p[1]!, p[3]!, p[4]!, p[5]!, p[6]!, p[7]!]));
    expect(texts(broken.violations)).toEqual([
      'S1: P2 Player is 2nd on the ladder, below S2: P1 Player, 1st',
    ]);
    expect(broken.violations[0]).toMatchObject({
      code: 'singles-out-of-order',
      key: 'lineup.violation.singles-out-of-order',
      params: { line: 'S1', name: 'P2 Player', position: 2, otherLine: 'S2', otherName: 'P1 Player' },
    });
    expect(broken.checks.find((c) => c.line === 'S1')!.violations).toHaveLength(1);
    expect(broken.checks.find((c) => c.line === 'S2')!.violations).toEqual([]);
  });

  it('doubles pairs in order of their summed positions (strict)', async () => {
    const dual = await dualWith('strict');
    const broken = await check(dual, lineup3s2d([p[1]!, p[2]!, p[3]!, p[6]!, p[7]!, p[4]!, p[5]!]));
    expect(texts(broken.violations)).toEqual([
      'D1: P6 Player (6th) and P7 Player (7th) add up to 13 on the ladder, more than D2: P4 Player (4th) and P5 Player (5th), 9',
    ]);
    // Pairs may mix as long as the sums rise: 4+7 = 11 is not more than 5+6 = 11.
    expect(
      (await check(dual, lineup3s2d([p[1]!, p[2]!, p[3]!, p[4]!, p[7]!, p[5]!, p[6]!]))).violations,
    ).toEqual([]);
  });

  it('a tolerance of one place lets two neighbours swap, not more (adjacent swap)', async () => {
    const dual = await dualWith('adjacent-swap');
    expect(
      (await check(dual, lineup3s2d([p[2]!, p[1]!, p[3]!, p[4]!, p[5]!, p[6]!, p[7]!]))).violations,
    ).toEqual([]);
    const broken = await check(dual, lineup3s2d([p[3]!, p[1]!, p[2]!, p[4]!, p[5]!, p[6]!, p[7]!]));
    expect(texts(broken.violations)).toEqual([
      'S1: P3 Player is 3rd on the ladder, below S2: P1 Player, 1st',
    ]);
  });

  it('a singles player may not also play doubles (strict): saving refuses it with the words', async () => {
    const dual = await dualWith('strict');
    const lineup = lineup3s2d([p[1]!, p[2]!, p[3]!, p[1]!, p[4]!, p[5]!, p[6]!]);
    const checked = await check(dual, lineup);
    expect(texts(checked.violations)).toEqual(['D1: P1 Player already plays S1 and may not play both lines']);
    const res = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, { lineup });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'lineup_player_on_two_lines',
      error: 'D1: P1 Player already plays S1 and may not play both lines.',
      details: { violations: [{ code: 'player-on-two-lines', line: 'D1' }] },
    });
    expect(await t.ctx.db.select().from(dualLineupSlots).where(eq(dualLineupSlots.dualId, dual.id))).toEqual(
      [],
    );
  });

  it('a singles player may play doubles when the rule says so (singles may play doubles)', async () => {
    const dual = await dualWith('singles-may-play-doubles');
    const lineup = lineup3s2d([p[1]!, p[2]!, p[3]!, p[1]!, p[4]!, p[2]!, p[3]!]);
    expect((await check(dual, lineup)).violations).toEqual([]);
    const res = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, { lineup });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ dual: Dual }>().dual.lineup).toEqual(lineup);
    // Never two lines of one kind, whatever the rule.
    const twice = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, {
      lineup: lineup3s2d([p[1]!, p[1]!, p[3]!, p[4]!, p[5]!, p[6]!, p[7]!]),
    });
    expect([twice.statusCode, twice.json<{ code: string }>().code]).toEqual([
      400,
      'lineup_player_on_two_lines',
    ]);
  });

  it('no order at all (free): any order passes', async () => {
    const dual = await dualWith('free');
    expect(
      (await check(dual, lineup3s2d([p[3]!, p[2]!, p[1]!, p[7]!, p[6]!, p[4]!, p[5]!]))).violations,
    ).toEqual([]);
  });

  it('a player not available, an empty line and a lone doubles partner are reported, and saved', async () => {
    const dual = await dualWith('strict');
    const lineup = lineup3s2d([p[1]!, p[2]!, null, p[4]!, null, p[6]!, p[7]!]);
    const res = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, {
      lineup,
      unavailable: [p[2]!],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ dual: Dual }>().dual;
    expect(texts(saved.violations)).toEqual([
      'S2: P2 Player is not available',
      'S3: no player on this line',
      'D1: the pair needs a second player',
    ]);
    expect(saved.lineup).toEqual(lineup);
  });
});

describe('what saving a lineup refuses', () => {
  it("refuses a player of another team (400) and a lineup without the format's lines, changing nothing", async () => {
    const dual = await dualWith('strict');
    const other = await createPlayer(t.ctx.db, {
      schoolId: team.school.id,
      rosterId: team.coach.rosterIds[1],
      position: 1,
    });
    const stranger = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, {
      lineup: lineup3s2d([other.id, p[2]!, p[3]!, p[4]!, p[5]!, p[6]!, p[7]!]),
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({
      code: 'lineup_player_not_on_team',
      details: { violations: [{ code: 'not-on-roster', line: 'S1', params: { playerId: other.id } }] },
    });
    const markedStranger = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, {
      lineup: lineup3s2d([]),
      unavailable: [other.id],
    });
    expect(markedStranger.json()).toMatchObject({
      code: 'lineup_player_not_on_team',
      details: { playerIds: [other.id] },
    });
    for (const lineup of [
      lineup3s2d([p[1]!]).slice(0, 4),
      [...lineup3s2d([]).slice(3), ...lineup3s2d([]).slice(0, 3)],
      [...lineup3s2d([]), { line: 'D3', players: [null, null] }],
    ]) {
      const res = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, { lineup });
      expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([400, 'lineup_wrong_lines']);
    }
    const malformed = await dualCall(t, coach, 'PUT', `/api/auth/duals/${dual.id}/lineup`, {
      lineup: [{ line: 'S1', players: [p[1], p[2]] }],
    });
    expect([malformed.statusCode, malformed.json<{ code: string }>().code]).toEqual([
      400,
      'validation_failed',
    ]);
    const slots = await t.ctx.db
      .select()
      .from(dualLineupSlots)
      .where(and(eq(dualLineupSlots.dualId, dual.id), eq(dualLineupSlots.side, 1)));
    expect(slots).toEqual([]);
  });
});
