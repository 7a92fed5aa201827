import { describe, expect, it } from 'vitest';
import { isMinor } from './minor';

const NOW = new Date('2026-11-28T12:00:00Z');
const facts = (f: Partial<Parameters<typeof isMinor>[0]>) => ({
  birthDate: null,
  graduationYear: null,
  minorMark: false,
  ...f,
});

describe('isMinor', () => {
  it('is a minor under 18 by birth date, an adult from the 18th birthday on', () => {
    expect(isMinor(facts({ birthDate: '2008-11-29' }), NOW)).toBe(true);
    expect(isMinor(facts({ birthDate: '2008-11-28' }), NOW)).toBe(false);
    expect(isMinor(facts({ birthDate: '1990-01-01' }), NOW)).toBe(false);
  });

  it('falls back to the graduation year: a minor until the end of June of that year', () => {
    expect(isMinor(facts({ graduationYear: 2027 }), NOW)).toBe(true);
    expect(isMinor(facts({ graduationYear: 2026 }), NOW)).toBe(false);
    expect(isMinor(facts({ graduationYear: 2026 }), new Date('2026-06-30T23:59:59Z'))).toBe(true);
  });

  it("takes the birth date over the graduation year, and the coach's mark over both", () => {
    expect(isMinor(facts({ birthDate: '2000-01-01', graduationYear: 2030 }), NOW)).toBe(false);
    expect(isMinor(facts({ birthDate: '2000-01-01', minorMark: true }), NOW)).toBe(true);
  });

  it('presumes a school player with no age given a minor', () => {
    expect(isMinor(facts({}), NOW)).toBe(true);
  });
});
