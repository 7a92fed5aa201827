import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DrawView } from '../../../../contract/tournaments/draws';
import { tournamentsRoutes } from '../../../../contract/tournaments/routes';
import { PLAYER, renderPage } from '../../../test/render';
import { failWith, stubEventStream, stubRoute } from '../../../test/stub-server';
import { DrawPage } from './DrawPage';

/*
 * Issue 36 on a tournament's draw page: a coach enters a result by choosing a match; a changed winner that
 * clears a later match says so and is sent again with `confirm` only when the coach presses on; a player
 * sees their own path highlighted and cannot enter results; a tournament without a draw offers to make one.
 */

const side = (entryId: number | null, bye = false) => ({ entryId, bye });

function fourDraw(over: Partial<DrawView> = {}): DrawView {
  return {
    id: 1,
    tournamentId: 5,
    tournamentName: 'Spring Open',
    drawType: 'single_elimination',
    seeding: 'ranks',
    matchFormat: null,
    publicToken: 'A'.repeat(22),
    liveVersion: 3,
    doubles: false,
    entries: [
      { id: 11, name: 'Ann Lee', seed: 1, mine: false },
      { id: 12, name: 'Bo Chen', seed: 2, mine: false },
      { id: 13, name: 'Cy Diaz', seed: null, mine: false },
      { id: 14, name: 'Di Fox', seed: null, mine: false },
    ],
    structures: [
      {
        index: 0,
        name: 'Main',
        kind: 'elimination',
        standings: null,
        matchups: [
          {
            id: 101,
            structure: 0,
            round: 1,
            position: 1,
            sides: [side(11), side(14)],
            winner: 1,
            score: '6-1 6-1',
            outcome: 'completed',
          },
          {
            id: 102,
            structure: 0,
            round: 1,
            position: 2,
            sides: [side(13), side(12)],
            winner: 2,
            score: '6-4 6-4',
            outcome: 'completed',
          },
          {
            id: 103,
            structure: 0,
            round: 2,
            position: 1,
            sides: [side(11), side(12)],
            winner: 1,
            score: '7-5 6-3',
            outcome: 'completed',
          },
        ],
      },
    ],
    championId: 11,
    tallyRule: null,
    ...over,
  };
}

