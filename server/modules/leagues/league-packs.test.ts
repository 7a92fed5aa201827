import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { Dual, DualScoring } from '../../../contract/duals';
import type { League } from '../../../contract/leagues';
import { schools, smsJobs } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { api, leagueDual, leagueOf, leagueTeam, ok, playLines, type LeagueTeam } from '../../test/league-api';
import { LINES_COLUMNS, RESULTS_COLUMNS } from './league-exports';

/**
 * A league under the MSHSAA pack: its rule enforced at publish on both sides (a reason recorded, which the
 * opponent sees), the lineup reminder on the test clock, a no-show's substitution, the CSV exports.
 */

let t: TestApp;
let home: LeagueTeam;
let away: LeagueTeam;
let league: League;
const SIX_THREE = { preset: '6s3d', singles: 6, doubles: 3, scoreFormat: 'SET3-S:6/TB7' };
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://courtside.example' });
  t.clock.set(new Date('2026-03-01T12:00:00Z'));
  home = await leagueTeam(t);
  away = await leagueTeam(t);
  league = await leagueOf(t, [home, away], { rulePack: 'mshsaa' });
});
afterAll(async () => {
  await t.close();
});

/** S1-S6 by the ladder; D1 #3 and #4, D2 #2 and #5 (equal sums of 7: the pair with #2 must play higher). */
const tiedPairs = (p: number[]) => [
  ...[0, 1, 2, 3, 4, 5].map((i) => ({ line: `S${i + 1}`, players: [p[i]!] })),
  { line: 'D1', players: [p[2]!, p[3]!] },
  { line: 'D2', players: [p[1]!, p[4]!] },
  { line: 'D3', players: [p[5]!, p[6]!] },
];
const inOrder = (p: number[]) => [
  ...[0, 1, 2, 3, 4, 5].map((i) => ({ line: `S${i + 1}`, players: [p[i]!] })),
  { line: 'D1', players: [p[0]!, p[1]!] },
  { line: 'D2', players: [p[2]!, p[3]!] },
  { line: 'D3', players: [p[4]!, p[5]!] },
];

