import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultMatchStart, matchInstant, toLocal, toWire } from './match-time';

/** The conversions in a zone with daylight saving time (UTC-5 in winter, UTC-4 in summer). */
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('match time', () => {
  it('reads a stored UTC date and time in the viewer zone', () => {
    expect(toLocal({ MatchDate: '2030-06-15', MatchTime: '16:30' })).toEqual({
      date: '2030-06-15',
      time: '12:30',
    });
    expect(toLocal({ MatchDate: '2030-01-15', MatchTime: '16:30' })).toEqual({
      date: '2030-01-15',
      time: '11:30',
    });
    // Past midnight UTC is still the evening before in New York.
    expect(toLocal({ MatchDate: '2030-06-16', MatchTime: '02:15' })).toEqual({
      date: '2030-06-15',
      time: '22:15',
    });
  });

  it('sends a typed local date and time in UTC', () => {
    expect(toWire({ date: '2030-06-15', time: '12:30' })).toEqual({
      MatchDate: '2030-06-15',
      MatchTime: '16:30',
    });
    expect(toWire({ date: '2030-12-31', time: '21:05' })).toEqual({
      MatchDate: '2031-01-01',
      MatchTime: '02:05',
    });
  });

  it('round-trips', () => {
    const wire = { MatchDate: '2030-03-09', MatchTime: '23:45' };
    expect(toWire(toLocal(wire))).toEqual(wire);
    expect(matchInstant(wire).toISOString()).toBe('2030-03-09T23:45:00.000Z');
  });

  it('refuses dates and times that do not exist', () => {
    expect(toWire({ date: '2030-04-31', time: '10:00' })).toBeUndefined();
    expect(toWire({ date: '2030-06-15', time: '24:00' })).toBeUndefined();
    expect(toWire({ date: '', time: '10:00' })).toBeUndefined();
    expect(toWire({ date: '2030-06-15', time: '' })).toBeUndefined();
  });

  it('starts a new match at the next full hour in the afternoon (15:00-19:00)', () => {
    expect(defaultMatchStart(new Date(2030, 5, 15, 14, 5))).toEqual({ date: '2030-06-15', time: '15:00' });
    expect(defaultMatchStart(new Date(2030, 5, 15, 16, 40))).toEqual({ date: '2030-06-15', time: '17:00' });
    expect(defaultMatchStart(new Date(2030, 5, 15, 18, 59))).toEqual({ date: '2030-06-15', time: '19:00' });
  });

  it('starts it at 16:00 today in the morning and 16:00 tomorrow in the evening, never at midnight', () => {
    expect(defaultMatchStart(new Date(2030, 5, 15, 0, 0))).toEqual({ date: '2030-06-15', time: '16:00' });
    expect(defaultMatchStart(new Date(2030, 5, 15, 9, 30))).toEqual({ date: '2030-06-15', time: '16:00' });
    expect(defaultMatchStart(new Date(2030, 5, 15, 19, 0))).toEqual({ date: '2030-06-16', time: '16:00' });
    expect(defaultMatchStart(new Date(2030, 5, 15, 23, 20))).toEqual({ date: '2030-06-16', time: '16:00' });
    // The last day of a month, and a night when the clocks change (2 November 2030 in New York).
    expect(defaultMatchStart(new Date(2030, 5, 30, 22, 0))).toEqual({ date: '2030-07-01', time: '16:00' });
    expect(defaultMatchStart(new Date(2030, 10, 2, 21, 0))).toEqual({ date: '2030-11-03', time: '16:00' });
  });
});
