import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dualRoutes } from '../../../../contract/duals/routes';
import { renderPage } from '../../../test/render';
import { failWith, stubRoute } from '../../../test/stub-server';
import { ResultsSection } from './ResultsSection';
import { scoringLine, scoringOf } from './scoring-line.fixture';

/*
 * Issue 33 on a dual's page: a line result entered offline waits on the device, marked on its line, and
 * is sent once with its Idempotency-Key when the connection returns; a result another coach saved
 * meanwhile is shown beside the coach's own to choose from, never overwritten.
 */

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

async function enterNotPlayed(user: Awaited<ReturnType<typeof renderPage>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Enter the result of S1' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('switch', { name: 'This line was not played' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('line results offline', () => {
  it('a result entered offline waits on its line and is sent once with its key when back online', async () => {
    const saves = stubRoute(dualRoutes.enterResult, {
      scoring: scoringOf(scoringLine({ outcome: 'unplayed' })),
      dual: null,
    });
    try {
      const { user } = await renderPage(<ResultsSection scoring={scoringOf(scoringLine())} />);
      goOffline();
      await enterNotPlayed(user);
      expect(await screen.findByText('Waiting to be sent')).toBeTruthy();
      expect(saves).toHaveLength(0);
      goOnline();
      await vi.waitFor(() => expect(saves).toHaveLength(1));
      await vi.waitFor(() => expect(screen.queryByText('Waiting to be sent')).toBeNull());
      expect(saves[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
      expect(saves[0]!.body).toMatchObject({
        outcome: 'unplayed',
        expected: { score: null, outcome: null, winnerSide: null },
      });
      expect(saves).toHaveLength(1);
    } finally {
      goOnline();
    }
  });

  it('a line changed meanwhile is shown with both results; "Save mine instead" sends it again', async () => {
    const saves = stubRoute(dualRoutes.enterResult, ({ count }) =>
      count === 1
        ? failWith(409, 'dual_line_changed', { score: '6-3 6-3', outcome: 'completed', winnerSide: 1 })
        : { scoring: scoringOf(scoringLine({ outcome: 'unplayed' })), dual: null },
    );
    // The refusal refreshes the dual (its page would read the line as it is now).
    stubRoute(dualRoutes.scoring, { scoring: scoringOf(scoringLine()), dual: null });
    const { user } = await renderPage(<ResultsSection scoring={scoringOf(scoringLine())} />);
    await enterNotPlayed(user);
    const conflict = await screen.findByRole('alert');
    expect(conflict.textContent).toContain(
      'S1: your result Not played was not saved, because the line was changed meanwhile to 6-3 6-3.',
    );
    await user.click(within(conflict).getByRole('button', { name: 'Save mine instead' }));
    await vi.waitFor(() => expect(saves).toHaveLength(2));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(saves[1]!.headers.get('idempotency-key')).not.toBe(saves[0]!.headers.get('idempotency-key'));
  });

  it('"Keep theirs" dismisses the refused result without sending anything', async () => {
    const saves = stubRoute(
      dualRoutes.enterResult,
      failWith(409, 'dual_line_changed', { score: '6-3 6-3', outcome: 'completed', winnerSide: 1 }),
    );
    const { user } = await renderPage(<ResultsSection scoring={scoringOf(scoringLine())} />);
    await enterNotPlayed(user);
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Keep theirs' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(saves).toHaveLength(1);
  });
});
