import { describe, expect, it } from 'vitest';
import { isolate } from './isolate';

describe('isolate', () => {
  it('wraps the text in first-strong isolate and pop directional isolate', () => {
    expect(isolate('Zoë Ng')).toBe('\u2068Zoë Ng\u2069');
    expect(isolate('')).toBe('\u2068\u2069');
  });
});
