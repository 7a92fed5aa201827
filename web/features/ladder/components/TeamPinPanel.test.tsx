import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rosterPinReply } from '../../../../contract/teams';
import { expectAccessible } from '../../../test/axe';
import { renderPage } from '../../../test/render';
import { deferred, failWith, stubRoute, type StubbedRoute } from '../../../test/stub-server';
import { TeamPinPanel } from './TeamPinPanel';

const pinRoute = {
  method: 'POST',
  path: '/auth/roster/pin',
  replies: { 200: rosterPinReply },
} satisfies StubbedRoute;

describe('the Team PIN panel', () => {
  it('says it is loading, says when it failed, and shows the PIN after Try again', async () => {
    const held = deferred();
    // The first call is held; it and the query's two retries of a 5xx fail; Try again gets the PIN.
    const calls = stubRoute(pinRoute, async ({ count }) => {
      if (count === 1) await held.promise;
      return count <= 3 ? failWith(500, 'internal_error') : { pin: '4821' };
    });
    const { user } = await renderPage(<TeamPinPanel strid={5} />);
    const panel = await screen.findByRole('region', { name: 'Team PIN' });
    expect(within(panel).getByRole('status').textContent).toBe('Loading the Team PIN...');
    await expectAccessible();

    held.resolve();
    expect(await within(panel).findByText('The Team PIN could not be loaded.')).toBeTruthy();
    await expectAccessible();
    expect(calls).toHaveLength(3);
    expect(calls[0]?.body).toEqual({ strid: '5' });

    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect((await within(panel).findByTestId('team-pin')).textContent).toBe('4821');
  });
});