describe('the MSHSAA pack in a league dual', () => {
  it("shows the pack's name and rules, and its ladder freeze date", () => {
    expect(league.rulePack).toMatchObject({
      id: 'mshsaa',
      label: 'MSHSAA (Missouri) 2024-25 v1',
      singles: 6,
      doubles: 3,
    });
    expect(league.rulePack.source.title).toMatch(/MSHSAA Tennis Manual/);
    expect(league.freezeOn).toBe('2026-10-09');
    expect(league.frozen).toBe(false);
  });

  it('warns of the doubles sum in the builder, needs a reason to publish, and the opponent sees the reason', async () => {
    const dualId = await leagueDual(t, league.id, home, away, { format: SIX_THREE });
    const saved = await ok<{ dual: Dual }>(t, home.coach, 'PUT', `/auth/duals/${dualId}/lineup`, {
      lineup: tiedPairs(home.players),
    });
    expect(saved.dual.violations.map((v) => `${v.line}:${v.code}`)).toEqual(['D1:doubles-tie-out-of-order']);
    expect(saved.dual.violations[0]!.key).toBe('lineup.violation.doubles-tie-out-of-order');
    const refused = await api(t, home.coach, 'POST', `/auth/duals/${dualId}/publish`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'publish_needs_reason',
      details: { violations: [expect.objectContaining({ code: 'doubles-tie-out-of-order' })] },
    });
    await ok(t, home.coach, 'POST', `/auth/duals/${dualId}/publish`, {
      reason: 'Our #2 is back from injury today',
    });

    // The opponent saves a lineup with #1 and #2 swapped: the pack (not their team's own rule) asks a reason.
    const swapped = inOrder(away.players);
    swapped[0] = { line: 'S1', players: [away.players[1]!] };
    swapped[1] = { line: 'S2', players: [away.players[0]!] };
    await ok(t, away.coach, 'PUT', `/auth/duals/${dualId}/opponent-lineup`, {
      lineup: swapped.map((l) => ({ line: l.line, players: l.players.map((id) => ({ id })) })),
    });
    const theirs = await api(t, away.coach, 'POST', `/auth/duals/${dualId}/opponent-lineup/publish`, {});
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toMatchObject({ code: 'publish_needs_reason' });
    await ok(t, away.coach, 'POST', `/auth/duals/${dualId}/opponent-lineup/publish`, {
      reason: 'Challenge match moved them',
    });

    const seen = await ok<{ scoring: DualScoring }>(t, away.coach, 'GET', `/auth/duals/${dualId}/scoring`);
    expect(seen.scoring.rulePack).toBe('MSHSAA (Missouri) 2024-25 v1');
    expect(seen.scoring.ruleReasons).toEqual([
      {
        side: 1,
        reason: 'Our #2 is back from injury today',
        violations: [expect.stringContaining('D1:')],
      },
      { side: 2, reason: 'Challenge match moved them', violations: [expect.stringContaining('S1:')] },
    ]);
    const ownView = await ok<{ scoring: DualScoring }>(t, home.coach, 'GET', `/auth/duals/${dualId}/scoring`);
    expect(ownView.scoring.ruleReasons).toHaveLength(2);
  });

  it('reminds the coaches of a side that has not published, on the test clock, once', async () => {
    const dualId = await leagueDual(t, league.id, home, away, {
      format: SIX_THREE,
      startsAt: '2026-03-20T15:30:00Z',
      round: 2,
    });
    const due = await ok<{ league: League }>(t, home.coach, 'GET', `/auth/leagues/${league.id}`);
    // MSHSAA: lineups posted within 72 hours after the match.
    expect(due.league.duals.find((d) => d.dualId === dualId)!.lineupDue).toBe('2026-03-23T15:30:00.000Z');
    await ok(t, home.coach, 'PUT', `/auth/duals/${dualId}/lineup`, { lineup: inOrder(home.players) });
    await ok(t, home.coach, 'POST', `/auth/duals/${dualId}/publish`, {});
    const texts = () =>
      t.ctx.db
        .select()
        .from(smsJobs)
        .where(like(smsJobs.dedupeKey, `league-lineup-due:${dualId}:%`));
    t.clock.set(new Date('2026-03-22T15:29:00Z'));
    await t.jobs.runDue();
    expect(await texts()).toEqual([]);
    t.clock.set(new Date('2026-03-22T15:31:00Z'));
    await t.jobs.runDue();
    const sent = await texts();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.dedupeKey).toContain(`:${away.rosterId}:`);
    expect(sent[0]!.body).toMatch(
      /^Metro Conference: your lineup vs .+ is due .+ and is not published yet\. https:\/\/courtside\.example\/duals\/\d+$/,
    );
    await t.jobs.runDue();
    expect(await texts()).toHaveLength(1);
    t.clock.set(new Date('2026-03-01T12:00:00Z'));
  });

  it('recomputes the legal lineup from the ladder when a player does not come, and says what changed', async () => {
    const dualId = await leagueDual(t, league.id, home, away, { format: SIX_THREE, round: 3 });
    // The dual's page learns its league (for the no-show button) from the scoring view, coaches only.
    for (const [headers, leagueId] of [
      [home.coach, league.id],
      [away.coach, league.id],
    ] as const) {
      const view = await ok<{ scoring: { leagueId: number | null } }>(
        t,
        headers,
        'GET',
        `/auth/duals/${dualId}/scoring`,
      );
      expect(view.scoring.leagueId).toBe(leagueId);
    }
    await ok(t, home.coach, 'PUT', `/auth/duals/${dualId}/lineup`, { lineup: inOrder(home.players) });
    await ok(t, home.coach, 'POST', `/auth/duals/${dualId}/publish`, {});
    const res = await ok<{ changes: { line: string; before: string[]; after: string[] }[] }>(
      t,
      home.coach,
      'POST',
      `/auth/leagues/${league.id}/duals/${dualId}/no-show`,
      { playerId: home.players[1] },
    );
    // P2 (S2) did not come: S2-S6 move up one, P7 plays S6; the pairs are drawn again from the top.
    expect(res.changes.map((c) => `${c.line}: ${c.before.join('+')} -> ${c.after.join('+')}`)).toEqual([
      'S2: P2 Player -> P3 Player',
      'S3: P3 Player -> P4 Player',
      'S4: P4 Player -> P5 Player',
      'S5: P5 Player -> P6 Player',
      'S6: P6 Player -> P7 Player',
      'D1: P1 Player+P2 Player -> P1 Player+P3 Player',
      'D2: P3 Player+P4 Player -> P4 Player+P5 Player',
      'D3: P5 Player+P6 Player -> P6 Player+P7 Player',
    ]);
    const { dual } = await ok<{ dual: Dual }>(t, home.coach, 'GET', `/auth/duals/${dualId}`);
    expect(dual.unavailable).toContain(home.players[1]);
    expect(dual.violations).toEqual([]);
    expect(dual.publishedAt).toBeNull();
    const notThere = await api(t, home.coach, 'POST', `/auth/leagues/${league.id}/duals/${dualId}/no-show`, {
      playerId: home.players[1],
    });
    expect(notThere.statusCode).toBe(409);
    expect(notThere.json()).toMatchObject({ code: 'league_player_not_in_lineup' });
  });

  it("recomputes the linked opponent's (side 2) lineup the same way when their player does not come", async () => {
    const dualId = await leagueDual(t, league.id, home, away, { format: SIX_THREE, round: 5 });
    const theirs = inOrder(away.players).map((l) => ({ ...l, players: l.players.map((id) => ({ id })) }));
    await ok(t, away.coach, 'PUT', `/auth/duals/${dualId}/opponent-lineup`, { lineup: theirs });
    await ok(t, away.coach, 'POST', `/auth/duals/${dualId}/opponent-lineup/publish`, {});
    // The dual's own coach may not mark the other side's player; the opponent's coach may.
    const notYours = await api(t, home.coach, 'POST', `/auth/leagues/${league.id}/duals/${dualId}/no-show`, {
      playerId: away.players[0],
    });
    expect(notYours.statusCode).toBe(409);
    expect(notYours.json()).toMatchObject({ code: 'league_player_not_in_lineup' });
    const res = await ok<{ changes: { line: string; before: string[]; after: string[] }[] }>(
      t,
      away.coach,
      'POST',
      `/auth/leagues/${league.id}/duals/${dualId}/no-show`,
      { playerId: away.players[0] },
    );
    // P1 (S1) did not come: everyone moves up one, P7 plays S6, the pairs drawn again from the top.
    expect(res.changes.map((c) => `${c.line}: ${c.before.join('+')} -> ${c.after.join('+')}`)).toEqual([
      'S1: P1 Player -> P2 Player',
      'S2: P2 Player -> P3 Player',
      'S3: P3 Player -> P4 Player',
      'S4: P4 Player -> P5 Player',
      'S5: P5 Player -> P6 Player',
      'S6: P6 Player -> P7 Player',
      'D1: P1 Player+P2 Player -> P2 Player+P3 Player',
      'D2: P3 Player+P4 Player -> P4 Player+P5 Player',
      'D3: P5 Player+P6 Player -> P6 Player+P7 Player',
    ]);
    const { scoring } = await ok<{ scoring: DualScoring }>(
      t,
      away.coach,
      'GET',
      `/auth/duals/${dualId}/scoring`,
    );
    // Back to a draft for the opponent to publish again; the home side is untouched.
    expect(scoring.published).toEqual({ side1: false, side2: false });
    expect(scoring.lines.find((l) => l.line === 'S1')?.side2Players).toEqual(['P2 Player']);
  });
});

