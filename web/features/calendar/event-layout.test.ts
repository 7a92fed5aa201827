import { afterAll, describe, expect, it, vi } from 'vitest';
import { eventsOfDay, layoutDay } from './event-layout';
import type { UiEvent } from './event-time';

vi.stubEnv('TZ', 'Europe/Istanbul');
afterAll(() => {
  vi.unstubAllEnvs();
});

const at = (d: number, h: number, m = 0) => new Date(2025, 2, d, h, m);
const ev = (id: number, start: Date, end: Date): UiEvent => ({
  id,
  key: `event-${id}`,
  title: `e${id}`,
  desc: '',
  start,
  end,
  place: '',
  team: null,
  mine: true,
  series: null,
});
const day = at(12, 0);

describe('layoutDay', () => {
  it('places events by clock minutes and overlapping ones side by side', () => {
    const placed = layoutDay(
      [ev(1, at(12, 9), at(12, 11)), ev(2, at(12, 10), at(12, 12)), ev(3, at(12, 13), at(12, 14))],
      day,
    );
    const byId = Object.fromEntries(placed.map((p) => [p.event.id, p]));
    expect(byId[1]).toMatchObject({ top: 540, bottom: 660, column: 0, columns: 2 });
    expect(byId[2]).toMatchObject({ top: 600, bottom: 720, column: 1, columns: 2 });
    expect(byId[3]).toMatchObject({ top: 780, bottom: 840, column: 0, columns: 1 });
  });

  it('reuses a free column inside a group', () => {
    const placed = layoutDay(
      [ev(1, at(12, 9), at(12, 12)), ev(2, at(12, 9), at(12, 10)), ev(3, at(12, 10), at(12, 11))],
      day,
    );
    const byId = Object.fromEntries(placed.map((p) => [p.event.id, p]));
    expect(byId[3]).toMatchObject({ column: 1, columns: 2 });
  });

  it('clips events that run over midnight and gives short ones room', () => {
    const placed = layoutDay([ev(1, at(11, 22), at(12, 2)), ev(2, at(12, 23, 50), at(13, 1))], day);
    expect(placed[0]).toMatchObject({ top: 0, bottom: 120, continuesBefore: true, continuesAfter: false });
    expect(placed[1]).toMatchObject({ top: 1410, bottom: 1440, continuesAfter: true });
    const short = layoutDay([ev(3, at(12, 8), at(12, 8, 5))], day)[0];
    expect(short).toMatchObject({ top: 480, bottom: 510 });
  });

  it('leaves out events of other days', () => {
    expect(layoutDay([ev(1, at(13, 9), at(13, 10))], day)).toEqual([]);
  });
});

describe('eventsOfDay', () => {
  it('lists the day events earliest first', () => {
    const list = eventsOfDay(
      [ev(2, at(12, 15), at(12, 16)), ev(1, at(12, 8), at(12, 9)), ev(3, at(13, 8), at(13, 9))],
      day,
    );
    expect(list.map((e) => e.id)).toEqual([1, 2]);
  });
});
