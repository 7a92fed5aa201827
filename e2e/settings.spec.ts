import { expect, test, type Page } from '@playwright/test';
import { claimsOf, createCoach, createPlayer, openSignedIn, teamPin, uniqueName } from './fixtures/accounts';
import { expectAccessible } from './fixtures/axe';
import { openApp, pageScrollWidth, reloadApp, storedToken } from './fixtures/browser';
import { randomPhone, smsCount, waitForCode } from './fixtures/outbox';
import { snapshot } from './fixtures/ui';

/*
 * /settings: personal settings of a coach and a player (SPEC.md sections 3 and 7), and the 'Player
 * Not Found' rule of section 8; /team-settings: the coach's team rules (issue 29), the maximum number
 * of challenge positions among them.
 */

const SAVED = 'User data saved with api';

// Journeys with several axe scans, on a machine shared with other test runs.
test.describe.configure({ timeout: 120_000 });

/** Counts the settings saves, to prove refused input never leaves the page. */
function countSettingsWrites(page: Page): () => number {
  let writes = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/auth\/updateSettings/.test(request.url())) writes += 1;
  });
  return () => writes;
}

/** From any page, through the user menu in the navbar header. */
async function openFromUserMenu(page: Page) {
  await page.getByRole('link', { name: 'Account settings' }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
}

test('a coach edits personal details and the ladder maximum', async ({ page, request }) => {
  const coach = await createCoach(request, 1);
  const other = await createCoach(request);
  const writes = countSettingsWrites(page);
  await openSignedIn(page, coach, '/ladder-choose');
  await openFromUserMenu(page);

  const personal = page.getByRole('region', { name: 'Personal details' });
  await expect(personal.getByLabel('First name')).toHaveValue(coach.firstName);
  await expect(personal.getByLabel('Last name')).toHaveValue(coach.lastName);
  await expect(personal.getByLabel('Phone number')).toHaveValue(coach.phone);
  await expect(personal.getByLabel('E-mail')).toHaveValue(`${coach.firstName.toLowerCase()}@example.org`);
  // The team rules have a page of their own (issue 29), linked from here.
  await expect(page.getByRole('region', { name: 'Ladder' })).toHaveCount(0);
  await expectAccessible(page);
  await snapshot(page, 'settings-coach-en-1440');

  // Refused before sending: empty name, short phone, bad e-mail.
  await personal.getByLabel('Last name').fill('  ');
  await personal.getByLabel('Phone number').fill('12345');
  await personal.getByLabel('E-mail').fill('not-an-address');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(personal.getByText('This field is required.')).toBeVisible();
  await expect(personal.getByText('Enter a 10-digit phone number.')).toBeVisible();
  await expect(personal.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expectAccessible(page);
  expect(writes()).toBe(0);

  // A new sign-in phone needs a code texted to it: saving without one is refused before sending.
  await personal.getByLabel('Last name').fill(coach.lastName);
  await personal.getByLabel('E-mail').fill('coach.settings@example.org');
  await personal.getByLabel('Phone number').fill(other.phone);
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(
    personal
      .getByText('Confirm the new phone number first: press “Send code” and enter the code from the SMS.')
      .first(),
  ).toBeVisible();
  expect(writes()).toBe(0);
  await expectAccessible(page);

  // Another account's phone number: "Send code" answers as for a free number (nobody can list the
  // registered numbers, issue 17), but nothing is texted to it, so a guessed code does not match.
  const textsToOther = await smsCount(other.phone);
  await personal.getByRole('button', { name: 'Send code' }).click();
  const guessField = personal.getByLabel('Code from the SMS');
  await expect(guessField).toBeFocused();
  await guessField.fill('123456');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(personal.getByText("The code doesn't match. Check the SMS and try again.")).toBeVisible();
  expect(await smsCount(other.phone)).toBe(textsToOther);

  const newFirst = uniqueName('Renamed');
  await personal.getByLabel('Phone number').fill(coach.phone);
  // The saved phone again: nothing to confirm.
  await expect(personal.getByRole('button', { name: 'Send code' })).toHaveCount(0);
  await personal.getByLabel('First name').fill(newFirst);
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  // The navbar shows the new name.
  await expect(page.getByTestId('user-name').first()).toHaveText(`${newFirst} ${coach.lastName}`);

  await reloadApp(page);
  await expect(personal.getByLabel('First name')).toHaveValue(newFirst);
  await expect(personal.getByLabel('E-mail')).toHaveValue('coach.settings@example.org');

  // Ladder maximum, on the team settings page: 1 to 10, refused outside before sending.
  await page.getByRole('main').getByRole('link', { name: 'Team settings' }).click();
  await expect(page).toHaveURL(/\/team-settings$/);
  await expect(page.getByRole('heading', { name: 'Team settings', level: 1 })).toBeVisible();
  const ladder = page.getByRole('region', { name: 'Ladder' });
  const max = ladder.getByLabel('Maximum number of challenge positions');
  await expect(max).toHaveValue('3');
  const ladderWrites = () => writes();
  const before = ladderWrites();
  await max.fill('11');
  await ladder.getByRole('button', { name: 'Save' }).click();
  await expect(ladder.getByText('Enter a whole number from 1 to 10.')).toBeVisible();
  await max.fill('0');
  await ladder.getByRole('button', { name: 'Save' }).click();
  await expect(ladder.getByText('Enter a whole number from 1 to 10.')).toBeVisible();
  expect(ladderWrites()).toBe(before);
  await max.fill('5');
  await ladder.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The maximum number of challenge positions has been saved.')).toBeVisible();

  await reloadApp(page);
  await expect(max).toHaveValue('5');
  const cid = claimsOf(coach.token).cid as number;
  const stored = await request.get(`/api/auth/getSettings-coach-laddermaxposition/${cid}`, {
    headers: { Authorization: `Bearer ${coach.token}` },
  });
  expect(await stored.json()).toEqual({ res: 5 });
});

test('a player edits their own details, without the ladder section', async ({ page, request }) => {
  const coach = await createCoach(request, 1);
  const player = await createPlayer(request, await teamPin(request, coach));
  await openSignedIn(page, player, '/ladder-choose');
  await openFromUserMenu(page);
  const personal = page.getByRole('region', { name: 'Personal details' });
  await expect(personal.getByLabel('First name')).toHaveValue(player.firstName);
  await expect(page.getByRole('region', { name: 'Ladder' })).toHaveCount(0);
  await expectAccessible(page);

  const newLast = uniqueName('Player');
  await personal.getByLabel('Last name').fill(newLast);
  await personal.getByLabel('E-mail').fill('player.settings@example.org');
  await expect(personal.getByRole('button', { name: 'Discard changes' })).toBeVisible();
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(personal.getByRole('button', { name: 'Discard changes' })).toHaveCount(0);
  await expect(page.getByTestId('user-name').first()).toHaveText(`${player.firstName} ${newLast}`);
  await reloadApp(page);
  await expect(personal.getByLabel('Last name')).toHaveValue(newLast);
  await expect(personal.getByLabel('E-mail')).toHaveValue('player.settings@example.org');

  // A new sign-in phone, confirmed with the code texted to it.
  const newPhone = randomPhone();
  await personal.getByLabel('Phone number').fill(newPhone);
  await personal.getByRole('button', { name: 'Send code' }).click();
  const code = await waitForCode(newPhone);
  const codeField = personal.getByLabel('Code from the SMS');
  await expect(codeField).toBeFocused();
  await expectAccessible(page);
  await snapshot(page, 'settings-player-phone-code-en-1440');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(personal.getByText("The code doesn't match. Check the SMS and try again.")).toBeVisible();
  await codeField.fill(code);
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(personal.getByLabel('Code from the SMS')).toHaveCount(0);
  await reloadApp(page);
  await expect(personal.getByLabel('Phone number')).toHaveValue(newPhone);
});

test("a player the server no longer knows ('Player Not Found') is signed out", async ({ page, request }) => {
  const coach = await createCoach(request, 1);
  const player = await createPlayer(request, await teamPin(request, coach));
  // The server answers this for a player deleted after signing in; the page must sign them out.
  await page.route('**/api/auth/getSettings-player/**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"error":"Player Not Found","code":"settings_player_not_found"}',
    }),
  );
  const notFound = page.waitForResponse('**/api/auth/getSettings-player/**');
  await openSignedIn(page, player, '/settings');
  expect((await notFound).status()).toBe(404);
  // The reload starts the app again before it sends the signed-out visitor to the login page.
  // It returns them to the settings after signing in.
  await page.waitForURL(/\/coachlogin\?next=%2Fsettings$/);
  expect(await storedToken(page)).toBeNull();
});

