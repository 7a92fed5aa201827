import type { DualScoring, DualScoringLine } from '../../../../contract/duals';

/** When the dual page tests' dual starts. */
export const STARTS_AT = '2026-03-14T20:00:00.000Z';

/** The dual page tests' one singles line, S1 (Ana Diaz vs Sam Ortiz, nothing entered yet), with `result`'s changes. */
export const scoringLine = (result: Partial<DualScoringLine> = {}): DualScoringLine => ({
  line: 'S1',
  kind: 'singles',
  scoreFormat: null,
  side1Players: ['Ana Diaz'],
  side2Players: ['Sam Ortiz'],
  score: null,
  outcome: null,
  winnerSide: null,
  confirmation: 'none',
  enteredBySide: null,
  disputeReason: null,
  awaitingYou: false,
  liveSets: null,
  ...result,
});

/** The scoring view of the tests' home dual against Eastside with this one line; `linesWon` of it won (0 or 1). */
export function scoringOf(s1: DualScoringLine, linesWon = 0): DualScoring {
  return {
    id: 5,
    yourSide: 1,
    mayScore: true,
    linked: false,
    invitation: 'none',
    schoolName: 'Central',
    teamName: 'Varsity Boys',
    opponentName: 'Eastside',
    opponentTeamName: null,
    site: 'home',
    place: '',
    startsAt: STARTS_AT,
    published: { side1: true, side2: false },
    lines: [s1],
    result: {
      lines: { side1: linesWon, side2: 0 },
      sets: { side1: 0, side2: 0 },
      games: { side1: 0, side2: 0 },
      decidedLines: linesWon,
      unplayedLines: 0,
      pendingLines: 1 - linesWon,
      final: linesWon === 1,
      winnerSide: linesWon === 1 ? 1 : null,
      decidedBy: linesWon === 1 ? 'lines' : null,
      clinchedBy: linesWon === 1 ? 1 : null,
    },
    liveVersion: 0,
  };
}
