import type { DualScoringLine } from '../../../../contract/duals';

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
