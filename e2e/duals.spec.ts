import { expect, test, type Page } from '@playwright/test';
import { createCoach, createPlayer, ok, openSignedIn, teamPin, type School } from './fixtures/accounts';
import { chooseLanguage, switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { openApp, pageScrollWidth, reloadApp } from './fixtures/browser';
import { TEAM_HANDLES, TEAM_TYPES } from './fixtures/ladder';
import { placePlayer } from './fixtures/matches';
import { ARTIFACTS, chooseOption, snapshot } from './fixtures/ui';

/*
 * Issue 20 on a phone (390 px), in English and Arabic: a coach creates a dual against another school of
 * this Courtside, drafts the lineup from the ladder, swaps S2 and S3 and sees the anti-stacking warning,
 * publishes with a reason, enters every line's score and sees the team result; the other school's coach
 * accepts the invitation and confirms a line; the public page shows the result signed out.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const WIN = '6-1 6-2';
const LOSS = '2-6 3-6';
/** S1-S3 and D1 won, D2 lost: 4-1. */
const SCORES: Record<string, string> = { S1: WIN, S2: WIN, S3: WIN, D1: WIN, D2: LOSS };

const LABELS = {
  en: {
    create: 'Create a dual',
    createDialog: 'Create a dual',
    opponent: 'Opponent school',
    createSubmit: 'Create dual',
    draft: 'Draft from ladder',
    allGood: "Follows the team's rule",
    slot: (line: string) => new RegExp(`^${line}: `),
    lowerThan: 'is lower on the ladder than',
    publish: 'Publish lineup',
    publishDialog: "Publish despite the team's rule?",
    reason: 'Reason',
    publishAnyway: 'Publish anyway',
    publicLink: 'Public link',
    enter: (line: string) => new RegExp(`^Enter the result of ${line}$`),
    resultDialog: (line: string) => new RegExp(`^Result of ${line}$`),
    score: 'Score',
    save: 'Save result',
    four: /^4$/,
    one: /^1$/,
    wins: 'wins the dual',
    accept: 'Accept',
    print: 'Print',
    ourLineup: 'Our lineup',
    confirm: (line: string) => new RegExp(`^Confirm ${line}$`),
    confirmed: 'Confirmed',
    pending: /Waiting for the other coach: 5 lines/,
    line: (kind: 'S' | 'D', n: number) => `${kind}${n}`,
  },
  ar: {
    create: 'إنشاء مباراة فرق',
    createDialog: 'إنشاء مباراة فرق',
    opponent: 'المدرسة المنافسة',
    createSubmit: 'إنشاء',
    draft: 'تشكيل من الترتيب',
    allGood: 'تتبع قاعدة الفريق',
    slot: (line: string) => new RegExp(`^${line}: `),
    lowerThan: 'أدنى في الترتيب من',
    publish: 'نشر التشكيلة',
    publishDialog: 'النشر رغم قاعدة الفريق؟',
    reason: 'السبب',
    publishAnyway: 'النشر رغم ذلك',
    publicLink: 'الرابط العام',
    enter: (line: string) => new RegExp(`^إدخال نتيجة ${line}$`),
    resultDialog: (line: string) => new RegExp(`^نتيجة ${line}$`),
    score: 'النتيجة',
    save: 'حفظ النتيجة',
    four: /^[4٤]$/,
    one: /^[1١]$/,
    wins: 'يفوز بالمباراة',
    accept: 'قبول',
    print: 'طباعة',
    ourLineup: 'تشكيلتنا',
    confirm: (line: string) => new RegExp(`^تأكيد ${line}$`),
    confirmed: 'مؤكَّدة',
    pending: /بانتظار المدرب الآخر: [5٥] خطوط/,
    // Arabic digits or Latin ones, as the browser's Intl writes them for 'ar'.
    line: (kind: 'S' | 'D', n: number) => `${kind === 'S' ? 'فردي' : 'زوجي'} [${n}${'٠١٢٣٤٥٦٧٨٩'[n]}]`,
  },
} as const;

async function shot(page: Page, name: string, screen = false): Promise<void> {
  if (process.env.E2E_SNAPSHOTS === '0') return;
  if (screen) await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, animations: 'disabled' });
  else await snapshot(page, name);
}

