import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Departure } from '../../../contract/seasons';
import { players, teamRosters } from './school';

/**
 * A team's season (issue 37): name, first and last day. A team has exactly one current season
 * (archived_at null, the partial unique index); a rollover archives it and starts the next in one
 * transaction (server/modules/seasons/season-rollover.ts). The rows a season filters
 * (tennis_matches, duals, player_challenges) carry `season_id`: null while they belong to the
 * team's current season, the archived season's id once it is archived, so the modules that write
 * them need not know about seasons and a row with a season_id is read-only.
 */
export const seasons = pgTable(
  'seasons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    rosterId: integer()
      .notNull()
      .references(() => teamRosters.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seasons_current')
      .on(t.rosterId)
      .where(sql`${t.archivedAt} is null`),
    index('seasons_roster_starts').on(t.rosterId, t.startsOn),
    check('seasons_dates', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);

/**
 * An archived season's final roster and ladder, written by its rollover: each member's position
 * (null: no position) and whether they stayed, left or graduated. The player page's positions over
 * time read it by player.
 */
export const seasonPlayers = pgTable(
  'season_players',
  {
    seasonId: integer()
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    position: integer(),
    departure: text().$type<Departure>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.playerId] }),
    index('season_players_player').on(t.playerId),
    check('season_players_departure', sql`${t.departure} in ('stays', 'leaves', 'graduates')`),
  ],
);
