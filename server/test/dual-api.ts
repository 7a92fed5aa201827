import { expect } from 'vitest';
import type { CreateDualBody, Dual } from '../../contract/duals';
import type { TestApp } from './build-test-app';

/** Helpers of the dual match API tests (server/modules/duals). */

export type Headers = Record<string, string>;

/** A create body for a team: typed opponent, home, a fixed time, the 3s2d preset. */
export function dualBody(rosterId: number, extra: Partial<CreateDualBody> = {}): CreateDualBody {
  return {
    rosterId,
    opponentName: 'Central High',
    site: 'home',
    place: 'Lincoln courts',
    startsAt: '2026-03-14T15:30:00Z',
    format: { preset: '3s2d', singles: 3, doubles: 2, scoreFormat: 'SET3-S:6/TB7' },
    ...extra,
  };
}

export async function createDualVia(t: TestApp, headers: Headers, body: CreateDualBody): Promise<Dual> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/duals', headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ dual: Dual }>().dual;
}

export function dualCall(
  t: TestApp,
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A lineup of the 3s2d format from player ids: 3 singles, then 2 pairs. */
export function lineup3s2d(ids: readonly (number | null)[]) {
  return [
    { line: 'S1', players: [ids[0] ?? null] },
    { line: 'S2', players: [ids[1] ?? null] },
    { line: 'S3', players: [ids[2] ?? null] },
    { line: 'D1', players: [ids[3] ?? null, ids[4] ?? null] },
    { line: 'D2', players: [ids[5] ?? null, ids[6] ?? null] },
  ];
}
