import { expect, test, type Page } from '@playwright/test';
import {
  claimsOf,
  createCoach,
  createPlayer,
  ok,
  openSignedIn,
  teamPin,
  type CoachAccount,
} from './fixtures/accounts';
import { switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { openApp, pageScrollWidth } from './fixtures/browser';
import { TEAM_HANDLES, TEAM_TYPES } from './fixtures/ladder';
import { placePlayer } from './fixtures/matches';
import { snapshot } from './fixtures/ui';

/*
 * Issue 29 at phone (390) and desktop (1440) width, in English and Arabic: a player answers Going / Maybe /
 * Not going for a dual from their home page and reads their dual page (their line, partner, time, place, no
 * coach's words); the coach types a non-Courtside opponent's lineup, which the public page shows; the coach
 * sees who linked to an invited dual and unlinks them.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const LABELS = {
  en: {
    mine: 'Your upcoming duals',
    notGoing: 'Not going',
    saved: 'Answer saved',
    yourLine: 'Your line',
    playsS2: 'You play S2',
    coachWords: /Not invited|Strict ladder order|Waiting for the other coach/,
    names: (opponent: string) => `${opponent}'s lineup`,
    saveNames: 'Save their lineup',
    linked: /linked their team/,
    unlink: 'Unlink',
    invite: 'Invite their coach',
  },
  ar: {
    mine: 'مباريات فرقك القادمة',
    notGoing: 'لن أحضر',
    saved: 'تم حفظ الرد',
    yourLine: 'خطك',
    playsS2: /^تلعب فردي [2٢]$/,
    coachWords:
      /Not invited|Strict ladder order|Waiting for the other coach|لم تُرسل|الترتيب الصارم|بانتظار المدرب الآخر/,
    names: (opponent: string) => `تشكيلة ${opponent}`,
    saveNames: 'حفظ تشكيلتهم',
    linked: /ربط .* فريقه/,
    unlink: 'إلغاء الربط',
    invite: 'دعوة مدربها',
  },
} as const;

async function bothSizes(page: Page, name: string): Promise<void> {
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await snapshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  await snapshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
}

const auth = (coach: CoachAccount) => ({ Authorization: `Bearer ${coach.token}` });

/** A published dual of three singles lines drafted from the ladder, through the API. */
async function publishedDual(
  request: Parameters<typeof createCoach>[0],
  coach: CoachAccount,
  extra: Record<string, unknown>,
) {
  const headers = auth(coach);
  const { rosterId } = await ok<{ rosterId: number }>(
    await request.get('/api/auth/duals', { params: { skillLevel: TEAM_TYPES[coach.teams[0]!] }, headers }),
  );
  const created = await ok<{ dual: { id: number; publicUrl: string } }>(
    await request.post('/api/auth/duals', {
      headers,
      data: {
        rosterId,
        site: 'away',
        place: 'Lincoln courts',
        startsAt: '2031-04-10T20:00:00Z',
        format: { preset: 'custom', singles: 3, doubles: 0 },
        ...extra,
      },
    }),
  );
  const id = created.dual.id;
  const draft = await ok<{ lineup: unknown }>(await request.post(`/api/auth/duals/${id}/draft`, { headers }));
  await ok(await request.put(`/api/auth/duals/${id}/lineup`, { headers, data: { lineup: draft.lineup } }));
  await ok(await request.post(`/api/auth/duals/${id}/publish`, { headers, data: {} }));
  return created.dual;
}

for (const language of ['en', 'ar'] as const) {
  test(`a player answers and reads their dual; the coach types the opponent's names and unlinks an opponent (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const l = LABELS[language];
    await page.setViewportSize(PHONE);
    const coach = await createCoach(request, 1);
    const pin = await teamPin(request, coach);
    const players = [];
    for (let position = 1; position <= 3; position += 1) {
      const player = await createPlayer(request, pin);
      await placePlayer(request, coach, player, position);
      players.push(player);
    }
    const handle = TEAM_HANDLES[coach.teams[0]!];
    const dual = await publishedDual(request, coach, { opponentName: 'Lincoln Prep' });

    // The coach types the opponent's lineup (Lincoln Prep is not on Courtside).
    await openSignedIn(page, coach, `/duals/${handle}/${dual.id}`);
    if (language === 'ar') await switchLanguage(page, 'ar');
    const names = page.getByRole('form', { name: l.names('Lincoln Prep') });
    await expect(names).toBeVisible({ timeout: 30_000 });
    const fields = names.getByRole('textbox');
    await expect(fields).toHaveCount(3);
    for (const [i, name] of ['Sam Ortiz', 'Lee Park', 'Ava Brown'].entries()) await fields.nth(i).fill(name);
    await names.getByRole('button', { name: l.saveNames }).click();
    await expect(page.getByText('Sam Ortiz').first()).toBeVisible();
    await expectAccessible(page);
    await bothSizes(page, `duals-opponent-names-${language}`);

    // The public page names them too, signed out.
    const visitor = await browser.newContext({ viewport: PHONE });
    const publicPage = await visitor.newPage();
    await openApp(publicPage, dual.publicUrl);
    await expect(publicPage.getByText('Sam O.')).toBeVisible({ timeout: 30_000 });
    await expect(publicPage.getByText(/To be announced/)).toHaveCount(0);
    await snapshot(publicPage, `duals-public-names-${language}-390`);
    await visitor.close();

    // The second player answers "Not going" on their home page, then reads their dual page.
    await openSignedIn(page, players[1]!, '/');
    if (language === 'ar') await switchLanguage(page, 'ar');
    const mine = page.getByRole('region', { name: l.mine });
    await expect(mine.getByRole('link')).toHaveCount(1, { timeout: 30_000 });
    await mine.getByRole('button', { name: l.notGoing }).click();
    await expect(mine.getByText(l.saved)).toBeVisible();
    await expectAccessible(page);
    await bothSizes(page, `duals-player-answer-${language}`);
    await mine.getByRole('link').click();
    await expect(page.getByRole('heading', { name: l.yourLine })).toBeVisible();
    await expect(page.getByTestId('player-dual-line')).toHaveText(l.playsS2);
    await expect(page.getByRole('button', { name: l.notGoing })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(l.coachWords)).toHaveCount(0);
    await expect(page.getByText('Lincoln courts')).toBeVisible();
    await expectAccessible(page);
    await bothSizes(page, `duals-player-dual-${language}`);

    // Another school's coach accepts an invitation; the inviting coach sees who, and unlinks them.
    const other = await createCoach(request, 1);
    const otherSchool = Number(claimsOf(other.token).sid);
    const invited = await publishedDual(request, coach, { opponentSchoolId: otherSchool });
    await ok(await request.post(`/api/auth/duals/${invited.id}/invitation`, { headers: auth(coach) }));
    await ok(
      await request.post(`/api/auth/duals/${invited.id}/invitation/accept`, {
        headers: auth(other),
        data: {},
      }),
    );
    await openSignedIn(page, coach, `/duals/${handle}/${invited.id}`);
    if (language === 'ar') await switchLanguage(page, 'ar');
    const linked = page.getByTestId('dual-linked');
    await expect(linked).toContainText(l.linked);
    await expectAccessible(page);
    await bothSizes(page, `duals-linked-${language}`);
    await linked.getByRole('button', { name: l.unlink }).click();
    await page.getByRole('dialog').getByRole('button', { name: l.unlink }).click();
    await expect(page.getByRole('button', { name: l.invite })).toBeVisible();
    await expect(linked).toHaveCount(0);
  });
}
