import { z } from 'zod';
import { idField, intField } from '../common';
import { errorText } from '../errors';
import { matchFormatField } from '../scores/match-format';
import { MAX_SCORE_LENGTH } from '../scores/tennis-score';

/** The codes of the draft rules below (SPEC.md's texts, contract/errors.ts). */
export type TournamentDraftCode =
  'tournament_name_required' | 'tournament_players_required' | 'match_fields_required' | 'same_players';

/**
 * The code of a draft's refusal, read from the refused field (or the rule's params), never from
 * its text: the server answers with it, and the dialogs show its translation.
 */
export function draftErrorCode(issue: { path: PropertyKey[]; params?: unknown }): TournamentDraftCode {
  const code = (issue.params as { code?: TournamentDraftCode } | undefined)?.code;
  if (code) return code;
  return issue.path[0] === 'players' ? 'tournament_players_required' : 'tournament_name_required';
}

/** `res` of the two list calls when there is nothing to list. */
export const NO_RECORDS = 'no records found';

/** A tournament player's rank when none is set (shown N/A); a match's IsWonEnum without a winner. */
export const NO_RANK = -1;
export const NO_WINNER = -1;

export const TOURNAMENT_NAME_MAX = 100;
export const PLAYER_NAME_MAX = 100;
export const TOURNAMENT_PLAYERS_MAX = 256;

// Form selects send '' (or -1) for "nothing chosen"; those read as absent so the call can answer
// with SPEC.md's text rather than a generic validation error.
const unset = z.union([z.literal(''), z.literal(-1), z.literal('-1'), z.null()]).transform(() => undefined);
const chosenId = z.union([unset, idField]).optional();

const playerEntry = z.union([
  z.object({ Player: z.string().max(PLAYER_NAME_MAX).nullish() }),
  z.string().max(PLAYER_NAME_MAX),
]);

/**
 * A new tournament. JSON `{"name": "...", "players": [{"Player": "Ann Lee"}, ...]}`;
 * a form sends `name` and one `players` field per player. Emptiness is checked by the call
 * (tournamentDraft) so that it answers with SPEC.md's texts.
 */
export const createTournamentBody = z.object({
  name: z.string().max(TOURNAMENT_NAME_MAX).nullish(),
  players: z.union([z.array(playerEntry).max(TOURNAMENT_PLAYERS_MAX), playerEntry]).nullish(),
  /** The format of the tournament's matches (a TODS code, contract/match-format.ts); absent: none. */
  matchFormat: matchFormatField.optional(),
});
export type CreateTournamentBody = z.infer<typeof createTournamentBody>;

/** A new tournament as the create dialog holds it: empty player entries are dropped. */
export const tournamentDraft = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: errorText('tournament_name_required') }),
  players: z
    .array(z.string())
    .transform((names) => names.map((n) => n.trim()).filter((n) => n.length > 0))
    .pipe(z.array(z.string()).min(1, { message: errorText('tournament_players_required') })),
});
export type TournamentDraft = z.infer<typeof tournamentDraft>;

/** The tournament, tournament player or tournament match a delete removes. */
export const idParams = z.object({ id: idField });

/**
 * The tournament lists' season (issue 37): absent, the current season's tournaments; an archived
 * season's id, that season's (read-only) tournaments.
 */
export const seasonQuery = z.object({ season: idField.optional() });

/**
 * A tournament player's new name and rank. rank is a whole number from
 * 1 to the number of players in the tournament; absent, '' or -1 is "no rank chosen".
 */
export const editTournamentPlayerBody = z.object({
  tpid: idField,
  name: z.string().max(PLAYER_NAME_MAX).nullish(),
  rank: z.union([unset, intField(-2_147_483_648, 2_147_483_647)]).optional(),
});
export type EditTournamentPlayerBody = z.infer<typeof editTournamentPlayerBody>;

/** A new match of tournament `tid` between two of its players (PlayersID values). */
export const createTournamentMatchBody = z.object({
  tid: chosenId,
  tournament_player1: chosenId,
  tournament_player2: chosenId,
});
export type CreateTournamentMatchBody = z.infer<typeof createTournamentMatchBody>;

