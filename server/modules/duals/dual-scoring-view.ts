import { eq, inArray } from 'drizzle-orm';
import type { DualScoring, DualScoringLine } from '../../../contract/dual-scoring';
import { dualLines as formatLines, type LineName } from '../../../contract/lineup-format';
import type { Side } from '../../../contract/tennis-score';
import type { Db } from '../../db/client';
import { dualLines, duals, schools, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { TEAM_NAMES } from '../teams/teams';
import { isLinked, type DualAccess, type DualRow } from './dual-access';
import { dualPeople, placesOf, type DualPeople } from './dual-line-people';
import { teamResultOf, type DualLineRow } from './dual-standing';

/**
 * The rows a dual's lines are read from, each read once: the dual, both teams with their schools' names,
 * both sides' lineup places and the line results. A line save reads them once, changes them in memory as it
 * writes, and answers from them.
 */
export interface DualLinesState {
  dual: DualRow;
  teams: { id: number; teamType: number; school: string }[];
  people: DualPeople;
  lines: DualLineRow[];
}

export async function loadDualLines(db: Db, dual: DualRow): Promise<DualLinesState> {
  const rosterIds = [dual.rosterId, ...(dual.opponentRosterId === null ? [] : [dual.opponentRosterId])];
  const [teams, people, lines] = await Promise.all([
    db
      .select({ id: teamRosters.id, teamType: teamRosters.teamType, school: schools.label })
      .from(teamRosters)
      .innerJoin(schools, eq(schools.id, teamRosters.schoolId))
      .where(inArray(teamRosters.id, rosterIds)),
    dualPeople(db, dual.id),
    db.select().from(dualLines).where(eq(dualLines.dualId, dual.id)),
  ]);
  return { dual, teams, people, lines };
}

/** The names the matches and the refusals use: "School Team" for a side without players on the line. */
export function sideLabels(state: DualLinesState): { team: string; opponent: string } {
  const { dual, teams } = state;
  const label = (id: number | null) => {
    const r = teams.find((x) => x.id === id);
    return r ? `${r.school} ${TEAM_NAMES[r.teamType] ?? ''}`.trim() : null;
  };
  return { team: label(dual.rosterId) ?? '', opponent: label(dual.opponentRosterId) ?? dual.opponentName };
}

/**
 * The scoring view of a dual from one seat: every line with both sides' players and its result, and the
 * team result of the lines whose result stands. Lineups: a coach always sees their own side's, a player
 * once their side published it; against a linked opponent, the other side's only once both published.
 */
export function scoringOf(seat: Pick<DualAccess, 'side' | 'coach'>, state: DualLinesState): DualScoring {
  const { dual, teams, people, lines: rows } = state;
  const own = teams.find((t) => t.id === dual.rosterId);
  const opponent = teams.find((t) => t.id === dual.opponentRosterId);
  const linked = isLinked(dual);

  const published = { side1: dual.publishedAt !== null, side2: dual.opponentPublishedAt !== null };
  const ownShown = seat.coach || published[`side${seat.side}`];
  const bothPublished = published.side1 && published.side2;
  const shown = (side: Side) => (side === seat.side ? ownShown : linked ? bothPublished : ownShown);
  const names = (side: Side, line: LineName) =>
    shown(side) ? placesOf(people, side, line).map((p) => p?.name ?? null) : null;

  const lines: DualScoringLine[] = formatLines(dual.format).map((spec) => {
    const row = rows.find((r) => r.line === spec.line);
    return {
      line: spec.line,
      kind: spec.kind,
      scoreFormat: spec.scoreFormat,
      side1Players: names(1, spec.line),
      side2Players: names(2, spec.line),
      score: row?.score ?? null,
      outcome: row?.outcome ?? null,
      winnerSide: (row?.winnerSide ?? null) as Side | null,
      confirmation: row?.confirmation ?? 'none',
      enteredBySide: (row?.enteredBySide ?? null) as Side | null,
      disputeReason: row?.disputeReason ?? null,
      awaitingYou:
        seat.coach &&
        linked &&
        row?.confirmation === 'entered' &&
        row.enteredBySide !== null &&
        row.enteredBySide !== seat.side,
    };
  });

  return {
    id: dual.id,
    yourSide: seat.side,
    mayScore: seat.coach,
    linked,
    invitation: dual.invitation,
    schoolName: own?.school ?? '',
    teamName: own ? (TEAM_NAMES[own.teamType] ?? '') : '',
    opponentName: opponent?.school ?? dual.opponentName,
    opponentTeamName: linked && opponent ? (TEAM_NAMES[opponent.teamType] ?? null) : null,
    site: dual.site,
    place: dual.place,
    startsAt: dual.startsAt.toISOString(),
    published,
    lines,
    result: teamResultOf(dual.format, rows),
  };
}

/** The scoring view read fresh, after a change that did not keep the rows (the opponent's side). */
export async function scoringView(db: Db, seat: Pick<DualAccess, 'side' | 'coach'>, dualId: number) {
  const [dual] = await db.select().from(duals).where(eq(duals.id, dualId));
  if (!dual) throw appError('dual_not_found');
  return scoringOf(seat, await loadDualLines(db, dual));
}
