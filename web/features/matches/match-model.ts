import { NO_POSITION, type RosterPlayer } from '../../../contract/ladder';
import {
  MATCH_TYPE,
  MATCH_TYPE_HANDLES,
  type EditTennisMatchBody,
  type MatchType,
  type TennisMatch,
} from '../../../contract/matches';
import {
  parseScore,
  scoreForWinner,
  type ScoreAccepted,
  type Side,
} from '../../../contract/scores/tennis-score';
import { toWire, type LocalDateTime } from './match-time';

/**
 * The matches pages' pure rules: which match types and teams a URL names, how a match splits
 * into its two sides, what the result form may save and how, and the challenge range.
 */

export type MatchTypeHandle = (typeof MATCH_TYPE_HANDLES)[MatchType];

export const MATCH_TYPES: readonly MatchType[] = [
  MATCH_TYPE.challenge,
  MATCH_TYPE.official,
  MATCH_TYPE.practice,
];

/** The section of /{section}/{type}/{team} that exists: only 'matches'. */
export const MATCHES_SECTION = 'matches';

export function matchTypeFromHandle(handle: string | undefined): MatchType | undefined {
  return MATCH_TYPES.find((type) => MATCH_TYPE_HANDLES[type] === handle);
}

export function typeHandle(type: MatchType): MatchTypeHandle {
  return MATCH_TYPE_HANDLES[type];
}

export type MatchPlayer = TennisMatch['Players'][number];

/** Side 1 and side 2 of a match: the first half of Players is side 1 (1 player singles, 2 doubles). */
export function sidesOf(match: Pick<TennisMatch, 'Players' | 'IsSingles'>): Record<Side, MatchPlayer[]> {
  const perSide = match.IsSingles ? 1 : 2;
  return { 1: match.Players.slice(0, perSide), 2: match.Players.slice(perSide, perSide * 2) };
}

/** The side whose players are the match's saved Winners, or null while there is no winner. */
export function winnerSideOf(match: Pick<TennisMatch, 'Players' | 'IsSingles' | 'Winners'>): Side | null {
  if (match.Winners.length === 0) return null;
  const ids = new Set(match.Winners.map((w) => w.ID));
  const sides = sidesOf(match);
  for (const side of [1, 2] as const) {
    if (sides[side].length === ids.size && sides[side].every((p) => ids.has(p.ID))) return side;
  }
  return null;
}

/**
 * SPEC.md section 4: the winner list is built from the winning side's labels (names) and values
 * (ids); when the two arrays differ in length the update is abandoned (null).
 */
export function winnerList(
  labels: readonly string[],
  values: readonly number[],
): EditTennisMatchBody['WinnerList'] | null {
  if (labels.length !== values.length) return null;
  return values.map((ID, i) => ({ Name: labels[i]!, ID }));
}

/**
 * What the result form holds: a score as typed, the chosen winning side (null: none), local date and
 * time, and the match format the score is checked against (a TODS code; null: any format that fits;
 * absent: the match's saved format, unchanged).
 */
export interface ResultDraft {
  score: string;
  winner: Side | null;
  when: LocalDateTime;
  format?: string | null;
  /** When the edit moves the match: ask its players again (the form's explicit choice). */
  ask?: boolean;
}

/** The match's saved format (a TODS code), null for none (older matches). */
export function savedFormat(match: TennisMatch): string | null {
  return match.MatchFormat ?? null;
}

const draftFormat = (draft: ResultDraft, match?: TennisMatch): string | null =>
  draft.format !== undefined ? draft.format : match ? savedFormat(match) : null;

export type ScoreState =
  { kind: 'empty' } | { kind: 'invalid'; reason: string } | { kind: 'valid'; parsed: ScoreAccepted };

/** The score field read live with the contract's parser against the format (the server checks it the same way). */
export function readScore(score: string, format: string | null = null): ScoreState {
  const text = score.trim();
  if (text === '') return { kind: 'empty' };
  const parsed = parseScore(text, format);
  return parsed.ok ? { kind: 'valid', parsed } : { kind: 'invalid', reason: parsed.reason };
}

/**
 * A saved score as the match list shows it: the parser's canonical spelling (older rows may be written
 * otherwise) from the winner's side (issue 29, item 20: "won 6-2 6-4", never "won 2-6 4-6"), else as saved.
 */
export function shownScore(match: TennisMatch): string {
  const read = readScore(match.MatchScore, savedFormat(match));
  return read.kind === 'valid' ? scoreForWinner(read.parsed.text, winnerSideOf(match)) : match.MatchScore;
}

export type DraftProblem =
  | { kind: 'score'; reason: string }
  | { kind: 'winnerDisagrees'; score: string; side: Side }
  | { kind: 'winnerRequired' }
  | { kind: 'when' };

/**
 * Why the result form cannot be saved as it is, or null. A score that cannot happen and a winner
 * the score contradicts block saving; a score without a winner needs one (SPEC.md section 5:
 * 'You must specify the match winner.').
 */
