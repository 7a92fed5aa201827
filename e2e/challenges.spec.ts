import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createCoach, createPlayer, ok, openSignedIn, teamPin, type Account } from './fixtures/accounts';
import { switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { openApp, pageScrollWidth, reloadApp } from './fixtures/browser';
import { TEAM_HANDLES, TEAM_TYPES } from './fixtures/ladder';
import { placePlayer } from './fixtures/matches';
import { outboxPath } from './fixtures/outbox';
import { ARTIFACTS, snapshot } from './fixtures/ui';

/*
 * Issue 21: players challenge each other from the ladder on their phones (390 px), one in English
 * and one in Arabic; each step texts the other a link to the challenge's page; the coach sees the
 * team's open challenges. The ladder moves when the result is confirmed, or when the clock runs out
 * on an unanswered challenge (the e2e server's test clock, E2E_TEST_CLOCK).
 */

// The e2e server's test clock is one for the whole server: the journey that moves it must not run
// beside the one that plays a challenge through its deadlines, so this file's tests run in order.
test.describe.configure({ mode: 'default' });

const PHONE = { width: 390, height: 844 };
const SCORE = '6-3 6-4';
const nameOf = (account: Account) => `${account.firstName} ${account.lastName}`;

/** Dialogs are fixed to the screen: a full-page picture would show the page scrolled beneath them. */
async function snapshotScreen(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SNAPSHOTS === '0') return;
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, animations: 'disabled' });
}

async function phonePage(browser: Browser, account: Account, path: string): Promise<Page> {
  // UTC, so that a time typed into the page is the time computed from the server's clock here.
  const context = await browser.newContext({ viewport: PHONE, timezoneId: 'UTC' });
  const page = await context.newPage();
  await openSignedIn(page, account, path);
  return page;
}

