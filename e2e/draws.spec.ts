import { expect, test, type Page } from '@playwright/test';
import {
  createCoach,
  createPlayer,
  ok,
  openSignedIn,
  teamPin,
  uniqueName,
  type Account,
} from './fixtures/accounts';
import { chooseLanguage, switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { openApp, pageScrollWidth, reloadApp } from './fixtures/browser';
import { createTournament } from './fixtures/tournaments';
import { chooseOption, snapshot } from './fixtures/ui';

/*
 * Issue 36, tournament draws: a coach makes a 12-player single elimination seeded from the team's ladder
 * and plays it to a champion on a phone, changing a semifinal on the way (asked first, the final cleared),
 * while a parent's phone, signed out, follows the public bracket without a reload; a 6-player round robin
 * played to its standings with the tally rule shown. English and Arabic.
 */

const PHONE = { width: 390, height: 844 };

const auth = (a: Account) => ({ Authorization: `Bearer ${a.token}` });

/** Clicks the first match whose result can be entered and saves side 1 (or `winner`) with `score`. */
async function enterNext(page: Page, score = '6-3 6-4', winner: 1 | 2 = 1): Promise<boolean> {
  const next = page.getByRole('button', { name: /^Enter the result: / }).first();
  if ((await next.count()) === 0) return false;
  await next.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Score' }).fill(score);
  await dialog
    .getByRole('radiogroup', { name: 'Winner' })
    .getByRole('radio')
    .nth(winner - 1)
    .check();
  await dialog.getByRole('button', { name: 'Save the result' }).click();
  await expect(dialog).toHaveCount(0);
  return true;
}

async function openDraw(page: Page, tournament: string) {
  await page.getByRole('region', { name: tournament }).getByRole('link', { name: 'Draw' }).click();
  await expect(page.getByRole('heading', { level: 1, name: tournament })).toBeVisible();
}

test.describe('tournament draws', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a 12-player single elimination seeded from the ladder, played to a champion; the public page follows live', async ({
    page,
    browser,
    request,
  }) => {
    const coach = await createCoach(request, 1);
    const pin = await teamPin(request, coach);
    for (let i = 0; i < 12; i++) await createPlayer(request, pin);
    const name = uniqueName('Preseason Singles ');
    await createTournament(request, coach, name, ['Alternate Player']);

    await page.setViewportSize(PHONE);
    await openSignedIn(page, coach, '/tournaments');
    await openDraw(page, name);
    await expect(page.getByRole('heading', { name: 'Make a draw' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Seeding' })).toHaveText("From a team's ladder");
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Make the draw' }).click();

    // Four seeds, four byes: the seeds wait in the quarterfinals.
    await expect(page.getByText('Single elimination · seeded from the ladder')).toBeVisible();
    await expect(page.getByLabel(/^Seed [1-4]$/)).toHaveCount(8);
    await expect(page.getByText('Bye', { exact: true })).toHaveCount(4);
    await expect(page.getByRole('button', { name: /^Enter the result: / })).toHaveCount(4);
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await snapshot(page, 'draws-se-made-en-390');

    // A parent's phone, signed out, on the public page.
    const token = await ok<{ publicToken: string; tournamentId: number }>(
      await request.get(`/api/auth/tournaments/${new URL(page.url()).pathname.split('/')[2]}/draw`, {
        headers: auth(coach),
      }),
    );
    const visitor = await browser.newContext({ viewport: PHONE });
    const pub = await visitor.newPage();
    await openApp(pub, `/draw/${token.publicToken}`);
    await expect(pub.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(pub.getByTestId('live-status')).toHaveText('Live: results appear as they are entered.');
    const loads = { count: 0 };
    pub.on('load', () => (loads.count += 1));

    // Round one, the quarterfinals and the semifinals (10 matches).
    for (let i = 0; i < 10; i++) expect(await enterNext(page)).toBe(true);
    await expect(pub.getByText('6-3 6-4')).toHaveCount(10);

    // Changing a semifinal's winner before the final: nothing later is played, so nothing is asked.
    const final = page.getByRole('button', { name: /^Enter the result: / });
    await expect(final).toHaveCount(1);
    await enterNext(page, '7-5 7-5');
    await expect(page.getByTestId('champion')).toBeVisible();
    await expect(pub.getByTestId('champion')).toHaveText(/^Champion: /);
    const champion = (await page.getByTestId('champion').innerText()).replace('Champion: ', '');

    // A semifinal changed after the final: asked first, then the final is cleared.
    await page
      .getByRole('button', { name: /^Change the result: / })
      .nth(8)
      .click();
    const dialog = page.getByRole('dialog');
    const radios = dialog.getByRole('radiogroup', { name: 'Winner' }).getByRole('radio');
    const other = (await radios.nth(0).isChecked()) ? 1 : 0;
    await dialog.getByRole('textbox', { name: 'Score' }).fill(other === 1 ? '3-6 4-6' : '6-3 6-4');
    await radios.nth(other).check();
    await dialog.getByRole('button', { name: 'Save the result' }).click();
    await expect(dialog.getByTestId('clears-later')).toContainText('clears 1 later match');
    await expectAccessible(page);
    await snapshot(page, 'draws-se-clears-en-390');
    await dialog.getByRole('button', { name: 'Change it and clear' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('champion')).toHaveCount(0);
    await expect(pub.getByTestId('champion')).toHaveCount(0);

    // The final again: a champion.
    await enterNext(page, '6-4 6-4');
    await expect(page.getByTestId('champion')).toBeVisible();
    await expect(pub.getByTestId('champion')).toBeVisible();
    expect(loads.count).toBe(0);
    expect(champion.length).toBeGreaterThan(0);
    await expect.poll(() => pageScrollWidth(pub)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(pub);
    await snapshot(pub, 'draws-se-public-en-390');
    await snapshot(page, 'draws-se-champion-en-390');

    // Arabic, right to left: the coach's page and the parent's.
    await switchLanguage(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('champion')).toContainText('البطل');
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await snapshot(page, 'draws-se-champion-ar-390');
    await chooseLanguage(pub, 'ar');
    await reloadApp(pub);
    await expect(pub.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(pub.getByTestId('champion')).toContainText('البطل');
    await expectAccessible(pub);
    await snapshot(pub, 'draws-se-public-ar-390');
    await visitor.close();
  });

  test('a 6-player round robin played to its standings, the rule shown', async ({ page, request }) => {
    const coach = await createCoach(request, 0);
    const name = uniqueName('Doubles Round Robin ');
    const players = ['Ada Ames', 'Bea Burke', 'Cai Cruz', 'Dee Dunn', 'Eli Eads', 'Fay Ford'];
    await createTournament(request, coach, name, players);

    await page.setViewportSize(PHONE);
    await openSignedIn(page, coach, '/tournaments');
    await openDraw(page, name);
    await chooseOption(page.getByRole('combobox', { name: 'Draw type' }), 'Round robin');
    await expect(page.getByRole('combobox', { name: 'Seeding' })).toHaveText("From the tournament's ranks");
    await page.getByRole('button', { name: 'Make the draw' }).click();
    await expect(page.getByText('Round robin · seeded from the ranks')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Enter the result: / })).toHaveCount(15);
    await expect(page.getByTestId('tally-rule')).toHaveText(
      'Order: matches won, then head-to-head of two tied players, then share of sets won, then share of games won.',
    );
    await snapshot(page, 'draws-rr-made-en-390');

    // The player entered first wins every match: side 1 or 2, whichever they are on.
    const rank = (n: string) => players.indexOf(n);
    for (let i = 0; i < 15; i++) {
      const next = page.getByRole('button', { name: /^Enter the result: / }).first();
      const label = (await next.getAttribute('aria-label')) ?? '';
      const [, first = '', second = ''] = /^Enter the result: (.*) against (.*)$/.exec(label) ?? [];
      const firstWins = rank(first) < rank(second);
      await next.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Score' }).fill(firstWins ? '6-2 6-2' : '2-6 2-6');
      await dialog
        .getByRole('radiogroup', { name: 'Winner' })
        .getByRole('radio')
        .nth(firstWins ? 0 : 1)
        .check();
      await dialog.getByRole('button', { name: 'Save the result' }).click();
      await expect(dialog).toHaveCount(0);
    }
    const rows = page.getByTestId('standing');
    await expect(rows).toHaveCount(6);
    await expect(rows.first()).toContainText('1Ada Ames5-0');
    await expect(rows.last()).toContainText('6Fay Ford0-5');
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await snapshot(page, 'draws-rr-standings-en-390');
    await switchLanguage(page, 'ar');
    await expect(page.getByTestId('tally-rule')).toContainText('المباريات المكسوبة');
    await snapshot(page, 'draws-rr-standings-ar-390');
  });

  test("the signed-in page follows results entered elsewhere, then the coach makes the groups' playoff", async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request, 0);
    const name = uniqueName('Group Stage ');
    const players = ['Ana Abe', 'Ben Bay', 'Cat Cole', 'Dan Dew', 'Eve Elm', 'Fin Fox'];
    const tour = await createTournament(request, coach, name, players);
    const id = tour.ID;
    type Draw = {
      structures: Array<{ matchups: Array<{ id: number; winner: number | null; sides: unknown[] }> }>;
    };
    const draw = await ok<Draw>(
      await request.post(`/api/auth/tournaments/${id}/draw`, {
        data: { drawType: 'round_robin', seeding: 'ranks', groupSize: 3 },
        headers: auth(coach),
      }),
    );
    const matches = draw.structures.flatMap((s) => s.matchups);
    expect(matches).toHaveLength(6);
    // Another device (here: the API with the coach's token) enters every result but the last.
    const enter = (m: { id: number }) =>
      request.put(`/api/auth/tournaments/${id}/draw/matchups/${m.id}`, {
        data: { winnerSide: 1, score: '6-2 6-2' },
        headers: auth(coach),
      });
    for (const m of matches.slice(0, 5)) await ok(await enter(m));

    await page.setViewportSize(PHONE);
    await openSignedIn(page, coach, '/tournaments');
    await openDraw(page, name);
    const panel = page.getByRole('region', { name: 'Playoff' });
    await expect(panel.getByTestId('playoff-waiting')).toHaveText(
      '1 group match(es) to decide before the playoff.',
    );
    await expect(panel.getByRole('button', { name: 'Make the playoff' })).toBeDisabled();
    const loads = { count: 0 };
    page.on('load', () => (loads.count += 1));

    // The last result, entered elsewhere, reaches the open page without a reload.
    await ok(await enter(matches[5]!));
    await expect(panel.getByTestId('playoff-waiting')).toHaveCount(0);
    await expect(page.getByText('6-2 6-2')).toHaveCount(6);
    expect(loads.count).toBe(0);
    await expectAccessible(page);
    await snapshot(page, 'draws-playoff-ready-en-390');

    // The top two of each group: four players, no byes, two semifinals.
    await panel.getByRole('button', { name: 'Make the playoff' }).click();
    await expect(panel.getByRole('button', { name: 'Make the playoff' })).toHaveCount(0);
    const playoff = page.getByRole('region', { name: 'Playoff' });
    await expect(playoff.getByRole('button', { name: /^Enter the result: / })).toHaveCount(2);
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await snapshot(page, 'draws-playoff-made-en-390');
    await switchLanguage(page, 'ar');
    await expect(page.getByRole('region', { name: 'الدور الفاصل' })).toBeVisible();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await snapshot(page, 'draws-playoff-made-ar-390');
  });

  test("a doubles draw of pairs built on a phone; a partner sees their pair's path", async ({
    page,
    browser,
    request,
  }) => {
    const coach = await createCoach(request, 1);
    const pin = await teamPin(request, coach);
    const team: Account[] = [];
    for (let i = 0; i < 4; i++) team.push(await createPlayer(request, pin));
    const name = uniqueName('Doubles Cup ');
    const tour = await createTournament(request, coach, name, ['Alternate Player']);
    const full = (a: Account) => `${a.firstName} ${a.lastName}`;

    await page.setViewportSize(PHONE);
    await openSignedIn(page, coach, '/tournaments');
    await openDraw(page, name);
    await chooseOption(page.getByRole('combobox', { name: 'Singles or doubles' }), 'Doubles (pairs)');
    const pick = (label: string, a: Account) =>
      chooseOption(page.getByRole('combobox', { name: label }), new RegExp(`${full(a)}$`));
    await pick('Pair 1, first player', team[0]!);
    await pick('Pair 1, second player', team[3]!);
    await pick('Pair 2, first player', team[1]!);
    await pick('Pair 2, second player', team[2]!);
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await snapshot(page, 'draws-doubles-pairs-en-390');
    await page.getByRole('button', { name: 'Make the draw' }).click();
    const pair1 = `${full(team[0]!)} / ${full(team[3]!)}`;
    await expect(page.getByText('Single elimination · seeded from the ladder')).toBeVisible();
    await expect(page.getByText(pair1).first()).toBeVisible();
    await snapshot(page, 'draws-doubles-made-en-390');
    await switchLanguage(page, 'ar');
    await expect(page.getByText(pair1).first()).toBeVisible();
    await snapshot(page, 'draws-doubles-made-ar-390');

    // The second partner of pair 1, signed in on their phone, sees the final as theirs.
    const partner = await browser.newContext({ viewport: PHONE });
    const phone = await partner.newPage();
    await openSignedIn(phone, team[3]!, `/tournaments/${tour.ID}/draw`);
    const mine = phone.locator('[data-mine]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(pair1);
    await snapshot(phone, 'draws-doubles-partner-en-390');
    await partner.close();
  });
});
