import { describe, expect, it } from 'vitest';
import { codeMatches, generateCode, generatePin, hashCode, opaqueId } from './login-code';

const secret = new TextEncoder().encode('k'.repeat(40));

describe('login codes', () => {
  it('are six digits, including leading zeros', () => {
    for (let i = 0; i < 200; i++) {
      expect(generateCode()).toMatch(/^\d{6}$/);
      expect(generatePin()).toMatch(/^\d{6}$/);
    }
  });

  it('match only their own register and code', () => {
    const hash = hashCode(secret, 'reg-a', '012345');
    expect(codeMatches(secret, 'reg-a', '012345', hash)).toBe(true);
    expect(codeMatches(secret, 'reg-a', '012346', hash)).toBe(false);
    expect(codeMatches(secret, 'reg-b', '012345', hash)).toBe(false);
    expect(codeMatches(new TextEncoder().encode('other'.repeat(8)), 'reg-a', '012345', hash)).toBe(false);
    expect(hash).not.toContain('012345');
  });

  it('opaque ids are long, url-safe and distinct', () => {
    const ids = new Set(Array.from({ length: 500 }, () => opaqueId()));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
