import { expect, test, type Locator, type Page } from '@playwright/test';
import { createCoach, createPlayer, openSignedIn, teamPin, uniqueName } from './fixtures/accounts';
import { expectAccessible } from './fixtures/axe';
import { pageScrollWidth, reloadApp } from './fixtures/browser';
import { createMatch, createTournament, rankPlayers } from './fixtures/tournaments';
import { ARTIFACTS, chooseOption, openSelect, snapshot } from './fixtures/ui';

/*
 * /tournaments (SPEC.md section 2 "Tournaments page (coach)" and "Tournament matches view",
 * sections 4, 5 and 8), through the real page for a coach and, read only, for a player.
 */

const CONFIRM_TEXT = 'Are you sure want to delete? This action cannot be undone.';
const RANKINGS_TEXT = 'You must designate the rankings of each player in the competition.';

const tab = (page: Page, name: 'All tournaments' | 'Tournament matches') => page.getByRole('tab', { name });
const tableOf = (page: Page, name: string) => page.getByRole('table', { name });
const rowOf = (table: Locator, player: string) => table.getByRole('row').filter({ hasText: player });
/** The text of each body row's first two cells: rank and name (read at once, so never half-updated). */
async function rowsOf(table: Locator): Promise<string[]> {
  const rows = await table.locator('tbody tr').allInnerTexts();
  return rows.map((row) => {
    const [rank = '', name = ''] = row.split('\t').map((cell) => cell.trim());
    return `${rank} ${name}`;
  });
}

async function editPlayer(page: Page, table: Locator, player: string, rank: string, newName?: string) {
  await rowOf(table, player).getByRole('button', { name: 'Edit player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit player ranking on the ladder' });
  await chooseOption(dialog.getByRole('combobox', { name: /^Rank/ }), rank);
  if (newName !== undefined) await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(newName);
  await dialog.getByRole('button', { name: 'Save Player Details' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Dialogs are fixed to the screen: a full-page picture would show the page scrolled beneath them. */
async function snapshotScreen(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SNAPSHOTS === '0') return;
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, animations: 'disabled' });
}

const matchCard = (page: Page, first: string, second: string) =>
  page.getByRole('article', { name: `${first} vs ${second}` });

