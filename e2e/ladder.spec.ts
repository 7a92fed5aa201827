import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  claimsOf,
  claimTeams,
  createCoach,
  createCoachAt,
  createPlayer,
  openSignedIn,
  TEAM_LABELS,
  teamPin,
  type Account,
} from './fixtures/accounts';
import { expectAccessible } from './fixtures/axe';
import {
  layoutShift,
  openApp,
  pageScrollWidth,
  pauseClock,
  recordLayoutShifts,
  reloadApp,
  storedToken,
} from './fixtures/browser';
import { pinOf, removeFromTeam, TEAM_HANDLES } from './fixtures/ladder';
import { switchLanguage } from './fixtures/announcements';
import { chooseOption, searchSchool, snapshot } from './fixtures/ui';

/*
 * The ladder (SPEC.md section 2 "Ladder page", /ladder, /ladder-choose, /ladder/{team}; sections 4,
 * 5 and 8): coaches move, delete and undo through the real page; players only read; a coach with
 * no team joins one by its PIN.
 */

const MOVE_TAKEN = 'You cannot move the player to this team because the position has already been taken.';
const DELETE_CONFIRM = 'Are you sure you want to delete this player from your team?';
const PIN_TOOLTIP = 'Share the Team PIN with your team members, so they can join.';

const nameOf = (account: Account) => `${account.firstName} ${account.lastName}`;
const ladder = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, account: Account) =>
  ladder(page)
    .getByRole('row')
    .filter({ hasText: nameOf(account) });
const bodyRows = (page: Page) => ladder(page).locator('tbody tr');
const positionOf = (page: Page, account: Account) => rowOf(page, account).getByRole('cell').first();
const search = (page: Page) => page.getByRole('combobox', { name: 'Search for players...' });
const changes = (page: Page) => page.getByTestId('ladder-changes').locator('> li');

/** A position in the move dialog's list: '5', or '2 (taken by ...)'. */
const positionOption = (n: number) => new RegExp(`^${n}(\\s|$)`);

