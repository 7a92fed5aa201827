import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { SKILL_HANDLES } from '../contract/common';
import { createCoach, ok, openSignedIn, uniqueName } from './fixtures/accounts';
import { switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { pageScrollWidth } from './fixtures/browser';
import { rosterOf, TEAM_TYPES } from './fixtures/ladder';
import { randomPhone } from './fixtures/outbox';
import { snapshot } from './fixtures/ui';

/*
 * Issue 37 on a phone, in English and Arabic: a coach imports a 20-player roster file with two bad
 * rows, fixes them on the page and saves all 20, starts a new season (one player graduates), opens a
 * player's page with head-to-head against a teammate, and downloads the archived season's matches.
 */

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };

const WORDS = {
  en: {
    choose: 'CSV file',
    summaryBad: '18 rows are ready, 2 have problems.',
    summaryGood: '20 rows are ready, 0 have problems.',
    line: (n: number) => `Line ${n}`,
    lastName: 'Last name',
    phone: 'Phone',
    recheck: 'Check again',
    save: 'Save 20 players',
    saved: '20 players were added to the ladder.',
    start: 'Start a new season',
    name: 'Name of the new season',
    first: 'First day',
    last: 'Last day',
    archive: 'Archive and start',
    graduates: 'Graduates',
    against: 'Against',
    h2h: '1 won, 1 lost · sets 3–2',
    season: 'Season',
    matches: 'Matches',
    missingName: 'First and last name are needed',
  },
  ar: {
    choose: 'ملف CSV',
    summaryBad: '18 صفوف جاهزة، و2 فيها مشكلات.',
    summaryGood: '20 صفوف جاهزة، و0 فيها مشكلات.',
    line: (n: number) => `السطر ${n}`,
    lastName: 'اسم العائلة',
    phone: 'الهاتف',
    recheck: 'افحص مجددًا',
    save: 'احفظ 20 لاعبين',
    saved: 'أُضيف 20 لاعبين إلى الترتيب.',
    start: 'ابدأ موسمًا جديدًا',
    name: 'اسم الموسم الجديد',
    first: 'اليوم الأول',
    last: 'اليوم الأخير',
    archive: 'أرشف وابدأ',
    graduates: 'يتخرّج',
    against: 'ضد',
    h2h: '1 فوز، 1 خسارة · الأشواط 3–2',
    season: 'الموسم',
    matches: 'المباريات',
    missingName: 'الاسم الأول واسم العائلة مطلوبان',
  },
} as const;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