test.describe('tournaments page', () => {
  // Whole journeys with an axe scan of every state: longer than the default minute on a busy machine.
  test.describe.configure({ timeout: 150_000 });

  test('a coach creates a tournament, ranks, renames and deletes players, deletes the tournament', async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request, 1);
    await openSignedIn(page, coach, '/tournaments');
    await expect(page.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();
    await expect(tab(page, 'All tournaments')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('You have not created any tournaments.')).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'tournaments-empty-en-1440');

    await tab(page, 'Tournament matches').click();
    await expect(page).toHaveURL(/\/tournaments\?tab=matches$/);
    await expect(page.getByText('You have not created any tournament matches yet.')).toBeVisible();
    await expectAccessible(page);
    await tab(page, 'All tournaments').click();

    // The create dialog: both validation messages first.
    await page.getByRole('button', { name: 'Create a tournament' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a tournament' });
    await dialog.getByRole('button', { name: 'Create Tournament' }).click();
    await expect(dialog.getByText('Tournament name is required.')).toBeVisible();
    await expect(dialog.getByText('You must add players to this tournament.')).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'tournaments-create-errors-en-1440');

    const name = uniqueName('Spring Open ');
    await dialog.getByLabel('Tournament name').fill(name);
    await expect(dialog.getByText('Tournament name is required.')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create Tournament' }).click();
    await expect(dialog.getByText('You must add players to this tournament.')).toBeVisible();

    const entry = dialog.getByLabel('Enter in player(s)');
    const players = dialog.getByRole('list', { name: /^Players/ });
    // Empty entries are not added, with Enter or the add button.
    await entry.fill('   ');
    await entry.press('Enter');
    await dialog.getByRole('button', { name: 'Add player' }).click();
    await expect(dialog.getByText('No players added yet.')).toBeVisible();
    await entry.fill('Ann Lee');
    await entry.press('Enter');
    await expect(entry).toHaveValue('');
    await expect(dialog.getByText('You must add players to this tournament.')).toHaveCount(0);
    await entry.fill('Ben Kay');
    await dialog.getByRole('button', { name: 'Add player' }).click();
    for (const player of ['Cy Dee', 'Dee Ell', 'Eve Fox']) {
      await entry.fill(player);
      await entry.press('Enter');
    }
    await expect(players.getByRole('listitem')).toHaveCount(5);
    await dialog.getByRole('button', { name: 'Remove Eve Fox' }).click();
    await expect(players.getByRole('listitem')).toHaveCount(4);
    await expect(players).not.toContainText('Eve Fox');
    await expect(entry).toBeFocused();
    await expectAccessible(page);
    await snapshot(page, 'tournaments-create-filled-en-1440');
    await dialog.getByRole('button', { name: 'Create Tournament' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Your tournament has successfully been created!')).toBeVisible();

    const table = tableOf(page, name);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Rank' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Player(s)' })).toBeVisible();
    await expect
      .poll(() => rowsOf(table))
      .toEqual(['N/A Ann Lee', 'N/A Ben Kay', 'N/A Cy Dee', 'N/A Dee Ell']);
    await expectAccessible(page);
    await snapshot(page, 'tournaments-created-en-1440');

    // Edit: no rank (N/A) is refused; the selector offers 1..number of players.
    await rowOf(table, 'Ann Lee').getByRole('button', { name: 'Edit player' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit player ranking on the ladder' });
    await edit.getByRole('button', { name: 'Save Player Details' }).click();
    await expect(edit.getByText('You must specify a rank for the player.')).toBeVisible();
    await openSelect(edit.getByRole('combobox', { name: /^Rank/ }));
    await expect(page.getByRole('option')).toHaveText(['N/A', '1', '2', '3', '4']);
    await page.getByRole('option', { name: '1', exact: true }).click();
    await expect(edit.getByText('You must specify a rank for the player.')).toHaveCount(0);
    await expectAccessible(page);
    await snapshot(page, 'tournaments-edit-player-en-1440');
    await edit.getByRole('button', { name: 'Save Player Details' }).click();
    await expect(edit).toHaveCount(0);
    await expect(rowOf(table, 'Ann Lee').getByRole('cell').first()).toHaveText('1');

    // Taking a rank another player holds swaps the two.
    await rowOf(table, 'Ben Kay').getByRole('button', { name: 'Edit player' }).click();
    await chooseOption(edit.getByRole('combobox', { name: /^Rank/ }), '1');
    await expect(
      edit.getByText("Ann Lee holds this rank now and will take this player's rank."),
    ).toBeVisible();
    await edit.getByRole('button', { name: 'Save Player Details' }).click();
    await expect(edit).toHaveCount(0);
    await expect.poll(() => rowsOf(table)).toEqual(['1 Ben Kay', 'N/A Ann Lee', 'N/A Cy Dee', 'N/A Dee Ell']);
    await editPlayer(page, table, 'Ann Lee', '2');
    await editPlayer(page, table, 'Cy Dee', '3', 'Cy Dean');
    await expect.poll(() => rowsOf(table)).toEqual(['1 Ben Kay', '2 Ann Lee', '3 Cy Dean', 'N/A Dee Ell']);

    // Delete a player: Cancel keeps them, Delete removes them.
    await rowOf(table, 'Dee Ell').getByRole('button', { name: 'Delete player from tournament' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Dee Ell from the tournament?' });
    await expect(confirm.getByText(CONFIRM_TEXT)).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'tournaments-confirm-delete-en-1440');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(rowOf(table, 'Dee Ell')).toHaveCount(1);
    await rowOf(table, 'Dee Ell').getByRole('button', { name: 'Delete player from tournament' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toHaveCount(0);
    await expect.poll(() => rowsOf(table)).toEqual(['1 Ben Kay', '2 Ann Lee', '3 Cy Dean']);

    // Delete the tournament: Cancel first, then Delete; the empty state returns.
    await page.getByRole('button', { name: 'Delete tournament' }).click();
    const confirmTournament = page.getByRole('dialog', { name: `Delete the tournament "${name}"?` });
    await expect(confirmTournament.getByText(CONFIRM_TEXT)).toBeVisible();
    await confirmTournament.getByRole('button', { name: 'Cancel' }).click();
    await expect(table).toBeVisible();
    await page.getByRole('button', { name: 'Delete tournament' }).click();
    await confirmTournament.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('You have not created any tournaments.')).toBeVisible();
    await expect(table).toHaveCount(0);
  });

  test('a coach creates matches, records winners (rankings rule) and deletes them', async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request, 1);
    const open = await createTournament(request, coach, uniqueName('Club Open '), [
      'Ann Lee',
      'Ben Kay',
      'Cy Dee',
    ]);
    const cup = await createTournament(request, coach, uniqueName('Winter Cup '), ['Xia Yu', 'Yann Zed']);
    await openSignedIn(page, coach, '/tournaments?tab=matches');
    await expect(tab(page, 'Tournament matches')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('You have not created any tournament matches yet.')).toBeVisible();

    // Create a match: the validations, then a match in one of the two tournaments.
    await page.getByRole('button', { name: 'Create a match' }).click();
    const create = page.getByRole('dialog', { name: 'Create tournament match' });
    await expect(create.getByText('Enter in match details')).toBeVisible();
    await create.getByRole('button', { name: 'Create Match' }).click();
    await expect(create.getByText('You must fill in all required fields.')).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'tournaments-create-match-errors-en-1440');
    await chooseOption(create.getByRole('combobox', { name: /^Tournament/ }), open.name);
    // Team A and Team B offer the players of the chosen tournament.
    await openSelect(create.getByRole('combobox', { name: /^Team A/ }));
    await expect(page.getByRole('option')).toHaveText(['Ann Lee', 'Ben Kay', 'Cy Dee']);
    await page.getByRole('option', { name: 'Ann Lee' }).click();
    await create.getByRole('button', { name: 'Create Match' }).click();
    await expect(create.getByText('You must fill in all required fields.')).toBeVisible();
    await chooseOption(create.getByRole('combobox', { name: /^Team B/ }), 'Ann Lee');
    await create.getByRole('button', { name: 'Create Match' }).click();
    await expect(create.getByText('Team A and Team B cannot be the same team.')).toBeVisible();
    await chooseOption(create.getByRole('combobox', { name: /^Team B/ }), 'Ben Kay');
    await expect(create.getByText('Team A and Team B cannot be the same team.')).toHaveCount(0);
    await expectAccessible(page);
    await create.getByRole('button', { name: 'Create Match' }).click();
    await expect(create).toHaveCount(0);

    const card = matchCard(page, 'Ann Lee', 'Ben Kay');
    await expect(card).toContainText(open.name);
    await expect(card.getByTestId('match-winner')).toHaveText('Not Available');
    await expect(card).toContainText('Rank N/A');
    await expect(
      page.getByText(`You have not created any matches for the tournament "${cup.name}"`, { exact: true }),
    ).toBeVisible();
    // Cards sit in a grid whose columns are at least 300 px wide.
    const grid = page.getByTestId('match-grid');
    await expect(grid).toHaveCSS('display', 'grid');
    const columns = (
      await page.evaluate<string>(
        "getComputedStyle(document.querySelector('[data-testid=match-grid]')).gridTemplateColumns",
      )
    )
      .split(' ')
      .map(parseFloat);
    expect(columns.length).toBeGreaterThan(1);
    for (const width of columns) expect(width).toBeGreaterThanOrEqual(300);
    await expectAccessible(page);
    await snapshot(page, 'tournaments-matches-en-1440');

    // The winner is required.
    await card.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit match details' });
    await edit.getByRole('button', { name: 'Save Details' }).click();
    await expect(edit.getByText('You must specify the match winner.')).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'tournaments-edit-match-en-1440');

    // Without rankings: the dialog says so before saving and offers the ranks. Saved anyway, the
    // 400 sets the flag (Edit, Delete and 'Delete tournament' hidden) and the dialog stays, with what
    // was chosen, saying why.
    await expect(edit.getByText(RANKINGS_TEXT)).toBeVisible();
    await expect(edit.getByRole('combobox', { name: /Rank of Ann Lee/ })).toBeVisible();
    await edit.getByRole('radio', { name: /Ben Kay/ }).check();
    await edit.getByRole('button', { name: 'Save Details' }).click();
    await expect(edit.getByRole('alert').filter({ hasText: RANKINGS_TEXT })).toBeVisible();
    await expect(edit.getByRole('radio', { name: /Ben Kay/ })).toBeChecked();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: RANKINGS_TEXT })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card.getByTestId('match-winner')).toHaveText('Not Available');
    await expectAccessible(page);
    await snapshot(page, 'tournaments-rankings-error-en-1440');
    await page.getByRole('button', { name: 'Set the rankings' }).click();
    await expect(tab(page, 'All tournaments')).toHaveAttribute('aria-selected', 'true');
    await expect(tableOf(page, open.name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete tournament' })).toHaveCount(0);

    // Designating the ranks clears the flag.
    const table = tableOf(page, open.name);
    await editPlayer(page, table, 'Ann Lee', '1');
    await expect(page.getByText(RANKINGS_TEXT)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete tournament' })).toHaveCount(2);
    await editPlayer(page, table, 'Ben Kay', '2');
    await editPlayer(page, table, 'Cy Dee', '3');

    // The lower-ranked player (2) beats the higher-ranked one (1): they swap ranks.
    await tab(page, 'Tournament matches').click();
    await expect(card).toContainText('Rank 1');
    await card.getByRole('button', { name: /^Edit/ }).click();
    await edit.getByRole('radio', { name: /Ben Kay/ }).check();
    await edit.getByRole('button', { name: 'Save Details' }).click();
    await expect(edit).toHaveCount(0);
    await expect(card.getByTestId('match-winner')).toHaveText('Ben Kay');
    await tab(page, 'All tournaments').click();
    await expect.poll(() => rowsOf(table)).toEqual(['1 Ben Kay', '2 Ann Lee', '3 Cy Dee']);

    // The higher-ranked player winning moves nobody.
    await createMatch(request, coach, open, 'Ben Kay', 'Cy Dee');
    await tab(page, 'Tournament matches').click();
    await reloadApp(page);
    const second = matchCard(page, 'Ben Kay', 'Cy Dee');
    await second.getByRole('button', { name: /^Edit/ }).click();
    await edit.getByRole('radio', { name: /Ben Kay/ }).check();
    await edit.getByRole('button', { name: 'Save Details' }).click();
    await expect(second.getByTestId('match-winner')).toHaveText('Ben Kay');
    await tab(page, 'All tournaments').click();
    await expect.poll(() => rowsOf(table)).toEqual(['1 Ben Kay', '2 Ann Lee', '3 Cy Dee']);

    // Delete the matches: Cancel, then Delete.
    await tab(page, 'Tournament matches').click();
    await second.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the match Ben Kay vs Cy Dee?' });
    await expect(confirm.getByText(CONFIRM_TEXT)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(second).toBeVisible();
    await second.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(second).toHaveCount(0);
    await card.getByRole('button', { name: /^Delete/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete the match Ann Lee vs Ben Kay?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('You have not created any tournament matches yet.')).toBeVisible();
  });

  test('a result of unranked players keeps what was typed and sets their ranks right in the dialog', async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request, 1);
    const open = await createTournament(request, coach, uniqueName('Spring Open '), [
      'Ann Lee',
      'Ben Kay',
      'Cy Dee',
    ]);
    await rankPlayers(request, coach, open, ['Cy Dee']);
    await createMatch(request, coach, open, 'Ann Lee', 'Ben Kay');
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, coach, '/tournaments?tab=matches');
    const card = matchCard(page, 'Ann Lee', 'Ben Kay');
    await card.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit match details' });
    await edit.getByRole('textbox', { name: 'Score', exact: true }).fill('6-3 6-4');
    await expect(edit.getByRole('radio', { name: /Ann Lee/ })).toBeChecked();
    // Said before saving, with the tournament's free ranks (Cy Dee holds 1) to choose from.
    await expect(edit.getByText(RANKINGS_TEXT)).toBeVisible();
    await openSelect(edit.getByRole('combobox', { name: /Rank of Ann Lee/ }));
    await expect(page.getByRole('option')).toHaveText(['N/A', '2', '3']);
    await page.getByRole('option', { name: '2' }).click();
    await chooseOption(edit.getByRole('combobox', { name: /Rank of Ben Kay/ }), '3');
    await expectAccessible(page);
    await snapshotScreen(page, 'tournaments-unranked-offer-en-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(edit.getByRole('combobox', { name: /Rank of Ben Kay/ })).toBeVisible();
    await snapshotScreen(page, 'tournaments-unranked-offer-en-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await edit.getByRole('button', { name: 'Save Details' }).click();
    await expect(edit).toHaveCount(0);
    await expect(card.getByTestId('match-winner')).toHaveText('Ann Lee');
    await expect(page.getByText(RANKINGS_TEXT)).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Edit/ })).toBeVisible();
    await tab(page, 'All tournaments').click();
    await expect.poll(() => rowsOf(tableOf(page, open.name))).toEqual(['1 Cy Dee', '2 Ann Lee', '3 Ben Kay']);

    // Arabic on a wide screen: the same offer reads right to left.
    const cup = await createTournament(request, coach, uniqueName('Winter Cup '), ['Xia Yu', 'Yann Zed']);
    await createMatch(request, coach, cup, 'Xia Yu', 'Yann Zed');
    await page.setViewportSize({ width: 1440, height: 900 });
    await reloadApp(page);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('tab', { name: 'مباريات البطولات' }).click();
    await page
      .getByRole('article', { name: /Xia Yu/ })
      .getByRole('button')
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox', { name: /Xia Yu/ })).toBeVisible();
    await expectAccessible(page);
    await snapshotScreen(page, 'tournaments-unranked-offer-ar-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog.getByRole('combobox', { name: /Xia Yu/ })).toBeVisible();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(390);
    await snapshotScreen(page, 'tournaments-unranked-offer-ar-390');
  });

  test('matches view: loading and error states', async ({ page, request }) => {
    const coach = await createCoach(request, 1);
    await createTournament(request, coach, uniqueName('Slow Open '), ['Ann Lee', 'Ben Kay']);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/getAllTournamentMatches', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { error: 'internal error', code: 'internal_error' } });
    });
    await openSignedIn(page, coach, '/tournaments?tab=matches');
    await expect(page.getByText('Loading matches...')).toBeVisible();
    await expectAccessible(page);
    release();
    await expect(page.getByText('An error has occurred. Please reload page.')).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page);
    await snapshot(page, 'tournaments-matches-error-en-1440');
  });

  test('a player of the team sees the tournaments read only', async ({ page, request }) => {
    const coach = await createCoach(request, 1);
    const player = await createPlayer(request, await teamPin(request, coach));
    const open = await createTournament(request, coach, uniqueName('Team Open '), ['Ann Lee', 'Ben Kay']);
    await rankPlayers(request, coach, open, ['Ann Lee', 'Ben Kay']);
    await createMatch(request, coach, open, 'Ann Lee', 'Ben Kay');

    await openSignedIn(page, player, '/tournaments');
    const table = tableOf(page, open.name);
    await expect(table).toBeVisible();
    await expect.poll(() => rowsOf(table)).toEqual(['1 Ann Lee', '2 Ben Kay']);
    await expect(page.getByRole('button', { name: 'Create a tournament' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create a match' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete tournament' })).toHaveCount(0);
    for (const name of ['Edit player', 'Delete player from tournament']) {
      const buttons = table.getByRole('button', { name });
      await expect(buttons).toHaveCount(2);
      for (const button of await buttons.all()) await expect(button).toBeDisabled();
    }
    await expectAccessible(page);
    await snapshot(page, 'tournaments-player-en-1440');

    await tab(page, 'Tournament matches').click();
    const card = matchCard(page, 'Ann Lee', 'Ben Kay');
    await expect(card.getByTestId('match-winner')).toHaveText('Not Available');
    await expect(card.getByRole('button')).toHaveCount(0);
    await expectAccessible(page);
    await snapshot(page, 'tournaments-player-matches-en-1440');
  });

  test('tables paginate (5, 10, 25, All) and sort by Rank and Player(s)', async ({ page, request }) => {
    const coach = await createCoach(request, 1);
    const names = ['Lia', 'Kim', 'Jon', 'Ida', 'Hal', 'Gus', 'Fay', 'Eli', 'Dov', 'Cal', 'Bea', 'Ada'];
    const big = await createTournament(request, coach, uniqueName('Big Open '), names);
    // Ranked in reverse alphabetical entry order: Lia 1 ... Bea 11; Ada stays N/A.
    await rankPlayers(request, coach, big, names.slice(0, 11));
    await openSignedIn(page, coach, '/tournaments');
    const table = tableOf(page, big.name);
    const section = page.getByRole('region', { name: big.name });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(section.getByText('1–10 of 12')).toBeVisible();

    const perPage = section.getByRole('combobox', { name: /Rows per page/ });
    await perPage.click();
    await expect(page.getByRole('option')).toHaveText(['5', '10', '25', 'All']);
    await page.getByRole('option', { name: '5', exact: true }).click();
    await expect(table.locator('tbody tr')).toHaveCount(5);
    await section.getByRole('button', { name: 'Go to the next page' }).click();
    await expect(section.getByText('6–10 of 12')).toBeVisible();
    await expect.poll(async () => (await rowsOf(table))[0]).toBe('6 Gus');
    await section.getByRole('button', { name: 'Go to the next page' }).click();
    await expect.poll(() => rowsOf(table)).toEqual(['11 Bea', 'N/A Ada']);
    await chooseOption(perPage, '25');
    await expect(table.locator('tbody tr')).toHaveCount(12);
    await chooseOption(perPage, 'All');
    await expect(table.locator('tbody tr')).toHaveCount(12);
    await expect(section.getByText('1–12 of 12')).toBeVisible();

    // Sorting by Player(s), both ways, then by Rank descending (N/A stays last).
    const playersHeader = table.getByRole('columnheader', { name: 'Player(s)' });
    await playersHeader.getByRole('button').click();
    await expect(playersHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(async () => (await rowsOf(table)).map((r) => r.split(' ')[1]))
      .toEqual([...names].sort());
    await playersHeader.getByRole('button').click();
    await expect(playersHeader).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(async () => (await rowsOf(table)).map((r) => r.split(' ')[1]))
      .toEqual([...names].sort().reverse());
    const rankHeader = table.getByRole('columnheader', { name: 'Rank' });
    await rankHeader.getByRole('button').click();
    await expect(rankHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => (await rowsOf(table))[0]).toBe('1 Lia');
    await rankHeader.getByRole('button').click();
    await expect.poll(async () => (await rowsOf(table))[0]).toBe('11 Bea');
    expect((await rowsOf(table)).at(-1)).toBe('N/A Ada');
    await expectAccessible(page);
    await snapshot(page, 'tournaments-pagination-en-1440');
  });

  test('English at 360 px and Arabic right-to-left at 1440 and 360 px', async ({ page, request }) => {
    const coach = await createCoach(request, 1);
    const open = await createTournament(request, coach, uniqueName('Desert Open '), [
      'Ann Lee',
      'Ben Kay',
      'Cy Dee',
    ]);
    const cup = await createTournament(request, coach, 'كأس الربيع', ['سارة أحمد', 'ليلى حسن']);
    await rankPlayers(request, coach, open, ['Ann Lee', 'Ben Kay']);
    await rankPlayers(request, coach, cup, ['سارة أحمد', 'ليلى حسن']);
    await createMatch(request, coach, open, 'Ann Lee', 'Ben Kay');
    await createMatch(request, coach, cup, 'سارة أحمد', 'ليلى حسن');

    await page.setViewportSize({ width: 360, height: 740 });
    await openSignedIn(page, coach, '/tournaments');
    await expect(tableOf(page, open.name)).toBeVisible();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await snapshot(page, 'tournaments-en-360');
    await tab(page, 'Tournament matches').click();
    await expect(matchCard(page, 'Ann Lee', 'Ben Kay')).toBeVisible();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await snapshot(page, 'tournaments-matches-en-360');
    await page.getByRole('button', { name: 'Create a tournament' }).click();
    const create = page.getByRole('dialog', { name: 'Create a tournament' });
    await create.getByLabel('Enter in player(s)').fill('Dana Noor');
    await create.getByLabel('Enter in player(s)').press('Enter');
    await expectAccessible(page);
    await snapshotScreen(page, 'tournaments-create-en-360');
    await create.getByRole('button', { name: 'Cancel' }).click();

    // Arabic: the page mirrors.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'مباريات البطولات' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('article', { name: 'سارة أحمد ضد ليلى حسن' })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'tournaments-matches-ar-1440');
    await page.getByRole('tab', { name: 'جميع البطولات' }).click();
    const arTable = tableOf(page, cup.name);
    await expect(arTable).toBeVisible();
    // The title is at the right edge, the actions column at the left.
    const heading = await page.getByRole('heading', { name: 'البطولات', level: 1 }).boundingBox();
    expect(heading!.x + heading!.width).toBeGreaterThan(1000);
    await expectAccessible(page);
    await snapshot(page, 'tournaments-ar-1440');
    await rowOf(arTable, 'سارة أحمد').getByRole('button', { name: 'تعديل اللاعب' }).click();
    await expect(page.getByRole('dialog', { name: 'تعديل ترتيب اللاعب في السلم' })).toBeVisible();
    await expectAccessible(page);
    await snapshotScreen(page, 'tournaments-edit-player-ar-1440');
    await page.getByRole('button', { name: 'إلغاء' }).click();

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(arTable).toBeVisible();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await snapshot(page, 'tournaments-ar-360');
    await page.getByRole('tab', { name: 'مباريات البطولات' }).click();
    await expect(page.getByRole('article', { name: 'سارة أحمد ضد ليلى حسن' })).toBeVisible();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await snapshot(page, 'tournaments-matches-ar-360');
    await page.getByRole('button', { name: 'إنشاء مباراة' }).click();
    const createMatchDialog = page.getByRole('dialog', { name: 'إنشاء مباراة بطولة' });
    await createMatchDialog.getByRole('button', { name: 'إنشاء المباراة' }).click();
    await expect(createMatchDialog.getByText('يجب ملء جميع الحقول المطلوبة.')).toBeVisible();
    await expectAccessible(page);
    await snapshotScreen(page, 'tournaments-create-match-ar-360');
  });
});
