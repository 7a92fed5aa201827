import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as LadderChoose } from '../../app/routes/ladder-choose';
import { Component as MatchesChoose } from '../../app/routes/matches-choose';
import { paths } from '../../config/paths';
import { expectAccessible, expectRightToLeft } from '../../test/axe';
import { COACH, PLAYER, renderRoutes } from '../../test/render';
import { COACH_NAVBAR, PLAYER_NAVBAR, stubShell } from '../../test/shell';
import { deferred, failWith } from '../../test/stub-server';
import { PHONE } from '../../test/viewport';

/*
 * The choose pages (SPEC.md section 2) through the one TeamChooser: placeholders while the user's
 * teams load, a message and Try again when they fail, what to do without a team, the cards.
 */
const matchesChoose = [{ path: paths.matchesChoose, Component: MatchesChoose }];
const ladderChoose = [
  { path: paths.ladderChoose, Component: LadderChoose },
  { path: paths.ladderTeam, element: <h1>A team ladder</h1> },
];

describe('a choose page', () => {
  it('says it is loading, then that the teams failed, and shows them after Try again', async () => {
    const held = deferred();
    stubShell({
      coachNavbar: async ({ count }) => {
        if (count === 1) await held.promise;
        return count === 1 ? failWith(404, 'coach_not_found') : COACH_NAVBAR;
      },
    });
    const { user } = await renderRoutes(matchesChoose, { path: paths.matchesChoose });
    expect(await screen.findByRole('heading', { level: 1, name: 'Matches' })).toBeTruthy();
    expect(screen.getByText('Loading your teams...')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expectAccessible();

    held.resolve();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your teams could not be loaded.');
    await expectAccessible();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const section = await screen.findByRole('region', { name: 'Junior Varsity Boys' });
    expect(within(section).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Varsity Boys' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await expectAccessible();
  });

  it('tells a coach without a team to go to the Ladder page, on a phone in Arabic', async () => {
    stubShell({ coachNavbar: { ...COACH_NAVBAR, skills: [] }, language: 'ar' });
    await renderRoutes(matchesChoose, { path: paths.matchesChoose, language: 'ar', viewport: PHONE });
    expect(await screen.findByRole('heading', { level: 1, name: 'المباريات' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe(paths.ladderChoose);
    expectRightToLeft();
    await expectAccessible();
  });

  it('tells a player without a team there is no ladder', async () => {
    stubShell({ playerNavbar: { ...PLAYER_NAVBAR, skill: null } });
    await renderRoutes(ladderChoose, { path: paths.ladderChoose, session: PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Ladder' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('You are not on a team right now.');
    await expectAccessible();
  });

  it('offers a coach of two teams a card per ladder', async () => {
    stubShell();
    await renderRoutes(ladderChoose, { path: paths.ladderChoose, session: COACH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Ladders' })).toBeTruthy();
    const cards = await screen.findAllByRole('link', { name: /Open the ladder/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/ladder/jv-boys', '/ladder/var-boys']);
  });

  it('opens the one team of a coach straight away', async () => {
    stubShell({ coachNavbar: { ...COACH_NAVBAR, skills: [{ Skill: 3 }] } });
    const { router } = await renderRoutes(ladderChoose, { path: paths.ladderChoose });
    expect(await screen.findByRole('heading', { name: 'A team ladder' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ladder/jv-girls');
  });
});
