import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminRoutes, oidcRoutes } from '../../../../contract/admin/routes';
import type { TokenClaims } from '../../../../contract/auth';
import { decodeClaims, roleOf, sessionRole } from '../../../lib/session';
import { expectAccessible, expectRightToLeft } from '../../../test/axe';
import { renderPage, tokenFor } from '../../../test/render';
import { deferred, failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';
import '../i18n/messages';
import { AdminHome } from './AdminHome';
import { AskYourSchool } from './AskYourSchool';
import { ProviderSignIn } from './ProviderSignIn';

/* The school administrator's pages (issue 32): the login buttons, the refusal page and /admin. */

const ADMIN: TokenClaims = { sess: 'test-session', adm: 5, prov: 'google' };

const lincoln = {
  id: 1,
  name: 'Lincoln High School',
  teams: [
    { rosterId: 10, teamType: 1, rosterSize: 12, coaches: [{ id: 7, firstName: 'Robin', lastName: 'Hale' }] },
    { rosterId: 11, teamType: 4, rosterSize: 0, coaches: [] },
  ],
};

describe("an admin's token", () => {
  it('decodes as admin first, never as a coach, and has no team role', () => {
    const claims = decodeClaims(tokenFor(ADMIN));
    expect(claims).not.toBeNull();
    expect(sessionRole(claims!)).toBe('admin');
    expect(() => roleOf(claims!)).toThrow();
    // Even with a cid beside it, adm is read first.
    expect(sessionRole({ ...ADMIN, cid: 1, sid: 1 })).toBe('admin');
  });
});

describe('the login pages’ provider buttons', () => {
  it('shows "Sign in with <Provider>" for each configured provider, linking to its start', async () => {
    stubRoute(oidcRoutes.providers, {
      providers: [
        { id: 'google', name: 'Google' },
        { id: 'microsoft', name: 'Microsoft' },
      ],
    });
    await renderPage(<ProviderSignIn returnTo="/ladder" />, { session: null });
    const google = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(google.getAttribute('href')).toBe('/api/oidc/google/start?returnTo=%2Fadmin');
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' })).toBeTruthy();
    await expectAccessible();
  });

  it('shows nothing when no provider is configured', async () => {
    const calls = stubRoute(oidcRoutes.providers, { providers: [] });
    await renderPage(<ProviderSignIn returnTo="/" />, { session: null });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the "ask your school" page', () => {
  it('explains an ungranted account and what to do, in Arabic right to left', async () => {
    await renderPage(<AskYourSchool code="oidc_not_granted" />, {
      session: null,
      language: 'ar',
      viewport: PHONE,
    });
    expect(await screen.findByRole('heading', { name: 'اسأل مدرستك' })).toBeTruthy();
    expect(screen.getByText(/ليس مسؤولًا عن أي مدرسة/)).toBeTruthy();
    expectRightToLeft();
    await expectAccessible();
  });

  it('tells a wrong-state sign-in to start again, and an unknown code reads as not granted', async () => {
    await renderPage(<AskYourSchool code="oidc_state_mismatch" />, { session: null });
    expect(await screen.findByText(/not started in this browser/)).toBeTruthy();
    expect(screen.getByText('Start the sign-in again from the login page.')).toBeTruthy();
  });
});

describe('/admin', () => {
  it("lists every team of the admin's school with its coaches and roster size, on a phone", async () => {
    stubRoute(adminRoutes.schools, { schools: [lincoln] });
    await renderPage(<AdminHome />, { session: ADMIN, viewport: PHONE });
    const section = await screen.findByRole('region', { name: 'Teams of Lincoln High School' });
    const jv = within(section).getByRole('listitem', { name: 'Junior Varsity Boys' });
    expect(within(jv).getByText('Players: 12')).toBeTruthy();
    expect(within(jv).getByText('Robin Hale')).toBeTruthy();
    const girls = within(section).getByRole('listitem', { name: 'Varsity Girls' });
    expect(within(girls).getByText('No coach yet')).toBeTruthy();
    await expectAccessible();
  });

  it('shows the loading state, then an error with a retry that loads again', async () => {
    const gate = deferred();
    let n = 0;
    stubRoute(adminRoutes.schools, async () => {
      n++;
      if (n === 1) {
        await gate.promise;
        // A final error (a 5xx is retried first, which would make the test wait on timers).
        return failWith(404, 'not_found');
      }
      return { schools: [lincoln] };
    });
    const { user } = await renderPage(<AdminHome />, { session: ADMIN });
    expect(await screen.findByRole('status', { name: "Loading your school's teams..." })).toBeTruthy();
    gate.resolve();
    expect(await screen.findByText("Your school's teams could not be loaded.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Teams of Lincoln High School' })).toBeTruthy();
  });

  it('says so when the school has no teams yet, and when no school is granted any more', async () => {
    stubRoute(adminRoutes.schools, { schools: [{ ...lincoln, teams: [] }] });
    await renderPage(<AdminHome />, { session: ADMIN });
    expect(await screen.findByText(/This school has no teams yet/)).toBeTruthy();
  });

  it('invites another administrator of the school, and refuses a bad address before sending', async () => {
    stubRoute(adminRoutes.schools, { schools: [lincoln] });
    const invites = stubRoute(adminRoutes.invite, { email: 'ad2@lincoln.edu', schoolId: 1, pending: true });
    const { user } = await renderPage(<AdminHome />, { session: ADMIN });
    const field = await screen.findByRole('textbox', { name: 'E-mail address' });
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Enter an e-mail address.')).toBeTruthy();
    expect(invites).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'ad2@lincoln.edu');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(
      await screen.findByText('ad2@lincoln.edu can now sign in as an administrator of Lincoln High School.'),
    ).toBeTruthy();
    expect(invites[0]!.body).toEqual({ email: 'ad2@lincoln.edu', schoolId: 1 });
  });
});
