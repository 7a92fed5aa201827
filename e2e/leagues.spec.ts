import { expect, test, type APIRequestContext } from '@playwright/test';
import { createCoach, createPlayer, ok, openSignedIn, teamPin, type CoachAccount } from './fixtures/accounts';
import { chooseLanguage, switchLanguage } from './fixtures/announcements';
import { expectAccessible } from './fixtures/axe';
import { openApp, pageScrollWidth, reloadApp } from './fixtures/browser';
import { planDual } from './fixtures/duals';
import { TEAM_HANDLES, rosterOf } from './fixtures/ladder';
import { placePlayer } from './fixtures/matches';
import { chooseOption, snapshot } from './fixtures/ui';

/*
 * Issue 35, league play: a coach creates a league under the MSHSAA pack and invites a school, whose coach
 * joins on the league's page; two more schools join; the league's first round of two duals is played and
 * confirmed by the opponents; the public standings page, signed out on a phone, shows the order and the
 * tie-break beside each tie, in English and Arabic. The founder's season page shows its league record. The
 * coach's lineup with two doubles pairs of equal sums in the wrong order gets the doubles-sum warning in the
 * builder; on that dual the linked opponent's coach marks a no-show of their published lineup and sees what
 * changed.
 */

const PHONE = { width: 390, height: 844 };
const auth = (coach: CoachAccount) => ({ Authorization: `Bearer ${coach.token}` });

interface Team {
  coach: CoachAccount & { school?: { value: string; label: string } };
  rosterId: number;
  schoolId: number;
  schoolName: string;
}

