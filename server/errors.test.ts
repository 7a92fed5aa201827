import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, errorSchema } from '../contract/errors';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from './test/factories';

/** Every kind of error answer carries its contract code beside the text (contract/errors.ts). */
let t: TestApp;
let coach: string;
let player: string;

beforeAll(async () => {
  t = await buildTestApp();
  const c = await createCoach(t.ctx.db, { teamTypes: [1] });
  coach = await coachToken(t, c.id);
  const p = await createPlayer(t.ctx.db, { schoolId: c.schoolId, rosterId: c.rosterIds[0] });
  player = await playerToken(t, p.id);
});
afterAll(async () => {
  await t.close();
});

function bodyOf(res: { json: () => unknown }) {
  return errorSchema.parse(res.json());
}

describe('error answers carry a code', () => {
  it('a refused request: validation_failed, with the refused fields in details', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/roster?skillLevel=9',
      headers: bearer(coach),
    });
    expect(res.statusCode).toBe(400);
    const body = bodyOf(res);
    expect(body.code).toBe('validation_failed');
    expect(body.error).toMatch(/^Invalid querystring: skillLevel /);
    expect(body.details).toEqual([expect.objectContaining({ path: ['skillLevel'] })]);
  });

  it("a service's refusal: the code of its rule", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/ladder-changes/undo',
      headers: { ...bearer(coach), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'skillLevel=1',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'there is no ladder change to undo', code: 'nothing_to_undo' });
  });

  it('the auth layer: missing_token, invalid_token, and a role refused', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/userNavbarHeader' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'missing token', code: 'missing_token' });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/auth/userNavbarHeader',
      headers: bearer('x.y.z'),
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: 'invalid token', code: 'invalid_token' });
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/auth/ladder-changes/undo',
      headers: { ...bearer(player), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'skillLevel=1',
    });
    expect(role.statusCode).toBe(403);
    expect(role.json()).toEqual({ error: 'coaches only', code: 'coaches_only' });
  });

  it('an unknown route: route_not_found, naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'no route GET /api/no/such',
      code: 'route_not_found',
      details: { method: 'GET', path: '/api/no/such' },
    });
  });

  it("the framework's own refusals: bad_request for broken JSON", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/joinTeam',
      headers: { ...bearer(coach), 'content-type': 'application/json' },
      payload: '{"school":',
    });
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res).code).toBe('bad_request');
  });

  it('the flood guard: rate_limited', async () => {
    let last = await t.app.inject({ method: 'GET', url: '/api/u/nosuchid' });
    for (let i = 0; i < 130 && last.statusCode !== 429; i++) {
      last = await t.app.inject({ method: 'GET', url: '/api/u/nosuchid' });
    }
    expect(last.statusCode).toBe(429);
    expect(bodyOf(last).code).toBe('rate_limited');
  });
});

describe('the texts SPEC.md and API.md quote', () => {
  it('are the texts of their codes, byte for byte', () => {
    const specs = ['SPEC.md', 'API.md']
      .map((name) => path.resolve(__dirname, '../../shared', name))
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const quoted = [
      'token_expired',
      'code_expired',
      'code_mismatch',
      'register_not_found',
      'wrong_pin',
      'invalid_pin',
      'team_not_created',
      'player_not_found',
      'settings_player_not_found',
    ] as const;
    for (const code of quoted) expect(ERROR_CODES).toContain(code);
    if (specs === '') return; // the specs sit beside the checkout only in the team's worktrees
    for (const code of quoted) expect(specs, code).toContain(`'${ERRORS[code].text}'`);
  });
});
