import { describe, expect, it } from 'vitest';
import { handleOf, loadedTeams, orderedTeams, teamFromHandle } from './teams';

describe('teamFromHandle', () => {
  it('accepts the four team handles only', () => {
    expect(teamFromHandle('jv-boys')).toBe(1);
    expect(teamFromHandle('var-boys')).toBe(2);
    expect(teamFromHandle('jv-girls')).toBe(3);
    expect(teamFromHandle('var-girls')).toBe(4);
    for (const handle of ['preseason', 'jv-parents', 'nonsense', '', '1', undefined]) {
      expect(teamFromHandle(handle)).toBeUndefined();
    }
  });

  it('reads back the handle handleOf writes', () => {
    for (const team of [1, 2, 3, 4] as const) expect(teamFromHandle(handleOf(team))).toBe(team);
  });
});

describe('orderedTeams', () => {
  it('orders teams as SPEC.md does, once each, and drops audiences', () => {
    expect(orderedTeams([4, 1, 5, 3, 1])).toEqual([1, 3, 4]);
    expect(orderedTeams([7, 8])).toEqual([]);
  });
});

describe('loadedTeams', () => {
  it('is undefined while the teams load, null when they failed, and the teams once there', () => {
    expect(loadedTeams({ status: 'pending' })).toBeUndefined();
    expect(loadedTeams({ status: 'error', retry: () => undefined })).toBeNull();
    expect(loadedTeams({ status: 'success', teams: [2, 1] })).toEqual([2, 1]);
  });
});
