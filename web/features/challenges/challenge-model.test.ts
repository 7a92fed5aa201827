import { describe, expect, it } from 'vitest';
import type { Challenge } from '../../../contract/challenges';
import {
  coachOrder,
  deadlineKind,
  instantFromLocal,
  localFromInstant,
  openChallengesOf,
  remaining,
  winnerName,
} from './challenge-model';

const person = (id: number, position: number | null = id) => ({
  id,
  firstName: `P${id}`,
  lastName: 'Test',
  position,
});

function challenge(over: Partial<Challenge> & Pick<Challenge, 'id' | 'status'>): Challenge {
  return {
    skillLevel: 1,
    challenger: person(2),
    defender: person(1),
    proposedAt: null,
    proposedPlace: null,
    agreedAt: null,
    place: null,
    deadlineAt: null,
    report: null,
    disputeReason: null,
    outcome: null,
    matchId: null,
    ladderChangeId: null,
    createdAt: '2030-01-01T00:00:00Z',
    closedAt: null,
    actions: [],
    ...over,
  };
}

describe('remaining', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  it('splits into days and hours, rounding up to the minute', () => {
    expect(remaining('2030-01-03T05:00:30Z', now)).toEqual({ overdue: false, days: 2, hours: 5, minutes: 1 });
  });
  it('is overdue at and after the deadline', () => {
    expect(remaining('2030-01-01T00:00:00Z', now).overdue).toBe(true);
    expect(remaining('2029-12-31T00:00:00Z', now).overdue).toBe(true);
  });
});

describe('deadlineKind', () => {
  it('names what an issued challenge runs out to by the team rule', () => {
    expect(deadlineKind('issued', { unansweredCounts: 'forfeit' })).toBe('forfeit');
    expect(deadlineKind('issued', { unansweredCounts: 'nothing' })).toBe('answer');
    expect(deadlineKind('issued', undefined)).toBe('forfeit');
  });
  it('gives the later steps their own and closed ones none', () => {
    expect(deadlineKind('accepted', undefined)).toBe('expire');
    expect(deadlineKind('reported', undefined)).toBe('autoConfirm');
    expect(deadlineKind('disputed', undefined)).toBeNull();
    expect(deadlineKind('confirmed', undefined)).toBeNull();
  });
});

describe('coachOrder', () => {
  it('puts open before closed, disputes first, then the nearest deadline', () => {
    const list = [
      challenge({ id: 1, status: 'confirmed', closedAt: '2030-01-02T00:00:00Z' }),
      challenge({ id: 2, status: 'issued', deadlineAt: '2030-01-05T00:00:00Z' }),
      challenge({ id: 3, status: 'disputed' }),
      challenge({ id: 4, status: 'issued', deadlineAt: '2030-01-03T00:00:00Z' }),
      challenge({ id: 5, status: 'expired', closedAt: '2030-01-04T00:00:00Z' }),
    ];
    expect(coachOrder(list).map((c) => c.id)).toEqual([3, 4, 2, 5, 1]);
  });
});

describe('openChallengesOf', () => {
  it('keeps the open challenges a player is in', () => {
    const list = [
      challenge({ id: 1, status: 'issued' }),
      challenge({ id: 2, status: 'declined' }),
      challenge({ id: 3, status: 'accepted', challenger: person(7), defender: person(6) }),
    ];
    expect(openChallengesOf(list, 1).map((c) => c.id)).toEqual([1]);
    expect(openChallengesOf(list, 6).map((c) => c.id)).toEqual([3]);
  });
});

describe('winnerName', () => {
  it('names the reported winner', () => {
    const c = challenge({
      id: 1,
      status: 'reported',
      report: { winnerId: 2, score: '6-4 6-4', reportedBy: 'defender', reportedAt: '2030-01-01T00:00:00Z' },
    });
    expect(winnerName(c)).toBe('P2 Test');
    expect(winnerName(challenge({ id: 2, status: 'issued' }))).toBeNull();
  });
});

describe('local times', () => {
  it('turns a datetime-local value into an instant and back', () => {
    const instant = instantFromLocal('2030-05-04T15:30');
    expect(instant).not.toBeNull();
    expect(localFromInstant(instant)).toBe('2030-05-04T15:30');
  });
  it('refuses a partial value', () => {
    expect(instantFromLocal('2030-05-04')).toBeNull();
    expect(instantFromLocal('')).toBeNull();
    expect(localFromInstant(null)).toBe('');
  });
});