describe('exports', () => {
  it('writes the results and every line as CSV a CSV library reads back, formulae escaped', async () => {
    const dualId = await leagueDual(t, league.id, home, away, { round: 4, startsAt: '2026-04-02T23:30:00Z' });
    await playLines(t, dualId, home, away, { S1: '6-1 6-2', S2: '3-6 6-4 6-3', S3: '1-6 1-6' });
    await t.ctx.db.update(schools).set({ label: '=HYPERLINK("x")' }).where(eq(schools.id, away.schoolId));
    const csv = await api(t, home.coach, 'GET', `/auth/leagues/${league.id}/results.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFF"league"')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.body.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...RESULTS_COLUMNS]);
    const row = parsed.data.find((r) => r.round === '4')!;
    expect(row).toMatchObject({
      league: 'Metro Conference',
      date: '2026-04-02',
      away_school: `'=HYPERLINK("x")`,
      status: 'final',
      home_lines: '2',
      away_lines: '1',
      home_sets: '4',
      away_sets: '3',
    });
    const lines = await api(t, away.coach, 'GET', `/auth/leagues/${league.id}/lines.csv`);
    const lineRows = Papa.parse<Record<string, string>>(lines.body.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(lineRows.meta.fields).toEqual([...LINES_COLUMNS]);
    const s2 = lineRows.data.find((r) => r.dual_id === String(dualId) && r.line === 'S2')!;
    expect(s2).toMatchObject({
      status: 'settled',
      outcome: 'completed',
      score: '3-6 6-4 6-3',
      winner_school: row.home_school,
    });
  });
});
