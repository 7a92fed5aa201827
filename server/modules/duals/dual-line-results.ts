import { and, eq } from 'drizzle-orm';
import type { DualLineOutcome, DualLineResultBody, DualLiveScoreBody } from '../../../contract/duals';
import { dualLines as formatLines, type LineName, type LineSpec } from '../../../contract/duals';
import type { ScoreAccepted, Side } from '../../../contract/scores/tennis-score';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { scoreColumns } from '../../db/score-columns';
import { dualLines } from '../../db/schema/index';
import { appError } from '../../errors';
import { checkResultScore } from '../scores/result-score';
import { dualAccess, isLinked, lockDual, type DualAccess, type DualRow } from './dual-access';
import { sideNames } from './dual-line-people';
import { dualChanged } from './dual-live';
import { syncLineMatches } from './dual-line-matches';
import { loadDualLines, sideLabels, viewOf, type DualLinesState, type DualView } from './dual-view';
import { saveTeamResult, type DualLineRow } from './dual-standing';

/**
 * A line's result (issue 20): entered by a coach of either side, confirmed or disputed by the other side's
 * coach when the opponent is linked. Every change is one transaction under the dual's lock: the caller's
 * access and the dual's row read once, its teams, lineups and lines read once (loadDualLines), the score
 * parsed once, the line written, its official matches updated in place (dual-line-matches.ts), the team
 * result stored (dual-standing.ts), and the answer made from the rows in hand.
 */

function lineOf(dual: DualRow, line: LineName): LineSpec {
  const spec = formatLines(dual.format).find((l) => l.line === line);
  if (!spec) throw appError('dual_line_not_found');
  return spec;
}

/** The checked result of a line as sent: 400 for an impossible or self-contradicting one. */
function checkedResult(
  state: DualLinesState,
  spec: LineSpec,
  body: DualLineResultBody,
): { outcome: DualLineOutcome; winnerSide: Side | null; parsed: ScoreAccepted | null } {
  const score = body.score?.trim() ?? '';
  const winnerSide = body.winnerSide ?? null;
  if (body.outcome === 'unplayed') {
    if (score !== '' || winnerSide !== null) throw appError('dual_line_unplayed_result');
    return { outcome: 'unplayed', winnerSide: null, parsed: null };
  }
  if (winnerSide === null) throw appError('winner_required');
  const parsed = checkResultScore(score, spec.scoreFormat, winnerSide, (side) => {
    const labels = sideLabels(state);
    return sideNames(state.people, side, spec.line, side === 1 ? labels.team : labels.opponent);
  });
  if (parsed && parsed.outcome !== body.outcome)
    throw appError('dual_line_outcome_disagrees', { score: parsed.text, outcome: body.outcome });
  return { outcome: body.outcome, winnerSide, parsed };
}

interface LineChange {
  values: Partial<DualLineRow>;
  /** The score as this change parsed it; undefined when the change keeps the stored score. */
  parsed?: ScoreAccepted | null;
}

/** A line of a dual the calling coach sits at, read under the dual's lock with the dual's rows. */
async function lockedLine(tx: Db, caller: CoachCaller, dualId: number, line: LineName) {
  const seat = await dualAccess(tx, caller, dualId, { coach: true, lock: true });
  const spec = lineOf(seat.dual, line);
  const state = await loadDualLines(tx, seat.dual);
  return { seat, spec, state, row: state.lines.find((r) => r.line === spec.line) };
}

/**
 * Applies a change to a line under the dual's lock, then its matches and the team result; answers the
 * scoring view from the caller's seat. `change` returns null when the line is not the caller's to change.
 */
async function changeLine(
  db: Db,
  caller: CoachCaller,
  dualId: number,
  line: LineName,
  base: string,
  change: (
    seat: DualAccess,
    state: DualLinesState,
    spec: LineSpec,
    row: DualLineRow | undefined,
  ) => LineChange | null,
): Promise<DualView> {
  return db.transaction(async (tx) => {
    const { seat, spec, state, row } = await lockedLine(tx, caller, dualId, line);
    const changed = change(seat, state, spec, row);
    if (!changed) throw appError('dual_line_not_awaiting_you');
    const where = and(eq(dualLines.dualId, seat.dual.id), eq(dualLines.line, spec.line));
    const [written] = row
      ? await tx
          .update(dualLines)
          .set({ ...changed.values, updatedAt: new Date() })
          .where(where)
          .returning()
      : await tx
          .insert(dualLines)
          .values({ ...changed.values, dualId: seat.dual.id, line: spec.line })
          .returning();
    const saved = await syncLineMatches(
      tx,
      seat.dual,
      written!,
      state.people,
      sideLabels(state),
      spec.scoreFormat,
      changed.parsed,
    );
    const lines = [...state.lines.filter((r) => r.line !== spec.line), saved];
    const dual = await saveTeamResult(tx, seat.dual, lines);
    const liveVersion = await dualChanged(tx, dual.id);
    return viewOf(tx, seat, { ...state, dual: { ...dual, liveVersion }, lines }, base);
  });
}

/**
 * PUT /api/auth/duals/{id}/lines/{line}/live: a coach of either side scores a line as it is played (issue
 * 33), sending its whole live score (each set's games, side 1 first). Not a result: the line stays pending,
 * its matches and the team result are untouched; 409 dual_line_decided once the line has a result (the
 * result is changed through its own route, which clears the live score). Under the dual's lock, like a
 * result; the live viewers learn of it at the commit (dual-live.ts).
 */
