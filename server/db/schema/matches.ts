import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { MatchOutcome } from '../../../contract/scores/tennis-score';
import { coaches, players, teamRosters } from './school';
import { scoreSummaryColumns } from './score';

/**
 * A challenge (1), official (2) or practice (3) match of one team. match_at is the UTC instant
 * the coach entered. A result is score + outcome + winner_side, all set together (a winner may
 * be saved without a score); challenger_side is the side that challenged, for challenges only.
 * A dual's line is recorded as an official match of each team that played it (dual_lines.match_id,
 * opponent_match_id; dual_id names the dual), with its team's players on side 1 and the other school's in opponent_players.
 */
export const tennisMatches = pgTable(
  'tennis_matches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    rosterId: integer()
      .notNull()
      .references(() => teamRosters.id, { onDelete: 'cascade' }),
    matchType: smallint().notNull(),
    isSingles: boolean().notNull(),
    matchAt: timestamp({ withTimezone: true }).notNull(),
    /** Canonical score text (contract/tennis-score.ts), side 1 first; null when none was entered. */
    score: text(),
    outcome: text().$type<MatchOutcome>(),
    /** The match's format, a canonical TODS code (contract/match-format.ts); null: any format that fits. */
    format: text(),
    ...scoreSummaryColumns(),
    winnerSide: smallint(),
    challengerSide: smallint(),
    /**
     * Side 2's players when they are not on this team (a dual's opponent, issue 20): their names in slot
     * order, or the opponent's name alone when its lineup is not known; null for a match between teammates,
     * whose side 2 is in match_players.
     */
    opponentPlayers: text().array(),
    /**
     * The dual whose line this match is (dual_lines.match_id and opponent_match_id point at it); null for
     * every other match. Such a match changes only through its dual. No foreign key: the duals schema
     * references this table, and the duals module removes a dual's line matches with the dual.
     */
    dualId: integer(),
    /** The archived season this match belongs to (issue 37); null: the team's current season. */
    seasonId: integer(),
    createdBy: integer().references(() => coaches.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tennis_matches_type', sql`${t.matchType} in (1, 2, 3)`),
    check('tennis_matches_winner_side', sql`${t.winnerSide} in (1, 2)`),
    check('tennis_matches_challenger_side', sql`${t.challengerSide} in (1, 2)`),
    check('tennis_matches_outcome', sql`${t.outcome} in ('completed', 'retired', 'walkover', 'default')`),
    check(
      'tennis_matches_result',
      sql`(${t.winnerSide} is null) = (${t.outcome} is null) and (${t.score} is null or ${t.winnerSide} is not null)`,
    ),
    index('tennis_matches_roster_type_at').on(t.rosterId, t.matchType, t.matchAt),
    index('tennis_matches_roster_season_at').on(t.rosterId, t.seasonId, t.matchAt),
    // Scores saved before issue 19 whose columns are not filled yet (server/db/score-columns.ts).
    index('tennis_matches_score_unfilled')
      .on(t.id)
      .where(sql`${t.score} is not null and ${t.setsSide1} is null`),
  ],
);

/** The players of a match: one per side in singles, two in doubles; slot keeps the order they were entered in. */
export const matchPlayers = pgTable(
  'match_players',
  {
    matchId: integer()
      .notNull()
      .references(() => tennisMatches.id, { onDelete: 'cascade' }),
    side: smallint().notNull(),
    slot: smallint().notNull(),
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.playerId] }),
    unique('match_players_slot').on(t.matchId, t.slot),
    check('match_players_side', sql`${t.side} in (1, 2)`),
    index('match_players_player').on(t.playerId),
  ],
);
