import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createCoach, createPlayer, openSignedIn, teamPin, type TeamField } from './fixtures/accounts';
import { expectAccessible } from './fixtures/axe';
import { addEvent, listEvents } from './fixtures/calendar';
import { waitForCode, smsCount } from './fixtures/outbox';
import { snapshot } from './fixtures/ui';

/*
 * The specification's last gaps (issue 17): where a player lands after login and logout, the
 * Matches menu of the user's own teams, and the calendar dialog's errors. Each journey runs in
 * English on a desktop and in Arabic on a phone.
 */

type Lang = 'en' | 'ar';
type Messages = Record<string, unknown>;

const loaded = new Map<string, Messages>();
function messages(file: string): Messages {
  let m = loaded.get(file);
  if (!m) {
    m = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    loaded.set(file, m);
  }
  return m;
}

/** The text of an i18n key ('calendar:dialog.save' for a feature's namespace), as the app shows it. */
function text(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const [ns, path] = key.includes(':') ? key.split(':') : [undefined, key];
  const file = ns ? `web/features/${ns}/i18n/${lang}.json` : `web/i18n/${lang}.json`;
  let value: unknown = messages(file);
  for (const part of path.split('.')) value = (value as Messages)[part];
  if (typeof value !== 'string') throw new Error(`no text for ${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const VARIANTS = [
  { lang: 'en', width: 1440, height: 900 },
  { lang: 'ar', width: 390, height: 844 },
] as const;

const TEAM_CODE: Record<TeamField, number> = { jvBoys: 1, vBoys: 2, jvGirls: 3, vGirls: 4 };
const TEAM_HANDLE: Record<TeamField, string> = {
  jvBoys: 'jv-boys',
  vBoys: 'var-boys',
  jvGirls: 'jv-girls',
  vGirls: 'var-girls',
};

/** The language the app starts in on this device (as chosen on the login page). */
async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.evaluate(
    `localStorage.setItem('courtside.ui', JSON.stringify({ theme: 'light', layout: 'vertical', language: ${JSON.stringify(lang)} }))`,
  );
}

/** The main navigation; on a phone it is opened from the toolbar first. */
async function openMenu(page: Page, lang: Lang, phone: boolean) {
  if (phone) await page.getByRole('button', { name: text(lang, 'shell.openMenu') }).click();
  const nav = page.getByRole('navigation', { name: text(lang, 'nav.label') });
  await expect(nav).toBeVisible();
  return nav;
}

/** Under Matches, every match type lists exactly the user's teams. */
async function expectMatchesMenuOf(page: Page, lang: Lang, phone: boolean, teams: readonly TeamField[]) {
  const nav = await openMenu(page, lang, phone);
  for (const type of ['matches', 'challenge', 'official', 'practice']) {
    const collapse = nav.getByRole('button', { name: text(lang, `nav.${type}`), exact: true });
    if ((await collapse.getAttribute('aria-expanded')) !== 'true') await collapse.click();
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  }
  for (const team of ['jvBoys', 'vBoys', 'jvGirls', 'vGirls'] as const) {
    const entries = nav.getByRole('link', { name: text(lang, `teams.${TEAM_CODE[team]}`), exact: true });
    await expect(entries).toHaveCount(teams.includes(team) ? 3 : 0);
  }
  return nav;
}

for (const { lang, width, height } of VARIANTS) {
  const phone = width < 600;
  const size = `${lang}-${width}`;

  test.describe(`at ${width} px in ${lang}`, () => {
    test.use({ viewport: { width, height } });

    test('a player lands on the announcements, sees only their team under Matches and logs out to the player login', async ({
      page,
      request,
    }) => {
      const coach = await createCoach(request, 1);
      const team = coach.teams[0]!;
      const player = await createPlayer(request, await teamPin(request, coach));

      await page.goto('/playerlogin');
      await useLanguage(page, lang);
      await page.reload();
      await expect(page.getByRole('heading', { name: text(lang, 'auth.playerTitle') })).toBeVisible();
      const before = await smsCount(player.phone);
      await page.getByRole('textbox', { name: text(lang, 'auth.phone') }).fill(player.phone);
      await page.getByRole('button', { name: text(lang, 'auth.sendCode') }).click();
      const code = await waitForCode(player.phone, before);
      await page.getByRole('textbox', { name: text(lang, 'auth.code'), exact: true }).fill(code);
      await page.getByRole('button', { name: text(lang, 'auth.login') }).click();

      // SPEC.md section 4: a player who has a team is sent to the announcements page.
      await expect(page).toHaveURL(new RegExp(`/announcements/${TEAM_HANDLE[team]}$`));
      await expect(page.getByTestId('user-name').first()).toBeAttached();

      const nav = await expectMatchesMenuOf(page, lang, phone, [team]);
      await expectAccessible(page);
      await snapshot(page, `spec-gaps-player-menu-${size}`);
      await nav
        .getByRole('link', { name: text(lang, `teams.${TEAM_CODE[team]}`), exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/matches/challenge/${TEAM_HANDLE[team]}$`));
      if (phone) await expect(nav).toHaveCount(0);

      // A player signs in again at the player login, not the coach's.
      await page.getByRole('button', { name: text(lang, 'shell.logout') }).click();
      await expect(page).toHaveURL(/\/playerlogin$/);
      await expect(page.getByRole('heading', { name: text('en', 'auth.playerTitle') })).toBeVisible();
    });

    test('a coach sees only the teams they coach under Matches', async ({ page, request }) => {
      const coach = await createCoach(request, 2);
      await page.goto('/coachlogin');
      await useLanguage(page, lang);
      await openSignedIn(page, coach, '/tournaments');
      await expect(page.getByTestId('user-name').first()).toBeAttached();
      await expectMatchesMenuOf(page, lang, phone, coach.teams);
      await snapshot(page, `spec-gaps-coach-menu-${size}`);
      await page.keyboard.press('Escape');

      // A coach of no team has no team pages at all: no Matches entry.
      const teamless = await createCoach(request);
      await openSignedIn(page, teamless, '/tournaments');
      await expect(page.getByTestId('user-name').first()).toBeAttached();
      const nav = await openMenu(page, lang, phone);
      await expect(nav.getByRole('link', { name: text(lang, 'nav.tournaments') })).toBeVisible();
      await expect(nav.getByRole('button', { name: text(lang, 'nav.matches'), exact: true })).toHaveCount(0);
    });

    test('a failed calendar save or delete says so in the dialog and keeps what was typed', async ({
      page,
      request,
    }) => {
      const coach = await createCoach(request);
      const title = `Practice ${Date.now().toString(36)}`;
      await addEvent(request, coach, {
        name: title,
        startTime: '2030-06-12 15:00',
        endTime: '2030-06-12 17:00',
      });
      await page.goto('/coachlogin');
      await useLanguage(page, lang);
      await openSignedIn(page, coach, '/calendar?view=day&date=2030-06-12');
      await page.getByRole('button', { name: new RegExp(`^${title}[,،] `) }).click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'calendar:dialog.editTitle') });
      await expect(dialog).toBeVisible();

      // The server fails the save: the dialog stays, says so, and keeps the new title.
      const fail = (route: import('@playwright/test').Route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal error"}' });
      await page.route('**/api/auth/editCalendarEvent', fail);
      const renamed = `${title} moved`;
      await dialog.getByLabel(text(lang, 'calendar:dialog.name')).fill(renamed);
      await dialog.getByRole('button', { name: text(lang, 'calendar:dialog.save'), exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(text(lang, 'calendar:dialog.errors.saveFailed'));
      await expect(dialog.getByLabel(text(lang, 'calendar:dialog.name'))).toHaveValue(renamed);
      await expectAccessible(page);
      await snapshot(page, `spec-gaps-calendar-save-error-${size}`);

      // The delete fails too: its confirmation says so and stays.
      await page.route('**/api/auth/deleteCalendarEvent', fail);
      await dialog.getByRole('button', { name: text(lang, 'calendar:dialog.delete') }).click();
      const confirm = page.getByRole('dialog', { name: text(lang, 'calendar:deleteConfirm.title') });
      await confirm.getByRole('button', { name: text(lang, 'calendar:deleteConfirm.confirm') }).click();
      await expect(confirm.getByText(text(lang, 'calendar:dialog.errors.deleteFailed'))).toBeVisible();
      await expect(confirm).toBeVisible();
      await snapshot(page, `spec-gaps-calendar-delete-error-${size}`);
      await confirm.getByRole('button', { name: text(lang, 'calendar:deleteConfirm.cancel') }).click();
      expect((await listEvents(request, coach)).map((e) => e.name)).toEqual([title]);

      // Once the server answers again, the same dialog saves what was typed.
      await page.unroute('**/api/auth/editCalendarEvent');
      await dialog.getByRole('button', { name: text(lang, 'calendar:dialog.save'), exact: true }).click();
      await expect(dialog).toHaveCount(0);
      expect((await listEvents(request, coach)).map((e) => e.name)).toEqual([renamed]);
    });
  });
}
