import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RosterPlayer } from '../../../../contract/ladder';
import { ladderRoutes } from '../../../../contract/ladder/routes';
import { renderPage } from '../../../test/render';
import { stubRoute } from '../../../test/stub-server';
import { MovePlayerDialog } from './MovePlayerDialog';

/* The move dialog: a place taken on this team offers the moves that can take it (TakenPlaceOffer). */

const player = (id: number, position: number, first: string, last: string): RosterPlayer => ({
  PlayerID: 100 + id,
  SchoolTeamPlayerID: id,
  Position: position,
  FirstName: first,
  LastName: last,
  Email: '',
  PhoneNumber: '',
  avatar: null,
  OMWLPer: 0,
  CMWLPer: 0,
  OpenChallenges: [],
});

const ann = player(1, 1, 'Ann', 'Lee');
const ben = player(2, 2, 'Ben', 'Kay');
const cem = player(3, 3, 'Cem', 'Ak');

describe('the move dialog', () => {
  it('offers to swap with the player who holds the place asked for, and swaps', async () => {
    stubRoute(ladderRoutes.isAbleToSwitch, { res: false });
    const swaps = stubRoute(ladderRoutes.swapPositions, { ok: true });
    const onClose = vi.fn<() => void>();
    const { user } = await renderPage(
      <MovePlayerDialog
        player={cem}
        team={1}
        strid={5}
        teams={[1]}
        ladder={[ann, ben, cem]}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: /^Move .*Cem Ak/ });
    await user.click(within(dialog).getByRole('combobox', { name: /Position/ }));
    await user.click(await screen.findByRole('option', { name: /^2 \(taken by/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('the position has already been taken');
    expect(within(alert).getByRole('button', { name: /Move to 2/ })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: /Swap places with/ }));
    await waitFor(() => expect(swaps).toHaveLength(1));
    expect(swaps[0]!.body).toMatchObject({ strid: '5', stpid: '3', withStpid: '2' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
