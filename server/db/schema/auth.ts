import {
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One row per phone and user type: the pending SMS code and its state. */
export const loginRegisters = pgTable(
  'login_registers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Opaque id given to the client; replaced on every code request. */
    publicId: text().notNull().unique(),
    phone: text().notNull(),
    userType: smallint().notNull(),
    codeHash: text(),
    codeExpiresAt: timestamp({ withTimezone: true }),
    failedAttempts: integer().notNull().default(0),
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('login_registers_phone_type').on(t.phone, t.userType)],
);

/** A signed-in session; tokens carry its id so logout can end it server-side. */
export const sessions = pgTable('sessions', {
  id: text().primaryKey(),
  userType: smallint().notNull(),
  userId: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp({ withTimezone: true }),
});

/** Attempts counted for throttling (code requests, PIN guesses); shared by every server process. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    bucket: text().notNull(),
    key: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_events_bucket_key_at').on(t.bucket, t.key, t.at)],
);
