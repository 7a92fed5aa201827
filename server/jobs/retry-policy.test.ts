import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, afterFailure } from './retry-policy';

describe('afterFailure', () => {
  it('waits longer after each failed try: 5 s, 30 s, 2 min, 10 min', () => {
    expect([1, 2, 3, 4].map((n) => afterFailure(n, true))).toEqual([
      { status: 'queued', delayMs: 5_000 },
      { status: 'queued', delayMs: 30_000 },
      { status: 'queued', delayMs: 120_000 },
      { status: 'queued', delayMs: 600_000 },
    ]);
  });

  it(`gives up after ${MAX_ATTEMPTS} tries`, () => {
    expect(afterFailure(MAX_ATTEMPTS, true)).toEqual({ status: 'failed' });
    expect(afterFailure(MAX_ATTEMPTS + 3, true)).toEqual({ status: 'failed' });
  });

  it('does not retry a fault that will not pass (e.g. an invalid number)', () => {
    expect(afterFailure(1, false)).toEqual({ status: 'failed' });
  });
});