test('settings in Arabic right-to-left and at phone width', async ({ page, request }) => {
  const coach = await createCoach(request, 1);
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, coach, '/team-settings');
  await expect(page.getByRole('region', { name: 'Ladder' }).getByLabel(/^Maximum/)).toHaveValue('3');
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
  await snapshot(page, 'team-settings-coach-en-360');
  await openApp(page, '/settings');
  await expect(page.getByRole('region', { name: 'Personal details' }).getByLabel('First name')).toHaveValue(
    coach.firstName,
  );
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await snapshot(page, 'settings-coach-en-360');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'إعدادات الحساب', level: 1 })).toBeVisible();
  await snapshot(page, 'settings-coach-ar-1440');
  await page.getByRole('main').getByRole('link', { name: 'إعدادات الفريق' }).click();
  await expect(page.getByRole('heading', { name: 'إعدادات الفريق', level: 1 })).toBeVisible();
  const ladder = page.getByRole('region', { name: 'الترتيب' });
  await ladder.getByLabel('الحد الأقصى لعدد مراكز التحدي').fill('12');
  await ladder.getByRole('button', { name: 'حفظ' }).click();
  await expect(ladder.getByText('أدخل عددًا صحيحًا من 1 إلى 10.')).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'team-settings-coach-ar-1440');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
  await snapshot(page, 'team-settings-coach-ar-360');
});

