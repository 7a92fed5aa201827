import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { parseScore, type ScoreAccepted } from '../../contract/scores/tennis-score';
import * as schema from './schema/index';

/**
 * The one mapping from a parsed score to the structured score columns (schema/score.ts) of a match
 * row; a row without a score gets nulls. Every write of a score goes through it.
 */
export function scoreColumns(parsed: ScoreAccepted | null) {
  return {
    setsSide1: parsed?.setsWon.side1 ?? null,
    setsSide2: parsed?.setsWon.side2 ?? null,
    gamesSide1: parsed?.gamesWon.side1 ?? null,
    gamesSide2: parsed?.gamesWon.side2 ?? null,
    tiebreaksSide1: parsed?.tiebreaksWon.side1 ?? null,
    tiebreaksSide2: parsed?.tiebreaksWon.side2 ?? null,
    scoreSets: parsed?.sets ?? null,
  };
}

type MigrationDb = PgDatabase<PgQueryResultHKT, typeof schema>;

const BATCH = 500;

/**
 * Fills the score columns of tennis matches saved before issue 19 (migration 0017 added them empty):
 * each stored score is read again with the shared parser, under its match's format or, for those
 * matches (which have none), any format that fits. Runs after the migrations on every start, on
 * PGlite and PostgreSQL alike; once done it reads one empty partial index
 * (tennis_matches_score_unfilled). A stored score the parser refuses keeps null columns. Returns how
 * many rows it filled.
 */
export async function backfillScoreColumns(db: MigrationDb): Promise<number> {
  const m = schema.tennisMatches;
  let filled = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: m.id, score: m.score, format: m.format })
      .from(m)
      .where(and(isNotNull(m.score), isNull(m.setsSide1), gt(m.id, after)))
      .orderBy(asc(m.id))
      .limit(BATCH);
    if (rows.length === 0) return filled;
    after = rows[rows.length - 1]!.id;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const parsed = parseScore(row.score!, row.format);
        if (!parsed.ok) continue;
        await tx
          .update(m)
          .set(scoreColumns(parsed))
          .where(and(eq(m.id, row.id), isNull(m.setsSide1)));
        filled += 1;
      }
    });
  }
}
