import { expect, test, type Locator, type Page } from '@playwright/test';
import { createCoach, createPlayer, openSignedIn, teamPin, uniqueName } from './fixtures/accounts';
import { expectAccessible } from './fixtures/axe';
import { pageScrollWidth } from './fixtures/browser';
import { addEvent, listEvents } from './fixtures/calendar';
import { snapshot } from './fixtures/ui';

/*
 * /calendar (SPEC.md sections 3, 4, 7 and 8): month, week and day views in the viewer's time
 * zone, the event dialog (new from a slot, edit from an event, delete confirmed), players
 * read-only, and the private iCalendar feed.
 */

// Journeys with many axe scans, on a machine shared with other test runs.
test.describe.configure({ timeout: 180_000 });

/** Intl puts thin and narrow no-break spaces in times and ranges: compare with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
const sp = (text: string) => text.replace(/ /g, '\\s');

const slot = (page: Page, date: string, time: string) =>
  page.getByRole('button', { name: new RegExp(`^New event on ${sp(date)} at ${sp(time)}$`) });
const dayCell = (page: Page, date: string) => page.getByRole('button', { name: `New event on ${date}` });
const eventButton = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title}[,،] `) });
const rangeHeading = (page: Page) => page.getByTestId('calendar-range');

async function expectEventTime(event: Locator, when: string) {
  await expect.poll(async () => plain(await event.getAttribute('aria-label'))).toContain(when);
}

/** Counts the calls that change events, to prove refused input never leaves the page. */
function countEventWrites(page: Page): () => number {
  let writes = 0;
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /CalendarEvent/.test(request.url())) writes += 1;
  });
  return () => writes;
}

test.describe('coach calendar (Istanbul, UTC+3)', () => {
  test.use({ timezoneId: 'Europe/Istanbul' });

  test('creates from a slot, edits, moves, switches views and deletes with a confirmation', async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request);
    const writes = countEventWrites(page);
    await openSignedIn(page, coach, '/calendar?view=week&date=2030-06-12');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await expect(rangeHeading(page)).toHaveText(/^June 9\s–\s15, 2030$/);
    await expect(page.getByText('No events this week.')).toBeVisible();
    await expect(page.getByText('Times are shown in your time zone (Europe/Istanbul).')).toBeVisible();
    await expectAccessible(page);

    // A click on an hour opens the dialog as new, from that hour to the next.
    await slot(page, 'Wednesday, June 12, 2030', '10:00 AM').click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Starts')).toHaveValue('2030-06-12T10:00');
    await expect(dialog.getByLabel('Ends')).toHaveValue('2030-06-12T11:00');
    await expectAccessible(page);

    // Refused before anything is sent: a title is required and the end must follow the start.
    await dialog.getByLabel('Ends').fill('2030-06-12T09:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a title.')).toBeVisible();
    await expect(dialog.getByText('The end must be after the start.')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    expect(writes()).toBe(0);

    const title = uniqueName('Practice');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Ends').fill('2030-06-12T11:00');
    await dialog.getByLabel('Description').fill('Bring two cans of balls.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    const event = eventButton(page, title);
    await expectEventTime(event, 'Wednesday, June 12, 2030, 10:00 – 11:00 AM');
    // Stored in UTC at minute precision: 10:00 in Istanbul is 07:00 UTC.
    let [stored] = await listEvents(request, coach);
    expect(stored).toMatchObject({
      name: title,
      description: 'Bring two cans of balls.',
      startTime: '2030-06-12 07:00',
      endTime: '2030-06-12 08:00',
    });
    await snapshot(page, 'calendar-week-en-1440');

    // A click on the event opens it as edit with its data; changing the times moves it.
    await event.click();
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await expect(edit.getByLabel('Description')).toHaveValue('Bring two cans of balls.');
    await expect(edit.getByLabel('Starts')).toHaveValue('2030-06-12T10:00');
    await expectAccessible(page);
    await snapshot(page, 'calendar-dialog-en-1440');
    await edit.getByLabel('Starts').fill('2030-06-14T15:00');
    await edit.getByLabel('Ends').fill('2030-06-14T16:30');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expectEventTime(event, 'Friday, June 14, 2030, 3:00 – 4:30 PM');
    [stored] = await listEvents(request, coach);
    expect(stored).toMatchObject({ startTime: '2030-06-14 12:00', endTime: '2030-06-14 13:30' });

    // Month and day views show it too.
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect(rangeHeading(page)).toHaveText('June 2030');
    await expect(event).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'calendar-month-en-1440');
    // A day clicked in the month view suggests 09:00-10:00.
    await dayCell(page, 'Thursday, June 20, 2030').click();
    await expect(page.getByRole('dialog', { name: 'New event' }).getByLabel('Starts')).toHaveValue(
      '2030-06-20T09:00',
    );
    await expect(page.getByRole('dialog', { name: 'New event' }).getByLabel('Ends')).toHaveValue(
      '2030-06-20T10:00',
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect(rangeHeading(page)).toHaveText('Wednesday, June 12, 2030');
    await expect(page.getByText('No events on this day.')).toBeVisible();
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(rangeHeading(page)).toHaveText('Friday, June 14, 2030');
    await expect(event).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'calendar-day-en-1440');

    // Keyboard: the hours are one Tab stop moved with the arrow keys; Enter opens a new event.
    await slot(page, 'Friday, June 14, 2030', '9:00 AM').focus();
    await page.keyboard.press('ArrowDown');
    await expect(slot(page, 'Friday, June 14, 2030', '10:00 AM')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'New event' }).getByLabel('Starts')).toHaveValue(
      '2030-06-14T10:00',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await event.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Edit event' })).toBeVisible();

    // Delete asks first; Cancel keeps the event.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this event?' });
    await expect(confirm).toContainText(
      `"${title}" will be removed from the calendar. This cannot be undone.`,
    );
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    expect(await listEvents(request, coach)).toHaveLength(1);
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(event).toHaveCount(0);
    await expect(page.getByText('No events on this day.')).toBeVisible();
    expect(await listEvents(request, coach)).toEqual([]);

    // Previous, next and today move the range; the address keeps the view and date.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page).toHaveURL(/view=week&date=2030-06-14/);
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(rangeHeading(page)).toHaveText(/^June 2\s–\s8, 2030$/);
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(rangeHeading(page)).not.toHaveText(/2030/);
    await expect(page.getByTestId('now-line')).toHaveCount(1);
  });
});

