import { describe, expect, it } from 'vitest';
import type { RosterPlayer } from '../../../contract/ladder';
import type { TennisMatch } from '../../../contract/matches';
import {
  checkChallenge,
  draftProblem,
  ladderOrder,
  matchTypeFromHandle,
  planEdit,
  shownScore,
  sidesOf,
  winnerList,
  winnerSideOf,
} from './match-model';
import { toWire } from './match-time';

const ann = { ID: 1, Name: 'Ann Lee' };
const ben = { ID: 2, Name: 'Ben Kay' };
const cy = { ID: 3, Name: 'Cy Dee' };
const dee = { ID: 4, Name: 'Dee Ell' };

function match(overrides: Partial<TennisMatch> = {}): TennisMatch {
  return {
    TennisMatchID: 9,
    MatchType: 1,
    IsSingles: true,
    MatchDate: '2030-06-15',
    MatchTime: '16:30',
    MatchScore: '',
    MatchFormat: null,
    Players: [ann, ben],
    Winners: [],
    ...overrides,
  };
}

const when = { date: '2030-06-15', time: '12:30' };

describe('handles', () => {
  it('reads the match types of SPEC.md section 2, nothing else', () => {
    expect(matchTypeFromHandle('challenge')).toBe(1);
    expect(matchTypeFromHandle('official')).toBe(2);
    expect(matchTypeFromHandle('practice')).toBe(3);
    expect(matchTypeFromHandle('tournament')).toBeUndefined();
    expect(matchTypeFromHandle(undefined)).toBeUndefined();
  });
});

describe('sides', () => {
  it('splits singles 1 + 1 and doubles 2 + 2, side 1 first', () => {
    expect(sidesOf(match())).toEqual({ 1: [ann], 2: [ben] });
    expect(sidesOf(match({ IsSingles: false, Players: [ann, cy, ben, dee] }))).toEqual({
      1: [ann, cy],
      2: [ben, dee],
    });
  });

  it('finds the winning side from the saved winners', () => {
    expect(winnerSideOf(match())).toBeNull();
    expect(winnerSideOf(match({ Winners: [ben] }))).toBe(2);
    expect(winnerSideOf(match({ IsSingles: false, Players: [ann, cy, ben, dee], Winners: [cy, ann] }))).toBe(
      1,
    );
  });
});

describe('winner list guard (SPEC.md section 4)', () => {
  it('pairs labels with values', () => {
    expect(winnerList(['Ann Lee', 'Cy Dee'], [1, 3])).toEqual([
      { Name: 'Ann Lee', ID: 1 },
      { Name: 'Cy Dee', ID: 3 },
    ]);
  });

  it('abandons the update when the arrays differ in length', () => {
    expect(winnerList(['Ann Lee'], [1, 3])).toBeNull();
    expect(winnerList(['Ann Lee', 'Cy Dee'], [1])).toBeNull();
  });
});

describe('result form', () => {
  it('refuses a score that cannot happen, with the parser reason', () => {
    const problem = draftProblem({ score: '7-3', winner: null, when });
    expect(problem?.kind).toBe('score');
    expect(problem && 'reason' in problem && problem.reason).toMatch(/7-3/);
  });

  it('refuses a winner the score contradicts', () => {
    expect(draftProblem({ score: '6-4 6-4', winner: 2, when })).toEqual({
      kind: 'winnerDisagrees',
      score: '6-4 6-4',
      side: 1,
    });
  });

  it("writes the contradicting score from the winner's side", () => {
    expect(draftProblem({ score: '2-6 4-6', winner: 1, when })).toEqual({
      kind: 'winnerDisagrees',
      score: '6-2 6-4',
      side: 2,
    });
  });

  it('asks for the winner when a score does not name one', () => {
    expect(draftProblem({ score: '6-3 2-1 ret.', winner: null, when })).toEqual({ kind: 'winnerRequired' });
    expect(draftProblem({ score: '6-3 2-1 ret.', winner: 2, when })).toBeNull();
  });

  it('refuses a date that does not exist', () => {
    expect(draftProblem({ score: '', winner: null, when: { date: '2030-02-30', time: '10:00' } })).toEqual({
      kind: 'when',
    });
  });
});