for (const language of ['en', 'ar'] as const) {
  test(`a roster is imported and fixed, a new season starts, a player's head-to-head, the matches exported (${language})`, async ({
    page,
    request,
  }) => {
    const w = WORDS[language];
    await page.setViewportSize(PHONE);
    const coach = await createCoach(request, 1);
    const team = coach.teams[0]!;
    const handle = SKILL_HANDLES[TEAM_TYPES[team] as 1 | 2 | 3 | 4];
    const tag = uniqueName('S').slice(-5);
    const names = Array.from({ length: 20 }, (_, i) => [`Ann${i + 1}${tag}`, `Lee${i + 1}`]);
    const phones = names.map(() => randomPhone());
    // Two bad rows: line 6 has no last name, line 13 a phone of five digits.
    const rows = names.map(([first, last], i) => [
      first,
      i === 4 ? '' : last,
      i === 11 ? '12345' : phones[i],
      `${first!.toLowerCase()}@example.org`,
      '2028',
    ]);
    const file = ['first_name,last_name,phone,email,graduation_year', ...rows.map((r) => r.join(','))].join(
      '\n',
    );

    await openSignedIn(page, coach, `/seasons/${handle}/import`);
    if (language === 'ar') await switchLanguage(page, 'ar');
    await page
      .getByLabel(w.choose)
      .setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await expect(page.getByRole('status').filter({ hasText: w.summaryBad })).toBeVisible();
    const line6 = page.getByRole('article', { name: w.line(6) });
    await expect(line6.getByText(w.missingName)).toBeVisible();
    await snapshot(page, `seasons-${language}-1-preview`);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);

    // Nothing saved yet.
    expect((await rosterOf(request, coach.token, team)).players).toHaveLength(0);
    await line6.getByRole('textbox', { name: w.lastName, exact: true }).fill('Lee5');
    await page
      .getByRole('article', { name: w.line(13) })
      .getByRole('textbox', { name: w.phone, exact: true })
      .fill(phones[11]!);
    await page.getByRole('button', { name: w.recheck }).click();
    await expect(page.getByRole('status').filter({ hasText: w.summaryGood })).toBeVisible();
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await snapshot(page, `seasons-${language}-2-saved`);
    const { players, teamRosterID } = await rosterOf(request, coach.token, team);
    expect(players).toHaveLength(20);

    // Two results between the first two players (through the matches API), then a new season.
    const [ann1, ann2] = [
      players.find((p) => p.FirstName === names[0]![0])!,
      players.find((p) => p.FirstName === names[1]![0])!,
    ];
    const { current } = await ok<{ current: { startsOn: string; endsOn: string } }>(
      await request.get(`/api/auth/seasons/teams/${teamRosterID}`, { headers: bearer(coach.token) }),
    );
    const matchDay = dayAfter(current.startsOn, 30);
    for (const [score, winner] of [
      ['6-4 6-3', ann1],
      ['6-4 3-6 4-6', ann2],
    ] as const) {
      const made = await ok<{ res: { TennisMatchID: number } }>(
        await request.post('/api/auth/create-tennis-match', {
          headers: bearer(coach.token),
          data: {
            SchoolTeamRosterID: teamRosterID,
            MatchType: 2,
            IsSingles: true,
            MatchDate: matchDay,
            MatchTime: '16:00',
            Plist: [ann1, ann2].map((p) => ({ ID: p.PlayerID, Name: `${p.FirstName} ${p.LastName}` })),
          },
        }),
      );
      await ok(
        await request.put('/api/auth/edit-tennis-match', {
          headers: bearer(coach.token),
          data: {
            TennisMatchID: made.res.TennisMatchID,
            MatchScore: score,
            MatchDate: matchDay,
            MatchTime: '16:00',
            WinnerList: [{ ID: winner.PlayerID }],
          },
        }),
      );
    }

    await page.goto(`/seasons/${handle}`);
    await page.getByRole('button', { name: w.start }).click();
    const dialog = page.getByRole('dialog');
    const newName = `Fall ${tag}`;
    await dialog.getByRole('textbox', { name: w.name }).fill(newName);
    await dialog.getByLabel(w.first).fill(dayAfter(current.endsOn, 1));
    await dialog.getByLabel(w.last).fill(dayAfter(current.endsOn, 120));
    await dialog.getByRole('combobox', { name: new RegExp(`${names[19]![0]} Lee20`) }).click();
    await page.getByRole('option', { name: w.graduates }).click();
    await snapshot(page, `seasons-${language}-3-rollover`);
    await dialog.getByRole('button', { name: w.archive }).click();
    await expect(page.getByRole('alert').filter({ hasText: newName })).toBeVisible();
    expect((await rosterOf(request, coach.token, team)).players).toHaveLength(19);
    await snapshot(page, `seasons-${language}-4-new-season`);

    // The player's page, head-to-head against the teammate.
    await page.getByRole('link', { name: new RegExp(`${names[0]![0]} Lee1$`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${names[0]![0]} Lee1` })).toBeVisible();
    await page.getByRole('combobox', { name: new RegExp(w.against) }).click();
    await page.getByRole('option', { name: `${names[1]![0]} Lee2` }).click();
    await expect(page.getByRole('status').filter({ hasText: w.h2h })).toBeVisible();
    await snapshot(page, `seasons-${language}-5-player`);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);

    // The archived season's matches, as a spreadsheet file.
    await page.goto(`/seasons/${handle}`);
    await page.getByRole('combobox', { name: new RegExp(w.season) }).click();
    await page.getByRole('option').nth(1).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: w.matches, exact: true }).click(),
    ]);
    const text = fs.readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF"date","time_utc","kind"')).toBe(true);
    expect(text).toContain(
      `"${matchDay}","16:00","official","singles","${names[0]![0]} Lee1","${names[1]![0]} Lee2","6-4 3-6 4-6"`,
    );
    await snapshot(page, `seasons-${language}-6-archived`);
  });
}
