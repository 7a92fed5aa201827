import { expect, test } from '@playwright/test';
import {
  claimsOf,
  createCoach,
  createPlayer,
  ok,
  openSignedIn,
  TEAM_FIELDS,
  teamPin,
  uniqueName,
} from './fixtures/accounts';
import { switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { appStarted, pageScrollWidth, signOutOffPage } from './fixtures/browser';
import { addEvent } from './fixtures/calendar';
import { messagesTo, randomPhone, smsCount, waitForCode } from './fixtures/outbox';
import { snapshot } from './fixtures/ui';

/*
 * Issue 34 on a phone, in English and Arabic: a coach links a guardian to a player, the guardian
 * confirms from the SMS's link and signs in at their own login, sees the child's next event, answers
 * for the child, and the SMS outbox holds the guardian's copy of the coach's announcement.
 */

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };

const WORDS = {
  en: {
    name: 'Name',
    phone: 'Mobile number',
    add: 'Add and send the text',
    added: /was added/,
    confirm: 'Confirm',
    confirmed: /Confirmed/,
    sendCode: 'Send code',
    code: 'Code from the text',
    signIn: 'Sign in',
    going: 'Going',
    answered: /Answered for/,
  },
  ar: {
    name: 'الاسم',
    phone: 'رقم الجوال',
    add: 'أضف وأرسل الرسالة',
    added: /أُضيف/,
    confirm: 'تأكيد',
    confirmed: /تم التأكيد/,
    sendCode: 'أرسل الرمز',
    code: 'الرمز من الرسالة',
    signIn: 'تسجيل الدخول',
    going: 'سيحضر',
    answered: /تمت الإجابة عن/,
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`a guardian is linked, confirms, signs in and answers for the child; the announcement is copied (${language})`, async ({
    page,
    request,
  }) => {
    const w = WORDS[language];
    await page.setViewportSize(PHONE);
    const coach = await createCoach(request, 1);
    const player = await createPlayer(request, await teamPin(request, coach));
    const playerId = claimsOf(player.token).pid as number;
    // The team's type (1-4): its events and announcements are the child's.
    const teamType = TEAM_FIELDS.indexOf(coach.teams[0]!) + 1;
    const guardianPhone = randomPhone();
    const guardianName = uniqueName('Mara');

    // The coach links the guardian from the player's guardians page.
    await openSignedIn(page, coach, `/guardians/${playerId}`);
    // The coach's language is saved for them: the team's texts, and this browser's pages, follow it.
    if (language === 'ar') await switchLanguage(page, 'ar');
    const form = page.getByRole('form');
    await form.getByRole('textbox', { name: w.name }).fill(guardianName);
    await form.getByRole('textbox', { name: w.phone }).fill(guardianPhone);
    await form.getByRole('button', { name: w.add }).click();
    await expect(page.getByText(w.added)).toBeVisible();
    await snapshot(page, `guardians-${language}-1-coach-linked`);

    // The guardian opens the SMS's link and confirms.
    let link = '';
    await expect
      .poll(async () => {
        const body = (await messagesTo(guardianPhone)).find((m) =>
          m.body.includes('/guardian/confirm/'),
        )?.body;
        link = body ? new URL(/(https?:\/\/\S+)$/.exec(body)![1]!).pathname : '';
        return link;
      })
      .toMatch(/^\/guardian\/confirm\//);
    await signOutOffPage(page);
    await page.goto(link);
    await appStarted(page);
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByText(w.confirmed)).toBeVisible();
    await snapshot(page, `guardians-${language}-2-confirmed`);

    // The coach plans the next practice and sends the team an announcement.
    const start = new Date(Date.now() + 2 * 86_400_000);
    const at = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');
    const eventName = uniqueName('Practice');
    await addEvent(request, coach, {
      name: eventName,
      startTime: at(start),
      endTime: at(new Date(start.getTime() + 7_200_000)),
      team: teamType,
    });
    const announcement = await ok<{ id: number }>(
      await request.post('/api/auth/announcements', {
        headers: { Authorization: `Bearer ${coach.token}` },
        data: { skillLevel: teamType, subject: 'Bus leaves at 7', message: 'Be on time.' },
      }),
    );
    expect(announcement.id).toBeGreaterThan(0);
    // The guardian's copy of it, marked as one (before the sign-in code, which is read as the next text).
    await expect
      .poll(async () =>
        (await messagesTo(guardianPhone))
          .filter((m) => m.body.includes('Bus leaves at 7'))
          .map((m) => m.body),
      )
      .toEqual([expect.stringMatching(/^\[.+\] .*Bus leaves at 7/)]);

    // The guardian signs in at their own login and answers for the child.
    await page.goto('/guardianlogin');
    await appStarted(page);
    await page.getByRole('textbox', { name: w.phone }).fill(guardianPhone);
    const before = await smsCount(guardianPhone);
    await page.getByRole('button', { name: w.sendCode }).click();
    const code = await waitForCode(guardianPhone, before);
    await page.getByRole('textbox', { name: w.code }).fill(code);
    await page.getByRole('button', { name: w.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/family$/);
    const card = page.getByRole('region', { name: `${player.firstName} ${player.lastName}` });
    await expect(card.getByText(eventName)).toBeVisible();
    await card.getByRole('button', { name: w.going, exact: true }).click();
    await expect(card.getByText(w.answered)).toBeVisible();
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await snapshot(page, `guardians-${language}-3-family`);

    // The coach sees who answered, and that the guardian gave the answer.
    const availability = await ok<{
      players: Array<{ id: number; answer: string; givenBy?: string | null }>;
    }>(
      await request.get(
        `/api/auth/availability/event/${await lastEventId(request, coach.token, eventName)}`,
        {
          headers: { Authorization: `Bearer ${coach.token}` },
        },
      ),
    );
    expect(availability.players.find((p) => p.id === playerId)).toMatchObject({
      answer: 'going',
      givenBy: guardianName,
    });
  });
}

async function lastEventId(
  request: Parameters<typeof addEvent>[0],
  token: string,
  name: string,
): Promise<number> {
  const list = await ok<{ data: Array<{ csa_id: number; name: string }> | null }>(
    await request.get('/api/auth/getCalendarEvents', { headers: { Authorization: `Bearer ${token}` } }),
  );
  return (list.data ?? []).find((e) => e.name === name)!.csa_id;
}
