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
import type {
  DualInvitationState,
  DualLineConfirmation,
  DualLineOutcome,
  DualSite,
} from '../../../contract/duals';
import type { AntiStackingRule, DualFormat, LiveSet } from '../../../contract/duals';
import { tennisMatches } from './matches';
import { coaches, players, schools, teamRosters } from './school';
import { scoreSummaryColumns } from './score';

/**
 * A dual match (issue 20) of one team (roster_id, side 1) against an opponent (side 2): a school of this
 * Courtside (opponent_school_id, and opponent_roster_id once its coach accepted the invitation) or only a
 * typed name. format and rule are the lineup module's (contract/duals/lineup*.ts); rule is copied from the team's
 * setting at creation. public_token is the unguessable address of the public page (served once published).
 * The team result (winner_side, lines won/lost, result_decided_at) is written by the scoring work.
 * server/modules/duals owns these tables.
 */
export const duals = pgTable(
  'duals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    rosterId: integer()
      .notNull()
      .references(() => teamRosters.id, { onDelete: 'cascade' }),
    opponentSchoolId: integer().references(() => schools.id, { onDelete: 'set null' }),
    opponentName: text().notNull(),
    opponentRosterId: integer().references(() => teamRosters.id, { onDelete: 'set null' }),
    invitation: text().$type<DualInvitationState>().notNull().default('none'),
    site: text().$type<DualSite>().notNull(),
    place: text().notNull().default(''),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** The IANA time zone the coach entered the time in (their browser's): texts say the time in it. */
    timeZone: text().notNull().default('UTC'),
    format: jsonb().$type<DualFormat>().notNull(),
    rule: jsonb().$type<AntiStackingRule>().notNull(),
    /** Roster players marked not available for this dual. */
    unavailable: jsonb().$type<number[]>().notNull().default([]),
    publicToken: text().notNull().unique(),
    publishedAt: timestamp({ withTimezone: true }),
    /** The coach's reason for publishing a lineup that breaks the rule, with the rules broken in words. */
    publishReason: text(),
    publishViolations: jsonb().$type<string[]>(),
    /** Bumped by every publish that texted someone: part of the texts' dedupe keys. */
    publication: integer().notNull().default(0),
    opponentPublishedAt: timestamp({ withTimezone: true }),
    /** The linked opponent coach's reason for publishing a lineup that breaks their team's rule, and those rules. */
    opponentPublishReason: text(),
    opponentPublishViolations: jsonb().$type<string[]>(),
    /** The coach of the opponent school who accepted the invitation (shown to the inviting coach). */
    acceptedBy: integer().references(() => coaches.id, { onDelete: 'set null' }),
    /** The team result (scoring work): 1 the team, 2 the opponent, null a tie or undecided. */
    winnerSide: smallint(),
    linesWon: smallint().notNull().default(0),
    linesLost: smallint().notNull().default(0),
    resultDecidedAt: timestamp({ withTimezone: true }),
    /**
     * Bumped by every change the live pages show (a line's result or live score, the dual's details): the
     * version the live stream's events carry (server/live), so a viewer never goes back to an older one.
     */
    liveVersion: integer().notNull().default(0),
    /** The archived season this dual belongs to (issue 37); null: the team's current season. */
    seasonId: integer(),
    /**
     * A league dual's rule pack (issue 35, set by the leagues module when the dual joins a league): its label
     * and rule, which both sides' lineups are checked against at publish. Null: not a league dual.
     */
    leaguePack: jsonb().$type<{
      id: string;
      label: string;
      rule: AntiStackingRule;
      leagueId?: number;
      /** The pack's lineup lock, minutes before the start (server/modules/duals/dual-lock.ts). */
      lockMinutes?: number | null;
    }>(),
    createdBy: integer().references(() => coaches.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('duals_roster_starts').on(t.rosterId, t.startsAt),
    index('duals_roster_season_starts').on(t.rosterId, t.seasonId, t.startsAt),
    index('duals_opponent_roster_starts').on(t.opponentRosterId, t.startsAt),
    index('duals_opponent_school').on(t.opponentSchoolId),
    index('duals_created_by').on(t.createdBy),
    index('duals_accepted_by').on(t.acceptedBy),
    check('duals_site', sql`${t.site} in ('home', 'away', 'neutral')`),
    check('duals_invitation', sql`${t.invitation} in ('none', 'invited', 'accepted', 'declined')`),
    check('duals_winner_side', sql`${t.winnerSide} in (1, 2)`),
  ],
);

/**
 * One place of a side's lineup: side 1 the dual's team (a roster player), side 2 the opponent (a linked
 * team's player, or a typed name). An empty place has no row.
 */
export const dualLineupSlots = pgTable(
  'dual_lineup_slots',
  {
    dualId: integer()
      .notNull()
      .references(() => duals.id, { onDelete: 'cascade' }),
    side: smallint().notNull(),
    line: text().notNull(),
    slot: smallint().notNull(),
    playerId: integer().references(() => players.id, { onDelete: 'cascade' }),
    playerName: text(),
  },
  (t) => [
    primaryKey({ columns: [t.dualId, t.side, t.line, t.slot] }),
    index('dual_lineup_slots_player').on(t.playerId),
    check('dual_lineup_slots_side', sql`${t.side} in (1, 2)`),
    check('dual_lineup_slots_slot', sql`${t.slot} in (0, 1)`),
    check('dual_lineup_slots_who', sql`num_nonnulls(${t.playerId}, ${t.playerName}) = 1`),
  ],
);

/**
 * A line's result (scoring work): score text from side 1's point of view with the structured score
 * columns, outcome, winner, which side entered it and where the other side's confirmation stands, and the
 * official matches recorded for it (each team's own).
 */
export const dualLines = pgTable(
  'dual_lines',
  {
    dualId: integer()
      .notNull()
      .references(() => duals.id, { onDelete: 'cascade' }),
    line: text().notNull(),
    score: text(),
    ...scoreSummaryColumns(),
    outcome: text().$type<DualLineOutcome>(),
    winnerSide: smallint(),
    enteredBySide: smallint(),
    enteredBy: integer().references(() => coaches.id, { onDelete: 'set null' }),
    confirmation: text().$type<DualLineConfirmation>().notNull().default('none'),
    disputeReason: text(),
    /** The score of a line being played (issue 33): games of each set so far, side 1 first; null when none. */
    liveSets: jsonb().$type<LiveSet[]>(),
    matchId: integer().references(() => tennisMatches.id, { onDelete: 'set null' }),
    opponentMatchId: integer().references(() => tennisMatches.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.dualId, t.line] }),
    index('dual_lines_match').on(t.matchId),
    index('dual_lines_opponent_match').on(t.opponentMatchId),
    index('dual_lines_entered_by').on(t.enteredBy),
    check('dual_lines_winner_side', sql`${t.winnerSide} in (1, 2)`),
    check('dual_lines_entered_by_side', sql`${t.enteredBySide} in (1, 2)`),
    check(
      'dual_lines_outcome',
      sql`${t.outcome} in ('completed', 'retired', 'walkover', 'default', 'unplayed')`,
    ),
    check('dual_lines_confirmation', sql`${t.confirmation} in ('none', 'entered', 'confirmed', 'disputed')`),
  ],
);
