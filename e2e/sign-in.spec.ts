import { expect, test, type Page } from '@playwright/test';
import {
  claimsOf,
  claimTeams,
  createCoach,
  createPlayer,
  openSignedIn,
  TEAM_LABELS,
  teamPin,
  uniqueName,
} from './fixtures/accounts';
import { expectAccessible } from './fixtures/axe';
import {
  openApp,
  reloadApp,
  replaceWithRouterState,
  storageLength,
  storedToken,
  storeToken,
} from './fixtures/browser';
import { randomPhone, smsCount, waitForCode } from './fixtures/outbox';
import { LANDED, requestCodeInUi, searchSchool, signInInUi, snapshot } from './fixtures/ui';

const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Phone number' });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code', exact: true });

test.describe('sign-in', () => {
  test('a new coach signs up and lands in the app shell with name and teams', async ({ page, request }) => {
    const phone = randomPhone();
    const { school, teams } = await claimTeams(request, 2);
    const teamLabels = teams.map((team) => TEAM_LABELS[team]);
    await openApp(page, '/coachlogin');
    await expect(page.getByRole('heading', { name: 'Coach login' })).toBeVisible();
    await expect(page.getByText('v1.9.5')).toBeVisible();
    // No navbar, toolbar or footer on the login pages.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectAccessible(page);
    await snapshot(page, 'login-coach-en-1440');

    // Digits only; 'Send Code' only at exactly 10 digits.
    const send = page.getByRole('button', { name: 'Send Code' });
    await phoneField(page).fill('55a-5 12');
    await expect(phoneField(page)).toHaveValue('55512');
    await expect(send).toBeDisabled();
    await phoneField(page).fill(phone);
    await expect(send).toBeEnabled();
    const login = page.getByRole('button', { name: 'Log in' });
    await expect(login).toBeDisabled();

    // The click locks the button for 5 s and shows 'Please wait...'.
    await send.click();
    const wait = page.getByRole('button', { name: 'Please wait...' });
    await expect(wait).toBeDisabled();
    const code = await waitForCode(phone);

    // The snackbar is anchored top-centre.
    const message = page.getByRole('alert').filter({ hasText: `We sent a code to ${phone}.` });
    await expect(message).toBeVisible();
    // Measured once it has grown in (its entering transition scales it from its centre).
    await expect
      .poll(async () => {
        const box = (await message.boundingBox())!;
        return Math.abs(box.x + box.width / 2 - 720) < 4 && box.y < 80;
      })
      .toBe(true);

    await expect(page.getByRole('button', { name: 'Send Code' })).toBeEnabled({ timeout: 7_000 });

    // A wrong code: 'Invalid code' under the code field, cleared on typing.
    const wrong = code === '000000' ? '111111' : '000000';
    await codeField(page).fill(`${wrong}9`);
    await expect(codeField(page)).toHaveValue(wrong);
    await login.click();
    await expect(page.getByText('Invalid code')).toBeVisible();
    await expectAccessible(page);
    await codeField(page).fill(code.slice(0, 5));
    await expect(page.getByText('Invalid code')).toHaveCount(0);
    await codeField(page).fill(code);
    await login.click();

    await expect(page).toHaveURL(/\/coaches\/set-up$/);
    await expect(page.getByRole('heading', { name: 'Set up your coach account' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(phone);
    await expectAccessible(page);

    const firstName = uniqueName('Ann');
    // The school is found by the schools' search (issue 32): the seven seeded high schools among them.
    const schoolField = page.getByRole('combobox', { name: /^School/ });
    await schoolField.fill('Washington');
    await expect(
      page.getByRole('option').filter({ has: page.getByText('Washington High School', { exact: true }) }),
    ).toHaveCount(1);
    await expectAccessible(page);
    await searchSchool(schoolField, school.label);
    for (const label of ['Junior Varsity Boys', 'Varsity Boys', 'Junior Varsity Girls', 'Varsity Girls']) {
      await expect(page.getByRole('checkbox', { name: label, exact: true })).toBeVisible();
    }
    for (const label of teamLabels) await page.getByRole('checkbox', { name: label, exact: true }).check();
    // Names missing and a malformed e-mail: each field says what is wrong, and nothing is sent.
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    await expect(page).toHaveURL(/\/coaches\/set-up$/);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
    await page.getByRole('textbox', { name: 'Email' }).fill(`${firstName.toLowerCase()}@example.org`);
    await snapshot(page, 'setup-coach-en-1440');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(LANDED);
    await expect(page.getByTestId('user-name').first()).toHaveText(`${firstName} Lee`);
    await expect(page.getByTestId('user-teams').first()).toHaveText(teamLabels.join(', '));
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const token = await storedToken(page);
    expect(claimsOf(token!).cid).toEqual(expect.any(Number));
    await expectAccessible(page);
  });

  test('a coach signs in again with a new code', async ({ page, request }) => {
    const coach = await createCoach(request, 1);
    await signInInUi(page, 'coach', coach.phone);
    await expect(page.getByTestId('user-name').first()).toHaveText(`${coach.firstName} ${coach.lastName}`);
    await expect(page.getByTestId('user-teams').first()).toHaveText(TEAM_LABELS[coach.teams[0]!]);
    await expectAccessible(page);
  });

  test('a player signs up with the Team PIN; a wrong PIN is refused', async ({ page, request }) => {
    const coach = await createCoach(request, 1);
    const pin = await teamPin(request, coach);
    const wrongPin = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
    const phone = randomPhone();

    await openApp(page, '/playerlogin');
    await expect(page.getByRole('heading', { name: 'Player login' })).toBeVisible();
    await expect(page.getByText('v1.9.5')).toBeVisible();
    await expectAccessible(page);
    const code = await requestCodeInUi(page, phone);
    await codeField(page).fill(code);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/players\/set-up$/);
    await expectAccessible(page);
    const firstName = uniqueName('Pat');
    await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill('Kim');
    await page.getByRole('textbox', { name: 'Email' }).fill(`${firstName.toLowerCase()}@example.org`);
    await page.getByRole('textbox', { name: 'Team PIN' }).fill(wrongPin);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This Team PIN is not valid. Check it with your coach.')).toBeVisible();
    await expect(page).toHaveURL(/\/players\/set-up$/);
    await expectAccessible(page);
    await snapshot(page, 'setup-player-wrong-pin-en-1440');

    await page.getByRole('textbox', { name: 'Team PIN' }).fill(pin);
    await expect(page.getByText('This Team PIN is not valid. Check it with your coach.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create account' }).click();

    // SPEC.md section 4: a player who has a team is sent to the announcements page.
    await expect(page).toHaveURL(/\/announcements\/(jv|var)-(boys|girls)$/);
    await expect(page.getByTestId('user-name').first()).toHaveText(`${firstName} Kim`);
    await expect(page.getByTestId('user-teams').first()).toHaveText(TEAM_LABELS[coach.teams[0]!]);
    const token = await storedToken(page);
    expect(claimsOf(token!).pid).toEqual(expect.any(Number));
    await expectAccessible(page);
  });

  test('the player login links to the coach login and back', async ({ page }) => {
    await openApp(page, '/coachlogin');
    await page.getByRole('link', { name: "I'm a player" }).click();
    await expect(page).toHaveURL(/\/playerlogin$/);
    await page.getByRole('link', { name: "I'm a coach" }).click();
    await expect(page).toHaveURL(/\/coachlogin$/);
  });

  test('a player who came from an announcement link goes back there after login', async ({
    page,
    request,
  }) => {
    const coach = await createCoach(request, 1);
    const player = await createPlayer(request, await teamPin(request, coach));
    await openApp(page, '/coachlogin');
    // Navigation state as the public message page sets it (SPEC.md section 2).
    await replaceWithRouterState(page, '/playerlogin', { fromU: true, whichRoute: 'var-boys' });
    await reloadApp(page);
    const code = await requestCodeInUi(page, player.phone);
    await codeField(page).fill(code);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/announcements\/var-boys$/);
  });

  test('log out ends the session and returns to the coach login', async ({ page, request }) => {
    const coach = await createCoach(request);
    await openSignedIn(page, coach);
    await expect(page.getByTestId('user-name').first()).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/coachlogin$/);
    expect(await storageLength(page)).toBe(0);
    await openApp(page, '/ladder-choose');
    await expect(page).toHaveURL(/\/coachlogin\?next=%2Fladder-choose$/);
    // The session ended on the server too: the old token is not refreshed any more.
    const refresh = await request.get('/api/refreshtoken', {
      headers: { Authorization: `Bearer ${coach.token}` },
    });
    expect(refresh.status()).toBe(401);
  });
});

