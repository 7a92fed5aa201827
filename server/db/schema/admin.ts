import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { schools, type UiSettings } from './school';

/**
 * A school administrator (issue 32): an e-mail address granted (by `npm run admin -- grant` or an
 * invitation), bound to the provider account (provider, subject) that first signs in with it.
 */
export const schoolAdmins = pgTable(
  'school_admins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-case; one admin per address. */
    email: text().notNull(),
    /** The provider id and the account's `sub` there; null until the first sign-in. */
    provider: text(),
    subject: text(),
    displayName: text(),
    /** Their look (theme, layout, language, time zone), kept as a coach's and a player's is. */
    uiSettings: jsonb().$type<UiSettings>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('school_admins_email').on(t.email),
    uniqueIndex('school_admins_provider_subject')
      .on(t.provider, t.subject)
      .where(sql`${t.subject} is not null`),
  ],
);

/** Which schools an admin administers; an invitation is a grant whose admin has not signed in yet. */
export const schoolAdminGrants = pgTable(
  'school_admin_grants',
  {
    adminId: integer()
      .notNull()
      .references(() => schoolAdmins.id, { onDelete: 'cascade' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The admin who invited; null for a grant from the command line. */
    invitedBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.adminId, t.schoolId] }),
    index('school_admin_grants_school').on(t.schoolId),
  ],
);

/**
 * A sign-in in flight, keyed by the SHA-256 of a random value: first the authorization request
 * (state, its PKCE verifier and nonce, bound to the browser by a cookie whose hash is kept), then,
 * after the callback, the one-time handoff that the same browser trades for its token.
 */
export const oidcLogins = pgTable(
  'oidc_logins',
  {
    id: text().primaryKey(),
    provider: text().notNull(),
    codeVerifier: text(),
    nonce: text(),
    browserHash: text().notNull(),
    returnTo: text().notNull(),
    /** Set on the handoff row: the session its token is for. */
    sessionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oidc_logins_created').on(t.createdAt)],
);
