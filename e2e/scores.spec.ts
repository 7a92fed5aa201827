import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createCoach,
  createPlayer,
  openSignedIn,
  TEAM_LABELS,
  teamPin,
  type Account,
} from './fixtures/accounts';
import { switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { openApp, pageScrollWidth } from './fixtures/browser';
import { TEAM_HANDLES } from './fixtures/ladder';
import { createTennisMatch, placePlayer } from './fixtures/matches';
import { createMatch, createTournament, rankPlayers } from './fixtures/tournaments';
import { ARTIFACTS, chooseOption, snapshot } from './fixtures/ui';

/*
 * Issue 19: a coach enters a result set by set on a phone (390 px), in English and in Arabic: the
 * steppers write the canonical score, which the match list, the ladder's history (for a challenge)
 * and a tournament match card show.
 */

const PHONE = { width: 390, height: 844 };
const SCORE = '6-4 3-6 [10-7]';
const nameOf = (account: Account) => `${account.firstName} ${account.lastName}`;

/** The stepper buttons' names, in each language the journey runs in. */
const LABELS = {
  en: {
    edit: (pair: string) => `Edit the match ${pair}`,
    dialog: 'Edit the match',
    score: 'Score',
    fewer: (name: string, set: number) => `One game fewer for ${name}, set ${set}`,
    more: (name: string, set: number) => `One more game for ${name}, set ${set}`,
    fewerPoints: (name: string) => `One point fewer for ${name}, match tiebreak`,
    save: 'Save match',
    winner: (name: string) => new RegExp(`${name} \\(side 1\\)`),
    reads: (name: string) => `Reads as ${SCORE}: a win for ${name}.`,
    format: 'Match format',
    bestOf3Mtb: 'Best of 3 sets, match tiebreak to 10 instead of the 3rd set',
    challenge: 'Challenge result',
  },
  ar: {
    edit: (pair: string) => `تعديل مباراة ${pair}`,
    dialog: 'تعديل المباراة',
    score: 'النتيجة',
    fewer: (name: string, set: number) => `شوط أقل لـ${name}، المجموعة ${set}`,
    more: (name: string, set: number) => `شوط إضافي لـ${name}، المجموعة ${set}`,
    fewerPoints: (name: string) => `نقطة أقل لـ${name}، شوط كسر تعادل المباراة`,
    save: 'حفظ المباراة',
    winner: (name: string) => new RegExp(name),
    reads: (name: string) => `تُقرأ ${SCORE}: فوز ${name}.`,
    format: 'نظام المباراة',
    bestOf3Mtb: 'أفضل 3 مجموعات، وشوط كسر تعادل إلى 10 بدل المجموعة الثالثة',
    challenge: 'نتيجة تحدٍّ',
  },
} as const;

/** Dialogs are fixed to the screen: a full-page picture would show the page scrolled beneath them. */
async function snapshotScreen(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SNAPSHOTS === '0') return;
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, animations: 'disabled' });
}

/**
 * Where the first set and the match tiebreak of SCORE are drawn, from the left: a score reads left
 * to right in Arabic too ("6-4" left of "[10-7]").
 */
/** The little of the DOM the check below uses (the e2e code is typed without the DOM library). */
interface PageDocument {
  createTreeWalker(root: unknown, show: number): { nextNode(): { textContent: string | null } | null };
  createRange(): {
    setStart(node: unknown, offset: number): void;
    setEnd(node: unknown, offset: number): void;
    getBoundingClientRect(): { left: number };
  };
}

async function readsLeftToRight(scoreElement: Locator): Promise<boolean> {
  return scoreElement.evaluate((element, score) => {
    const doc = (globalThis as unknown as { document: PageDocument }).document;
    const SHOW_TEXT = 4;
    const walker = doc.createTreeWalker(element, SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf(score);
      if (at === -1) continue;
      const text = node;
      const left = (from: number, length: number) => {
        const range = doc.createRange();
        range.setStart(text, at + from);
        range.setEnd(text, at + from + length);
        return range.getBoundingClientRect().left;
      };
      return left(0, 3) < left(score.indexOf('['), 6);
    }
    return false;
  }, SCORE);
}

async function tap(button: Locator, times: number) {
  for (let i = 0; i < times; i += 1) await button.click();
}

/** A coach of one team with a challenge between the players at positions 2 (side 1) and 1. */
async function challengeReady(request: Parameters<typeof createCoach>[0]) {
  const coach = await createCoach(request, 1);
  const pin = await teamPin(request, coach);
  const defender = await createPlayer(request, pin);
  const challenger = await createPlayer(request, pin);
  await placePlayer(request, coach, defender, 1);
  await placePlayer(request, coach, challenger, 2);
  await createTennisMatch(request, coach, {
    type: 1,
    players: [challenger, defender],
    date: '2030-05-04',
    time: '15:30',
  });
  return { coach, challenger, defender, handle: TEAM_HANDLES[coach.teams[0]!] };
}