export function draftProblem(draft: ResultDraft, match?: TennisMatch): DraftProblem | null {
  const score = readScore(draft.score, draftFormat(draft, match));
  if (score.kind === 'invalid') return { kind: 'score', reason: score.reason };
  if (score.kind === 'valid') {
    const side = score.parsed.winnerSide;
    if (side !== null && draft.winner !== null && draft.winner !== side) {
      // The sentence names the winner: the score is written from their side.
      return { kind: 'winnerDisagrees', score: scoreForWinner(score.parsed.text, side), side };
    }
    if (draft.winner === null) return { kind: 'winnerRequired' };
  }
  if (toWire(draft.when) === undefined) return { kind: 'when' };
  return null;
}

export type EditPlan =
  | { kind: 'time'; form: { time: string; date: string; tmid: number; ask?: boolean } }
  | { kind: 'result'; body: EditTennisMatchBody }
  | { kind: 'abandoned'; reason: 'problem' | 'winnerMismatch' };

/** The "ask players again" choice, sent when the form offered it (the match moved). */
const askOf = (draft: ResultDraft) => (draft.ask === undefined ? {} : { ask: draft.ask });

/**
 * How a result form is saved (SPEC.md section 4): no winner and an empty score only move the
 * date and time (PUT edit-tennis-match-for-timeAndDate); anything else is a result
 * (PUT edit-tennis-match) whose WinnerList names the chosen side's players, with the canonical
 * score and, when the coach changed it, the match format.
 */
export function planEdit(match: TennisMatch, draft: ResultDraft): EditPlan {
  const wire = toWire(draft.when);
  if (draftProblem(draft, match) !== null || wire === undefined)
    return { kind: 'abandoned', reason: 'problem' };
  const format = draftFormat(draft, match);
  const score = readScore(draft.score, format);
  if (score.kind === 'empty' && draft.winner === null) {
    return {
      kind: 'time',
      form: { time: wire.MatchTime, date: wire.MatchDate, tmid: match.TennisMatchID, ...askOf(draft) },
    };
  }
  const side = draft.winner === null ? [] : sidesOf(match)[draft.winner];
  const winners = winnerList(
    side.map((p) => p.Name),
    side.map((p) => p.ID),
  );
  if (winners === null) return { kind: 'abandoned', reason: 'winnerMismatch' };
  return {
    kind: 'result',
    body: {
      MatchScore: score.kind === 'valid' ? score.parsed.text : '',
      MatchDate: wire.MatchDate,
      MatchTime: wire.MatchTime,
      WinnerList: winners,
      TennisMatchID: match.TennisMatchID,
      // Sent only when the coach changed it: a server call without it keeps the match's format.
      ...(format === savedFormat(match) ? {} : { MatchFormat: format }),
      ...askOf(draft),
    },
  };
}

/** Whether a roster player has a ladder position (-1 is N/A). */
export function isPlaced(player: Pick<RosterPlayer, 'Position'>): boolean {
  return player.Position !== NO_POSITION && player.Position >= 1;
}

/** The roster in ladder order: placed players by position, then the unplaced by name. */
export function ladderOrder(players: readonly RosterPlayer[]): RosterPlayer[] {
  return [...players].sort((a, b) => {
    const placedA = isPlaced(a);
    const placedB = isPlaced(b);
    if (placedA && placedB) return a.Position - b.Position;
    if (placedA !== placedB) return placedA ? -1 : 1;
    return fullName(a).localeCompare(fullName(b));
  });
}

export function fullName(player: Pick<RosterPlayer, 'FirstName' | 'LastName'>): string {
  return `${player.FirstName} ${player.LastName}`.trim();
}

export type ChallengeCheck =
  | { kind: 'incomplete' }
  | { kind: 'needsPositions' }
  | { kind: 'outOfRange'; places: number; max: number }
  | { kind: 'ok'; challenger: RosterPlayer; defender: RosterPlayer; places: number };

/**
 * The challenge rule as the server applies it: the lower-placed player challenges, at most `max`
 * places above; places are counted along the ladder (empty position numbers do not count), and
 * both players need a position. `max` undefined (not loaded) never reports out of range.
 */
export function checkChallenge(
  roster: readonly RosterPlayer[],
  firstId: number | null,
  secondId: number | null,
  max: number | undefined,
): ChallengeCheck {
  const a = roster.find((p) => p.PlayerID === firstId);
  const b = roster.find((p) => p.PlayerID === secondId);
  if (!a || !b || a.PlayerID === b.PlayerID) return { kind: 'incomplete' };
  if (!isPlaced(a) || !isPlaced(b)) return { kind: 'needsPositions' };
  const [defender, challenger] = a.Position < b.Position ? [a, b] : [b, a];
  const order = ladderOrder(roster).filter(isPlaced);
  const places =
    order.findIndex((p) => p.PlayerID === challenger.PlayerID) -
    order.findIndex((p) => p.PlayerID === defender.PlayerID);
  if (max !== undefined && places > max) return { kind: 'outOfRange', places, max };
  return { kind: 'ok', challenger, defender, places };
}
