import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicLeague } from '../../../../contract/leagues';
import { publicLeagueRoutes } from '../../../../contract/leagues/routes';
import { renderPage } from '../../../test/render';
import { failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';
import { PublicLeaguePage } from './PublicLeaguePage';

/** The public standings page (issue 35), signed out on a phone: the order, each tie's rule, the results. */

const row = (
  rank: number,
  schoolName: string,
  wins: number,
  losses: number,
  tieBreak: PublicLeague['standings'][number]['tieBreak'],
) => ({
  rank,
  schoolName,
  played: wins + losses,
  wins,
  losses,
  ties: 0,
  linesWon: wins * 2,
  linesLost: losses * 2,
  setsWon: 0,
  setsLost: 0,
  gamesWon: 0,
  gamesLost: 0,
  singles1Won: 0,
  tieBreak,
});

const LEAGUE: PublicLeague = {
  name: 'Metro Conference',
  season: 'Spring 2026',
  teamType: 4,
  packLabel: 'MSHSAA (Missouri) 2024-25 v1',
  tieBreaks: ['head-to-head', 'lines'],
  standings: [
    row(1, 'Kennedy High School', 1, 0, 'lines'),
    row(2, 'Lincoln High School', 1, 0, 'lines'),
    row(3, 'Washington High School', 0, 1, 'unbroken'),
    row(3, 'Roosevelt High School', 0, 1, 'unbroken'),
  ],
  schedule: [
    {
      round: 1,
      homeSchool: 'Kennedy High School',
      awaySchool: 'Roosevelt High School',
      startsAt: '2026-03-14T15:30:00Z',
      status: 'final',
      homeLines: 3,
      awayLines: 0,
    },
    {
      round: 1,
      homeSchool: 'Lincoln High School',
      awaySchool: 'Washington High School',
      startsAt: '2026-03-14T15:30:00Z',
      status: 'disputed',
      homeLines: 2,
      awayLines: 1,
    },
    {
      round: 2,
      homeSchool: 'Kennedy High School',
      awaySchool: 'Lincoln High School',
      startsAt: '2026-03-21T15:30:00Z',
      status: 'pending',
      homeLines: 0,
      awayLines: 0,
    },
    {
      round: 2,
      homeSchool: 'Roosevelt High School',
      awaySchool: 'Washington High School',
      startsAt: null,
      status: null,
      homeLines: 0,
      awayLines: 0,
    },
    {
      round: 3,
      homeSchool: 'Kennedy High School',
      awaySchool: null,
      startsAt: null,
      status: null,
      homeLines: 0,
      awayLines: 0,
    },
  ],
};

describe('the public standings page', () => {
  it('shows the order, the tie-break beside each tie and a disputed dual as not counted', async () => {
    stubRoute(publicLeagueRoutes.publicLeague, { league: LEAGUE });
    await renderPage(<PublicLeaguePage token="t0k3n" />, { session: null, viewport: PHONE });
    const rows = await screen.findAllByTestId('standing-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Kennedy High SchoolTie-break: lines won',
      'Lincoln High SchoolTie-break: lines won',
      'Washington High SchoolTie-break: still tied',
      'Roosevelt High SchoolTie-break: still tied',
    ]);
    expect(screen.getByText('Tie-break order: head-to-head, lines won')).toBeTruthy();
    expect(screen.getByText('A line is disputed: not counted')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Metro Conference' })).toBeTruthy();
  });

  it('shows the schedule under the standings by round: dates, pairings, results where settled, byes', async () => {
    stubRoute(publicLeagueRoutes.publicLeague, { league: LEAGUE });
    await renderPage(<PublicLeaguePage token="t0k3n" />, { session: null, viewport: PHONE });
    await screen.findAllByTestId('standing-row');
    const standings = screen.getByRole('region', { name: 'Standings' });
    const schedule = screen.getByRole('region', { name: 'Schedule and results' });
    // Under the standings.
    expect(standings.compareDocumentPosition(schedule) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const round = (n: number) =>
      within(within(schedule).getByRole('region', { name: `Round ${n}` }))
        .getAllByTestId('public-pairing')
        .map((li) => li.textContent);
    expect(round(1)).toEqual([
      'Kennedy High School 3–0 Roosevelt High SchoolMar 14Final',
      'Lincoln High School 2–1 Washington High SchoolMar 14A line is disputed: not counted',
    ]);
    expect(round(2)).toEqual([
      'Kennedy High School vs Lincoln High SchoolMar 21',
      'Roosevelt High School vs Washington High SchoolTo be arranged',
    ]);
    expect(round(3)).toEqual(['Kennedy High School: bye']);
  });

  it('reads in Arabic, and says so when the page does not exist', async () => {
    stubRoute(publicLeagueRoutes.publicLeague, { league: LEAGUE });
    await renderPage(<PublicLeaguePage token="t0k3n" />, { session: null, viewport: PHONE, language: 'ar' });
    expect((await screen.findAllByText('كسر التعادل: الخطوط المكسوبة')).length).toBe(2);
    // Each school's lines beside its name: the score reads right to left with the schools.
    expect(screen.getByText('3–0').getAttribute('dir')).toBe('rtl');
    stubRoute(publicLeagueRoutes.publicLeague, () => failWith(404, 'league_not_found'));
    await renderPage(<PublicLeaguePage token="gone" />, { session: null, viewport: PHONE });
    expect(await screen.findByText('This league page does not exist.')).toBeTruthy();
  });
});
