import { expect, test, type Page } from '@playwright/test';
import { E2E_OIDC } from '../playwright.config';
import {
  claim,
  createCoachAt,
  createPlayer,
  ok,
  openSignedIn,
  teamPin,
  type School,
} from './fixtures/accounts';
import { switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { planDual } from './fixtures/duals';
import { appStarted, openApp, pageScrollWidth, storedToken } from './fixtures/browser';
import { TEAM_HANDLES } from './fixtures/ladder';
import { placePlayer, rosterEntry } from './fixtures/matches';
import { chooseOption, snapshot } from './fixtures/ui';

/*
 * Issue 32: a school administrator signs in with the school's account through a real OpenID
 * provider (oidc-provider, started beside the app by playwright.config.ts, which grants
 * E2E_OIDC.admin its school from the command line), sees every team of the school with its
 * coaches, appoints a second coach to a team (who then coaches it), resets its Team PIN, and signs
 * out of the app and of the provider; sets the school's lineup rule, which a coach's lineup builder
 * then enforces. Phone and desktop, English and Arabic.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The admin's school, with a coach and a team of this run's own in it. */
async function schoolWithCoach(request: Parameters<typeof createCoachAt>[0]) {
  const schools = await ok<School[]>(await request.get('/api/schools'));
  const school = schools.find((s) => s.value === E2E_OIDC.adminSchool)!;
  expect(claim(`${school.value}-first-coach`) && claim(`${school.value}-vGirls`), 'the school is ours').toBe(
    true,
  );
  return createCoachAt(request, school, ['vGirls']);
}

/** Through the provider's sign-in page (the test provider asks only for the e-mail). */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.waitForURL((url) => url.origin === E2E_OIDC.issuer);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('school administrators', () => {
  test('an admin signs in with the school account, sees the teams and signs out of the provider too', async ({
    page,
    request,
  }) => {
    // A long journey (two widths, two languages, the team page, an accessibility scan at each step).
    test.setTimeout(180_000);
    const coach = await schoolWithCoach(request);
    // Two coaches of the school who coach no team yet: the admin appoints them.
    const second = await createCoachAt(request, coach.school, []);
    const third = await createCoachAt(request, coach.school, []);
    await page.setViewportSize(PHONE);
    await openApp(page, '/coachlogin');
    const button = page.getByRole('link', { name: 'Sign in with Lincoln Schools' });
    await expect(button).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'admin-login-en-390');

    await button.click();
    await signInAtProvider(page, E2E_OIDC.admin);
    await page.waitForURL('**/admin');
    await appStarted(page);
    const school = page.getByRole('region', { name: `Teams of Test School 120` });
    await expect(school).toBeVisible();
    const team = school.getByRole('listitem', { name: 'Varsity Girls' });
    await expect(team.getByText(`${coach.firstName} ${coach.lastName}`)).toBeVisible();
    await expect(team.getByText('Players: 0')).toBeVisible();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // The token says admin: adm and prov, no coach's cid.
    const claims = JSON.parse(
      Buffer.from((await storedToken(page))!.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({ prov: 'local' });
    expect(claims.adm).toEqual(expect.any(Number));
    expect(claims.cid).toBeUndefined();
    await expectAccessible(page);
    await snapshot(page, 'admin-teams-en-390');

    // The admin appoints a second coach to Varsity Girls, on the phone.
    const secondName = `${second.firstName} ${second.lastName}`;
    const rosterOfSecond = () =>
      request.get('/api/auth/roster?skillLevel=4', { headers: { authorization: `Bearer ${second.token}` } });
    expect((await rosterOfSecond()).status()).toBe(404);
    await team.getByRole('button', { name: 'Add a coach to Varsity Girls' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a coach to Varsity Girls' });
    await dialog.getByRole('combobox', { name: 'Coach' }).selectOption({ label: secondName });
    await expectAccessible(page);
    await snapshot(page, 'admin-appoint-en-390');
    await dialog.getByRole('button', { name: 'Add coach' }).click();
    await expect(page.getByText(`${secondName} now coaches Varsity Girls.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(team.getByText(secondName, { exact: true })).toBeVisible();
    await expect(team.getByRole('button', { name: `Remove ${secondName} from Varsity Girls` })).toBeVisible();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await snapshot(page, 'admin-appointed-en-390');
    // The appointed coach now really coaches the team: its roster opens to them.
    expect((await rosterOfSecond()).status()).toBe(200);

    // The team's coach plans a dual; the admin opens the team's read-only page and sees it.
    const auth = { Authorization: `Bearer ${coach.token}` };
    const { rosterId } = await ok<{ rosterId: number }>(
      await request.get('/api/auth/duals', { params: { skillLevel: 4 }, headers: auth }),
    );
    await planDual(request, coach.token, rosterId, 'Central Prep');
    await team.getByRole('link', { name: 'Open Varsity Girls' }).click();
    await page.waitForURL(`**/admin/teams/${rosterId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Varsity Girls' })).toBeVisible();
    const duals = page.getByRole('region', { name: 'Duals' });
    await expect(duals.getByText('Dual vs Central Prep')).toBeVisible();
    await expect(duals.getByText('Draft')).toBeVisible();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await snapshot(page, 'admin-team-en-390');
    await page.getByRole('link', { name: 'All teams' }).click();
    await page.waitForURL('**/admin');

    // A team page is not an admin's: back to their own page.
    await openApp(page, '/ladder');
    await page.waitForURL('**/admin');

    // Arabic, right to left, at desktop width.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('region', { name: 'فرق Test School 120' })).toBeVisible();
    await expect(page.getByText('المدربون').first()).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'admin-teams-ar-1440');

    // In Arabic at desktop width: a third coach appointed by keyboard, then a new Team PIN.
    const girls = page.getByRole('listitem', { name: 'الفريق الأول للبنات' });
    const thirdName = `${third.firstName} ${third.lastName}`;
    await girls.getByRole('button', { name: 'إضافة مدرب إلى الفريق الأول للبنات' }).click();
    const arDialog = page.getByRole('dialog', { name: 'إضافة مدرب إلى الفريق الأول للبنات' });
    const select = arDialog.getByRole('combobox', { name: 'المدرب' });
    await expect(select).toBeFocused();
    await select.selectOption({ label: thirdName });
    await expectAccessible(page);
    await snapshot(page, 'admin-appoint-ar-1440');
    await arDialog.getByRole('button', { name: 'إضافة المدرب' }).press('Enter');
    await expect(arDialog).toBeHidden();
    await expect(girls.getByText(thirdName, { exact: true })).toBeVisible();
    await girls.getByRole('button', { name: 'رمز PIN جديد لـ الفريق الأول للبنات' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'رمز PIN جديد' }).click();
    await expect(girls.getByTestId('new-team-pin')).toHaveText(/^\d{6}$/);
    await expectAccessible(page);
    await snapshot(page, 'admin-pin-ar-1440');

    // In Arabic on a phone: the school's page, then the team's.
    await page.setViewportSize(PHONE);
    await expect(girls.getByText('مباراة فرق ضد Central Prep (على أرضنا)')).toBeVisible();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await snapshot(page, 'admin-teams-ar-390');
    await girls.getByRole('link', { name: 'فتح الفريق الأول للبنات' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'الفريق الأول للبنات' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'مباريات الفرق' }).getByText('مسودة')).toBeVisible();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await snapshot(page, 'admin-team-ar-390');
    await page.getByRole('link', { name: 'كل الفرق' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    // Sign-out: the app's session ends, then the provider's own sign-out page, then back to /.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.origin === E2E_OIDC.issuer);
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL('**/coachlogin');
    expect(await storedToken(page)).toBeNull();

    // The provider forgot the session: signing in again asks for the account.
    await page.getByRole('link', { name: 'Sign in with Lincoln Schools' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  });

  test("the school's lineup rule: the admin sets it and a coach's lineup builder enforces it", async ({
    page,
    browser,
    request,
  }) => {
    // Three players on a ladder, a dual, two people's pages.
    test.setTimeout(180_000);
    const schools = await ok<School[]>(await request.get('/api/schools'));
    const school = schools.find((s) => s.value === E2E_OIDC.adminSchool)!;
    expect(claim(`${school.value}-vBoys`), 'the team is ours').toBe(true);
    const coach = await createCoachAt(request, school, ['vBoys']);
    const pin = await teamPin(request, coach);
    const players = [];
    for (let i = 0; i < 3; i++) players.push(await createPlayer(request, pin));
    for (const [i, player] of players.entries()) await placePlayer(request, coach, player, i + 1);
    const entries = await Promise.all(players.map((p) => rosterEntry(request, coach, p.firstName)));
    const rosterId = entries[0]!.teamRosterID;
    const headers = { Authorization: `Bearer ${coach.token}` };
    // The coach's own rule lets any order through, and the saved lineup puts the ladder's #3 at S1.
    const free = { singlesInOrder: false, doublesInOrder: false, singlesMayPlayDoubles: true, tolerance: 0 };
    await ok(
      await request.put('/api/auth/updateSettings-team-lineuprule', {
        headers,
        data: { id: rosterId, rule: free },
      }),
    );
    const dual = await planDual(request, coach.token, rosterId, 'Central High');
    const [first, second, third] = entries.map((e) => e.PlayerID);
    await ok(
      await request.put(`/api/auth/duals/${dual.id}/lineup`, {
        headers,
        data: {
          lineup: [
            { line: 'S1', players: [third] },
            { line: 'S2', players: [second] },
            { line: 'S3', players: [first] },
          ],
        },
      }),
    );

    // The admin, at desktop width, requires "Neighbours may swap" of every team of the school.
    await page.setViewportSize(DESKTOP);
    await openApp(page, '/coachlogin');
    await page.getByRole('link', { name: 'Sign in with Lincoln Schools' }).click();
    await signInAtProvider(page, E2E_OIDC.admin);
    await page.waitForURL('**/admin');
    await appStarted(page);
    const rules = page.getByRole('region', { name: 'School rules' });
    await chooseOption(
      rules.getByRole('combobox', { name: 'Lineup rule for every team' }),
      'Neighbours may swap',
    );
    await rules.getByRole('button', { name: 'Save school rules' }).click();
    await expect(
      rules.getByText(
        /^School rules saved\. Teams tightened: [1-9]\d*\. Upcoming duals tightened: [1-9]\d*\.$/,
      ),
    ).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'admin-rules-en-1440');

    // The coach, on a phone in Arabic: the dual names the school's rule and will not publish the stacked
    // lineup; drafted from the ladder it follows the rule and publishes.
    const context = await browser.newContext({ viewport: PHONE });
    const coachPage = await context.newPage();
    await openSignedIn(coachPage, coach, `/duals/${TEAM_HANDLES.vBoys}/${dual.id}`);
    await switchLanguage(coachPage, 'ar');
    await expect(coachPage.getByText('قاعدة المدرسة: يجوز تبادل المتجاورين')).toBeVisible();
    const refusal = coachPage.getByTestId('dual-school-rule');
    await expect(refusal).toContainText('قاعدة مدرستك (يجوز تبادل المتجاورين) لا تسمح بهذه التشكيلة');
    const publish = coachPage.getByRole('button', { name: 'نشر التشكيلة' });
    await expect(publish).toBeDisabled();
    expect(await pageScrollWidth(coachPage)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(coachPage);
    await snapshot(coachPage, 'admin-rule-enforced-ar-390');
    await coachPage.getByRole('button', { name: 'تشكيل من الترتيب' }).click();
    await expect(refusal).toBeHidden();
    await publish.click();
    const dialog = coachPage.getByRole('dialog', { name: 'نشر التشكيلة؟' });
    await dialog.getByRole('button', { name: 'نشر', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(coachPage.getByRole('button', { name: 'نشر التشكيلة' })).toBeHidden();
    await context.close();
  });

  test('an account no school granted lands on "ask your school" with no token, in Arabic on a phone', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openApp(page, '/coachlogin');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: 'تسجيل الدخول باستخدام Lincoln Schools' }).click();
    await signInAtProvider(page, 'stranger@lincoln.edu');
    await page.waitForURL('**/admin/ask-your-school?code=oidc_not_granted');
    await appStarted(page);
    await expect(page.getByRole('heading', { name: 'اسأل مدرستك' })).toBeVisible();
    await expect(page.getByText(/ليس مسؤولًا عن أي مدرسة/)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await snapshot(page, 'admin-refused-ar-390');
  });
});
