import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createCoach, createPlayer, openSignedIn, teamPin } from './fixtures/accounts';
import { switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { pageScrollWidth, reloadApp } from './fixtures/browser';
import { TEAM_HANDLES } from './fixtures/ladder';
import { snapshot } from './fixtures/ui';

/*
 * Issue 17, point 15: a player puts a photo in their settings; it shows in their navbar and on
 * their coach's ladder, in English and Arabic, on a phone and a desktop.
 */

test.describe.configure({ timeout: 150_000 });

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

/** A landscape picture (the server crops the middle square): a face-like drawing on a colour. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#2e7d32"/>
    <circle cx="400" cy="250" r="120" fill="#ffcc80"/>
    <circle cx="355" cy="230" r="14" fill="#3e2723"/><circle cx="445" cy="230" r="14" fill="#3e2723"/>
    <path d="M340 300 Q400 350 460 300" stroke="#3e2723" stroke-width="10" fill="none"/>
    <rect x="250" y="400" width="300" height="200" rx="90" fill="#1565c0"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Picks a file through the page's own button, as a person would (the browser's file chooser). */
async function chooseFile(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** The image has arrived and been drawn at its real size (not a broken image). */
async function expectLoaded(image: Locator, width: number) {
  await expect(image).toBeVisible();
  await expect
    .poll(() =>
      image.evaluate((el) => {
        const img = el as unknown as { complete: boolean; naturalWidth: number };
        return img.complete ? img.naturalWidth : 0;
      }),
    )
    .toBe(width);
}

test('a player uploads a photo in settings; it shows in their navbar and on the coach ladder', async ({
  browser,
  request,
}) => {
  const coach = await createCoach(request, 1);
  const player = await createPlayer(request, await teamPin(request, coach));
  const name = `${player.firstName} ${player.lastName}`;

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  let uploads = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/auth/settings/avatar')) uploads += 1;
  });
  await openSignedIn(page, player, '/settings');
  const section = page.getByRole('region', { name: 'Photo' });
  const choose = section.getByRole('button', { name: 'Choose a photo' });
  await expect(choose).toBeVisible();
  // No photo yet: initials, and no way to remove one.
  await expect(section.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
  await expectAccessible(page);
  await snapshot(page, 'avatar-settings-empty-en-360');

  // Too big: refused in the page, nothing is sent.
  await chooseFile(page, choose, {
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(section.getByText('This photo is larger than 5 MB. Choose a smaller one.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save photo' })).toHaveCount(0);
  expect(uploads).toBe(0);

  // A text file named .png: the browser calls it image/png, the server decodes it and refuses it.
  await chooseFile(page, choose, {
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some text, not a picture\n'.repeat(40)),
  });
  await section.getByRole('button', { name: 'Save photo' }).click();
  await expect(section.getByText('This file is not a JPEG, PNG or WebP photo.')).toBeVisible();
  expect(uploads).toBe(1);
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(choose).toBeFocused();

  // A real photo: previewed, then saved from the keyboard.
  await chooseFile(page, choose, { name: 'me.png', mimeType: 'image/png', buffer: await photo() });
  await expectLoaded(section.getByRole('img', { name: 'Preview of your new photo' }), 800);
  const save = section.getByRole('button', { name: 'Save photo' });
  await expect(save).toBeFocused();
  await snapshot(page, 'avatar-settings-preview-en-360');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your photo has been saved.')).toBeVisible();
  await expectLoaded(section.getByRole('img', { name }), 256);
  await expect(section.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
  await snapshot(page, 'avatar-settings-saved-en-360');

  // The navbar (the drawer on a phone) shows it.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main navigation' });
  await expectLoaded(drawer.locator(`img[alt="${name}"]`), 96);
  await snapshot(page, 'avatar-navbar-en-360');
  await page.keyboard.press('Escape');

  // Desktop width: the navbar beside the page, in English and in Arabic.
  await page.setViewportSize(DESKTOP);
  await expectLoaded(page.getByTestId('navbar').locator(`img[alt="${name}"]`), 96);
  await snapshot(page, 'avatar-settings-en-1440');
  await switchLanguage(page, 'ar');
  const sectionAr = page.getByRole('region', { name: 'الصورة' });
  await expect(sectionAr.getByRole('button', { name: 'إزالة الصورة' })).toBeVisible();
  await expectLoaded(page.getByTestId('navbar').locator(`img[alt="${name}"]`), 96);
  await snapshot(page, 'avatar-settings-ar-1440');
  await page.setViewportSize(PHONE);
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await snapshot(page, 'avatar-settings-ar-360');

  // The coach's ladder shows the photo in the player's row (alt text: the name).
  const coachContext = await browser.newContext({ viewport: DESKTOP });
  const coachPage = await coachContext.newPage();
  await openSignedIn(coachPage, coach, `/ladder/${TEAM_HANDLES[coach.teams[0]!]}`);
  // A table row on a wide screen, a list item on a phone.
  const row = coachPage.getByRole('row').or(coachPage.getByRole('listitem')).filter({ hasText: name });
  await expectLoaded(row.locator(`img[alt="${name}"]`), 96);
  await expectAccessible(coachPage);
  await snapshot(coachPage, 'avatar-ladder-en-1440');
  await coachPage.setViewportSize(PHONE);
  await expectLoaded(row.locator(`img[alt="${name}"]`), 96);
  await snapshot(coachPage, 'avatar-ladder-en-360');
  await switchLanguage(coachPage, 'ar');
  await expectLoaded(row.locator(`img[alt="${name}"]`), 96);
  await snapshot(coachPage, 'avatar-ladder-ar-360');
  await coachPage.setViewportSize(DESKTOP);
  await snapshot(coachPage, 'avatar-ladder-ar-1440');

  // The player removes it (after confirming): initials again, here and on the coach's ladder.
  await sectionAr.getByRole('button', { name: 'إزالة الصورة' }).click();
  const dialog = page.getByRole('dialog', { name: 'هل تريد إزالة صورتك؟' });
  await dialog.getByRole('button', { name: 'إزالة', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(sectionAr.getByRole('button', { name: 'اختر صورة' })).toBeFocused();
  await expect(sectionAr.locator('img')).toHaveCount(0);
  await reloadApp(coachPage);
  await expect(row).toBeVisible();
  await expect(row.locator('img')).toHaveCount(0);

  await coachContext.close();
  await context.close();
});