/** Phone first, then the same screen at desktop width, back to the phone. */
async function bothSizes(page: Page, name: string, screen = false): Promise<void> {
  await shot(page, `${name}-390`, screen);
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-1440`, screen);
  await page.setViewportSize(PHONE);
}

/** A coach of one team with seven players at positions 1-7 (3 singles + 2 doubles). */
async function teamWithLadder(request: Parameters<typeof createCoach>[0]) {
  const coach = await createCoach(request, 1);
  const pin = await teamPin(request, coach);
  for (let position = 1; position <= 7; position += 1) {
    const player = await createPlayer(request, pin);
    await placePlayer(request, coach, player, position);
  }
  return coach;
}

for (const language of ['en', 'ar'] as const) {
  test(`a coach runs a dual on a phone (${language}): lineup, warning, publish, scores; the opponent confirms; the public page`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(420_000);
    const l = LABELS[language];
    await page.setViewportSize(PHONE);
    const coach = await teamWithLadder(request);
    // createCoach answers with the coach's school too (createCoachAt).
    const opponent = (await createCoach(request, 1)) as Awaited<ReturnType<typeof createCoach>> & {
      school: School;
    };
    const opponentSchool = opponent.school.label;
    const handle = TEAM_HANDLES[coach.teams[0]!];

    await openSignedIn(page, coach, `/duals/${handle}`);
    if (language === 'ar') await switchLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await bothSizes(page, `duals-season-empty-${language}`);

    // Create: the opponent picked from this Courtside's schools.
    await page.getByRole('button', { name: l.create }).click();
    const create = page.getByRole('dialog', { name: l.createDialog });
    await create.getByRole('combobox', { name: l.opponent }).fill(opponentSchool.slice(0, 6));
    await page.getByRole('option', { name: opponentSchool, exact: true }).click();
    await expectAccessible(page);
    await bothSizes(page, `duals-create-${language}`, true);
    await create.getByRole('button', { name: l.createSubmit }).click();
    await expect(page).toHaveURL(new RegExp(`/duals/${handle}/\\d+$`));
    const dualPath = new URL(page.url()).pathname;

    // Draft, then swap S2 and S3 by two taps: S2 is now lower on the ladder than S3.
    await page.getByRole('button', { name: l.draft }).click();
    await expect(page.getByTestId('lineup-summary')).toHaveText(l.allGood);
    await page.getByRole('button', { name: l.slot(l.line('S', 2)) }).click();
    await page.getByRole('button', { name: l.slot(l.line('S', 3)) }).click();
    await expect(page.getByTestId('line-check-S2')).toContainText(l.lowerThan);
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await bothSizes(page, `duals-lineup-warning-${language}`);

    // Publish: the warning again, and a reason.
    await page.getByRole('button', { name: l.publish }).click();
    const publish = page.getByRole('dialog', { name: l.publishDialog });
    await expect(publish).toContainText(l.lowerThan);
    await publish.getByRole('textbox', { name: l.reason }).fill('S3 beat S2 in the last challenge');
    await expectAccessible(page);
    await bothSizes(page, `duals-publish-reason-${language}`, true);
    await publish.getByRole('button', { name: l.publishAnyway }).click();
    await expect(publish).toHaveCount(0);
    const link = page.getByRole('textbox', { name: l.publicLink });
    await expect(link).toHaveValue(/\/dual\//);
    const publicUrl = await link.inputValue();

    // The lineup card to print: one page, black on white, without the print button.
    // Opened from the dual page (a new tab of the same browser: its stored language too).
    const card = await page.context().newPage();
    await card.setViewportSize(PHONE);
    await openApp(card, `${dualPath}/print`);
    await expect(card.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(card.getByRole('table')).toContainText(language === 'ar' ? 'فردي' : 'S1');
    await card.emulateMedia({ media: 'print' });
    await expect(card.getByRole('button', { name: l.print })).toBeHidden();
    await expectAccessible(card);
    await bothSizes(card, `duals-print-card-${language}`);
    await card.close();

    // The other school's coach accepts the invitation (their team linked to the dual).
    const other = await browser.newPage({ viewport: PHONE });
    await openSignedIn(other, opponent, '/duals');
    if (language === 'ar') await switchLanguage(other, 'ar');
    await other.getByRole('button', { name: l.accept, exact: true }).click();
    await expect(other).toHaveURL(/\/duals\/[a-z-]+\/\d+$/);
    const otherPath = new URL(other.url()).pathname;
    // Their own lineup for the dual, with the same builder.
    await expect(other.getByRole('heading', { name: l.ourLineup })).toBeVisible();

    // Every line's score.
    for (const [line, score] of Object.entries(SCORES)) {
      const name = l.line(line[0] as 'S' | 'D', Number(line[1]));
      await page.getByRole('button', { name: l.enter(name) }).click();
      const dialog = page.getByRole('dialog', { name: l.resultDialog(name) });
      await dialog.getByRole('textbox', { name: l.score, exact: true }).fill(score);
      if (line === 'S1') {
        await expectAccessible(page);
        await bothSizes(page, `duals-line-score-${language}`, true);
      }
      await dialog.getByRole('button', { name: l.save }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId(`result-${line}`).getByTestId('line-score')).toHaveText(score);
    }

    // Against a linked school a line counts once the other coach confirms it.
    await expect(page.getByTestId('team-total')).toContainText(l.pending);

    // The opposing coach confirms S1 (then the other lines, so the dual is decided).
    await openApp(other, otherPath);
    await other.getByRole('button', { name: l.confirm(l.line('S', 1)) }).click();
    await expect(other.getByTestId('result-S1')).toContainText(l.confirmed);
    await expectAccessible(other);
    await bothSizes(other, `duals-opponent-confirmed-${language}`);
    for (const line of ['S2', 'S3', 'D1', 'D2']) {
      const name = l.line(line[0] as 'S' | 'D', Number(line[1]));
      await other.getByRole('button', { name: l.confirm(name) }).click();
      await expect(other.getByTestId(`result-${line}`)).toContainText(l.confirmed);
    }
    await other.close();

    await openApp(page, dualPath);
    await expect(page.getByTestId('team-lines-1')).toHaveText(l.four);
    await expect(page.getByTestId('team-lines-2')).toHaveText(l.one);
    await expect(page.getByTestId('team-total')).toContainText(l.wins);
    await expectAccessible(page);
    await bothSizes(page, `duals-results-${language}`);

    // Signed out: the public page shows the lineups and the result.
    const visitor = await browser.newContext({ viewport: PHONE });
    const pub = await visitor.newPage();
    await openApp(pub, publicUrl);
    if (language === 'ar') {
      await chooseLanguage(pub, 'ar');
      await reloadApp(pub);
    }
    await expect(pub.getByTestId('team-lines-1')).toHaveText(l.four);
    await expect(pub.getByTestId('team-lines-2')).toHaveText(l.one);
    await expect(pub.getByTestId('result-D2').getByTestId('line-score')).toHaveText(LOSS);
    await expectAccessible(pub);
    await bothSizes(pub, `duals-public-${language}`);
    await visitor.close();
  });
}

test("a coach sets the team's lineup rule in settings; a player sees their dual and line on their home page", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  const coach = await createCoach(request, 1);
  const pin = await teamPin(request, coach);
  const players = [];
  for (let position = 1; position <= 3; position += 1) {
    const player = await createPlayer(request, pin);
    await placePlayer(request, coach, player, position);
    players.push(player);
  }

  // The rule, picked in settings, is saved at once.
  await openSignedIn(page, coach, '/team-settings');
  const section = page.getByRole('region', { name: 'Dual lineup rule' });
  await chooseOption(section.getByRole('combobox'), 'Neighbours may swap');
  await expect(page.getByText(/The lineup rule of .* has been saved\./)).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'duals-settings-rule-en-390');

  // A published dual of 3 singles lines (drafted from the ladder) through the API.
  const auth = { Authorization: `Bearer ${coach.token}` };
  const { rosterId } = await ok<{ rosterId: number }>(
    await request.get('/api/auth/duals', {
      params: { skillLevel: TEAM_TYPES[coach.teams[0]!] },
      headers: auth,
    }),
  );
  const created = await ok<{ dual: { id: number; rule: { tolerance: number } } }>(
    await request.post('/api/auth/duals', {
      headers: auth,
      data: {
        rosterId,
        opponentName: 'Lincoln Prep',
        site: 'away',
        place: 'Lincoln courts',
        startsAt: '2031-04-10T20:00:00Z',
        format: { preset: 'custom', singles: 3, doubles: 0 },
      },
    }),
  );
  expect(created.dual.rule.tolerance).toBe(1);
  const id = created.dual.id;
  const draft = await ok<{ lineup: unknown }>(
    await request.post(`/api/auth/duals/${id}/draft`, { headers: auth }),
  );
  await ok(
    await request.put(`/api/auth/duals/${id}/lineup`, { headers: auth, data: { lineup: draft.lineup } }),
  );
  await ok(await request.post(`/api/auth/duals/${id}/publish`, { headers: auth, data: {} }));

  // The second player on the ladder plays S2.
  await openSignedIn(page, players[1]!, '/');
  const mine = page.getByRole('region', { name: 'Your upcoming duals' });
  await expect(mine).toContainText('at Lincoln Prep');
  await expect(mine.getByTestId('my-dual-line')).toHaveText('You play S2');
  await expectAccessible(page);
  await snapshot(page, 'duals-player-home-en-390');
  await page.setViewportSize(DESKTOP);
  await snapshot(page, 'duals-player-home-en-1440');
});