test('a player sees the team coaches events read-only', async ({ page, request }) => {
  const coach = await createCoach(request, 1);
  const title = uniqueName('Match');
  await addEvent(request, coach, {
    name: title,
    description: 'Bus leaves at noon.',
    startTime: '2030-06-12 16:00',
    endTime: '2030-06-12 17:00',
  });
  const player = await createPlayer(request, await teamPin(request, coach));
  const writes = countEventWrites(page);
  await openSignedIn(page, player, '/calendar?view=week&date=2030-06-12');
  await expect(
    page.getByText("These are your team's events and matches. Only coaches can change them."),
  ).toBeVisible();
  const event = eventButton(page, title);
  await expect(event).toBeVisible();
  // No empty slot is offered for a new event.
  await expect(page.getByRole('button', { name: /^New event/ })).toHaveCount(0);
  await expectAccessible(page);

  await event.click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toContainText('Bus leaves at noon.');
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);

  // In the month view a day opens that day instead.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await page.getByRole('button', { name: 'Show Wednesday, June 12, 2030' }).click();
  await expect(rangeHeading(page)).toHaveText('Wednesday, June 12, 2030');
  await expect(event).toBeVisible();
  expect(writes()).toBe(0);
});

for (const zone of [
  {
    timezoneId: 'America/Los_Angeles',
    date: '2030-06-12',
    shown: 'Wednesday, June 12, 2030, 9:00 – 10:30 AM',
    slotDate: 'Wednesday, June 12, 2030',
    slotTime: '9:00 PM',
    slotUtc: '2030-06-13 04:00',
  },
  {
    timezoneId: 'Asia/Tokyo',
    date: '2030-06-13',
    shown: 'Thursday, June 13, 2030, 1:00 – 2:30 AM',
    slotDate: 'Thursday, June 13, 2030',
    slotTime: '8:00 AM',
    slotUtc: '2030-06-12 23:00',
  },
]) {
  test.describe(`time zone ${zone.timezoneId}`, () => {
    test.use({ timezoneId: zone.timezoneId });

    test('a known UTC time shows at the local time, and a local slot is saved in UTC', async ({
      page,
      request,
    }) => {
      const coach = await createCoach(request);
      const title = uniqueName('Zone');
      await addEvent(request, coach, {
        name: title,
        startTime: '2030-06-12 16:00',
        endTime: '2030-06-12 17:30',
      });
      await openSignedIn(page, coach, `/calendar?view=day&date=${zone.date}`);
      await expect(page.getByText(`(${zone.timezoneId})`)).toBeVisible();
      await expectEventTime(eventButton(page, title), zone.shown);

      await slot(page, zone.slotDate, zone.slotTime).click();
      const dialog = page.getByRole('dialog', { name: 'New event' });
      await dialog.getByLabel('Title').fill(`${title} local`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(eventButton(page, `${title} local`)).toBeVisible();
      const saved = (await listEvents(request, coach)).find((e) => e.name === `${title} local`);
      expect(saved?.startTime).toBe(zone.slotUtc);
    });
  });
}

test('the subscribe panel shows the private feed, copies it and resets it', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const coach = await createCoach(request);
  const title = uniqueName('Feed');
  await addEvent(request, coach, { name: title, startTime: '2030-06-12 16:00', endTime: '2030-06-12 17:00' });
  await openSignedIn(page, coach, '/calendar');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const panel = page.getByRole('dialog', { name: 'Subscribe to this calendar' });
  const urlField = panel.getByLabel('Calendar link');
  await expect(urlField).toHaveValue(/^https?:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await urlField.inputValue();
  await expect(panel.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  await expectAccessible(page);
  await snapshot(page, 'calendar-subscribe-en-1440');

  // The feed is a calendar a calendar app can read, with the coach's event.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toContain('DTSTART:20300612T160000Z');

  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('The link has been copied.')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(url);

  // Reset asks first; the old link stops working.
  await panel.getByRole('button', { name: 'Reset link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset the calendar link?' });
  await expect(confirm).toContainText('The old link stops working at once.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Reset link' }).click();
  await expect(page.getByText('A new link has been made. The old link no longer works.')).toBeVisible();
  await expect(urlField).not.toHaveValue(url);
  const newUrl = await urlField.inputValue();
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.get(newUrl)).status()).toBe(200);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
});

