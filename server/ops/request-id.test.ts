import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdGenerator } from './request-id';

const raw = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keep the id a trusted proxy sent when it looks like one', () => {
    expect(requestIdGenerator(true)(raw('lb-7f3a9c21.42'))).toBe('lb-7f3a9c21.42');
  });

  it('are new UUIDs otherwise: no proxy trusted, none sent, or one that is too short, too long or has other characters', () => {
    const ids = [
      requestIdGenerator(false)(raw('lb-7f3a9c21.42')),
      requestIdGenerator(true)(raw()),
      requestIdGenerator(true)(raw('short')),
      requestIdGenerator(true)(raw('x'.repeat(65))),
      requestIdGenerator(true)(raw('id with spaces\nand a newline')),
    ];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
