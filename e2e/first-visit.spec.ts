import { expect, test, type Page } from '@playwright/test';
import { createCoach, createPlayer, teamPin } from './fixtures/accounts';
import { expectAccessible } from './fixtures/axe';
import { appStarted, pageScrollWidth, signOutOffPage } from './fixtures/browser';
import { smsCount, waitForCode } from './fixtures/outbox';
import { LANDED, requestCodeInUi, snapshot } from './fixtures/ui';

/**
 * Opens a sign-in path that the page itself may send on (a signed-out visitor, a remembered
 * choice): a redirect made while the first page loads would abort a navigation waited for until
 * 'load', so only its start is waited for, then the page it lands on, then the app.
 */
async function visit(page: Page, path: string, landsOn: RegExp): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForURL(landsOn);
  await appStarted(page);
}

/*
 * Issue 17, point 18: a first visitor chooses coach or player on the login SPEC.md sends them to;
 * a phone typed on the wrong login is sent to the right one, never into the other kind's set-up;
 * a returning player who is signed out is forwarded to the player login.
 */

const switcher = (page: Page) => page.getByRole('navigation', { name: 'Who is signing in?' });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code', exact: true });
const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Phone number' });

async function confirmCode(page: Page, phone: string) {
  const code = await requestCodeInUi(page, phone);
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('first visit', () => {
  test.describe.configure({ timeout: 120_000 });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('a player who types their number on the coach login is sent to the player login, and is remembered', async ({
      page,
      request,
    }) => {
      const coach = await createCoach(request, 1);
      const player = await createPlayer(request, await teamPin(request, coach));

      // A first visitor: / ends on the coach login, which offers the choice first.
      await visit(page, '/', /\/coachlogin$/);
      await expect(switcher(page).getByRole('link', { name: "I'm a coach" })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(switcher(page).getByRole('link', { name: "I'm a player" })).toBeVisible();
      await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
      await expectAccessible(page);
      await snapshot(page, 'first-visit-coach-login-en-360');

      // The player's number on the coach login: after the code, the right login, not set-up.
      await confirmCode(page, player.phone);
      const notice = page.getByRole('alert').filter({ hasText: 'This number belongs to a player account.' });
      await expect(notice).toBeVisible();
      await expect(page).toHaveURL(/\/coachlogin$/);
      await expectAccessible(page);
      await snapshot(page, 'first-visit-wrong-login-en-360');
      await notice.getByRole('button', { name: 'Sign in as a player' }).click();
      await expect(page).toHaveURL(/\/playerlogin$/);
      await expect(page.getByRole('heading', { name: 'Player login' })).toBeVisible();
      await expect(phoneField(page)).toHaveValue(player.phone);
      await confirmCode(page, player.phone);
      await expect(page).not.toHaveURL(/login$/);
      // Signed in: the page's calls are done before the token is taken away.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Signed out later (the token gone), the home page leads to the player login now.
      await signOutOffPage(page);
      await visit(page, '/', /\/playerlogin$/);
      await expect(switcher(page).getByRole('link', { name: "I'm a player" })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Choosing the coach login sticks too.
      await switcher(page).getByRole('link', { name: "I'm a coach" }).click();
      await expect(page).toHaveURL(/\/coachlogin$/);
      await visit(page, '/ladder', /\/coachlogin\?next=%2Fladder$/);
    });

    test('the same in Arabic: the choice and the notice read right to left', async ({ page, request }) => {
      const coach = await createCoach(request, 1);
      await visit(page, '/playerlogin', /\/playerlogin$/);
      await page.getByRole('button', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const choice = page.getByRole('navigation', { name: 'من يسجّل الدخول؟' });
      await expect(choice.getByRole('link', { name: 'أنا لاعب' })).toHaveAttribute('aria-current', 'page');
      // The coach's number on the player login.
      const before = await smsCount(coach.phone);
      await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill(coach.phone);
      await page.getByRole('button', { name: 'إرسال الرمز' }).click();
      const code = await waitForCode(coach.phone, before);
      await page.getByRole('textbox', { name: 'الرمز', exact: true }).fill(code);
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'هذا الرقم تابع لحساب مدرب.' });
      await expect(notice).toBeVisible();
      await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
      await expectAccessible(page);
      await snapshot(page, 'first-visit-wrong-login-ar-360');
      await notice.getByRole('button', { name: 'سجّل الدخول كمدرب' }).click();
      await expect(page).toHaveURL(/\/coachlogin$/);
      await expect(page.getByRole('textbox', { name: 'رقم الهاتف' })).toHaveValue(coach.phone);
    });
  });

  test('on a wide screen, in English and Arabic: a coach on the player login is sent to the coach login', async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request, 1);
    await visit(page, '/coachlogin', /\/coachlogin$/);
    await switcher(page).getByRole('link', { name: "I'm a player" }).click();
    await expect(page).toHaveURL(/\/playerlogin$/);
    await confirmCode(page, coach.phone);
    const notice = page.getByRole('alert').filter({ hasText: 'This number belongs to a coach account.' });
    await expect(notice).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'first-visit-wrong-login-en-1440');
    await notice.getByRole('button', { name: 'Sign in as a coach' }).click();
    await expect(page).toHaveURL(/\/coachlogin$/);
    await expect(phoneField(page)).toHaveValue(coach.phone);
    await confirmCode(page, coach.phone);
    await expect(page).toHaveURL(LANDED);

    await signOutOffPage(page);
    await visit(page, '/coachlogin', /\/coachlogin$/);
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const choice = page.getByRole('navigation', { name: 'من يسجّل الدخول؟' });
    await expect(choice.getByRole('link', { name: 'أنا مدرب' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await snapshot(page, 'first-visit-coach-login-ar-1440');
  });
});
