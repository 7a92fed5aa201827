import { integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A pending change of sign-in phone: the code sent to the new number, one row per person
 * (user type 1 coach / 2 player, and that account's id). No foreign key, as the id points into
 * either table; a row outlives its account only until it expires or the next request replaces it.
 */
export const phoneConfirmations = pgTable(
  'phone_confirmations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userType: smallint().notNull(),
    userId: integer().notNull(),
    /** The new number the code was sent to; the code confirms only this one. */
    phone: text().notNull(),
    /** Opaque salt the code hash is bound to; replaced on every request. */
    publicId: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    failedAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('phone_confirmations_user').on(t.userType, t.userId)],
);
