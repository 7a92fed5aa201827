import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/axe';
import { renderRoutes } from '../../test/render';
import { inShell, stubShell } from '../../test/shell';
import { PHONE } from '../../test/viewport';

const pages = inShell([
  { index: true, element: <h1>Home</h1> },
  { path: 'calendar', element: <h1>Calendar page</h1> },
]);

/* The shell's two layouts: the side navigation on a desktop, a drawer behind a button on a phone. */
describe('the shell', () => {
  it('shows the main navigation beside the page on a desktop', async () => {
    stubShell();
    await renderRoutes(pages);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Calendar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    expect((await screen.findAllByTestId('user-name'))[0]?.textContent).toBe('Ada Coach');
  });

  it('on a phone keeps it in a drawer that closes when an item is chosen', async () => {
    stubShell();
    const { user, router } = await renderRoutes(pages, { viewport: PHONE });
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect((await within(drawer).findByTestId('user-name')).textContent).toBe('Ada Coach');
    await expectAccessible();
    await user.click(within(drawer).getByRole('link', { name: 'Calendar' }));
    expect(await screen.findByRole('heading', { name: 'Calendar page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/calendar');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main navigation' })).toBeNull());
  });
});
