import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { routeRoles } from '../auth/guards';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from '../test/factories';
import { dbFingerprint } from '../test/db-fingerprint';
import { authRoutes, fillPath, MUTATING } from '../test/route-inputs';
import { routeTables } from '../../contract/routes';
import { adminToken } from '../test/admin-factories';
import { guardianToken } from '../test/guardian-factories';

/**
 * Every /api/auth route, taken from the app's own route table, called with no token, an expired
 * token and a tampered token: each answers 401 as API.md says and changes nothing.
 */
let t: TestApp;
let coachTokenText: string;
let playerTokenText: string;
let adminTokenText: string;
let guardianTokenText: string;
let childId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const coach = await createCoach(t.ctx.db, { teamTypes: [1, 2] });
  const player = await createPlayer(t.ctx.db, {
    rosterId: coach.rosterIds[0],
    schoolId: coach.schoolId,
    position: 1,
  });
  coachTokenText = await coachToken(t, coach.id);
  playerTokenText = await playerToken(t, player.id);
  adminTokenText = await adminToken(t, coach.schoolId);
  childId = player.id;
  guardianTokenText = await guardianToken(t, [player.id]);
});
afterAll(async () => {
  await t.close();
});

async function call(method: string, url: string, headers: Record<string, string>) {
  return t.app.inject({
    method: method as 'GET',
    url: fillPath(url, {}),
    headers: { ...headers, ...(MUTATING.has(method) ? { 'content-type': 'application/json' } : {}) },
    ...(MUTATING.has(method) ? { payload: '{}' } : {}),
  });
}

describe('authorization matrix: tokens', () => {
  it('knows the routes', () => {
    expect(authRoutes(t.routes).length).toBeGreaterThan(3);
  });

  it('answers 401 to every /api/auth route without a token, and changes nothing', async () => {
    const before = await dbFingerprint(t.ctx.db);
    const wrong: string[] = [];
    for (const r of authRoutes(t.routes)) {
      const res = await call(r.method, r.url, {});
      if (res.statusCode !== 401) wrong.push(`${r.method} ${r.url} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
  });

  it("answers 401 'Token is expired' to an expired genuine token on every route", async () => {
    const claims = JSON.parse(Buffer.from(coachTokenText.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    delete claims.exp;
    delete claims.iat;
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.ctx.secret);
    const before = await dbFingerprint(t.ctx.db);
    const wrong: string[] = [];
    for (const r of authRoutes(t.routes)) {
      const res = await call(r.method, r.url, bearer(expired));
      if (res.statusCode !== 401 || res.json<{ error: string }>().error !== 'Token is expired') {
        wrong.push(`${r.method} ${r.url} -> ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
  });

  it('answers 401 to a tampered token (claims changed, signature kept) and to a token signed with another key', async () => {
    const [h, p, s] = coachTokenText.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, cid: 999, sid: 999 })).toString('base64url')}.${s}`;
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const noneAlg = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    const before = await dbFingerprint(t.ctx.db);
    const wrong: string[] = [];
    for (const token of [tampered, otherKey, noneAlg]) {
      for (const r of authRoutes(t.routes)) {
        const res = await call(r.method, r.url, bearer(token));
        if (res.statusCode !== 401 || res.json<{ error: string }>().error === 'Token is expired') {
          wrong.push(`${r.method} ${r.url} -> ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
  });
});

