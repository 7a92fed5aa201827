import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GuardianRelation } from '../../../contract/guardians';
import { players, schools, teamRosters, type UiSettings } from './school';

/**
 * Guardians (issue 34): a person who signs in by SMS code at their own login, one row per phone.
 * The name is the one given when they were first linked. Written only by server/modules/guardians.
 */
export const guardians = pgTable('guardians', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  phone: text().notNull().unique(),
  name: text().notNull(),
  uiSettings: jsonb().$type<UiSettings>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A guardian of a player, as a coach of the player's team or the player added them (name, e-mail and
 * relation as typed then). `confirmed_at` is set when the guardian opened the SMS's link: only a
 * confirmed link lets them read the child and gets them copies. `confirm_hash` is the sha-256 of the
 * link's token (the token itself is only in the SMS).
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    guardianId: integer()
      .notNull()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull().default(''),
    relation: text().$type<GuardianRelation>().notNull(),
    confirmHash: text(),
    confirmExpiresAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    /** Who added the link: 'coach' or 'player', and their id. */
    addedBy: text().notNull(),
    addedById: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('guardian_links_player_guardian').on(t.playerId, t.guardianId),
    index('guardian_links_guardian').on(t.guardianId),
    uniqueIndex('guardian_links_confirm_hash').on(t.confirmHash),
    check('guardian_links_added_by', sql`${t.addedBy} in ('coach', 'player')`),
  ],
);

/**
 * The audit log of texts sent to minors (issue 34): one row per text to a minor player, written in
 * the transaction that queued it (server/jobs/texts.ts), with the guardians copied then. The
 * player's name and team are kept as they were, so the log outlives a player leaving the team.
 */
export const minorMessageLog = pgTable(
  'minor_message_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    rosterId: integer().references(() => teamRosters.id, { onDelete: 'set null' }),
    playerId: integer().references(() => players.id, { onDelete: 'set null' }),
    playerName: text().notNull(),
    /** What the text was: the first part of its dedupe key (`challenge`, `dual`, `ask`) or `announcement`. */
    kind: text().notNull(),
    body: text().notNull(),
    copiedTo: jsonb().$type<Array<{ guardianId: number; name: string }>>().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('minor_message_log_roster').on(t.rosterId, t.sentAt),
    index('minor_message_log_player').on(t.playerId),
  ],
);
