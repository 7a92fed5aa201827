import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dualRoutes } from '../../../../contract/duals/routes';
import { Component as DualsChoose } from '../../../app/routes/duals-choose';
import { paths } from '../../../config/paths';
import { expectAccessible, expectRightToLeft } from '../../../test/axe';
import { PLAYER, renderRoutes } from '../../../test/render';
import { COACH_NAVBAR, PLAYER_NAVBAR, stubShell } from '../../../test/shell';
import { deferred, failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';

/*
 * /duals through the one TeamChooser: placeholders while the user's teams load, a message and Try
 * again when they fail, what to do without a team, a card per team, and a player's one team opened
 * straight away.
 */
const dualsChoose = [
  { path: paths.duals, Component: DualsChoose },
  { path: paths.dualsTeam, element: <h1>A team season</h1> },
];

describe('the duals choose page', () => {
  it('says it is loading, then that the teams failed, and shows a card per team after Try again', async () => {
    const held = deferred();
    stubShell({
      coachNavbar: async ({ count }) => {
        if (count === 1) await held.promise;
        return count === 1 ? failWith(404, 'coach_not_found') : COACH_NAVBAR;
      },
    });
    stubRoute(dualRoutes.invitations, { duals: [] });
    const { user } = await renderRoutes(dualsChoose, { path: paths.duals });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dual matches' })).toBeTruthy();
    expect(screen.getByText('Loading your teams...')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: /Junior Varsity Boys/ })).toBeNull();

    held.resolve();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your teams could not be loaded.');
    await expectAccessible();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const cards = await screen.findAllByRole('link', { name: /Varsity Boys/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/duals/jv-boys', '/duals/var-boys']);
    expect(screen.getByRole('heading', { level: 2, name: 'Junior Varsity Boys' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await expectAccessible();
  });

  it('tells a coach without a team to join one first, on a phone in Arabic', async () => {
    stubShell({ coachNavbar: { ...COACH_NAVBAR, skills: [] }, language: 'ar' });
    stubRoute(dualRoutes.invitations, { duals: [] });
    await renderRoutes(dualsChoose, { path: paths.duals, language: 'ar', viewport: PHONE });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('أنت لا تدرّب أي فريق بعد.');
    expect(screen.queryByRole('link', { name: /فريق/ })).toBeNull();
    expectRightToLeft();
    await expectAccessible();
  });

  it('tells a player without a team they are on none', async () => {
    stubShell({ playerNavbar: { ...PLAYER_NAVBAR, skill: null } });
    await renderRoutes(dualsChoose, { path: paths.duals, session: PLAYER });
    expect((await screen.findByRole('alert')).textContent).toContain('You are not on a team right now.');
    expect(screen.getByRole('heading', { level: 1, name: 'Dual matches' })).toBeTruthy();
  });

  it("opens a player's one team straight away", async () => {
    stubShell();
    const { router } = await renderRoutes(dualsChoose, { path: paths.duals, session: PLAYER });
    expect(await screen.findByRole('heading', { name: 'A team season' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/duals/jv-boys');
  });
});
