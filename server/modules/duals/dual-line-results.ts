import { and, eq, inArray } from 'drizzle-orm';
import type { DualLineOutcome, DualLineResultBody } from '../../../contract/duals';
import { dualLines as formatLines, type LineName, type LineSpec } from '../../../contract/lineup-format';
import type { ScoreAccepted, Side } from '../../../contract/tennis-score';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { scoreColumns } from '../../db/score-columns';
import { dualLines, schools, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { TEAM_NAMES } from '../ladder/teams';
import { checkResultScore } from '../scores/result-score';
import { dualPeople, sideNames } from './dual-line-people';
import { syncLineMatches } from './dual-line-matches';
import { scoringView } from './dual-scoring-view';
import { dualAccess, isLinked, lockDual, type DualRow, type DualAccess } from './dual-access';
import { saveTeamResult, type DualLineRow } from './dual-standing';

/**
 * A line's result (issue 20): entered by a coach of either side, confirmed or disputed by the other side's
 * coach when the opponent is linked. Every change, in one transaction under the dual's lock, rewrites the
 * line's official matches (dual-line-matches.ts) and the dual's team result (dual-standing.ts).
 */

function lineOf(dual: DualRow, line: LineName): LineSpec {
  const spec = formatLines(dual.format).find((l) => l.line === line);
  if (!spec) throw appError('dual_line_not_found');
  return spec;
}

/** The names the matches and the refusals use: "School Team" for a side without players on the line. */
async function sideLabels(db: Db, dual: DualRow): Promise<{ team: string; opponent: string }> {
  const ids = [dual.rosterId, ...(dual.opponentRosterId === null ? [] : [dual.opponentRosterId])];
  const rows = await db
    .select({ id: teamRosters.id, teamType: teamRosters.teamType, school: schools.label })
    .from(teamRosters)
    .innerJoin(schools, eq(schools.id, teamRosters.schoolId))
    .where(inArray(teamRosters.id, ids));
  const label = (id: number | null) => {
    const r = rows.find((x) => x.id === id);
    return r ? `${r.school} ${TEAM_NAMES[r.teamType] ?? ''}`.trim() : null;
  };
  return { team: label(dual.rosterId) ?? '', opponent: label(dual.opponentRosterId) ?? dual.opponentName };
}

/** The checked result of a line as sent: 400 for an impossible or self-contradicting one. */
async function checkedResult(
  db: Db,
  dual: DualRow,
  spec: LineSpec,
  body: DualLineResultBody,
): Promise<{ outcome: DualLineOutcome; winnerSide: Side | null; parsed: ScoreAccepted | null }> {
  const score = body.score?.trim() ?? '';
  const winnerSide = body.winnerSide ?? null;
  if (body.outcome === 'unplayed') {
    if (score !== '' || winnerSide !== null) throw appError('dual_line_unplayed_result');
    return { outcome: 'unplayed', winnerSide: null, parsed: null };
  }
  if (winnerSide === null) throw appError('winner_required');
  const people = score === '' ? null : await dualPeople(db, dual.id);
  const labels = score === '' ? null : await sideLabels(db, dual);
  const parsed = checkResultScore(score, spec.scoreFormat, winnerSide, (side) =>
    sideNames(people!, side, spec.line, side === 1 ? labels!.team : labels!.opponent),
  );
  if (parsed && parsed.outcome !== body.outcome)
    throw appError('dual_line_outcome_disagrees', { score: parsed.text, outcome: body.outcome });
  return { outcome: body.outcome, winnerSide, parsed };
}

/** Applies a change to a line under the dual's lock, then its matches and the team result. */
async function changeLine(
  db: Db,
  seat: DualAccess,
  spec: LineSpec,
  change: (dual: DualRow, row: DualLineRow | undefined) => Partial<DualLineRow> | null,
): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const dual = await lockDual(tx, seat.dual.id);
    const where = and(eq(dualLines.dualId, dual.id), eq(dualLines.line, spec.line));
    const [row] = await tx.select().from(dualLines).where(where);
    const values = change(dual, row);
    if (!values) throw appError('dual_line_not_awaiting_you');
    const [saved] = row
      ? await tx
          .update(dualLines)
          .set({ ...values, updatedAt: new Date() })
          .where(where)
          .returning()
      : await tx
          .insert(dualLines)
          .values({ ...values, dualId: dual.id, line: spec.line })
          .returning();
    await syncLineMatches(
      tx,
      dual,
      saved!,
      await dualPeople(tx, dual.id),
      await sideLabels(tx, dual),
      spec.scoreFormat,
    );
    await saveTeamResult(tx, dual);
  });
}

