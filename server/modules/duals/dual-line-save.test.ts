import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import type { Dual, DualScoring } from '../../../contract/duals';
import { dualLines, matchPlayers, tennisMatches } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createDualRow } from '../../test/dual-scoring-factories';
import { bearer, coachToken } from '../../test/factories';
import { createLadderTeam } from '../../test/match-factories';

// Every read of a score text goes through the contract's parser: counted here.
const parses = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../../contract/scores/tennis-score', async (original) => {
  const actual = await original<typeof import('../../../contract/scores/tennis-score')>();
  return {
    ...actual,
    parseScore: (...args: Parameters<typeof actual.parseScore>) => {
      parses.n += 1;
      return actual.parseScore(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * The SQL statements the app's database sessions run while `work` runs (drizzle's logger, on the session
 * and on the transactions' sessions made from its options), without BEGIN/COMMIT (PGlite sends them apart).
 */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const session = (t.ctx.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } })
    .session;
  const before = { logger: session.logger, option: session.options.logger };
  const seen: string[] = [];
  const logger: Logger = { logQuery: (query) => seen.push(query) };
  session.logger = logger;
  session.options.logger = logger;
  try {
    await work();
  } finally {
    session.logger = before.logger;
    session.options.logger = before.option;
  }
  // The sign-in's session check is cached for a while, so it is left out of the count too.
  return seen.filter((q) => !/^(begin|commit|rollback)\b/i.test(q.trim()) && !q.includes('from "sessions"'));
}

const reads = (statements: string[], table: string) =>
  statements.filter((q) => q.startsWith('select') && new RegExp(`\\bfrom "${table}"`).test(q)).length;

describe('a line-score save', () => {
  it('parses the score once, reads each row once, and keeps its official match in place across edits', async () => {
    const team = await createLadderTeam(t.ctx.db, [1, 2, 3, 4, 5, 6, 7, 8]);
    const coach = bearer(await coachToken(t, team.coach.id));
    const id = (i: number) => team.players[i]!.id;
    const dual = await createDualRow(t.ctx.db, {
      rosterId: team.rosterId,
      lineup: { S1: [id(0)], S2: [id(1)], S3: [id(2)], D1: [id(3), id(4)], D2: [id(5), id(6)] },
      published: true,
    });
    const save = (score: string, winnerSide: 1 | 2) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/duals/${dual.id}/lines/S1/result`,
        headers: coach,
        payload: { score, outcome: 'completed', winnerSide },
      });
    const matchOf = async () => {
      const [line] = await t.ctx.db.select().from(dualLines).where(eq(dualLines.dualId, dual.id));
      return line!.matchId;
    };

    parses.n = 0;
    let reply: Awaited<ReturnType<typeof save>> | undefined;
    const first = await statementsDuring(async () => {
      reply = await save('6-4 6-4', 1);
    });
    expect(reply!.statusCode, reply!.body).toBe(200);
    expect(parses.n).toBe(1);
    // The dual (with the caller's access, locked), its teams, lineups and lines: each read once.
    expect(reads(first, 'duals')).toBe(1);
    expect(reads(first, 'team_rosters')).toBe(1);
    expect(reads(first, 'dual_lineup_slots')).toBe(1);
    expect(reads(first, 'dual_lines')).toBe(1);
    // Then the line inserted, its match and its player inserted, the line's link to the match, the team result;
    // and for the dual in the answer (its page keeps one copy), the team's roster and its not-going answers;
    // and the dual's live version bumped and announced to its live viewers (one statement, issue 33).
    expect(reads(first, 'roster_players')).toBe(1);
    expect(first.filter((q) => q.includes('pg_notify'))).toHaveLength(1);
    expect(first).toHaveLength(12);
    const { scoring, dual: answered } = reply!.json<{ scoring: DualScoring; dual: Dual | null }>();
    expect(answered?.lineResults).toEqual([
      { line: 'S1', score: '6-4 6-4', outcome: 'completed', winnerSide: 1, confirmation: 'none' },
    ]);
    expect(answered?.result).toEqual({ decided: false, winnerSide: null, linesWon: 1, linesLost: 0 });
    expect(scoring.lines.find((l) => l.line === 'S1')).toMatchObject({ score: '6-4 6-4', winnerSide: 1 });
    expect(scoring.result.lines).toEqual({ side1: 1, side2: 0 });
    const matchId = await matchOf();
    expect(matchId).not.toBeNull();

    // An edit: the same match, its score and winner rewritten, no new link written.
    parses.n = 0;
    const edit = await statementsDuring(async () => {
      reply = await save('4-6 3-6', 2);
    });
    expect(reply!.statusCode, reply!.body).toBe(200);
    expect(parses.n).toBe(1);
    expect(reads(edit, 'duals')).toBe(1);
    expect(reads(edit, 'dual_lines')).toBe(1);
    expect(reads(edit, 'dual_lineup_slots')).toBe(1);
    expect(edit.filter((q) => q.startsWith('insert into "tennis_matches"'))).toHaveLength(0);
    // The four reads, the line, its match, its player replaced, the team result, the answer's roster reads.
    expect(edit).toHaveLength(12);
    expect(await matchOf()).toBe(matchId);
    const [match] = await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.id, matchId!));
    expect(match).toMatchObject({ score: '4-6 3-6', winnerSide: 2, dualId: dual.id });
    const people = await t.ctx.db.select().from(matchPlayers).where(eq(matchPlayers.matchId, matchId!));
    expect(people.map((p) => p.playerId)).toEqual([id(0)]);
    expect(reply!.json<{ scoring: DualScoring }>().scoring.result.lines).toEqual({ side1: 0, side2: 1 });

    // A lineup change rewrites the line's match in place too: its player follows the lineup.
    const lineup = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/duals/${dual.id}/lineup`,
      headers: coach,
      payload: {
        lineup: [
          { line: 'S1', players: [id(7)] },
          ...['S2', 'S3'].map((line, i) => ({ line, players: [id(i + 1)] })),
          { line: 'D1', players: [id(3), id(4)] },
          { line: 'D2', players: [id(5), id(6)] },
        ],
      },
    });
    expect(lineup.statusCode, lineup.body).toBe(200);
    expect(await matchOf()).toBe(matchId);
    const moved = await t.ctx.db.select().from(matchPlayers).where(eq(matchPlayers.matchId, matchId!));
    expect(moved.map((p) => p.playerId)).toEqual([id(7)]);

    // Unplayed: the line makes no match any more.
    const unplayed = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/duals/${dual.id}/lines/S1/result`,
      headers: coach,
      payload: { outcome: 'unplayed' },
    });
    expect(unplayed.statusCode, unplayed.body).toBe(200);
    expect(await matchOf()).toBeNull();
    expect(await t.ctx.db.select().from(tennisMatches).where(eq(tennisMatches.id, matchId!))).toEqual([]);
  });
});
