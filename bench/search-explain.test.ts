import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../contract/search/index';
import type { Db } from '../server/db/client';
import type { TestApp } from '../server/test/build-test-app';
import { bearer, coachToken, playerToken } from '../server/test/factories';
import { explainStatements, explainWorld, recordStatements } from './explain-calls';
import { schoolIds, type Layout } from './scale-seed';

/**
 * The toolbar search's plans on a database of 2,000 schools (issue 32), on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL: the scale benchmark's schools (bench/scale-seed.ts, fewer players
 * and matches per team than its own layout, so the file seeds in seconds) plus a tournament, two
 * calendar events, and a dual and an announcement per team in every school, all with the same
 * names. Every statement one search sends is run again under EXPLAIN ANALYZE: none may read a
 * table of more than a thousand rows sequentially, so what a search reads does not grow with
 * other schools' data. The plans are printed; nothing here measures time.
 */
const LAYOUT: Layout = { schools: 2000, teamsPerSchool: 4, playersPerTeam: 10, matchesPerTeam: 5 };
const SCHOOL = 1234;

let t: TestApp;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, db, close } = await explainWorld(LAYOUT, async (c) => {
    const T = LAYOUT.teamsPerSchool;
    await c.query(
      `insert into tournaments (coach_id, name) select s, 'Spring Open' from generate_series(1, ${LAYOUT.schools}) s`,
    );
    await c.query(
      `insert into calendar_events (coach_id, roster_id, name, place, starts_at, ends_at)
       select s, case when k = 1 then (s - 1) * ${T} + 1 end, 'Team dinner', 'Gym',
              timestamptz '2030-04-10 18:00Z' + k * interval '1 day', timestamptz '2030-04-10 19:00Z' + k * interval '1 day'
       from generate_series(1, ${LAYOUT.schools}) s, generate_series(1, 2) k`,
    );
    await c.query(
      `insert into announcements (identifier, school_id, skill_level, roster_id, coach_id, subject, message)
       select 'a' || r, (r - 1) / ${T} + 1, (r - 1) % ${T} + 1, r, (r - 1) / ${T} + 1, 'Bus schedule', 'The bus leaves at 3.'
       from generate_series(1, ${LAYOUT.schools * T}) r`,
    );
    await c.query(
      `insert into duals (roster_id, opponent_name, site, place, starts_at, format, rule, public_token, published_at)
       select r, 'Central High', 'home', 'Lincoln courts', timestamptz '2030-03-14 15:30Z', '{}'::jsonb, '{}'::jsonb, 'd' || r, now()
       from generate_series(1, ${LAYOUT.schools * T}) r`,
    );
    // Marks on every announcement and every player on an outreach list: the tables the announcements' audience and row queries join.
    await c.query(
      `insert into announcement_marks (announcement_id, coach_id, starred)
       select a.id, a.coach_id, true from announcements a`,
    );
    await c.query(
      `insert into outreach_contacts (school_id, skill_level, player_id, first_name, last_name)
       select school_id, 5, id, first_name, last_name from players`,
    );
  }));
});
afterAll(async () => {
  await close?.();
});

/** Runs the search, then explains every statement it sent: the sequential reads of big tables, and a line per statement. */
async function explainSearch(token: string, q: string) {
  const { result: res, sent } = await recordStatements(() =>
    t.app.inject({ url: `/api/auth/search?q=${encodeURIComponent(q)}`, headers: bearer(token) }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const { bigSeqScans, lines } = await explainStatements(db, sent, { analyze: true });
  console.log(`search "${q}": ${sent.length} statements\n  ${lines.join('\n  ')}`);
  return { results: res.json<{ results: SearchResult[] }>().results, bigSeqScans, statements: sent.length };
}

describe('search on 2,000 schools', () => {
  it("a coach's search reads their teams' rows through indexes, never a whole table", async () => {
    const ids = schoolIds(SCHOOL, LAYOUT);
    const token = await coachToken(t, ids.coachId);
    for (const q of ['player1', 'central', 'spring', 'dinner', 'bus']) {
      const { results, bigSeqScans } = await explainSearch(token, q);
      expect(bigSeqScans, q).toEqual([]);
      expect(results.length, q).toBeGreaterThan(0);
    }
    // Player1 and Player10 of each of the school's teams, never those of the 1,999 other schools.
    const { results } = await explainSearch(token, 'player1');
    const found = results
      .filter((r) => r.kind === 'player')
      .map((r) => Number(/Team(\d+)$/.exec(r.title)?.[1]));
    expect(found.length).toBeGreaterThan(2);
    expect(found.every((team) => ids.teamIds.includes(team))).toBe(true);
  });

  it("a player's search too", async () => {
    const ids = schoolIds(SCHOOL, LAYOUT);
    const token = await playerToken(t, ids.playerIds[0]!);
    const { results, bigSeqScans } = await explainSearch(token, 'player1');
    expect(bigSeqScans).toEqual([]);
    expect(results.filter((r) => r.kind === 'player').map((r) => r.title)).toEqual([
      'Player1 Team' + String((SCHOOL - 1) * LAYOUT.teamsPerSchool + 1),
      'Player10 Team' + String((SCHOOL - 1) * LAYOUT.teamsPerSchool + 1),
    ]);
  });
});
