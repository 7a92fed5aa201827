import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { expectAccessible, expectRightToLeft } from '../../test/axe';
import { renderRoutes } from '../../test/render';
import { inShell, stubShell } from '../../test/shell';
import { NETWORK_FAILURE } from '../../test/stub-server';

const home = [{ index: true, element: <h1>Home</h1> }];

/* SPEC.md sections 2 and 8: a network error on any call goes to /500, which shows only when navigated there. */
describe('/500', () => {
  it('without the state flag goes home', async () => {
    const { router } = await renderRoutes(home, { path: paths.serverError, session: null });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.home);
  });

  it('a call that gets no answer leads there; its link goes home', async () => {
    stubShell({ coachNavbar: NETWORK_FAILURE });
    const { router, user } = await renderRoutes(inShell(home));
    expect(await screen.findByRole('heading', { name: 'Uh oh!' })).toBeTruthy();
    expect(screen.getByText('We have an internal issue, please try again in a couple minutes.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.serverError);
    await expectAccessible();
    stubShell();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('in Arabic, right to left', async () => {
    stubShell({ coachNavbar: NETWORK_FAILURE, language: 'ar' });
    await renderRoutes(inShell(home), { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'عذرًا!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' })).toBeTruthy();
    expectRightToLeft();
    await expectAccessible();
  });
});
