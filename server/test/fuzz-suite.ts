import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { adminToken } from './admin-factories';
import { guardianToken } from './guardian-factories';
import { bearer, coachToken, createCoach, createPlayer, playerToken } from './factories';
import { listening } from './live-stream';
import { createTournament } from './tournament-factories';
import { fillPath, formEncode, MUTATING, pathParams, routeCase, schemaKeys } from './route-inputs';

const CASES = Number(process.env.FUZZ_CASES ?? 200);

/**
 * Property-based fuzzing of every route the app registered: hostile params, query strings and
 * bodies (as JSON and as forms), sent by a coach, a player, a school administrator and a guardian (issue 34). Whatever comes in, the answer is
 * never a 5xx and always a JSON object with an error text when it is a 4xx.
 *
 * The routes are dealt into `shards` test files (fuzz-N.test.ts), each with its own app and
 * database, so the test workers share the work; shard 0 also runs the NUL check of every route.
 */
export function fuzzSuite(shard: number, shards: number) {
  let t: TestApp;
  let tokens: { coach: string; player: string; admin: string; guardian: string };
  const mine = () => t.routes.filter((route, i) => i % shards === shard && !route.schema?.hide);

  beforeAll(async () => {
    t = await buildTestApp();
    const coach = await createCoach(t.ctx.db, { teamTypes: [1, 2, 3, 4] });
    for (let i = 1; i <= 4; i++)
      await createPlayer(t.ctx.db, { rosterId: coach.rosterIds[0], schoolId: coach.schoolId, position: i });
    const player = await createPlayer(t.ctx.db, {
      rosterId: coach.rosterIds[0],
      schoolId: coach.schoolId,
      position: 5,
    });
    tokens = {
      coach: await coachToken(t, coach.id),
      player: await playerToken(t, player.id),
      admin: await adminToken(t, coach.schoolId),
      guardian: await guardianToken(t, [player.id]),
    };
    // A tournament with a draw (issue 36) at the small ids the fuzzer sends, so its routes reach their rules.
    const tour = await createTournament(t.ctx.db, coach.id, { players: ['A', 'B', 'C', 'D', 'E'] });
    await t.app.inject({
      method: 'POST',
      url: `/api/auth/tournaments/${tour.id}/draw`,
      headers: bearer(tokens.coach),
      payload: { drawType: 'single_elimination', seeding: 'ranks' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * A live stream's route (server-sent events, issue 33) never ends while it streams: it is called over a
   * socket and let go once its status and headers are in; its refusals are read whole like any answer.
   */
  const isStream = (route: { method: string; url: string }) =>
    route.method === 'GET' && route.url.endsWith('/live');
  async function streamCall(req: { method: 'GET'; url: string; headers: Record<string, string> }) {
    const base = await listening(t);
    const abort = new AbortController();
    let res: Response;
    try {
      res = await fetch(`${base}${req.url}`, { headers: req.headers, signal: abort.signal });
    } catch {
      // A path fetch will not send as it is (the injected request takes it): refused before any stream.
      return t.app.inject(req);
    }
    const body = res.ok ? '' : await res.text();
    abort.abort();
    return { statusCode: res.status, body, json: <T>() => JSON.parse(body) as T };
  }

  describe(`fuzzing every route, part ${shard + 1} of ${shards}`, () => {
    it('covers the routes of every module', () => {
      expect(t.routes.length).toBeGreaterThan(10);
      expect(mine().length).toBeGreaterThan(0);
    });

    it(`answers ${CASES} hostile requests per route without a 5xx`, async () => {
      const failures: string[] = [];
      for (const route of mine()) {
        await fc
          .assert(
            fc.asyncProperty(
              routeCase(route),
              fc.constantFrom<'coach' | 'player' | 'admin' | 'guardian'>(
                'coach',
                'player',
                'admin',
                'guardian',
              ),
              async (c, who) => {
                const qs = new URLSearchParams(c.query).toString();
                const hasBody = MUTATING.has(route.method);
                const res = await (isStream(route) ? streamCall : t.app.inject.bind(t.app))({
                  method: route.method as 'GET',
                  url: qs ? `${c.url}?${qs}` : c.url,
                  headers: {
                    ...bearer(tokens[who]),
                    ...(hasBody
                      ? {
                          'content-type': c.asForm ? 'application/x-www-form-urlencoded' : 'application/json',
                        }
                      : {}),
                  },
                  ...(hasBody
                    ? { payload: c.asForm ? formEncode(c.body) : (JSON.stringify(c.body) ?? 'null') }
                    : {}),
                });
                if (res.statusCode >= 500) {
                  failures.push(
                    `${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 200)} for ${JSON.stringify(c).slice(0, 300)}`,
                  );
                  return false;
                }
                if (res.statusCode >= 400) {
                  const json = res.json<{ error?: unknown; err?: unknown }>();
                  return typeof json.error === 'string' || typeof json.err === 'string';
                }
                return true;
              },
            ),
            { numRuns: CASES, endOnFailure: true },
          )
          .catch((err: unknown) =>
            failures.push(
              `${route.method} ${route.url}: ${(err as Error).message.split('\n').slice(0, 6).join(' ')}`,
            ),
          );
      }
      expect(failures).toEqual([]);
    }, 600_000);

    // Defined in one part only (no skipped copies in the others).
    if (shard === 0)
      it('refuses NUL characters in params, query and body with a 4xx on every route (PostgreSQL text cannot hold them)', async () => {
        const answers: string[] = [];
        for (const route of t.routes) {
          if (route.schema?.hide) continue;
          const nul = 'x\u0000y';
          const params = Object.fromEntries(pathParams(route.url).map((p) => [p, nul]));
          const query = Object.fromEntries(schemaKeys(route.schema?.querystring).map((k) => [k, nul]));
          const body = Object.fromEntries(schemaKeys(route.schema?.body).map((k) => [k, nul]));
          const qs = new URLSearchParams(query).toString();
          const hasBody = MUTATING.has(route.method);
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: qs ? `${fillPath(route.url, params)}?${qs}` : fillPath(route.url, params),
            headers: { ...bearer(tokens.coach), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            ...(hasBody ? { payload: JSON.stringify(body) } : {}),
          });
          const nothingToCarry =
            Object.keys(params).length + Object.keys(query).length + Object.keys(body).length === 0;
          if (nothingToCarry) continue;
          if (
            res.statusCode < 400 ||
            res.statusCode >= 500 ||
            typeof res.json<{ error?: unknown }>().error !== 'string'
          )
            answers.push(`${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
        expect(answers).toEqual([]);
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/prepare-jwt-info-player/%00%F4%8F%BF%B7',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'Invalid input: text must not contain NUL characters',
          code: 'validation_failed',
          details: [{ path: [], message: 'text must not contain NUL characters' }],
        });
      });
  });
}
