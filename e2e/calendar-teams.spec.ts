import { expect, test, type Page } from '@playwright/test';
import {
  createCoach,
  createPlayer,
  openSignedIn,
  TEAM_LABELS,
  teamPin,
  uniqueName,
} from './fixtures/accounts';
import { HANDLES, SKILL_OF_TEAM, switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { pageScrollWidth } from './fixtures/browser';
import { addEvent } from './fixtures/calendar';
import { createTennisMatch } from './fixtures/matches';
import { snapshot } from './fixtures/ui';

/*
 * Issue 17 points 23 and 24: a New event button, events with a place and a team, the teams'
 * matches in the calendar (read-only, linked to their page), and Latin titles in the Arabic
 * calendar cut at their own end.
 */

test.describe.configure({ timeout: 240_000 });
test.use({ timezoneId: 'UTC' });

const entry = (page: Page, name: RegExp) => page.getByRole('button', { name });
/** The element of a chip that cuts its text (text-overflow). */
const chipText = (page: Page, name: RegExp) => entry(page, name).locator('[dir="auto"]');

test('a coach adds a team event with a place from the New event button; the team sees it and its matches, another team does not', async ({
  page,
  browser,
  request,
}) => {
  const coach = await createCoach(request, 2);
  const [first, second] = coach.teams as [(typeof coach.teams)[0], (typeof coach.teams)[0]];
  const pin = await teamPin(request, coach);
  const ann = await createPlayer(request, pin);
  const ben = await createPlayer(request, pin);
  await createTennisMatch(request, coach, {
    type: 2,
    players: [ann, ben],
    date: '2030-06-12',
    time: '15:00',
  });
  const matchName = new RegExp(`^Official match: ${ann.firstName} Tester – ${ben.firstName} Tester`);

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, coach, '/calendar?view=month&date=2030-06-12');
  await expect(entry(page, matchName)).toBeVisible();
  await expectAccessible(page);

  // The match is read-only here, with the way to its page.
  await entry(page, matchName).click();
  const matchDialog = page.getByRole('dialog', { name: 'Official match' });
  await expect(matchDialog).toBeVisible();
  await expect(matchDialog.getByText(TEAM_LABELS[first])).toBeVisible();
  await expect(matchDialog.getByRole('link', { name: 'Open the matches page' })).toHaveAttribute(
    'href',
    `/matches/official/${HANDLES[SKILL_OF_TEAM[first]]}`,
  );
  await expect(matchDialog.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await snapshot(page, 'calendar-match-en-1440');
  await matchDialog.getByRole('button', { name: 'Close' }).click();

  // New event, beside tapping a day: for the second team only, with a place.
  const forSecond = uniqueName('Varsity dinner');
  await page.getByRole('button', { name: 'New event', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Title').fill(forSecond);
  await dialog.getByLabel('Place').fill('Riverside HS, court 3');
  await dialog.getByLabel('Team').selectOption({ label: TEAM_LABELS[second] });
  await dialog.getByLabel('Starts').fill('2030-06-13T18:00');
  await dialog.getByLabel('Ends').fill('2030-06-13T20:00');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  // And one for the first team, from a day of the month.
  const forFirst = uniqueName('JV fitness');
  await page.getByRole('button', { name: 'New event on Friday, June 14, 2030' }).click();
  dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Title').fill(forFirst);
  await dialog.getByLabel('Team').selectOption({ label: TEAM_LABELS[first] });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(entry(page, new RegExp(`^${forSecond}[,،] `))).toBeVisible();

  // Reopened, the event keeps its place and team.
  await entry(page, new RegExp(`^${forSecond}[,،] `)).click();
  dialog = page.getByRole('dialog', { name: 'Edit event' });
  await expect(dialog.getByLabel('Place')).toHaveValue('Riverside HS, court 3');
  await expect(dialog.getByLabel('Team')).toHaveValue(String(SKILL_OF_TEAM[second]));
  await snapshot(page, 'calendar-event-team-en-1440');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A player of the first team: its match and event, not the second team's event; read-only.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, timezoneId: 'UTC' });
  const phone = await context.newPage();
  await openSignedIn(phone, ann, '/calendar?view=week&date=2030-06-12');
  await expect(entry(phone, matchName)).toBeVisible();
  await expect(entry(phone, new RegExp(`^${forFirst}[,،] `))).toBeVisible();
  await expect(entry(phone, new RegExp(`^${forSecond}[,،] `))).toHaveCount(0);
  await expect(phone.getByRole('button', { name: 'New event', exact: true })).toHaveCount(0);
  await expect.poll(() => pageScrollWidth(phone)).toBeLessThanOrEqual(360);
  await expectAccessible(phone);
  await snapshot(phone, 'calendar-player-week-en-360');
  await entry(phone, new RegExp(`^${forFirst}[,،] `)).click();
  const details = phone.getByRole('dialog', { name: forFirst });
  await expect(details.getByText(TEAM_LABELS[first])).toBeVisible();
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await context.close();
});

test('Arabic: Latin titles in chips keep their own direction and are cut at their own end, on a phone and a desktop', async ({
  page,
  request,
}) => {
  const coach = await createCoach(request, 1);
  const pin = await teamPin(request, coach);
  const ann = await createPlayer(request, pin);
  const ben = await createPlayer(request, pin);
  await createTennisMatch(request, coach, {
    type: 3,
    players: [ann, ben],
    date: '2030-06-12',
    time: '09:00',
  });
  const moved = `Team dinner at Riverside HS (moved) ${uniqueName('x')}`;
  await addEvent(request, coach, { name: moved, startTime: '2030-06-12 16:00', endTime: '2030-06-12 17:30' });

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, coach, '/calendar?view=month&date=2030-06-12');
  await switchLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const movedChip = new RegExp(`^Team dinner at Riverside HS \\(moved\\)`);
  await expect(chipText(page, movedChip)).toHaveCSS('direction', 'ltr');
  await expect(chipText(page, movedChip)).toHaveCSS('text-overflow', 'ellipsis');
  // The match chip: an Arabic label, the Latin names in their own direction.
  const matchChip = new RegExp(`^مباراة تدريبية: ${ann.firstName}`);
  await expect(entry(page, matchChip)).toBeVisible();
  await expect(chipText(page, matchChip)).toHaveCSS('direction', 'ltr');
  // The New event button in Arabic.
  await expect(page.getByRole('button', { name: 'حدث جديد', exact: true })).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'calendar-chips-ar-1440');

  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
  await expect(chipText(page, movedChip)).toHaveCSS('direction', 'ltr');
  // The chip is narrower than its text: it is cut, and the start of the title is what shows.
  const box = await entry(page, movedChip).boundingBox();
  const text = await chipText(page, movedChip).boundingBox();
  expect(text!.width).toBeLessThanOrEqual(box!.width);
  await expectAccessible(page);
  await snapshot(page, 'calendar-chips-ar-360');
  await entry(page, matchChip).click();
  const matchDialog = page.getByRole('dialog', { name: 'مباراة تدريبية' });
  await expect(matchDialog.getByRole('link', { name: 'افتح صفحة المباريات' })).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'calendar-match-ar-360');
  await matchDialog.getByRole('button', { name: 'إغلاق' }).click();
  await page.getByRole('button', { name: 'أسبوع', exact: true }).click();
  await expect(entry(page, movedChip).locator('[dir="auto"]')).toHaveCSS('direction', 'ltr');
  await snapshot(page, 'calendar-week-ar-360');
});
