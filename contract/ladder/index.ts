import { z } from 'zod';
import { idField, intField, teamTypeField } from '../common';

/** Ladder positions a coach can choose (SPEC.md section 9); -1 in answers means none (N/A). */
export const MIN_POSITION = 1;
export const MAX_POSITION = 100;
export const NO_POSITION = -1;
export const positionField = intField(MIN_POSITION, MAX_POSITION);

/** A text the web app reacts to (SPEC.md section 8). */
export const LIST_IS_EMPTY = 'list is empty';

export const ladderOkReply = z.object({ ok: z.literal(true) });

/** The team of a ladder read, by its type (1-4). */
export const skillLevelQuery = z.object({ skillLevel: teamTypeField });

/**
 * The ladder history's query: the team, and optionally one of its seasons (issue 37): the changes made
 * from that season's first day to its last.
 */
export const ladderChangesQuery = skillLevelQuery.extend({ season: idField.optional() });

/**
 * One row of the ladder. Position -1 is N/A. OMWLPer/CMWLPer are win percentages in official and
 * challenge matches (0 shows as N/A). A player sees the phone and e-mail of no one but themselves
 * (empty strings for teammates).
 */
export const rosterPlayerSchema = z.object({
  PlayerID: z.number().int(),
  SchoolTeamPlayerID: z.number().int(),
  Position: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  PhoneNumber: z.string(),
  avatar: z.string().nullable(),
  OMWLPer: z.number(),
  CMWLPer: z.number(),
  /**
   * The player's open challenges on this team (issue 21; contract/challenges.ts): who against
   * whom, the step and its deadline. Every ladder read carries it ([] for none).
   */
  OpenChallenges: z
    .array(
      z.object({
        ChallengeID: z.number().int(),
        Role: z.enum(['challenger', 'defender']),
        OpponentID: z.number().int(),
        Status: z.string(),
        DeadlineAt: z.string().nullable(),
      }),
    )
    .optional(),
});
export type RosterPlayer = z.infer<typeof rosterPlayerSchema>;

/** A team's ladder. */
export const rosterReply = z.object({
  res: z.union([z.array(rosterPlayerSchema), z.literal(LIST_IS_EMPTY)]),
  teamRosterID: z.number().int(),
});
export type RosterReply = z.infer<typeof rosterReply>;

/** Is `position` on the coach's team of type `schoolTeamId` free for membership `stp`? */
export const isAbleToSwitchBody = z.object({
  position: positionField,
  schoolTeamId: teamTypeField,
  stp: idField,
});
export const isAbleToSwitchReply = z.object({ res: z.boolean() });

/** Moves membership `stpid` (player `pid`, now on roster `strid`) to `pos` on the coach's team of type `team`. */
export const updatePositionBody = z.object({
  pid: idField,
  stpid: idField,
  strid: idField,
  team: teamTypeField,
  pos: positionField,
});

/**
 * "Move to place N" on the player's own ladder. Membership
 * `stpid` of roster `strid` takes place `pos` and the players in between shift one place, so no
 * gap is left; one change in the history. 409 when `pos` is past the ladder's end, or the ladder
 * is full below it.
 */
export const insertPositionBody = z.object({ strid: idField, stpid: idField, pos: positionField });

/**
 * Memberships `stpid` and `withStpid` of roster `strid`
 * exchange places (either may be N/A); one change in the history.
 */
export const swapPositionsBody = z.object({ strid: idField, stpid: idField, withStpid: idField });

/** Removes a membership from a team. */
export const deletePlayerQuery = z.object({ strid: idField, pid: idField, stpid: idField });

export const LADDER_CHANGE_REASONS = ['coach-move', 'removed', 'challenge', 'undo'] as const;

/**
 * One player's move in a change: positions -1 for none, teams as team type codes (1-4);
 * toTeam null means the player was removed from the team.
 */
export const ladderChangeMoveSchema = z.object({
  playerId: z.number().int(),
  playerName: z.string(),
  fromPosition: z.number().int(),
  toPosition: z.number().int(),
  fromTeam: z.number().int(),
  toTeam: z.number().int().nullable(),
});

export const ladderChangeSchema = z.object({
  id: z.number().int(),
  reason: z.enum(LADDER_CHANGE_REASONS),
  createdAt: z.string(),
  undone: z.boolean(),
  moves: z.array(ladderChangeMoveSchema),
  /** A challenge's score as saved with its match (canonical text, side 1 first); null otherwise. */
  score: z.string().nullable(),
});
export type LadderChange = z.infer<typeof ladderChangeSchema>;

/** The team's last 20 changes, newest first. */
export const ladderChangesReply = z.object({ changes: z.array(ladderChangeSchema) });

/** Undoes the team's latest change. */
export const undoLadderChangeBody = skillLevelQuery;
export const undoLadderChangeReply = z.object({ ok: z.literal(true), undoneChangeId: z.number().int() });
