import { expect, test, type Page } from '@playwright/test';
import { createCoach, createPlayer, openSignedIn, teamPin, type Account } from './fixtures/accounts';
import { expectAccessible } from './fixtures/axe';
import { pageScrollWidth } from './fixtures/browser';
import { TEAM_HANDLES } from './fixtures/ladder';
import { chooseOption, snapshot } from './fixtures/ui';

/*
 * Issue 17, points 19 and 20: the ladder on a phone is one line per player (name, position,
 * actions; contact details on a tap) without sideways scrolling; a coach moves a player to place
 * N (the others shift) or swaps two players in one step, and one undo reverses it.
 */

const nameOf = (account: Account) => `${account.firstName} ${account.lastName}`;
const tableRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const listRows = (page: Page) => page.getByTestId('ladder-list').locator('> li');
const tableOrder = (page: Page) => tableRows(page).locator('td:nth-child(2)');
/** The names in the table's player cells (which start with the avatar's initials). */
const inOrder = (accounts: Account[]) => accounts.map((a) => new RegExp(`${nameOf(a)}$`));
const MOVE_TAKEN = 'You cannot move the player to this team because the position has already been taken.';
const changes = (page: Page) => page.getByTestId('ladder-changes').locator('> li');

async function toArabic(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** A coach of one team with four players at places 1-4 (in the order returned). */
async function teamOfFour(request: Parameters<typeof createCoach>[0]) {
  const coach = await createCoach(request, 1);
  const pin = await teamPin(request, coach);
  const players: Account[] = [];
  for (let i = 0; i < 4; i++) players.push(await createPlayer(request, pin));
  return { coach, players, handle: TEAM_HANDLES[coach.teams[0]!] };
}

/** Every line of the phone list lies inside the screen, its buttons included. */
async function expectListFits(page: Page, width: number) {
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(width);
  for (const row of await listRows(page).all()) {
    for (const button of await row.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  }
}

test.describe('ladder reordering and the phone list', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a coach moves a player to place 1 and swaps two players in one step each, and undoes it', async ({
    page,
    request,
  }) => {
    const { coach, players, handle } = await teamOfFour(request);
    const [p1, p2, p3, p4] = players as [Account, Account, Account, Account];
    await openSignedIn(page, coach, `/ladder/${handle}`);
    await expect(tableRows(page)).toHaveCount(4, { timeout: 30_000 });
    // On a wide screen the table keeps SPEC.md's columns, the player id among them.
    await expect(page.getByRole('columnheader', { name: 'Player ID' })).toBeVisible();

    // Move to place 1: the three above shift down, no gap, one change.
    await tableRows(page)
      .filter({ hasText: nameOf(p4) })
      .locator('td')
      .nth(1)
      .click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'To a place; the players in between shift one place' }).check();
    await expect(dialog.getByRole('combobox', { name: /^Team/ })).toHaveCount(0);
    await expectAccessible(page);
    await chooseOption(dialog.getByRole('combobox', { name: /^Position/ }), /^1 \(now /);
    await snapshot(page, 'ladder-insert-en-1440');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(tableOrder(page)).toHaveText(inOrder([p4, p1, p2, p3]));
    await expect(tableRows(page).locator('td:nth-child(1)')).toHaveText(['1', '2', '3', '4']);
    await expect(changes(page)).toHaveCount(1);

    // Swap the last with the first.
    await tableRows(page)
      .filter({ hasText: nameOf(p3) })
      .locator('td')
      .nth(1)
      .click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Swap places with another player' }).check();
    await chooseOption(
      dialog.getByRole('combobox', { name: /^Swap with/ }),
      new RegExp(`^1 · \\W?${nameOf(p4)}`),
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(tableOrder(page)).toHaveText(inOrder([p3, p1, p2, p4]));
    await expect(changes(page)).toHaveCount(2);

    // One undo reverses the whole swap, the next the whole move.
    for (const expected of [
      [p4, p1, p2, p3],
      [p1, p2, p3, p4],
    ]) {
      await page.getByRole('button', { name: 'Undo latest change' }).click();
      await page
        .getByRole('dialog', { name: 'Undo the latest change?' })
        .getByRole('button', { name: 'Undo' })
        .click();
      await expect(tableOrder(page)).toHaveText(inOrder(expected));
    }
    await expect(tableRows(page).locator('td:nth-child(1)')).toHaveText(['1', '2', '3', '4']);
    await expectAccessible(page);
    await snapshot(page, 'ladder-reordered-en-1440');

    // Arabic on a wide screen: the dialog's choices mirror.
    await toArabic(page);
    await tableRows(page)
      .filter({ hasText: nameOf(p2) })
      .locator('td')
      .nth(1)
      .click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'تبادل المركز مع لاعب آخر' }).check();
    await expectAccessible(page);
    await snapshot(page, 'ladder-swap-ar-1440');
  });

  for (const width of [360, 412]) {
    test(`on a ${width} px phone the ladder is one line per player that fits, in English and Arabic`, async ({
      page,
      request,
    }) => {
      const { coach, players, handle } = await teamOfFour(request);
      const [p1, , p3, p4] = players as [Account, Account, Account, Account];
      await page.setViewportSize({ width, height: 780 });
      await openSignedIn(page, coach, `/ladder/${handle}`);
      await expect(listRows(page)).toHaveCount(4, { timeout: 30_000 });
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByText('Player ID')).toHaveCount(0);
      await expectListFits(page, width);
      const row = listRows(page).filter({ hasText: nameOf(p3) });
      await expect(row).toContainText('3');
      // Contact details on a tap of the name, hidden again on the next.
      const name = row.getByRole('button', { name: nameOf(p3), exact: true });
      await expect(name).toHaveAttribute('aria-expanded', 'false');
      await expect(row.getByRole('link', { name: /^Phone / })).toBeHidden();
      await name.click();
      await expect(name).toHaveAttribute('aria-expanded', 'true');
      await expect(row.getByRole('link', { name: /^Phone / })).toHaveText(p3.phone);
      await expect(row.getByText('Official win %')).toBeVisible();
      await expectListFits(page, width);
      await expectAccessible(page);
      await snapshot(page, `ladder-phone-en-${width}`);
      await name.click();
      await expect(row.getByRole('link', { name: /^Phone / })).toBeHidden();

      // The move button opens the dialog: place 1 in one step.
      await row.getByRole('button', { name: `Move ${nameOf(p3)}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'To a place; the players in between shift one place' }).check();
      await chooseOption(dialog.getByRole('combobox', { name: /^Position/ }), /^1 \(now /);
      await expectAccessible(page);
      await snapshot(page, `ladder-phone-insert-en-${width}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(listRows(page).first()).toContainText(nameOf(p3));
      await expect(listRows(page).nth(1)).toContainText(nameOf(p1));
      await expect(listRows(page).last()).toContainText(nameOf(p4));

      // The delete button sits on the player's own line.
      await row.getByRole('button', { name: `Delete ${nameOf(p3)} from the team` }).click();
      await expect(
        page.getByRole('dialog', { name: 'Are you sure you want to delete this player from your team?' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'No' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await toArabic(page);
      await expect(listRows(page)).toHaveCount(4);
      await expectListFits(page, width);
      await listRows(page)
        .first()
        .getByRole('button', { name: nameOf(p3), exact: true })
        .click();
      await expectAccessible(page);
      await snapshot(page, `ladder-phone-ar-${width}`);
      await listRows(page)
        .first()
        .getByRole('button', { name: `نقل ${nameOf(p3)}` })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
      await snapshot(page, `ladder-phone-move-ar-${width}`);
    });
  }

  test('a player on a phone reads the list: no actions, their own details on a tap', async ({
    page,
    request,
  }) => {
    const { players, handle } = await teamOfFour(request);
    const [p1, p2] = players as [Account, Account, Account, Account];
    await page.setViewportSize({ width: 360, height: 780 });
    await openSignedIn(page, p2, `/ladder/${handle}`);
    await expect(listRows(page)).toHaveCount(4, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: /^Move |^Delete / })).toHaveCount(0);
    const own = listRows(page).filter({ hasText: nameOf(p2) });
    await expect(own).toContainText('You');
    await own
      .getByRole('button', { name: new RegExp(`^${nameOf(p2)}`) })
      .first()
      .click();
    await expect(own.getByRole('link', { name: /^Phone / })).toHaveText(p2.phone);
    const mate = listRows(page).filter({ hasText: nameOf(p1) });
    await mate.getByRole('button', { name: nameOf(p1), exact: true }).click();
    await expect(mate.getByText('Not shared')).toBeVisible();
    // Teammates' contacts are not shared with a player: the hint promises only what a tap shows.
    await expect(page.getByText('Tap a name for win percentages.')).toBeVisible();
    await expect(page.getByText(/Tap a name for contact details/)).toHaveCount(0);
    await expectListFits(page, 360);
    await expectAccessible(page);
    await snapshot(page, 'ladder-phone-player-en-360');
  });

  test('a taken place offers the shift and the swap right under the message (phone, then Arabic wide)', async ({
    page,
    request,
  }) => {
    const { coach, players, handle } = await teamOfFour(request);
    const [p1, p2, p3, p4] = players as [Account, Account, Account, Account];
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, coach, `/ladder/${handle}`);
    await expect(listRows(page)).toHaveCount(4, { timeout: 30_000 });

    await page.getByRole('button', { name: `Move ${nameOf(p4)}` }).click();
    let dialog = page.getByRole('dialog');
    await chooseOption(dialog.getByRole('combobox', { name: /^Position/ }), /^2 \(taken by /);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(MOVE_TAKEN);
    // Names are isolated in their own direction (U+2068 ... U+2069).
    await expect(alert).toContainText(new RegExp(`${nameOf(p2)}\\W* holds it\\.`));
    await expect(
      alert.getByRole('button', { name: new RegExp(`^Swap places with \\W?${nameOf(p2)}`) }),
    ).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'ladder-taken-offer-en-390');
    await alert.getByRole('button', { name: 'Move to 2; the players in between shift one place' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(listRows(page).first()).toContainText(nameOf(p1));
    await expect(listRows(page).nth(1)).toContainText(nameOf(p4));
    await expect(listRows(page).nth(2)).toContainText(nameOf(p2));
    await expect(listRows(page).nth(3)).toContainText(nameOf(p3));

    // Arabic on a wide screen: the swap, from the same message.
    await page.setViewportSize({ width: 1440, height: 900 });
    await toArabic(page);
    await expect(tableRows(page)).toHaveCount(4);
    await tableRows(page)
      .filter({ hasText: nameOf(p1) })
      .locator('td')
      .nth(1)
      .click();
    dialog = page.getByRole('dialog');
    await chooseOption(dialog.getByRole('combobox', { name: /^المركز/ }), /^(4|٤)\s/);
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    const offer = dialog
      .getByRole('alert')
      .getByRole('button', { name: new RegExp(`بادِل المركز مع .*${nameOf(p3)}`) });
    await expect(offer).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'ladder-taken-offer-ar-1440');
    await offer.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(tableOrder(page)).toHaveText(inOrder([p3, p4, p2, p1]));
  });
});
