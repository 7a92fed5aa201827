import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { coaches, players, teamRosters } from './school';

/** A coach's calendar event (csa_id); its team's players (or every team of the coach's) read it. Times are UTC instants at minute precision. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer()
      .notNull()
      .references(() => coaches.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Where it happens, as the coach wrote it ('' when not given). */
    place: text().notNull().default(''),
    /** The team it is for (one the coach coaches); NULL: the coach's own, shown to all their teams. */
    rosterId: integer().references(() => teamRosters.id, { onDelete: 'set null' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** Raised on every edit so subscribed calendar apps replace their copy (iCalendar SEQUENCE). */
    sequence: integer().notNull().default(0),
    /**
     * A repeating event's occurrences share the id of the series' first occurrence (NULL: a single
     * event). Each occurrence is its own row: its own answers, attendance and edits.
     */
    seriesId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_coach_start').on(t.coachId, t.startsAt),
    index('calendar_events_roster_start').on(t.rosterId, t.startsAt),
    index('calendar_events_series_start').on(t.seriesId, t.startsAt),
    check('calendar_events_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * The secret token of a person's private iCalendar feed; exactly one of coach_id/player_id.
 * Kept in clear because the owner is shown the same address again on every visit.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer()
      .unique()
      .references(() => coaches.id, { onDelete: 'cascade' }),
    playerId: integer()
      .unique()
      .references(() => players.id, { onDelete: 'cascade' }),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('calendar_feeds_one_owner', sql`num_nonnulls(${t.coachId}, ${t.playerId}) = 1`)],
);