export function saveLiveScore(
  db: Db,
  caller: CoachCaller,
  dualId: number,
  line: LineName,
  body: DualLiveScoreBody,
  base: string,
): Promise<DualView> {
  return db.transaction(async (tx) => {
    const { seat, spec, state, row } = await lockedLine(tx, caller, dualId, line);
    if (row && row.outcome !== null) throw appError('dual_line_decided');
    const liveSets = body.sets.length > 0 ? body.sets.map((s) => ({ side1: s.side1, side2: s.side2 })) : null;
    const [written] = await tx
      .insert(dualLines)
      .values({ dualId: seat.dual.id, line: spec.line, liveSets })
      .onConflictDoUpdate({
        target: [dualLines.dualId, dualLines.line],
        set: { liveSets, updatedAt: new Date() },
      })
      .returning();
    const lines = [...state.lines.filter((r) => r.line !== spec.line), written!];
    const liveVersion = await dualChanged(tx, seat.dual.id);
    return viewOf(tx, seat, { ...state, dual: { ...seat.dual, liveVersion }, lines }, base);
  });
}

/**
 * Whether the line holds this result (issue 33): the one the coach saw, or the one they send (a repeat).
 * A change made offline and sent later must not overwrite another coach's result silently.
 */
function holds(
  row: DualLineRow | undefined,
  result: { score: string | null; outcome: DualLineOutcome | null; winnerSide: Side | null },
): boolean {
  return (
    (row?.score ?? null) === result.score &&
    (row?.outcome ?? null) === result.outcome &&
    (row?.winnerSide ?? null) === result.winnerSide
  );
}

/**
 * PUT /api/auth/duals/{id}/lines/{line}/result: a coach of either side enters or edits a line's result
 * (side 1 first). Against a linked opponent it waits for the other coach's confirmation; an edit of a
 * disputed or confirmed result waits again. With `expected`, 409 dual_line_changed when the line holds
 * neither that result nor the one sent (someone else changed it meanwhile).
 */
export function enterLineResult(
  db: Db,
  caller: CoachCaller,
  dualId: number,
  line: LineName,
  body: DualLineResultBody,
  base: string,
): Promise<DualView> {
  return changeLine(db, caller, dualId, line, base, (seat, state, spec, row) => {
    const result = checkedResult(state, spec, body);
    if (
      body.expected &&
      !holds(row, body.expected) &&
      !holds(row, { ...result, score: result.parsed?.text ?? null })
    )
      throw appError('dual_line_changed', {
        score: row?.score ?? null,
        outcome: row?.outcome ?? null,
        winnerSide: row?.winnerSide ?? null,
      });
    return {
      parsed: result.parsed,
      values: {
        score: result.parsed?.text ?? null,
        ...scoreColumns(result.parsed),
        outcome: result.outcome,
        winnerSide: result.winnerSide,
        enteredBySide: seat.side,
        enteredBy: caller.coachId,
        confirmation: isLinked(seat.dual) ? 'entered' : 'none',
        disputeReason: null,
        // The line's result replaces the score it had while it was played.
        liveSets: null,
      },
    };
  });
}

/**
 * Writes every line's official matches again and the team result, after the dual itself changed (its time,
 * format, opponent or a lineup), inside the transaction that changed it.
 */
export async function resyncDualResults(tx: Db, dualId: number): Promise<void> {
  const dual = await lockDual(tx, dualId);
  const state = await loadDualLines(tx, dual);
  const labels = sideLabels(state);
  const specs = formatLines(dual.format);
  const lines: DualLineRow[] = [];
  for (const row of state.lines) {
    const spec = specs.find((l) => l.line === row.line);
    lines.push(spec ? await syncLineMatches(tx, dual, row, state.people, labels, spec.scoreFormat) : row);
  }
  await saveTeamResult(tx, dual, lines);
  await dualChanged(tx, dual.id);
}

/** A result the other side entered and this side has not answered yet. */
function awaiting(seat: DualAccess, row: DualLineRow | undefined): boolean {
  if (!row || !isLinked(seat.dual) || row.confirmation !== 'entered') return false;
  return row.enteredBySide !== null && row.enteredBySide !== seat.side;
}

/** POST /api/auth/duals/{id}/lines/{line}/confirm: the other side's coach confirms the result entered. */
export function confirmLineResult(
  db: Db,
  caller: CoachCaller,
  dualId: number,
  line: LineName,
  base: string,
): Promise<DualView> {
  return changeLine(db, caller, dualId, line, base, (seat, _state, _spec, row) =>
    awaiting(seat, row) ? { values: { confirmation: 'confirmed', disputeReason: null } } : null,
  );
}

/**
 * POST /api/auth/duals/{id}/lines/{line}/dispute: the other side's coach disputes the result entered; both
 * see the dispute and its reason until either coach edits the result.
 */
export function disputeLineResult(
  db: Db,
  caller: CoachCaller,
  dualId: number,
  line: LineName,
  reason: string,
  base: string,
): Promise<DualView> {
  return changeLine(db, caller, dualId, line, base, (seat, _state, _spec, row) =>
    awaiting(seat, row) ? { values: { confirmation: 'disputed', disputeReason: reason } } : null,
  );
}
