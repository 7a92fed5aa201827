import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ANTI_STACKING_RULE } from '../../../../contract/duals';
import type { RosterPlayer } from '../../../../contract/ladder';
import { ladderRoutes } from '../../../../contract/ladder/routes';
import { dualRoutes } from '../../../../contract/duals/routes';
import { leaguesRoutes } from '../../../../contract/leagues/routes';
import { renderPage } from '../../../test/render';
import { failWith, stubRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';
import { DualPage } from './DualPage';
import { ownDual } from './dual-page.fixture';
import { scoringLine, scoringOf } from './scoring-line.fixture';

/** A league dual's match day (issue 35): the coach marks a player absent and sees which lines changed. */

/** The coach's own published league dual: two singles lines. */
const DUAL = ownDual({
  format: { preset: 'custom', singles: 2, doubles: 0 },
  lines: [
    { line: 'S1', kind: 'singles', scoreFormat: null },
    { line: 'S2', kind: 'singles', scoreFormat: null },
  ],
  lineup: [
    { line: 'S1', players: [11] },
    { line: 'S2', players: [12] },
  ],
  roster: [
    { id: 11, name: 'Ana Diaz', position: 1, available: true },
    { id: 12, name: 'Bea Cruz', position: 2, available: true },
    { id: 13, name: 'Cy Long', position: 3, available: true },
  ],
  checks: [
    { line: 'S1', violations: [] },
    { line: 'S2', violations: [] },
  ],
});

const LEAGUE_SCORING = { ...scoringOf(scoringLine()), rulePack: 'UIL (Texas) 2025-26 v1', leagueId: 9 };

describe('marking a no-show on a league dual', () => {
  it('asks first, calls the league route and lists what changed; the dual is read again', async () => {
    // Read again after the no-show, the dual is a draft with the new lineup.
    const draft = {
      ...DUAL,
      published: false,
      publishedAt: null,
      lineup: [
        { line: 'S1' as const, players: [12] },
        { line: 'S2' as const, players: [13] },
      ],
    };
    const reads = stubRoute(dualRoutes.scoring, ({ count }) => ({
      dual: count === 1 ? DUAL : draft,
      scoring: LEAGUE_SCORING,
    }));
    const calls = stubRoute(leaguesRoutes.noShow, {
      changes: [
        { line: 'S1', before: ['Ana Diaz'], after: ['Bea Cruz'] },
        { line: 'S2', before: ['Bea Cruz'], after: ['Cy Long'] },
      ],
      lineup: [
        { line: 'S1', players: [12] },
        { line: 'S2', players: [13] },
      ],
    });
    const { user } = await renderPage(<DualPage id={5} team={1} role="coach" />, { viewport: PHONE });
    const panel = await screen.findByRole('region', { name: 'Match day: a player did not come' });
    await user.click(within(panel).getByRole('button', { name: 'Mark Ana Diaz absent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Ana Diaz absent?' });
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Mark Ana Diaz absent' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark absent' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const changes = await screen.findByTestId('no-show-changes');
    expect(calls.map((c) => [c.params, c.body])).toEqual([[{ id: '9', dualId: '5' }, { playerId: 11 }]]);
    expect(within(changes).getByText('Ana Diaz marked absent. What changed:')).toBeTruthy();
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['S1: Ana Diaz → Bea Cruz', 'S2: Bea Cruz → Cy Long']);
    await vi.waitFor(() => expect(reads.length).toBe(2));
    // The draft is to publish again: what changed stays in sight, without the absent buttons.
    expect(await screen.findByRole('button', { name: 'Publish lineup' })).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(within(panel).getByTestId('no-show-changes')).toBeTruthy();
  });

  it('shows the refusal in the dialog, in Arabic too, and no panel on a dual outside a league', async () => {
    stubRoute(dualRoutes.scoring, { dual: DUAL, scoring: LEAGUE_SCORING });
    stubRoute(leaguesRoutes.noShow, () => failWith(409, 'league_player_not_in_lineup'));
    const { user, unmount } = await renderPage(<DualPage id={5} team={1} role="coach" />, {
      viewport: PHONE,
      language: 'ar',
    });
    await user.click(await screen.findByRole('button', { name: 'تحديد Bea Cruz غائبًا' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'تحديد غائب' }));
    expect(await screen.findByText('هذا اللاعب ليس في التشكيلة المنشورة.')).toBeTruthy();
    unmount();
    stubRoute(dualRoutes.scoring, { dual: DUAL, scoring: scoringOf(scoringLine()) });
    await renderPage(<DualPage id={5} team={1} role="coach" />, { viewport: PHONE });
    expect(await screen.findByRole('region', { name: 'Results' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Match day: a player did not come' })).toBeNull();
  });
});

const rosterPlayer = (
  PlayerID: number,
  FirstName: string,
  LastName: string,
  Position: number,
): RosterPlayer => ({
  PlayerID,
  SchoolTeamPlayerID: PlayerID + 100,
  Position,
  FirstName,
  LastName,
  Email: '',
  PhoneNumber: '',
  avatar: null,
  OMWLPer: 0,
  CMWLPer: 0,
});

describe("the linked opponent's coach (side 2) on a league dual", () => {
  it('marks a player of their published lineup absent, sees what changed, and the builder starts afresh', async () => {
    // Side 2's view: their lineup (Sam Ortiz at S1) published, the dual's own team's hidden from them.
    const theirs = {
      ...scoringOf(scoringLine({ side1Players: null })),
      yourSide: 2 as const,
      linked: true,
      published: { side1: false, side2: true },
      rulePack: 'UIL (Texas) 2025-26 v1',
      leagueId: 9,
    };
    const after = {
      ...theirs,
      published: { side1: false, side2: false },
      lines: [scoringLine({ side1Players: null, side2Players: ['Tia Park'] })],
    };
    const reads = stubRoute(dualRoutes.scoring, ({ count }) => ({
      dual: null,
      scoring: count === 1 ? theirs : after,
    }));
    stubRoute(ladderRoutes.roster, {
      res: [rosterPlayer(21, 'Sam', 'Ortiz', 1), rosterPlayer(22, 'Tia', 'Park', 2)],
      teamRosterID: 2,
    });
    stubRoute(dualRoutes.teamRule, { res: DEFAULT_ANTI_STACKING_RULE, preset: 'strict' });
    const calls = stubRoute(leaguesRoutes.noShow, {
      changes: [{ line: 'S1', before: ['Sam Ortiz'], after: ['Tia Park'] }],
      lineup: [{ line: 'S1', players: [22] }],
    });
    const { user } = await renderPage(<DualPage id={5} team={1} role="coach" />, { viewport: PHONE });
    const panel = await screen.findByRole('region', { name: 'Match day: a player did not come' });
    await user.click(within(panel).getByRole('button', { name: 'Mark Sam Ortiz absent' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark absent' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const changes = await screen.findByTestId('no-show-changes');
    expect(calls.map((c) => [c.params, c.body])).toEqual([[{ id: '9', dualId: '5' }, { playerId: 21 }]]);
    expect(within(changes).getByRole('listitem').textContent).toBe('S1: Sam Ortiz → Tia Park');
    await vi.waitFor(() => expect(reads.length).toBe(2));
    // The lineup went back to a draft: what changed stays in sight, the absent buttons go, and the builder
    // shows the new lineup to publish again.
    expect(await screen.findByRole('button', { name: 'Publish lineup' })).toBeTruthy();
    await vi.waitFor(() => expect(within(panel).queryByRole('button')).toBeNull());
    expect(within(panel).getByTestId('no-show-changes').textContent).toContain('S1: Sam Ortiz → Tia Park');
    expect(screen.getByTestId('line-S1').textContent).toContain('Tia Park');
  });
});

describe("a league dual's page names the pack where it shows the rule", () => {
  it('in the chip and in each line of the builder, instead of the team rule', async () => {
    stubRoute(dualRoutes.scoring, {
      dual: { ...DUAL, published: false, publishedAt: null },
      scoring: LEAGUE_SCORING,
    });
    await renderPage(<DualPage id={5} team={1} role="coach" />, { viewport: PHONE });
    expect(await screen.findByText('UIL (Texas) 2025-26 v1', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.getByTestId('line-check-S1').textContent).toBe('Fits UIL (Texas) 2025-26 v1');
    expect(screen.queryByText("Fits the team's rule")).toBeNull();
  });
});

describe("a league rule only the server can check (UIL's move limit between rounds)", () => {
  it("shows the server's reasons in the publish dialog and asks a reason, in Arabic too", async () => {
    const draft = { ...DUAL, published: false, publishedAt: null };
    stubRoute(dualRoutes.scoring, { dual: draft, scoring: LEAGUE_SCORING });
    stubRoute(dualRoutes.saveLineup, { dual: draft, scoring: LEAGUE_SCORING });
    const moved = {
      line: 'S2' as const,
      code: 'moved-too-far',
      key: 'lineup.violation.moved-too-far',
      params: { name: 'Bea Cruz', previousLine: 'S4', limit: 1 },
      text: 'S2: Bea Cruz played S4 last round and may move at most 1 place(s)',
    };
    const publishes = stubRoute(dualRoutes.publish, ({ body }) =>
      (body as { reason?: string }).reason
        ? { dual: { ...DUAL, publishReason: 'Won a challenge' }, scoring: LEAGUE_SCORING, texted: 2 }
        : failWith(409, 'publish_needs_reason', { violations: [moved] }),
    );
    const { user } = await renderPage(<DualPage id={5} team={1} role="coach" />, {
      viewport: PHONE,
      language: 'ar',
    });
    await user.click(await screen.findByRole('button', { name: 'نشر التشكيلة' }));
    const dialog = await screen.findByRole('dialog');
    // The builder saw nothing wrong; the server did.
    await user.click(within(dialog).getByRole('button', { name: 'نشر' }));
    const said = await within(dialog).findByText(/في الجولة السابقة/);
    expect(said.textContent?.replace(/[\u2066-\u2069]/g, '')).toBe(
      'لعب Bea Cruz في فردي 4 في الجولة السابقة ولا يجوز أن يتحرك أكثر من 1 مركز',
    );
    await user.type(within(dialog).getByRole('textbox'), 'Won a challenge');
    await user.click(within(dialog).getByRole('button', { name: 'النشر رغم ذلك' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(publishes.map((c) => c.body)).toEqual([{}, { reason: 'Won a challenge' }]);
  });
});
