import { expect, test, type Page } from '@playwright/test';
import { createCoach, createPlayer, openSignedIn, teamPin } from './fixtures/accounts';
import { switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { pageScrollWidth } from './fixtures/browser';
import { randomPhone } from './fixtures/outbox';
import { snapshot } from './fixtures/ui';

const dialog = (page: Page) => page.getByRole('dialog');
const table = (page: Page, list: string) => page.getByRole('table', { name: `Contacts on the ${list} list` });

test.describe('outreach', () => {
  test('a coach adds a new person and an existing player, edits and removes', async ({ page, request }) => {
    test.setTimeout(240_000);
    const coach = await createCoach(request, 1);
    const player = await createPlayer(request, await teamPin(request, coach));
    await openSignedIn(page, coach, '/outreach');

    await expect(page.getByRole('heading', { name: 'Outreach', level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Outreach lists' });
    await expect(tabs.getByRole('tab')).toHaveText(['Preseason', 'JV Parents', 'Varsity Parents']);
    await expect(tabs.getByRole('tab', { name: 'Preseason' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Nobody is on the Preseason list yet.')).toBeVisible();
    await expectAccessible(page);

    await tabs.getByRole('tab', { name: 'JV Parents' }).click();
    await expect(page).toHaveURL(/\/outreach\?list=jv-parents$/);
    await expect(page.getByText('Nobody is on the JV Parents list yet.')).toBeVisible();

    // A new person: names required, e-mail checked, phone 10 digits (client side, the contract's rules).
    await page.getByRole('button', { name: 'Add contact' }).click();
    await expect(
      dialog(page).getByRole('heading', { name: 'Add a contact to the JV Parents list' }),
    ).toBeVisible();
    await expect(dialog(page).getByRole('radio', { name: 'A new person' })).toBeChecked();
    await expectAccessible(page);
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    await expect(dialog(page).getByText('This field is required.')).toHaveCount(2);
    await expect(dialog(page).getByText('Enter a 10-digit phone number.')).toBeVisible();
    await expectAccessible(page);
    const phone = randomPhone();
    await dialog(page).getByRole('textbox', { name: 'First name' }).fill('Maria');
    await dialog(page).getByRole('textbox', { name: 'Last name' }).fill('Lopez');
    await dialog(page).getByRole('textbox', { name: 'E-mail (optional)' }).fill('maria@');
    const phoneField = dialog(page).getByRole('textbox', { name: 'Phone number' });
    await phoneField.fill(`(${phone.slice(0, 3)}) ${phone.slice(3)}`);
    await expect(phoneField).toHaveValue(phone);
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    await expect(dialog(page).getByText('Enter a valid e-mail address.')).toBeVisible();
    await dialog(page).getByRole('textbox', { name: 'E-mail (optional)' }).fill('maria@example.org');
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(
      page.getByRole('alert').filter({ hasText: 'was added to the JV Parents list.' }),
    ).toBeVisible();
    const maria = table(page, 'JV Parents').getByRole('row').filter({ hasText: 'Maria Lopez' });
    await expect(maria).toContainText('maria@example.org');
    await expect(maria).toContainText(phone);
    await expect(maria).toContainText('New person');

    // The same phone again: the server's 409 shows on the phone field.
    await page.getByRole('button', { name: 'Add contact' }).click();
    await dialog(page).getByRole('textbox', { name: 'First name' }).fill('Mara');
    await dialog(page).getByRole('textbox', { name: 'Last name' }).fill('Lopez');
    await dialog(page).getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    await expect(dialog(page).getByText('This person is already on this list.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);

    // An existing player of the coach's team.
    await page.getByRole('button', { name: 'Add contact' }).click();
    await dialog(page).getByRole('radio', { name: 'An existing player' }).check();
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    await expect(dialog(page).getByText('Choose a player.')).toBeVisible();
    await dialog(page).getByRole('combobox', { name: 'Player' }).click();
    await expectAccessible(page);
    await page.getByRole('option', { name: `${player.firstName} ${player.lastName}` }).click();
    await snapshot(page, 'outreach-add-player-en-1440');
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const playerRow = table(page, 'JV Parents').getByRole('row').filter({ hasText: player.firstName });
    await expect(playerRow).toContainText('Player');
    await expect(playerRow).toContainText(player.phone);
    // A player's details come from their account: no edit.
    await expect(playerRow.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expect(playerRow.getByRole('button', { name: /^Remove/ })).toBeVisible();

    // The player is offered but disabled once listed.
    await page.getByRole('button', { name: 'Add contact' }).click();
    await dialog(page).getByRole('radio', { name: 'An existing player' }).check();
    await dialog(page).getByRole('combobox', { name: 'Player' }).click();
    await expect(page.getByRole('option', { name: new RegExp(player.firstName) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Escape');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByText('People on this list: 2')).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'outreach-en-1440');

    // Edit the new person.
    await maria.getByRole('button', { name: 'Edit Maria Lopez' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Edit contact' })).toBeVisible();
    await expect(dialog(page).getByRole('textbox', { name: 'Phone number' })).toHaveValue(phone);
    await dialog(page).getByRole('textbox', { name: 'Last name' }).fill('');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('This field is required.')).toBeVisible();
    await dialog(page).getByRole('textbox', { name: 'Last name' }).fill('Lopez-Garcia');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'The contact was saved.' })).toBeVisible();
    const edited = table(page, 'JV Parents').getByRole('row').filter({ hasText: 'Maria Lopez-Garcia' });
    await expect(edited).toBeVisible();

    // Remove asks first; Cancel keeps the contact.
    await edited.getByRole('button', { name: 'Remove Maria Lopez-Garcia from the list' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this contact?' });
    await expect(confirm).toContainText('is removed from the JV Parents list');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(edited).toBeVisible();
    await edited.getByRole('button', { name: 'Remove Maria Lopez-Garcia from the list' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'was removed from the list.' })).toBeVisible();
    await expect(table(page, 'JV Parents').getByRole('row').filter({ hasText: 'Maria' })).toHaveCount(0);
    await expect(page.getByText('People on this list: 1')).toBeVisible();

    // The lists are separate (a list is the school's: other tests' coaches may share it).
    await tabs.getByRole('tab', { name: 'Varsity Parents' }).click();
    await expect(page.getByRole('tabpanel')).not.toContainText('Loading');
    await expect(page.getByRole('tabpanel')).not.toContainText(player.firstName);

    // Arabic, right to left, at 1440 and 360.
    await tabs.getByRole('tab', { name: 'JV Parents' }).click();
    await switchLanguage(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'قوائم التواصل', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('table').getByRole('row').filter({ hasText: player.firstName }),
    ).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'outreach-ar-1440');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(
      page.getByRole('list', { name: /قائمة/ }).getByText(`${player.firstName} ${player.lastName}`),
    ).toBeVisible();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await snapshot(page, 'outreach-ar-360');
    await page.getByRole('button', { name: 'إضافة جهة اتصال' }).click();
    await expectAccessible(page);
    await snapshot(page, 'outreach-dialog-ar-360');
    await page.keyboard.press('Escape');

    await switchLanguage(page, 'en');
    await expect(page.getByRole('list', { name: 'Contacts on the JV Parents list' })).toBeVisible();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
    await snapshot(page, 'outreach-en-360');
  });

  test('a player reaching /outreach learns it is for coaches', async ({ page, request }) => {
    const coach = await createCoach(request, 1);
    const player = await createPlayer(request, await teamPin(request, coach));
    await openSignedIn(page, player, '/outreach');
    await expect(page.getByText('Outreach lists are for coaches.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add contact' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to announcements' }).click();
    await expect(page).toHaveURL(/\/announcements\/(jv|var)-(boys|girls)$/);
  });
});
