import { calendarEvents } from '../db/schema/index';
import type { Db } from '../db/client';

let eventCounter = 0;

/** A calendar event of a coach, straight in the database; times as UTC ISO strings or Dates. */
export async function createEvent(
  db: Db,
  coachId: number,
  opts: { name?: string; description?: string; start?: string | Date; end?: string | Date } = {},
) {
  eventCounter += 1;
  const start = new Date(opts.start ?? '2030-04-10T15:00:00Z');
  const end = new Date(opts.end ?? start.getTime() + 90 * 60_000);
  const [row] = await db
    .insert(calendarEvents)
    .values({
      coachId,
      name: opts.name ?? `Practice ${eventCounter}`,
      description: opts.description ?? '',
      startsAt: start,
      endsAt: end,
    })
    .returning();
  return row!;
}
