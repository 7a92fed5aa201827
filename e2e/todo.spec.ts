import { expect, test, type Page } from '@playwright/test';
import { createCoach, createPlayer, ok, openSignedIn, teamPin } from './fixtures/accounts';
import { switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { pageScrollWidth, reloadApp } from './fixtures/browser';
import { TEAM_HANDLES, TEAM_TYPES } from './fixtures/ladder';
import { placePlayer } from './fixtures/matches';
import { chooseOption, snapshot } from './fixtures/ui';

/*
 * Issue 32 on a phone and at desktop width, in English and Arabic: a coach pins and reorders the toolbar's
 * shortcuts (kept on the server: a reload shows them), then clears a to-do item, a lineup not published
 * before its dual, by publishing it, and the to-do list and its badge are empty afterwards.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const LABELS = {
  en: {
    shortcuts: 'Shortcuts',
    edit: 'Edit shortcuts',
    remove: (title: string) => `Remove ${title}`,
    up: (title: string) => `Move ${title} up`,
    add: 'Add a page',
    addButton: 'Add',
    save: 'Save',
    outreach: 'Outreach',
    duals: 'Dual matches',
    calendar: 'Calendar',
    announcements: 'Announcements/Polls',
    todo: 'To-do',
    todoWaiting: 'To-do, 1 waiting',
    item: /^Lineup not published: Riverside High/,
    draft: 'Draft from ladder',
    publish: 'Publish lineup',
    publishDialog: 'Publish the lineup?',
    publishSubmit: 'Publish',
    published: 'Lineup published; texts sent',
    nothing: 'Nothing waits for you',
  },
  ar: {
    shortcuts: 'الاختصارات',
    edit: 'تعديل الاختصارات',
    remove: (title: string) => `إزالة ${title}`,
    up: (title: string) => `نقل ${title} إلى الأعلى`,
    add: 'إضافة صفحة',
    addButton: 'إضافة',
    save: 'حفظ',
    outreach: 'قوائم التواصل',
    duals: 'مباريات الفرق',
    calendar: 'التقويم',
    announcements: 'الإعلانات/الاستطلاعات',
    todo: 'المهام',
    todoWaiting: /^المهام، [1١] بانتظارك$/,
    item: /^تشكيلة لم تُنشر: Riverside High/,
    draft: 'تشكيل من الترتيب',
    publish: 'نشر التشكيلة',
    publishDialog: 'نشر التشكيلة؟',
    publishSubmit: 'نشر',
    published: 'نُشرت التشكيلة؛ الرسائل المرسلة',
    nothing: 'لا شيء ينتظرك',
  },
} as const;

/** Phone first, then the same screen at desktop width, back to the phone. */
async function bothSizes(page: Page, name: string): Promise<void> {
  await snapshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  await snapshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
}

for (const language of ['en', 'ar'] as const) {
  test(`a coach pins and reorders shortcuts and clears a to-do item (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const l = LABELS[language];
    await page.setViewportSize(PHONE);

    // A coach of one team with three players on the ladder and a dual in five days, its lineup not published.
    const coach = await createCoach(request, 1);
    const pin = await teamPin(request, coach);
    for (let position = 1; position <= 3; position += 1) {
      await placePlayer(request, coach, await createPlayer(request, pin), position);
    }
    const auth = { Authorization: `Bearer ${coach.token}` };
    const { rosterId } = await ok<{ rosterId: number }>(
      await request.get('/api/auth/duals', {
        params: { skillLevel: TEAM_TYPES[coach.teams[0]!] },
        headers: auth,
      }),
    );
    const { dual } = await ok<{ dual: { id: number } }>(
      await request.post('/api/auth/duals', {
        headers: auth,
        data: {
          rosterId,
          opponentName: 'Riverside High',
          site: 'home',
          startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
          format: { preset: 'custom', singles: 2, doubles: 0 },
        },
      }),
    );

    await openSignedIn(page, coach, '/todo');
    if (language === 'ar') await switchLanguage(page, 'ar');

    // On a phone the shortcuts are one button: its menu edits them.
    await page.getByRole('button', { name: l.shortcuts, exact: true }).click();
    await page.getByRole('menuitem', { name: l.edit }).click();
    const dialog = page.getByRole('dialog', { name: l.edit });
    await dialog.getByRole('button', { name: l.remove(l.outreach) }).click();
    await chooseOption(dialog.getByRole('combobox', { name: l.add }), l.duals);
    await dialog.getByRole('button', { name: l.addButton, exact: true }).click();
    // To-do to the top with the keyboard.
    await dialog.getByRole('button', { name: l.up(l.todo) }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('pinned-shortcut')).toHaveText([
      l.todo,
      l.calendar,
      l.announcements,
      l.duals,
    ]);
    await expectAccessible(page);
    await bothSizes(page, `todo-shortcuts-editor-${language}`);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/user/shortcuts') && r.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: l.save, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect((await saved).status()).toBe(200);

    // Kept on the server: after a reload, at desktop width, the toolbar's row in the new order.
    await page.setViewportSize(DESKTOP);
    await reloadApp(page);
    const bar = page.getByRole('navigation', { name: l.shortcuts });
    const links = bar.getByRole('link');
    await expect(links).toHaveCount(4);
    await expect(links.nth(0)).toHaveAccessibleName(l.todoWaiting);
    await expect(links.nth(1)).toHaveAccessibleName(l.calendar);
    await expect(links.nth(2)).toHaveAccessibleName(l.announcements);
    await expect(links.nth(3)).toHaveAccessibleName(l.duals);
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await bothSizes(page, `todo-list-${language}`);

    // The to-do item leads to the dual; publishing its lineup clears it.
    await page.getByRole('link', { name: l.item }).click();
    await expect(page).toHaveURL(new RegExp(`/duals/${TEAM_HANDLES[coach.teams[0]!]}/${dual.id}$`));
    await page.getByRole('button', { name: l.draft }).click();
    await page.getByRole('button', { name: l.publish }).click();
    const publish = page.getByRole('dialog', { name: l.publishDialog });
    await publish.getByRole('button', { name: l.publishSubmit, exact: true }).click();
    await expect(publish).toHaveCount(0);
    // Its message shows top-centre below the app bar, never over the toolbar's buttons.
    const message = page.getByRole('alert').filter({ hasText: l.published });
    await expect(message).toBeVisible();
    const appBar = (await page.getByRole('banner').boundingBox())!;
    expect((await message.boundingBox())!.y).toBeGreaterThanOrEqual(appBar.y + appBar.height);
    await snapshot(page, `todo-published-${language}-390`);

    // Back through the shortcut (on the phone, its menu): nothing waits any more, and no badge.
    await page.getByRole('button', { name: l.shortcuts, exact: true }).click();
    await page.getByRole('menuitem', { name: l.todo, exact: true }).click();
    await expect(page).toHaveURL(/\/todo$/);
    await expect(page.getByText(l.nothing)).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await expect(
      page.getByRole('navigation', { name: l.shortcuts }).getByRole('link').first(),
    ).toHaveAccessibleName(l.todo);
    await page.setViewportSize(PHONE);
    await expectAccessible(page);
    await bothSizes(page, `todo-empty-${language}`);
  });
}