async function openMoveDialog(page: Page, account: Account): Promise<Locator> {
  await rowOf(page, account).getByRole('cell').nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Move`);
  await expect(dialog).toContainText(nameOf(account));
  return dialog;
}

async function toArabic(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test.describe('ladder', () => {
  // Long journeys with an axe scan of every state.
  test.describe.configure({ timeout: 240_000 });

  test('a coach sees players join, moves them to free and taken places, deletes, undoes and renews the PIN', async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request, 1);
    const team = coach.teams[0]!;
    const pin = await teamPin(request, coach);

    // One team: straight from / to that team's ladder.
    await openSignedIn(page, coach);
    await expect(page).toHaveURL(new RegExp(`/ladder/${TEAM_HANDLES[team]}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Team Ladder' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Your teams' });
    await expect(sidebar.getByRole('link', { name: TEAM_LABELS[team], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByText(
        `There are no players on your team yet! Share your team PIN (${pin}) with them, so they can join.`,
      ),
    ).toBeVisible();
    await expect(page.getByTestId('team-pin')).toHaveText(pin);
    await expect(page.getByText('No ladder changes yet.')).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'ladder-empty-en-1440');

    // Two players join with the PIN: each at the bottom of the ladder.
    const first = await createPlayer(request, pin);
    const second = await createPlayer(request, pin);
    await reloadApp(page);
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(positionOf(page, first)).toHaveText('1');
    await expect(positionOf(page, second)).toHaveText('2');
    // No decided matches yet: both win percentages are N/A; the coach sees contact details.
    await expect(rowOf(page, first).getByRole('cell').nth(4)).toHaveText('N/A');
    await expect(rowOf(page, first).getByRole('cell').nth(5)).toHaveText('N/A');
    await expect(rowOf(page, first).getByRole('link', { name: /^E-mail / })).toHaveText(
      `${first.firstName.toLowerCase()}@example.org`,
    );
    await expect(rowOf(page, first).getByRole('link', { name: /^Phone / })).toHaveText(first.phone);
    // The avatar shows initials when there is no picture.
    await expect(rowOf(page, first).getByRole('cell').nth(1)).toContainText('PT');
    await expectAccessible(page);

    // The Team PIN's tooltip.
    await page.getByRole('button', { name: 'About the Team PIN' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(PIN_TOOLTIP);
    await expectAccessible(page);
    await page.mouse.move(0, 0);

    // Search: suggestions for the typed text, 'No results..' for none; a choice highlights the row.
    await search(page).fill('zzzz');
    await expect(page.getByText('No results..')).toBeVisible();
    await search(page).fill('player');
    await expect(page.getByRole('option')).toHaveCount(2);
    await search(page).fill(second.firstName);
    await expect(page.getByRole('option')).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('option', { name: new RegExp(second.firstName) }).click();
    await expect(rowOf(page, second)).toHaveClass(/Mui-selected/);
    await expect(rowOf(page, second)).toBeFocused();
    await expect(rowOf(page, first)).not.toHaveClass(/Mui-selected/);

    // Move to a free place: Save waits for a position (the team is the current one).
    let dialog = await openMoveDialog(page, first);
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(dialog.getByText(`Now: ${TEAM_LABELS[team]}, position 1`)).toBeVisible();
    await expectAccessible(page);
    await chooseOption(dialog.getByRole('combobox', { name: /^Position/ }), positionOption(5));
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(positionOf(page, first)).toHaveText('5');
    await expect(bodyRows(page).first()).toContainText(nameOf(second));

    // To a taken place: SPEC.md's message, cleared as soon as the choice changes.
    dialog = await openMoveDialog(page, first);
    await chooseOption(dialog.getByRole('combobox', { name: /^Position/ }), positionOption(2));
    await dialog.getByRole('button', { name: 'Save' }).click();
    // On the player's own team the message offers the two moves that can take the place (issue 29).
    await expect(dialog.getByRole('alert')).toContainText(MOVE_TAKEN);
    await expect(dialog.getByRole('alert').getByRole('button')).toHaveText([
      'Move to 2; the players in between shift one place',
      new RegExp(`^Swap places with \\W?${nameOf(second)}`),
    ]);
    await expectAccessible(page);
    await snapshot(page, 'ladder-move-taken-en-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog.getByRole('alert').getByRole('button').first()).toBeVisible();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(390);
    await snapshot(page, 'ladder-move-taken-en-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await chooseOption(dialog.getByRole('combobox', { name: /^Position/ }), positionOption(3));
    await expect(dialog.getByText(MOVE_TAKEN)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(positionOf(page, first)).toHaveText('5');

    // The same offer at phone width, and in Arabic right to left at both widths (issue 29).
    await switchLanguage(page, 'ar');
    await rowOf(page, first).getByRole('cell').nth(1).click();
    dialog = page.getByRole('dialog');
    await chooseOption(dialog.getByRole('combobox', { name: /^المركز/ }), positionOption(2));
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(dialog.getByRole('alert')).toContainText('المركز مشغول بالفعل');
    await expect(dialog.getByRole('alert').getByRole('button')).toHaveCount(2);
    await expectAccessible(page);
    await snapshot(page, 'ladder-move-taken-ar-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog.getByRole('alert').getByRole('button').first()).toBeVisible();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(390);
    await snapshot(page, 'ladder-move-taken-ar-390');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await switchLanguage(page, 'en');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The keyboard opens the dialog too (Enter on a focused row), Escape closes it.
    await rowOf(page, second).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toContainText(nameOf(second));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Delete asks first; No closes and the row's delete button works again.
    const deleteSecond = rowOf(page, second).getByRole('button', {
      name: `Delete ${nameOf(second)} from the team`,
    });
    await deleteSecond.click();
    const confirm = page.getByRole('dialog', { name: DELETE_CONFIRM });
    await expect(confirm).toBeVisible();
    // The dialog hides the page from assistive technology: the button is found by its label.
    await expect(page.locator(`button[aria-label="Delete ${nameOf(second)} from the team"]`)).toBeDisabled();
    await expectAccessible(page);
    await snapshot(page, 'ladder-delete-confirm-en-1440');
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(deleteSecond).toBeEnabled();
    await expect(bodyRows(page)).toHaveCount(2);
    await deleteSecond.click();
    await page.getByRole('dialog', { name: DELETE_CONFIRM }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(rowOf(page, second)).toHaveCount(0);

    // Recent changes, newest first: the removal, then the move.
    await expect(changes(page)).toHaveCount(2);
    await expect(changes(page).nth(0)).toContainText('Removed from the team');
    await expect(changes(page).nth(0)).toContainText(nameOf(second));
    await expect(changes(page).nth(0)).toContainText('was removed from the team (was at position 2).');
    await expect(changes(page).nth(1)).toContainText('Moved by the coach');
    await expect(changes(page).nth(1)).toContainText('moved from position 1 to position 5.');

    // Undo the latest change (after confirming): the player is back in place.
    await page.getByRole('button', { name: 'Undo latest change' }).click();
    const undo = page.getByRole('dialog', { name: 'Undo the latest change?' });
    await expect(undo).toContainText('Removed from the team');
    await expectAccessible(page);
    await undo.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The latest change was undone.' })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(positionOf(page, second)).toHaveText('2');
    await expect(changes(page).nth(0)).toContainText('Undo');
    await expect(changes(page).nth(1)).toContainText('Undone');

    // A new Team PIN (after confirming); the old one stops working.
    await page.getByRole('button', { name: 'New PIN' }).click();
    const renew = page.getByRole('dialog', { name: 'Issue a new Team PIN?' });
    await expect(renew).toContainText(pin);
    await expectAccessible(page);
    await renew.getByRole('button', { name: 'Issue a new PIN' }).click();
    await expect(page.getByTestId('team-pin')).not.toHaveText(pin);
    const newPin = (await page.getByTestId('team-pin').innerText()).trim();
    expect(newPin).toMatch(/^\d{6}$/);
    expect(await teamPin(request, coach)).toBe(newPin);

    await page
      .getByRole('alert')
      .filter({ hasText: 'The new Team PIN' })
      .waitFor({ state: 'hidden', timeout: 8_000 });
    await snapshot(page, 'ladder-coach-en-1440');
    await page.setViewportSize({ width: 360, height: 740 });
    // A phone gets the list of one line per player (e2e/ladder-reorder.spec.ts), not the table.
    await expect(page.getByTestId('ladder-list').getByText(nameOf(first))).toBeVisible();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await snapshot(page, 'ladder-coach-en-360');

    // Arabic: the page mirrors, the team list sits on the right.
    await page.setViewportSize({ width: 1440, height: 900 });
    await toArabic(page);
    await expect(page.getByRole('heading', { level: 1, name: 'ترتيب الفريق' })).toBeVisible();
    const teams = page.getByRole('navigation', { name: 'فرقك' });
    const table = (await ladder(page).boundingBox())!;
    expect((await teams.boundingBox())!.x).toBeGreaterThan(table.x);
    await expectAccessible(page);
    await snapshot(page, 'ladder-coach-ar-1440');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await snapshot(page, 'ladder-coach-ar-360');
    await page.getByRole('button', { name: `نقل ${nameOf(first)}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await snapshot(page, 'ladder-move-ar-360');
  });

  // The Team PIN panel while it loads, fails and after Try again: TeamPinPanel.test.tsx.

  test('the ladder does not move while it loads on a phone (no layout shift)', async ({ page, request }) => {
    const coach = await createCoach(request, 1);
    const pin = await teamPin(request, coach);
    for (let i = 0; i < 8; i++) await createPlayer(request, pin);
    await page.setViewportSize({ width: 412, height: 823 });
    await recordLayoutShifts(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The ladder, the PIN and the user's teams arrive after the page has drawn its loading state.
    await page.route(/\/api\/auth\/(roster(\?|\/pin)|userNavbarHeader)/, async (route) => {
      await held;
      await route.continue();
    });
    await openSignedIn(page, coach, `/ladder/${TEAM_HANDLES[coach.teams[0]!]}`);
    await expect(page.getByText('Loading the ladder...')).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Team Ladder' })).toBeVisible();
    release();
    await expect(page.getByTestId('ladder-list').locator('> li')).toHaveCount(8);
    await expect(page.getByTestId('team-pin')).toHaveText(pin);
    await expect(page.getByRole('navigation', { name: 'Your teams' }).getByRole('link')).toHaveCount(1);
    await expect(page.locator('#ladder-changes-title')).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 412, height: 823 } });

    test("a tap on the Team PIN's info button shows its tooltip for a read, in English and in Arabic", async ({
      page,
      request,
    }) => {
      // The tooltip's own time (MUI's 1.5 s, the panel's longer stay) is the test's: it moves only
      // by page.clock.runFor, never while an axe scan or the machine's load holds the test up.
      await page.clock.install();
      const coach = await createCoach(request, 1);
      await openSignedIn(page, coach);
      const about = page.getByRole('button', { name: 'About the Team PIN' });
      const tooltip = page.getByRole('tooltip');
      // Paused only once the page has what it shows: TanStack Query hands answers over on timers.
      await expect(about).toBeVisible();
      await pauseClock(page);
      await about.tap();
      await expect(tooltip).toHaveText(PIN_TOOLTIP);
      await expect(about).toHaveAccessibleDescription(PIN_TOOLTIP);
      // Still there after MUI's own 1.5 s (too short to read it); Escape closes it.
      await page.clock.runFor(2_000);
      await expect(tooltip).toBeVisible();
      await page.clock.resume();
      await expectAccessible(page);
      await snapshot(page, 'ladder-pin-tooltip-en-412');
      await page.keyboard.press('Escape');
      await expect(tooltip).toHaveCount(0);

      await toArabic(page);
      // The closed language menu gives the focus back to its button: only then is the page settled.
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(page.getByRole('banner').locator(':focus')).toHaveCount(1);
      const aboutInArabic = page.getByRole('button', { name: 'حول رمز PIN للفريق' });
      await expect(aboutInArabic).toBeVisible();
      await pauseClock(page);
      await aboutInArabic.tap();
      await expect(tooltip).toHaveText('شارك رمز PIN للفريق مع أعضاء فريقك حتى يتمكنوا من الانضمام.');
      // The pointer Chrome leaves at the tap is off the button once the tooltip shows: it stays.
      await page.clock.runFor(1_000);
      await expect(tooltip).toBeVisible();
      await page.clock.resume();
      await expectAccessible(page);
      await snapshot(page, 'ladder-pin-tooltip-ar-412');
    });
  });

  test('the search field becomes the suggestion box in place, by keyboard and by click, in both directions', async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request, 1);
    const pin = await teamPin(request, coach);
    const first = await createPlayer(request, pin);
    const second = await createPlayer(request, pin);
    await openSignedIn(page, coach, `/ladder/${TEAM_HANDLES[coach.teams[0]!]}`);
    await expect(bodyRows(page)).toHaveCount(2);
    const field = search(page);
    const input = page.locator('input[aria-label="Search for players..."]');
    const icon = page.locator('.MuiInputBase-root', { has: input }).locator('.MuiInputAdornment-root svg');
    const where = async () => ({ input: await input.boundingBox(), icon: await icon.boundingBox() });

    // Until it is used, the field is a stand-in (no suggestion list in the page): MUI's Autocomplete
    // replaces it when it gets the focus, exactly where it was, and keeps the focus and the keys.
    const standIn = await where();
    const autocomplete = page.locator('.MuiAutocomplete-root');
    await expect(autocomplete).toHaveCount(0);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page);
    await page.getByRole('link', { name: TEAM_LABELS[coach.teams[0]!], exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await expect(autocomplete).toHaveCount(1);
    expect(await where()).toEqual(standIn);
    await page.keyboard.type(second.firstName);
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(rowOf(page, second)).toHaveClass(/Mui-selected/);

    // By click (a new page, so the stand-in again): the click opens every suggestion, as on the
    // Autocomplete itself; in Arabic the field is mirrored and still does not move.
    await toArabic(page);
    await reloadApp(page);
    await expect(bodyRows(page)).toHaveCount(2);
    const arabic = page.getByRole('combobox', { name: 'ابحث عن لاعبين...' });
    const arabicInput = page.locator('input[aria-label="ابحث عن لاعبين..."]');
    const arabicIcon = page
      .locator('.MuiInputBase-root', { has: arabicInput })
      .locator('.MuiInputAdornment-root svg');
    const arabicWhere = async () => ({
      input: await arabicInput.boundingBox(),
      icon: await arabicIcon.boundingBox(),
    });
    const standInRtl = await arabicWhere();
    expect(standInRtl.icon!.x).toBeGreaterThan(standInRtl.input!.x);
    // The empty field's placeholder starts beside the icon, on the right; a typed name reads as written.
    await expect(arabicInput).toHaveCSS('direction', 'rtl');
    await arabic.click();
    await expect(arabic).toBeFocused();
    await expect(page.getByRole('option')).toHaveCount(2);
    expect(await arabicWhere()).toEqual(standInRtl);
    await expect(arabicInput).toHaveCSS('direction', 'rtl');
    await expectAccessible(page);
    await arabic.fill(first.firstName);
    await expect(arabicInput).toHaveCSS('direction', 'ltr');
    await page.getByRole('option', { name: new RegExp(first.firstName) }).click();
    await expect(rowOf(page, first)).toHaveClass(/Mui-selected/);
  });

  test('a player sees their team ladder read-only', async ({ page, request }) => {
    const coach = await createCoach(request, 1);
    const team = coach.teams[0]!;
    const pin = await teamPin(request, coach);
    const player = await createPlayer(request, pin);
    const teammate = await createPlayer(request, pin);

    await openSignedIn(page, player);
    await expect(page).toHaveURL(new RegExp(`/ladder/${TEAM_HANDLES[team]}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Team Ladder' })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(rowOf(page, player)).toContainText('You');
    await expect(rowOf(page, teammate)).toContainText('Not shared');
    // No Team PIN, no delete, no move dialog, no undo.
    await expect(page.getByText('Team PIN')).toHaveCount(0);
    await expect(page.getByTestId('team-pin')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Undo latest change' })).toHaveCount(0);
    await rowOf(page, teammate).getByRole('cell').nth(1).click();
    await rowOf(page, teammate).press('Enter');
    // Searching still works; by the time its choice shows, a dialog the click or Enter opened would
    // be there (and, being modal, would have taken the click on the option).
    await search(page).fill(teammate.firstName);
    await page.getByRole('option', { name: new RegExp(teammate.firstName) }).click();
    await expect(rowOf(page, teammate)).toHaveClass(/Mui-selected/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page);
    await snapshot(page, 'ladder-player-en-1440');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await snapshot(page, 'ladder-player-en-360');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Another team's ladder is not theirs.
    const other = Object.values(TEAM_HANDLES).find((handle) => handle !== TEAM_HANDLES[team])!;
    await openApp(page, `/ladder/${other}`);
    await expect(page.getByText('This ladder is not available to you.')).toBeVisible();
    await expectAccessible(page);

    // Removed from the team: a clear message instead of a ladder.
    await removeFromTeam(request, coach.token, team, player.firstName);
    await openApp(page, '/ladder');
    await expect(page).toHaveURL(/\/ladder-choose$/);
    await expect(page.getByText('You are not on a team right now.')).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'ladder-player-no-team-en-1440');
  });

  test('a coach of two teams chooses a ladder, switches teams and moves a player between them', async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request, 2);
    const [teamA, teamB] = [coach.teams[0]!, coach.teams[1]!];
    const onA = await createPlayer(request, await pinOf(request, coach.token, teamA));
    const onB = await createPlayer(request, await pinOf(request, coach.token, teamB));

    // Anything but the four team handles goes to /ladder, then /ladder-choose.
    await openSignedIn(page, coach, '/ladder/nonsense');
    await expect(page).toHaveURL(/\/ladder-choose$/);
    await openApp(page, '/ladder/preseason');
    await expect(page).toHaveURL(/\/ladder-choose$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Team Ladders' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('link');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(TEAM_LABELS[teamA]);
    await expect(cards.nth(1)).toContainText(TEAM_LABELS[teamB]);
    await expectAccessible(page);
    await snapshot(page, 'ladder-choose-en-1440');
    await page.setViewportSize({ width: 360, height: 740 });
    await snapshot(page, 'ladder-choose-en-360');
    await page.setViewportSize({ width: 1440, height: 900 });

    await cards.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/ladder/${TEAM_HANDLES[teamB]}$`));
    await expect(rowOf(page, onB)).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Your teams' });
    await sidebar.getByRole('link', { name: TEAM_LABELS[teamA], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ladder/${TEAM_HANDLES[teamA]}$`));
    await expect(rowOf(page, onA)).toBeVisible();
    await expect(rowOf(page, onB)).toHaveCount(0);

    // The other team's place 1 is taken: the message alone (neither offered move crosses teams);
    // changing the team clears it.
    const dialog = await openMoveDialog(page, onA);
    const teamSelect = dialog.getByRole('combobox', { name: /^Team/ });
    await chooseOption(teamSelect, TEAM_LABELS[teamB]);
    await chooseOption(dialog.getByRole('combobox', { name: /^Position/ }), positionOption(1));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MOVE_TAKEN);
    await chooseOption(teamSelect, TEAM_LABELS[teamA]);
    await expect(dialog.getByText(MOVE_TAKEN)).toHaveCount(0);
    await chooseOption(teamSelect, TEAM_LABELS[teamB]);
    await chooseOption(dialog.getByRole('combobox', { name: /^Position/ }), positionOption(2));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Gone from this team (its ladder is empty now), second on the other.
    const pinA = await pinOf(request, coach.token, teamA);
    await expect(
      page.getByText(
        `There are no players on your team yet! Share your team PIN (${pinA}) with them, so they can join.`,
      ),
    ).toBeVisible();
    await expect(changes(page).nth(0)).toContainText(`to ${TEAM_LABELS[teamB]} (position 2)`);
    await sidebar.getByRole('link', { name: TEAM_LABELS[teamB], exact: true }).click();
    await expect(positionOf(page, onB)).toHaveText('1');
    await expect(positionOf(page, onA)).toHaveText('2');
    await expectAccessible(page);

    await openApp(page, '/ladder');
    await expect(page).toHaveURL(/\/ladder-choose$/);
  });

  test('a coach with no team joins one with its Team PIN', async ({ page, request }) => {
    const { school, teams } = await claimTeams(request, 1);
    const team = teams[0]!;
    const owner = await createCoachAt(request, school, teams);
    const pin = await pinOf(request, owner.token, team);
    const player = await createPlayer(request, pin);
    const joiner = await createCoachAt(request, school);

    await openSignedIn(page, joiner, '/ladder');
    await expect(page).toHaveURL(/\/ladder-choose$/);
    await expect(page.getByRole('heading', { name: 'Join a team!' })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'ladder-join-en-1440');

    const submit = page.getByRole('button', { name: 'Join team' });
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Fields are required');
    await expectAccessible(page);

    await searchSchool(page.getByRole('combobox', { name: /^School/ }), school.label);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await chooseOption(page.getByRole('combobox', { name: /^Team/ }), TEAM_LABELS[team]);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Fields are required');

    const pinField = page.getByRole('textbox', { name: 'Team PIN' });
    await pinField.fill('123');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid pin');
    await expectAccessible(page);

    const wrongPin = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
    await pinField.fill(wrongPin);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid pin. Try again.');
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
    await snapshot(page, 'ladder-join-wrong-pin-en-360');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Success: the page reloads and the coach now coaches the team (its one team: straight to it).
    await pinField.fill(pin);
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`/ladder/${TEAM_HANDLES[team]}$`));
    await expect(rowOf(page, player)).toBeVisible();
    await expect(page.getByTestId('team-pin')).toHaveText(pin);
    const claims = claimsOf((await storedToken(page))!);
    expect(claims.teams).toHaveLength(1);
    await expectAccessible(page);
  });
});
