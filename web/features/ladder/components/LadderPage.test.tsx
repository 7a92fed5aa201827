import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RosterPlayer } from '../../../../contract/ladder';
import { ladderRoutes } from '../../../../contract/ladder/routes';
import { seasonsRoutes } from '../../../../contract/seasons/routes';
import { teamsRoutes } from '../../../../contract/teams/routes';
import type { TeamsState } from '../../../lib/teams';
import { expectAccessible, expectRightToLeft } from '../../../test/axe';
import { PLAYER, renderPage } from '../../../test/render';
import { deferred, failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';
import { LadderPage } from './LadderPage';

/*
 * The ladder page and its parts: the loading and error states, the wide table (a coach's delete
 * with its confirmation) and the phone list (a name opens its details).
 */

const player = (id: number, position: number, first: string, last: string): RosterPlayer => ({
  PlayerID: 100 + id,
  SchoolTeamPlayerID: id,
  Position: position,
  FirstName: first,
  LastName: last,
  Email: `${first.toLowerCase()}@example.com`,
  PhoneNumber: '5551234567',
  avatar: null,
  OMWLPer: 0.5,
  CMWLPer: 0,
  OpenChallenges: [],
});

const ann = player(1, 1, 'Ann', 'Lee');
const ben = player(2, 2, 'Ben', 'Kay');
const teams: TeamsState = { status: 'success', teams: [1, 2] };

/** The team's seasons (issue 37): the current one and an archived one, so the history offers a choice. */
function stubSeasons() {
  const season = (id: number, name: string, archivedAt: string | null) => ({
    id,
    rosterId: 5,
    name,
    startsOn: '2025-08-01',
    endsOn: '2026-07-31',
    archivedAt,
  });
  const current = season(2, '2026-27', null);
  stubRoute(seasonsRoutes.list, {
    current,
    seasons: [current, season(1, '2025-26', '2026-08-01T00:00:00Z')],
  });
}

function stubLadder(players: RosterPlayer[] = [ann, ben]) {
  stubSeasons();
  stubRoute(ladderRoutes.changes, { changes: [] });
  stubRoute(teamsRoutes.teamPin, { pin: '4821' });
  return stubRoute(ladderRoutes.roster, { res: players, teamRosterID: 5 });
}

describe('the ladder page', () => {
  it('says it is loading, then lets a coach delete a player after the confirmation', async () => {
    const held = deferred();
    stubSeasons();
    stubRoute(ladderRoutes.changes, { changes: [] });
    stubRoute(teamsRoutes.teamPin, { pin: '4821' });
    stubRoute(ladderRoutes.roster, async ({ count }) => {
      if (count === 1) await held.promise;
      return { res: count === 1 ? [ann, ben] : [ann], teamRosterID: 5 };
    });
    const deletes = stubRoute(ladderRoutes.deletePlayer, { ok: true });
    const { user } = await renderPage(<LadderPage role="coach" team={1} teams={teams} />);
    expect(await screen.findByText('Loading the ladder...')).toBeTruthy();

    held.resolve();
    const table = await screen.findByRole('region', { name: 'Ladder of Junior Varsity Boys' });
    const row = within(table).getByRole('row', { name: /Ben Kay/ });
    expect(within(row).getByRole('link', { name: 'E-mail ben@example.com' })).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Delete Ben Kay from the team' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete this player from your team?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(Object.fromEntries(deletes[0]!.query)).toEqual({ strid: '5', pid: '102', stpid: '2' });
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Ben Kay/ })).toBeNull());
  });

  it('tells a user whose team it is not, with the way back to their ladders', async () => {
    stubRoute(ladderRoutes.changes, { changes: [] });
    stubRoute(ladderRoutes.roster, failWith(404, 'team_not_found'));
    await renderPage(<LadderPage role="player" team={1} teams={teams} />, { session: PLAYER });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This ladder is not available to you.');
    expect(within(alert).getByRole('link', { name: 'Go to your ladders' }).getAttribute('href')).toBe(
      '/ladder',
    );
  });

  it('opens a name on the phone list to show its details, right to left in Arabic', async () => {
    stubLadder();
    const { user } = await renderPage(
      <LadderPage role="player" team={1} teams={teams} ownPlayerId={ann.PlayerID} />,
      { session: PLAYER, language: 'ar', viewport: PHONE },
    );
    const list = await screen.findByTestId('ladder-list');
    const toggle = within(list).getByRole('button', { name: /Ben Kay/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details.hidden).toBe(true);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    expect(within(details).getByRole('link', { name: /ben@example.com/ })).toBeTruthy();
    // The history's season choice (issue 37), in Arabic, the current season chosen.
    expect((await screen.findByRole('combobox', { name: 'الموسم' })).textContent).toContain('2026-27');
    expectRightToLeft();
    await expectAccessible();
  });
});
