import { and, eq } from 'drizzle-orm';
import type { DualViolation } from '../../../contract/duals';
import {
  allViolations,
  checkLineup,
  describeViolation,
  draftLineup,
  lineupFitsFormat,
  type LineupLine,
  type LineupRosterEntry,
} from '../../../contract/duals';
import type { CoachCaller } from '../../auth/guards';
import type { Db } from '../../db/client';
import { dualLineupSlots, duals } from '../../db/schema/index';
import { appError } from '../../errors';
import { resyncDualResults } from './dual-line-results';
import { refuseLockedLineup } from './dual-lock';
import { dualAccess, type DualRow } from './dual-access';
import { checkOut, rosterEntries, slotsOf, teamLineup, violationOut } from './dual-rows';
import { presentDual, type DualAnswer } from './dual-view';

/**
 * The coach's lineup builder: the draft from the ladder, the check of a lineup, and saving it. The rules are
 * the contract's (contract/duals/lineup*.ts); the server only refuses what cannot be played (a player not on the
 * team, one player on two lines the rule does not allow) and reports the rest.
 */

export interface LineupInput {
  lineup: LineupLine[];
  unavailable?: number[];
}

async function checkedInput(db: Db, dual: DualRow, input: LineupInput) {
  if (!lineupFitsFormat(input.lineup, dual.format)) throw appError('lineup_wrong_lines');
  const roster: LineupRosterEntry[] = await rosterEntries(
    db,
    dual.rosterId,
    input.unavailable ?? dual.unavailable,
  );
  const onRoster = new Set(roster.map((p) => p.id));
  const strangers = (input.unavailable ?? []).filter((id) => !onRoster.has(id));
  if (strangers.length > 0) throw appError('lineup_player_not_on_team', { playerIds: strangers });
  return roster;
}

/** 400 for what no rule lets a coach publish: a stranger on the lineup, a player twice where forbidden. */
function refuseUnplayable(input: LineupInput, roster: readonly LineupRosterEntry[], dual: DualRow): void {
  const violations = allViolations(checkLineup(input.lineup, roster, dual.rule));
  const details = (codes: string[]): { violations: DualViolation[] } => ({
    violations: violations.filter((v) => codes.includes(v.code)).map(violationOut),
  });
  if (violations.some((v) => v.code === 'not-on-roster')) {
    throw appError('lineup_player_not_on_team', details(['not-on-roster']));
  }
  const twice = violations.find((v) => v.code === 'player-on-two-lines' || v.code === 'same-player-twice');
  if (twice) {
    throw appError(
      'lineup_player_on_two_lines',
      { text: describeViolation(twice) },
      details(['player-on-two-lines', 'same-player-twice']),
    );
  }
}

/** PUT /api/auth/duals/{id}/lineup: replaces the team's lineup and availability marks, in one transaction. */
export async function saveLineup(
  db: Db,
  caller: CoachCaller,
  id: number,
  input: LineupInput,
  publicUrlBase: string,
  now: Date,
): Promise<DualAnswer> {
  const access = await db.transaction(async (tx) => {
    const { dual, team } = await dualAccess(tx, caller, id, { own: true, coach: true, lock: true });
    refuseLockedLineup(dual, now);
    const roster = await checkedInput(tx, dual, input);
    refuseUnplayable(input, roster, dual);
    // A change of a published lineup takes it back to a draft: hidden again from the players, the public and
    // a linked opponent until the coach publishes it again (rule check, reason, texts to the changed lines).
    const before = teamLineup(dual, await slotsOf(tx, id));
    const places = (lineup: readonly LineupLine[]) =>
      lineup.map((l) => `${l.line}:${l.players.join(',')}`).join(';');
    const changed = places(before) !== places(input.lineup);
    const unpublish = changed && dual.publishedAt !== null;
    await tx.delete(dualLineupSlots).where(and(eq(dualLineupSlots.dualId, id), eq(dualLineupSlots.side, 1)));
    const slots = input.lineup.flatMap(({ line, players }) =>
      players.flatMap((playerId, slot) =>
        playerId === null ? [] : [{ dualId: id, side: 1, line, slot, playerId }],
      ),
    );
    if (slots.length > 0) await tx.insert(dualLineupSlots).values(slots);
    const [row] = await tx
      .update(duals)
      .set({
        unavailable: input.unavailable ?? dual.unavailable,
        ...(unpublish ? { publishedAt: null, publishReason: null, publishViolations: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(duals.id, id))
      .returning();
    // Lines already scored record the lineup's players in their official matches (issue 20).
    await resyncDualResults(tx, id);
    return { dual: row!, team, side: 1 as const, coach: true, mayEdit: true };
  });
  return presentDual(db, access, access.dual, publicUrlBase);
}

/** POST /api/auth/duals/{id}/draft: the lineup one tap drafts from the ladder (contract's draftLineup), unsaved. */
export async function draftDualLineup(db: Db, caller: CoachCaller, id: number) {
  const { dual } = await dualAccess(db, caller, id, { own: true, coach: true });
  const roster = await rosterEntries(db, dual.rosterId, dual.unavailable, dual.id);
  const draft = draftLineup(roster, dual.format, dual.rule);
  return { lineup: draft.lineup, unfilled: draft.unfilled, ...checkOut(draft.lineup, roster, dual.rule) };
}

/** POST /api/auth/duals/{id}/check: the rule check of a lineup (not saved). */
export async function checkDualLineup(db: Db, caller: CoachCaller, id: number, input: LineupInput) {
  const { dual } = await dualAccess(db, caller, id, { own: true, coach: true });
  const roster = await checkedInput(db, dual, input);
  return checkOut(input.lineup, roster, dual.rule);
}
