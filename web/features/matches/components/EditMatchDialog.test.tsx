import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { matchesRoutes } from '../../../../contract/matches/routes';
import { MATCH_TYPE, type TennisMatch } from '../../../../contract/matches';
import { expectAccessible } from '../../../test/axe';
import { renderPage } from '../../../test/render';
import { stubRoute } from '../../../test/stub-server';
import { EditMatchDialog } from './EditMatchDialog';

/** An unplayed practice match, far enough ahead that any time zone keeps its date. */
const match: TennisMatch = {
  TennisMatchID: 9,
  MatchType: MATCH_TYPE.practice,
  IsSingles: true,
  MatchDate: '2030-06-15',
  MatchTime: '12:00',
  MatchScore: '',
  MatchFormat: null,
  Players: [
    { ID: 1, Name: 'Ann Lee' },
    { ID: 2, Name: 'Ben Kay' },
  ],
  Winners: [],
};

async function open(language: 'en' | 'ar' = 'en') {
  const onSaved = vi.fn();
  const rendered = await renderPage(
    <EditMatchDialog match={match} open onClose={() => undefined} onSaved={onSaved} />,
    { language },
  );
  return { ...rendered, onSaved, dialog: await screen.findByRole('dialog') };
}

const moveADay = (dialog: HTMLElement, label: RegExp) => {
  const date = within(dialog).getByLabelText<HTMLInputElement>(label);
  const next = new Date(`${date.value}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  fireEvent.change(date, { target: { value: next.toISOString().slice(0, 10) } });
};

describe('moving a match offers to ask its players again, as moving an event does (issue 29, item 14)', () => {
  it('offers nothing while the date and time stay', async () => {
    const { dialog } = await open();
    expect(within(dialog).queryByRole('checkbox', { name: /Ask players/ })).toBeNull();
  });

  it('a moved match offers "Ask players again", unticked; ticked, the move sends ask: true', async () => {
    const calls = stubRoute(matchesRoutes.editTime, { res: { ...match, MatchDate: '2030-06-16' } });
    const { user, dialog, onSaved } = await open();
    moveADay(dialog, /^Date/);
    const ask = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: /^Ask players again/ });
    expect(ask.checked).toBe(false);
    expect(within(dialog).queryByText(/remind/i)).toBeNull();
    await expectAccessible();
    await user.click(ask);
    await user.click(within(dialog).getByRole('button', { name: 'Save match' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ tmid: '9', ask: 'true' });
  });

  it('left unticked, the move says ask: false', async () => {
    const calls = stubRoute(matchesRoutes.editTime, { res: { ...match, MatchDate: '2030-06-16' } });
    const { user, dialog, onSaved } = await open();
    moveADay(dialog, /^Date/);
    await user.click(within(dialog).getByRole('button', { name: 'Save match' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ ask: 'false' });
  });

  it('says it in Arabic', async () => {
    const { dialog } = await open('ar');
    moveADay(dialog, /^التاريخ/);
    expect(within(dialog).getByRole('checkbox', { name: /^اسأل اللاعبين مرة أخرى/ })).toBeTruthy();
  });
});
