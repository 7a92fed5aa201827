import { describe, expect, it } from 'vitest';
import type { LadderChange, RosterPlayer } from '../../../contract/ladder';
import {
  changeScore,
  chooserOutcome,
  describeMove,
  formattersFor,
  latestUndoable,
  percentLabel,
  phoneHintKey,
  positionLabel,
  searchPlayers,
  SEARCH_LIMIT,
} from './ladder-model';

function player(id: number, first: string, last: string, extra: Partial<RosterPlayer> = {}): RosterPlayer {
  return {
    PlayerID: id,
    SchoolTeamPlayerID: id + 100,
    Position: id,
    FirstName: first,
    LastName: last,
    Email: `${first.toLowerCase()}@example.org`,
    PhoneNumber: '5551234567',
    avatar: null,
    OMWLPer: 0,
    CMWLPer: 0,
    ...extra,
  };
}

const en = formattersFor('en');

describe('chooserOutcome', () => {
  it('a coach with no team joins one', () => {
    expect(chooserOutcome('coach', [])).toEqual({ kind: 'join' });
  });

  it('a coach with one team goes to its ladder; with more, cards in order', () => {
    expect(chooserOutcome('coach', [3])).toEqual({ kind: 'redirect', team: 3 });
    expect(chooserOutcome('coach', [4, 2])).toEqual({ kind: 'cards', teams: [2, 4] });
  });

  it("a player goes to their team's ladder, or has none", () => {
    expect(chooserOutcome('player', [2])).toEqual({ kind: 'redirect', team: 2 });
    expect(chooserOutcome('player', [])).toEqual({ kind: 'no-team' });
  });
});

describe('labels', () => {
  it('position -1 is N/A (null)', () => {
    expect(positionLabel(-1, en)).toBeNull();
    expect(positionLabel(7, en)).toBe('7');
  });

  it('percentages: 0 is N/A, others keep one decimal', () => {
    expect(percentLabel(0, en)).toBeNull();
    expect(percentLabel(66.7, en)).toBe('66.7%');
    expect(percentLabel(100, en)).toBe('100%');
  });

  it('writes numbers in the chosen language', () => {
    expect(formattersFor('tr').percent(50)).toBe('%50');
    expect(formattersFor('en').number(1234)).toBe('1234');
  });
});

describe('searchPlayers', () => {
  const ladder = [
    player(1, 'Ann', 'Lee'),
    player(2, 'Zoë', 'Park'),
    player(3, 'Annie', 'Kim'),
    ...Array.from({ length: 20 }, (_, i) => player(10 + i, `Sam${i}`, 'Smith')),
  ];

  it('matches any part of the name, ignoring case and accents', () => {
    expect(searchPlayers(ladder, 'ann').map((p) => p.PlayerID)).toEqual([1, 3]);
    expect(searchPlayers(ladder, 'ZOE').map((p) => p.PlayerID)).toEqual([2]);
    expect(searchPlayers(ladder, 'ann lee').map((p) => p.PlayerID)).toEqual([1]);
  });

  it('finds nothing for text no player has', () => {
    expect(searchPlayers(ladder, 'xyz')).toEqual([]);
  });

  it('gives at most 10 suggestions', () => {
    expect(searchPlayers(ladder, 'smith')).toHaveLength(SEARCH_LIMIT);
    expect(searchPlayers(ladder, '')).toHaveLength(SEARCH_LIMIT);
  });
});

describe('ladder changes', () => {
  const move = {
    playerId: 1,
    playerName: 'Ann Lee',
    fromPosition: 3,
    toPosition: 1,
    fromTeam: 1,
    toTeam: 1 as number | null,
  };

  it('tells moves within a team, between teams, placements and removals apart', () => {
    expect(describeMove(move, en, 'N/A')).toMatchObject({ key: 'within', values: { from: '3', to: '1' } });
    expect(describeMove({ ...move, toTeam: 2 }, en, 'N/A').key).toBe('between');
    expect(describeMove({ ...move, fromPosition: -1 }, en, 'N/A').key).toBe('placed');
    expect(describeMove({ ...move, toTeam: null, toPosition: -1 }, en, 'N/A')).toMatchObject({
      key: 'removed',
      values: { from: '3', toTeam: 1 },
    });
    expect(describeMove({ ...move, toTeam: null, fromPosition: -1 }, en, 'N/A').key).toBe('removedUnplaced');
    expect(describeMove({ ...move, toTeam: 2, toPosition: -1 }, en, 'N/A').values.to).toBe('N/A');
  });

  it('the change to undo is the newest that is not an undo and not undone', () => {
    const change = (id: number, reason: LadderChange['reason'], undone = false): LadderChange => ({
      id,
      reason,
      undone,
      createdAt: '2025-01-01T00:00:00.000Z',
      moves: [],
      score: null,
    });
    expect(latestUndoable([change(4, 'undo'), change(3, 'removed', true), change(2, 'coach-move')])?.id).toBe(
      2,
    );
    expect(latestUndoable([change(2, 'undo'), change(1, 'challenge', true)])).toBeUndefined();
    expect(latestUndoable([])).toBeUndefined();
  });

  it("shows a challenge change's score when the server sends it", () => {
    const change: LadderChange = {
      id: 1,
      reason: 'challenge',
      undone: false,
      createdAt: '',
      moves: [],
      score: null,
    };
    expect(changeScore(change)).toBeNull();
    expect(changeScore({ ...change, score: '6-4 3-6 [10-7]' })).toBe('6-4 3-6 [10-7]');
    expect(changeScore({ ...change, reason: 'coach-move', score: '6-4 6-4' })).toBeNull();
  });
});

describe('phoneHintKey', () => {
  const hidden = { Email: '', PhoneNumber: '' };

  it('promises contact details only where another player shares them', () => {
    const teammates = [player(1, 'Ann', 'A'), player(2, 'Ben', 'B', hidden), player(3, 'Cy', 'C', hidden)];
    // A player reading the ladder: their own row has their details, the teammates' are 'Not shared'.
    expect(phoneHintKey(teammates, false, 1)).toBe('table.phoneHintNoContacts');
    expect(phoneHintKey(teammates, false, 2)).toBe('table.phoneHint');
    expect(phoneHintKey([player(2, 'Ben', 'B', hidden)], false, undefined)).toBe('table.phoneHintNoContacts');
  });

  it('gives a coach the hint with the move arrows, promising contact details only where some are shared', () => {
    expect(phoneHintKey([player(1, 'Ann', 'A'), player(2, 'Ben', 'B', hidden)], true, undefined)).toBe(
      'table.phoneCoachHint',
    );
    expect(phoneHintKey([player(1, 'Ann', 'A', hidden)], true, undefined)).toBe(
      'table.phoneCoachHintNoContacts',
    );
  });
});
