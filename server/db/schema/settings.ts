import { customType, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** PostgreSQL bytea as a Buffer (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A coach's or player's photo (user type 1 coach / 2 player, and that account's id), re-encoded
 * by the server as square WebP images in two sizes. It is served at /api/avatars/{token}/{size}:
 * the token is random and replaced by every upload, so an old or guessed address finds nothing.
 * No foreign key, as the id points into either table.
 */
export const avatars = pgTable(
  'avatars',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userType: smallint().notNull(),
    userId: integer().notNull(),
    token: text().notNull().unique(),
    large: bytea().notNull(),
    small: bytea().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('avatars_user').on(t.userType, t.userId)],
);
