import { expect, test } from '@playwright/test';
import {
  createCoach,
  createPlayer,
  ok,
  openSignedIn,
  teamPin,
  TEAM_LABELS,
  uniqueName,
} from './fixtures/accounts';
import { switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { openApp, pageScrollWidth } from './fixtures/browser';
import { TEAM_TYPES } from './fixtures/ladder';
import { snapshot } from './fixtures/ui';

/*
 * Issue 29 (12, 17): a coach's calendar on a phone opens on the agenda, lists the team's dual, and
 * takes a weekly practice through a last day; an edit of "all" renames every later one. The month
 * grid, once chosen, is remembered; at desktop width too, in English and Arabic.
 */

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test('the season calendar: agenda on a phone, the dual, a weekly practice edited for all', async ({
  browser,
  request,
}) => {
  const coach = await createCoach(request, 1);
  await createPlayer(request, await teamPin(request, coach));
  const auth = { Authorization: `Bearer ${coach.token}` };
  const { rosterId } = await ok<{ rosterId: number }>(
    await request.get('/api/auth/duals', {
      params: { skillLevel: TEAM_TYPES[coach.teams[0]!] },
      headers: auth,
    }),
  );
  await ok(
    await request.post('/api/auth/duals', {
      headers: auth,
      data: {
        rosterId,
        opponentName: 'Lincoln Prep',
        site: 'away',
        place: 'Lincoln courts',
        startsAt: '2031-04-10T20:00:00Z',
        format: { preset: 'custom', singles: 3, doubles: 0 },
      },
    }),
  );

  const context = await browser.newContext({ viewport: PHONE, timezoneId: 'UTC' });
  const page = await context.newPage();
  await openSignedIn(page, coach, '/calendar?date=2031-04-01');

  // A phone opens on the agenda, which lists the dual (the feed's rule: a coach sees their team's drafts).
  await expect(page.getByRole('button', { name: 'Agenda', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const agenda = page.getByTestId('calendar-agenda');
  await expect(agenda.getByText('Dual vs Lincoln Prep')).toBeVisible();
  // The agenda pages by month, and its arrows say so (not their translation keys).
  await expect(page.getByRole('button', { name: 'Previous month', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next month', exact: true })).toBeVisible();

  // A weekly practice through the end of the month.
  const title = uniqueName('Practice');
  await page.getByRole('button', { name: 'New event', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Team').selectOption({ label: TEAM_LABELS[coach.teams[0]!] });
  await dialog.getByLabel('Starts').fill('2031-04-08T16:00');
  await dialog.getByLabel('Ends').fill('2031-04-08T17:30');
  await dialog.getByRole('checkbox', { name: 'Repeats every week' }).check();
  await dialog.getByLabel('Last day').fill('2031-04-29');
  await expect(dialog.getByRole('checkbox', { name: /^Ask players: text them/ })).toBeChecked();
  await snapshot(page, 'calendar-series-form-en-390');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(agenda.getByText(title, { exact: true })).toHaveCount(4);
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
  await snapshot(page, 'calendar-agenda-en-390');

  // The dual opens read-only with a link to its page.
  await agenda.getByText('Dual vs Lincoln Prep').click();
  const dual = page.getByRole('dialog', { name: 'Dual match vs Lincoln Prep' });
  await expect(dual.getByRole('link', { name: 'Open the dual match' })).toBeVisible();
  await snapshot(page, 'calendar-dual-en-390');
  await dual.getByRole('button', { name: 'Close' }).click();

  // Edit the second practice for all later ones.
  await agenda.getByText(title, { exact: true }).nth(1).click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await edit.getByLabel('Title').fill(`${title} (gym)`);
  await edit.getByRole('radio', { name: 'This and every later event of the series' }).check();
  await snapshot(page, 'calendar-series-edit-en-390');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(agenda.getByText(`${title} (gym)`, { exact: true })).toHaveCount(3);
  await expect(agenda.getByText(title, { exact: true })).toHaveCount(1);

  // The month grid, chosen with the toggle, is remembered.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await openApp(page, '/calendar?date=2031-04-01');
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await snapshot(page, 'calendar-month-en-390');

  await page.setViewportSize(DESKTOP);
  await expect(page.getByText('Dual vs Lincoln Prep')).toBeVisible();
  await snapshot(page, 'calendar-month-en-1440');
  await page.getByRole('button', { name: 'Agenda', exact: true }).click();
  await snapshot(page, 'calendar-agenda-en-1440');

  // Arabic, right to left.
  await switchLanguage(page, 'ar');
  await expect(page.getByText('مباراة فرق ضد Lincoln Prep')).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'calendar-agenda-ar-1440');
  await page.setViewportSize(PHONE);
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await snapshot(page, 'calendar-agenda-ar-390');
  await page.getByRole('button', { name: 'شهر', exact: true }).click();
  await snapshot(page, 'calendar-month-ar-390');
  await context.close();
});
