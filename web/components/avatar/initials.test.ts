import { describe, expect, it } from 'vitest';
import { initials } from './PersonAvatar';

describe('initials', () => {
  it('takes the first whole character of each name, upper-cased', () => {
    expect(initials('ann', 'Lee')).toBe('AL');
    expect(initials('𝒜da', '')).toBe('𝒜');
    expect(initials('  ege ', ' öztürk')).toBe('EÖ');
  });
});
