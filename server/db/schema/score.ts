import { jsonb, smallint } from 'drizzle-orm/pg-core';
import type { ScoreSet } from '../../../contract/scores/tennis-score';

/**
 * The structured score a result row keeps beside its canonical text (issue 19), filled on every write
 * from the parser's answer (server/db/score-columns.ts): sets, games and tiebreaks won per side, for
 * queries (head-to-head, statistics) that need no parsing, and the sets themselves. All null while
 * the row has no score.
 */
export const scoreSummaryColumns = () => ({
  setsSide1: smallint(),
  setsSide2: smallint(),
  gamesSide1: smallint(),
  gamesSide2: smallint(),
  tiebreaksSide1: smallint(),
  tiebreaksSide2: smallint(),
  /** Side 1 first, as contract/tennis-score.ts's ScoreSet. */
  scoreSets: jsonb().$type<ScoreSet[]>(),
});
