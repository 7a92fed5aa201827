import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { requestIdGenerator } from './request-id';

const raw = (id?: string, remoteAddress = '10.0.0.7') =>
  ({ headers: id === undefined ? {} : { 'x-request-id': id }, socket: { remoteAddress } }) as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keep the id a trusted proxy sent when it looks like one', () => {
    expect(requestIdGenerator(['10.0.0.0/8'])(raw('lb-7f3a9c21.42'))).toBe('lb-7f3a9c21.42');
    expect(requestIdGenerator(() => true)(raw('lb-7f3a9c21.42'))).toBe('lb-7f3a9c21.42');
  });

  it('are new UUIDs otherwise: no proxy trusted, a peer that is not a listed proxy, none sent, or one that is too short, too long or has other characters', () => {
    const ids = [
      requestIdGenerator(false)(raw('lb-7f3a9c21.42')),
      requestIdGenerator(['10.0.0.0/8'])(raw('lb-7f3a9c21.42', '203.0.113.9')),
      requestIdGenerator(['10.0.0.0/8'])(raw()),
      requestIdGenerator(['10.0.0.0/8'])(raw('short')),
      requestIdGenerator(['10.0.0.0/8'])(raw('x'.repeat(65))),
      requestIdGenerator(['10.0.0.0/8'])(raw('id with spaces\nand a newline')),
    ];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('request ids through the app, with TRUST_PROXY set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await t.close();
  });
  const health = (remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress,
      headers: { 'x-request-id': 'chosen-by-the-sender-1' },
    });

  it('keeps the x-request-id of a trusted proxy', async () => {
    expect((await health('10.1.2.3')).headers['x-request-id']).toBe('chosen-by-the-sender-1');
  });

  it('makes its own for a client connecting directly, whatever it sends', async () => {
    const res = await health('203.0.113.9');
    expect(res.headers['x-request-id']).not.toBe('chosen-by-the-sender-1');
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});
