import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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

/**
 * The normalisation of a school's name, one owner for the generated columns below and for the
 * search's query (server/modules/schools): lower case, punctuation to spaces, "hs"/"ms" spelled
 * out (`nameKeyOf`); the search key also drops the words that do not tell schools apart, so
 * "Lincoln High School" and "Lincoln Middle School" differ in their name keys while the search
 * and the near-duplicate check compare "lincoln".
 */
const PUNCTUATION = `'[-\\s.,;:!?''"()/&_#’]+'`;
const GENERIC_WORDS = `'\\m(high|school|schools|middle|elementary|senior|junior|secondary|the|of|and|hs|ms)\\M'`;

export function nameKeyOf(text: SQL): SQL {
  const spaced = sql`regexp_replace(lower(${text}), ${sql.raw(PUNCTUATION)}, ' ', 'g')`;
  return sql`btrim(regexp_replace(regexp_replace(${spaced}, '\\mhs\\M', 'high school', 'g'), '\\mms\\M', 'middle school', 'g'))`;
}

export function searchKeyOf(text: SQL): SQL {
  const spaced = sql`regexp_replace(lower(${text}), ${sql.raw(PUNCTUATION)}, ' ', 'g')`;
  return sql`btrim(regexp_replace(regexp_replace(${spaced}, ${sql.raw(GENERIC_WORDS)}, ' ', 'g'), '\\s+', ' ', 'g'))`;
}

/**
 * A school (issue 32: any school can start). The seven seed schools (server/db/seed.ts) are
 * verified; a school a coach adds at set-up is unverified until a second coach of it is accepted
 * or joins by a Team PIN, or its admin confirms it (server/modules/schools/school-verify.ts).
 * `name_key`, `place_key` and `search_key` are computed by PostgreSQL, so every insert (seed,
 * scale seed, set-up) is normalised the same way; (name_key, place_key) is unique: one school
 * per normalised name and place, however many requests add it at once. `search_key` has a
 * trigram index (pg_trgm) for the typo-tolerant search.
 */
export const schools = pgTable(
  'schools',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    value: text().notNull().unique(),
    label: text().notNull(),
    /** null for the seed schools (the specification names no place). */
    city: text(),
    /** State or country. */
    region: text(),
    level: text().$type<SchoolLevel>().notNull().default('high_school'),
    verified: boolean().notNull().default(false),
    /** The school's lineup rule (issue 32): the floor of its teams' and duals' rules; null requires none. */
    lineupRule: jsonb().$type<AntiStackingRule>(),
    /** The school's match format (issue 32): its teams' default format, which they cannot change; null sets none. */
    matchFormat: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    nameKey: text()
      .notNull()
      .generatedAlwaysAs(nameKeyOf(sql.raw('label'))),
    placeKey: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(btrim(coalesce(city, ''))) || '|' || lower(btrim(coalesce(region, '')))`),
    searchKey: text()
      .notNull()
      .generatedAlwaysAs(searchKeyOf(sql.raw('label'))),
  },
  (t) => [
    uniqueIndex('schools_name_place').on(t.nameKey, t.placeKey),
    index('schools_search_key_trgm').using('gin', t.searchKey.op('extensions.gin_trgm_ops')),
    check('schools_level', sql`${t.level} in ('high_school', 'middle_school', 'other')`),
  ],
);

export type SchoolLevel = 'high_school' | 'middle_school' | 'other';

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
  /** What says the player is a minor (issue 34, contract/guardians/minor.ts): birth date, graduation year, the coach's mark. */
  birthDate: date({ mode: 'string' }),
  graduationYear: smallint(),
  minorMark: boolean().notNull().default(false),
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
