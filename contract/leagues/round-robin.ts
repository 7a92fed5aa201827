/**
 * A league's generated schedule (issue 35): a single round robin by the circle method. Every team meets every
 * other once, nobody plays twice in a round, and with an odd count one team a round has a bye. Written here
 * rather than taken from tods-competition-factory, which is not installed (docs/decisions.md).
 */

export interface SchedulePairing {
  round: number;
  home: number;
  /** null: `home` has a bye this round. */
  away: number | null;
}

/**
 * The circle method: the first team stays, the others turn one place a round; round r pairs place i with
 * place n-1-i. The fixed team's home and away alternate by round, the others by place, so a team is not at
 * home every round. Teams are taken in the order given (the caller sorts them).
 */
export function roundRobin(teamIds: readonly number[]): SchedulePairing[] {
  const teams: (number | null)[] = [...new Set(teamIds)];
  if (teams.length < 2) return [];
  if (teams.length % 2 === 1) teams.push(null);
  const n = teams.length;
  const out: SchedulePairing[] = [];
  for (let r = 0; r < n - 1; r++) {
    for (let i = 0; i < n / 2; i++) {
      const a = teams[i]!;
      const b = teams[n - 1 - i]!;
      if (a === null || b === null) out.push({ round: r + 1, home: a ?? b, away: null });
      else if ((i === 0 ? r : i) % 2 === 0) out.push({ round: r + 1, home: a, away: b });
      else out.push({ round: r + 1, home: b, away: a });
    }
    teams.splice(1, 0, teams.pop()!);
  }
  return out;
}
