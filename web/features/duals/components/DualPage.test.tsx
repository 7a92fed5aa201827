import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  antiStackingPresetOf,
  DEFAULT_ANTI_STACKING_RULE,
  type Dual,
  type DualScoring,
  type DualScoringLine,
} from '../../../../contract/duals';
import { dualRoutes } from '../../../../contract/duals/routes';
import { renderPage } from '../../../test/render';
import { stubRoute } from '../../../test/stub-server';
import { DualPage } from './DualPage';

const STARTS_AT = '2026-03-14T20:00:00.000Z';

const line = (result: Partial<DualScoringLine> = {}): DualScoringLine => ({
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
  ...result,
});

function scoringOf(s1: DualScoringLine, linesWon = 0): DualScoring {
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
  };
}

/** The coach's own published dual against a school typed by name: one singles line. */
const DUAL: Dual = {
  id: 5,
  rosterId: 1,
  teamType: 1,
  side: 1,
  opponent: { schoolId: null, name: 'Eastside', rosterId: null, invitation: 'none' },
  site: 'home',
  place: '',
  startsAt: STARTS_AT,
  timeZone: 'UTC',
  format: { preset: 'custom', singles: 1, doubles: 0 },
  published: true,
  publishedAt: STARTS_AT,
  result: { decided: false, winnerSide: null, linesWon: 0, linesLost: 0 },
  lines: [{ line: 'S1', kind: 'singles', scoreFormat: null }],
  rule: DEFAULT_ANTI_STACKING_RULE,
  rulePreset: antiStackingPresetOf(DEFAULT_ANTI_STACKING_RULE),
  lineup: [{ line: 'S1', players: [11] }],
  unavailable: [],
  roster: [{ id: 11, name: 'Ana Diaz', position: 1, available: true }],
  checks: [{ line: 'S1', violations: [] }],
  violations: [],
  opponentLineup: [{ line: 'S1', players: [{ id: null, name: 'Sam Ortiz' }] }],
  lineResults: [],
  publishReason: null,
  linkedBy: null,
  publicUrl: 'http://localhost/dual/abc',
  mayEdit: true,
  schoolName: 'Central',
  teamName: 'Varsity Boys',
  createdAt: STARTS_AT,
  updatedAt: STARTS_AT,
};

describe('the dual page reads one query and updates from the replies', () => {
  it('renders the dual and its results from the one reply of GET /duals/{id}/scoring', async () => {
    const reads = stubRoute(dualRoutes.scoring, { dual: DUAL, scoring: scoringOf(line()) });
    await renderPage(<DualPage id={5} team={1} role="coach" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'vs Eastside' })).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('Ana Diaz')).toBeTruthy();
    expect(within(results).getByText('Sam Ortiz')).toBeTruthy();
    expect(reads).toHaveLength(1);
  });

  it("shows the other side's view from the same reply when the caller may not read the dual itself", async () => {
    const other = { ...scoringOf(line()), yourSide: 2 as const, mayScore: false, linked: true };
    const reads = stubRoute(dualRoutes.scoring, { dual: null, scoring: other });
    await renderPage(<DualPage id={5} team={1} role="player" />);
    expect(await screen.findByRole('region', { name: 'Results' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete this dual' })).toBeNull();
    expect(reads).toHaveLength(1);
  });

  it("a line's result saved updates the page from the save's reply, without reading the dual again", async () => {
    const reads = stubRoute(dualRoutes.scoring, { dual: DUAL, scoring: scoringOf(line()) });
    const saved = line({ outcome: 'unplayed', confirmation: 'none' });
    const saves = stubRoute(dualRoutes.enterResult, {
      scoring: scoringOf(saved),
      dual: {
        ...DUAL,
        lineResults: [
          { line: 'S1', score: null, outcome: 'unplayed', winnerSide: null, confirmation: 'none' },
        ],
      },
    });
    const { user } = await renderPage(<DualPage id={5} team={1} role="coach" />);
    await user.click(await screen.findByRole('button', { name: 'Enter the result of S1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('switch', { name: 'This line was not played' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // With the line as the coach saw it (issue 33: a result changed meanwhile is refused, not overwritten).
    expect(saves[0]?.body).toEqual({
      outcome: 'unplayed',
      score: null,
      winnerSide: null,
      expected: { score: null, outcome: null, winnerSide: null },
    });
    const results = screen.getByRole('region', { name: 'Results' });
    expect(await within(results).findByText('Not played')).toBeTruthy();
    expect(within(results).getByRole('button', { name: 'Change the result of S1' })).toBeTruthy();
    expect(reads).toHaveLength(1);
  });
});
