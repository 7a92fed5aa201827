import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../server/db/client';
import { adminToken } from '../server/test/admin-factories';
import { buildTestApp, type TestApp } from '../server/test/build-test-app';
import { bearer, createCoach } from '../server/test/factories';
import { openTestDatabase } from '../server/test/test-database';
import { fillSchools, schoolIds, type Layout, type SqlClient } from './scale-seed';

/**
 * The admin's page and team calls (issue 32) on a database of 2,000 schools, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL: every statement the page, an appointment, a removal and a PIN reset
 * send is explained (plain EXPLAIN: the changes are not run twice); none may read a table of more
 * than a thousand rows sequentially, so the admin's cost does not grow with other schools' data.
 */
const LAYOUT: Layout = { schools: 2000, teamsPerSchool: 4, playersPerTeam: 5, matchesPerTeam: 1 };
const SCHOOL = 1234;

let t: TestApp;
let db: Db;
let close: () => Promise<void>;

let recording: Array<{ text: string; values: unknown[] }> | undefined;
function record(text: unknown, values: unknown) {
  if (
    recording &&
    typeof text === 'string' &&
    !/^\s*(begin|commit|rollback|explain|savepoint|release)/i.test(text)
  )
    recording.push({ text, values: Array.isArray(values) ? values : [] });
}
type Query = (this: unknown, ...args: unknown[]) => unknown;
for (const proto of [PGlite.prototype, pg.Client.prototype] as unknown as Array<{ query: Query }>) {
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args;
    if (typeof config === 'string') record(config, values);
    else if (config && typeof config === 'object') {
      const c = config as { text?: unknown; values?: unknown };
      record(c.text, c.values ?? values);
    }
    return original.apply(this, args);
  };
}

async function run<R>(text: string) {
  const result: unknown = await db.execute(sql.raw(text));
  return result as { rows: R[]; rowCount?: number | null; affectedRows?: number };
}

const client = (): SqlClient => ({
  async query<R>(text: string) {
    const result = await run<R>(text);
    return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? 0 };
  },
});

beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  close = () => database.close();
  await fillSchools(client(), { from: 1, to: LAYOUT.schools }, undefined, LAYOUT);
  await run('analyze');
  t = await buildTestApp({}, { database });
});
afterAll(async () => {
  await t?.close();
  await close?.();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `'{${value.join(',')}}'`;
  return `'${typeof value === 'string' ? value.replace(/'/g, "''") : JSON.stringify(value)}'`;
}

/** Sends the request, then explains every statement it sent: the sequential reads of big tables. */
async function explainCall(
  request: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object },
  token: string,
) {
  recording = [];
  const res = await t.app.inject({ ...request, headers: bearer(token) });
  const sent = recording;
  recording = undefined;
  expect(res.statusCode, res.body).toBe(200);
  const bigSeqScans: string[] = [];
  const sizes = new Map<string, number>();
  for (const statement of sent) {
    const explained = await run<Record<string, unknown>>(
      `explain (costs off, format json) ${statement.text.replace(/\$(\d+)/g, (_, n: string) => literal(statement.values[Number(n) - 1]))}`,
    );
    const json = Object.values(explained.rows[0]!)[0];
    const plan = (typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: PlanNode }>;
    for (const node of nodes(plan[0]!.Plan).filter(
      (n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'],
    )) {
      const table = node['Relation Name']!;
      if (!sizes.has(table))
        sizes.set(table, (await run<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n);
      if (sizes.get(table)! > 1000)
        bigSeqScans.push(`${table} (${sizes.get(table)} rows) in: ${statement.text}`);
    }
  }
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
