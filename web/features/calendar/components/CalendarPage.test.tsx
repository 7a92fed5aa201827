import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarRoutes } from '../../../../contract/calendar/routes';
import type { CalendarEvent } from '../../../../contract/calendar';
import { expectAccessible, expectRightToLeft } from '../../../test/axe';
import { PLAYER, renderPage } from '../../../test/render';
import { stubRoute } from '../../../test/stub-server';
import { CalendarPage } from './CalendarPage';

/*
 * The calendar page and the parts it is made of: the navigation (range, view toggle), the week
 * grid's events, the event form (validation, delete) and the read-only details.
 */

const practice: CalendarEvent = {
  csa_id: 41,
  name: 'Practice',
  description: 'Bring water',
  startTime: '2030-06-12 16:00',
  endTime: '2030-06-12 17:30',
  date: '2030-06-12',
  place: 'Court 3',
  team: 1,
  mine: true,
  series: null,
};

const WEEK = '/?view=week&date=2030-06-12';

describe('the calendar page', () => {
  it('moves a week on and remembers the view chosen with the toggle', async () => {
    const calls = stubRoute(calendarRoutes.events, { data: [] });
    const { router } = await renderPage(<CalendarPage role="coach" teams={[1, 2]} />, { path: WEEK });
    const range = await screen.findByTestId('calendar-range');
    const before = range.textContent;
    await waitFor(() => expect(calls).toHaveLength(1));

    await screen.findByRole('button', { name: 'Next week' }).then((button) => button.click());
    await waitFor(() => expect(range.textContent).not.toBe(before));
    expect(router.state.location.search).toContain('date=2030-06-19');

    await screen.findByRole('button', { name: 'Day' }).then((button) => button.click());
    await waitFor(() => expect(router.state.location.search).toContain('view=day'));
    expect(localStorage.getItem('courtside.calendar.view')).toBe('day');
  });

  it("opens a coach's own event from the week grid and deletes it after the confirmation", async () => {
    stubRoute(calendarRoutes.events, { data: [practice] });
    const deletes = stubRoute(calendarRoutes.delete, { csa_id: 41, deleted: [41] });
    const { user } = await renderPage(<CalendarPage role="coach" teams={[1, 2]} />, { path: WEEK });

    await user.click(await screen.findByRole('button', { name: /^Practice, / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Title/ }).value).toBe('Practice');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this event?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(deletes[0]!.body).toMatchObject({ csa_id: '41' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a new event without a title and sends nothing', async () => {
    stubRoute(calendarRoutes.events, { data: [] });
    const adds = stubRoute(calendarRoutes.add, { data: practice });
    const { user } = await renderPage(<CalendarPage role="coach" teams={[1]} />, { path: WEEK });

    await user.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a title.')).toBeTruthy();
    expect(adds).toHaveLength(0);
  });

  it("shows a player the coach's event read-only, right to left in Arabic", async () => {
    stubRoute(calendarRoutes.events, { data: [{ ...practice, mine: false }] });
    const { user } = await renderPage(<CalendarPage role="player" teams={[1]} />, {
      path: WEEK,
      session: PLAYER,
      language: 'ar',
    });

    await user.click(await screen.findByRole('button', { name: /^Practice/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Practice' });
    expect(within(dialog).getByText('Court 3')).toBeTruthy();
    expect(within(dialog).getByText('Bring water')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expectRightToLeft();
    await expectAccessible(dialog);
  });
});
