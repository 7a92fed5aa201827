import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../../contract/search/index';
import { searchRoutes } from '../../../../contract/search/routes';
import { expectAccessible } from '../../../test/axe';
import { renderRoutes } from '../../../test/render';
import { inShell, stubShell } from '../../../test/shell';
import { deferred, failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';

const pages = inShell([
  { index: true, element: <h1>Home</h1> },
  { path: 'ladder/:team', element: <h1>Ladder page</h1> },
  { path: 'calendar', element: <h1>Calendar page</h1> },
]);

const ETHAN: SearchResult = { kind: 'player', id: 5, title: 'Ethan Park', team: 2, link: '/ladder/var-boys' };
const EVENT: SearchResult = {
  kind: 'event',
  id: 9,
  title: 'Ethics talk',
  subtitle: 'Library',
  at: '2030-04-10T18:00:00Z',
  link: '/calendar?view=agenda&date=2030-04-10',
};

/** Opens the search with Ctrl+K and types `text`. */
async function openAndType(user: Awaited<ReturnType<typeof renderRoutes>>['user'], text: string) {
  await screen.findByRole('heading', { name: 'Home' });
  await user.keyboard('{Control>}k{/Control}');
  const field = await screen.findByRole('combobox', { name: 'Search' });
  await waitFor(() => expect(document.activeElement).toBe(field));
  await user.keyboard(text);
  return field;
}

describe('the toolbar search (issue 32)', () => {
  it('opens with Ctrl+K, suggests names after typing pauses, and opens one with the arrow keys and Enter', async () => {
    stubShell();
    const calls = stubRoute(searchRoutes.search, { results: [ETHAN, EVENT] });
    const { user, router } = await renderRoutes(pages);
    const field = await openAndType(user, 'eth');
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByText('Ethan Park')).toBeTruthy();
    expect(within(listbox).getByText('Player · Varsity Boys')).toBeTruthy();
    expect(within(listbox).getByText(/^Event · .*2030 · Library$/)).toBeTruthy();
    // Asked once, after the pause, for the whole word typed.
    expect(calls.map((c) => c.query.get('q'))).toEqual(['eth']);
    expect(calls[0]!.query.get('limit')).toBe('10');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible();

    await user.keyboard('{ArrowDown}');
    const second = within(listbox).getAllByRole('option')[1]!;
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Ladder page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ladder/var-boys');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search Courtside' })).toBeNull());
  });

  it("matches the navigation's pages in the user's language without asking the server for one letter", async () => {
    stubShell();
    const calls = stubRoute(searchRoutes.search, { results: [] });
    const { user, router } = await renderRoutes(pages);
    await openAndType(user, 'c');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Calendar')).toBeTruthy();
    expect(within(listbox).getByText('Challenges')).toBeTruthy();
    await user.keyboard('a');
    await waitFor(() => expect(within(listbox).queryByText('Challenges')).toBeNull());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Calendar page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/calendar');
    // Chosen before typing paused: the server was not asked at all.
    expect(calls).toEqual([]);
  });

  it('says "No results.." when nothing matches, "Searching..." while it waits, and closes with Escape', async () => {
    stubShell();
    const held = deferred();
    stubRoute(searchRoutes.search, async () => {
      await held.promise;
      return { results: [] };
    });
    const { user } = await renderRoutes(pages);
    await openAndType(user, 'zz');
    expect(await screen.findByText('Searching...')).toBeTruthy();
    held.resolve();
    expect(await screen.findByText('No results..')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search Courtside' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('says so when the names cannot be searched, still offering the pages', async () => {
    stubShell();
    stubRoute(searchRoutes.search, failWith(503, 'service_unavailable'));
    const { user } = await renderRoutes(pages);
    await openAndType(user, 'zq');
    expect(await screen.findByText('Names could not be searched. Try again.')).toBeTruthy();
    await user.clear(screen.getByRole('combobox', { name: 'Search' }));
    await user.keyboard('cal');
    expect(await screen.findByText('Names could not be searched; pages are still shown.')).toBeTruthy();
    expect(screen.getByRole('option', { name: /Calendar/ })).toBeTruthy();
  });

  it('on a phone is an icon that opens the search over the whole screen, in Arabic from right to left', async () => {
    stubShell({ language: 'ar' });
    stubRoute(searchRoutes.search, { results: [ETHAN] });
    const { user, router } = await renderRoutes(pages, { viewport: PHONE, language: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'بحث' }));
    const dialog = await screen.findByRole('dialog', { name: 'البحث في Courtside' });
    expect(document.documentElement.dir || dialog.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    await user.keyboard('eth');
    expect(await within(dialog).findByText('لاعب · الفريق الأول للبنين')).toBeTruthy();
    await expectAccessible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ladder/var-boys'));
  });
});
