import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seasonsRoutes } from '../../../../contract/seasons/routes';
import { Component as Player } from '../../../app/routes/player';
import { paths } from '../../../config/paths';
import { expectAccessible } from '../../../test/axe';
import { renderRoutes } from '../../../test/render';
import { inShell, stubShell } from '../../../test/shell';
import { failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';

/* /players/{id} (issue 37): initials, positions over time, records, recent results, head-to-head. */
const pages = inShell([{ path: paths.player, Component: Player }]);

const match = (id: number, score: string, winner: number) => ({
  TennisMatchID: id,
  MatchType: 2,
  IsSingles: true,
  MatchDate: '2026-02-10',
  MatchTime: '15:00',
  MatchScore: score,
  MatchFormat: null,
  Players: [
    { ID: 1, Name: 'Ana Díaz' },
    { ID: 2, Name: 'Ben Okafor' },
  ],
  Winners: [{ ID: winner, Name: winner === 1 ? 'Ana Díaz' : 'Ben Okafor' }],
});

describe("a player's page", () => {
  it('shows the positions, the record by season and kind, and head-to-head against a teammate', async () => {
    stubShell();
    stubRoute(seasonsRoutes.player, {
      player: { id: 1, firstName: 'Ana', lastName: 'Díaz', avatar: null, graduationYear: 2028, rosterId: 5 },
      positions: [
        { seasonId: 3, seasonName: '2025-26', position: 4 },
        { seasonId: null, seasonName: 'Fall 2026', position: 2 },
      ],
      records: [
        {
          seasonId: 3,
          seasonName: '2025-26',
          kind: 'official',
          singles: { won: 1, lost: 1 },
          doubles: { won: 0, lost: 0 },
        },
      ],
      recent: [match(11, '4-6 6-3 6-2', 2), match(10, '6-4 6-3', 1)],
      opponents: [{ id: 2, name: 'Ben Okafor', meetings: 2 }],
    });
    const h2h = stubRoute(seasonsRoutes.headToHead, {
      opponent: { id: 2, name: 'Ben Okafor' },
      won: 1,
      lost: 1,
      setsWon: 3,
      setsLost: 2,
      meetings: [match(11, '4-6 6-3 6-2', 2), match(10, '6-4 6-3', 1)],
    });
    const { user } = await renderRoutes(pages, { path: paths.playerOf(1), viewport: PHONE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Díaz' })).toBeTruthy();
    expect(screen.getByText('Class of 2028')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Positions by season: 2025-26: 4, Fall 2026: 2' })).toBeTruthy();
    const records = screen.getByRole('table', { name: 'Record by season' });
    expect(within(records).getByRole('row', { name: '2025-26 Official 1–1 0–0' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Against' }));
    await user.click(await screen.findByRole('option', { name: 'Ben Okafor' }));
    expect((await screen.findByRole('status')).textContent).toBe('1 won, 1 lost · sets 3–2');
    expect(h2h[0]!.query.get('with')).toBe('2');
    await expectAccessible();
  });

  it('says not found for a player the caller may not see', async () => {
    stubShell();
    stubRoute(seasonsRoutes.player, failWith(404, 'player_not_found'));
    await renderRoutes(pages, { path: paths.playerOf(9) });
    expect((await screen.findByRole('alert')).textContent).toBe('This player was not found.');
  });
});
