import { expect, test, type Page } from '@playwright/test';
import { createCoach, createPlayer, openSignedIn, TEAM_LABELS, teamPin } from './fixtures/accounts';
import { HANDLES, sendAnnouncement, SKILL_OF_TEAM, switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { openApp, pageScrollWidth, reloadApp } from './fixtures/browser';
import { snapshot } from './fixtures/ui';

/*
 * Issue 17 points 21-23: compose drafts that survive Cancel, Escape, back and reload; a visible
 * New announcement button on a phone; the menu's badge of unread announcements and unanswered
 * polls; Latin subjects and previews in the Arabic list cut at their own end.
 */

test.describe.configure({ timeout: 240_000 });

const compose = (page: Page) => page.getByRole('dialog', { name: /^(New announcement|إعلان جديد)$/ });
const confirmDiscard = (page: Page) =>
  page.getByRole('dialog', { name: /^(Discard this announcement\?|تجاهل هذا الإعلان؟)$/ });
const listPane = (page: Page) =>
  page.getByRole('region', { name: /^(Announcements|الإعلانات)$/, exact: true });
const readingPane = (page: Page) =>
  page.getByRole('region', { name: /^(Announcement|الإعلان)$/, exact: true });
const draftCount = (page: Page) =>
  page.evaluate<number>(
    "Object.keys(localStorage).filter((k) => k.startsWith('courtside:announcement-draft:')).length",
  );

test('a coach on a phone keeps a draft through Escape, Cancel, back and reload, and discards or sends it', async ({
  page,
  request,
}) => {
  const coach = await createCoach(request, 1);
  const team = coach.teams[0]!;
  const handle = HANDLES[SKILL_OF_TEAM[team]]!;
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, coach, '/calendar');
  // Into the announcements the way a coach goes, so back has somewhere to go.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Announcements/Polls' }).click();
  await page.getByRole('link', { name: new RegExp(TEAM_LABELS[team]) }).click();
  await expect(page).toHaveURL(new RegExp(`/announcements/${handle}$`));

  // In sight on a phone, not behind the lists' menu.
  const newButton = page.getByRole('main').getByRole('button', { name: 'New announcement' });
  await expect(newButton).toBeInViewport();
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await snapshot(page, 'announcements-list-en-360');
  await newButton.click();
  await compose(page).getByRole('textbox', { name: 'Subject' }).fill('Team dinner?');
  await compose(page).getByRole('textbox', { name: 'Message' }).fill('Friday 7 pm at Riverside HS.');

  // Escape asks; keeping on leaves the text as it was.
  await page.keyboard.press('Escape');
  await expect(confirmDiscard(page)).toBeVisible();
  await expect(confirmDiscard(page).getByRole('button', { name: 'Keep editing' })).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'announcements-discard-en-360');
  await confirmDiscard(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirmDiscard(page)).toHaveCount(0);
  await expect(compose(page).getByRole('textbox', { name: 'Subject' })).toHaveValue('Team dinner?');

  // Cancel asks too.
  await compose(page).getByRole('button', { name: 'Cancel' }).click();
  await confirmDiscard(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(compose(page)).toBeVisible();

  // The browser's back button asks, and staying keeps the page and the text.
  await page.goBack();
  await expect(confirmDiscard(page)).toBeVisible();
  await confirmDiscard(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(new RegExp(`/announcements/${handle}$`));
  await expect(compose(page).getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Friday 7 pm at Riverside HS.',
  );
  expect(await draftCount(page)).toBe(1);

  // A reload: the browser's leave-page prompt, and the draft is there when the composer reopens.
  let prompt = '';
  page.once('dialog', (d) => {
    prompt = d.type();
    void d.accept();
  });
  await reloadApp(page);
  expect(prompt).toBe('beforeunload');
  await page.getByRole('main').getByRole('button', { name: 'New announcement' }).click();
  await expect(compose(page).getByRole('textbox', { name: 'Subject' })).toHaveValue('Team dinner?');
  await expect(
    compose(page).getByText('Your unsent draft for this audience has been restored.'),
  ).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'announcements-draft-restored-en-360');

  // Discard: gone from the dialog and from the device.
  await page.keyboard.press('Escape');
  await confirmDiscard(page).getByRole('button', { name: 'Discard' }).click();
  await expect(compose(page)).toHaveCount(0);
  expect(await draftCount(page)).toBe(0);
  await page.getByRole('main').getByRole('button', { name: 'New announcement' }).click();
  await expect(compose(page).getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  // Nothing written: it closes without asking.
  await page.keyboard.press('Escape');
  await expect(compose(page)).toHaveCount(0);
  await expect(confirmDiscard(page)).toHaveCount(0);

  // Sent: the draft is gone, and the message is not asked about on the way to it.
  await page.getByRole('main').getByRole('button', { name: 'New announcement' }).click();
  await compose(page).getByRole('textbox', { name: 'Subject' }).fill('Bus at 7:30');
  await compose(page).getByRole('textbox', { name: 'Message' }).fill('Bring water.');
  await compose(page).getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(new RegExp(`/announcements/${handle}/\\d+$`));
  await expect(confirmDiscard(page)).toHaveCount(0);
  expect(await draftCount(page)).toBe(0);

  // Arabic: the same button and confirmation.
  await switchLanguage(page, 'ar');
  await openApp(page, `/announcements/${handle}`);
  await page.getByRole('main').getByRole('button', { name: 'إعلان جديد' }).click();
  await compose(page).getByRole('textbox', { name: 'الموضوع' }).fill('Team dinner?');
  await page.keyboard.press('Escape');
  await expect(confirmDiscard(page).getByRole('button', { name: 'متابعة التحرير' })).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'announcements-discard-ar-360');
  await confirmDiscard(page).getByRole('button', { name: 'تجاهل' }).click();
  await expect(compose(page)).toHaveCount(0);
});

