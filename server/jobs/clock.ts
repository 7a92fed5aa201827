/**
 * The time as the app's rules see it (deadlines, reminders, scheduled jobs). The server runs on
 * the system clock; tests hand the app a TestClock and move it forward instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved. */
export class TestClock implements Clock {
  private ms: number;
  constructor(start: Date = new Date()) {
    this.ms = start.getTime();
  }
  now(): Date {
    return new Date(this.ms);
  }
  set(at: Date): void {
    this.ms = at.getTime();
  }
  advance(by: { days?: number; hours?: number; minutes?: number; ms?: number }): Date {
    this.ms +=
      (by.days ?? 0) * 86_400_000 + (by.hours ?? 0) * 3_600_000 + (by.minutes ?? 0) * 60_000 + (by.ms ?? 0);
    return this.now();
  }
}
