import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamLeagueRecord } from '../../../../contract/leagues';
import { leaguesRoutes } from '../../../../contract/leagues/routes';
import { renderPage } from '../../../test/render';
import { failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';
import { LeagueRecord } from './LeagueRecord';

/** The league record on a team's season page (issue 35): each league of the season, the place and record. */

const record = (over: Partial<TeamLeagueRecord> = {}): TeamLeagueRecord => ({
  leagueId: 9,
  name: 'Metro Conference',
  season: 'Spring 2026',
  place: 2,
  teams: 4,
  tied: false,
  wins: 2,
  losses: 1,
  ties: 0,
  linesWon: 11,
  linesLost: 7,
  ...over,
});

describe("a team's league record", () => {
  it("asks for the season's dates and shows each league's place, duals and lines, linked to the league", async () => {
    const calls = stubRoute(leaguesRoutes.teamRecord, {
      records: [
        record(),
        record({ leagueId: 10, name: 'County Cup', place: 1, teams: 3, tied: true, ties: 1 }),
      ],
    });
    await renderPage(<LeagueRecord rosterId={3} from="2025-08-01" to="2026-07-31" />, { viewport: PHONE });
    const list = await screen.findByTestId('league-record');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Metro ConferencePlace 2 of 4, Duals 2-1, Lines 11-7',
      'County CupPlace 1 of 3 (tied), Duals 2-1-1, Lines 11-7',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Metro Conference' }).getAttribute('href')).toBe(
      '/leagues/9',
    );
    expect(calls.map((c) => [c.params.rosterId, c.query.get('from'), c.query.get('to')])).toEqual([
      ['3', '2025-08-01', '2026-07-31'],
    ]);
  });

  it('says so when the team is in no league, in Arabic too, and shows an error it could not load', async () => {
    stubRoute(leaguesRoutes.teamRecord, { records: [] });
    const { unmount } = await renderPage(<LeagueRecord rosterId={3} from="2025-08-01" to="2026-07-31" />, {
      viewport: PHONE,
      language: 'ar',
    });
    expect(await screen.findByRole('heading', { name: 'سجل الدوري' })).toBeTruthy();
    expect(await screen.findByText('لا يلعب الفريق في أي دوري هذا الموسم.')).toBeTruthy();
    unmount();
    stubRoute(leaguesRoutes.teamRecord, () => failWith(500, 'internal_error'));
    await renderPage(<LeagueRecord rosterId={3} from="2025-08-01" to="2026-07-31" />);
    expect(await screen.findByText('The league record could not be loaded.')).toBeTruthy();
  });
});
