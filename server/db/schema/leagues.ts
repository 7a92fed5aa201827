import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { RulePackId, SchedulePairing, TieBreak } from '../../../contract/leagues';
import { duals } from './duals';
import { coaches, schools, teamRosters } from './school';

/**
 * League play (issue 35): a league of one level's teams of several schools, founded by a coach's school
 * (school_id), played under a rule pack (contract/leagues/rule-packs.ts) with a tie-break order. public_token
 * is the public standings page's address. server/modules/leagues owns these tables.
 */
export const leagues = pgTable(
  'leagues',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    season: text().notNull(),
    seasonYear: smallint().notNull(),
    teamType: smallint().notNull(),
    rulePack: text().$type<RulePackId>().notNull(),
    tieBreaks: jsonb().$type<TieBreak[]>().notNull(),
    publicToken: text().notNull().unique(),
    /** The generated round robin (contract/leagues/round-robin.ts), or null until the organiser generates it. */
    schedule: jsonb().$type<SchedulePairing[]>(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => coaches.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leagues_school').on(t.schoolId), index('leagues_created_by').on(t.createdBy)],
);

/** A school of a league: invited, then joined with one team (roster_id) of the league's level. */
export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: integer()
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    rosterId: integer().references(() => teamRosters.id, { onDelete: 'set null' }),
    state: text().$type<'invited' | 'joined'>().notNull(),
    invitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.schoolId] }),
    index('league_members_school').on(t.schoolId),
    index('league_members_roster').on(t.rosterId),
    check('league_members_state', sql`${t.state} in ('invited', 'joined')`),
  ],
);

/** A dual of a league's schedule (a dual is in one league at most). */
export const leagueDuals = pgTable(
  'league_duals',
  {
    dualId: integer()
      .primaryKey()
      .references(() => duals.id, { onDelete: 'cascade' }),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    round: smallint().notNull(),
  },
  (t) => [index('league_duals_league_round').on(t.leagueId, t.round)],
);