test("team rules have their own page, reached from the navigation and the team's ladder; the old links lead there", async ({
  page,
  request,
}) => {
  // Five page loads and two axe scans, at two widths and in two languages.
  test.setTimeout(300_000);
  const coach = await createCoach(request, 1);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, coach, '/ladder-choose');
  // From the team's ladder.
  await page.getByRole('main').getByRole('link', { name: 'Team settings' }).click();
  await expect(page).toHaveURL(/\/team-settings$/);
  for (const section of ['Ladder', 'Match format', 'Dual lineup rule', 'Player challenges'])
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal details' })).toHaveCount(0);
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await snapshot(page, 'team-settings-en-390');

  // From the navigation (the drawer on a phone).
  await openApp(page, '/calendar');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Team settings' }).click();
  await expect(page).toHaveURL(/\/team-settings$/);

  // A link to where the rules were before goes on to them.
  await page.setViewportSize({ width: 1440, height: 900 });
  await openApp(page, '/settings#challenge-rules');
  await expect(page).toHaveURL(/\/team-settings#challenge-rules$/);
  await expect(page.getByRole('region', { name: 'Player challenges' })).toBeInViewport();
  await openApp(page, '/settings');
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Team settings' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await openApp(page, '/team-settings');
  await expect(page.getByRole('heading', { name: 'إعدادات الفريق', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'team-settings-ar-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await snapshot(page, 'team-settings-ar-390');
});

test('a player has no team settings: the page opens their own settings, and the menu has no entry', async ({
  page,
  request,
}) => {
  const coach = await createCoach(request, 1);
  const player = await createPlayer(request, await teamPin(request, coach));
  await openSignedIn(page, player, '/team-settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team settings' })).toHaveCount(0);
});
