import { expect } from 'vitest';
import type { Db } from '../server/db/client';
import type { TestApp } from '../server/test/build-test-app';
import { bearer } from '../server/test/factories';
import { explainStatements, recordStatements } from './explain-calls';

/** One call of a feature's plan test (bench/*-explain.test.ts). */
export interface PlanCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

/**
 * Makes one call on the plan test's world and checks it: it answers 2xx, it sends statements, and none of
 * them reads a table of more than a thousand rows sequentially (with `generic`, in its generic plan
 * either). Answers the reply.
 */
export async function checkedCall(
  world: { t: TestApp; db: Db },
  call: PlanCall,
  token?: string,
  { generic = false }: { generic?: boolean } = {},
) {
  const { result: res, sent } = await recordStatements(() =>
    world.t.app.inject({ ...call, headers: token ? bearer(token) : {} }),
  );
  expect(res.statusCode, `${call.url}: ${res.body}`).toBeLessThan(300);
  expect(sent.length, call.url).toBeGreaterThan(0);
  const { bigSeqScans } = await explainStatements(world.db, sent, { generic });
  expect(bigSeqScans, `${call.method} ${call.url}`).toEqual([]);
  return res;
}
