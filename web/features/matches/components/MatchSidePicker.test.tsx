import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RosterPlayer } from '../../../../contract/ladder';
import { renderPage } from '../../../test/render';
import { MatchSidePicker, type Picks } from './MatchSidePicker';

/* One side of the create-match form: a player chosen for the other side is offered but disabled. */

const player = (id: number, position: number, first: string): RosterPlayer => ({
  PlayerID: id,
  SchoolTeamPlayerID: id,
  Position: position,
  FirstName: first,
  LastName: 'Lee',
  Email: '',
  PhoneNumber: '',
  avatar: null,
  OMWLPer: 0,
  CMWLPer: 0,
  OpenChallenges: [],
});

const players = [player(1, 1, 'Ann'), player(2, 2, 'Ben'), player(3, -1, 'Cem')];

describe('a side of the new match', () => {
  it("disables the other side's player and, for a challenge, a player without a place", async () => {
    const onPick = vi.fn<(slot: number, value: string) => void>();
    const picks: Picks = [1, null, null, null];
    const { user } = await renderPage(
      <MatchSidePicker
        side={2}
        singles
        slots={[0, 2]}
        picks={picks}
        players={players}
        isChallenge
        disabled={false}
        missing
        onPick={onPick}
      />,
    );
    const group = await screen.findByRole('group', { name: 'Side 2' });
    const choice = within(group).getByRole('combobox', { name: /Side 2 player/ });
    expect(choice.closest('.MuiFormControl-root')?.querySelector('.Mui-error')).not.toBeNull();
    await user.click(choice);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-disabled') === 'true')).toEqual([true, false, true]);
    expect(options[2]!.textContent).toContain('(no ladder position)');
    await user.click(options[1]!);
    // Slot 2 (side 2's player) gets Ben (MUI hands the MenuItem's value as given, a number).
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0]![0]).toBe(2);
    expect(Number(onPick.mock.calls[0]![1])).toBe(2);
  });
});
