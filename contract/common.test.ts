import { describe, expect, it } from 'vitest';
import { formBoolean, intField, phoneSchema, skillLevelFromHandle } from './common';

describe('formBoolean', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['on', true],
    ['TRUE', true],
    [true, true],
    [1, true],
    ['false', false],
    ['0', false],
    ['no', false],
    ['off', false],
    [false, false],
    [0, false],
  ])('reads %j as %s', (input, expected) => {
    expect(formBoolean.parse(input)).toBe(expected);
  });

  it.each(['maybe', '', 2, null])('refuses %j', (input) => {
    expect(formBoolean.safeParse(input).success).toBe(false);
  });
});

describe('intField', () => {
  const pos = intField(1, 100);
  it('parses form strings and numbers and range-checks them', () => {
    expect(pos.parse('7')).toBe(7);
    expect(pos.parse(100)).toBe(100);
    for (const bad of ['0', '101', '1.5', 'abc', '', ' ', 2.5, '1e2'])
      expect(pos.safeParse(bad).success).toBe(false);
  });
});

describe('phoneSchema and handles', () => {
  it('wants exactly ten digits', () => {
    expect(phoneSchema.safeParse('5551234567').success).toBe(true);
    expect(phoneSchema.safeParse('555-123-4567').success).toBe(false);
    expect(phoneSchema.safeParse('555123456').success).toBe(false);
  });
  it('maps URL handles to skill levels in SPEC order', () => {
    expect(
      ['jv-boys', 'var-boys', 'jv-girls', 'var-girls', 'preseason', 'jv-parents', 'var-parents'].map(
        skillLevelFromHandle,
      ),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(skillLevelFromHandle('varsity')).toBeUndefined();
  });
});
