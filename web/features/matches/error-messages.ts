import {
  CHALLENGE_NEEDS_POSITIONS,
  CHALLENGE_SINGLES_ONLY,
  PLAYERS_NOT_ON_TEAM,
  WINNER_REQUIRED,
} from '../../../contract/matches';
import { WINNER_DISAGREES } from '../../../contract/tennis-score';
import { ApiError } from '../../lib/api-client';

/**
 * A failed matches call as something to show: a message key (matches namespace) with values, or,
 * for a server sentence this page has no translation for (a score's reason, say), the sentence
 * itself, since the server writes those for the coach to read.
 */
export type ErrorMessage = { key: string; values?: Record<string, string | number> } | { text: string };

const FIXED: ReadonlyMap<string, string> = new Map([
  [CHALLENGE_SINGLES_ONLY, 'errors.singlesOnly'],
  [CHALLENGE_NEEDS_POSITIONS, 'errors.needsPositions'],
  [PLAYERS_NOT_ON_TEAM, 'errors.notOnTeam'],
  ['Both players of a challenge must be on this team.', 'errors.challengeNotOnTeam'],
  [WINNER_REQUIRED, 'errors.winnerRequired'],
  ['The winner must be one of the two players of this match.', 'errors.winnerNotPlayer'],
  ['The winners must be the two players of one side of this match.', 'errors.winnersNotSide'],
]);

const OUT_OF_RANGE =
  /^A player may challenge at most (\d+) places? above them on the ladder; these players are (\d+) places apart\.$/;
const DISAGREES = new RegExp(`^${WINNER_DISAGREES}: (.+) is a win for (.+)\\.$`);

/** The message for one of the server's match texts. */
export function serverTextMessage(text: string): ErrorMessage {
  const fixed = FIXED.get(text);
  if (fixed) return { key: fixed };
  const range = OUT_OF_RANGE.exec(text);
  if (range) {
    const max = Number(range[1]);
    return {
      key: max === 1 ? 'errors.outOfRangeOne' : 'errors.outOfRange',
      values: { max, places: Number(range[2]) },
    };
  }
  const disagrees = DISAGREES.exec(text);
  if (disagrees)
    return { key: 'errors.winnerDisagrees', values: { score: disagrees[1]!, names: disagrees[2]! } };
  return { text };
}

/** The message for a failed create, edit or delete. */
export function errorMessage(error: unknown): ErrorMessage {
  if (!(error instanceof ApiError)) return { key: 'errors.generic' };
  if (error.status === 403) return { key: 'errors.forbidden' };
  if (error.status === 404) return { key: 'errors.notFound' };
  if (error.status === 400) return serverTextMessage(error.error);
  return { key: 'errors.generic' };
}