describe('the draw page', () => {
  it('a changed semifinal asks first, then is sent again with confirm', async () => {
    stubRoute(tournamentsRoutes.draw, fourDraw());
    stubRoute(tournamentsRoutes.list, { res: [] });
    const saves = stubRoute(tournamentsRoutes.drawResult, ({ count }) =>
      count === 1 ? failWith(409, 'draw_result_clears_later', { count: 1 }) : fourDraw({ championId: null }),
    );
    const { user } = await renderPage(<DrawPage tournamentId={5} isCoach teams={[]} />);
    expect((await screen.findByTestId('champion')).textContent).toContain('Champion: Ann Lee');
    await user.click(screen.getByRole('button', { name: 'Change the result: Cy Diaz against Bo Chen' }));
    const dialog = await screen.findByRole('dialog');
    const winner = within(dialog).getByRole('radiogroup', { name: 'Winner' });
    await user.click(within(winner).getByRole('radio', { name: 'Cy Diaz' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Score' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Score' }), '6-4 6-4');
    await user.click(within(dialog).getByRole('button', { name: 'Save the result' }));
    expect((await within(dialog).findByTestId('clears-later')).textContent).toContain('clears 1 later match');
    expect(saves[0]!.body).toEqual({ winnerSide: 1, score: '6-4 6-4' });
    await user.click(within(dialog).getByRole('button', { name: 'Change it and clear' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toHaveLength(2);
    expect(saves[1]!.body).toEqual({ winnerSide: 1, score: '6-4 6-4', confirm: true });
    await vi.waitFor(() => expect(screen.queryByTestId('champion')).toBeNull());
  });

  it("a player's own matches are highlighted and nothing can be entered", async () => {
    const draw = fourDraw({ publicToken: null });
    draw.entries[2] = { ...draw.entries[2]!, mine: true };
    stubRoute(tournamentsRoutes.draw, draw);
    stubRoute(tournamentsRoutes.list, { res: [] });
    await renderPage(<DrawPage tournamentId={5} isCoach={false} teams={[]} />, { session: PLAYER });
    expect((await screen.findByTestId('match-102')).getAttribute('data-mine')).toBe('true');
    expect(screen.getByTestId('match-101').getAttribute('data-mine')).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Change|Enter) the result/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy the public link' })).toBeNull();
  });

  it('a tournament without a draw offers the coach to make one, seeded from a ladder by default', async () => {
    stubRoute(tournamentsRoutes.draw, failWith(404, 'draw_not_found'));
    stubRoute(tournamentsRoutes.list, {
      res: [
        {
          ID: 5,
          name: 'Spring Open',
          MatchFormat: null,
          players: [{ PlayersID: 1, players: 'Ann Lee', rank: 1 }],
        },
      ],
    });
    const made = stubRoute(tournamentsRoutes.createDraw, fourDraw());
    const { user } = await renderPage(<DrawPage tournamentId={5} isCoach teams={[2]} />);
    await user.click(await screen.findByRole('button', { name: 'Make the draw' }));
    await vi.waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]!.body).toEqual({ drawType: 'single_elimination', seeding: 'ladder', team: 2 });
    expect(await screen.findByTestId('champion')).toBeTruthy();
  });

  it('follows results entered elsewhere: a newer version on its live stream reads the draw again', async () => {
    // Version 3 shows no final yet; the stream then names version 4, whose read has the champion.
    const open = fourDraw({ championId: null });
    open.structures[0]!.matchups[2] = {
      ...open.structures[0]!.matchups[2]!,
      winner: null,
      score: '',
      outcome: null,
    };
    const reads = stubRoute(tournamentsRoutes.draw, ({ count }) =>
      count > 1 ? fourDraw({ liveVersion: 4, publicToken: null }) : { ...open, publicToken: null },
    );
    stubRoute(tournamentsRoutes.list, { res: [] });
    const stream = stubEventStream(tournamentsRoutes.drawLive, [
      { event: 'change', id: 3, data: { version: 3 } },
      { event: 'change', id: 4, data: { version: 4 } },
    ]);
    await renderPage(<DrawPage tournamentId={5} isCoach={false} teams={[]} />, { session: PLAYER });
    expect((await screen.findByTestId('champion', {}, { timeout: 5000 })).textContent).toContain(
      'Champion: Ann Lee',
    );
    expect(stream[0]?.params).toEqual({ id: '5' });
    expect(stream[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(reads).toHaveLength(2);
  });

  it("offers the coach a round robin's playoff once its groups are decided, with how many of each go on", async () => {
    const standing = (entryId: number, place: number) => ({
      entryId,
      place,
      matchesWon: 3 - place,
      matchesLost: place - 1,
      setsWon: 0,
      setsLost: 0,
      gamesWon: 0,
      gamesLost: 0,
    });
    const group = (index: number, ids: number[]) => ({
      index,
      name: `Group ${index + 1}`,
      kind: 'group' as const,
      standings: ids.map((id, i) => standing(id, i + 1)),
      matchups: [
        [0, 1],
        [0, 2],
        [1, 2],
      ].map(([a, b], i) => ({
        id: 200 + index * 10 + i,
        structure: index,
        round: i + 1,
        position: 1,
        sides: [side(ids[a!]!), side(ids[b!]!)],
        winner: 1 as const,
        score: '6-0 6-0',
        outcome: 'completed' as const,
      })),
    });
    const groups = fourDraw({
      drawType: 'round_robin',
      championId: null,
      tallyRule: ['matchesWon', 'headToHead', 'setsPct', 'gamesPct'],
      entries: [11, 12, 13, 14, 15, 16].map((id) => ({ id, name: `Player ${id}`, seed: null, mine: false })),
      structures: [group(0, [11, 12, 13]), group(1, [14, 15, 16])],
    });
    stubRoute(tournamentsRoutes.draw, groups);
    stubRoute(tournamentsRoutes.list, { res: [] });
    const made = stubRoute(tournamentsRoutes.drawPlayoff, {
      ...groups,
      structures: [...groups.structures, { ...fourDraw().structures[0]!, index: 2, name: 'Playoff' }],
    });
    const { user } = await renderPage(<DrawPage tournamentId={5} isCoach teams={[]} />);
    const panel = await screen.findByRole('region', { name: 'Playoff' });
    await user.click(within(panel).getByRole('combobox', { name: 'Players from each group' }));
    await user.click(await screen.findByRole('option', { name: '1' }));
    await user.click(within(panel).getByRole('button', { name: 'Make the playoff' }));
    await vi.waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]!.body).toEqual({ perGroup: 1 });
    // The answer has its playoff: the panel goes, the playoff's bracket is shown.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Make the playoff' })).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Playoff' })).getAllByTestId(/^match-/)).toHaveLength(3);
  });
});
