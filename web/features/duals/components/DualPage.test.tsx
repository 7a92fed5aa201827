import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ANTI_STACKING_RULE, type Dual } from '../../../../contract/duals';
import { dualRoutes } from '../../../../contract/duals/routes';
import { renderPage } from '../../../test/render';
import { stubEventStream, stubRoute } from '../../../test/stub-server';
import { DualPage } from './DualPage';
import { ownDual } from './dual-page.fixture';
import { scoringLine, scoringOf } from './scoring-line.fixture';

/** The coach's own published dual against a school typed by name: one singles line. */
const DUAL = ownDual();

describe('the dual page reads one query and updates from the replies', () => {
  it('renders the dual and its results from the one reply of GET /duals/{id}/scoring', async () => {
    const reads = stubRoute(dualRoutes.scoring, { dual: DUAL, scoring: scoringOf(scoringLine()) });
    await renderPage(<DualPage id={5} team={1} role="coach" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'vs Eastside' })).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('Ana Diaz')).toBeTruthy();
    expect(within(results).getByText('Sam Ortiz')).toBeTruthy();
    expect(reads).toHaveLength(1);
  });

  it("shows the other side's view from the same reply when the caller may not read the dual itself", async () => {
    const other = { ...scoringOf(scoringLine()), yourSide: 2 as const, mayScore: false, linked: true };
    const reads = stubRoute(dualRoutes.scoring, { dual: null, scoring: other });
    await renderPage(<DualPage id={5} team={1} role="player" />);
    expect(await screen.findByRole('region', { name: 'Results' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete this dual' })).toBeNull();
    expect(reads).toHaveLength(1);
  });

  it("a line's result saved updates the page from the save's reply, without reading the dual again", async () => {
    const reads = stubRoute(dualRoutes.scoring, { dual: DUAL, scoring: scoringOf(scoringLine()) });
    const saved = scoringLine({ outcome: 'unplayed', confirmation: 'none' });
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

  it('scores a line game by game: each tap saves the whole live score and shows it with the set being played', async () => {
    stubRoute(dualRoutes.scoring, {
      dual: DUAL,
      scoring: scoringOf(scoringLine({ liveSets: [{ side1: 6, side2: 4 }] })),
    });
    const saves = stubRoute(dualRoutes.liveScore, ({ body }) => ({
      dual: DUAL,
      scoring: { ...scoringOf(scoringLine({ liveSets: (body as { sets: [] }).sets })), liveVersion: 1 },
    }));
    const { user } = await renderPage(<DualPage id={5} team={1} role="coach" />);
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByTestId('line-live-score').textContent).toBe('6-4');
    await user.click(within(results).getByRole('button', { name: 'Start a new set on S1' }));
    await vi.waitFor(() =>
      expect(within(results).getByTestId('line-live-score').textContent).toBe('6-4 0-0'),
    );
    await user.click(within(results).getByRole('button', { name: 'One game to Sam Ortiz on S1' }));
    await vi.waitFor(() =>
      expect(within(results).getByTestId('line-live-score').textContent).toBe('6-4 0-1'),
    );
    expect(within(results).getByText('Set 2')).toBeTruthy();
    await user.click(within(results).getByRole('button', { name: 'Undo the last tap on S1' }));
    await vi.waitFor(() =>
      expect(within(results).getByTestId('line-live-score').textContent).toBe('6-4 0-0'),
    );
    expect(saves.map((c) => c.body)).toEqual([
      {
        sets: [
          { side1: 6, side2: 4 },
          { side1: 0, side2: 0 },
        ],
      },
      {
        sets: [
          { side1: 6, side2: 4 },
          { side1: 0, side2: 1 },
        ],
      },
      {
        sets: [
          { side1: 6, side2: 4 },
          { side1: 0, side2: 0 },
        ],
      },
    ]);
    expect(within(results).getByTestId('lines-needed').textContent).toBe('Lines needed to win: 1');
  });

  it('reads the dual again when its live stream names a newer version, and not for the version it shows', async () => {
    const reads = stubRoute(dualRoutes.scoring, ({ count }) => ({
      dual: DUAL,
      scoring: {
        ...scoringOf(scoringLine({ liveSets: count > 1 ? [{ side1: 2, side2: 1 }] : null })),
        liveVersion: count > 1 ? 4 : 3,
      },
    }));
    const stream = stubEventStream(dualRoutes.live, [
      { event: 'change', id: 3, data: { version: 3 } },
      { event: 'change', id: 4, data: { version: 4 } },
    ]);
    await renderPage(<DualPage id={5} team={1} role="coach" />);
    const results = await screen.findByRole('region', { name: 'Results' });
    await vi.waitFor(() => expect(within(results).getByTestId('line-live-score').textContent).toBe('2-1'));
    expect(stream[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(reads).toHaveLength(2);
  });
});

describe("the school's lineup rule (issue 32)", () => {
  it('names the rule, and a lineup that breaks it cannot be published whatever the reason', async () => {
    const swap = { ...DEFAULT_ANTI_STACKING_RULE, tolerance: 1 };
    // A draft 3-singles lineup with S3 two places above S1: the school allows one adjacent swap only.
    const roster = [
      { id: 11, name: 'Ana Diaz', position: 1, available: true },
      { id: 12, name: 'Bea Cole', position: 2, available: true },
      { id: 13, name: 'Cam Ruiz', position: 3, available: true },
    ];
    const draft: Dual = {
      ...DUAL,
      published: false,
      publishedAt: null,
      format: { preset: 'custom', singles: 3, doubles: 0 },
      lines: (['S1', 'S2', 'S3'] as const).map((l) => ({
        line: l,
        kind: 'singles' as const,
        scoreFormat: null,
      })),
      rule: swap,
      rulePreset: 'adjacent-swap',
      schoolRule: swap,
      roster,
      lineup: [
        { line: 'S1', players: [13] },
        { line: 'S2', players: [12] },
        { line: 'S3', players: [11] },
      ],
    };
    stubRoute(dualRoutes.scoring, { dual: draft, scoring: scoringOf(scoringLine()) });
    await renderPage(<DualPage id={5} team={1} role="coach" />);
    expect(await screen.findByText('School rule: Neighbours may swap')).toBeTruthy();
    const alert = screen.getByTestId('dual-school-rule');
    expect(alert.textContent).toContain(
      "Your school's rule (Neighbours may swap) does not allow this lineup",
    );
    expect(within(alert).getAllByRole('listitem').length).toBeGreaterThan(0);
    const publish = screen.getByRole('button', { name: 'Publish lineup' });
    expect(publish).toHaveProperty('disabled', true);
    expect(publish.getAttribute('aria-describedby')).toBe('dual-school-rule');
  });
});
