/** Win percentages of one player in official (OMWLPer) and challenge (CMWLPer) matches; 0 = no decided match. */
export interface WinPercentages {
  OMWLPer: number;
  CMWLPer: number;
}

export const NO_DECIDED_MATCHES: WinPercentages = { OMWLPer: 0, CMWLPer: 0 };

/**
 * wins / decided as a 0-100 percentage with one decimal; 0 when nothing was decided (the Ladder
 * page shows N/A). The roster query (roster-read.ts) counts each player's decided official and
 * challenge matches of the team, any outcome, a doubles win for both partners.
 */
export function percentage(wins: number, decided: number): number {
  return decided === 0 ? 0 : Math.round((wins * 1000) / decided) / 10;
}
