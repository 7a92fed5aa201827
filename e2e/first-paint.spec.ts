import { expect, test, type Page } from '@playwright/test';
import { createCoach, createPlayer, teamPin, type Account } from './fixtures/accounts';
import { expectAccessible } from './fixtures/axe';
import { bodyBackground, storeToken } from './fixtures/browser';
import { TEAM_HANDLES } from './fixtures/ladder';
import { snapshot } from './fixtures/ui';

/*
 * The login pages are rendered at build time (web/prerender): painted from the HTML before the
 * app's code arrives, then replaced by the app without the visitor losing what they typed or
 * pressed. Every other path paints the loading indicator.
 */

const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Phone number' });
const painted = (page: Page) => page.locator('[data-prerendered]');
/** The ladder's players on a phone: one line each (the wide screen's table is not drawn there). */
const ladderRows = (page: Page) => page.getByTestId('ladder-list').locator('> li');

/** Holds back the app's entry module (what a slow network does) until `release` is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Collects console errors (CSP violations among them) and uncaught exceptions. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

test.describe('first paint, before the app starts', () => {
  test('the coach and player login pages are painted, accessible, before the app starts', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await holdTheApp(page);
    await page.goto('/coachlogin', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Coach login' })).toBeVisible();
    await expect(painted(page)).toBeVisible();
    await expect(phoneField(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Code' })).toBeDisabled();
    await expect(page.getByRole('link', { name: "I'm a player" })).toBeVisible();
    await expectAccessible(page);
    // Before the app starts, a focused field floats its label and draws its focus ring in CSS.
    await phoneField(page).click();
    await page.keyboard.type('5551234');
    await expect(page.locator('label', { hasText: 'Phone number' })).toHaveCSS('color', 'rgb(21, 101, 192)');
    await snapshot(page, 'first-paint-coach-typed-before-the-app');
    // Nothing submits the painted form (a plain submit would put the number in the address).
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/coachlogin$/);

    await page.goto('/playerlogin', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Player login' })).toBeVisible();
    await expect(painted(page)).toBeVisible();
    // Styled from its own HTML, as the coach's page is (each page carries all of its rules).
    await expect(page.getByRole('button', { name: 'Send Code' })).toHaveCSS('border-radius', '10px');
    expect(errors).toEqual([]);
  });

  test("a visitor whose language or theme is not the painted page's never sees it", async ({
    browser,
    baseURL,
  }) => {
    const visitors = [
      {
        stored: '{"language":"tr"}',
        expectPage: (page: Page) => expect(page.locator('html')).toHaveAttribute('lang', 'tr'),
      },
      {
        stored: '{"language":"en","theme":"dark"}',
        expectPage: async (page: Page) => expect(await bodyBackground(page)).toBe('rgb(18, 18, 18)'),
      },
      // The browser's language counts when nothing is stored.
      {
        locale: 'ar',
        expectPage: (page: Page) => expect(page.locator('html')).toHaveAttribute('dir', 'rtl'),
      },
    ];
    for (const { stored, locale, expectPage } of visitors) {
      const context = await browser.newContext({ baseURL, locale });
      const page = await context.newPage();
      // A string: the e2e code is type-checked without the DOM.
      if (stored) await page.addInitScript(`localStorage.setItem('courtside.ui', ${JSON.stringify(stored)})`);
      const release = await holdTheApp(page);
      await page.goto('/coachlogin', { waitUntil: 'commit' });
      await expect(painted(page)).toHaveCount(1);
      await expect(painted(page)).toBeHidden();
      release();
      await expect(painted(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectPage(page);
      await context.close();
    }
  });

  test('what is typed before the app starts is kept, with the focus, and the app takes over', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const release = await holdTheApp(page);
    await page.goto('/coachlogin', { waitUntil: 'commit' });
    await phoneField(page).click();
    await page.keyboard.type('5551234567');
    await expect(painted(page)).toHaveCount(1);
    release();

    await expect(painted(page)).toHaveCount(0);
    await expect(phoneField(page)).toHaveValue('5551234567');
    await expect(phoneField(page)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Send Code' })).toBeEnabled();
    // The app's own field now: letters are refused.
    await page.keyboard.press('Backspace');
    await page.keyboard.type('x7');
    await expect(phoneField(page)).toHaveValue('5551234567');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a field filled just as the app takes over keeps the focus and every key', async ({ page }) => {
    // Playwright's fill focuses the field, then types: the two land on either side of the moment
    // the app replaces the painted page often enough, over a few loads, to catch a lost focus or
    // key (the browser reports the painted field's blur while removing it: 1 load in 10 lost both).
    for (let load = 0; load < 12; load++) {
      await page.goto('/coachlogin');
      await phoneField(page).fill('5551234567');
      await expect(page.getByRole('button', { name: 'Send Code' })).toBeEnabled();
      await expect(phoneField(page)).toHaveValue('5551234567');
      await expect(phoneField(page)).toBeFocused();
    }
  });

  test('a language chosen on the painted page is applied once the app has started', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/coachlogin', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Türkçe' }).click();
    await expect(painted(page)).toHaveCount(1);
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('button', { name: 'Türkçe' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('every other path paints the loading indicator before the app starts, then the app takes over', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const release = await holdTheApp(page);
    await page.goto('/calendar', { waitUntil: 'commit' });
    await expect(painted(page)).toHaveAttribute('data-prerendered', 'loading');
    await expect(page.getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
    release();
    // Signed out: the app sends the visitor to the coach login, which returns them to the calendar.
    await expect(page).toHaveURL(/\/coachlogin\?next=%2Fcalendar$/);
    await expect(page.getByRole('heading', { name: 'Coach login' })).toBeVisible();
    await expect(painted(page)).toHaveCount(0);
    // Without waiting for the code of the calendar and of the signed-in shell, which a signed-out
    // visitor never sees: the redirect waited for it, seconds on a busy machine.
    expect(fetched.filter((path) => /\/assets\/(calendar|app-layout)-[^/]+\.js$/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a ladder (a coach or a player, on a phone or a wide screen, or signed out) paints the loading indicator, then the app takes over', async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request, 1);
    const handle = TEAM_HANDLES[coach.teams[0]!];
    const player = await createPlayer(request, await teamPin(request, coach));
    const errors = pageErrors(page);
    const visits: Array<{ who: Account | null; width: number; expectPage: () => Promise<void> }> = [
      {
        who: coach,
        width: 412,
        expectPage: () => expect(page.getByTestId('team-pin')).toBeVisible(),
      },
      {
        who: player,
        width: 412,
        expectPage: () => expect(ladderRows(page)).toHaveCount(1),
      },
      {
        who: coach,
        width: 1280,
        expectPage: () => expect(page.getByTestId('team-pin')).toBeVisible(),
      },
      {
        who: null,
        width: 412,
        expectPage: () => expect(page.getByRole('heading', { name: 'Coach login' })).toBeVisible(),
      },
    ];
    for (const { who, width, expectPage } of visits) {
      await page.setViewportSize({ width, height: 823 });
      await page.unrouteAll();
      await page.goto('/coachlogin');
      await page.evaluate('localStorage.clear()');
      if (who) await storeToken(page, who.token);
      const release = await holdTheApp(page);
      await page.goto(`/ladder/${handle}`, { waitUntil: 'commit' });
      // No page is rendered at build time for a signed-in path (no script reads the token).
      await expect(painted(page)).toHaveAttribute('data-prerendered', 'loading');
      await expect(page.getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
      release();
      await expect(painted(page)).toHaveCount(0);
      await expectPage();
    }
    expect(errors).toEqual([]);
  });
});
