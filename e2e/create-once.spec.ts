import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import {
  createCoach,
  createCoachAt,
  createPlayer,
  ok,
  openSignedIn,
  TEAM_FIELDS,
  TEAM_LABELS,
  teamPin,
  type Account,
} from './fixtures/accounts';
import { switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { reloadApp } from './fixtures/browser';
import { TEAM_HANDLES } from './fixtures/ladder';
import { randomPhone } from './fixtures/outbox';
import { chooseOption } from './fixtures/ui';

/*
 * Issue 17: a double tap saved twice (point 16), and a coach who only created a team saw every
 * parent of the school (point 17). Journeys on phone and desktop widths, in English and Arabic.
 */

const nameOf = (account: Account) => `${account.firstName} ${account.lastName}`;
const json = (path: string) =>
  JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, string>>;
const tournamentsAr = json('web/features/tournaments/i18n/ar.json');
const outreachAr = json('web/features/outreach/i18n/ar.json');

/** Screenshots for people to look at, when SHOTS_DIR names a folder. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Every request to `path` the page sends, from now on. */
function recordCalls(page: Page, path: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path && r.method() === 'POST') calls.push(r);
  });
  return calls;
}

test.describe('a create is saved once', () => {
  test('two presses of Create match in one instant make one match (phone, English)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const coach = await createCoach(request, 1);
    const pin = await teamPin(request, coach);
    const [a, b] = await Promise.all([createPlayer(request, pin), createPlayer(request, pin)]);
    const handle = TEAM_HANDLES[coach.teams[0]!];
    await openSignedIn(page, coach, `/matches/practice/${handle}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Practice matches' })).toBeVisible();
    const calls = recordCalls(page, '/api/auth/create-tennis-match');

    await page.getByRole('button', { name: 'Create a match' }).click();
    const create = page.getByRole('dialog', { name: 'Create a practice match' });
    await chooseOption(create.getByRole('combobox', { name: 'Side 1 player' }), nameOf(a));
    await chooseOption(create.getByRole('combobox', { name: 'Side 2 player' }), nameOf(b));
    await create.getByLabel('Date').fill('2030-05-04');
    await create.getByLabel('Time').fill('15:30');
    const submit = create.getByRole('button', { name: 'Create match' });
    // Both presses before the browser draws anything in between: the harshest double tap.
    await submit.evaluate((button: { click: () => void }) => {
      button.click();
      button.click();
    });
    await expect(create).toHaveCount(0);
    // On a phone the matches are cards, each with its Edit button.
    await expect(page.getByRole('button', { name: /^Edit the match/ })).toHaveCount(1);
    await expect(
      page.getByRole('button', { name: `Edit the match ${nameOf(a)} vs ${nameOf(b)}` }),
    ).toBeVisible();
    expect(calls).toHaveLength(1);
    // The request carried its Idempotency-Key.
    expect(calls[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await shot(page, 'match-created-once-en-390');

    // The server agrees: one match.
    const listed = await ok<{ res: unknown[] }>(
      await request.post('/api/auth/tennis-match', {
        form: { matchTypeEnum: 3, skillLevel: TEAM_FIELDS.indexOf(coach.teams[0]!) + 1 },
        headers: { Authorization: `Bearer ${coach.token}` },
      }),
    );
    expect(listed.res).toHaveLength(1);
  });

  test('a double-click on Create Tournament makes one tournament (desktop, Arabic)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const coach = await createCoach(request, 1);
    await openSignedIn(page, coach, '/tournaments');
    await expect(page.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();
    await switchLanguage(page, 'ar');
    const calls = recordCalls(page, '/api/auth/createTournament');

    await page.getByRole('button', { name: tournamentsAr.actions!.createTournament }).click();
    const dialog = page.getByRole('dialog', { name: tournamentsAr.create!.title });
    await dialog.getByLabel(tournamentsAr.create!.name!).fill('بطولة الربيع');
    const entry = dialog.getByLabel(tournamentsAr.create!.player!);
    for (const player of ['Ann Lee', 'Bo Chen']) {
      await entry.fill(player);
      await entry.press('Enter');
    }
    await shot(page, 'tournament-create-ar-1440');
    await dialog.getByRole('button', { name: tournamentsAr.create!.submit }).dblclick();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('بطولة الربيع')).toHaveCount(1);
    expect(calls).toHaveLength(1);
    await shot(page, 'tournament-created-once-ar-1440');

    const all = await ok<{ res: unknown }>(
      await request.get('/api/auth/getAllTournaments', {
        headers: { Authorization: `Bearer ${coach.token}` },
      }),
    );
    expect(Array.isArray(all.res) ? all.res : []).toHaveLength(1);
  });
});

test.describe("the school's shared contacts", () => {
  test('a coach who only created a team is told why they see only their contacts, until a coach accepts them', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const first = await createCoach(request, 1);
    const school = (first as typeof first & { school?: { value: string; label: string } }).school;
    expect(school, 'createCoach tells the school').toBeDefined();
    // A parent the first coach shares with the school.
    const parent = { firstName: 'Rana', lastName: `Shared${Date.now().toString(36)}` };
    await ok(
      await request.post('/api/auth/addCommunications', {
        form: { already: 'no', skillLevel: 6, ...parent, email: '', pn: randomPhone() },
        headers: { Authorization: `Bearer ${first.token}` },
      }),
    );
    const otherTeam = TEAM_FIELDS.find((team) => !first.teams.includes(team))!;
    const later = await createCoachAt(request, school!, [otherTeam]);

    // The later coach, on a phone: only their own contacts, and the sentence saying why.
    const laterPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openSignedIn(laterPage, later, '/outreach?list=jv-parents');
    await expect(laterPage.getByRole('heading', { name: 'Outreach', level: 1 })).toBeVisible();
    await expect(laterPage.getByText('You see only the contacts you added')).toBeVisible();
    await expect(laterPage.getByText(/once one of them accepts you/)).toBeVisible();
    await expect(laterPage.getByText('Nobody is on the JV Parents list yet.')).toBeVisible();
    await expect(laterPage.getByText(parent.lastName)).toHaveCount(0);
    await expectAccessible(laterPage);
    await shot(laterPage, 'outreach-pending-en-390');
    await switchLanguage(laterPage, 'ar');
    await expect(laterPage.getByText(outreachAr.access!.ownOnlyTitle!)).toBeVisible();
    await expect(laterPage.getByText(outreachAr.access!.pending!)).toBeVisible();
    await shot(laterPage, 'outreach-pending-ar-390');
    await switchLanguage(laterPage, 'en');

    // The first coach, on a desktop: the waiting coach, accepted.
    const firstPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openSignedIn(firstPage, first, '/outreach?list=jv-parents');
    await expect(firstPage.getByRole('heading', { name: 'Outreach', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    const waiting = firstPage.getByRole('region', { name: "Coaches waiting for the school's contacts" });
    await expect(waiting).toBeVisible();
    await expect(waiting.getByText(nameOf(later))).toBeVisible();
    await expect(waiting.getByText(TEAM_LABELS[otherTeam])).toBeVisible();
    await expect(firstPage.getByText(parent.lastName)).toBeVisible();
    await expectAccessible(firstPage);
    await shot(firstPage, 'outreach-waiting-en-1440');
    await switchLanguage(firstPage, 'ar');
    await expect(firstPage.getByRole('region', { name: outreachAr.access!.waitingTitle })).toBeVisible();
    await shot(firstPage, 'outreach-waiting-ar-1440');
    await firstPage
      .getByRole('button', {
        name: outreachAr.access!.acceptLabel!.replace('{{name}}', `\u2068${nameOf(later)}\u2069`),
      })
      .click();
    await expect(firstPage.getByRole('region', { name: outreachAr.access!.waitingTitle })).toHaveCount(0);
    await switchLanguage(firstPage, 'en');

    // Accepted: the later coach sees the school's list, and the sentence is gone.
    await reloadApp(laterPage);
    await expect(laterPage.getByText(parent.lastName)).toBeVisible();
    await expect(laterPage.getByText('You see only the contacts you added')).toHaveCount(0);
    await shot(laterPage, 'outreach-accepted-en-390');
    await Promise.all([laterPage.context().close(), firstPage.context().close()]);
  });
});
