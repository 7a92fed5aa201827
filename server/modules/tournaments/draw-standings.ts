import { queryGovernor } from 'tods-competition-factory';
import type { MatchOutcome, ScoreSet } from '../../../contract/scores/tennis-score';
import type { DrawStanding } from '../../../contract/tournaments/draws';

/**
 * A round robin group's standings by tods-competition-factory's tally (issue 36): its default tally
 * directives (contract/tournaments/draws.ts TALLY_RULE says them): matches won, head-to-head of two tied,
 * fewer defaults/walkovers/retirements, sets %, games %, then the same among the tied only. Places are the
 * engine's group order once every match is decided, its provisional order before.
 */

export interface GroupMatch {
  side1: number | null;
  side2: number | null;
  winner: 1 | 2 | null;
  outcome: MatchOutcome | 'bye' | null;
  sets: ScoreSet[] | null;
}

const STATUS: Record<MatchOutcome, string> = {
  completed: 'COMPLETED',
  retired: 'RETIRED',
  walkover: 'WALKOVER',
  default: 'DEFAULTED',
};

type TallyResult = {
  matchUpsWon?: number;
  matchUpsLost?: number;
  setsWon?: number;
  setsLost?: number;
  gamesWon?: number;
  gamesLost?: number;
  provisionalOrder?: number;
};

export function groupStandings(entryIds: number[], matches: GroupMatch[]): DrawStanding[] {
  const played = matches.filter(
    (m) =>
      m.side1 !== null && m.side2 !== null && m.winner !== null && m.outcome !== null && m.outcome !== 'bye',
  );
  const matchUps = played.map((m, i) => ({
    matchUpId: `m${i}`,
    matchUpType: 'SINGLES',
    matchUpStatus: STATUS[m.outcome as MatchOutcome],
    winningSide: m.winner,
    drawPositions: [1, 2],
    sides: [
      { sideNumber: 1, participantId: String(m.side1) },
      { sideNumber: 2, participantId: String(m.side2) },
    ],
    score: {
      sets: (m.sets ?? []).map((s, n) => ({
        setNumber: n + 1,
        side1Score: s.side1,
        side2Score: s.side2,
        winningSide: s.winnerSide ?? undefined,
      })),
    },
  }));
  const complete = matches.every((m) => m.outcome !== null);
  const tally =
    matchUps.length > 0
      ? (queryGovernor.tallyParticipantResults({ matchUps }) as {
          participantResults?: Record<string, TallyResult>;
          order?: Array<{ participantId: string; groupOrder?: number }>;
        })
      : {};
  const results = tally.participantResults ?? {};
  const groupOrder = new Map((tally.order ?? []).map((o) => [o.participantId, o.groupOrder]));
  const rows = entryIds.map((entryId) => {
    const r = results[String(entryId)] ?? {};
    const order = complete ? groupOrder.get(String(entryId)) : undefined;
    return {
      entryId,
      place: order ?? null,
      matchesWon: r.matchUpsWon ?? 0,
      matchesLost: r.matchUpsLost ?? 0,
      setsWon: r.setsWon ?? 0,
      setsLost: r.setsLost ?? 0,
      gamesWon: r.gamesWon ?? 0,
      gamesLost: r.gamesLost ?? 0,
      provisional: r.provisionalOrder ?? Number.MAX_SAFE_INTEGER,
    };
  });
  rows.sort((a, b) => (a.place ?? a.provisional) - (b.place ?? b.provisional) || a.entryId - b.entryId);
  return rows.map(({ provisional: _p, ...row }) => row);
}
