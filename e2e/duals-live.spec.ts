import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './fixtures/accounts';
import { chooseLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { openApp, pageScrollWidth, reloadApp } from './fixtures/browser';
import { enterResult, publishedDual } from './fixtures/duals';
import { TEAM_HANDLES } from './fixtures/ladder';
import { snapshot } from './fixtures/ui';

/*
 * Issue 33, live dual scores: a coach scores a line game by game on the dual's page (a phone) while a
 * parent's phone, signed out, has the public page open: each tap shows there without a reload; the team
 * total counts toward the lines needed and says when one side has clinched; the parent's page loses its
 * connection and comes back without a reload, with what changed meanwhile. Arabic too.
 */

const PHONE = { width: 390, height: 844 };

const liveScore = (page: Page, line: string) =>
  page.getByTestId(`result-${line}`).getByTestId('line-live-score');

test('a coach scores a line game by game; the signed-out public page on a phone shows each change without a reload', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { coach, dual, players, publicPath } = await publishedDual(request);
  const handle = TEAM_HANDLES[coach.teams[0]!];
  const s1 = `${players[0]!.firstName} ${players[0]!.lastName}`;

  await page.setViewportSize(PHONE);
  await openSignedIn(page, coach, `/duals/${handle}/${dual.id}`);
  const controls = page.getByTestId('live-controls-S1');
  await expect(controls).toBeVisible();

  const visitor = await browser.newContext({ viewport: PHONE });
  const pub = await visitor.newPage();
  await openApp(pub, publicPath);
  await expect(pub.getByTestId('live-status')).toHaveText('Scores update live as they are entered.');
  await expect(pub.getByTestId('lines-needed')).toHaveText('Lines needed to win: 3');
  const loads = { count: 0 };
  pub.on('load', () => (loads.count += 1));

  // Game by game: each tap on the coach's phone shows on the parent's, the set being played named.
  const tap = async (name: RegExp, expected: string) => {
    await controls.getByRole('button', { name }).click();
    await expect(liveScore(page, 'S1')).toHaveText(expected);
    await expect(liveScore(pub, 'S1')).toHaveText(expected);
  };
  await tap(new RegExp(`^One game to ${s1} on S1$`), '1-0');
  await tap(/^One game to Eastside High on S1$/, '1-1');
  await tap(new RegExp(`^One game to ${s1} on S1$`), '2-1');
  await expect(pub.getByTestId('result-S1')).toContainText('Set 1');
  await tap(/^Start a new set on S1$/, '2-1 0-0');
  await tap(/^One game to Eastside High on S1$/, '2-1 0-1');
  await expect(pub.getByTestId('result-S1')).toContainText('Set 2');
  await tap(/^Undo the last tap on S1$/, '2-1 0-0');
  await expect.poll(() => pageScrollWidth(pub)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(pub);
  await snapshot(pub, 'duals-live-public-en-390');
  await snapshot(page, 'duals-live-coach-en-390');

  // The parent's phone loses its connection; meanwhile two lines end. Back online, the page catches up by itself.
  await visitor.setOffline(true);
  await enterResult(request, coach, dual.id, 'S2', 1);
  await enterResult(request, coach, dual.id, 'S3', 1);
  await visitor.setOffline(false);
  await expect(pub.getByTestId('team-lines-1')).toHaveText('2');
  await expect(pub.getByTestId('team-clinched')).toHaveCount(0);

  // A third line won: three of five, the dual is clinched while S1 is still being played.
  await enterResult(request, coach, dual.id, 'D1', 1);
  await expect(pub.getByTestId('team-clinched')).toHaveText(/has clinched the dual/);
  await expect(page.getByTestId('team-clinched')).toBeVisible();
  await expect(liveScore(pub, 'S1')).toHaveText('2-1 0-0');
  await snapshot(pub, 'duals-live-public-clinched-en-390');
  expect(loads.count).toBe(0);

  // The same page in Arabic, right to left, still live.
  await chooseLanguage(pub, 'ar');
  await reloadApp(pub);
  await expect(pub.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(pub.getByTestId('live-status')).toHaveText('تتحدّث النتائج مباشرةً فور إدخالها.');
  await controls.getByRole('button', { name: new RegExp(`^One game to ${s1} on S1$`) }).click();
  await expect(liveScore(pub, 'S1')).toHaveText('2-1 1-0');
  await expect(pub.getByTestId('team-clinched')).toBeVisible();
  await expect.poll(() => pageScrollWidth(pub)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(pub);
  await snapshot(pub, 'duals-live-public-ar-390');
  await visitor.close();
});
