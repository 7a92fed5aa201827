import { expect, test, type Page } from '@playwright/test';
import { createCoach, createPlayer, teamPin } from './fixtures/accounts';
import { expectAccessible } from './fixtures/axe';
import { appStarted, openApp, pageScrollWidth, signOutOffPage } from './fixtures/browser';
import { waitForCode, smsCount } from './fixtures/outbox';
import { LANDED, requestCodeInUi, snapshot } from './fixtures/ui';

/*
 * Deep links survive sign-in (issue 29): a signed-out visitor is sent to the login for the page
 * they opened, with it in the address (`?next=`), and lands there once signed in. A texted
 * challenge link is a player's: it opens the player login. Only paths of this site are honoured.
 */

test.describe.configure({ timeout: 120_000 });

const switcher = (page: Page) => page.getByRole('navigation', { name: 'Who is signing in?' });

async function logIn(page: Page, phone: string): Promise<void> {
  const code = await requestCodeInUi(page, phone);
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Waits, as for a navigation (bounded by the test's time), until the signed-in page at `url` has
 * drawn: its code loads only now, the longest step on a busy machine (see appStarted).
 */
async function landedOn(page: Page, url: RegExp): Promise<void> {
  await page.waitForURL(url);
  await appStarted(page);
}

test('a texted challenge link opens the player login, and signed in, the challenge (phone)', async ({
  page,
  request,
}) => {
  const coach = await createCoach(request, 1);
  const player = await createPlayer(request, await teamPin(request, coach));
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, '/challenges/11');
  await expect(page).toHaveURL(/\/playerlogin\?next=%2Fchallenges%2F11$/);
  await expect(page.getByRole('heading', { name: 'Player login' })).toBeVisible();
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await snapshot(page, 'deep-link-player-login-en-390');
  // The same login at desktop width, and in Arabic right to left at both widths: the link stays.
  await page.setViewportSize({ width: 1440, height: 900 });
  await snapshot(page, 'deep-link-player-login-en-1440');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/\/playerlogin\?next=%2Fchallenges%2F11$/);
  await snapshot(page, 'deep-link-player-login-ar-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await snapshot(page, 'deep-link-player-login-ar-390');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  // Switching between the logins keeps the link.
  await switcher(page).getByRole('link', { name: "I'm a coach" }).click();
  await expect(page).toHaveURL(/\/coachlogin\?next=%2Fchallenges%2F11$/);
  await switcher(page).getByRole('link', { name: "I'm a player" }).click();
  await expect(page).toHaveURL(/\/playerlogin\?next=%2Fchallenges%2F11$/);

  await logIn(page, player.phone);
  await landedOn(page, /\/challenges\/11$/);
  await snapshot(page, 'deep-link-challenge-landed-en-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await snapshot(page, 'deep-link-challenge-landed-en-1440');
});

test('a coach page opened signed out returns the coach there after sign-in (Arabic, wide screen)', async ({
  page,
  request,
}) => {
  const coach = await createCoach(request, 1);
  await openApp(page, '/tournaments?tab=matches');
  await expect(page).toHaveURL(/\/coachlogin\?next=%2Ftournaments%3Ftab%3Dmatches$/);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
  await snapshot(page, 'deep-link-coach-login-ar-1440');
  const before = await smsCount(coach.phone);
  await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill(coach.phone);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  const code = await waitForCode(coach.phone, before);
  await page.getByRole('textbox', { name: 'الرمز', exact: true }).fill(code);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await landedOn(page, /\/tournaments\?tab=matches$/);
  await expect(page.getByRole('tab', { name: 'مباريات البطولات' })).toHaveAttribute('aria-selected', 'true');
  await snapshot(page, 'deep-link-coach-landed-ar-1440');
});

test('a link to another site is not followed after sign-in: the visitor goes home', async ({
  page,
  request,
}) => {
  // Three sign-ins, each loading the signed-in app afresh.
  test.setTimeout(300_000);
  for (const next of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
    const coach = await createCoach(request, 1);
    await openApp(page, `/coachlogin?next=${encodeURIComponent(next)}`);
    await logIn(page, coach.phone);
    await landedOn(page, LANDED);
    await signOutOffPage(page, 'everything');
  }
});
