import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { LADDER_CHANGE_REASONS } from '../../../contract/ladder';
import { coaches, players, teamRosters } from './school';

/**
 * One membership's state before and after a ladder change (a `ladder_changes.moves` entry). A null
 * position is "no position" (N/A); toRosterId null means the player left the ladder (removed from
 * the team). The ladder module (server/modules/ladder) is the only writer.
 */
export interface LadderMove {
  rosterPlayerId: number;
  playerId: number;
  fromRosterId: number;
  fromPosition: number | null;
  toRosterId: number | null;
  toPosition: number | null;
}

/**
 * A player's place on a team's ladder (SchoolTeamPlayerID). position NULL is "no position"
 * (-1 in the API). (roster_id, position) is unique, checked at commit (see the migration),
 * so a multi-row ladder move can pass through intermediate states inside its transaction.
 */
export const rosterPlayers = pgTable(
  'roster_players',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    rosterId: integer()
      .notNull()
      .references(() => teamRosters.id, { onDelete: 'cascade' }),
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    position: integer(),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('roster_players_player').on(t.playerId),
    unique('roster_players_roster_position').on(t.rosterId, t.position),
    index('roster_players_roster').on(t.rosterId),
    check('roster_players_position_range', sql`${t.position} between 1 and 100`),
  ],
);

export type LadderChangeReason = (typeof LADDER_CHANGE_REASONS)[number];

/**
 * One change of one or more ladders, for the history on the Ladder page and for undo.
 * moves holds every membership the change touched with its state before and after.
 * match_id names the challenge match behind a 'challenge' change (no foreign key: the
 * matches table is owned by the matches module).
 */
export const ladderChanges = pgTable(
  'ladder_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    rosterId: integer()
      .notNull()
      .references(() => teamRosters.id, { onDelete: 'cascade' }),
    reason: text().$type<LadderChangeReason>().notNull(),
    actorCoachId: integer().references(() => coaches.id, { onDelete: 'set null' }),
    matchId: integer(),
    moves: jsonb().$type<LadderMove[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('ladder_changes_reason', sql`${t.reason} in ('coach-move', 'removed', 'challenge', 'undo')`),
    index('ladder_changes_roster').on(t.rosterId),
    // Whether a challenge match has moved the ladder already (a result saved again).
    index('ladder_changes_match').on(t.matchId),
  ],
);

/**
 * Every team a change touched (a move between two teams belongs to both histories), so a
 * team's history is one indexed lookup instead of a scan of every change's moves.
 */
export const ladderChangeTeams = pgTable(
  'ladder_change_teams',
  {
    changeId: integer()
      .notNull()
      .references(() => ladderChanges.id, { onDelete: 'cascade' }),
    rosterId: integer()
      .notNull()
      .references(() => teamRosters.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.rosterId, t.changeId] })],
);
