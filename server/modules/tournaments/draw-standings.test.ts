import { describe, expect, it } from 'vitest';
import { parseScore, type ScoreAccepted } from '../../../contract/scores/tennis-score';
import { DrawState, type Match } from './draw-advance';
import { groupStandings, type GroupMatch } from './draw-standings';

/** Round robin standings by the engine's tally on worked examples, and advancement in memory (issue 36). */

/** `winner` beat `loser` with `score` written from the winner's side. */
function won(winner: number, loser: number, score: string): GroupMatch {
  const parsed = parseScore(score) as ScoreAccepted;
  return { side1: winner, side2: loser, winner: 1, outcome: parsed.outcome, sets: parsed.sets };
}

const places = (rows: ReturnType<typeof groupStandings>) => rows.map((r) => [r.entryId, r.place]);

describe('round robin standings (tods-competition-factory tally)', () => {
  it('matches won first', () => {
    const rows = groupStandings(
      [1, 2, 3],
      [won(3, 1, '6-0 6-0'), won(3, 2, '7-6 7-6'), won(2, 1, '6-4 6-4')],
    );
    expect(places(rows)).toEqual([
      [3, 1],
      [2, 2],
      [1, 3],
    ]);
    expect(rows[0]).toMatchObject({ matchesWon: 2, matchesLost: 0, setsWon: 4, setsLost: 0 });
  });

  it('three tied on matches (a circle): sets won %, then games won % decide', () => {
    // All three 1-1 with 2 sets won and 2 lost; games: 1 has 18-12, 3 has 20-18, 2 has 12-20.
    const rows = groupStandings(
      [1, 2, 3],
      [won(1, 2, '6-0 6-0'), won(2, 3, '6-4 6-4'), won(3, 1, '6-3 6-3')],
    );
    expect(places(rows)).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
    ]);
  });

  it('two tied on matches: their head-to-head decides, even against better games', () => {
    // 1 and 2 both win twice; 1 beat 2. 2 won far more games. 3 and 4 both win once; 4 beat 3.
    const rows = groupStandings(
      [1, 2, 3, 4],
      [
        won(1, 2, '7-6 7-6'),
        won(1, 4, '7-6 7-6'),
        won(3, 1, '6-0 6-0'),
        won(2, 3, '6-0 6-0'),
        won(2, 4, '6-0 6-0'),
        won(4, 3, '7-6 7-6'),
      ],
    );
    expect(places(rows)).toEqual([
      [1, 1],
      [2, 2],
      [4, 3],
      [3, 4],
    ]);
  });

  it('a walkover counts as a match won without sets or games', () => {
    const wo: GroupMatch = { side1: 1, side2: 2, winner: 2, outcome: 'walkover', sets: [] };
    const rows = groupStandings([1, 2, 3], [wo, won(1, 3, '6-1 6-1'), won(2, 3, '6-4 6-4')]);
    expect(places(rows)).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
    ]);
    expect(rows[0]).toMatchObject({ matchesWon: 2, setsWon: 2 });
  });

  it('no places until every match is decided; the provisional order meanwhile', () => {
    const pending: GroupMatch = { side1: 2, side2: 3, winner: null, outcome: null, sets: null };
    const rows = groupStandings([1, 2, 3], [won(1, 2, '6-0 6-0'), won(1, 3, '6-0 6-0'), pending]);
    expect(rows.map((r) => r.place)).toEqual([null, null, null]);
    expect(rows[0]!.entryId).toBe(1);
  });
});

function bracket(size: number, byes: number[] = []): DrawState {
  // Matches numbered like a bracket: round 1 ids 1..size/2, then the next rounds.
  const matches: Match[] = [];
  let id = 1;
  let round: Match[] = [];
  for (let p = 0; p < size / 2; p++) {
    const slot = (pos: number) => ({
      entryId: byes.includes(pos) ? null : 100 + pos,
      bye: byes.includes(pos),
    });
    round.push({
      id: id++,
      sides: [slot(2 * p + 1), slot(2 * p + 2)],
      winner: null,
      outcome: null,
      winnerTo: null,
      loserTo: null,
    });
  }
  matches.push(...round);
  while (round.length > 1) {
    const next: Match[] = [];
    for (let p = 0; p < round.length / 2; p++) {
      const m: Match = {
        id: id++,
        sides: [
          { entryId: null, bye: false },
          { entryId: null, bye: false },
        ],
        winner: null,
        outcome: null,
        winnerTo: null,
        loserTo: null,
      };
      round[2 * p]!.winnerTo = { id: m.id, side: 1 };
      round[2 * p + 1]!.winnerTo = { id: m.id, side: 2 };
      next.push(m);
    }
    matches.push(...next);
    round = next;
  }
  return new DrawState(matches);
}

describe('advancement', () => {
  it('byes are decided at once and their winners wait in the next round', () => {
    const s = bracket(8, [2, 7]);
    s.settleByes();
    expect(s.get(1)!.outcome).toBe('bye');
    expect(s.get(5)!.sides[0]).toEqual({ entryId: 101, bye: false });
    expect(s.get(6)!.sides[1]).toEqual({ entryId: 108, bye: false });
    expect(s.get(5)!.winner).toBeNull();
  });

  it('a changed winner clears every later result it fed, and counts only played ones', () => {
    const s = bracket(4);
    s.decide(s.get(1)!, 1, 'completed');
    s.decide(s.get(2)!, 1, 'completed');
    s.decide(s.get(3)!, 2, 'completed');
    expect(s.wouldClear(s.get(1)!, 1)).toEqual([]);
    expect(s.wouldClear(s.get(1)!, 2)).toEqual([3]);
    s.decide(s.get(1)!, 2, 'completed');
    expect(s.get(3)!.winner).toBeNull();
    expect(s.get(3)!.sides[0].entryId).toBe(102);
    expect([...s.cleared]).toEqual([3]);
  });
});
