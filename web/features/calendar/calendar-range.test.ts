import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  firstDayOfWeek,
  fromDateParam,
  rangeHeading,
  shiftAnchor,
  toDateParam,
  touchesDay,
  visibleRange,
} from './calendar-range';

// A zone with daylight saving: 9 March 2025 has 23 hours there.
vi.stubEnv('TZ', 'America/Los_Angeles');
afterAll(() => {
  vi.unstubAllEnvs();
});

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('visibleRange', () => {
  it('a month shows whole weeks from the language first weekday', () => {
    // March 2025 starts on a Saturday and ends on a Monday.
    const sunday = visibleRange('month', local(2025, 3, 15), 0);
    expect(sunday.days[0]).toEqual(local(2025, 2, 23));
    expect(sunday.days.at(-1)).toEqual(local(2025, 4, 5));
    expect(sunday.days).toHaveLength(42);
    expect(sunday.end).toEqual(local(2025, 4, 6));

    const monday = visibleRange('month', local(2025, 3, 15), 1);
    expect(monday.days[0]).toEqual(local(2025, 2, 24));
    expect(monday.days).toHaveLength(42);

    const saturday = visibleRange('month', local(2025, 3, 15), 6);
    expect(saturday.days[0]).toEqual(local(2025, 3, 1));
    expect(saturday.days).toHaveLength(35);
  });

  it('every day is a local midnight across a daylight-saving change', () => {
    const week = visibleRange('week', local(2025, 3, 10), 0);
    expect(week.days.map((d) => [d.getDate(), d.getHours()])).toEqual([
      [9, 0],
      [10, 0],
      [11, 0],
      [12, 0],
      [13, 0],
      [14, 0],
      [15, 0],
    ]);
    expect(week.end).toEqual(local(2025, 3, 16));
  });

  it('a day shows that day only', () => {
    const day = visibleRange('day', local(2025, 3, 9, 15, 30), 1);
    expect(day.days).toEqual([local(2025, 3, 9)]);
    expect(day.end).toEqual(local(2025, 3, 10));
  });
});

describe('shiftAnchor', () => {
  it('moves by a month, a week or a day', () => {
    expect(shiftAnchor('month', local(2025, 1, 31), 1)).toEqual(local(2025, 2, 28));
    expect(shiftAnchor('week', local(2025, 3, 5), -1)).toEqual(local(2025, 2, 26));
    expect(shiftAnchor('day', local(2025, 3, 8, 12), 1)).toEqual(local(2025, 3, 9, 12));
  });
});

describe('headings and week starts', () => {
  it('writes the range in the chosen language', () => {
    expect(rangeHeading('month', local(2025, 3, 15), 0, 'en')).toBe('March 2025');
    expect(rangeHeading('week', local(2025, 3, 12), 0, 'en').replace(/\s/g, ' ')).toBe('March 9 – 15, 2025');
    expect(rangeHeading('day', local(2025, 3, 12), 0, 'en')).toBe('Wednesday, March 12, 2025');
    expect(rangeHeading('month', local(2025, 3, 15), 1, 'tr')).toBe('Mart 2025');
  });

  it('starts weeks on Sunday in English, Monday in Turkish and Saturday in Arabic', () => {
    expect(firstDayOfWeek('en')).toBe(0);
    expect(firstDayOfWeek('tr')).toBe(1);
    expect(firstDayOfWeek('ar')).toBe(6);
  });
});

describe('touchesDay', () => {
  const day = local(2025, 3, 12);
  it('counts events overlapping the local day', () => {
    expect(touchesDay({ start: local(2025, 3, 11, 23), end: local(2025, 3, 12, 1) }, day)).toBe(true);
    expect(touchesDay({ start: local(2025, 3, 11, 22), end: local(2025, 3, 12) }, day)).toBe(false);
    expect(touchesDay({ start: local(2025, 3, 12, 23, 59), end: local(2025, 3, 13, 1) }, day)).toBe(true);
    expect(touchesDay({ start: local(2025, 3, 13), end: local(2025, 3, 13, 1) }, day)).toBe(false);
    expect(touchesDay({ start: day, end: day }, day)).toBe(true);
  });
});

describe('date parameter', () => {
  it('reads back what it writes and refuses impossible dates', () => {
    expect(toDateParam(local(2025, 3, 9, 13))).toBe('2025-03-09');
    expect(fromDateParam('2025-03-09')).toEqual(local(2025, 3, 9));
    expect(fromDateParam('2025-02-30')).toBeUndefined();
    expect(fromDateParam('yesterday')).toBeUndefined();
    expect(fromDateParam(null)).toBeUndefined();
  });
});
