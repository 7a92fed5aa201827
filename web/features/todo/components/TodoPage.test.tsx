import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todoRoutes } from '../../../../contract/todo/routes';
import { Component as Todo } from '../../../app/routes/todo';
import { paths } from '../../../config/paths';
import { expectAccessible, expectRightToLeft } from '../../../test/axe';
import { renderRoutes } from '../../../test/render';
import { inShell, stubShell } from '../../../test/shell';
import { deferred, failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';

/* /todo (issue 32): loading, error with Try again, the empty state, and each item a link to where it is done. */
const pages = inShell([
  { path: paths.todo, Component: Todo },
  { path: '*', element: <h1>Where it is done</h1> },
]);

const ITEMS = {
  items: [
    {
      kind: 'lineup_unpublished' as const,
      id: '4',
      title: 'Central High',
      due: '2030-04-10T15:00:00.000Z',
      link: '/duals/jv-boys/4',
    },
    {
      kind: 'challenge_settle' as const,
      id: '7',
      title: 'Ella Reyes – Nora Reyes',
      due: null,
      link: '/challenges/7',
    },
  ],
  count: 2,
};

describe('the to-do page', () => {
  it('says it is loading, then that the list failed, and lists the items as links after Try again', async () => {
    const held = deferred();
    stubShell({
      todo: async ({ count }) => {
        if (count === 1) await held.promise;
        return count === 1 ? failWith(404, 'coach_not_found') : ITEMS;
      },
    });
    const { user, router } = await renderRoutes(pages, { path: paths.todo });
    expect(await screen.findByRole('heading', { level: 1, name: 'To-do' })).toBeTruthy();
    expect(screen.getByText('Loading your to-do list...')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    held.resolve();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your to-do list could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: '2 waiting' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      [expect.stringMatching(/^Lineup not published: Central High.*By Apr 10, 2030/), '/duals/jv-boys/4'],
      ['Challenge to settle: Ella Reyes – Nora Reyes', '/challenges/7'],
    ]);
    await expectAccessible();
    await user.click(links[1]!);
    expect(router.state.location.pathname).toBe('/challenges/7');
  });

  it('says nothing waits, on a phone in Arabic right to left', async () => {
    stubShell({ language: 'ar' });
    await renderRoutes(pages, { path: paths.todo, language: 'ar', viewport: PHONE });
    expect(await screen.findByText('لا شيء ينتظرك')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'المهام' })).toBeTruthy();
    expectRightToLeft();
    await expectAccessible();
  });

  it('reads the list afresh when the page is opened again, so a done item is gone', async () => {
    stubShell();
    const calls = stubRoute(todoRoutes.list, ({ count }) =>
      count === 1 ? ITEMS : { items: ITEMS.items.slice(1), count: 1 },
    );
    const { router } = await renderRoutes(pages, { path: paths.todo });
    expect(await screen.findByRole('list', { name: '2 waiting' })).toBeTruthy();
    await router.navigate('/duals/jv-boys/4');
    expect(await screen.findByRole('heading', { name: 'Where it is done' })).toBeTruthy();
    await router.navigate(paths.todo);
    await waitFor(() => expect(calls.length).toBe(2));
    await waitFor(() => expect(screen.getByRole('list', { name: '1 waiting' })).toBeTruthy());
    expect(screen.queryByText(/Central High/)).toBeNull();
  });
});