describe('planEdit', () => {
  it('only moves the date and time when there is no score and no winner', () => {
    const wire = toWire(when)!;
    expect(planEdit(match(), { score: '  ', winner: null, when })).toEqual({
      kind: 'time',
      form: { time: wire.MatchTime, date: wire.MatchDate, tmid: 9 },
    });
  });

  it('saves a result with the winning side and the canonical score', () => {
    const plan = planEdit(match({ IsSingles: false, Players: [ann, cy, ben, dee] }), {
      score: '4-6, 6-3, 10-8',
      winner: 1,
      when,
    });
    expect(plan).toMatchObject({
      kind: 'result',
      body: {
        MatchScore: '4-6 6-3 [10-8]',
        WinnerList: [
          { Name: 'Ann Lee', ID: 1 },
          { Name: 'Cy Dee', ID: 3 },
        ],
        TennisMatchID: 9,
      },
    });
  });

  it('saves a winner without a score', () => {
    expect(planEdit(match(), { score: '', winner: 2, when })).toMatchObject({
      kind: 'result',
      body: { MatchScore: '', WinnerList: [{ Name: 'Ben Kay', ID: 2 }] },
    });
  });

  it('checks the score against the chosen format and sends a changed format', () => {
    const pro = 'SET1-S:10/TB7';
    expect(draftProblem({ score: '10-8', winner: 1, when, format: pro })).toBeNull();
    expect(planEdit(match(), { score: '10-8', winner: 1, when, format: pro })).toMatchObject({
      kind: 'result',
      body: { MatchScore: '10-8', MatchFormat: pro },
    });
    expect(draftProblem({ score: '10-8', winner: 1, when, format: 'SET3-S:6/TB7-F:TB10' })?.kind).toBe(
      'score',
    );
    const saved = { ...match(), MatchFormat: pro };
    const plan = planEdit(saved, { score: '10-8', winner: 1, when, format: pro });
    expect(plan.kind === 'result' && 'MatchFormat' in plan.body).toBe(false);
    expect(planEdit(saved, { score: '10-8', winner: 1, when }).kind).toBe('result');
  });

  it('shows a saved score in its canonical spelling', () => {
    expect(shownScore(match({ MatchScore: '6-4, 3-6, (10-7)' }))).toBe('6-4 3-6 [10-7]');
    expect(shownScore(match({ MatchScore: '' }))).toBe('');
    expect(shownScore(match({ MatchScore: 'rain' }))).toBe('rain');
  });

  it("writes a saved score from the winner's side (stored from side 1's)", () => {
    expect(shownScore(match({ MatchScore: '2-6 4-6', Winners: [ben] }))).toBe('6-2 6-4');
    expect(shownScore(match({ MatchScore: '6-7(5) 6-4 [7-10]', Winners: [ben] }))).toBe('7-6(5) 4-6 [10-7]');
    expect(shownScore(match({ MatchScore: '6-2 6-4', Winners: [ann] }))).toBe('6-2 6-4');
    expect(shownScore(match({ MatchScore: '2-6 4-6' }))).toBe('2-6 4-6');
  });

  it('abandons a form that cannot be saved', () => {
    expect(planEdit(match(), { score: '6-4 6-4', winner: 2, when })).toEqual({
      kind: 'abandoned',
      reason: 'problem',
    });
  });
});

function rosterPlayer(PlayerID: number, Position: number, FirstName = `P${PlayerID}`): RosterPlayer {
  return {
    PlayerID,
    SchoolTeamPlayerID: PlayerID + 100,
    Position,
    FirstName,
    LastName: 'Tester',
    Email: '',
    PhoneNumber: '',
    avatar: null,
    OMWLPer: 0,
    CMWLPer: 0,
  };
}

describe('challenge range', () => {
  // Positions 1, 2, 5, 6, 9 (gaps do not count) and one unplaced player.
  const roster = [
    rosterPlayer(6, -1, 'Zed'),
    rosterPlayer(5, 9),
    rosterPlayer(1, 1),
    rosterPlayer(4, 6),
    rosterPlayer(2, 2),
    rosterPlayer(3, 5),
  ];

  it('orders the ladder by position, unplaced last', () => {
    expect(ladderOrder(roster).map((p) => p.PlayerID)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('makes the lower-placed player the challenger, whichever is picked first', () => {
    const check = checkChallenge(roster, 2, 4, 3);
    expect(check).toMatchObject({ kind: 'ok', places: 2 });
    expect(check.kind === 'ok' && [check.challenger.PlayerID, check.defender.PlayerID]).toEqual([4, 2]);
  });

  it('counts places along the ladder, not position numbers', () => {
    expect(checkChallenge(roster, 5, 2, 3)).toMatchObject({ kind: 'ok', places: 3 });
    expect(checkChallenge(roster, 5, 1, 3)).toEqual({ kind: 'outOfRange', places: 4, max: 3 });
  });

  it('needs both players placed and both chosen', () => {
    expect(checkChallenge(roster, 6, 1, 3)).toEqual({ kind: 'needsPositions' });
    expect(checkChallenge(roster, 1, null, 3)).toEqual({ kind: 'incomplete' });
    expect(checkChallenge(roster, 1, 1, 3)).toEqual({ kind: 'incomplete' });
  });

  it('does not warn before the range is known', () => {
    expect(checkChallenge(roster, 5, 1, undefined)).toMatchObject({ kind: 'ok', places: 4 });
  });
});
