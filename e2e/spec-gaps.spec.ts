import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  claimTeams,
  createCoach,
  createCoachAt,
  createPlayer,
  openSignedIn,
  teamPin,
  type TeamField,
} from './fixtures/accounts';
import { expectAccessible } from './fixtures/axe';
import { openApp, reloadApp } from './fixtures/browser';
import { addEvent, listEvents } from './fixtures/calendar';
import { randomPhone, smsCount, waitForCode } from './fixtures/outbox';
import { chooseOption, searchSchool, snapshot } from './fixtures/ui';

/*
 * The specification's last gaps (issue 17): where a player lands after login and logout, the
 * Matches menu of the user's own teams, the calendar dialog's errors, a team added after set-up,
 * the default time of a new match and a few texts. Each journey runs in English on a desktop and
 * in Arabic on a phone.
 */

// Long journeys with axe scans, on a machine shared with other test runs.
test.describe.configure({ timeout: 180_000 });

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

      await openApp(page, '/playerlogin');
      await useLanguage(page, lang);
      await reloadApp(page);
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
      await openApp(page, '/coachlogin');
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
      await openApp(page, '/coachlogin');
      await useLanguage(page, lang);
      await openSignedIn(page, coach, '/calendar?view=day&date=2030-06-12');
      await page.getByRole('button', { name: new RegExp(`^${title}[,،] `) }).click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'calendar:dialog.editTitle') });
      await expect(dialog).toBeVisible();

      // The server fails the save: the dialog stays, says so, and keeps the new title.
      const fail = (route: import('@playwright/test').Route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":"internal error","code":"internal_error"}',
        });
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
    test('a new coach is told which team exists, adds a free one later in Account settings, and reads the right texts', async ({
      page,
      request,
    }) => {
      // A school where another coach has one team, and another team is still free.
      const { school, teams } = await claimTeams(request, 2);
      const [taken, free] = teams as [TeamField, TeamField];
      await createCoachAt(request, school, [taken]);

      await openApp(page, '/coachlogin');
      await useLanguage(page, lang);
      await reloadApp(page);
      const number = randomPhone();
      const before = await smsCount(number);
      await page.getByRole('textbox', { name: text(lang, 'auth.phone') }).fill(number);
      await page.getByRole('button', { name: text(lang, 'auth.sendCode') }).click();
      const code = await waitForCode(number, before);
      const codeSent = page.getByText(text(lang, 'auth.codeSent', { phone: number }));
      await expect(codeSent).toBeVisible();

      // Five wrong codes void the code: the message asks for a new one instead of asking to wait.
      await page.route('**/api/sms-login', (route) =>
        route.fulfill({
          status: 429,
          json: { error: 'too many wrong codes, request a new code', code: 'code_void' },
        }),
      );
      const codeField = page.getByRole('textbox', { name: text(lang, 'auth.code'), exact: true });
      await codeField.fill(code);
      await page.getByRole('button', { name: text(lang, 'auth.login') }).click();
      await expect(page.getByText(text(lang, 'auth.errors.newCodeNeeded'))).toBeVisible();
      await page.unrouteAll();

      await page.getByRole('button', { name: text(lang, 'auth.login') }).click();
      await expect(page).toHaveURL(/\/coaches\/set-up$/);
      // "We sent a code" was about the login page: it does not follow the user to the next one.
      await expect(codeSent).toHaveCount(0, { timeout: 2_000 });

      await searchSchool(page.getByRole('combobox', { name: text(lang, 'setup.school') }), school.label);
      await expect(page.getByText(text(lang, 'setup.teamsHelp'))).toBeVisible();
      await page
        .getByRole('checkbox', { name: text(lang, `teams.${TEAM_CODE[taken]}`), exact: true })
        .check();
      await page.getByRole('textbox', { name: text(lang, 'setup.firstName') }).fill('Noor');
      await page.getByRole('textbox', { name: text(lang, 'setup.lastName') }).fill('Haddad');
      await page.getByRole('textbox', { name: text(lang, 'setup.email') }).fill('noor@example.org');
      await page.getByRole('button', { name: text(lang, 'setup.submit') }).click();
      // The team that exists is named.
      await expect(
        page.getByText(
          text(lang, 'setup.errors.teamExists', { team: text(lang, `teams.${TEAM_CODE[taken]}`) }),
        ),
      ).toBeVisible();
      await snapshot(page, `spec-gaps-setup-team-exists-${size}`);
      await page
        .getByRole('checkbox', { name: text(lang, `teams.${TEAM_CODE[taken]}`), exact: true })
        .uncheck();
      await page.getByRole('button', { name: text(lang, 'setup.submit') }).click();
      await expect(page).toHaveURL(/\/ladder-choose$/);

      // The two settings have different names: Appearance in the toolbar, Account settings by the name.
      await page.getByRole('button', { name: text(lang, 'settings.title'), exact: true }).click();
      await expect(page.getByRole('heading', { name: text(lang, 'settings.title') })).toBeVisible();
      await page.getByRole('button', { name: text(lang, 'settings.close') }).click();
      if (phone) await page.getByRole('button', { name: text(lang, 'shell.openMenu') }).click();
      await page
        .getByRole('link', { name: text(lang, 'settings.account') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(page.getByRole('heading', { name: text(lang, 'settings:title'), level: 1 })).toBeVisible();

      // Teams: the one that exists is refused by name; the free one is added and coached.
      const section = page.getByRole('region', { name: text(lang, 'settings:teams.title') });
      await expect(section.getByText(text(lang, 'settings:teams.none'))).toBeVisible();
      const choose = section.getByRole('combobox', { name: text(lang, 'settings:teams.choose') });
      const add = section.getByRole('button', { name: text(lang, 'settings:teams.add') });
      await chooseOption(choose, text(lang, `teams.${TEAM_CODE[taken]}`));
      await add.click();
      await expect(section.getByRole('alert')).toHaveText(
        text(lang, 'settings:teams.exists', { team: text(lang, `teams.${TEAM_CODE[taken]}`) }),
      );
      await expectAccessible(page);
      await snapshot(page, `spec-gaps-settings-team-exists-${size}`);
      await chooseOption(choose, text(lang, `teams.${TEAM_CODE[free]}`));
      await add.click();
      await expect(section.getByRole('status')).toHaveText(
        text(lang, 'settings:teams.added', { team: text(lang, `teams.${TEAM_CODE[free]}`) }),
      );
      await expect(
        section.getByText(
          text(lang, 'settings:teams.current', { teams: text(lang, `teams.${TEAM_CODE[free]}`) }),
        ),
      ).toBeVisible();
      await expect(page.getByTestId('user-teams').first()).toHaveText(text(lang, `teams.${TEAM_CODE[free]}`));
      await snapshot(page, `spec-gaps-settings-team-added-${size}`);
      // Its ladder opens, and the Matches menu lists it.
      await openApp(page, `/ladder/${TEAM_HANDLE[free]}`);
      const emptyLadder = text(lang, 'ladder:table.empty', { pin: '#PIN#' }).split('#PIN#')[0]!;
      await expect(page.getByText(emptyLadder)).toBeVisible();
      await expectMatchesMenuOf(page, lang, phone, [free]);
      if (phone) await page.keyboard.press('Escape');

      // A new sign-in phone needs its code sent first, and the message says how.
      await openApp(page, '/settings');
      const personal = page.getByRole('region', { name: text(lang, 'settings:personal.title') });
      await personal.getByLabel(text(lang, 'settings:personal.phone')).fill(randomPhone());
      await personal.getByRole('button', { name: text(lang, 'settings:personal.save') }).click();
      await expect(personal.getByText(text(lang, 'settings:errors.codeRequired')).first()).toBeVisible();
    });

    test('a new match starts in the afternoon by default, not at midnight', async ({ page, request }) => {
      const coach = await createCoach(request, 1);
      const team = coach.teams[0]!;
      await openApp(page, '/coachlogin');
      await useLanguage(page, lang);
      // Late in the evening: the next full hour would be midnight.
      const now = new Date();
      const late = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 20);
      const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
      const day = (d: Date) =>
        `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      await page.clock.setFixedTime(late);
      await openSignedIn(page, coach, `/matches/challenge/${TEAM_HANDLE[team]}`);
      await page.getByRole('button', { name: text(lang, 'matches:page.create') }).click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'matches:create.title.challenge') });
      await expect(dialog.getByLabel(text(lang, 'matches:form.time'))).toHaveValue('16:00');
      await expect(dialog.getByLabel(text(lang, 'matches:form.date'))).toHaveValue(day(tomorrow));
      await snapshot(page, `spec-gaps-match-default-time-${size}`);
    });
  });
}
