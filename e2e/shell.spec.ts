import { expect, test, type Page } from '@playwright/test';
import {
  createCoach,
  createPlayer,
  openSignedIn,
  TEAM_LABELS,
  teamPin,
  type TeamField,
} from './fixtures/accounts';
import { expectAccessible } from './fixtures/axe';
import {
  bodyBackground,
  openApp,
  pageScrollWidth,
  queuedTasksRun,
  reloadApp,
  removeStored,
} from './fixtures/browser';
import { smsCount, waitForCode } from './fixtures/outbox';
import { LANDED, signInInUi, snapshot } from './fixtures/ui';

/** SPEC.md section 9: submenus of the horizontal layout open after 150 ms of hover. */
const HOVER_DELAY_MS = 150;

const TEAM_HANDLES: Record<TeamField, string> = {
  jvBoys: 'jv-boys',
  vBoys: 'var-boys',
  jvGirls: 'jv-girls',
  vGirls: 'var-girls',
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Appearance' }).click();
  await expect(page.getByRole('heading', { name: 'Appearance' })).toBeVisible();
}

async function closeSettings(page: Page) {
  await page.getByRole('button', { name: 'Close appearance settings' }).click();
  await expect(page.getByRole('heading', { name: 'Appearance' })).toHaveCount(0);
}

