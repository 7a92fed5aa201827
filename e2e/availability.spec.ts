import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  createCoach,
  createPlayer,
  openSignedIn,
  teamPin,
  TEAM_LABELS,
  uniqueName,
} from './fixtures/accounts';
import { HANDLES, SKILL_OF_TEAM, switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { openApp, pageScrollWidth, reloadApp } from './fixtures/browser';
import { outboxPath } from './fixtures/outbox';
import { snapshot } from './fixtures/ui';

/*
 * Issue 22 at phone size: a coach creates a practice for the team and asks the players; one
 * answers from the text's one-tap link signed out, the other in the app; the coach sees the
 * counts, takes attendance in a few taps and sees each player's season rate, in English and Arabic.
 */

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };

/** The answer link texted to a phone (its path), once it has arrived. */
async function answerLinkTo(phone: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        const text = await readFile(outboxPath(), 'utf8').catch(() => '');
        const body = text
          .split('\n')
          .filter((l) => l.trim() !== '')
          .map((l) => JSON.parse(l) as { to: string; body: string })
          .filter((m) => m.to === phone && m.body.includes('/a/'))
          .at(-1)?.body;
        path = body ? new URL(/(https?:\/\/\S+)$/.exec(body)![1]!).pathname : '';
        return path;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\/a\/e\d+\./);
  return path;
}

/** Two cards of a page stand in one column: the same left and right edges, in whole pixels. */
async function expectSameColumn(page: Page, first: string, second: string) {
  const edges = async (name: string) => {
    const box = (await page.getByRole('region', { name }).boundingBox())!;
    return [Math.round(box.x), Math.round(box.x + box.width)];
  };
  // Both measured on each try: after a resize the page settles over a few frames (the side navigation
  // appears), and an edge measured once before that is no reference.
  await expect
    .poll(async () => {
      const [a, b] = [await edges(first), await edges(second)];
      return a.join() === b.join() ? 'same column' : `${first} ${a.join('-')}, ${second} ${b.join('-')}`;
    })
    .toBe('same column');
}

const pressed = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });

