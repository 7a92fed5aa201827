import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { MatchOutcome } from '../../../contract/scores/tennis-score';
import { coaches } from './school';
import { scoreSummaryColumns } from './score';

/**
 * A tournament, owned by the coach who created it. Coaches who share a team with the owner and
 * players of the owner's teams reach it too (see tournaments/tournament-access.ts).
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer()
      .notNull()
      .references(() => coaches.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The format new matches of the tournament get (a canonical TODS code); null: none. */
    matchFormat: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Null while the tournament is in the current season; the archived season's id once a rollover of
     * a team of its coach archived it (issue 37): read-only from then on (tournament-access.ts).
     */
    seasonId: integer(),
  },
  (t) => [
    index('tournaments_coach').on(t.coachId),
    index('tournaments_coach_season').on(t.coachId, t.seasonId),
  ],
);

/**
 * A player entered in a tournament by name (PlayersID / tpid). rank NULL is "no rank" (-1 in the
 * API). (tournament_id, rank) is unique, checked at the end of each statement (see the migration)
 * so that two ranks can be swapped by one UPDATE.
 */
export const tournamentPlayers = pgTable(
  'tournament_players',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    rank: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tournament_players_tournament_rank').on(t.tournamentId, t.rank),
    // Target of the matches' composite keys: a match's players belong to the match's tournament.
    unique('tournament_players_tournament_id').on(t.tournamentId, t.id),
    check('tournament_players_rank_positive', sql`${t.rank} >= 1`),
  ],
);

/**
 * A match between two players of one tournament. winner NULL is "no winner" (IsWonEnum -1), else
 * 1 or 2. When the saved result swapped the players' ranks, p1_rank_after/p2_rank_after keep the
 * ranks it left them with, so that changing the winner later can undo exactly that swap.
 */
export const tournamentMatches = pgTable(
  'tournament_matches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    player1Id: integer().notNull(),
    player2Id: integer().notNull(),
    winner: smallint(),
    /** Canonical score text (contract/tennis-score.ts), player 1 first; null when none was entered. */
    score: text(),
    outcome: text().$type<MatchOutcome>(),
    /** The match's format, a canonical TODS code; null: any format that fits. */
    format: text(),
    ...scoreSummaryColumns(),
    p1RankAfter: integer(),
    p2RankAfter: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'tournament_matches_player1_fk',
      columns: [t.tournamentId, t.player1Id],
      foreignColumns: [tournamentPlayers.tournamentId, tournamentPlayers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tournament_matches_player2_fk',
      columns: [t.tournamentId, t.player2Id],
      foreignColumns: [tournamentPlayers.tournamentId, tournamentPlayers.id],
    }).onDelete('cascade'),
    index('tournament_matches_player1').on(t.tournamentId, t.player1Id),
    index('tournament_matches_player2').on(t.tournamentId, t.player2Id),
    check('tournament_matches_two_players', sql`${t.player1Id} <> ${t.player2Id}`),
    check('tournament_matches_winner', sql`${t.winner} in (1, 2)`),
    check('tournament_matches_score_winner', sql`(${t.score} is null or ${t.winner} is not null)`),
    check('tournament_matches_outcome', sql`${t.outcome} in ('completed', 'retired', 'walkover', 'default')`),
    check('tournament_matches_swap_pair', sql`(${t.p1RankAfter} is null) = (${t.p2RankAfter} is null)`),
  ],
);
