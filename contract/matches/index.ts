import { z } from 'zod';
import { formBoolean, idField, intField, matchDateField, teamTypeField } from '../common';
import { matchFormatField } from '../scores/match-format';
import { MAX_SCORE_LENGTH, parseScore } from '../scores/tennis-score';

/**
 * The tennis match calls (SPEC.md section 7 "Matches"; API.md fixes the match shape).
 *
 * Scores are written from SIDE 1's point of view ("6-4" = side 1 won the set 6-4), see
 * contract/tennis-score.ts for the grammar. Side 1 is the first player (singles) or the first two
 * players (doubles) of `Plist` when the match was created; `Players` in answers keeps that order.
 */

/** Match types (SPEC.md section 9). */
export const MATCH_TYPE = { challenge: 1, official: 2, practice: 3 } as const;
export type MatchType = (typeof MATCH_TYPE)[keyof typeof MATCH_TYPE];
export const matchTypeField = intField(1, 3);

/** URL handle of each match type (/matches/{type}/{team}). */
export const MATCH_TYPE_HANDLES = { 1: 'challenge', 2: 'official', 3: 'practice' } as const;

/** A calendar date, YYYY-MM-DD (UTC), that exists (in common.ts, which the calendar's contract shares). */
export { matchDateField };

/** A time of day, HH:MM (24 h, UTC). */
export const matchTimeField = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time written HH:MM (00:00-23:59)' });

/** A player of a match as the web app sends it: the label is for display, only ID (PlayerID) counts. */
export const matchPlayerRef = z.object({
  Name: z.string().max(200).optional(),
  ID: idField,
});

/**
 * A score as typed in the result form: empty (no score) or a score parseScore accepts; the issue
 * message is the reason the score cannot happen. The server checks the same way.
 */
export const matchScoreField = z
  .string()
  .trim()
  .max(MAX_SCORE_LENGTH, { message: `The score is too long (at most ${MAX_SCORE_LENGTH} characters)` })
  .superRefine((s, ctx) => {
    if (s === '') return;
    const parsed = parseScore(s);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.reason });
  });

/** The matches of one type of one team (a form; a read SPEC.md spells as a POST). */
export const tennisMatchListBody = z.object({ matchTypeEnum: matchTypeField, skillLevel: teamTypeField });

export const matchPlayerSchema = z.object({ ID: z.number().int(), Name: z.string() });

/** One match (API.md). MatchDate/MatchTime are UTC; MatchScore is '' when none was entered. */
export const tennisMatchSchema = z.object({
  TennisMatchID: z.number().int(),
  MatchType: z.number().int(),
  IsSingles: z.boolean(),
  MatchDate: z.string(),
  MatchTime: z.string(),
  MatchScore: z.string(),
  /** The match's format (a TODS code, contract/match-format.ts); null: none, any format that fits the score. */
  MatchFormat: z.string().nullable(),
  /** Side 1 first: 2 entries for singles, 4 for doubles (the first two are side 1). */
  Players: z.array(matchPlayerSchema),
  /** The winning side's players; empty while no winner was saved. */
  Winners: z.array(matchPlayerSchema),
});
export type TennisMatch = z.infer<typeof tennisMatchSchema>;

/** Newest first. */
export const tennisMatchListReply = z.object({ res: z.array(tennisMatchSchema) });

/**
 * A new match (JSON). Plist lists side 1 first: singles 2 players, doubles 4
 * (the first two are side 1); every player on the team SchoolTeamRosterID, none twice. A challenge
 * (MatchType 1) is singles; the lower-placed player challenges, at most the coach's
 * maxNumberOfChallengePositions places below the other.
 */
export const createTennisMatchBody = z
  .object({
    SchoolTeamRosterID: idField,
    MatchType: matchTypeField,
    IsSingles: formBoolean,
    MatchDate: matchDateField,
    MatchTime: matchTimeField,
    Plist: z.array(matchPlayerRef).min(2).max(4),
    /** The match's format; absent: the team's default format (none: any format that fits). */
    MatchFormat: matchFormatField.optional(),
    /**
     * Ask the match's players now (texts: Going / Maybe / Not going). Absent: as the team's reminder
     * settings say ("when an event is created or moved"), as before; the web's form always says.
     */
    ask: formBoolean.optional(),
  })
  .superRefine((b, ctx) => {
    const want = b.IsSingles ? 2 : 4;
    if (b.Plist.length !== want) {
      ctx.addIssue({
        code: 'custom',
        path: ['Plist'],
        message: b.IsSingles
          ? 'a singles match has 2 players'
          : 'a doubles match has 4 players (the first two are side 1)',
      });
    }
    if (new Set(b.Plist.map((p) => p.ID)).size !== b.Plist.length) {
      ctx.addIssue({ code: 'custom', path: ['Plist'], message: 'a player can only play once in a match' });
    }
  });
export type CreateTennisMatchBody = z.input<typeof createTennisMatchBody>;
export const createTennisMatchReply = z.object({ res: z.object({ TennisMatchID: z.number().int() }) });

/**
 * When an edit moves the match: ask its players again now (true) or not now (false). Absent: as
 * the team's reminder settings say ("when an event is created or moved"), as before; the web's form
 * always says. Ignored when the date and time stay.
 */
const askAgainField = formBoolean.optional();

/**
 * A match's result (JSON). With an empty MatchScore and an empty WinnerList only the
 * date and time change. Otherwise WinnerList names exactly the players of the winning side, and a
 * MatchScore (optional: a winner may be saved without one) must be a possible score that agrees
 * with that winner (for a retired/defaulted match or a walkover the score cannot tell, any side may
 * have won). The score is checked by the server with parseScore; the answer's error is the reason.
 */
export const editTennisMatchBody = z.object({
  MatchScore: z.string().trim().max(200).default(''),
  MatchDate: matchDateField,
  MatchTime: matchTimeField,
  WinnerList: z.array(matchPlayerRef).max(4).default([]),
  TennisMatchID: idField,
  /** A new format for the match (the score is checked against it); absent keeps the match's format. */
  MatchFormat: matchFormatField.optional(),
  ask: askAgainField,
});
export type EditTennisMatchBody = z.input<typeof editTennisMatchBody>;

/** The match after the edit; LadderChangeID names the ladder change a challenge result made (null: none). */
export const editTennisMatchReply = z.object({
  res: tennisMatchSchema,
  LadderChangeID: z.number().int().nullable(),
});

/** A match's new date and time only (a form). */
export const editTennisMatchTimeBody = z.object({
  time: matchTimeField,
  date: matchDateField,
  tmid: idField,
  ask: askAgainField,
});
export const editTennisMatchTimeReply = z.object({ res: tennisMatchSchema });

/** The match a delete removes. */
export const tennisMatchIdParams = z.object({ id: idField });
export const deleteTennisMatchReply = z.object({ res: z.object({ TennisMatchID: z.number().int() }) });
