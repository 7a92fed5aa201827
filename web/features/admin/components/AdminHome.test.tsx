import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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
    {
      rosterId: 10,
      teamType: 1,
      rosterSize: 12,
      coaches: [{ id: 7, firstName: 'Robin', lastName: 'Hale' }],
      record: { won: 3, lost: 1, tied: 0 },
      next: [
        {
          kind: 'dual' as const,
          dual: {
            id: 40,
            team: 1,
            opponentName: 'Central High',
            site: 'away' as const,
            place: 'Central courts',
            startTime: '2026-03-12 15:00',
            endTime: '2026-03-12 18:00',
            published: true,
            lines: [],
          },
        },
      ],
    },
    { rosterId: 11, teamType: 4, rosterSize: 0, coaches: [], record: { won: 0, lost: 0, tied: 0 }, next: [] },
  ],
  coaches: [
    { id: 7, firstName: 'Robin', lastName: 'Hale' },
    { id: 8, firstName: 'Sam', lastName: 'Ortiz' },
  ],
};

/** Lincoln after Sam Ortiz was appointed to Junior Varsity Boys. */
const appointed = {
  ...lincoln,
  teams: [
    {
      ...lincoln.teams[0]!,
      coaches: [...lincoln.teams[0]!.coaches, { id: 8, firstName: 'Sam', lastName: 'Ortiz' }],
    },
    lincoln.teams[1]!,
  ],
};

// Every /admin render reads each school's rules (SchoolRulesForm.test.tsx tests them).
beforeEach(() => {
  stubRoute(adminRoutes.schoolRules, { rules: { lineupRule: null, matchFormat: null } });
});

describe("an admin's token", () => {
  it('decodes as admin first, never as a coach, and has no team role', () => {
    const claims = decodeClaims(tokenFor(ADMIN));
    expect(claims).not.toBeNull();
    expect(sessionRole(claims!)).toBe('admin');
    expect(() => roleOf(claims!)).toThrow();
    // With a cid beside it, it is nobody's (issue 34: one explicit id claim, no kind inferred).
    expect(sessionRole({ ...ADMIN, cid: 1, sid: 1 })).toBeNull();
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
    expect(within(jv).getByText('Duals: 3 won, 1 lost, 0 tied')).toBeTruthy();
    expect(within(jv).getByText('Dual at Central High')).toBeTruthy();
    expect(within(jv).getByText('Robin Hale')).toBeTruthy();
    expect(within(jv).getByRole('link', { name: 'Open Junior Varsity Boys' }).getAttribute('href')).toBe(
      '/admin/teams/10',
    );
    const girls = within(section).getByRole('listitem', { name: 'Varsity Girls' });
    expect(within(girls).getByText('No coach yet')).toBeTruthy();
    expect(within(girls).getByText('Nothing scheduled.')).toBeTruthy();
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

describe("/admin: a team's coaches and Team PIN", () => {
  it('adds a coach of the school to a team through a dialog, on a phone, and says so', async () => {
    let schools = [lincoln];
    stubRoute(adminRoutes.schools, () => ({ schools }));
    const appoints = stubRoute(adminRoutes.appointCoach, () => {
      schools = [appointed];
      return { appointed: true };
    });
    const { user } = await renderPage(<AdminHome />, { session: ADMIN, viewport: PHONE });
    await user.click(await screen.findByRole('button', { name: 'Add a coach to Junior Varsity Boys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a coach to Junior Varsity Boys' });
    const select = within(dialog).getByRole('combobox', { name: 'Coach' });
    // Only the school's coaches who do not coach the team yet are offered.
    expect(within(select).queryByRole('option', { name: 'Robin Hale' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add coach' }));
    expect(await within(dialog).findByText('Choose a coach.')).toBeTruthy();
    expect(appoints).toHaveLength(0);
    await user.selectOptions(select, 'Sam Ortiz');
    await user.click(within(dialog).getByRole('button', { name: 'Add coach' }));
    expect(await screen.findByText('Sam Ortiz now coaches Junior Varsity Boys.')).toBeTruthy();
    expect(appoints[0]!.params).toEqual({ rosterId: '10' });
    expect(appoints[0]!.body).toEqual({ coachId: 8 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const jv = screen.getByRole('listitem', { name: 'Junior Varsity Boys' });
    expect(await within(jv).findByText('Sam Ortiz')).toBeTruthy();
    await expectAccessible();
  });

  it('says when every coach of the school already coaches the team', async () => {
    stubRoute(adminRoutes.schools, { schools: [appointed] });
    const { user } = await renderPage(<AdminHome />, { session: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Add a coach to Junior Varsity Boys' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Every coach of your school already coaches this team/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Add coach' })).toBeNull();
  });

  it('removes a coach after a confirmation; the last coach has no Remove, and a refusal is said in the dialog', async () => {
    let schools = [appointed];
    stubRoute(adminRoutes.schools, () => ({ schools }));
    let refuse = true;
    const removals = stubRoute(adminRoutes.removeCoach, () => {
      if (refuse) {
        refuse = false;
        return failWith(409, 'last_team_coach');
      }
      schools = [lincoln];
      return { removed: true };
    });
    const { user } = await renderPage(<AdminHome />, { session: ADMIN });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Sam Ortiz from Junior Varsity Boys' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Sam Ortiz from Junior Varsity Boys?' });
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove coach' }));
    expect(
      await within(dialog).findByText(
        "This is the team's only coach: appoint another coach before removing this one.",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove coach' }));
    expect(await screen.findByText('Sam Ortiz no longer coaches Junior Varsity Boys.')).toBeTruthy();
    expect(removals.map((r) => r.params)).toEqual([
      { rosterId: '10', coachId: '8' },
      { rosterId: '10', coachId: '8' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const jv = screen.getByRole('listitem', { name: 'Junior Varsity Boys' });
    await waitFor(() => expect(within(jv).queryByText('Sam Ortiz')).toBeNull());
    expect(within(jv).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(jv).getByText(/A team keeps at least one coach/)).toBeTruthy();
  });

  it('cancels a removal without a call', async () => {
    stubRoute(adminRoutes.schools, { schools: [appointed] });
    const removals = stubRoute(adminRoutes.removeCoach, { removed: true });
    const { user } = await renderPage(<AdminHome />, { session: ADMIN });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Robin Hale from Junior Varsity Boys' }),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removals).toHaveLength(0);
  });

  it('resets the Team PIN after a confirmation and shows the new PIN, in Arabic right to left', async () => {
    stubRoute(adminRoutes.schools, { schools: [lincoln] });
    const gate = deferred();
    const resets = stubRoute(adminRoutes.resetTeamPin, async () => {
      await gate.promise;
      return { pin: '482913' };
    });
    const { user } = await renderPage(<AdminHome />, { session: ADMIN, language: 'ar', viewport: PHONE });
    await user.click(await screen.findByRole('button', { name: 'رمز PIN جديد لـ فريق الناشئين للبنين' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'هل تريد رمز PIN جديدًا لـ فريق الناشئين للبنين؟',
    });
    await user.click(within(dialog).getByRole('button', { name: 'رمز PIN جديد' }));
    // While it runs the dialog waits.
    expect(within(dialog).getByRole('button', { name: 'إلغاء' }).hasAttribute('disabled')).toBe(true);
    gate.resolve();
    const pin = await screen.findByTestId('new-team-pin');
    expect(pin.textContent).toBe('482913');
    expect(pin.getAttribute('dir')).toBe('ltr');
    expect(resets[0]!.params).toEqual({ rosterId: '10' });
    expectRightToLeft();
    await expectAccessible();
  });
});
