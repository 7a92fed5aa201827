import { expect, test, type Page } from '@playwright/test';
import { claimsOf, uniqueName } from './fixtures/accounts';
import { expectAccessible } from './fixtures/axe';
import { openApp, pageScrollWidth, storedToken } from './fixtures/browser';
import { randomPhone } from './fixtures/outbox';
import { LANDED, requestCodeInUi, snapshot } from './fixtures/ui';

/*
 * Issue 32, any school can start: a new coach whose school is not listed searches, types a name
 * like a school already on Courtside ("Lincon High": Lincoln High School, a seed school), is
 * offered it, says theirs is a different one, adds it and finishes set-up, at phone and desktop
 * width, in English and in Arabic.
 */

interface Texts {
  school: RegExp;
  notListed: string;
  addTitle: string;
  name: RegExp;
  city: RegExp;
  region: RegExp;
  add: string;
  similar: string;
  different: string;
  added: RegExp;
  firstName: RegExp;
  lastName: RegExp;
  email: RegExp;
  team: string;
  submit: string;
}

const EN: Texts = {
  school: /^School/,
  notListed: 'My school is not listed',
  addTitle: 'Add your school',
  name: /^School name/,
  city: /^City/,
  region: /^State or country/,
  add: 'Add my school',
  similar: 'Is it one of these?',
  different: 'No, my school is a different one',
  added: /was added/,
  firstName: /^First name/,
  lastName: /^Last name/,
  email: /^Email/,
  team: 'Junior Varsity Boys',
  submit: 'Create account',
};

const AR: Texts = {
  school: /^المدرسة/,
  notListed: 'مدرستي غير موجودة في القائمة',
  addTitle: 'أضف مدرستك',
  name: /^اسم المدرسة/,
  city: /^المدينة/,
  region: /^الولاية أو البلد/,
  add: 'أضف مدرستي',
  similar: 'هل هي إحدى هذه المدارس؟',
  different: 'لا، مدرستي مدرسة أخرى',
  added: /تمت إضافة/,
  firstName: /^الاسم الأول/,
  lastName: /^اسم العائلة/,
  email: /^البريد الإلكتروني/,
  team: 'فريق الناشئين للبنين',
  submit: 'إنشاء الحساب',
};

async function toSetUp(page: Page, phone: string): Promise<void> {
  await openApp(page, '/coachlogin');
  const code = await requestCodeInUi(page, phone);
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/coaches\/set-up$/);
}

async function addsTheirSchool(
  page: Page,
  texts: Texts,
  place: { city: string; region: string },
  tag: string,
) {
  const width = page.viewportSize()!.width;
  const phone = randomPhone();
  await toSetUp(page, phone);
  if (texts === AR) {
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }

  // A near-duplicate typed: the existing school is offered, with its level, and chosen from the keyboard it would be it.
  const field = page.getByRole('combobox', { name: texts.school });
  await field.fill('Lincon High');
  const lincoln = page
    .getByRole('option')
    .filter({ has: page.getByText('Lincoln High School', { exact: true }) });
  await expect(lincoln.first()).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, `school-search-${tag}-${width}`);

  // Not theirs: "My school is not listed", the list's last entry on a phone (it covers the button
  // under the field); on a desktop the coach leaves the list (Escape) and uses the button.
  if (width < 600) {
    await page.getByRole('option', { name: texts.notListed }).click();
  } else {
    await field.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await page.getByRole('button', { name: texts.notListed }).click();
  }
  const form = page.getByRole('group', { name: texts.addTitle });
  const name = form.getByRole('textbox', { name: texts.name });
  await expect(name).toHaveValue('Lincon High');
  await name.fill('Lincoln High School');
  await form.getByRole('textbox', { name: texts.city }).fill(place.city);
  await form.getByRole('textbox', { name: texts.region }).fill(place.region);
  await form.getByRole('button', { name: texts.add }).click();

  // Is it one of these? The existing school first; the coach says theirs is another.
  const offer = page.getByRole('group', { name: texts.similar });
  // (The other journey may have added a Lincoln High School elsewhere meanwhile: it is offered too.)
  await expect(offer.getByText('Lincoln High School', { exact: true }).first()).toBeVisible();
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(width);
  await expectAccessible(page);
  await snapshot(page, `school-similar-${tag}-${width}`);
  await offer.getByRole('button', { name: texts.different }).click();

  // Set-up goes on with the new school chosen.
  await expect(page.getByText(texts.added)).toBeVisible();
  await expect(field).toHaveValue('Lincoln High School');
  const firstName = uniqueName('Ann');
  await page.getByRole('checkbox', { name: texts.team, exact: true }).check();
  await page.getByRole('textbox', { name: texts.firstName }).fill(firstName);
  await page.getByRole('textbox', { name: texts.lastName }).fill('Lee');
  await page.getByRole('textbox', { name: texts.email }).fill(`${firstName.toLowerCase()}@example.org`);
  await expectAccessible(page);
  await snapshot(page, `school-added-${tag}-${width}`);
  await page.getByRole('button', { name: texts.submit }).click();

  await expect(page).toHaveURL(LANDED);
  await expect(page.getByTestId('user-name').first()).toHaveText(`${firstName} Lee`);
  const claims = claimsOf((await storedToken(page))!);
  // The coach's school is the new one, not the seed Lincoln High School.
  const seed = (await (await page.request.get('/api/schools')).json()) as { value: string }[];
  expect(seed.findIndex((s) => s.value === 'lincoln-hs')).toBeGreaterThanOrEqual(0);
  const found = (await (await page.request.get('/api/schools?q=Lincoln%20High%20School')).json()) as {
    value: string;
    city: string | null;
    verified: boolean;
  }[];
  const theirs = found.find((s) => s.city === place.city);
  expect(theirs).toMatchObject({ verified: false });
  expect(claims.sid).toEqual(expect.any(Number));
  await expectAccessible(page);
}

test.describe('any school can start', () => {
  test('a coach adds their school at set-up, in English at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await addsTheirSchool(page, EN, { city: 'Tulsa', region: 'Oklahoma' }, 'en');
  });

  test('a coach adds their school at set-up, in Arabic at desktop width', async ({ page }) => {
    await addsTheirSchool(page, AR, { city: 'Konya', region: 'Türkiye' }, 'ar');
  });
});
