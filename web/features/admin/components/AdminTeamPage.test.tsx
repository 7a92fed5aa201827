import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminTeam } from '../../../../contract/admin';
import { adminRoutes } from '../../../../contract/admin/routes';
import type { TokenClaims } from '../../../../contract/auth';
import { expectAccessible, expectRightToLeft } from '../../../test/axe';
import { renderPage } from '../../../test/render';
import { deferred, failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';
import '../i18n/messages';
import { AdminTeamPage } from './AdminTeamPage';

/* The admin's read-only team page (issue 32): duals with results, calendar, matches, tournaments. */

const ADMIN: TokenClaims = { sess: 'test-session', adm: 5, prov: 'google' };

const result = (decided: boolean, winnerSide: 1 | 2 | null, linesWon: number, linesLost: number) => ({
  decided,
  winnerSide,
  linesWon,
  linesLost,
});

const dual = (id: number, opponent: string, extra: Partial<AdminTeam['duals'][number]> = {}) => ({
  id,
  rosterId: 10,
  teamType: 1,
  side: 1 as const,
  opponent: { schoolId: null, name: opponent, rosterId: null, invitation: 'none' as const },
  site: 'home' as const,
  place: 'Lincoln courts',
  startsAt: '2026-02-01T15:00:00.000Z',
  timeZone: 'America/Chicago',
  format: { preset: '3s2d' as const, singles: 3, doubles: 2 },
  published: false,
  publishedAt: null,
  result: result(false, null, 0, 0),
  publicUrl: null,
  ...extra,
});

const page: AdminTeam = {
  team: { rosterId: 10, teamType: 1, schoolId: 1, schoolName: 'Lincoln High School' },
  record: { won: 1, lost: 0, tied: 0 },
  duals: [
    dual(40, 'Central High', {
      published: true,
      publishedAt: '2026-01-30T12:00:00.000Z',
      result: result(true, 1, 4, 1),
      publicUrl: 'https://courtside.example/dual/AbCdEfGhIjKlMnOpQrStUv',
    }),
    dual(41, 'Westview', { site: 'away', startsAt: '2026-03-20T15:00:00.000Z' }),
  ],
  matches: [
    {
      TennisMatchID: 70,
      MatchType: 3,
      IsSingles: true,
      MatchDate: '2026-03-05',
      MatchTime: '16:00',
      MatchScore: '7-5 6-2',
      MatchFormat: null,
      Players: [
        { ID: 1, Name: 'Ana Lopez' },
        { ID: 2, Name: 'Ben Kim' },
      ],
      Winners: [{ ID: 1, Name: 'Ana Lopez' }],
    },
  ],
  tournaments: [
    {
      ID: 3,
      name: 'Spring Cup',
      MatchFormat: null,
      players: [
        { PlayersID: 1, players: 'Ana Lopez', rank: 1 },
        { PlayersID: 2, players: 'Ben Kim', rank: -1 },
      ],
    },
  ],
  upcoming: [
    {
      kind: 'event',
      event: {
        csa_id: 9,
        name: 'Team photo',
        description: '',
        startTime: '2026-03-10 18:00',
        endTime: '2026-03-10 19:00',
        date: '2026-03-10 18:00',
        place: '',
        team: 1,
        mine: false,
        series: null,
      },
    },
  ],
};

describe('/admin/teams/:rosterId', () => {
  it("shows the team's duals with results and public pages, calendar, matches and tournaments, on a phone", async () => {
    const calls = stubRoute(adminRoutes.team, page);
    await renderPage(<AdminTeamPage rosterId={10} />, { session: ADMIN, viewport: PHONE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Junior Varsity Boys' })).toBeTruthy();
    expect(calls[0]!.params).toEqual({ rosterId: '10' });
    const duals = screen.getByRole('region', { name: 'Duals' });
    expect(within(duals).getByText('Record: 1 won, 0 lost, 0 tied')).toBeTruthy();
    expect(within(duals).getByText('Won 4-1')).toBeTruthy();
    expect(within(duals).getByText('Draft')).toBeTruthy();
    const link = within(duals).getByRole('link', { name: 'Public page of the dual against Central High' });
    expect(link.getAttribute('href')).toBe('https://courtside.example/dual/AbCdEfGhIjKlMnOpQrStUv');
    // Only a published dual has a public page.
    expect(within(duals).getAllByRole('link')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Coming up' })).getByText('Team photo')).toBeTruthy();
    const matches = screen.getByRole('region', { name: 'Recent matches' });
    expect(within(matches).getByText('Ana Lopez vs Ben Kim')).toBeTruthy();
    expect(within(matches).getByText('7-5 6-2')).toBeTruthy();
    const cups = screen.getByRole('region', { name: 'Tournaments' });
    expect(within(cups).getByText('Spring Cup')).toBeTruthy();
    expect(within(cups).getByText('Players: 2', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All teams' }).getAttribute('href')).toBe('/admin');
    await expectAccessible();
  });

  it('says each part is empty for a new team, in Arabic right to left', async () => {
    stubRoute(adminRoutes.team, {
      ...page,
      record: { won: 0, lost: 0, tied: 0 },
      duals: [],
      matches: [],
      tournaments: [],
      upcoming: [],
    });
    await renderPage(<AdminTeamPage rosterId={10} />, { session: ADMIN, language: 'ar', viewport: PHONE });
    expect(await screen.findByText('لا توجد مباريات فرق بعد.')).toBeTruthy();
    expect(screen.getByText('لا شيء مجدول.')).toBeTruthy();
    expect(screen.getByText('لم تُلعب أي مباراة بعد.')).toBeTruthy();
    expect(screen.getByText('لا توجد بطولات بعد.')).toBeTruthy();
    expectRightToLeft();
    await expectAccessible();
  });

  it("says another school's team is not found, with the way back", async () => {
    stubRoute(adminRoutes.team, failWith(404, 'team_not_found'));
    await renderPage(<AdminTeamPage rosterId={99} />, { session: ADMIN });
    expect(await screen.findByText("This team is not one of your school's teams.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All teams' })).toBeTruthy();
  });

  it('shows the loading state, then an error with a retry that loads the team', async () => {
    const gate = deferred();
    stubRoute(adminRoutes.team, async ({ count }) => {
      if (count === 1) {
        await gate.promise;
        return failWith(403, 'admins_only');
      }
      return page;
    });
    const { user } = await renderPage(<AdminTeamPage rosterId={10} />, { session: ADMIN });
    expect(await screen.findByRole('status', { name: 'Loading the team...' })).toBeTruthy();
    gate.resolve();
    expect(await screen.findByText('This team could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Junior Varsity Boys' })).toBeTruthy();
  });
});
