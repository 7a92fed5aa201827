import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../server/db/client';
import { adminToken } from '../server/test/admin-factories';
import type { TestApp } from '../server/test/build-test-app';
import { bearer, createCoach } from '../server/test/factories';
import { explainStatements, explainWorld, recordStatements } from './explain-calls';
import { schoolIds, type Layout } from './scale-seed';

/**
 * The admin's page, team page and team calls (issue 32) on a database of 2,000 schools, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL: every statement the page, an appointment, a removal and a PIN reset
 * send is explained (plain EXPLAIN: the changes are not run twice); none may read a table of more
 * than a thousand rows sequentially, so the admin's cost does not grow with other schools' data.
 */
const LAYOUT: Layout = { schools: 2000, teamsPerSchool: 4, playersPerTeam: 5, matchesPerTeam: 1 };
const SCHOOL = 1234;

let t: TestApp;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, db, close } = await explainWorld(LAYOUT));
});
afterAll(async () => {
  await close?.();
});

/** Sends the request, then explains every statement it sent: the sequential reads of big tables. */
async function explainCall(
  request: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object },
  token: string,
) {
  const { result: res, sent } = await recordStatements(() =>
    t.app.inject({ ...request, headers: bearer(token) }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const { bigSeqScans } = await explainStatements(db, sent);
  return { bigSeqScans, statements: sent.length };
}

describe("the admin's pages on 2,000 schools", () => {
  it('reads the page and appoints, removes and resets through indexes, never a whole table', async () => {
    const ids = schoolIds(SCHOOL, LAYOUT);
    const admin = await adminToken(t, ids.schoolId);
    const second = await createCoach(t.ctx.db, { schoolId: ids.schoolId, teamTypes: [] });
    const team = ids.teamIds[0]!;
    const calls = [
      { method: 'GET', url: '/api/auth/admin/schools' },
      { method: 'GET', url: `/api/auth/admin/teams/${team}` },
      { method: 'POST', url: `/api/auth/admin/teams/${team}/coaches`, payload: { coachId: second.id } },
      { method: 'DELETE', url: `/api/auth/admin/teams/${team}/coaches/${second.id}` },
      { method: 'POST', url: `/api/auth/admin/teams/${team}/pin` },
    ] as const;
    for (const call of calls) {
      const { bigSeqScans, statements } = await explainCall(call, admin);
      expect(statements, call.url).toBeGreaterThan(1);
      expect(bigSeqScans, `${call.method} ${call.url}`).toEqual([]);
    }
  });
});
