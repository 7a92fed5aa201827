import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { schoolAdminGrants, schoolAdmins, schools } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, coachToken, createCoach, createPlayer, createSchool } from '../../test/factories';
import { adminSignIn } from '../../test/oidc-sign-in';
import { startOidcTestProvider, type OidcTestProvider } from '../../test/oidc-test-provider';
import { grantSchool } from './admin-grants';
import { runAdminCli } from './admin-cli';

/**
 * Granting (the command line), inviting and the admin's school page through the HTTP routes, on
 * PGlite and on PostgreSQL (TEST_DATABASE_URL): an admin of one school sees nothing of another.
 */
let op: OidcTestProvider;
let t: TestApp;
let lincoln: { id: number; label: string };
let other: { id: number; label: string };

function output() {
  const lines: string[] = [];
  return {
    lines,
    out: { log: (l: string) => lines.push(l), error: (l: string) => lines.push(`error: ${l}`) },
  };
}

beforeAll(async () => {
  op = await startOidcTestProvider({ publicUrl: 'http://127.0.0.1:3000' });
  t = await buildTestApp({ ...op.env('test', 'lincoln.edu'), PUBLIC_URL: 'http://127.0.0.1:3000' });
  lincoln = await createSchool(t.ctx.db, 'Admin Lincoln High');
  other = await createSchool(t.ctx.db, 'Admin Other High');
});
afterAll(async () => {
  await t.close();
  await op.close();
});

const signIn = async (email: string) => {
  const out = await adminSignIn(t, op, { providerId: 'test', email });
  if (!out.token) throw new Error(`sign-in of ${email} refused: ${out.landed}`);
  return out.token;
};
const invite = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/admin/invitations', headers: bearer(token), payload });
const schoolsOf = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/admin/schools', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ schools: { id: number; name: string; teams: unknown[] }[] }>().schools;
};

describe('npm run admin -- grant EMAIL SCHOOL', () => {
  it('grants on a PGlite DATA_DIR by exact name, says so, and refuses bad input with its usage', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-admin-cli-'));
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir };
    const { lines, out } = output();
    expect(await runAdminCli(['grant', 'AD@Lincoln.edu', 'Lincoln', 'High', 'School'], env, out)).toBe(0);
    expect(lines.at(-1)).toMatch(
      /^ad@lincoln\.edu is now an administrator of Lincoln High School \(id \d+\)/,
    );
    expect(await runAdminCli(['grant', 'ad@lincoln.edu', 'Lincoln High School'], env, out)).toBe(0);
    expect(lines.at(-1)).toMatch(/was already an administrator/);
    expect(await runAdminCli(['grant', 'not-an-email', 'Lincoln High School'], env, out)).toBe(2);
    expect(await runAdminCli(['grant', 'ad@lincoln.edu', 'No Such School'], env, out)).toBe(1);
    expect(lines.at(-1)).toMatch(/^error: No school "No Such School"/);
    expect(await runAdminCli(['revoke'], env, out)).toBe(2);

    const database = await openDatabase({ dataDir: `${dataDir}/pglite` });
    try {
      const rows = await database.db
        .select({ email: schoolAdmins.email, schoolId: schoolAdminGrants.schoolId })
        .from(schoolAdmins)
        .innerJoin(schoolAdminGrants, eq(schoolAdminGrants.adminId, schoolAdmins.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.email).toBe('ad@lincoln.edu');
    } finally {
      await database.close();
    }
  });

  it("grants on the app's own database (PostgreSQL by DATABASE_URL under TEST_DATABASE_URL) by id; that account then signs in", async () => {
    const { lines, out } = output();
    if (t.databaseUrl) {
      const code = await runAdminCli(
        ['grant', 'first@lincoln.edu', String(lincoln.id)],
        { DATABASE_URL: t.databaseUrl },
        out,
      );
      expect(lines.join('\n')).toContain(`first@lincoln.edu is now an administrator of ${lincoln.label}`);
      expect(code).toBe(0);
    } else {
      // PGlite in memory cannot be opened by a second process: the same service the command calls.
      await grantSchool(t.ctx.db, 'first@lincoln.edu', lincoln.id, null);
    }
    const token = await signIn('first@lincoln.edu');
    expect((await schoolsOf(token)).map((s) => s.id)).toEqual([lincoln.id]);
  });

  it('confirms (verifies) a school a coach added: the operator vouched for it by granting its admin', async () => {
    const added = await createSchool(t.ctx.db, 'Added Valley High');
    const verified = async () =>
      (await t.ctx.db.select().from(schools).where(eq(schools.id, added.id)))[0]!.verified;
    expect(await verified()).toBe(false);
    await grantSchool(t.ctx.db, 'ad@added-valley.edu', added.id, null);
    expect(await verified()).toBe(true);
  });
});