/**
 * PUT /api/auth/duals/{id}/lines/{line}/result: a coach of either side enters or edits a line's result
 * (side 1 first). Against a linked opponent it waits for the other coach's confirmation; an edit of a
 * disputed or confirmed result waits again.
 */
export async function enterLineResult(
  db: Db,
  caller: CoachCaller,
  dualId: number,
  line: LineName,
  body: DualLineResultBody,
) {
  const seat = await dualAccess(db, caller, dualId, { coach: true });
  const spec = lineOf(seat.dual, line);
  const result = await checkedResult(db, seat.dual, spec, body);
  await changeLine(db, seat, spec, (dual) => ({
    score: result.parsed?.text ?? null,
    ...scoreColumns(result.parsed),
    outcome: result.outcome,
    winnerSide: result.winnerSide,
    enteredBySide: seat.side,
    enteredBy: caller.coachId,
    confirmation: isLinked(dual) ? 'entered' : 'none',
    disputeReason: null,
  }));
  return scoringView(db, seat, dualId);
}

/**
 * Writes every line's official matches again and the team result, after the dual itself changed (its time,
 * format, opponent or a lineup), inside the transaction that changed it.
 */
export async function resyncDualResults(tx: Db, dualId: number): Promise<void> {
  const dual = await lockDual(tx, dualId);
  const rows = await tx.select().from(dualLines).where(eq(dualLines.dualId, dualId));
  const people = await dualPeople(tx, dualId);
  const labels = await sideLabels(tx, dual);
  const specs = formatLines(dual.format);
  for (const row of rows) {
    const spec = specs.find((l) => l.line === row.line);
    if (spec) await syncLineMatches(tx, dual, row, people, labels, spec.scoreFormat);
  }
  await saveTeamResult(tx, dual);
}

/** A result the other side entered and this side has not answered yet; null otherwise. */
function awaiting(seat: DualAccess, dual: DualRow, row: DualLineRow | undefined): DualLineRow | null {
  if (!row || !isLinked(dual) || row.confirmation !== 'entered') return null;
  return row.enteredBySide !== null && row.enteredBySide !== seat.side ? row : null;
}

/** POST /api/auth/duals/{id}/lines/{line}/confirm: the other side's coach confirms the result entered. */
export async function confirmLineResult(db: Db, caller: CoachCaller, dualId: number, line: LineName) {
  const seat = await dualAccess(db, caller, dualId, { coach: true });
  const spec = lineOf(seat.dual, line);
  await changeLine(db, seat, spec, (dual, row) =>
    awaiting(seat, dual, row) ? { confirmation: 'confirmed', disputeReason: null } : null,
  );
  return scoringView(db, seat, dualId);
}

/**
 * POST /api/auth/duals/{id}/lines/{line}/dispute: the other side's coach disputes the result entered; both
 * see the dispute and its reason until either coach edits the result.
 */
export async function disputeLineResult(
  db: Db,
  caller: CoachCaller,
  dualId: number,
  line: LineName,
  reason: string,
) {
  const seat = await dualAccess(db, caller, dualId, { coach: true });
  const spec = lineOf(seat.dual, line);
  await changeLine(db, seat, spec, (dual, row) =>
    awaiting(seat, dual, row) ? { confirmation: 'disputed', disputeReason: reason } : null,
  );
  return scoringView(db, seat, dualId);
}
