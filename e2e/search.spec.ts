import { expect, test } from '@playwright/test';
import { createCoach, createPlayer, teamPin } from './fixtures/accounts';
import { switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { openApp } from './fixtures/browser';
import { signIn } from './fixtures/accounts';
import { snapshot } from './fixtures/ui';

/*
 * The toolbar search (issue 32): a coach presses Ctrl+K, types part of a player's name, picks the
 * player with the keyboard and lands on the page that lists them (their team's ladder), on a
 * desktop and a phone, in English and in Arabic (right to left).
 */

const WORDS = {
  en: { field: 'Search', dialog: 'Search Courtside', kind: 'Player', team: 'Junior Varsity Boys' },
  ar: { field: 'بحث', dialog: 'البحث في Courtside', kind: 'لاعب', team: 'فريق الناشئين للبنين' },
} as const;

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

test('a coach finds a player with Ctrl+K and the keyboard', async ({ page, request }) => {
  const coach = await createCoach(request, 1);
  const player = await createPlayer(request, await teamPin(request, coach));
  await signIn(page, coach);
  for (const language of ['en', 'ar'] as const) {
    for (const size of ['desktop', 'phone'] as const) {
      const words = WORDS[language];
      await page.setViewportSize(SIZES[size]);
      await openApp(page, '/calendar');
      if (language === 'ar' && size === 'desktop') await switchLanguage(page, 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      // On a phone the toolbar shows an icon; on a desktop a field naming the shortcut.
      await expect(
        page.getByRole('button', {
          name: size === 'phone' ? words.field : new RegExp(`^${words.field} \\(`),
        }),
      ).toBeVisible();

      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: words.dialog });
      const field = dialog.getByRole('combobox', { name: words.field });
      await expect(field).toBeFocused();
      await page.keyboard.type(player.firstName.slice(0, -1).toLowerCase());
      const option = dialog.getByRole('option', { name: new RegExp(player.firstName) });
      await expect(option).toContainText(`${words.kind} · ${words.team}`);
      await expect(dialog.getByRole('option')).toHaveCount(1);
      // The first suggestion is highlighted for Enter; the arrows move through them.
      await page.keyboard.press('ArrowDown');
      await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
      if (size === 'phone') {
        const box = (await dialog.boundingBox())!;
        expect(box.width).toBe(SIZES.phone.width);
      }
      await expectAccessible(page);
      await snapshot(page, `search-${language}-${SIZES[size].width}`);

      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/ladder\/jv-boys$/);
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(`${player.firstName} ${player.lastName}`).first()).toBeVisible();
      await snapshot(page, `search-landed-${language}-${SIZES[size].width}`);
    }
  }
});