async function teamOf(request: APIRequestContext, coach: CoachAccount): Promise<Team> {
  const { teamRosterID } = await rosterOf(request, coach.token, coach.teams[0]!);
  const claims = JSON.parse(Buffer.from(coach.token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sid: number;
  };
  return { coach, rosterId: teamRosterID, schoolId: claims.sid, schoolName: '' };
}

/** Four coaches of the same level at four schools. */
async function fourCoaches(request: APIRequestContext): Promise<CoachAccount[]> {
  const coaches = [await createCoach(request, 1)];
  while (coaches.length < 4) {
    const next = await createCoach(request, 1);
    if (next.teams[0] === coaches[0]!.teams[0]) coaches.push(next);
  }
  return coaches;
}

async function linkedDual(
  request: APIRequestContext,
  home: Team,
  away: Team,
  extra: Record<string, unknown> = {},
) {
  const dual = await planDual(request, home.coach.token, home.rosterId, 'x', {
    opponentSchoolId: away.schoolId,
    opponentName: undefined,
    ...extra,
  });
  await ok(await request.post(`/api/auth/duals/${dual.id}/invitation`, { headers: auth(home.coach) }));
  await ok(
    await request.post(`/api/auth/duals/${dual.id}/invitation/accept`, {
      headers: auth(away.coach),
      data: { rosterId: away.rosterId },
    }),
  );
  return dual.id;
}

/** Each line won by side 1 ("1") or side 2 ("2"), entered by the home coach and confirmed by the away coach. */
async function play(request: APIRequestContext, dualId: number, home: Team, away: Team, winners: string) {
  for (const [i, w] of [...winners].entries()) {
    const line = `S${i + 1}`;
    await ok(
      await request.put(`/api/auth/duals/${dualId}/lines/${line}/result`, {
        headers: auth(home.coach),
        data: { score: w === '1' ? '6-1 6-2' : '1-6 2-6', outcome: 'completed', winnerSide: Number(w) },
      }),
    );
    await ok(
      await request.post(`/api/auth/duals/${dualId}/lines/${line}/confirm`, { headers: auth(away.coach) }),
    );
  }
}

test('a league of four schools plays a round; its public standings show the order and the tie-breaks on a phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const [a, b, c, d] = await Promise.all((await fourCoaches(request)).map((coach) => teamOf(request, coach)));
  const handle = TEAM_HANDLES[a!.coach.teams[0]!];

  // Coach A creates the league on the page, under Missouri's rules.
  await openSignedIn(page, a!.coach, '/leagues');
  await page.getByRole('button', { name: 'Create a league' }).click();
  await page.getByLabel('League name').fill('Metro Conference');
  await page.getByRole('textbox', { name: 'Season', exact: true }).fill('Spring 2031');
  await page.getByLabel('Season year').fill('2031');
  await chooseOption(page.getByRole('combobox', { name: 'State rules' }), 'MSHSAA (Missouri) 2024-25 v1');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Metro Conference' })).toBeVisible();
  await expect(page.getByTestId('league-pack')).toContainText('Rules: MSHSAA (Missouri) 2024-25 v1');
  await expect(page.getByTestId('league-pack')).toContainText('Ladder order freezes on');
  const leagueId = Number(new URL(page.url()).pathname.split('/').pop());
  const { league } = await ok<{
    league: { publicUrl: string; members: { schoolId: number; schoolName: string }[] };
  }>(await request.get(`/api/auth/leagues/${leagueId}`, { headers: auth(a!.coach) }));
  a!.schoolName = league.members.find((m) => m.schoolId === a!.schoolId)!.schoolName;

  // B is invited and joins on the league's page; C and D through the same calls.
  for (const team of [b!, c!, d!]) {
    await ok(
      await request.post(`/api/auth/leagues/${leagueId}/invitations`, {
        headers: auth(a!.coach),
        data: { schoolId: team.schoolId },
      }),
    );
  }
  const other = await browser.newContext();
  const bPage = await other.newPage();
  await openSignedIn(bPage, b!.coach, `/leagues/${leagueId}`);
  await expect(bPage.getByText('Your school is invited to this league.')).toBeVisible();
  await bPage.getByRole('button', { name: 'Join with your team' }).click();
  await expect(bPage.getByText('Your school is invited to this league.')).toHaveCount(0);
  await other.close();
  for (const team of [c!, d!]) {
    await ok(
      await request.post(`/api/auth/leagues/${leagueId}/join`, { headers: auth(team.coach), data: {} }),
    );
  }

  // Round 1: A v B (A wins 2-1) and C v D (C wins 3-0), each result confirmed by the opponent.
  const ab = await linkedDual(request, a!, b!);
  const cd = await linkedDual(request, c!, d!);
  await page.reload();
  await chooseOption(page.getByRole('combobox', { name: 'Dual' }), /.+/);
  await page.getByRole('button', { name: 'Add to round' }).click();
  await expect(page.getByTestId('league-result')).toHaveCount(1);
  await ok(
    await request.post(`/api/auth/leagues/${leagueId}/duals`, {
      headers: auth(c!.coach),
      data: { dualId: cd, round: 1 },
    }),
  );
  await play(request, ab, a!, b!, '112');
  await play(request, cd, c!, d!, '111');

  // The public standings page, signed out, on a phone.
  const visitor = await browser.newContext({ viewport: PHONE });
  const pub = await visitor.newPage();
  await openApp(pub, new URL(league.publicUrl).pathname);
  const rows = pub.getByTestId('standing-row');
  await expect(rows).toHaveCount(4);
  const names = await ok<{ league: { standings: { schoolName: string; tieBreak: string | null }[] } }>(
    await request.get(new URL(league.publicUrl).pathname.replace('/league/', '/api/league/')),
  );
  const order = names.league.standings.map((r) => r.schoolName);
  for (const [i, name] of order.entries()) await expect(rows.nth(i)).toContainText(name);
  // C (3 lines) above A (2 lines) at 1-0; B (1 line) above D (0) at 0-1: lines won decide both ties.
  await expect(rows.nth(0)).toContainText('1-0');
  await expect(rows.nth(0)).toContainText('Tie-break: lines won');
  await expect(rows.nth(1)).toContainText(a!.schoolName);
  await expect(rows.nth(3)).toContainText('0-1');
  await expect(
    pub.getByText('Tie-break order: head-to-head, lines won, sets won, games won, #1 singles'),
  ).toBeVisible();
  await expect.poll(() => pageScrollWidth(pub)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(pub);
  await snapshot(pub, 'leagues-public-en-390');
  await chooseLanguage(pub, 'ar');
  await reloadApp(pub);
  await expect(pub.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(rows.nth(0)).toContainText('كسر التعادل: الخطوط المكسوبة');
  await expect.poll(() => pageScrollWidth(pub)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(pub);
  await snapshot(pub, 'leagues-public-ar-390');
  await visitor.close();

  // A's season page (its season dated to the league's spring) shows A's league record from the standings.
  const { current } = await ok<{ current: { id: number } }>(
    await request.get(`/api/auth/seasons/teams/${a!.rosterId}`, { headers: auth(a!.coach) }),
  );
  await ok(
    await request.put(`/api/auth/seasons/${current.id}`, {
      headers: auth(a!.coach),
      data: { name: 'Spring 2031', startsOn: '2031-01-01', endsOn: '2031-06-30' },
    }),
  );
  const seasonPhone = await browser.newContext({ viewport: PHONE });
  const seasonPage = await seasonPhone.newPage();
  await openSignedIn(seasonPage, a!.coach, `/seasons/${handle}`);
  const record = seasonPage.getByTestId('league-record');
  await expect(record).toContainText('Metro Conference');
  await expect(record).toContainText('Place 2 of 4, Duals 1-0, Lines 2-1');
  await expect.poll(() => pageScrollWidth(seasonPage)).toBeLessThanOrEqual(PHONE.width);
  await snapshot(seasonPage, 'leagues-season-record-en-390');
  await switchLanguage(seasonPage, 'ar');
  await expect(record).toContainText('المركز 2 من 4');
  await snapshot(seasonPage, 'leagues-season-record-ar-390');
  await switchLanguage(seasonPage, 'en');
  await record.getByRole('link', { name: 'Metro Conference' }).click();
  await expect(seasonPage.getByRole('heading', { level: 1, name: 'Metro Conference' })).toBeVisible();
  await seasonPhone.close();

  // Under the MSHSAA pack, coach A's lineup with equal doubles sums in the wrong order gets the warning.
  const pin = await teamPin(request, a!.coach);
  for (let position = 1; position <= 7; position += 1) {
    const player = await createPlayer(request, pin);
    await placePlayer(request, a!.coach, player, position);
  }
  const { players } = await rosterOf(request, a!.coach.token, a!.coach.teams[0]!);
  const p = [...players].sort((x, y) => x.Position - y.Position).map((x) => x.PlayerID);
  const ac = await linkedDual(request, a!, c!, {
    format: { preset: '6s3d', singles: 6, doubles: 3, scoreFormat: 'SET3-S:6/TB7' },
  });
  await ok(
    await request.post(`/api/auth/leagues/${leagueId}/duals`, {
      headers: auth(a!.coach),
      data: { dualId: ac, round: 2 },
    }),
  );
  await ok(
    await request.put(`/api/auth/duals/${ac}/lineup`, {
      headers: auth(a!.coach),
      data: {
        lineup: [
          ...[0, 1, 2, 3, 4, 5].map((i) => ({ line: `S${i + 1}`, players: [p[i]] })),
          { line: 'D1', players: [p[2], p[3]] },
          { line: 'D2', players: [p[1], p[4]] },
          { line: 'D3', players: [p[5], p[6]] },
        ],
      },
    }),
  );
  await page.goto(`/duals/${handle}/${ac}`);
  await expect(page.getByText(/the doubles-sum rule puts that pair first/).first()).toBeVisible();
  await expect(page.getByText('League rules: MSHSAA (Missouri) 2024-25 v1')).toBeVisible();
  await snapshot(page, 'leagues-mshsaa-warning-en');
  await switchLanguage(page, 'ar');
  await expect(page.getByText(/قاعدة مجموع الزوجي تضع ذلك الزوج أولًا/).first()).toBeVisible();
  await snapshot(page, 'leagues-mshsaa-warning-ar');

  // Match day on the same dual: C, the linked opponent (side 2), published its lineup; its #1 did not come.
  const pinC = await teamPin(request, c!.coach);
  for (let position = 1; position <= 7; position += 1)
    await placePlayer(request, c!.coach, await createPlayer(request, pinC), position);
  const cPlayers = (await rosterOf(request, c!.coach.token, c!.coach.teams[0]!)).players;
  const q = [...cPlayers].sort((x, y) => x.Position - y.Position);
  const place = (i: number) => ({ id: q[i]!.PlayerID });
  await ok(
    await request.put(`/api/auth/duals/${ac}/opponent-lineup`, {
      headers: auth(c!.coach),
      data: {
        lineup: [
          ...[0, 1, 2, 3, 4, 5].map((i) => ({ line: `S${i + 1}`, players: [place(i)] })),
          { line: 'D1', players: [place(0), place(1)] },
          { line: 'D2', players: [place(2), place(3)] },
          { line: 'D3', players: [place(4), place(5)] },
        ],
      },
    }),
  );
  await ok(
    await request.post(`/api/auth/duals/${ac}/opponent-lineup/publish`, {
      headers: auth(c!.coach),
      data: {},
    }),
  );
  const cPhone = await browser.newContext({ viewport: PHONE });
  const cPage = await cPhone.newPage();
  await openSignedIn(cPage, c!.coach, `/duals/${handle}/${ac}`);
  const first = `${q[0]!.FirstName} ${q[0]!.LastName}`;
  const panel = cPage.getByRole('region', { name: 'Match day: a player did not come' });
  await panel.getByRole('button', { name: `Mark ${first} absent` }).click();
  await cPage.getByRole('dialog').getByRole('button', { name: 'Mark absent' }).click();
  const changed = cPage.getByTestId('no-show-changes');
  await expect(changed).toContainText(`S1: ${first} → ${q[1]!.FirstName} ${q[1]!.LastName}`);
  await expect(changed).toContainText(`S6: ${q[5]!.FirstName} ${q[5]!.LastName} → ${q[6]!.FirstName}`);
  // Back to a draft for C to publish again.
  await expect(cPage.getByRole('button', { name: 'Publish lineup' })).toBeVisible();
  await expect.poll(() => pageScrollWidth(cPage)).toBeLessThanOrEqual(PHONE.width);
  await snapshot(cPage, 'leagues-no-show-side2-en-390');
  await switchLanguage(cPage, 'ar');
  // What changed is said again in Arabic (the arrow follows the reading direction).
  await expect(changed).toContainText(`S1: ${first} ← ${q[1]!.FirstName} ${q[1]!.LastName}`);
  await snapshot(cPage, 'leagues-no-show-side2-ar-390');
  await cPhone.close();
});