/** The link to a challenge's page in the latest text to `phone` that has one (waits for it). */
async function linkTextedTo(phone: string, after = 0): Promise<string> {
  const until = Date.now() + 15_000;
  for (;;) {
    let text = '';
    try {
      text = await readFile(outboxPath(), 'utf8');
    } catch {
      // No text yet.
    }
    const links = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { to: string; body: string })
      .filter((m) => m.to === phone)
      .map((m) => /\/challenges\/\d+/.exec(m.body)?.[0])
      .filter((link): link is string => link !== undefined);
    if (links.length > after) return links.at(-1)!;
    if (Date.now() > until) throw new Error(`No challenge link texted to ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

type Request = Parameters<typeof createCoach>[0];

/** Moves the e2e server's clock forward (0: reads it) and runs the jobs then due. */
async function moveClock(request: Request, advanceMs: number): Promise<Date> {
  const { now } = await ok<{ now: string }>(await request.post('/api/test/clock', { data: { advanceMs } }));
  return new Date(now);
}

/** A time `days` after the server's now, to the minute, as a date-time field (in UTC) holds it. */
async function serverTimeIn(request: Request, days: number): Promise<string> {
  const at = new Date((await moveClock(request, 0)).getTime() + days * DAY_MS);
  return at.toISOString().slice(0, 16);
}

const DAY_MS = 86_400_000;

/** A coach's team with a defender at place 1 and a challenger at place 2. */
async function ladderOfTwo(request: Request) {
  const coach = await createCoach(request, 1);
  const pin = await teamPin(request, coach);
  const defender = await createPlayer(request, pin);
  const challenger = await createPlayer(request, pin);
  await placePlayer(request, coach, defender, 1);
  await placePlayer(request, coach, challenger, 2);
  const field = coach.teams[0]!;
  return { coach, defender, challenger, handle: TEAM_HANDLES[field], team: TEAM_TYPES[field] };
}

/** `challenger` challenges `defender` through the API (the journey under test starts after it). */
async function challengeByApi(request: Request, challenger: Account, defender: Account, team: number) {
  const asChallenger = { Authorization: `Bearer ${challenger.token}` };
  const targets = await ok<{ targets: { playerId: number; firstName: string }[] }>(
    await request.get(`/api/auth/challenges/targets?skillLevel=${team}`, { headers: asChallenger }),
  );
  const defenderId = targets.targets.find((x) => x.firstName === defender.firstName)!.playerId;
  const { challenge } = await ok<{ challenge: { id: number } }>(
    await request.post('/api/auth/challenges', {
      data: { skillLevel: team, defenderId },
      headers: asChallenger,
    }),
  );
  return challenge;
}

test('two players play a challenge from the ladder to a confirmed result; the ladder moves', async ({
  browser,
  request,
}) => {
  // Three players' pages, each step checked with axe: minutes on a busy machine.
  test.setTimeout(480_000);
  const { coach, defender, challenger, handle } = await ladderOfTwo(request);
  const [challengerName, defenderName] = [nameOf(challenger), nameOf(defender)];
  // The match is agreed for tomorrow (on the server's clock): the result can be reported only after it.
  const agreedAt = await serverTimeIn(request, 1);

  // The challenger (English) challenges from the ladder, proposing a time and a place.
  const mine = await phonePage(browser, challenger, `/ladder/${handle}`);
  await expect(mine.getByTestId('no-open-challenges')).toBeVisible();
  await mine.getByRole('button', { name: `Challenge ${defenderName}` }).click();
  const issue = mine.getByRole('dialog', { name: new RegExp(`Challenge .?${defenderName}`) });
  await issue.getByLabel('Proposed time (optional)').fill(agreedAt);
  await issue.getByLabel('Place (optional)').fill('Court 3');
  await expectAccessible(mine);
  await snapshotScreen(mine, 'challenges-issue-en-390');
  await issue.getByRole('button', { name: 'Send challenge' }).click();
  await expect(issue).toHaveCount(0);
  // The ladder row shows the open challenge and its countdown to a forfeit.
  const row = mine.getByTestId('row-challenges').filter({ hasText: challengerName });
  await expect(
    row.getByRole('link', { name: new RegExp(`Challenged by .?${challengerName}`) }),
  ).toBeVisible();
  await expect(row.getByTestId('challenge-deadline')).toHaveText(/^Forfeit in \d+ days?( \d+ hours?)?$/);
  await expect.poll(() => pageScrollWidth(mine)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(mine);
  await snapshot(mine, 'challenges-ladder-en-390');
  await mine.setViewportSize({ width: 1440, height: 900 });
  await expect(mine.getByRole('region', { name: /^Ladder of / })).toContainText(`Challenged by`);
  await snapshot(mine, 'challenges-ladder-en-1440');
  await mine.setViewportSize(PHONE);

  // The defender (Arabic) opens the texted link and accepts the proposed time.
  const link = await linkTextedTo(defender.phone);
  const theirs = await phonePage(browser, defender, link);
  await switchLanguage(theirs, 'ar');
  await expect(theirs.getByRole('heading', { level: 1 })).toContainText(challengerName);
  await expect(theirs.getByTestId('challenge-deadline')).toContainText('خسارة بالانسحاب');
  await expectAccessible(theirs);
  await snapshot(theirs, 'challenges-page-issued-ar-390');
  await theirs.getByRole('button', { name: 'قبول', exact: true }).click();
  const accept = theirs.getByRole('dialog', { name: 'قبول التحدي' });
  await expect(accept.getByLabel('الوقت المتفق عليه')).toHaveValue(agreedAt);
  await expect(accept.getByLabel('المكان (اختياري)')).toHaveValue('Court 3');
  // The dialog says the deadline to play: a later time would let the challenge expire unplayed.
  await expect(accept).toContainText('العب قبل');
  await snapshotScreen(theirs, 'challenges-accept-ar-390');
  await accept.getByRole('button', { name: 'قبول', exact: true }).click();
  await expect(accept).toHaveCount(0);
  await expect(theirs.getByText('مقبول', { exact: true })).toBeVisible();
  // Their ladder, in Arabic: the row says who challenged them and the time left to play.
  await openApp(theirs, `/ladder/${handle}`);
  const theirRow = theirs.getByTestId('row-challenges').first();
  await expect(theirRow.getByRole('link', { name: new RegExp(`يتحداه .?${challengerName}`) })).toBeVisible();
  await expect(theirRow.getByTestId('challenge-deadline')).toContainText('اللعب خلال');
  await expect.poll(() => pageScrollWidth(theirs)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(theirs);
  await snapshot(theirs, 'challenges-ladder-ar-390');

  // The coach sees the open challenge on the team's list.
  const coachPage = await phonePage(browser, coach, `/challenges?team=${handle}`);
  const card = coachPage.getByTestId('challenge-card').filter({ hasText: challengerName });
  await expect(card).toContainText('Accepted');
  await expect(card.getByTestId('challenge-deadline')).toHaveText(/Play within/);
  await expectAccessible(coachPage);
  await snapshot(coachPage, 'challenges-coach-list-en-390');

  // Before the agreed time the challenger's page offers no report, and the server refuses one.
  await linkTextedTo(challenger.phone);
  await openApp(mine, link);
  await expect(mine.getByText('You can report the result once the agreed time has come.')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Report result' })).toHaveCount(0);
  const asChallenger = { Authorization: `Bearer ${challenger.token}` };
  const { challenge } = await ok<{ challenge: { challenger: { id: number } } }>(
    await request.get(`/api${link.replace('/challenges', '/auth/challenges')}`, { headers: asChallenger }),
  );
  const early = await request.post(`/api${link.replace('/challenges', '/auth/challenges')}/report`, {
    data: { winnerId: challenge.challenger.id, score: SCORE },
    headers: asChallenger,
  });
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { code: string }).code).toBe('challenge_not_played_yet');
  await snapshot(mine, 'challenges-page-before-time-en-390');

  // Two days later (on the server's clock) the match has been played: the challenger reports the
  // result with the score entry; the winner follows the score.
  await moveClock(request, 2 * DAY_MS);
  await reloadApp(mine);
  await mine.getByRole('button', { name: 'Report result' }).click();
  const report = mine.getByRole('dialog', { name: 'Report the result' });
  await report.getByRole('textbox', { name: 'Score', exact: true }).fill(SCORE);
  await expect(report.getByRole('radio', { name: new RegExp(challengerName) })).toBeChecked();
  await expectAccessible(mine);
  await snapshotScreen(mine, 'challenges-report-en-390');
  await report.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(report).toHaveCount(0);
  await expect(mine.getByText('Result reported', { exact: true })).toBeVisible();

  // The defender confirms it; the page says who took the place.
  await openApp(theirs, link);
  await theirs.getByRole('button', { name: 'تأكيد النتيجة' }).click();
  const confirm = theirs.getByRole('dialog', { name: 'هل تؤكد النتيجة؟' });
  await expect(confirm).toContainText(SCORE);
  await confirm.getByRole('button', { name: 'تأكيد النتيجة' }).click();
  await expect(theirs.getByTestId('challenge-outcome')).toContainText(`فاز ${challengerName} وأخذ المركز`);
  // The score keeps its left-to-right reading inside the Arabic sentence.
  await expect(theirs.getByTestId('challenge-result').locator('bdi[dir="ltr"]')).toHaveText(SCORE);
  await expect.poll(() => pageScrollWidth(theirs)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(theirs);
  await snapshot(theirs, 'challenges-page-confirmed-ar-390');

  // The ladder moved: the challenger is first, and the history lists the challenge with its score.
  await openApp(mine, `/ladder/${handle}`);
  await expect(mine.getByTestId('ladder-list').getByRole('listitem').first()).toContainText(challengerName);
  const latest = mine.getByTestId('ladder-changes').getByRole('listitem').first();
  await expect(latest).toContainText(challengerName);
  await expect(latest).toContainText(SCORE);
  await snapshot(mine, 'challenges-ladder-after-en-390');
  await Promise.all([mine, theirs, coachPage].map((p) => p.context().close()));
});

test('an unanswered challenge runs out to a forfeit on the test clock; the challenger takes the place', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { defender, challenger, handle, team } = await ladderOfTwo(request);
  const [challengerName, defenderName] = [nameOf(challenger), nameOf(defender)];
  const challenge = await challengeByApi(request, challenger, defender, team);

  const page = await phonePage(browser, defender, `/challenges/${challenge.id}`);
  await expect(page.getByTestId('challenge-deadline')).toHaveText(/Forfeit in/);
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();

  // Four days pass on the server's clock: the answer deadline (3 days) runs out.
  await ok(await request.post('/api/test/clock', { data: { advanceMs: 4 * 86_400_000 } }));
  await expect(async () => {
    await reloadApp(page);
    await expect(page.getByTestId('challenge-outcome')).toContainText(
      `Forfeit: ${challengerName} takes the place`,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await snapshot(page, 'challenges-forfeit-en-390');

  await openApp(page, `/ladder/${handle}`);
  const first = page.getByTestId('ladder-list').getByRole('listitem').first();
  await expect(first).toContainText(challengerName);
  await expect(page.getByTestId('ladder-list').getByRole('listitem').nth(1)).toContainText(defenderName);
  await page.context().close();
});

test("a coach records a result before the agreed time after confirming it; the score reads from the winner's side", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { coach, defender, challenger, team } = await ladderOfTwo(request);
  const defenderName = nameOf(defender);
  const challenge = await challengeByApi(request, challenger, defender, team);
  // Agreed for three days ahead on the server's clock.
  await ok(
    await request.post(`/api/auth/challenges/${challenge.id}/accept`, {
      data: { agreedAt: `${await serverTimeIn(request, 3)}:00.000Z` },
      headers: { Authorization: `Bearer ${defender.token}` },
    }),
  );

  // The coach (English, phone) settles it now: the defender won, written from the challenger's side.
  const page = await phonePage(browser, coach, `/challenges/${challenge.id}`);
  await page.getByRole('button', { name: 'Settle', exact: true }).click();
  const settle = page.getByRole('dialog', { name: 'Settle the challenge' });
  await settle.getByRole('textbox', { name: 'Score', exact: true }).fill('2-6 4-6');
  await expect(settle.getByRole('radio', { name: new RegExp(defenderName) })).toBeChecked();
  await settle.getByRole('button', { name: 'Settle', exact: true }).click();
  // The match was agreed for later: the coach is asked first, and nothing is saved yet.
  const early = page.getByRole('dialog', { name: 'Played before the agreed time?' });
  await expect(early).toContainText('This challenge is agreed for');
  await expect(page.getByTestId('challenge-outcome')).toHaveCount(0);
  await expectAccessible(page);
  await snapshotScreen(page, 'challenges-settle-early-en-390');
  await early.getByRole('button', { name: 'Yes, record it' }).click();
  await expect(early).toHaveCount(0);
  await expect(page.getByTestId('challenge-outcome')).toBeVisible();
  // The result is written from the winner's (the defender's) side.
  await expect(page.getByTestId('challenge-result')).toHaveText(`6-2 6-4: a win for ${defenderName}`);
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await snapshot(page, 'challenges-settled-early-en-390');

  // The same page in Arabic on a desktop: the score still reads left to right, the winner's side first.
  await page.setViewportSize({ width: 1440, height: 900 });
  await switchLanguage(page, 'ar');
  await expect(page.getByTestId('challenge-result').locator('bdi[dir="ltr"]')).toHaveText('6-2 6-4');
  await expectAccessible(page);
  await snapshot(page, 'challenges-settled-early-ar-1440');
  await page.context().close();
});

test('the Challenges menu entry: in the drawer on a phone and in the side menu on a desktop, English and Arabic', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { challenger } = await ladderOfTwo(request);
  const page = await phonePage(browser, challenger, '/ladder-choose');
  for (const [language, open, menuName, entry, title] of [
    ['en', 'Open navigation', 'Main navigation', 'Challenges', 'Challenges'],
    ['ar', 'فتح القائمة', 'القائمة الرئيسية', 'التحديات', 'التحديات'],
  ] as const) {
    if (language === 'ar') await switchLanguage(page, 'ar');
    await page.setViewportSize(PHONE);
    await openApp(page, '/ladder-choose');
    await page.getByRole('button', { name: open }).click();
    const drawer = page.getByRole('navigation', { name: menuName });
    await drawer.getByRole('link', { name: entry, exact: true }).click();
    await expect(page).toHaveURL(/\/challenges(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(drawer).toBeHidden();
    await expectAccessible(page);
    await snapshot(page, `challenges-menu-${language}-390`);

    await page.setViewportSize({ width: 1440, height: 900 });
    const side = page.getByRole('navigation', { name: menuName });
    await expect(side.getByRole('link', { name: entry, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);
    await snapshot(page, `challenges-menu-${language}-1440`);
  }
  await page.context().close();
});