describe('admin invitations and school isolation', () => {
  it('lets an admin invite another admin of the same school, who is admin once they sign in', async () => {
    const token = await signIn('first@lincoln.edu');
    const res = await invite(token, { email: 'Second@Lincoln.edu' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'second@lincoln.edu', schoolId: lincoln.id, pending: true });
    const second = await signIn('second@lincoln.edu');
    expect((await schoolsOf(second)).map((s) => s.id)).toEqual([lincoln.id]);
    const [row] = await t.ctx.db
      .select()
      .from(schoolAdminGrants)
      .innerJoin(schoolAdmins, eq(schoolAdmins.id, schoolAdminGrants.adminId))
      .where(eq(schoolAdmins.email, 'second@lincoln.edu'));
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { adm: number };
    expect(row!.school_admin_grants.invitedBy).toBe(claims.adm);

    const again = await invite(token, { email: 'second@lincoln.edu', schoolId: lincoln.id });
    expect(again.json()).toEqual({ email: 'second@lincoln.edu', schoolId: lincoln.id, pending: false });
  });

  it('answers 404 to an invitation for another school, and for a school that does not exist; changes nothing', async () => {
    const token = await signIn('first@lincoln.edu');
    for (const schoolId of [other.id, 999_999]) {
      const res = await invite(token, { email: 'intruder@lincoln.edu', schoolId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    expect(
      await t.ctx.db.select().from(schoolAdmins).where(eq(schoolAdmins.email, 'intruder@lincoln.edu')),
    ).toEqual([]);
  });

  it('asks which school when the admin has two, and refuses a bad e-mail (400)', async () => {
    await grantSchool(t.ctx.db, 'two@lincoln.edu', lincoln.id, null);
    await grantSchool(t.ctx.db, 'two@lincoln.edu', other.id, null);
    const token = await signIn('two@lincoln.edu');
    const which = await invite(token, { email: 'x@lincoln.edu' });
    expect(which.statusCode).toBe(400);
    expect(which.json()).toMatchObject({ code: 'admin_school_required' });
    const bad = await invite(token, { email: 'not an address', schoolId: lincoln.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    expect((await schoolsOf(token)).map((s) => s.name)).toEqual([lincoln.label, other.label]);
  });

  it('takes two invitations of one address at once as one admin with one grant', async () => {
    const token = await signIn('first@lincoln.edu');
    const [a, b] = await Promise.all([
      invite(token, { email: 'race@lincoln.edu' }),
      invite(token, { email: 'RACE@lincoln.edu' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.ctx.db
      .select()
      .from(schoolAdmins)
      .innerJoin(schoolAdminGrants, eq(schoolAdminGrants.adminId, schoolAdmins.id))
      .where(eq(schoolAdmins.email, 'race@lincoln.edu'));
    expect(rows).toHaveLength(1);
  });

  it("lists every team of the admin's school with its coaches and roster size, and nothing of another school", async () => {
    const coach = await createCoach(t.ctx.db, {
      schoolId: lincoln.id,
      teamTypes: [1, 3],
      firstName: 'Robin',
    });
    await createPlayer(t.ctx.db, { schoolId: lincoln.id, rosterId: coach.rosterIds[0], position: 1 });
    await createPlayer(t.ctx.db, { schoolId: lincoln.id, rosterId: coach.rosterIds[0], position: 2 });
    await createCoach(t.ctx.db, { schoolId: other.id, teamTypes: [1], firstName: 'Hidden' });
    const token = await signIn('first@lincoln.edu');
    const schools = await schoolsOf(token);
    expect(schools).toEqual([
      {
        id: lincoln.id,
        name: lincoln.label,
        teams: [
          {
            rosterId: coach.rosterIds[0],
            teamType: 1,
            rosterSize: 2,
            coaches: [{ id: coach.id, firstName: 'Robin', lastName: 'Coach' }],
            record: { won: 0, lost: 0, tied: 0 },
            next: [],
          },
          {
            rosterId: coach.rosterIds[1],
            teamType: 3,
            rosterSize: 0,
            coaches: [{ id: coach.id, firstName: 'Robin', lastName: 'Coach' }],
            record: { won: 0, lost: 0, tied: 0 },
            next: [],
          },
        ],
        coaches: [{ id: coach.id, firstName: 'Robin', lastName: 'Coach' }],
      },
    ]);
    expect(JSON.stringify(schools)).not.toContain('Hidden');

    // A coach of the school is no admin.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/invitations',
      headers: bearer(await coachToken(t, coach.id)),
      payload: { email: 'coach-made@lincoln.edu' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('takes a removed grant away at once: the next request sees no school', async () => {
    await grantSchool(t.ctx.db, 'leaving@lincoln.edu', lincoln.id, null);
    const token = await signIn('leaving@lincoln.edu');
    const [admin] = await t.ctx.db
      .select()
      .from(schoolAdmins)
      .where(eq(schoolAdmins.email, 'leaving@lincoln.edu'));
    await t.ctx.db.delete(schoolAdminGrants).where(eq(schoolAdminGrants.adminId, admin!.id));
    expect(await schoolsOf(token)).toEqual([]);
    const res = await invite(token, { email: 'friend@lincoln.edu', schoolId: lincoln.id });
    expect(res.statusCode).toBe(404);
  });
});

describe("an admin's user model (SPEC.md section 3)", () => {
  it("says admin, names the provider it came from, and has no shortcuts (no shortcut page is an admin's)", async () => {
    await grantSchool(t.ctx.db, 'model@lincoln.edu', lincoln.id, null);
    const token = await signIn('model@lincoln.edu');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const model = res.json<{ role: string[]; from: string; uid: string; data: Record<string, unknown> }>();
    expect(model.role).toEqual(['admin']);
    expect(model.from).toBe('test');
    expect(model.uid).toMatch(/^admin:\d+$/);
    expect(model.data.email).toBe('model@lincoln.edu');
    expect(model.data.settings).toEqual({ theme: null, layout: null, language: null, timeZone: null });
    // Every shortcut page is a coach's or player's team page, which an admin does not open.
    expect(model.data.shortcuts).toEqual([]);
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user/shortcuts',
      headers: bearer(token),
      payload: { shortcuts: ['calendar'] },
    });
    expect(save.statusCode).toBe(403);
  });

  it("keeps the admin's look across sign-ins, their own only; bad input changes nothing", async () => {
    await grantSchool(t.ctx.db, 'look@lincoln.edu', lincoln.id, null);
    await grantSchool(t.ctx.db, 'other-look@lincoln.edu', lincoln.id, null);
    const laptop = await signIn('look@lincoln.edu');
    const other = await signIn('other-look@lincoln.edu');
    const put = (token: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/ui-settings', headers: bearer(token), payload });
    const saved = await put(laptop, { language: 'ar', theme: 'dark', timeZone: 'Europe/Istanbul' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      theme: 'dark',
      layout: null,
      language: 'ar',
      timeZone: 'Europe/Istanbul',
    });
    const bad = await put(laptop, { theme: 'neon' });
    expect([bad.statusCode, bad.json<{ code: string }>().code]).toEqual([400, 'validation_failed']);
    // Another device (a new sign-in) gets the saved look, in the user model and the settings read.
    const phone = await signIn('look@lincoln.edu');
    const model = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(phone) });
    expect(model.json<{ data: { settings: unknown } }>().data.settings).toEqual({
      theme: 'dark',
      layout: null,
      language: 'ar',
      timeZone: 'Europe/Istanbul',
    });
    const read = await t.app.inject({ method: 'GET', url: '/api/auth/ui-settings', headers: bearer(phone) });
    expect(read.json()).toMatchObject({ theme: 'dark', language: 'ar' });
    // The other admin's look is untouched.
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/auth/ui-settings',
      headers: bearer(other),
    });
    expect(theirs.json()).toEqual({ theme: null, layout: null, language: null, timeZone: null });
  });
});
