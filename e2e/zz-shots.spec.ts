import { expect, test } from '@playwright/test';
import { createCoach, openSignedIn, createPlayer, teamPin } from './fixtures/accounts';
import { addEvent } from './fixtures/calendar';
import { switchLanguage } from './fixtures/announcements';

test.describe.configure({ timeout: 300_000 });
const pad = (n: number) => String(n).padStart(2, '0');
test('screens', async ({ page, request }) => {
  const coach = await createCoach(request, 1);
  const pin = await teamPin(request, coach);
  await createPlayer(request, pin);
  await createPlayer(request, pin);
  const d = new Date();
  for (const [i, name] of ['Team meeting', 'Fitness session', 'Film review'].entries()) {
    const day = new Date(d.getTime() + i * 86400000);
    const s = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    await addEvent(request, coach, { name, startTime: `${s} 16:00`, endTime: `${s} 16:30` });
    await addEvent(request, coach, { name: name + ' 2', startTime: `${s} 17:00`, endTime: `${s} 18:00` });
  }
  for (const lang of ['en', 'ar'] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      await openSignedIn(page, coach, '/calendar');
      if (lang === 'ar' && (await page.locator('html').getAttribute('lang')) !== 'ar') await switchLanguage(page, 'ar');
      if (lang === 'en' && (await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');
      await expect(page.locator('[data-event-id]').first()).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/calendar-month-${lang}-${width}.png`, fullPage: true });
      // Week view
      await page.getByRole('button', { name: /^(Week|أسبوع|الأسبوع)$/ }).click().catch(() => {});
      await page.screenshot({ path: `/tmp/shots/calendar-week-${lang}-${width}.png` });
      // Language menu (lazy)
      await page.getByRole('button', { name: /^(Language|اللغة): / }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/langmenu-${lang}-${width}.png` });
      await page.keyboard.press('Escape');
      // Settings drawer (lazy)
      await page.getByRole('button', { name: /^(Settings|الإعدادات)$/ }).first().click();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `/tmp/shots/settings-${lang}-${width}.png` });
      await page.keyboard.press('Escape');
      // Static shell before the app starts
      await page.route(/\/assets\/index-[^/]+\.js$/, () => {});
      await page.goto('/ladder', { waitUntil: 'commit' });
      await expect(page.getByRole('progressbar')).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/shell-${lang}-${width}.png` });
      await page.unrouteAll();
    }
  }
});
