import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import {
  createCoach,
  createPlayer,
  openSignedIn,
  teamPin,
  uniqueName,
  type Account,
} from './fixtures/accounts';
import { SKILL_OF_TEAM, switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { appStarted, reloadApp } from './fixtures/browser';
import { enterResult, publishedDual } from './fixtures/duals';
import { TEAM_HANDLES } from './fixtures/ladder';
import { snapshot } from './fixtures/ui';

/*
 * Issue 33 at the courts, on a phone: the app installs (Chromium finds no installability error); a
 * player's page opens again without a connection with the offline banner; an answer given offline waits
 * on the device (through a reload) and is saved once when the connection returns; after sign-out nothing
 * of the player is left on the device.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const OFFLINE_PREFIX = 'courtside.offline.';

/** The service worker controls the page: installed (the app shell precached) and active. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate<unknown>('navigator.serviceWorker.ready.then(() => true)');
  // The first load was not controlled (the worker installs beside it); every load after is.
  await reloadApp(page);
  await expect.poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null')).toBe(true);
}

/** What this browser keeps for use offline, by storage key. */
function keptOffline(page: Page): Promise<Record<string, string>> {
  return page.evaluate<Record<string, string>>(
    `Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('${OFFLINE_PREFIX}')))`,
  );
}

test('Chromium finds the manifest and the service worker and no installability error', async ({
  request,
  baseURL,
}) => {
  const coach = await createCoach(request, 1);
  // A profile of its own: a test's usual context is incognito, where Chromium installs nothing.
  const profile = await mkdtemp(join(tmpdir(), 'courtside-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openSignedIn(page, coach, '/calendar');
    await page.evaluate<unknown>('navigator.serviceWorker.ready.then(() => true)');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('offline: the last page opens with the banner, an answer waits on the device and is saved once online', async ({
  page,
  request,
}) => {
  const coach = await createCoach(request, 1);
  const pin = await teamPin(request, coach);
  const player = await createPlayer(request, pin);
  // A practice tomorrow for the player's team (answers are open until it starts).
  const name = uniqueName('Practice');
  const utc = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 16).replace('T', ' ');
  const created = await request.post('/api/auth/addCalendarEvent', {
    headers: { Authorization: `Bearer ${coach.token}` },
    form: {
      name,
      description: '',
      startTime: utc(86_400_000),
      endTime: utc(93_600_000),
      date: utc(86_400_000),
      team: SKILL_OF_TEAM[coach.teams[0]!],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { data: { csa_id: number } }).data.csa_id;
  const eventPath = `/availability/event/${id}`;
  const answers = async (as: Account) => {
    const res = await request.get(`/api/auth/availability/event/${id}`, {
      headers: { Authorization: `Bearer ${as.token}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as {
      counts: { going: number; maybe: number; not_going: number };
      players: { name: string; answer: string | null; answeredAt: string | null }[];
    };
  };

  await openSignedIn(page, player, eventPath);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await controlledByServiceWorker(page);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // The page's answers are kept on the device under this player.
  await expect.poll(async () => Object.keys(await keptOffline(page))).toHaveLength(1);
  const [key, kept] = Object.entries(await keptOffline(page))[0]!;
  expect(key).toMatch(/^courtside\.offline\.player\.\d+$/);
  expect(kept).toContain(name);

  // The connection drops; the player opens the page again.
  await page.context().setOffline(true);
  await reloadApp(page);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').getByText(/^Offline, last updated /)).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'offline-banner-en-390');

  // An answer given offline waits on the device, through a reload.
  await page.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(
    page.getByText('Saved on this device: it will be sent when you are back online.'),
  ).toBeVisible();
  const queue = page.getByTestId('offline-queue');
  await expect(queue.getByText('Changes waiting to be sent: 1')).toBeVisible();
  await expect(queue.getByRole('listitem')).toHaveText([/^Availability answer, /]);
  await snapshot(page, 'offline-queued-en-390');
  await reloadApp(page);
  await expect(page.getByTestId('offline-queue').getByText('Changes waiting to be sent: 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await answers(coach)).counts.going).toBe(0);

  // In Arabic, right to left, still offline.
  await switchLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('status').getByText(/^غير متصل، آخر تحديث /)).toBeVisible();
  await expect(page.getByTestId('offline-queue').getByText('تغييرات في انتظار الإرسال: 1')).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'offline-queued-ar-390');

  // Back online: the queue is sent, once.
  await page.context().setOffline(false);
  await expect(page.getByTestId('offline-queue')).toHaveCount(0);
  await expect(page.getByRole('status').getByText(/^Offline/)).toHaveCount(0);
  await expect.poll(async () => (await answers(coach)).counts.going).toBe(1);
  const saved = await answers(coach);
  expect(saved.counts).toMatchObject({ going: 1, maybe: 0, not_going: 0 });
  const mine = saved.players.find((p) => p.name === `${player.firstName} ${player.lastName}`)!;
  expect(mine.answer).toBe('going');
  // Nothing is sent again on the next load.
  await reloadApp(page);
  expect((await answers(coach)).players.find((p) => p.name === mine.name)!.answeredAt).toBe(mine.answeredAt);

  // Signing out leaves nothing of the player on the device; the next user starts with nothing kept.
  await page.getByRole('button', { name: /^(Log out|تسجيل الخروج)$/ }).click();
  await expect(page).toHaveURL(/\/playerlogin$/);
  expect(await keptOffline(page)).toEqual({});
  await openSignedIn(page, coach, '/calendar');
  await page.context().setOffline(true);
  await page.goto(eventPath);
  await appStarted(page);
  await expect(page.getByRole('status').getByText(/^(Offline|غير متصل)/)).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await page.context().setOffline(false);
});

test("offline at the court: a line score waits on the coach's phone and is saved once online; a line changed meanwhile is shown to resolve", async ({
  page,
  request,
}) => {
  const { coach, dual } = await publishedDual(request);
  const lineOnServer = async (line: string) => {
    const res = await request.get(`/api/auth/duals/${dual.id}/scoring`, {
      headers: { Authorization: `Bearer ${coach.token}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { scoring } = (await res.json()) as {
      scoring: { lines: { line: string; score: string | null; winnerSide: number | null }[] };
    };
    return scoring.lines.find((l) => l.line === line)!;
  };
  const enterOnPage = async (line: string, score: string) => {
    await page.getByRole('button', { name: `Enter the result of ${line}` }).click();
    const dialog = page.getByRole('dialog', { name: `Result of ${line}` });
    await dialog.getByRole('textbox', { name: 'Score', exact: true }).fill(score);
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await expect(dialog).toHaveCount(0);
  };

  await openSignedIn(page, coach, `/duals/${TEAM_HANDLES[coach.teams[0]!]}/${dual.id}`);
  await expect(page.getByTestId('result-S1')).toBeVisible();
  await controlledByServiceWorker(page);
  await expect(page.getByTestId('result-S1')).toBeVisible();

  // No signal between lines: S1's score waits on the phone, marked on its line.
  await page.context().setOffline(true);
  await enterOnPage('S1', '6-3 6-4');
  await expect(page.getByTestId('result-S1').getByText('Waiting to be sent')).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'offline-line-queued-en-390');
  expect((await lineOnServer('S1')).score).toBeNull();

  // Back online: sent once, shown as saved.
  await page.context().setOffline(false);
  await expect(page.getByTestId('result-S1').getByText('Waiting to be sent')).toHaveCount(0);
  await expect(page.getByTestId('result-S1').getByTestId('line-score')).toHaveText('6-3 6-4');
  await expect.poll(async () => (await lineOnServer('S1')).score).toBe('6-3 6-4');

  // Offline again, S2 entered on the phone while the assistant enters another result from the bench.
  await page.context().setOffline(true);
  await enterOnPage('S2', '6-2 6-2');
  await expect(page.getByTestId('result-S2').getByText('Waiting to be sent')).toBeVisible();
  await enterResult(request, coach, dual.id, 'S2', 2);
  await page.context().setOffline(false);
  const conflict = page.getByRole('alert').filter({ hasText: 'changed meanwhile' });
  await expect(conflict).toHaveText(
    /S2: your result 6-2 6-2 was not saved, because the line was changed meanwhile to 1-6 2-6\./,
  );
  await expectAccessible(page);
  await snapshot(page, 'offline-line-conflict-en-390');
  expect((await lineOnServer('S2')).score).toBe('1-6 2-6');
  await conflict.getByRole('button', { name: 'Keep theirs' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByTestId('result-S2').getByTestId('line-score')).toHaveText('1-6 2-6');
  expect((await lineOnServer('S2')).score).toBe('1-6 2-6');
});
