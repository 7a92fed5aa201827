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
  results: [
    {
      round: 1,
      startsAt: '2026-03-14T15:30:00Z',
      homeSchool: 'Lincoln High School',
      awaySchool: 'Washington High School',
      status: 'disputed',
      homeLines: 2,
      awayLines: 1,
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

  it('reads in Arabic, and says so when the page does not exist', async () => {
    stubRoute(publicLeagueRoutes.publicLeague, { league: LEAGUE });
    await renderPage(<PublicLeaguePage token="t0k3n" />, { session: null, viewport: PHONE, language: 'ar' });
    expect((await screen.findAllByText('كسر التعادل: الخطوط المكسوبة')).length).toBe(2);
    stubRoute(publicLeagueRoutes.publicLeague, () => failWith(404, 'league_not_found'));
    await renderPage(<PublicLeaguePage token="gone" />, { session: null, viewport: PHONE });
    expect(await screen.findByText('This league page does not exist.')).toBeTruthy();
  });
});