test.describe('route guard and error pages', () => {
  test('protected pages send signed-out users to the coach login, which returns them there', async ({
    page,
  }) => {
    for (const path of ['/', '/u']) {
      await openApp(page, path);
      await expect(page, path).toHaveURL(/\/coachlogin$/);
    }
    for (const path of ['/ladder', '/ladder-choose', '/tournaments', '/no/such/page']) {
      await openApp(page, path);
      await expect(page, path).toHaveURL(`/coachlogin?next=${encodeURIComponent(path)}`);
    }
  });

  test('an undecodable jwt is removed', async ({ page }) => {
    await openApp(page, '/coachlogin');
    await storeToken(page, 'not.a-real.token');
    await openApp(page, '/tournaments');
    await expect(page).toHaveURL(/\/coachlogin\?next=%2Ftournaments$/);
    expect(await storedToken(page)).toBeNull();
  });

  // /500 without its state flag, and after a failed call of a signed-in page: web/app/routes/server-error.test.tsx.
  test('a network error on the login page goes to /500', async ({ page }) => {
    await openApp(page, '/coachlogin');
    await page.route('**/api/verify-code', (route) => route.abort('connectionrefused'));
    await page.getByRole('textbox', { name: 'Phone number' }).fill(randomPhone());
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page).toHaveURL(/\/500$/);
    await expect(page.getByRole('heading', { name: 'Uh oh!' })).toBeVisible();
    await expect(
      page.getByText('We have an internal issue, please try again in a couple minutes.'),
    ).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'error-500-en-1440');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/coachlogin\?next=%2Fladder-choose$/);
  });

  test('a signed-in user sees the 404 page inside the shell', async ({ page, request }) => {
    const coach = await createCoach(request);
    await openSignedIn(page, coach, '/no-such-page');
    await expect(page.getByText('Oops! We could not find the page you were looking for.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'not-found-en-1440');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(LANDED);
  });
});

