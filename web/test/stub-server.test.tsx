import { describe, expect, it } from 'vitest';
import { outreachRoutes } from '../../contract/outreach/routes';
import { call } from '../lib/call';
import { failWith, stubRoute, takeStubProblems } from './stub-server';

/* The typed request stubs themselves: a route of a contract table, its reply checked twice. */
describe('stubRoute', () => {
  it("answers a table's route with its params, and records the call", async () => {
    const calls = stubRoute(outreachRoutes.contacts, { data: [] });
    expect(await call(outreachRoutes.contacts, { params: { skillLevel: 5 } })).toEqual({ data: [] });
    expect(calls.map((c) => c.params)).toEqual([{ skillLevel: '5' }]);
  });

  it('answers an error with a code of the contract', async () => {
    stubRoute(outreachRoutes.contacts, failWith(403, 'coach_not_found'));
    await expect(call(outreachRoutes.contacts, { params: { skillLevel: 5 } })).rejects.toMatchObject({
      status: 403,
      code: 'coach_not_found',
    });
  });

  it("refuses a reply that is not the route's schema, at compile time and when it is sent", async () => {
    // @ts-expect-error: `data` is a list of contacts
    stubRoute(outreachRoutes.contacts, { data: 'none' });
    await expect(call(outreachRoutes.contacts, { params: { skillLevel: 5 } })).rejects.toMatchObject({
      status: 500,
    });
    expect(takeStubProblems()).toEqual([
      expect.stringContaining("GET /auth/getCommunications/:skillLevel is not the contract's reply"),
    ]);
  });

  it('records a request no stub answers (the test then fails)', async () => {
    await expect(call(outreachRoutes.contacts, { params: { skillLevel: 6 } })).rejects.toMatchObject({
      status: 404,
    });
    expect(takeStubProblems()).toEqual(['no stub for GET /api/auth/getCommunications/6']);
  });
});
