import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CommunicationContact } from '../../../../contract/outreach';
import type { RosterPlayer } from '../../../../contract/ladder';
import { ladderRoutes } from '../../../../contract/ladder/routes';
import { outreachRoutes } from '../../../../contract/outreach/routes';
import { expectAccessible, expectRightToLeft } from '../../../test/axe';
import { renderPage } from '../../../test/render';
import { failWith, stubRoute } from '../../../test/stub-server';
import { ContactDialog } from './ContactDialog';

/*
 * The contact dialog and its two forms: a new person's (a duplicate phone is told at the phone
 * field) and the choice of a player of the coach's teams (one already listed is disabled).
 */

const listed: CommunicationContact = {
  id: 3,
  firstName: 'Ann',
  lastName: 'Lee',
  email: '',
  pn: '5550000001',
  skillLevel: 5,
  playerId: 101,
};

const rosterPlayer = (id: number, first: string, last: string): RosterPlayer => ({
  PlayerID: id,
  SchoolTeamPlayerID: id,
  Position: 1,
  FirstName: first,
  LastName: last,
  Email: '',
  PhoneNumber: '',
  avatar: null,
  OMWLPer: 0,
  CMWLPer: 0,
  OpenChallenges: [],
});

function dialog(onDone = vi.fn<(message: string) => void>(), language: 'en' | 'ar' = 'en') {
  return renderPage(
    <ContactDialog
      mode={{ type: 'add', level: 5 }}
      open
      teams={[1]}
      contacts={[listed]}
      onClose={() => undefined}
      onDone={onDone}
    />,
    { language },
  );
}

describe('the contact dialog', () => {
  it("puts the server's duplicate refusal on the phone field and keeps what was typed", async () => {
    const adds = stubRoute(outreachRoutes.addContact, failWith(409, 'contact_duplicate'));
    const { user } = await dialog();
    const form = await screen.findByRole('dialog', { name: 'Add a contact to the Preseason list' });
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Cem');
    await user.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Ak');
    await user.type(within(form).getByRole('textbox', { name: /Phone number/ }), '555-000-0002');
    await user.click(within(form).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]!.body).toMatchObject({ already: 'no', firstName: 'Cem', pn: '5550000002' });
    const phone = within(form).getByRole<HTMLInputElement>('textbox', { name: /Phone number/ });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('This person is already on this list.')).toBeTruthy();
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /First name/ }).value).toBe('Cem');
  });

  it('offers the players of the coach’s teams, the one listed already disabled, in Arabic', async () => {
    stubRoute(ladderRoutes.roster, {
      res: [rosterPlayer(101, 'Ann', 'Lee'), rosterPlayer(102, 'Ben', 'Kay')],
      teamRosterID: 5,
    });
    const adds = stubRoute(outreachRoutes.addContact, { data: { ...listed, id: 4, playerId: 102 } });
    const onDone = vi.fn<(message: string) => void>();
    const { user } = await dialog(onDone, 'ar');
    const form = await screen.findByRole('dialog');
    await user.click(within(form).getAllByRole('radio')[1]!);
    await user.click(await within(form).findByRole('combobox'));

    const ann = await screen.findByRole('option', { name: /Ann Lee/ });
    expect(ann.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: /Ben Kay/ }));
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]!.body).toMatchObject({ already: 'yes', pid: '102' });
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expectRightToLeft();
    await expectAccessible(form);
  });
});
