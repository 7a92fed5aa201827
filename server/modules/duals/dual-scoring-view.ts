import { eq, inArray } from 'drizzle-orm';
import type { DualScoring, DualScoringLine } from '../../../contract/dual-scoring';
import { dualLines as formatLines, type LineName } from '../../../contract/lineup-format';
import type { Side } from '../../../contract/tennis-score';
import type { Db } from '../../db/client';
import { dualLines, duals, schools, teamRosters } from '../../db/schema/index';
import { appError } from '../../errors';
import { TEAM_NAMES } from '../ladder/teams';
import { dualPeople, placesOf } from './dual-line-people';
import { isLinked, type DualAccess } from './dual-access';
import { teamResultOf } from './dual-standing';

/**
 * The scoring view of a dual from one seat: every line with both sides' players and its result, and the
 * team result of the lines whose result stands. Lineups: a coach always sees their own side's, a player
 * once their side published it; against a linked opponent, the other side's only once both published.
 */
export async function scoringView(db: Db, seat: Pick<DualAccess, 'side' | 'coach'>, dualId: number) {
  const [dual] = await db.select().from(duals).where(eq(duals.id, dualId));
  if (!dual) throw appError('dual_not_found');
  const rosterIds = [dual.rosterId, ...(dual.opponentRosterId === null ? [] : [dual.opponentRosterId])];
  const teams = await db
    .select({ id: teamRosters.id, teamType: teamRosters.teamType, school: schools.label })
    .from(teamRosters)
    .innerJoin(schools, eq(schools.id, teamRosters.schoolId))
    .where(inArray(teamRosters.id, rosterIds));
  const own = teams.find((t) => t.id === dual.rosterId);
  const opponent = teams.find((t) => t.id === dual.opponentRosterId);
  const rows = await db.select().from(dualLines).where(eq(dualLines.dualId, dual.id));
  const people = await dualPeople(db, dual.id);
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

  const scoring: DualScoring = {
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
  return scoring;
}
