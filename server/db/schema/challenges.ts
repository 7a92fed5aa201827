import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChallengeOutcome, ChallengeStatus } from '../../../contract/challenges';
import { players, teamRosters } from './school';
import { tennisMatches } from './matches';

/**
 * A player's challenge of a teammate (issue 21; server/modules/challenges). `deadline_at` is the
 * current step's deadline (its scheduled job does the rest); the reported result is kept here
 * until it is confirmed, when it is saved on the challenge match (`match_id`, made on acceptance).
 */
export const playerChallenges = pgTable(
  'player_challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    rosterId: integer()
      .notNull()
      .references(() => teamRosters.id, { onDelete: 'cascade' }),
    challengerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    defenderId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text().$type<ChallengeStatus>().notNull().default('issued'),
    proposedAt: timestamp({ withTimezone: true }),
    proposedPlace: text(),
    agreedAt: timestamp({ withTimezone: true }),
    place: text(),
    deadlineAt: timestamp({ withTimezone: true }),
    reportedWinnerId: integer(),
    reportedScore: text(),
    /** 1 challenger, 2 defender, 3 coach. */
    reportedBy: smallint(),
    reportedAt: timestamp({ withTimezone: true }),
    disputeReason: text(),
    outcome: text().$type<ChallengeOutcome>(),
    matchId: integer().references(() => tennisMatches.id, { onDelete: 'set null' }),
    ladderChangeId: integer(),
    /** Open (issued, accepted, reported, disputed): kept by the code with status, for the partial indexes. */
    open: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
    /** The archived season this challenge belongs to (issue 37); null: the team's current season. */
    seasonId: integer(),
  },
  (t) => [
    index('player_challenges_roster').on(t.rosterId, t.createdAt),
    index('player_challenges_roster_season').on(t.rosterId, t.seasonId, t.createdAt),
    index('player_challenges_challenger').on(t.challengerId, t.createdAt),
    index('player_challenges_defender').on(t.defenderId, t.createdAt),
    index('player_challenges_match').on(t.matchId),
    index('player_challenges_open_challenger')
      .on(t.challengerId)
      .where(sql`${t.open}`),
    index('player_challenges_open_defender')
      .on(t.defenderId)
      .where(sql`${t.open}`),
    index('player_challenges_open_roster')
      .on(t.rosterId)
      .where(sql`${t.open}`),
    check('player_challenges_two_players', sql`${t.challengerId} <> ${t.defenderId}`),
    check(
      'player_challenges_status',
      sql`${t.status} in ('issued', 'accepted', 'reported', 'disputed', 'declined', 'withdrawn', 'cancelled', 'confirmed', 'forfeited', 'expired')`,
    ),
    check(
      'player_challenges_open_status',
      sql`${t.open} = (${t.status} in ('issued', 'accepted', 'reported', 'disputed'))`,
    ),
  ],
);

/** A team's challenge rules (contract/challenges.ts's ChallengeSettings); no row: the defaults. */
export const challengeSettings = pgTable('challenge_settings', {
  rosterId: integer()
    .primaryKey()
    .references(() => teamRosters.id, { onDelete: 'cascade' }),
  answerDays: smallint().notNull(),
  playDays: smallint().notNull(),
  maxOpenAsChallenger: smallint().notNull(),
  maxOpenAsDefender: smallint().notNull(),
  declineCounts: text().$type<'forfeit' | 'nothing'>().notNull(),
  unansweredCounts: text().$type<'forfeit' | 'nothing'>().notNull(),
  unplayedCounts: text().$type<'expired'>().notNull(),
  confirmDays: smallint().notNull(),
  coachRecordsResults: boolean().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
