import { describe, expect, it } from 'vitest';
import {
  addCalendarEventBody,
  calendarTimeField,
  formatCalendarTime,
  parseCalendarTime,
} from '../../../contract/calendar';

describe('parseCalendarTime', () => {
  it.each([
    ['2030-04-10 15:00', '2030-04-10T15:00:00.000Z'],
    ['2030-04-10T15:00:00.000Z', '2030-04-10T15:00:00.000Z'],
    ['2030-04-10T15:07:59.999Z', '2030-04-10T15:07:00.000Z'],
    ['2030-04-10T15:07:30Z', '2030-04-10T15:07:00.000Z'],
    ['2030-04-10T15:07Z', '2030-04-10T15:07:00.000Z'],
    ['2030-04-10T18:30:00.000+03:00', '2030-04-10T15:30:00.000Z'],
    ['2030-04-10T23:30:00-05:00', '2030-04-11T04:30:00.000Z'],
    ['2028-02-29 00:00', '2028-02-29T00:00:00.000Z'],
    ['2030-12-31 23:59', '2030-12-31T23:59:00.000Z'],
  ])('reads %s as %s, minute precision', (text, iso) => {
    expect(parseCalendarTime(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '2030-02-29 10:00',
    '2030-04-31 10:00',
    '2030-13-01 10:00',
    '2030-00-10 10:00',
    '2030-04-00 10:00',
    '2030-04-10 24:00',
    '2030-04-10 10:60',
    '2030-04-10T10:00:60Z',
    '2030-04-10T10:00:00',
    '2030-04-10T10:00:00+25:00',
    '2030-4-10 10:00',
    '2030-04-10 10:00:00',
    '2030-04-10',
    '10:00',
    'tomorrow',
    '',
    '1899-12-31 23:59',
    '0000-01-01 00:00',
  ])('refuses %j', (text) => {
    expect(parseCalendarTime(text)).toBeUndefined();
  });
});

describe('formatCalendarTime', () => {
  it('writes UTC, not the local zone, at minute precision', () => {
    expect(formatCalendarTime(new Date('2030-01-02T03:04:59.999Z'))).toBe('2030-01-02 03:04');
  });
});

describe('calendarTimeField', () => {
  it('normalizes the ISO form to the event form', () => {
    expect(calendarTimeField.parse(' 2030-04-10T15:07:59.000Z ')).toBe('2030-04-10 15:07');
  });
});

describe('addCalendarEventBody', () => {
  const ok = { name: 'Practice', startTime: '2030-04-10 15:00', endTime: '2030-04-10 16:00' };

  it('fills an absent description and place with an empty text, an absent team with null, an absent time zone with UTC', () => {
    expect(addCalendarEventBody.parse(ok)).toEqual({
      ...ok,
      description: '',
      place: '',
      team: null,
      timeZone: 'UTC',
    });
  });

  it('refuses an end that is not after the start, after normalizing', () => {
    expect(addCalendarEventBody.safeParse({ ...ok, endTime: '2030-04-10T15:00:59.000Z' }).success).toBe(
      false,
    );
    expect(addCalendarEventBody.safeParse({ ...ok, endTime: '2030-04-10 14:59' }).success).toBe(false);
  });

  it('compares instants, not texts in different zones', () => {
    const parsed = addCalendarEventBody.parse({
      ...ok,
      startTime: '2030-04-10T17:00:00+03:00',
      endTime: '2030-04-10 14:30',
    });
    expect(parsed.startTime).toBe('2030-04-10 14:00');
  });
});
