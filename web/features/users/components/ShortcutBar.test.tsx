import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usersRoutes } from '../../../../contract/users/routes';
import { expectAccessible, expectRightToLeft } from '../../../test/axe';
import { renderRoutes } from '../../../test/render';
import { COACH_USER, inShell, stubShell } from '../../../test/shell';
import { deferred, failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';

/*
 * The toolbar's shortcuts (issue 32): the user's pages as named icon links, a dialog that adds from the
 * navigation's pages, removes and reorders by keyboard, and a save shown at once and undone on an error.
 */
const pages = inShell([
  { index: true, element: <h1>Home</h1> },
  { path: '*', element: <h1>Another page</h1> },
]);

const TODO = {
  items: [
    {
      kind: 'lineup_unpublished' as const,
      id: '4',
      title: 'Central High',
      due: '2030-04-10T15:00:00.000Z',
      link: '/duals/jv-boys/4',
    },
    {
      kind: 'dual_invitation' as const,
      id: '9',
      title: 'North · Junior Varsity Boys',
      due: null,
      link: '/duals/jv-boys',
    },
  ],
  count: 2,
};

const shortcutNames = (bar: HTMLElement) =>
  within(bar)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

describe('the shortcut bar', () => {
  it("shows the user's pages in order, with the to-do count, each a link", async () => {
    stubShell({ todo: TODO });
    await renderRoutes(pages);
    const bar = await screen.findByRole('navigation', { name: 'Shortcuts' });
    await waitFor(() =>
      expect(shortcutNames(bar)).toEqual(['Calendar', 'Announcements/Polls', 'Outreach', 'To-do, 2 waiting']),
    );
    expect(within(bar).getByRole('link', { name: 'Calendar' }).getAttribute('href')).toBe('/calendar');
    expect(within(bar).getByRole('link', { name: 'To-do, 2 waiting' }).getAttribute('href')).toBe('/todo');
    // The navigation's to-do item carries the same count.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /To-do.*2 waiting for you/ })).toBeTruthy();
    await expectAccessible();
  });

  it('adds, removes and reorders by keyboard, then saves at once and keeps what the server says', async () => {
    stubShell();
    const held = deferred();
    const saves = stubRoute(usersRoutes.saveShortcuts, async ({ body }) => {
      await held.promise;
      return body as { shortcuts: ['todo'] };
    });
    const { user } = await renderRoutes(pages);
    const bar = await screen.findByRole('navigation', { name: 'Shortcuts' });
    await user.click(await within(bar).findByRole('button', { name: 'Edit shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shortcuts' });
    const pinned = () =>
      within(dialog)
        .getAllByTestId('pinned-shortcut')
        .map((li) => li.textContent);
    expect(pinned()).toEqual(['Calendar', 'Announcements/Polls', 'Outreach', 'To-do']);

    // Remove Outreach.
    await user.click(within(dialog).getByRole('button', { name: 'Remove Outreach' }));
    expect(pinned()).toEqual(['Calendar', 'Announcements/Polls', 'To-do']);
    expect(within(dialog).getByRole('status').textContent).toBe('Outreach removed.');

    // Add Ladder from the navigation's pages (Outreach is offered again).
    await user.click(within(dialog).getByRole('combobox', { name: 'Add a page' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'Ladder',
      'Challenges',
      'Matches',
      'Dual matches',
      'Tournaments',
      'Team settings',
      'Outreach',
    ]);
    await user.click(screen.getByRole('option', { name: 'Ladder' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(pinned()).toEqual(['Calendar', 'Announcements/Polls', 'To-do', 'Ladder']);

    // Move To-do to the top with the keyboard: the focus stays on its button.
    within(dialog).getByRole('button', { name: 'Move To-do up' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move To-do up');
    await user.keyboard('{Enter}');
    expect(pinned()).toEqual(['To-do', 'Calendar', 'Announcements/Polls', 'Ladder']);
    // At the top "up" is disabled: the focus moved to "down".
    expect(within(dialog).getByRole('button', { name: 'Move To-do up' })).toHaveProperty('disabled', true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move To-do down');
    expect(within(dialog).getByRole('status').textContent).toBe('To-do moved to place 1 of 4.');
    await expectAccessible();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Shown before the server answers.
    await waitFor(() =>
      expect(shortcutNames(bar)).toEqual(['To-do', 'Calendar', 'Announcements/Polls', 'Ladder']),
    );
    expect(saves.map((c) => c.body)).toEqual([{ shortcuts: ['todo', 'calendar', 'mail', 'ladder'] }]);
    held.resolve();
  });

  it('puts the old shortcuts back and says so when the save fails', async () => {
    stubShell();
    stubRoute(usersRoutes.saveShortcuts, failWith(400, 'shortcuts_too_many', { max: 8 }));
    const { user } = await renderRoutes(pages);
    const bar = await screen.findByRole('navigation', { name: 'Shortcuts' });
    await user.click(await within(bar).findByRole('button', { name: 'Edit shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shortcuts' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Calendar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your shortcuts could not be saved; the ones you had are back.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(shortcutNames(bar)).toEqual(['Calendar', 'Announcements/Polls', 'Outreach', 'To-do']),
    );
  });

  it('on a phone is one button that opens the pages as a menu, in Arabic right to left', async () => {
    stubShell({
      language: 'ar',
      user: { ...COACH_USER, data: { ...COACH_USER.data, shortcuts: ['todo', 'ladder'] } },
    });
    const { user, router } = await renderRoutes(pages, { viewport: PHONE, language: 'ar' });
    expect(screen.queryByRole('navigation', { name: 'الاختصارات' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'الاختصارات' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['المهام', 'الترتيب', 'تعديل الاختصارات']);
    expectRightToLeft();
    await expectAccessible();
    await user.click(within(menu).getByRole('menuitem', { name: 'المهام' }));
    expect(router.state.location.pathname).toBe('/todo');
  });
});
