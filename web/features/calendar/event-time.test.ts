import { afterAll, describe, expect, it, vi } from 'vitest';
import { dualFromWire, fromLocalInput, fromWire, matchFromWire, toLocalInput, toWire } from './event-time';

vi.stubEnv('TZ', 'Asia/Tokyo');
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('wire and local times', () => {
  it('reads UTC wire times and shows them in the viewer zone', () => {
    const event = fromWire({
      csa_id: 7,
      name: 'Practice',
      description: '',
      startTime: '2025-03-12 23:30',
      endTime: '2025-03-13 01:00',
      date: '2025-03-12 23:30',
      place: 'Court 2',
      team: 3,
      mine: true,
      series: null,
    });
    expect(event).toMatchObject({ id: 7, key: 'event-7', place: 'Court 2', team: 3, mine: true });
    expect(event?.start.toISOString()).toBe('2025-03-12T23:30:00.000Z');
    // Tokyo is UTC+9: 23:30 UTC is 08:30 the next morning there.
    expect(toLocalInput(event!.start)).toBe('2025-03-13T08:30');
  });

  it('turns a local input into a UTC wire time at minute precision', () => {
    const start = fromLocalInput('2025-03-13T09:00');
    expect(start && toWire(start)).toBe('2025-03-13 00:00');
    expect(toWire(fromLocalInput('2025-03-13T09:00:45')!)).toBe('2025-03-13 00:00');
  });

  it('refuses what is not a real local time', () => {
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('2025-04-31T10:00')).toBeUndefined();
    expect(fromLocalInput('2025-04-10T24:00')).toBeUndefined();
    expect(fromLocalInput('10/04/2025 10:00')).toBeUndefined();
  });

  it('skips an event whose times cannot be read', () => {
    expect(
      fromWire({
        csa_id: 1,
        name: 'x',
        description: '',
        startTime: 'soon',
        endTime: 'later',
        date: '',
        place: '',
        team: null,
        mine: true,
        series: null,
      }),
    ).toBeUndefined();
  });
});

describe('matches in the calendar', () => {
  it('titles a doubles match by its sides and keys it apart from an event of the same id', () => {
    const match = matchFromWire({
      id: 7,
      matchType: 2,
      team: 1,
      isSingles: false,
      startTime: '2025-03-12 15:00',
      endTime: '2025-03-12 17:00',
      players: [
        { ID: 1, Name: 'Ann Lee' },
        { ID: 2, Name: 'Bo Kim' },
        { ID: 3, Name: 'Cy Park' },
        { ID: 4, Name: 'Di Diaz' },
      ],
      score: '',
      decided: false,
    });
    expect(match).toMatchObject({
      key: 'match-7',
      title: 'Ann Lee / Bo Kim – Cy Park / Di Diaz',
      mine: false,
    });
    expect(match?.match?.sides).toEqual([
      ['Ann Lee', 'Bo Kim'],
      ['Cy Park', 'Di Diaz'],
    ]);
  });
});

describe('duals in the calendar', () => {
  it('shows a dual the feed gives, read-only, titled by the opponent, keyed apart from an event and a match', () => {
    const dual = dualFromWire({
      id: 4,
      team: 2,
      opponentName: 'Central High',
      site: 'away',
      place: 'Central courts',
      startTime: '2025-03-12 14:00',
      endTime: '2025-03-12 17:00',
      published: true,
      lines: ['S2', 'D1'],
    });
    expect(dual).toMatchObject({
      key: 'dual-4',
      title: 'Central High',
      place: 'Central courts',
      team: 2,
      mine: false,
      dual: { id: 4, site: 'away', lines: ['S2', 'D1'], published: true },
    });
    expect(dual?.end.toISOString()).toBe('2025-03-12T17:00:00.000Z');
  });
});