test.describe('app shell', () => {
  test('vertical layout: groups, role items, auto-opening collapse, indentation, folding', async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request, 2);
    await openSignedIn(page, coach);
    await expect(page).toHaveURL(LANDED);
    const menu = nav(page);
    for (const group of ['Overview', 'Communication', 'Scheduling'])
      await expect(menu.getByText(group)).toBeVisible();
    for (const item of ['Ladder', 'Tournaments', 'Announcements/Polls', 'Outreach', 'Calendar']) {
      await expect(menu.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Ladder' })).toHaveAttribute('aria-current', 'page');
    // The navbar is on the left in a left-to-right page.
    expect((await menu.boundingBox())!.x).toBeLessThan(100);
    await expect(page.getByTestId('user-name').first()).toHaveText(`${coach.firstName} ${coach.lastName}`);
    await expect(page.getByTestId('user-teams').first()).toHaveText(
      coach.teams.map((t) => TEAM_LABELS[t]).join(', '),
    );
    await expectAccessible(page);
    await snapshot(page, 'shell-vertical-en-1440');

    // A collapse opens by itself when the current page is inside it.
    const team = coach.teams[0]!;
    await openApp(page, `/matches/official/${TEAM_HANDLES[team]}`);
    const matches = menu.getByRole('button', { name: 'Matches', exact: true });
    await expect(matches).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Official matches' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const current = menu.getByRole('link', { name: TEAM_LABELS[team], exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // Indent: 24 px at level 0, 40 + 16 x level after (8 px of it is the item's margin).
    await expect(matches).toHaveCSS('padding-inline-start', '16px');
    await expect(menu.getByRole('button', { name: 'Official matches' })).toHaveCSS(
      'padding-inline-start',
      '48px',
    );
    await expect(current).toHaveCSS('padding-inline-start', '64px');
    await snapshot(page, 'shell-vertical-collapse-en-1440');

    await matches.click();
    await expect(matches).toHaveAttribute('aria-expanded', 'false');

    // Folding leaves the icons; hovering unfolds it for a moment.
    await page.getByRole('button', { name: 'Fold navigation' }).click();
    const navbar = page.getByTestId('navbar');
    await page.mouse.move(1000, 500);
    await expect.poll(async () => (await navbar.boundingBox())!.width).toBe(72);
    await snapshot(page, 'shell-vertical-folded-en-1440');
    await navbar.hover();
    await expect.poll(async () => (await navbar.boundingBox())!.width).toBe(280);
    await page.mouse.move(1000, 500);
    await page.getByRole('button', { name: 'Unfold navigation' }).click();
    await expect.poll(async () => (await navbar.boundingBox())!.width).toBe(280);
  });

  test('horizontal layout: menus open on hover and the choice is kept for the user', async ({
    page,
    request,
  }) => {
    // The page's timers are the test's where a delay is checked (the 150 ms of hover, below).
    await page.clock.install();
    // With a team: the Matches menu lists the coach's teams only, and a coach of none has no Matches.
    const coach = await createCoach(request, 1);
    await openSignedIn(page, coach);
    await openSettings(page);
    await expectAccessible(page);
    await snapshot(page, 'settings-panel-en-1440');
    await page.getByRole('radio', { name: 'Horizontal' }).check();
    await closeSettings(page);

    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
    await expect(page.getByTestId('navbar')).toHaveCount(0);
    const menu = nav(page);
    expect((await menu.boundingBox())!.width).toBeGreaterThan(1000);
    await expect(page.getByTestId('user-name').first()).toHaveText(`${coach.firstName} ${coach.lastName}`);

    const overview = menu.getByRole('button', { name: 'Overview' });
    await overview.hover();
    await expect(overview).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Tournaments' })).toBeVisible();
    await menu.getByRole('button', { name: 'Matches', exact: true }).hover();
    await expect(menu.getByRole('button', { name: 'Challenge matches' })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'shell-horizontal-menu-en-1440');
    await menu.getByRole('link', { name: 'Tournaments' }).click();
    await expect(page).toHaveURL(/\/tournaments$/);
    await expect(overview).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Enter opens, Escape closes and returns focus.
    await overview.focus();
    await page.keyboard.press('Enter');
    await expect(overview).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Ladder' })).toBeFocused();
    // The pointer enters the panel just before Escape: its pending hover must not reopen it.
    await menu.getByRole('link', { name: 'Ladder' }).hover();
    await page.keyboard.press('Escape');
    await expect(overview).toHaveAttribute('aria-expanded', 'false');
    await expect(overview).toBeFocused();
    await page.clock.runFor(2 * HOVER_DELAY_MS);
    await queuedTasksRun(page);
    await expect(overview).toHaveAttribute('aria-expanded', 'false');

    // Kept on the server: a fresh device (no local copy) gets it after login.
    await removeStored(page, 'courtside.ui');
    await reloadApp(page);
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('narrow screens: the menu is a drawer that closes when an item is chosen', async ({
      page,
      request,
    }) => {
      const coach = await createCoach(request, 1);
      await openSignedIn(page, coach);
      await expect(page.getByTestId('navbar')).toHaveCount(0);
      await expect(nav(page)).toHaveCount(0);
      await expectAccessible(page);
      await snapshot(page, 'shell-en-360');
      // Nothing wider than the screen.
      await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);

      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(nav(page)).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Main navigation' }).getByTestId('user-name')).toHaveText(
        `${coach.firstName} ${coach.lastName}`,
      );
      await expectAccessible(page);
      await snapshot(page, 'shell-drawer-en-360');
      await nav(page).getByRole('link', { name: 'Calendar' }).click();
      await expect(page).toHaveURL(/\/calendar$/);
      await expect(nav(page)).toHaveCount(0);
    });

    test('toolbar icons are named by their tooltips, shown on hover and on keyboard focus, hidden by Escape', async ({
      page,
      request,
    }) => {
      const coach = await createCoach(request, 1);
      await openSignedIn(page, coach);
      const toolbar = page.getByRole('banner');
      // Search, then the shortcuts (one button on a phone, issue 32), after the menu button.
      const names = [
        'Search',
        'Shortcuts',
        'Switch to the dark theme',
        'Language: English',
        'Appearance',
        'Log out',
      ];
      for (const name of names) {
        const button = toolbar.getByRole('button', { name, exact: true });
        await button.hover();
        await expect(page.getByRole('tooltip')).toHaveText(name);
        await page.mouse.move(0, 700);
        await expect(page.getByRole('tooltip')).toHaveCount(0);
      }

      // From the keyboard: Tab from the menu button walks the icons, each showing its tooltip.
      await toolbar.getByRole('button', { name: 'Open navigation' }).focus();
      for (const name of names) {
        await page.keyboard.press('Tab');
        await expect(toolbar.getByRole('button', { name, exact: true })).toBeFocused();
        await expect(page.getByRole('tooltip', { name })).toBeVisible();
      }
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('tooltip', { name: 'Log out' })).toBeHidden();
      await expect(toolbar.getByRole('button', { name: 'Log out', exact: true })).toBeFocused();
    });
  });

  test('languages: Turkish, and Arabic right-to-left at 1440 and 360 px', async ({ page, request }) => {
    const coach = await createCoach(request, 2);
    await openSignedIn(page, coach);
    await expect(page.getByTestId('user-name').first()).toBeVisible();

    await page.getByRole('button', { name: 'Language: English' }).click();
    for (const name of ['English', 'Türkçe', 'العربية'])
      await expect(page.getByRole('menuitem', { name })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Türkçe' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('button', { name: 'Çıkış yap' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ana menü' }).getByText('Genel bakış')).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'shell-tr-1440');

    await page.getByRole('button', { name: 'Dil: Türkçe' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(menu.getByRole('link', { name: 'البطولات' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    // Mirrored: the navbar is on the right.
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1400);
    await expectAccessible(page);
    await snapshot(page, 'shell-ar-1440');

    await openApp(page, '/matches/practice/jv-boys');
    await expect(menu.getByRole('button', { name: 'المباريات', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await snapshot(page, 'shell-ar-collapse-1440');
    await openApp(page, '/e2e-no-such-page');
    await expect(page.getByText('عذرًا! لم نتمكن من العثور على الصفحة التي تبحث عنها.')).toBeVisible();
    await expectAccessible(page);

    await page.setViewportSize({ width: 360, height: 740 });
    await openApp(page, '/ladder-choose');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page);
    await snapshot(page, 'shell-ar-360');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const drawerNav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(drawerNav).toBeVisible();
    const drawerBox = (await drawerNav.boundingBox())!;
    expect(drawerBox.x + drawerBox.width).toBeGreaterThan(350);
    await expectAccessible(page);
    await snapshot(page, 'shell-drawer-ar-360');

    // The choice follows the user: after logout and a new login it is Arabic again.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/coachlogin$/);
    await signInInUi(page, 'coach', coach.phone);
    await expect(html).toHaveAttribute('dir', 'rtl');
  });

  test('the login page in Arabic; the language chosen there is kept for the new account', async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request);
    await page.setViewportSize({ width: 360, height: 740 });
    await openApp(page, '/coachlogin');
    await page.getByRole('button', { name: 'العربية' }).click();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: 'إرسال الرمز' })).toBeDisabled();
    await expect(page.getByText('v1.9.5')).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'login-coach-ar-360');
    await page.setViewportSize({ width: 1440, height: 900 });
    await snapshot(page, 'login-coach-ar-1440');

    const signInInArabic = async () => {
      const before = await smsCount(coach.phone);
      await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill(coach.phone);
      await page.getByRole('button', { name: 'إرسال الرمز' }).click();
      const code = await waitForCode(coach.phone, before);
      await page.getByRole('textbox', { name: 'الرمز', exact: true }).fill(code);
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await expect(page).toHaveURL(LANDED);
    };
    await signInInArabic();
    await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();

    // Log out clears this device; the server remembered the choice for the account.
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/coachlogin$/);
    await page.getByRole('button', { name: 'العربية' }).click();
    await signInInArabic();
    await removeStored(page, 'courtside.ui');
    await reloadApp(page);
    await expect(html).toHaveAttribute('lang', 'ar');
  });

  test('themes: invert, a third palette, kept across logout and login', async ({ page, request }) => {
    const coach = await createCoach(request);
    await openSignedIn(page, coach);
    await expect(page.getByTestId('user-name').first()).toBeVisible();
    const light = await bodyBackground(page);

    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    await expect.poll(() => bodyBackground(page)).not.toBe(light);
    const dark = await bodyBackground(page);
    await expectAccessible(page);
    await snapshot(page, 'shell-dark-en-1440');
    await page.getByRole('button', { name: 'Switch to the light theme' }).click();
    await expect.poll(() => bodyBackground(page)).toBe(light);

    await openSettings(page);
    await page.getByRole('radio', { name: 'Court green' }).check();
    await closeSettings(page);
    const court = await bodyBackground(page);
    expect(court).not.toBe(light);
    expect(court).not.toBe(dark);
    await expectAccessible(page);
    await snapshot(page, 'shell-court-en-1440');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/coachlogin$/);
    await signInInUi(page, 'coach', coach.phone);
    await expect.poll(() => bodyBackground(page)).toBe(court);
  });

  test('a player does not see coach-only items and sees their team', async ({ page, request }) => {
    const coach = await createCoach(request, 1);
    const player = await createPlayer(request, await teamPin(request, coach));
    await openSignedIn(page, player);
    await expect(page.getByTestId('user-name').first()).toHaveText(`${player.firstName} ${player.lastName}`);
    await expect(page.getByTestId('user-teams').first()).toHaveText(TEAM_LABELS[coach.teams[0]!]);
    const menu = nav(page);
    await expect(menu.getByRole('link', { name: 'Announcements/Polls' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Outreach' })).toHaveCount(0);
    await expectAccessible(page);
    await snapshot(page, 'shell-player-en-1440');

    await openSettings(page);
    await page.getByRole('radio', { name: 'Horizontal' }).check();
    await closeSettings(page);
    await nav(page).getByRole('button', { name: 'Communication' }).hover();
    await expect(nav(page).getByRole('link', { name: 'Announcements/Polls' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Outreach' })).toHaveCount(0);

    // A player signs in again at the player login.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/playerlogin$/);
  });
});

test("the side navigation's panel runs down the whole of a long page", async ({ page, request }) => {
  // A sign-in and a page whose four sections load their settings.
  test.setTimeout(180_000);
  const coach = await createCoach(request, 1);
  await page.setViewportSize({ width: 1440, height: 500 });
  await openSignedIn(page, coach, '/team-settings');
  await expect(page.getByRole('region', { name: 'Player challenges' })).toBeVisible();
  // The column and the page are measured together: the sections grow as their forms load.
  await expect
    .poll(() =>
      page.evaluate<boolean>(
        "Math.ceil(document.querySelector('[data-testid=navbar-column]').getBoundingClientRect().height) >= document.documentElement.scrollHeight && document.documentElement.scrollHeight > 1000",
      ),
    )
    .toBe(true);
  // Drawn as the panel: its background, not the page's, down to the footer.
  const background = await page.evaluate<string>(
    "getComputedStyle(document.querySelector('[data-testid=navbar-column]')).backgroundColor",
  );
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await snapshot(page, 'shell-side-navigation-long-page-en-1440');
  // The menu stays in view while the page scrolls.
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Ladder' }),
  ).toBeInViewport();
});
