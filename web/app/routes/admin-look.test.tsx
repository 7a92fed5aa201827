import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../../contract/admin/routes';
import type { TokenClaims } from '../../../contract/auth';
import { profileRoutes } from '../../../contract/profile/routes';
import { expectRightToLeft } from '../../test/axe';
import { renderPage } from '../../test/render';
import { stubRoute } from '../../test/stub-server';
import { PHONE } from '../../test/viewport';
import { Component as AdminHomeRoute } from './admin-home';

/* Issue 32: a school administrator's look is kept like a coach's: applied at sign-in, a change saved. */

const ADMIN: TokenClaims = { sess: 'test-session', adm: 5, prov: 'google' };
const school = { id: 1, name: 'Lincoln High School', teams: [], coaches: [] };

describe("the admin's saved look", () => {
  it('applies the saved language at sign-in (Arabic, right to left), and keeps a new choice', async () => {
    stubRoute(adminRoutes.schools, { schools: [school] });
    stubRoute(adminRoutes.schoolRules, { rules: { lineupRule: null, matchFormat: null } });
    stubRoute(profileRoutes.uiSettings, { theme: null, layout: null, language: 'ar', timeZone: 'UTC' });
    const saves = stubRoute(profileRoutes.saveUiSettings, {
      theme: 'light',
      layout: 'vertical',
      language: 'en',
      timeZone: 'UTC',
    });
    const { user } = await renderPage(<AdminHomeRoute />, { session: ADMIN, viewport: PHONE });
    expect(await screen.findByRole('region', { name: 'فرق Lincoln High School' })).toBeTruthy();
    expectRightToLeft();
    // Never saved before: the device's theme and layout are kept with the account.
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toMatchObject({ theme: 'light', layout: 'vertical' });
    expect(saves[0]!.body).not.toHaveProperty('language');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('region', { name: 'Teams of Lincoln High School' })).toBeTruthy();
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]!.body).toEqual({ language: 'en' });
  });
});