describe('authorization matrix: roles', () => {
  it("registers every route of the contract's tables once, with the table's roles", () => {
    const wrong: string[] = [];
    for (const table of routeTables) {
      for (const route of Object.values(table)) {
        const registered = t.routes.filter((r) => r.method === route.method && r.url === `/api${route.path}`);
        const roles = route.roles === 'public' ? undefined : route.roles;
        if (registered.length !== 1 || registered[0]!.roles !== roles)
          wrong.push(`${route.tag}.${route.name}: ${route.method} ${route.path}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets players write only where a route says so: logout, their own settings, look, phone code and photo, poll answers, what they have read, their feed link, their challenges, their availability answers, their shortcuts, their guardians', () => {
    const playerWrites = authRoutes(t.routes)
      .filter((r) => MUTATING.has(r.method) && routeRoles(r.method, r.roles).includes('player'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(playerWrites).toEqual(
      [
        'POST /api/auth/logout',
        'PUT /api/auth/ui-settings',
        'PUT /api/auth/updateSettings-player',
        'POST /api/auth/announcements/:id/poll-answer',
        'PUT /api/auth/announcements/:id/read',
        'POST /api/auth/calendar-feed/reset',
        'POST /api/auth/tennis-match',
        'POST /api/auth/settings/phone-code',
        'PUT /api/auth/settings/avatar',
        'DELETE /api/auth/settings/avatar',
        // Player challenges (issue 21): the players' own steps; cancel and settle are the coach's.
        'POST /api/auth/challenges',
        'POST /api/auth/challenges/:id/accept',
        'POST /api/auth/challenges/:id/decline',
        'POST /api/auth/challenges/:id/withdraw',
        'POST /api/auth/challenges/:id/report',
        'POST /api/auth/challenges/:id/confirm',
        'POST /api/auth/challenges/:id/dispute',
        'PUT /api/auth/availability/:kind/:id/answer',
        // Issue 32: their own toolbar shortcuts.
        'PUT /api/auth/user/shortcuts',
        // Issue 34: their own guardians (add, unlink).
        'POST /api/auth/guardians/players/:playerId',
        'DELETE /api/auth/guardians/players/:playerId/links/:linkId',
      ].sort(),
    );
  });

  it('lets coaches and players search (issue 32), each within their own teams (server/modules/search/search.test.ts)', async () => {
    for (const token of [coachTokenText, playerTokenText]) {
      const res = await t.app.inject({ url: '/api/auth/search?q=pl', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ results: Array<{ kind: string }> }>().results.map((r) => r.kind)).toEqual(['player']);
    }
  });

  it('answers 403 to a player on every route only coaches may call, whatever the body, and changes nothing', async () => {
    const before = await dbFingerprint(t.ctx.db);
    const wrong: string[] = [];
    for (const r of authRoutes(t.routes)) {
      if (routeRoles(r.method, r.roles).includes('player')) continue;
      for (const payload of ['{}', '{"name":"x","strid":1,"pid":1,"id":1}']) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: fillPath(r.url, {}),
          headers: {
            ...bearer(playerTokenText),
            ...(MUTATING.has(r.method) ? { 'content-type': 'application/json' } : {}),
          },
          ...(MUTATING.has(r.method) ? { payload } : {}),
        });
        if (res.statusCode !== 403) wrong.push(`${r.method} ${r.url} -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
  });

  it('lets a school administrator call only the routes that list admin: logout, the user model, their look, the admin pages (issue 32) and the audit log of texts to minors (issue 34)', () => {
    const adminRoutes = authRoutes(t.routes)
      .filter((r) => routeRoles(r.method, r.roles).includes('admin'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(adminRoutes).toEqual(
      [
        'POST /api/auth/logout',
        'GET /api/auth/user',
        'GET /api/auth/ui-settings',
        'PUT /api/auth/ui-settings',
        'GET /api/auth/admin/schools',
        'GET /api/auth/admin/teams/:rosterId',
        'POST /api/auth/admin/invitations',
        'POST /api/auth/admin/teams/:rosterId/coaches',
        'DELETE /api/auth/admin/teams/:rosterId/coaches/:coachId',
        'POST /api/auth/admin/teams/:rosterId/pin',
        'GET /api/auth/admin/schools/:schoolId/rules',
        'PUT /api/auth/admin/schools/:schoolId/rules',
        // Issue 34: the audit log of texts to minors, of the schools they administer.
        'GET /api/auth/guardians/message-log/:rosterId',
        'GET /api/auth/guardians/message-log/:rosterId/csv',
      ].sort(),
    );
  });

  it("answers 403 to an admin's token on every coach's and player's route, whatever the body, and changes nothing", async () => {
    const before = await dbFingerprint(t.ctx.db);
    const wrong: string[] = [];
    for (const r of authRoutes(t.routes)) {
      if (routeRoles(r.method, r.roles).includes('admin')) continue;
      for (const payload of ['{}', '{"name":"x","strid":1,"pid":1,"id":1}']) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: fillPath(r.url, {}),
          headers: {
            ...bearer(adminTokenText),
            ...(MUTATING.has(r.method) ? { 'content-type': 'application/json' } : {}),
          },
          ...(MUTATING.has(r.method) ? { payload } : {}),
        });
        if (res.statusCode !== 403) wrong.push(`${r.method} ${r.url} -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
  });

  it("answers 403 to a coach's token on the admin's routes, and changes nothing", async () => {
    const before = await dbFingerprint(t.ctx.db);
    const wrong: string[] = [];
    for (const r of authRoutes(t.routes)) {
      const roles = routeRoles(r.method, r.roles);
      if (roles.includes('coach')) continue;
      const res = await call(r.method, r.url, bearer(coachTokenText));
      if (
        res.statusCode !== 403 ||
        (roles.join() === 'admin' && res.json<{ code: string }>().code !== 'admins_only')
      )
        wrong.push(`${r.method} ${r.url} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
  });

  it("takes a token with both adm and cid for nobody's (401): an admin token is never read as a coach's", async () => {
    const claims = JSON.parse(Buffer.from(adminTokenText.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const mixed = await t.ctx.tokens.sign({
      sess: claims.sess as string,
      adm: claims.adm as number,
      prov: 'test',
      cid: 1,
      sid: 1,
    });
    const res = await call('GET', '/api/auth/userNavbarHeader', bearer(mixed));
    expect(res.statusCode).toBe(401);
  });
});

describe('authorization matrix: guardians (issue 34)', () => {
  it('lets a guardian call only the routes that list guardian: logout, the user model, their children, answering for a child and unlinking themself', () => {
    const guardianRoutes = authRoutes(t.routes)
      .filter((r) => routeRoles(r.method, r.roles).includes('guardian'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(guardianRoutes).toEqual(
      [
        'POST /api/auth/logout',
        'GET /api/auth/user',
        'GET /api/auth/guardians/children',
        'GET /api/auth/guardians/children/:playerId',
        'PUT /api/auth/guardians/children/:playerId/availability/:kind/:id',
        'DELETE /api/auth/guardians/players/:playerId/links/:linkId',
      ].sort(),
    );
  });

  it("answers 403 to a guardian's token on every route that does not list guardian, whatever the body, and changes nothing", async () => {
    const before = await dbFingerprint(t.ctx.db);
    const wrong: string[] = [];
    for (const r of authRoutes(t.routes)) {
      if (routeRoles(r.method, r.roles).includes('guardian')) continue;
      for (const payload of ['{}', `{"name":"x","strid":1,"pid":${childId},"id":1,"playerId":${childId}}`]) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: fillPath(r.url, { playerId: String(childId) }),
          headers: {
            ...bearer(guardianTokenText),
            ...(MUTATING.has(r.method) ? { 'content-type': 'application/json' } : {}),
          },
          ...(MUTATING.has(r.method) ? { payload } : {}),
        });
        if (res.statusCode !== 403) wrong.push(`${r.method} ${r.url} -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await dbFingerprint(t.ctx.db)).toEqual(before);
  });

  it("answers 403 to a coach's, a player's and an admin's token on the guardian-only routes", async () => {
    for (const token of [coachTokenText, playerTokenText, adminTokenText]) {
      for (const url of ['/api/auth/guardians/children', `/api/auth/guardians/children/${childId}`]) {
        const res = await call('GET', url, bearer(token));
        expect(res.statusCode, `${url} ${res.body}`).toBe(403);
      }
    }
  });

  it("decides the kind from the session's record: a gid token on a coach's session, or naming two kinds, is nobody's (401)", async () => {
    const claims = JSON.parse(Buffer.from(coachTokenText.split('.')[1]!, 'base64url').toString()) as {
      sess: string;
      cid: number;
    };
    const gidOnCoachSession = await t.ctx.tokens.sign({ sess: claims.sess, gid: claims.cid });
    const noIdAtAll = await t.ctx.tokens.sign({ sess: claims.sess, sid: 1 });
    const g = JSON.parse(Buffer.from(guardianTokenText.split('.')[1]!, 'base64url').toString()) as {
      sess: string;
      gid: number;
    };
    const gidAndCid = await t.ctx.tokens.sign({ sess: g.sess, gid: g.gid, cid: 1, sid: 1 });
    const cidOnGuardianSession = await t.ctx.tokens.sign({ sess: g.sess, cid: g.gid, sid: 1 });
    for (const token of [gidOnCoachSession, noIdAtAll, gidAndCid, cidOnGuardianSession]) {
      const res = await call('GET', '/api/auth/userNavbarHeader', bearer(token));
      expect(res.statusCode).toBe(401);
      expect((await call('GET', '/api/auth/guardians/children', bearer(token))).statusCode).toBe(401);
    }
  });
});
