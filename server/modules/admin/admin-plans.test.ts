import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSchools } from '../../db/seed';
import { schoolAdminGrants, schoolAdmins, teamRosters } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { adminSchoolIds } from './admin-grants';
import { adminSchools } from './admin-schools';
import { adminOfAccount } from './oidc-sign-in';

/**
 * The admin module's statements find their rows through indexes on a database of 2,000 schools,
 * each with an administrator (EXPLAIN, on PGlite and PostgreSQL): their cost does not grow with
 * other schools' data.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedSchools(t.ctx.db, 2000);
  await t.ctx.db.execute(sql`
    insert into school_admins (email, provider, subject, display_name)
    select 'admin' || i || '@school' || i || '.example', 'google', 'sub-' || i, 'Admin ' || i
    from generate_series(1, 2000) i`);
  await t.ctx.db.execute(sql`
    insert into school_admin_grants (admin_id, school_id)
    select a.id, s.id from school_admins a join schools s on s.value = 'test-school-' || substr(a.subject, 5)`);
  await t.ctx.db.execute(sql`
    insert into team_rosters (school_id, team_type, pin)
    select s.id, tt, 'plan-' || s.id || '-' || tt from schools s, generate_series(1, 4) tt`);
  await t.ctx.db.execute(sql`analyze`);
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** The rows of a statement (PGlite's and node-postgres's results both have `rows`). */
async function rowsOf<T>(statement: SQL): Promise<T[]> {
  const result: unknown = await t.ctx.db.execute(statement);
  return (result as { rows: T[] }).rows;
}

/** The statement's plan, as JSON text. */
async function plan(query: { getSQL(): SQL }): Promise<string> {
  const [row] = await rowsOf<Record<string, unknown>>(sql`explain (format json) ${query.getSQL()}`);
  return JSON.stringify(row);
}

describe('admin statements on 2,000 schools', () => {
  it('reads the grants and binds an account by index, never scanning school_admins or the grants', async () => {
    const statements = {
      grants: t.ctx.db
        .select({ schoolId: schoolAdminGrants.schoolId })
        .from(schoolAdminGrants)
        .where(eq(schoolAdminGrants.adminId, 1500)),
      teams: t.ctx.db
        .select({ id: teamRosters.id })
        .from(teamRosters)
        .where(sql`${teamRosters.schoolId} in (1500)`),
      admin: t.ctx.db
        .select({ id: schoolAdmins.id })
        .from(schoolAdmins)
        .where(eq(schoolAdmins.email, 'admin1@school1.example')),
      account: adminOfAccount(t.ctx.db, 'google', 'sub-1500', 'admin1500@school1500.example'),
    };
    for (const [name, query] of Object.entries(statements)) {
      const text = await plan(query);
      expect(text, name).not.toMatch(/"Seq Scan"/);
      expect(text, name).toMatch(/Index/);
    }
  });

  it('shows an admin their one school of the 2,000', async () => {
    const [admin] = await rowsOf<{ id: number }>(
      sql`select id from school_admins where subject = 'sub-1500'`,
    );
    expect(await adminSchoolIds(t.ctx.db, admin!.id)).toHaveLength(1);
    const schools = await adminSchools(
      t.ctx.db,
      {
        kind: 'admin',
        adminId: admin!.id,
        provider: 'google',
        sessionId: 'x',
      },
      new Date('2026-09-01T12:00:00Z'),
    );
    expect(schools.map((s) => s.name)).toEqual(['Test School 1500']);
  });
});
