import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  primaryKey,
} from 'drizzle-orm/pg-core';
import type { AntiStackingRule } from '../../../contract/duals';

export const schools = pgTable('schools', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  value: text().notNull().unique(),
  label: text().notNull(),
});

export const coaches = pgTable(
  'coaches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id),
    phone: text().notNull().unique(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    /** URL of the coach's photo (small size), or null; written only by the settings avatar service. */
    avatar: text(),
    maxChallengePositions: integer().notNull().default(3),
    uiSettings: jsonb().$type<UiSettings>().notNull().default({}),
    /** The toolbar's shortcut pages (contract/users SHORTCUT_IDS), in order; null: the defaults. */
    shortcuts: jsonb().$type<string[]>(),
    /**
     * Whether the school's shared outreach contacts (parents' names, phones, e-mails) are open to
     * this coach: the school's first coach and a coach who joined a team by its Team PIN are
     * 'accepted'; a later coach who only created a team is 'pending' until an accepted coach
     * accepts (or declines) them. The rule lives in server/modules/outreach/contacts-access.ts.
     * Set explicitly by every insert of the app; the default covers the coaches before the rule.
     */
    contactsAccess: text().$type<'accepted' | 'pending' | 'declined'>().notNull().default('accepted'),
    /** The coach who accepted or declined this one, and when. */
    contactsAccessBy: integer(),
    contactsAccessAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coaches_school_contacts_access').on(t.schoolId, t.contactsAccess),
    check('coaches_contacts_access', sql`${t.contactsAccess} in ('accepted', 'pending', 'declined')`),
  ],
);

export const players = pgTable('players', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  schoolId: integer()
    .notNull()
    .references(() => schools.id),
  phone: text().notNull().unique(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  email: text().notNull(),
  /** URL of the player's photo (small size), or null; written only by the settings avatar service. */
  avatar: text(),
  uiSettings: jsonb().$type<UiSettings>().notNull().default({}),
  /** The toolbar's shortcut pages (contract/users SHORTCUT_IDS), in order; null: the defaults. */
  shortcuts: jsonb().$type<string[]>(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A team of a school (team type 1-4), with the PIN its players and coaches join by. */
export const teamRosters = pgTable(
  'team_rosters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id),
    teamType: smallint().notNull(),
    pin: text().notNull().unique(),
    /** The coaches' default match format (a canonical TODS code) for new matches; null: none. */
    matchFormat: text(),
    /** The coaches' anti-stacking rule (contract/duals/lineup-rules.ts) new duals copy; null: the default rule. */
    lineupRule: jsonb().$type<AntiStackingRule>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_rosters_school_team').on(t.schoolId, t.teamType)],
);

/** Which coach coaches which team. */
export const coachTeams = pgTable(
  'coach_teams',
  {
    coachId: integer()
      .notNull()
      .references(() => coaches.id, { onDelete: 'cascade' }),
    rosterId: integer()
      .notNull()
      .references(() => teamRosters.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.coachId, t.rosterId] }),
    // The coaches of a team (co-coaches' tournaments, a player's coaches, the calendar).
    index('coach_teams_roster').on(t.rosterId),
  ],
);

export interface UiSettings {
  theme?: string;
  layout?: string;
  language?: string;
  /** The IANA time zone of the device the person last used (texts give times in it). */
  timeZone?: string;
}
