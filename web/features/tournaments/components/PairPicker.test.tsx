import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ladderRoutes } from '../../../../contract/ladder/routes';
import { tournamentsRoutes } from '../../../../contract/tournaments/routes';
import { expectAccessible } from '../../../test/axe';
import { renderPage } from '../../../test/render';
import { failWith, stubRoute } from '../../../test/stub-server';
import { CreateDrawForm } from './CreateDrawForm';

/*
 * Issue 36, doubles: the make-draw form's pair picker builds pairs of two team players from the team's
 * ladder, by keyboard-usable selects with names; a player chosen in one pair is not offered in another;
 * the draw is asked for with the pairs (player ids) and the team; a refusal is shown in the user's language.
 */

const player = (id: number, first: string, position: number) => ({
  PlayerID: id,
  SchoolTeamPlayerID: id,
  Position: position,
  FirstName: first,
  LastName: 'Reyes',
  Email: '',
  PhoneNumber: '',
  avatar: null,
  OMWLPer: 0,
  CMWLPer: 0,
});

const team = [player(21, 'Ana', 1), player(22, 'Bea', 2), player(23, 'Cam', 3), player(24, 'Dee', 4)];

const form = <CreateDrawForm tournamentId={5} players={[]} teams={[1]} teamName={(tt) => `Team ${tt}`} />;

describe('the pair picker of a doubles draw', () => {
  it('builds two pairs by keyboard and sends them with the team; a chosen player is not offered again', async () => {
    stubRoute(ladderRoutes.roster, { res: team, teamRosterID: 7 });
    const made = stubRoute(tournamentsRoutes.createDraw, failWith(400, 'draw_pair_not_on_team'));
    const { user } = await renderPage(form);
    await user.click(await screen.findByRole('combobox', { name: 'Singles or doubles' }));
    await user.click(await screen.findByRole('option', { name: 'Doubles (pairs)' }));
    const first = await screen.findByRole('combobox', { name: 'Pair 1, first player' });
    // Keyboard: open the list with Enter, move down to the second player, choose with Enter.
    first.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: '1. Ana Reyes' }));
    await vi.waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: 'Pair 1, second player' }));
    await user.click(await screen.findByRole('option', { name: '4. Dee Reyes' }));
    await vi.waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: 'Pair 2, first player' }));
    // Ana is in pair 1: not offered for pair 2.
    expect((await screen.findByRole('option', { name: '1. Ana Reyes' })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    // Keyboard: the disabled Ana is skipped; one step down from "Not chosen" is Bea.
    await user.keyboard('{ArrowDown}{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Pair 2, first player' }).textContent).toBe('2. Bea Reyes');
    await user.click(screen.getByRole('combobox', { name: 'Pair 2, second player' }));
    await user.click(await screen.findByRole('option', { name: '3. Cam Reyes' }));
    await vi.waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expectAccessible(document.body);
    await user.click(screen.getByRole('button', { name: 'Make the draw' }));
    await vi.waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]!.body).toEqual({
      drawType: 'single_elimination',
      seeding: 'ladder',
      team: 1,
      pairs: [
        [21, 24],
        [22, 23],
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Every player of a pair must be on the team's roster.",
    );
  });

  it('adds and removes pairs; incomplete pairs are not sent', async () => {
    stubRoute(ladderRoutes.roster, { res: team, teamRosterID: 7 });
    const made = stubRoute(tournamentsRoutes.createDraw, failWith(400, 'draw_entrants_count'));
    const { user } = await renderPage(form);
    await user.click(await screen.findByRole('combobox', { name: 'Singles or doubles' }));
    await user.click(await screen.findByRole('option', { name: 'Doubles (pairs)' }));
    await user.click(await screen.findByRole('button', { name: 'Add a pair' }));
    expect(screen.getByTestId('pair-3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove pair 2' }));
    expect(screen.queryByTestId('pair-3')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Pair 1, first player' }));
    await user.click(await screen.findByRole('option', { name: '2. Bea Reyes' }));
    await user.click(screen.getByRole('button', { name: 'Make the draw' }));
    await vi.waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]!.body).toMatchObject({ pairs: [] });
  });

  it('speaks Arabic, right to left', async () => {
    stubRoute(ladderRoutes.roster, { res: team, teamRosterID: 7 });
    const { user } = await renderPage(form, { language: 'ar' });
    await user.click(await screen.findByRole('combobox', { name: 'فردي أو زوجي' }));
    await user.click(await screen.findByRole('option', { name: 'زوجي (أزواج)' }));
    const pair = await screen.findByTestId('pair-1');
    expect(within(pair).getByRole('combobox', { name: 'الزوج 1، اللاعب الأول' })).toBeTruthy();
    expect(document.documentElement.getAttribute('dir') ?? document.body.getAttribute('dir')).toBe('rtl');
  });
});
