import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dualRoutes } from '../../../../contract/duals/routes';
import { leaguesRoutes } from '../../../../contract/leagues/routes';
import { renderPage } from '../../../test/render';
import { failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';
import { LeagueManage } from './LeagueManage';
import { LEAGUE } from './league.fixture';

/** A coach's part of a league's page: inviting a school (the founders), adding a dual to a round. */

describe("the league's schools", () => {
  it('offers the schools not yet in the league, invites the chosen one and clears the choice', async () => {
    stubRoute(dualRoutes.opponentSchools, {
      schools: [
        { id: 1, name: 'Lincoln', verified: true },
        { id: 7, name: 'Jefferson', verified: true },
      ],
    });
    stubRoute(dualRoutes.list, {
      rosterId: 10,
      teamType: 1,
      record: { won: 0, lost: 0, tied: 0 },
      duals: [],
    });
    const invites = stubRoute(leaguesRoutes.invite, { league: LEAGUE });
    const { user } = await renderPage(<LeagueManage league={LEAGUE} />, { viewport: PHONE });
    await user.click(await screen.findByRole('combobox', { name: 'School' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Jefferson']);
    await user.click(options[0]!);
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await expect.poll(() => invites.map((c) => c.body)).toEqual([{ schoolId: 7 }]);
    await expect.poll(() => screen.getByRole('button', { name: 'Invite' })).toHaveProperty('disabled', true);
    // No accepted dual of the team to add: said so.
    expect(await screen.findByText('No linked dual of your team to add.')).toBeTruthy();
  });

  it('shows a refused invitation', async () => {
    stubRoute(dualRoutes.opponentSchools, { schools: [{ id: 7, name: 'Jefferson', verified: true }] });
    stubRoute(leaguesRoutes.invite, () => failWith(404, 'league_not_found'));
    const { user } = await renderPage(<LeagueManage league={{ ...LEAGUE, myRosterId: null }} />);
    await user.click(await screen.findByRole('combobox', { name: 'School' }));
    await user.click(await screen.findByRole('option', { name: 'Jefferson' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const section = screen.getByRole('region', { name: 'Schools' });
    expect(await within(section).findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add a dual' })).toBeNull();
  });
});