test('the menu badge counts unread announcements and unanswered polls; Latin subjects stay whole in Arabic', async ({
  page,
  request,
}) => {
  const coach = await createCoach(request, 1);
  const team = coach.teams[0]!;
  const skillLevel = SKILL_OF_TEAM[team];
  const pin = await teamPin(request, coach);
  const player = await createPlayer(request, pin);
  await sendAnnouncement(request, coach, {
    skillLevel,
    subject: 'Team dinner?',
    message: 'Riverside HS cafeteria, Friday 7 pm. Tell us if you come so we can book enough tables.',
    poll: { options: ['Yes', 'No'] },
  });
  await sendAnnouncement(request, coach, {
    skillLevel,
    subject: 'Practice moved to Riverside HS (courts 5-8) because of the resurfacing work',
    message: 'Same time.',
  });

  // On a phone the menu is folded away: its button carries each badge's count in its own words (the
  // unanswered poll is also on the to-do list: it is not added up into one number).
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, player, '/ladder');
  await expect(page.getByRole('button', { name: /^Open navigation/ })).toHaveAccessibleName(
    'Open navigation, 2 unread or waiting for an answer, 1 waiting for you',
  );
  await expect(page.getByRole('heading', { name: 'Team Ladder' })).toBeVisible();
  await snapshot(page, 'announcements-badge-en-390');
  await switchLanguage(page, 'ar');
  await expect(page.getByRole('button', { name: /^فتح القائمة/ })).toHaveAccessibleName(
    /2 غير مقروء أو بانتظار إجابة, 1 بانتظارك$/,
  );
  await expectAccessible(page);
  await snapshot(page, 'announcements-badge-ar-390');
  await switchLanguage(page, 'en');

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, player, '/ladder');
  const menuItem = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Announcements\/Polls/ });
  await expect(menuItem).toHaveAccessibleName('Announcements/Polls 2 unread or waiting for an answer');
  await expect(menuItem).toContainText('2');
  await expectAccessible(page);
  await snapshot(page, 'announcements-badge-en-1440');

  await menuItem.click();
  await listPane(page)
    .getByRole('link', { name: /Practice moved/ })
    .click();
  await expect(readingPane(page).getByRole('heading', { name: /Practice moved/ })).toBeVisible();
  await expect(menuItem).toHaveAccessibleName('Announcements/Polls 1 unread or waiting for an answer');
  // Opened but not answered, a poll still counts.
  await listPane(page)
    .getByRole('link', { name: /Team dinner\?/ })
    .click();
  await expect(readingPane(page).getByRole('heading', { name: 'Team dinner?' })).toBeVisible();
  await expect(menuItem).toHaveAccessibleName('Announcements/Polls 1 unread or waiting for an answer');
  await readingPane(page).getByRole('radio', { name: 'Yes' }).check();
  await readingPane(page).getByRole('button', { name: 'Send answer' }).click();
  await expect(menuItem).toHaveAccessibleName('Announcements/Polls');

  // The coach reads the same list in Arabic: Latin subjects and previews keep their direction,
  // and the long one is cut at its own end.
  await openSignedIn(page, coach, `/announcements/${HANDLES[skillLevel]}`);
  await switchLanguage(page, 'ar');
  const subject = listPane(page).getByText('Team dinner?', { exact: true });
  await expect(subject).toHaveAttribute('dir', 'auto');
  await expect(subject).toHaveCSS('direction', 'ltr');
  const long = listPane(page).getByText(/^Practice moved to Riverside HS/);
  await expect(long).toHaveCSS('direction', 'ltr');
  await expect(long).toHaveCSS('text-overflow', 'ellipsis');
  await expect(listPane(page).getByText(/^Riverside HS cafeteria/)).toHaveCSS('direction', 'ltr');
  await expectAccessible(page);
  await snapshot(page, 'announcements-list-ar-1440');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
  await expect(long).toHaveCSS('direction', 'ltr');
  await expectAccessible(page);
  await snapshot(page, 'announcements-list-ar-360');
  await listPane(page)
    .getByRole('link', { name: /Team dinner\?/ })
    .click();
  await expect(readingPane(page).getByRole('heading', { name: 'Team dinner?' })).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'announcements-reading-ar-360');
});