// The token refresh and the 401 reload: web/lib/session-refresh.test.tsx and session-end.test.tsx.
test.describe('session handling of the API client', () => {
  test('server error texts of the login call become messages under the code field', async ({ page }) => {
    const phone = randomPhone();
    await openApp(page, '/coachlogin');
    const before = await smsCount(phone);
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await waitForCode(phone, before);

    const answers = [
      { status: 400, json: { error: 'code expired', code: 'code_expired' }, text: 'Code has expired' },
      { status: 400, json: { error: "codes don't match", code: 'code_mismatch' }, text: 'Invalid code' },
      {
        status: 404,
        json: { error: 'login register record not found', code: 'register_not_found' },
        text: 'Invalid code',
      },
      // A throttle (too many wrong codes from this phone or network): here waiting is the answer.
      {
        status: 429,
        json: {
          error: 'too many wrong codes for this phone, wait a moment and try again',
          code: 'phone_wrong_codes_wait',
        },
        text: 'Too many tries. Please wait a few minutes and try again.',
      },
      // After 5 wrong codes a new code works at once: the message says so instead of "wait".
      {
        status: 429,
        json: { error: 'too many wrong codes, request a new code', code: 'code_void' },
        text: 'Too many wrong codes. Request a new code.',
      },
    ];
    for (const answer of answers) {
      await page.unrouteAll();
      await page.route('**/api/sms-login', (route) =>
        route.fulfill({ status: answer.status, json: answer.json }),
      );
      await codeField(page).fill('123456');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText(answer.text)).toBeVisible();
      await codeField(page).fill('12345');
      await expect(page.getByText(answer.text)).toHaveCount(0);
    }
  });
});