for (const language of ['en', 'ar'] as const) {
  test(`a coach enters ${SCORE} with the steppers on a phone (${language}) and sees it on the match list`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const l = LABELS[language];
    await page.setViewportSize(PHONE);
    const { coach, challenger, defender, handle } = await challengeReady(request);
    const [side1, side2] = [nameOf(challenger), nameOf(defender)];

    await openSignedIn(page, coach, `/matches/challenge/${handle}`);
    if (language === 'ar') await switchLanguage(page, 'ar');
    const card = page.getByRole('article', { name: new RegExp(side1) });
    await card
      .getByRole('button', { name: l.edit(`${side1} ${language === 'ar' ? 'ضد' : 'vs'} ${side2}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: l.dialog });
    await chooseOption(dialog.getByRole('combobox', { name: l.format }), l.bestOf3Mtb);

    // Six taps from the steppers' start (6-4 6-4): set 2 to 3-6, then the match tiebreak to [10-7].
    await tap(dialog.getByRole('button', { name: l.fewer(side1, 2) }), 3);
    await tap(dialog.getByRole('button', { name: l.more(side2, 2) }), 2);
    await tap(dialog.getByRole('button', { name: l.fewerPoints(side2) }), 1);
    await expect(dialog.getByRole('textbox', { name: l.score, exact: true })).toHaveValue(SCORE);
    await expect(dialog.getByText(l.reads(side1))).toBeVisible();
    expect(await readsLeftToRight(dialog.getByText(l.reads(side1)))).toBe(true);
    await expect(dialog.getByRole('radio', { name: l.winner(side1) })).toBeChecked();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await snapshotScreen(page, `scores-steppers-${language}-390`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await snapshotScreen(page, `scores-steppers-${language}-1440`);
    await page.setViewportSize(PHONE);

    await dialog.getByRole('button', { name: l.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText(SCORE);
    expect(await readsLeftToRight(card)).toBe(true);
    await expectAccessible(page);
    await snapshot(page, `scores-match-list-${language}-390`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByRole('row', { name: new RegExp(side1) })).toContainText(SCORE);
    await snapshot(page, `scores-match-list-${language}-1440`);

    // The challenger won: the ladder's history lists the challenge with its score.
    await openApp(page, `/ladder/${handle}`);
    const latest = page.getByTestId('ladder-changes').getByRole('listitem').first();
    await expect(latest).toContainText(l.challenge);
    await expect(latest).toContainText(side1);
    await expect(latest).toContainText(SCORE);
    await expectAccessible(page);
  });
}

test('a coach scores a tournament match set by set; the card shows the score', async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const coach = await createCoach(request, 1);
  const tournament = await createTournament(request, coach, 'Spring Open', ['Ana Diaz', 'Bea Lund']);
  await rankPlayers(request, coach, tournament, ['Ana Diaz', 'Bea Lund']);
  await createMatch(request, coach, tournament, 'Bea Lund', 'Ana Diaz');

  await openSignedIn(page, coach, '/tournaments');
  await page.getByRole('tab', { name: 'Tournament matches' }).click();
  const card = page.getByRole('article', { name: 'Bea Lund vs Ana Diaz' });
  await card.getByRole('button', { name: 'Edit the match Bea Lund vs Ana Diaz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit match details' });
  await tap(dialog.getByRole('button', { name: 'One game fewer for Bea Lund, set 2' }), 3);
  await tap(dialog.getByRole('button', { name: 'One more game for Ana Diaz, set 2' }), 2);
  await tap(dialog.getByRole('button', { name: 'One point fewer for Ana Diaz, match tiebreak' }), 1);
  await expect(dialog.getByRole('textbox', { name: 'Score', exact: true })).toHaveValue(SCORE);
  await expect(dialog.getByRole('radio', { name: /Bea Lund/ })).toBeChecked();
  await expectAccessible(page);
  await snapshotScreen(page, 'scores-tournament-dialog-en-390');
  await dialog.getByRole('button', { name: 'Save Details' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('match-score')).toHaveText(SCORE);
  await expect(card.getByTestId('match-winner')).toHaveText('Bea Lund');
  await expectAccessible(page);
  await snapshot(page, 'scores-tournament-card-en-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await snapshot(page, 'scores-tournament-card-en-1440');
  await switchLanguage(page, 'ar');
  const arabicCard = page.getByRole('article', { name: /Bea Lund/ });
  await expect(arabicCard.getByTestId('match-score')).toHaveText(SCORE);
  expect(await readsLeftToRight(arabicCard.getByTestId('match-score'))).toBe(true);
  await snapshot(page, 'scores-tournament-card-ar-1440');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'scores-tournament-card-ar-390');
});

test("a coach sets a team's default format; a new match of the team starts with it", async ({
  page,
  request,
}) => {
  const coach = await createCoach(request, 1);
  const team = TEAM_LABELS[coach.teams[0]!];
  await openSignedIn(page, coach, '/team-settings');
  const section = page.getByRole('region', { name: 'Match format' });
  const picker = section.getByRole('combobox', { name: 'Match format' });
  await expect(picker).toHaveText('Not set (any format that fits)');
  await chooseOption(picker, '8-game pro set');
  await expect(page.getByText(`The match format of ${team} has been saved.`)).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, 'scores-settings-format-en-1440');

  await openApp(page, `/matches/practice/${TEAM_HANDLES[coach.teams[0]!]}`);
  await page.getByRole('button', { name: 'Create a match' }).click();
  const create = page.getByRole('dialog', { name: 'Create a practice match' });
  await expect(create.getByRole('combobox', { name: 'Match format' })).toHaveText('8-game pro set');
});
