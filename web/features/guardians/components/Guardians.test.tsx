import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../../../../contract/auth';
import { guardianSignInRoutes, guardiansRoutes } from '../../../../contract/guardians/routes';
import { decodeClaims, roleOf, sessionRole } from '../../../lib/session';
import { getToken } from '../../../lib/token-store';
import { expectAccessible, expectRightToLeft } from '../../../test/axe';
import { COACH, PLAYER, renderPage, tokenFor } from '../../../test/render';
import { failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';
import '../i18n/messages';
import { ConfirmLink } from './ConfirmLink';
import { FamilyHome } from './FamilyHome';
import { MessageLog } from './MessageLog';
import { GuardianLogin } from './GuardianLogin';
import { PlayerGuardians } from './PlayerGuardians';
import type { SignedOutLayout } from './signed-out-layout';

/** The login pages' frame, as the routes pass it in (features do not import each other). */
const AuthLayout: SignedOutLayout = ({ title, intro, children }) => (
  <main>
    <h1>{title}</h1>
    {intro && <p>{intro}</p>}
    {children}
  </main>
);

/* Guardians on the web (issue 34): the token's role, the login, the confirmation, the family page, a player's guardians. */

const GUARDIAN: TokenClaims = { sess: 'test-session', gid: 3 };

const ana = {
  playerId: 11,
  linkId: 21,
  firstName: 'Ana',
  lastName: 'Yilmaz',
  relation: 'mother' as const,
  teamType: 3,
  schoolName: 'Lincoln High School',
  position: 2,
  next: {
    kind: 'event' as const,
    event: {
      csa_id: 40,
      name: 'Home match vs Central',
      description: '',
      startTime: '2026-03-14 15:30',
      endTime: '2026-03-14 17:30',
      date: '2026-03-14',
      place: 'Lincoln courts',
      team: 3,
      mine: false,
      series: null,
    },
  },
};

describe("a guardian's token", () => {
  it('is a guardian by its gid, never a coach; a token naming no id or two is nobody’s', () => {
    const claims = decodeClaims(tokenFor(GUARDIAN));
    expect(claims).not.toBeNull();
    expect(sessionRole(claims!)).toBe('guardian');
    expect(() => roleOf(claims!)).toThrow();
    expect(sessionRole(COACH)).toBe('coach');
    expect(sessionRole(PLAYER)).toBe('player');
    expect(sessionRole({ sess: 'x' })).toBeNull();
    expect(sessionRole({ ...GUARDIAN, cid: 1, sid: 1 })).toBeNull();
    expect(decodeClaims(tokenFor({ sess: 'x', teams: [1] }))).toBeNull();
  });
});

describe('/guardianlogin', () => {
  it('sends a code to the phone, then signs in with it and keeps the token', async () => {
    const codes = stubRoute(guardianSignInRoutes.requestCode, { sent: true });
    const logins = stubRoute(guardianSignInRoutes.login, { token: tokenFor(GUARDIAN) });
    let signedIn = '';
    const { user } = await renderPage(
      <GuardianLogin Layout={AuthLayout} onSignedIn={(t) => (signedIn = t)} />,
      {
        session: null,
        viewport: PHONE,
      },
    );
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '555-010-0001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/a code is on its way/)).toBeTruthy();
    expect(codes[0]!.body).toEqual({ sms: '5550100001' });
    await user.type(screen.getByRole('textbox', { name: /Code from the text/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signedIn).not.toBe(''));
    expect(logins[0]!.body).toEqual({ sms: '5550100001', code: '123456' });
    expect(getToken()).toBe(tokenFor(GUARDIAN));
    await expectAccessible();
  });

  it('says a wrong code did not work', async () => {
    stubRoute(guardianSignInRoutes.requestCode, { sent: true });
    stubRoute(guardianSignInRoutes.login, failWith(400, 'code_mismatch'));
    const { user } = await renderPage(<GuardianLogin Layout={AuthLayout} />, { session: null });
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '5550100001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByRole('textbox', { name: /Code from the text/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/This code did not work/)).toBeTruthy();
    expect(getToken()).toBeNull();
  });
});

describe('/guardian/confirm/{token}', () => {
  it('shows whose guardian they were made and confirms only on the button', async () => {
    stubRoute(guardianSignInRoutes.readConfirm, {
      childFirstName: 'Ana',
      guardianName: 'Mara',
      relation: 'mother',
      confirmed: false,
    });
    const confirms = stubRoute(guardianSignInRoutes.confirm, {
      childFirstName: 'Ana',
      guardianName: 'Mara',
      relation: 'mother',
      confirmed: true,
    });
    const { user } = await renderPage(<ConfirmLink token={'t'.repeat(32)} Layout={AuthLayout} />, {
      session: null,
    });
    expect(await screen.findByText(/you were added as Ana's guardian \(mother\)/)).toBeTruthy();
    expect(confirms).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmed. You are now linked to Ana.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in as a guardian' }).getAttribute('href')).toBe(
      '/guardianlogin',
    );
  });

  it('tells an expired link from an invalid one', async () => {
    stubRoute(guardianSignInRoutes.readConfirm, failWith(404, 'guardian_confirm_invalid'));
    await renderPage(<ConfirmLink token={'x'.repeat(32)} Layout={AuthLayout} />, { session: null });
    expect(await screen.findByText(/This confirmation link is not valid/)).toBeTruthy();
  });
});

describe('/family', () => {
  it("shows each child's next event and answers for the child, on a phone", async () => {
    stubRoute(guardiansRoutes.children, { name: 'Mara', data: [ana] });
    const answers = stubRoute(guardiansRoutes.answerForChild, { answer: 'going', note: '', givenBy: 'Mara' });
    const { user } = await renderPage(<FamilyHome />, { session: GUARDIAN, viewport: PHONE });
    const card = await screen.findByRole('region', { name: 'Ana Yilmaz' });
    expect(within(card).getByText(/Lincoln High School · Junior Varsity Girls/)).toBeTruthy();
    expect(within(card).getByText('Ladder position: 2')).toBeTruthy();
    expect(within(card).getByText(/Home match vs Central/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Going' }));
    expect(await within(card).findByText(/Answered for Ana: Going/)).toBeTruthy();
    expect(answers[0]!.params).toEqual({ playerId: '11', kind: 'event', id: '40' });
    expect(answers[0]!.body).toEqual({ answer: 'going' });
    await expectAccessible();
  });

  it("opens the child's schedule, results and messages", async () => {
    stubRoute(guardiansRoutes.children, { name: 'Mara', data: [ana] });
    stubRoute(guardiansRoutes.child, {
      child: ana,
      upcoming: [ana.next],
      lineups: [
        {
          id: 40,
          team: 3,
          opponentName: 'Central High',
          site: 'home',
          place: 'Lincoln courts',
          startTime: '2026-03-14 15:30',
          endTime: '2026-03-14 18:30',
          published: true,
          lines: ['S2'],
        },
      ],
      results: [
        {
          TennisMatchID: 5,
          MatchType: 2,
          IsSingles: true,
          MatchDate: '2026-03-01',
          MatchTime: '15:00',
          MatchScore: '6-2 6-4',
          MatchFormat: null,
          Players: [
            { ID: 11, Name: 'Ana Yilmaz' },
            { ID: 12, Name: 'Bea Cole' },
          ],
          Winners: [{ ID: 11, Name: 'Ana Yilmaz' }],
        },
      ],
      challenges: [],
      announcements: [
        {
          id: 9,
          identifier: 'AbCdEfGh',
          skillLevel: 6,
          subject: 'Parents meeting',
          preview: 'Thursday at 6',
          time: '2026-03-02T18:00:00.000Z',
          coach: { id: 7, firstName: 'Robin', lastName: 'Hale' },
          mine: false,
          isPoll: false,
          starred: false,
          important: false,
          trashed: false,
          labels: [],
          delivery: null,
          myAnswer: null,
          unread: true,
        },
      ],
    });
    const { user } = await renderPage(<FamilyHome />, { session: GUARDIAN, viewport: PHONE });
    const card = await screen.findByRole('region', { name: 'Ana Yilmaz' });
    await user.click(within(card).getByRole('button', { name: 'Schedule, results and messages' }));
    const schedule = await within(card).findByRole('list', { name: 'Schedule' });
    expect(within(schedule).getByText('Home match vs Central')).toBeTruthy();
    expect(within(card).getByRole('list', { name: 'Recent results' }).textContent).toContain('6-2 6-4');
    const lineups = within(card).getByRole('list', { name: 'Lineups' });
    expect(lineups.textContent).toContain('Dual match vs Central High');
    expect(lineups.textContent).toContain('Plays S2');
    expect(within(card).getByRole('list', { name: 'Messages from the coaches' }).textContent).toContain(
      'Parents meeting',
    );
    await expectAccessible();
  });

  it('reads right to left in Arabic, and says so when no child is linked any more', async () => {
    stubRoute(guardiansRoutes.children, { name: 'مارا', data: [] });
    await renderPage(<FamilyHome />, { session: GUARDIAN, language: 'ar', viewport: PHONE });
    expect(await screen.findByText('مرحبًا، مارا')).toBeTruthy();
    expect(screen.getByText(/لم يعد أي طفل مرتبطًا بك/)).toBeTruthy();
    expectRightToLeft();
    await expectAccessible();
  });

  it('removes the guardian from a child after a confirmation', async () => {
    stubRoute(guardiansRoutes.children, { name: 'Mara', data: [ana] });
    const removals = stubRoute(guardiansRoutes.remove, { ok: true });
    const { user } = await renderPage(<FamilyHome />, { session: GUARDIAN });
    await user.click(await screen.findByRole('button', { name: "Remove me as Ana's guardian" }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removals).toHaveLength(1));
    expect(removals[0]!.params).toEqual({ playerId: '11', linkId: '21' });
  });
});

describe("a player's guardians (/guardians/{playerId})", () => {
  const reply = {
    player: { firstName: 'Ana', lastName: 'Yilmaz' },
    minor: true,
    facts: { birthDate: null, graduationYear: 2029, minorMark: false },
    data: [
      {
        id: 21,
        playerId: 11,
        name: 'Mara Yilmaz',
        relation: 'mother' as const,
        confirmed: true,
        phone: '5550100001',
        email: 'mara@example.org',
      },
    ],
  };

  it("shows the coach each guardian's contacts and adds one, who is then texted", async () => {
    stubRoute(guardiansRoutes.ofPlayer, reply);
    const adds = stubRoute(guardiansRoutes.add, {
      id: 22,
      playerId: 11,
      name: 'Omar Yilmaz',
      relation: 'father',
      confirmed: false,
      phone: '5550100002',
      email: null,
    });
    const { user } = await renderPage(<PlayerGuardians playerId={11} />, { session: COACH, viewport: PHONE });
    expect(await screen.findByRole('heading', { name: 'Guardians of Ana Yilmaz' })).toBeTruthy();
    expect(screen.getByText(/5550100001 · mara@example.org/)).toBeTruthy();
    expect(screen.getByText(/treated as a minor/)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add a guardian' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Omar Yilmaz');
    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '5550100002');
    await user.click(within(form).getByRole('combobox', { name: /Relation/ }));
    await user.click(await screen.findByRole('option', { name: 'father' }));
    await user.click(within(form).getByRole('button', { name: 'Add and send the text' }));
    expect(await screen.findByText(/Omar Yilmaz was added/)).toBeTruthy();
    expect(adds[0]!.body).toEqual({
      name: 'Omar Yilmaz',
      phone: '5550100002',
      email: '',
      relation: 'father',
    });
    await expectAccessible();
  });

  it('lets the coach set what makes the player a minor', async () => {
    stubRoute(guardiansRoutes.ofPlayer, reply);
    const saves = stubRoute(guardiansRoutes.setMinor, {
      ...reply,
      minor: false,
      facts: { birthDate: '2000-01-02', graduationYear: 2029, minorMark: false },
    });
    const { user } = await renderPage(<PlayerGuardians playerId={11} coach />, { session: COACH });
    const form = await screen.findByRole('form', { name: 'Age' });
    await user.type(within(form).getByLabelText('Birth date'), '2000-01-02');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This player is an adult/)).toBeTruthy();
    expect(saves[0]!.body).toEqual({ birthDate: '2000-01-02', graduationYear: 2029, minorMark: false });
  });

  it('shows no age form to the player', async () => {
    stubRoute(guardiansRoutes.ofPlayer, reply);
    await renderPage(<PlayerGuardians playerId={11} />, { session: PLAYER });
    expect(await screen.findByRole('heading', { name: 'Guardians of Ana Yilmaz' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Age' })).toBeNull();
  });

  it('says why an add was refused (the player’s own phone)', async () => {
    stubRoute(guardiansRoutes.ofPlayer, reply);
    stubRoute(guardiansRoutes.add, failWith(400, 'guardian_is_player'));
    const { user } = await renderPage(<PlayerGuardians playerId={11} />, { session: COACH });
    const form = await screen.findByRole('form', { name: 'Add a guardian' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '5550100009');
    await user.click(within(form).getByRole('button', { name: 'Add and send the text' }));
    expect(await screen.findByText(/their own phone number, not the player's/)).toBeTruthy();
  });

  it('removes a guardian after a confirmation, in Turkish', async () => {
    stubRoute(guardiansRoutes.ofPlayer, reply);
    const removals = stubRoute(guardiansRoutes.remove, { ok: true });
    const { user } = await renderPage(<PlayerGuardians playerId={11} />, { session: COACH, language: 'tr' });
    await user.click(await screen.findByRole('button', { name: 'Kaldır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mara Yilmaz kaldırılsın mı?' });
    await user.click(within(dialog).getByRole('button', { name: 'Kaldır' }));
    await waitFor(() => expect(removals[0]?.params).toEqual({ playerId: '11', linkId: '21' }));
  });
});

describe("the audit log of a team's texts to minors", () => {
  it('lists each text with the guardians copied, for the school administrator, in Arabic', async () => {
    const calls = stubRoute(guardiansRoutes.messageLog, {
      data: [
        {
          id: 1,
          sentAt: '2026-03-02T18:00:00.000Z',
          playerId: 11,
          playerName: 'Ana Yilmaz',
          kind: 'announcement',
          body: 'Robin sent an announcement',
          copiedTo: [{ guardianId: 3, name: 'Mara Yilmaz' }],
        },
        {
          id: 2,
          sentAt: '2026-03-01T18:00:00.000Z',
          playerId: 12,
          playerName: 'Bea Cole',
          kind: 'challenge',
          body: 'You were challenged',
          copiedTo: [],
        },
      ],
    });
    await renderPage(<MessageLog rosterId={10} />, {
      session: { sess: 'test-session', adm: 5, prov: 'google' },
      language: 'ar',
      viewport: PHONE,
    });
    const list = await screen.findByRole('list', { name: 'الرسائل إلى القاصرين' });
    expect(within(list).getByText('نُسخت إلى Mara Yilmaz')).toBeTruthy();
    expect(within(list).getByText('لا يوجد ولي أمر مؤكَّد لنسخها إليه')).toBeTruthy();
    expect(calls[0]!.params).toEqual({ rosterId: '10' });
    expect(screen.getByRole('button', { name: 'تنزيل بصيغة CSV' })).toBeTruthy();
    expectRightToLeft();
    await expectAccessible();
  });
});
