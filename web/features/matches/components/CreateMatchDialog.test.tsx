import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTennisMatchReply, MATCH_TYPE } from '../../../../contract/matches';
import { ladderRoutes } from '../../../../contract/ladder/routes';
import { settingsRoutes } from '../../../../contract/settings/routes';
import { expectAccessible } from '../../../test/axe';
import { renderPage } from '../../../test/render';
import { stubRoute, type StubbedRoute } from '../../../test/stub-server';
import { CreateMatchDialog } from './CreateMatchDialog';

const createRoute = {
  method: 'POST',
  path: '/auth/create-tennis-match',
  replies: { 200: createTennisMatchReply },
} satisfies StubbedRoute;

const player = (id: number, first: string, position: number) => ({
  PlayerID: id,
  SchoolTeamPlayerID: id,
  Position: position,
  FirstName: first,
  LastName: 'Reyes',
  Email: '',
  PhoneNumber: '',
  avatar: null,
  OMWLPer: 0,
  CMWLPer: 0,
});

function stubTeam() {
  stubRoute(ladderRoutes.roster, { res: [player(11, 'Ana', 1), player(12, 'Bea', 2)], teamRosterID: 7 });
  stubRoute(settingsRoutes.teamFormat, { res: null });
  return stubRoute(createRoute, { res: { TennisMatchID: 99 } });
}

async function fillAndOpen(language: 'en' | 'ar' = 'en') {
  const onCreated = vi.fn();
  const rendered = await renderPage(
    <CreateMatchDialog
      open
      type={MATCH_TYPE.practice}
      team={2}
      coachId={1}
      onClose={() => undefined}
      onCreated={onCreated}
    />,
    { language },
  );
  return { ...rendered, onCreated };
}

async function choosePlayers(user: Awaited<ReturnType<typeof fillAndOpen>>['user']) {
  for (const [label, name] of [
    ['Side 1 player', 'Ana Reyes'],
    ['Side 2 player', 'Bea Reyes'],
  ] as const) {
    await user.click(await screen.findByRole('combobox', { name: new RegExp(label) }));
    await user.click(await screen.findByRole('option', { name }));
  }
}

describe('the new match form asks players as the coach chooses (issue 29, item 14)', () => {
  it('offers "Ask players" ticked, never a reminder, and sends ask: true', async () => {
    const calls = stubTeam();
    const { user, onCreated } = await fillAndOpen();
    const dialog = await screen.findByRole('dialog');
    const ask = within(dialog).getByRole('checkbox', { name: /^Ask players: text them/ });
    expect((ask as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByText(/remind/i)).toBeNull();
    await expectAccessible();
    await choosePlayers(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create match' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ SchoolTeamRosterID: 7, ask: true });
  });

  it('unticked, the match is created without asking (ask: false)', async () => {
    const calls = stubTeam();
    const { user, onCreated } = await fillAndOpen();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Ask players: text them/ }));
    await choosePlayers(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create match' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ ask: false });
  });

  it('says it in Arabic', async () => {
    stubTeam();
    await fillAndOpen('ar');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: /^اسأل اللاعبين: أرسل لهم/ })).toBeTruthy();
  });
});
