import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  createCoach,
  createPlayer,
  openSignedIn,
  TEAM_LABELS,
  teamPin,
  type Account,
} from './fixtures/accounts';
import {
  addContact,
  chooseLanguage,
  HANDLES,
  linkedIdentifiers,
  playerIdOf,
  sendAnnouncement,
  SKILL_OF_TEAM,
  switchLanguage,
  waitForAnnouncementSms,
} from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { openApp, pageScrollWidth, storeToken } from './fixtures/browser';
import { randomPhone } from './fixtures/outbox';
import { LANDED, requestCodeInUi, snapshot } from './fixtures/ui';

const ACTION_REQUIRED = 'Action required: Please login/create an account to fill out this poll';
const dialog = (page: Page) => page.getByRole('dialog');
const listPane = (page: Page, name = 'Announcements') => page.getByRole('region', { name, exact: true });
const readingPane = (page: Page, name = 'Announcement') => page.getByRole('region', { name, exact: true });

/** A fresh signed-out browser page (its own storage), as a player opening a text message link. */
async function signedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

async function signInAsPlayer(page: Page, player: Account): Promise<void> {
  const code = await requestCodeInUi(page, player.phone);
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('announcements and polls', () => {
  test('a coach sends a poll; a player opens the text message link, logs in and answers; the coach sees the results', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const coach = await createCoach(request, 1);
    const pin = await teamPin(request, coach);
    const answering = await createPlayer(request, pin);
    const silent = await createPlayer(request, pin);
    const team = coach.teams[0]!;
    const teamName = TEAM_LABELS[team];
    const handle = HANDLES[SKILL_OF_TEAM[team]]!;

    // /announcements -> /announcements-choose: the prompt and a card per audience in SPEC.md's order.
    await openSignedIn(page, coach, '/announcements');
    await expect(page).toHaveURL(/\/announcements-choose$/);
    await expect(
      page.getByText('Please select the team announcements/polls you want to work with.'),
    ).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      teamName,
      'Preseason',
      'JV Parents',
      'Varsity Parents',
    ]);
    await expect(cards.first()).toContainText('Recipients: 2');
    await expectAccessible(page);
    await snapshot(page, 'announcements-choose-en-1440');

    await page.getByRole('link', { name: new RegExp(teamName) }).click();
    await expect(page).toHaveURL(new RegExp(`/announcements/${handle}$`));
    await expect(listPane(page).getByText('No announcements here yet.')).toBeVisible();
    await expect(readingPane(page).getByText('Select an announcement to read it.')).toBeVisible();
    await expectAccessible(page);

    // Compose: validation, then a poll with two answers (a third is added and removed).
    await page.getByRole('button', { name: 'New announcement' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'New announcement' })).toBeVisible();
    await expect(dialog(page).getByRole('combobox', { name: 'To' })).toContainText(
      `${teamName} (recipients: 2)`,
    );
    await dialog(page).getByRole('button', { name: 'Send' }).click();
    await expect(dialog(page).getByText('This field is required.')).toHaveCount(2);
    await expectAccessible(page);
    const subject = `Saturday bus ${Date.now().toString(36)}`;
    const message = 'The bus leaves at 7:30.\nBring <b>water</b> & a hat.';
    await dialog(page).getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog(page).getByRole('textbox', { name: 'Message' }).fill(message);
    await dialog(page).getByRole('switch', { name: 'Add a poll' }).check();
    await dialog(page).getByRole('textbox', { name: 'Answer 1' }).fill('Yes, I ride the bus');
    await dialog(page).getByRole('textbox', { name: 'Answer 2' }).fill('yes, i ride the bus');
    await expect(dialog(page).getByRole('button', { name: 'Remove answer 1' })).toBeDisabled();
    await dialog(page).getByRole('button', { name: 'Send' }).click();
    await expect(dialog(page).getByText('Two answers are the same.')).toBeVisible();
    await dialog(page).getByRole('textbox', { name: 'Answer 2' }).fill('No, my parents drive me');
    await dialog(page).getByRole('button', { name: 'Add an answer' }).click();
    await dialog(page).getByRole('textbox', { name: 'Answer 3' }).fill('Maybe');
    await expectAccessible(page);
    await snapshot(page, 'announcements-compose-en-1440');
    await dialog(page).getByRole('button', { name: 'Remove answer 3' }).click();
    await expect(dialog(page).getByRole('textbox', { name: 'Answer 3' })).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Send' }).click();

    // Sent: a snackbar, the new message opens, its delivery runs to the end.
    await expect(page.getByRole('alert').filter({ hasText: 'Your announcement was sent.' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/announcements/${handle}/\\d+$`));
    const mailId = Number(/\/(\d+)$/.exec(page.url())![1]);
    await expect(readingPane(page).getByRole('heading', { name: subject })).toBeVisible();
    // The message is text: the markup shows as typed, the line break is kept.
    const body = readingPane(page).getByTestId('announcement-message');
    await expect(body).toHaveText(message);
    await expect(body.locator('b')).toHaveCount(0);
    await expect(readingPane(page).getByText('Every text message is sent.')).toBeVisible({ timeout: 20_000 });
    await expect(readingPane(page).getByTestId('delivery-summary')).toHaveText(
      'Sent: 2 · Waiting: 0 · Failed: 0 · Recipients: 2',
    );
    const recipients = readingPane(page).getByRole('table', { name: 'Recipients' });
    await expect(recipients.getByRole('row').filter({ hasText: answering.firstName })).toContainText('Sent');
    await expect(recipients.getByRole('row').filter({ hasText: silent.firstName })).toContainText('Sent');
    await expect(listPane(page).getByRole('link', { name: new RegExp(subject) })).toContainText(
      'Delivered 2/2',
    );
    await expect(readingPane(page).getByTestId('poll-answered')).toHaveText('Answered: 0 of 2');
    await expectAccessible(page);
    await snapshot(page, 'announcements-sent-en-1440');

    // Every player got one SMS with the coach's name, the subject and the /u/ link.
    const link = await readingPane(page).getByTestId('public-link').textContent();
    const identifier = /\/u\/([A-Za-z0-9]{8})$/.exec(link ?? '')![1]!;
    for (const player of [answering, silent]) {
      const texts = await waitForAnnouncementSms(player.phone, identifier);
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain(`${coach.firstName} ${coach.lastName}`);
      expect(texts[0]).toContain(subject);
      expect(texts[0]).toContain(link);
    }

    // The player opens the link signed out: no chrome, the message, the poll notice.
    const playerPage = await signedOutPage(browser);
    await openApp(playerPage, `/u/${identifier}`);
    await expect(playerPage.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
    await expect(playerPage.getByTestId('public-coach')).toHaveText(`${coach.firstName} ${coach.lastName}`);
    await expect(playerPage.getByTestId('public-message')).toHaveText(message);
    await expect(playerPage.getByText(ACTION_REQUIRED)).toBeVisible();
    await expect(playerPage.getByRole('link', { name: 'Return to Home Page' })).toHaveAttribute('href', '/');
    await expect(playerPage.getByRole('navigation')).toHaveCount(0);
    await expect(playerPage.getByRole('banner')).toHaveCount(0);
    await expect(playerPage.getByRole('contentinfo')).toHaveCount(0);
    await expectAccessible(playerPage);
    await snapshot(playerPage, 'public-poll-en-1440');
    await playerPage.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => pageScrollWidth(playerPage)).toBeLessThanOrEqual(360);
    await snapshot(playerPage, 'public-poll-en-360');

    // The login link brings the player back to the announcement.
    await playerPage.setViewportSize({ width: 1440, height: 900 });
    await playerPage.getByRole('link', { name: 'Log in to answer' }).click();
    await expect(playerPage).toHaveURL(/\/playerlogin$/);
    await signInAsPlayer(playerPage, answering);
    await expect(playerPage).toHaveURL(new RegExp(`/announcements/${handle}/${mailId}$`));
    const playerReading = readingPane(playerPage);
    await expect(playerReading.getByRole('heading', { name: subject })).toBeVisible();
    await expect(playerReading.getByText('Choose one answer.')).toBeVisible();
    // Players have no coach controls.
    await expect(playerPage.getByRole('button', { name: 'New announcement' })).toHaveCount(0);
    await expect(playerReading.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(playerReading.getByText('Text message delivery')).toHaveCount(0);
    await expect(listPane(playerPage).getByText('Answer needed')).toBeVisible();
    await expectAccessible(playerPage);
    await snapshot(playerPage, 'announcements-player-en-1440');

    await playerReading.getByRole('radio', { name: 'Yes, I ride the bus' }).check();
    // Wait for the answer itself (slow on a busy machine), then for its confirmation.
    const answered = playerPage.waitForResponse(
      (r) => r.url().includes('/poll-answer') && r.request().method() === 'POST',
      {
        timeout: 30_000,
      },
    );
    await playerReading.getByRole('button', { name: 'Send answer' }).click();
    expect((await answered).status()).toBe(200);
    await expect(playerPage.getByRole('alert').filter({ hasText: 'Your answer was saved.' })).toBeVisible();
    await expect(playerReading.getByText('Your answer: ')).toContainText('Yes, I ride the bus');
    await expect(listPane(playerPage).getByText('Answered', { exact: true })).toBeVisible();
    // One answer, changeable.
    await playerReading.getByRole('radio', { name: 'No, my parents drive me' }).check();
    await playerReading.getByRole('button', { name: 'Change answer' }).click();
    await expect(playerReading.getByText('Your answer: ')).toContainText('No, my parents drive me');
    await expect(playerReading.getByRole('button', { name: 'Change answer' })).toBeDisabled();
    await expectAccessible(playerPage);
    await snapshot(playerPage, 'announcements-player-answered-en-1440');

    // The coach sees the count, who answered what and who has not answered.
    await readingPane(page).getByRole('button', { name: 'Refresh the results' }).click();
    await expect(readingPane(page).getByTestId('poll-answered')).toHaveText('Answered: 1 of 2');
    const options = readingPane(page).getByTestId('poll-option');
    await expect(options.nth(0)).toContainText('0 (0%)');
    await expect(options.nth(1)).toContainText('1 (100%)');
    const who = readingPane(page).getByRole('table', { name: 'Who answered' });
    await expect(who.getByRole('row').filter({ hasText: answering.firstName })).toContainText(
      'No, my parents drive me',
    );
    const notYet = readingPane(page).getByRole('list', { name: 'Not answered yet' });
    await expect(notYet).toContainText(`${silent.firstName} ${silent.lastName}`);
    await expect(notYet).not.toContainText(answering.firstName);
    await expectAccessible(page);
    await snapshot(page, 'announcements-results-en-1440');

    // Arabic, right to left: the coach's app at 1440 and 360, the player's at 360.
    await switchLanguage(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(readingPane(page, 'الإعلان').getByRole('heading', { name: subject })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إعلان جديد' })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'announcements-ar-1440');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('link', { name: 'العودة إلى القائمة' })).toBeVisible();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await snapshot(page, 'announcements-reading-ar-360');
    await page.getByRole('link', { name: 'العودة إلى القائمة' }).click();
    await expect(page).toHaveURL(new RegExp(`/announcements/${handle}$`));
    await expect(listPane(page, 'الإعلانات').getByRole('link', { name: new RegExp(subject) })).toBeVisible();
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await snapshot(page, 'announcements-list-ar-360');
    await page.getByRole('button', { name: 'القوائم والتصنيفات' }).click();
    await expect(page.getByRole('navigation', { name: 'قوائم الإعلانات' })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'announcements-drawer-ar-360');
    await page.keyboard.press('Escape');
    await switchLanguage(page, 'en');

    await playerPage.setViewportSize({ width: 360, height: 740 });
    await expect(readingPane(playerPage).getByRole('link', { name: 'Back to the list' })).toBeVisible();
    await expect.poll(() => pageScrollWidth(playerPage)).toBeLessThanOrEqual(360);
    await snapshot(playerPage, 'announcements-player-en-360');
    await playerPage.context().close();
  });

  test('the public page: signed out in Arabic; a short identifier and an unknown one', async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request, 1);
    const team = coach.teams[0]!;
    const sent = await sendAnnouncement(request, coach, {
      skillLevel: SKILL_OF_TEAM[team],
      subject: 'موعد التدريب',
      message: 'التدريب يوم السبت الساعة 9.\nPractice is on Saturday at 9.',
    });
    await openApp(page, '/coachlogin');
    await chooseLanguage(page, 'ar');
    await openApp(page, `/u/${sent.identifier}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'موعد التدريب', level: 1 })).toBeVisible();
    // Not a poll: no login notice, the way home is there.
    await expect(page.getByText('إجراء مطلوب', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'public-ar-1440');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(360);
    await snapshot(page, 'public-ar-360');
    await chooseLanguage(page, 'en');

    // /u/{not 8 characters} -> /coachlogin; /u -> /coachlogin.
    await openApp(page, '/u/short');
    await expect(page).toHaveURL(/\/coachlogin$/);
    await openApp(page, '/u');
    await expect(page).toHaveURL(/\/coachlogin$/);

    // err 'none' -> '/': a signed-in user lands where '/' takes them (their ladder).
    await storeToken(page, coach.token);
    const unknown = page.waitForResponse((r) => r.url().endsWith('/api/u/unknown8'));
    await openApp(page, '/u/unknown8');
    expect((await unknown).status()).toBe(404);
    await expect(page).toHaveURL(LANDED);
  });

  test('a coach stars, marks important, labels, filters, trashes and deletes', async ({ page, request }) => {
    test.setTimeout(240_000);
    const coach = await createCoach(request, 2);
    const [first, second] = coach.teams as [(typeof coach.teams)[0], (typeof coach.teams)[0]];
    const plain = await sendAnnouncement(request, coach, {
      skillLevel: SKILL_OF_TEAM[first],
      subject: 'Team photos on Monday',
      message: 'Wear the home jersey.',
    });
    const poll = await sendAnnouncement(request, coach, {
      skillLevel: SKILL_OF_TEAM[second],
      subject: 'Which tournament?',
      message: 'Pick one.',
      poll: { options: ['Spring Open', 'City Cup'] },
    });
    const firstHandle = HANDLES[SKILL_OF_TEAM[first]]!;
    await openSignedIn(page, coach, `/announcements/${firstHandle}`);
    const item = listPane(page).getByRole('listitem').filter({ hasText: 'Team photos on Monday' });
    await expect(item).toBeVisible();

    // Star and important from the list.
    await item.getByRole('button', { name: 'Star' }).click();
    await expect(item.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'true');
    await item.getByRole('button', { name: 'Important' }).click();
    await expect(item.getByRole('button', { name: 'Important' })).toHaveAttribute('aria-pressed', 'true');
    const sidebar = page.getByRole('navigation', { name: 'Announcement lists' });
    await sidebar.getByRole('link', { name: 'Starred' }).click();
    await expect(page).toHaveURL(/\/announcements\/filter\/starred$/);
    await expect(listPane(page).getByRole('link', { name: /Team photos on Monday/ })).toBeVisible();
    await expect(listPane(page).getByRole('link', { name: /Which tournament/ })).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'Important' }).click();
    await expect(listPane(page).getByRole('link', { name: /Team photos on Monday/ })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Polls' }).click();
    await expect(page).toHaveURL(/\/announcements\/filter\/polls$/);
    await expect(listPane(page).getByRole('link', { name: /Which tournament/ })).toBeVisible();
    await expect(listPane(page).getByRole('link', { name: /Team photos/ })).toHaveCount(0);
    await expectAccessible(page);

    // A label: create, put on the announcement, its view, delete (confirmed).
    await sidebar.getByRole('button', { name: 'New label' }).click();
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await expect(dialog(page).getByText('Enter a name.')).toBeVisible();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Away games');
    await dialog(page).getByRole('radio', { name: 'Green' }).check();
    await expectAccessible(page);
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The label was created.' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Away games' })).toBeVisible();

    await openApp(page, `/announcements/${firstHandle}/${plain.id}`);
    // The public link copies with one click.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await readingPane(page).getByRole('button', { name: 'Copy the link' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The link was copied.' })).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(plain.link);
    await readingPane(page).getByRole('button', { name: 'Change the labels' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Away games' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Away games' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(readingPane(page).getByText('Away games')).toBeVisible();
    await sidebar.getByRole('link', { name: 'Away games' }).click();
    await expect(page).toHaveURL(/\/announcements\/label\/\d+$/);
    await expect(listPane(page).getByRole('heading', { name: 'Away games' })).toBeVisible();
    await expect(listPane(page).getByRole('link', { name: /Team photos on Monday/ })).toBeVisible();
    await snapshot(page, 'announcements-label-en-1440');

    await sidebar.getByRole('button', { name: 'Delete the label Away games' }).click();
    const confirmLabel = page.getByRole('dialog', { name: 'Delete this label?' });
    await expectAccessible(page);
    await confirmLabel.getByRole('button', { name: 'Delete label' }).click();
    await expect(page).toHaveURL(/\/announcements-choose$/);
    await expect(page.getByRole('link', { name: 'Away games' })).toHaveCount(0);

    // Delete: first to the trash (confirmed), then from the trash for good.
    await openApp(page, `/announcements/${firstHandle}/${plain.id}`);
    await readingPane(page).getByRole('button', { name: 'Delete' }).click();
    const trash = page.getByRole('dialog', { name: 'Move this announcement to the trash?' });
    await expectAccessible(page);
    await trash.getByRole('button', { name: 'Move to the trash' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'moved to the trash' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/announcements/${firstHandle}$`));
    await expect(listPane(page).getByRole('link', { name: /Team photos/ })).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'Trash' }).click();
    await expect(page).toHaveURL(new RegExp(`/announcements/${firstHandle}\\?folder=trash$`));
    await listPane(page)
      .getByRole('link', { name: /Team photos/ })
      .click();
    await expect(readingPane(page).getByText('This announcement is in the trash.')).toBeVisible();
    await readingPane(page).getByRole('button', { name: 'Delete' }).click();
    const forGood = page.getByRole('dialog', { name: 'Delete this announcement for good?' });
    await expect(forGood).toContainText('with its public page');
    await forGood.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The announcement was deleted.' })).toBeVisible();
    await expect(listPane(page).getByText('No announcements here yet.')).toBeVisible();

    // Its public page is gone with it.
    const gone = await request.get(`/api/u/${plain.identifier}`);
    expect(gone.status()).toBe(404);
    expect(poll.identifier).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  test('a poll to a parents list reaches the contacts; a listed player answers it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const coach = await createCoach(request, 1);
    const player = await createPlayer(request, await teamPin(request, coach));
    const parentPhone = randomPhone();
    await addContact(request, coach, {
      already: 'no',
      skillLevel: 7,
      firstName: 'Pat',
      lastName: 'Parent',
      email: '',
      pn: parentPhone,
    });
    await addContact(request, coach, { already: 'yes', skillLevel: 7, pid: playerIdOf(player) });
    const sent = await sendAnnouncement(request, coach, {
      skillLevel: 7,
      subject: 'Banquet volunteers',
      message: 'Can you help at the banquet?',
      poll: { options: ['Yes', 'No'] },
    });
    await waitForAnnouncementSms(parentPhone, sent.identifier);
    await waitForAnnouncementSms(player.phone, sent.identifier);
    expect(await linkedIdentifiers(parentPhone)).toEqual([sent.identifier]);

    // The player sees their team and the list they are on.
    await openSignedIn(page, player, '/announcements');
    await expect(page).toHaveURL(/\/announcements-choose$/);
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      TEAM_LABELS[coach.teams[0]!],
      'Varsity Parents',
    ]);
    await expectAccessible(page);
    await page.getByRole('link', { name: /Varsity Parents/ }).click();
    await expect(page).toHaveURL(/\/announcements\/var-parents$/);
    // Players have an inbox only: no folders, no starred/important filters, no labels.
    const sidebar = page.getByRole('navigation', { name: 'Announcement lists' });
    await expect(sidebar.getByRole('link', { name: 'Sent' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Starred' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Polls' })).toBeVisible();
    await listPane(page)
      .getByRole('link', { name: /Banquet volunteers/ })
      .click();
    await readingPane(page).getByRole('radio', { name: 'Yes' }).check();
    await readingPane(page).getByRole('button', { name: 'Send answer' }).click();
    await expect(readingPane(page).getByText('Your answer: ')).toContainText('Yes');
    await expectAccessible(page);

    // The coach: one answer of one player who can answer (the parent has no account).
    await openSignedIn(page, coach, `/announcements/var-parents/${sent.id}`);
    await expect(readingPane(page).getByTestId('poll-answered')).toHaveText('Answered: 1 of 1');
    await expect(readingPane(page).getByTestId('delivery-summary')).toContainText('Recipients: 2');
    await expect(readingPane(page).getByRole('table', { name: 'Recipients' })).toContainText('Pat Parent');
  });
});