test('Arabic right-to-left and phone widths', async ({ page, request }) => {
  const coach = await createCoach(request);
  const title = uniqueName('Drill');
  await addEvent(request, coach, { name: title, startTime: '2030-06-12 16:00', endTime: '2030-06-12 17:30' });
  await addEvent(request, coach, {
    name: uniqueName('Fitness'),
    startTime: '2030-06-12 16:30',
    endTime: '2030-06-12 18:00',
  });
  await addEvent(request, coach, {
    name: uniqueName('Meeting'),
    startTime: '2030-06-18 07:00',
    endTime: '2030-06-18 08:00',
  });

  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, coach, '/calendar?view=month&date=2030-06-12');
  await expect(eventButton(page, title)).toBeVisible();
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await snapshot(page, 'calendar-month-en-360');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(eventButton(page, title)).toBeVisible();
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
  await snapshot(page, 'calendar-week-en-360');

  await page.setViewportSize({ width: 1440, height: 900 });
  // Left to right: the week's first day is on the left.
  const firstDayX = async () => (await page.locator('[data-hour="9"]').first().boundingBox())!.x;
  const lastDayX = async () => (await page.locator('[data-hour="9"]').last().boundingBox())!.x;
  expect(await firstDayX()).toBeLessThan(await lastDayX());

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'التقويم', level: 1 })).toBeVisible();
  // Right to left: the week grid is mirrored, its first day (Saturday in Arabic) on the right.
  expect(await firstDayX()).toBeGreaterThan(await lastDayX());
  await expectAccessible(page);
  await snapshot(page, 'calendar-week-ar-1440');
  await page.getByRole('button', { name: 'شهر', exact: true }).click();
  await expect(eventButton(page, title)).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'calendar-month-ar-1440');
  await eventButton(page, title).click();
  await expect(page.getByRole('dialog', { name: 'تعديل الحدث' })).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'calendar-dialog-ar-1440');
  await page.getByRole('button', { name: 'إلغاء' }).click();

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await snapshot(page, 'calendar-month-ar-360');
  await page.getByRole('button', { name: 'يوم', exact: true }).click();
  await snapshot(page, 'calendar-day-ar-360');
  await eventButton(page, title).click();
  await expect(page.getByRole('dialog', { name: 'تعديل الحدث' })).toBeVisible();
  await snapshot(page, 'calendar-dialog-ar-360');
});
