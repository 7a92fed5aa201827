import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { coaches, players, schools } from './school';

/**
 * A contact on one of the school's outreach lists (skill level 5 preseason, 6 jv-parents,
 * 7 var-parents). Either an existing player (player_id; name, e-mail and phone are read from
 * the player so they never go stale) or a new person with their own details.
 */
export const outreachContacts = pgTable(
  'outreach_contacts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    skillLevel: smallint().notNull(),
    playerId: integer().references(() => players.id, { onDelete: 'cascade' }),
    firstName: text(),
    lastName: text(),
    email: text(),
    phone: text(),
    /** Who added it (lists are shared by the school's coaches). */
    addedByCoachId: integer().references(() => coaches.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outreach_contacts_school_level').on(t.schoolId, t.skillLevel),
    // The lists a player is on (their announcement audiences), found without the school.
    index('outreach_contacts_player_id').on(t.playerId),
    uniqueIndex('outreach_contacts_player')
      .on(t.schoolId, t.skillLevel, t.playerId)
      .where(sql`${t.playerId} is not null`),
    uniqueIndex('outreach_contacts_phone')
      .on(t.schoolId, t.skillLevel, t.phone)
      .where(sql`${t.phone} is not null`),
    check('outreach_contacts_level', sql`${t.skillLevel} between 5 and 7`),
    check(
      'outreach_contacts_person',
      sql`(${t.playerId} is not null and ${t.phone} is null) or (${t.playerId} is null and ${t.phone} is not null and ${t.firstName} is not null and ${t.lastName} is not null and ${t.email} is not null)`,
    ),
  ],
);