test('a practice asks the team: answers by link and in the app, counts, attendance and rates', async ({
  browser,
  request,
}) => {
  const coach = await createCoach(request, 1);
  const pin = await teamPin(request, coach);
  const ann = await createPlayer(request, pin);
  const ben = await createPlayer(request, pin);
  const annName = `${ann.firstName} ${ann.lastName}`;
  const benName = `${ben.firstName} ${ben.lastName}`;
  // Started an hour ago, so attendance is open (it is refused before the start); answers close at the end.
  const startsAt = new Date(Date.now() - 3_600_000);
  const local = (d: Date) => d.toISOString().slice(0, 16);
  const day = local(startsAt).slice(0, 10);

  const coachContext = await browser.newContext({ viewport: PHONE, timezoneId: 'UTC' });
  const page = await coachContext.newPage();
  await openSignedIn(page, coach, `/calendar?view=day&date=${day}`);

  // The coach creates the practice for the team.
  const title = uniqueName('Practice');
  await page.getByRole('button', { name: 'New event', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Team').selectOption({ label: TEAM_LABELS[coach.teams[0]!] });
  await dialog.getByLabel('Starts').fill(local(startsAt));
  await dialog.getByLabel('Ends').fill(local(new Date(startsAt.getTime() + 3 * 3_600_000)));
  // Asking is the coach's choice (issue 29): ticked for a team event; this coach asks from the page.
  const ask = dialog.getByRole('checkbox', { name: /^Ask players: text them/ });
  await expect(ask).toBeChecked();
  await ask.uncheck();
  await snapshot(page, 'availability-new-event-en-390');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  // Its dialog shows who is coming; the page asks the players.
  await page.getByRole('button', { name: new RegExp(`^${title}[,،] `) }).click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await edit
    .getByRole('link', { name: /^Who's coming: 0 going · 0 maybe · 0 not going · 2 no answer$/ })
    .click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/availability\/event\/\d+$/);
  const eventPath = new URL(page.url()).pathname;
  // Nobody was asked yet: the first send is the ask, not a reminder.
  await expect(page.getByRole('heading', { name: 'Ask players' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remind the others now' })).toHaveCount(0);
  await snapshot(page, 'availability-ask-en-390');
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('status').getByText('Texts sent: 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remind the others now' })).toBeDisabled();
  await expectAccessible(page);

  // Ann answers from her text, signed out.
  const link = await answerLinkTo(ann.phone);
  const annContext = await browser.newContext({ viewport: PHONE, timezoneId: 'UTC' });
  const annPage = await annContext.newPage();
  await openApp(annPage, link);
  await expect(annPage.getByText(`Answering for ${annName}`)).toBeVisible();
  await expect(annPage.getByRole('heading', { name: title })).toBeVisible();
  await annPage.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(annPage.getByText('Answer saved')).toBeVisible();
  await expect(pressed(annPage, 'Are you going?', 'Going')).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(annPage);
  await snapshot(annPage, 'availability-link-en-390');
  // The same link altered is refused.
  await openApp(annPage, link.slice(0, -1) + (link.endsWith('A') ? 'B' : 'A'));
  await expect(annPage.getByText('This link is not valid. Sign in to answer in the app.')).toBeVisible();

  // Ben answers in the app, with a note.
  const benContext = await browser.newContext({ viewport: PHONE, timezoneId: 'UTC' });
  const benPage = await benContext.newPage();
  await openSignedIn(benPage, ben, eventPath);
  await benPage.getByLabel('Note (optional)').fill('Exam that day');
  await benPage.getByRole('button', { name: 'Not going', exact: true }).click();
  await expect(benPage.getByText('Answer saved')).toBeVisible();
  await expect(benPage.getByRole('button', { name: 'Remind the others now' })).toHaveCount(0);

  // The coach sees the counts and names.
  await reloadApp(page);
  await expect(page.getByText('Going: 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Not going: 1')).toBeVisible();
  await expect(page.getByText('No answer: 0')).toBeVisible();
  await expect(page.getByText('Exam that day')).toBeVisible();
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await snapshot(page, 'availability-coach-en-390');

  // Attendance: defaults from the answers, one tap changes a mark, then the season rates.
  await page.getByRole('link', { name: 'Take attendance' }).click();
  await expect(pressed(page, annName, 'Present')).toHaveAttribute('aria-pressed', 'true');
  await expect(pressed(page, benName, 'Excused')).toHaveAttribute('aria-pressed', 'true');
  // "All present" marks everyone at once; one tap changes a mark.
  await page.getByRole('button', { name: 'All present' }).click();
  await expect(pressed(page, benName, 'Present')).toHaveAttribute('aria-pressed', 'true');
  await pressed(page, benName, 'Excused').click();
  await pressed(page, annName, 'Late').click();
  await page.getByRole('button', { name: 'Save attendance' }).click();
  await expect(page.getByText('Attendance saved')).toBeVisible();
  await expect(page.getByText('Season attendance: 100%')).toBeVisible();
  await expect(page.getByText('Season attendance: —')).toBeVisible();
  await expect(page.getByText('not saved yet')).toHaveCount(0);
  await expectAccessible(page);
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await snapshot(page, 'availability-attendance-en-390');

  // The roster shows the season's rates under the ladder.
  await openApp(page, `/ladder/${HANDLES[SKILL_OF_TEAM[coach.teams[0]!]]}`);
  const rates = page.getByRole('table', { name: 'Season attendance' });
  await expect(rates.getByRole('row', { name: `${annName} 100%` })).toBeVisible();
  await expect(rates.getByRole('row', { name: `${benName} —` })).toBeVisible();
  await expectSameColumn(page, 'Season attendance', 'Recent ladder changes');
  await snapshot(page, 'availability-roster-en-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectSameColumn(page, 'Season attendance', 'Recent ladder changes');
  await snapshot(page, 'availability-roster-en-1440');
  await page.setViewportSize(PHONE);
  await page.goBack();

  // Arabic, right to left.
  await switchLanguage(page, 'ar');
  await expect(page.getByRole('button', { name: 'حفظ الحضور' })).toBeVisible();
  await expect(page.getByText('نسبة الحضور هذا الموسم: 100٪')).toBeVisible();
  await expectAccessible(page);
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await snapshot(page, 'availability-attendance-ar-390');
  await openApp(page, eventPath);
  await expect(page.getByText('سأحضر: 1', { exact: true })).toBeVisible();
  await snapshot(page, 'availability-coach-ar-390');
  // The roster's season attendance in Arabic stands in the ladder's column too, at both widths.
  await openApp(page, `/ladder/${HANDLES[SKILL_OF_TEAM[coach.teams[0]!]]}`);
  await expect(page.getByRole('table', { name: 'الحضور هذا الموسم' })).toBeVisible();
  await expectSameColumn(page, 'الحضور هذا الموسم', 'آخر تغييرات الترتيب');
  await snapshot(page, 'availability-roster-ar-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectSameColumn(page, 'الحضور هذا الموسم', 'آخر تغييرات الترتيب');
  await snapshot(page, 'availability-roster-ar-1440');
  await page.setViewportSize(PHONE);

  // Ben sees his own rate on his page: excused does not count against him.
  await reloadApp(benPage);
  await expect(benPage.getByText('Season attendance: —')).toBeVisible();

  await Promise.all([coachContext.close(), annContext.close(), benContext.close()]);
});
