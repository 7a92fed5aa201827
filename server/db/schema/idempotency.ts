import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A create request's Idempotency-Key (server/idempotency), claimed in the same transaction as the
 * create it guards, so a key is never stored without its create or a create without its key. The
 * primary key scopes a key to one user and is the index a repeat is found by; expired rows are
 * pruned through the expires_at index.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** 'coach' or 'player': their ids are separate sequences. */
    userKind: text().notNull(),
    userId: integer().notNull(),
    key: text().notNull(),
    /** A hash of the method, route, parameters and body the key was first used with. */
    fingerprint: text().notNull(),
    /** The first answer, given again to a repeat; written before the claim's transaction commits. */
    status: smallint().notNull().default(200),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userKind, t.userId, t.key] }),
    index('idempotency_keys_expires_at').on(t.expiresAt),
  ],
);
