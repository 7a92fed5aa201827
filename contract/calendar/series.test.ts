import { describe, expect, it } from 'vitest';
import { isTimeZone, SERIES_MAX, weeklyStarts } from './series';

const iso = (dates: Date[] | undefined) => dates?.map((d) => d.toISOString());

describe('weeklyStarts', () => {
  it('repeats every week through the last day, included', () => {
    expect(iso(weeklyStarts(new Date('2026-03-02T15:00:00Z'), '2026-03-16', 'UTC'))).toEqual([
      '2026-03-02T15:00:00.000Z',
      '2026-03-09T15:00:00.000Z',
      '2026-03-16T15:00:00.000Z',
    ]);
    expect(weeklyStarts(new Date('2026-03-02T15:00:00Z'), '2026-03-15', 'UTC')).toHaveLength(2);
  });

  it('keeps the local time across a daylight-saving change', () => {
    // 16:00 in New York: UTC-5 before 8 March 2026, UTC-4 after.
    expect(iso(weeklyStarts(new Date('2026-03-04T21:00:00Z'), '2026-03-11', 'America/New_York'))).toEqual([
      '2026-03-04T21:00:00.000Z',
      '2026-03-11T20:00:00.000Z',
    ]);
  });

  it('reads the last day in the zone: a late evening event in Istanbul is on the local day', () => {
    // 23:30 in Istanbul (UTC+3) on 2 March is 20:30 UTC; the local last day 9 March includes the second.
    expect(weeklyStarts(new Date('2026-03-02T20:30:00Z'), '2026-03-09', 'Europe/Istanbul')).toHaveLength(2);
  });

  it('refuses a last day before the first event and a series longer than a year', () => {
    expect(weeklyStarts(new Date('2026-03-02T15:00:00Z'), '2026-03-01', 'UTC')).toBeUndefined();
    expect(weeklyStarts(new Date('2026-03-02T15:00:00Z'), '2027-03-08', 'UTC')).toBeUndefined();
    expect(weeklyStarts(new Date('2026-03-02T15:00:00Z'), '2027-03-07', 'UTC')).toHaveLength(SERIES_MAX);
  });

  it('knows time zone names', () => {
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