/** The create-match dialog's rules: all three chosen, two different players. */
export const tournamentMatchDraft = z
  .object({
    tid: z.number().optional(),
    tournament_player1: z.number().optional(),
    tournament_player2: z.number().optional(),
  })
  .superRefine((m, ctx) => {
    if (m.tid === undefined || m.tournament_player1 === undefined || m.tournament_player2 === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: errorText('match_fields_required'),
        params: { code: 'match_fields_required' },
      });
    } else if (m.tournament_player1 === m.tournament_player2) {
      ctx.addIssue({
        code: 'custom',
        message: errorText('same_players'),
        params: { code: 'same_players' },
      });
    }
  })
  .transform((m) => ({ tid: m.tid!, player1: m.tournament_player1!, player2: m.tournament_player2! }));

/**
 * A match's result (tid, p1Rank, p2Rank, winnerID, matchID; optional score, matchFormat). winnerID is the PlayerID (PlayersID) of the winning player. p1Rank and p2Rank are
 * accepted but not used: the server applies the ranking rule to the ranks it has stored. score is
 * written first player first (contract/tennis-score.ts) and must agree with the winner; absent or ''
 * saves the winner without a score. matchFormat changes the match's format; absent keeps it.
 */
export const editTournamentMatchBody = z.object({
  matchID: idField,
  tid: chosenId,
  winnerID: chosenId,
  p1Rank: z.union([z.number(), z.string()]).nullish(),
  p2Rank: z.union([z.number(), z.string()]).nullish(),
  score: z.string().trim().max(200).nullish(),
  matchFormat: matchFormatField.optional(),
});
export type EditTournamentMatchBody = z.infer<typeof editTournamentMatchBody>;

/** A tournament player: PlayersID (tpid), players (the name), rank (-1 = N/A). */
export const tournamentPlayer = z.object({
  PlayersID: z.number().int(),
  players: z.string(),
  rank: z.number().int(),
});
export type TournamentPlayer = z.infer<typeof tournamentPlayer>;

/** A tournament; players ordered by rank, players without a rank last in the order they were entered. */
export const tournament = z.object({
  ID: z.number().int(),
  name: z.string(),
  players: z.array(tournamentPlayer),
  /** The format of the tournament's matches (a TODS code); null: none. */
  MatchFormat: z.string().nullable(),
});
export type Tournament = z.infer<typeof tournament>;

/** The tournament list: newest tournament first. */
export const getAllTournamentsReply = z.object({
  res: z.union([z.array(tournament), z.literal(NO_RECORDS)]),
});
export type GetAllTournamentsReply = z.infer<typeof getAllTournamentsReply>;

/** One side of a match: PlayerID is the tournament player's PlayersID; PlayerRank is their rank now (-1 = N/A). */
export const tournamentMatchPlayer = z.object({
  PlayerID: z.number().int(),
  PlayerName: z.string(),
  PlayerRank: z.number().int(),
});

/** IsWonEnum: -1 no winner, 1 first player won, 2 second player won. */
export const isWonEnum = z.union([z.literal(-1), z.literal(1), z.literal(2)]);

/** A match; Players holds exactly two entries, first player then second. */
export const tournamentMatch = z.object({
  MatchID: z.number().int(),
  Players: z.array(tournamentMatchPlayer).length(2),
  IsWonEnum: isWonEnum,
  /** The canonical score, first player first (contract/tennis-score.ts); '' when none was saved. */
  Score: z.string().max(MAX_SCORE_LENGTH),
  /** The match's format (a TODS code); null: any format that fits the score. */
  MatchFormat: z.string().nullable(),
});
export type TournamentMatch = z.infer<typeof tournamentMatch>;

/** A tournament with its matches (oldest first); tournaments without matches come with an empty MatchList. */
export const tournamentMatchList = z.object({
  TournamentID: z.number().int(),
  TournamentName: z.string(),
  MatchList: z.array(tournamentMatch),
});
export type TournamentMatchList = z.infer<typeof tournamentMatchList>;

/** The tournaments with their matches: newest tournament first, like the tournament list. */
export const getAllTournamentMatchesReply = z.object({
  res: z.union([z.array(tournamentMatchList), z.literal(NO_RECORDS)]),
});
export type GetAllTournamentMatchesReply = z.infer<typeof getAllTournamentMatchesReply>;

/** Answer of createTournamentMatch and editTournamentMatch: the match as it now stands. */
export const tournamentMatchReply = tournamentMatch.extend({ TournamentID: z.number().int() });
export type TournamentMatchReply = z.infer<typeof tournamentMatchReply>;

/** Answer of the delete calls. */
export const deletedReply = z.object({ ok: z.literal(true) });
