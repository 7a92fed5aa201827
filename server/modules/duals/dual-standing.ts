import { eq, inArray } from 'drizzle-orm';
import {
  dualTeamResult,
  type DualLineInput,
  type LineStanding,
  type DualTeamResult,
} from '../../../contract/duals';
import type { DualFormat, LineName } from '../../../contract/duals';
import type { Side } from '../../../contract/scores/tennis-score';
import type { Db } from '../../db/client';
import { dualLines, duals } from '../../db/schema/index';
import type { DualRow } from './dual-access';

/**
 * The team result of a dual from its stored line results (contract/duals/dual-result.ts is the rule), and its
 * copy on the duals row (winner_side, lines_won, lines_lost, result_decided_at) that lists and records read.
 */

export type DualLineRow = typeof dualLines.$inferSelect;

/**
 * Whether a line's result stands: entered against an opponent that is not linked (confirmation 'none'), or
 * confirmed by the other coach. An entered or disputed result counts as pending.
 */
export function isSettled(row: DualLineRow): boolean {
  return row.outcome !== null && (row.confirmation === 'none' || row.confirmation === 'confirmed');
}

export function lineResultOf(row: DualLineRow | undefined): LineStanding {
  if (!row || !isSettled(row)) return { status: 'pending' };
  if (row.outcome === 'unplayed' || row.outcome === null || row.winnerSide === null)
    return { status: 'unplayed' };
  return {
    status: 'decided',
    winnerSide: row.winnerSide as Side,
    outcome: row.outcome,
    setsWon: { side1: row.setsSide1 ?? 0, side2: row.setsSide2 ?? 0 },
    gamesWon: { side1: row.gamesSide1 ?? 0, side2: row.gamesSide2 ?? 0 },
  };
}

export function teamResultOf(format: DualFormat, rows: readonly DualLineRow[]): DualTeamResult {
  const inputs: DualLineInput[] = rows.map((r) => ({ line: r.line as LineName, result: lineResultOf(r) }));
  return dualTeamResult(format, inputs);
}

/**
 * Stores the team result of a dual from its line rows as they now stand (inside the transaction that changed
 * a line), and returns the dual row as written.
 */
export async function saveTeamResult(tx: Db, dual: DualRow, rows: readonly DualLineRow[]): Promise<DualRow> {
  const result = teamResultOf(dual.format, rows);
  const values = {
    winnerSide: result.final ? result.winnerSide : null,
    linesWon: result.lines.side1,
    linesLost: result.lines.side2,
    resultDecidedAt: result.final ? (dual.resultDecidedAt ?? new Date()) : null,
    updatedAt: new Date(),
  };
  await tx.update(duals).set(values).where(eq(duals.id, dual.id));
  return { ...dual, ...values };
}

/** The line rows of several duals at once, by dual (one statement through the primary key's dual_id). */
export async function linesByDual(db: Db, dualIds: readonly number[]): Promise<Map<number, DualLineRow[]>> {
  const out = new Map<number, DualLineRow[]>(dualIds.map((id) => [id, []]));
  if (dualIds.length === 0) return out;
  const rows = await db
    .select()
    .from(dualLines)
    .where(inArray(dualLines.dualId, [...dualIds]));
  for (const row of rows) out.get(row.dualId)?.push(row);
  return out;
}
