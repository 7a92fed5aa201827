import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MATCH_TYPE, tennisMatchListReply, type TennisMatch } from '../../../../contract/matches';
import { expectRightToLeft } from '../../../test/axe';
import { renderPage } from '../../../test/render';
import { stubRoute, type StubbedRoute } from '../../../test/stub-server';
import { PHONE } from '../../../test/viewport';
import { MatchList } from './MatchList';

const listRoute = {
  method: 'POST',
  path: '/auth/tennis-match',
  replies: { 200: tennisMatchListReply },
} satisfies StubbedRoute;

const ann = { ID: 1, Name: 'Ann Lee' };
const ben = { ID: 2, Name: 'Ben Kay' };

/** Side 2 (Ben) won; the score is stored from side 1's point of view. */
const match: TennisMatch = {
  TennisMatchID: 9,
  MatchType: MATCH_TYPE.practice,
  IsSingles: true,
  MatchDate: '2030-06-15',
  MatchTime: '16:30',
  MatchScore: '2-6 4-6',
  MatchFormat: null,
  Players: [ann, ben],
  Winners: [ben],
};

const list = (viewport?: typeof PHONE) =>
  renderPage(
    <MatchList
      type={MATCH_TYPE.practice}
      team={2}
      editable={false}
      busyId={null}
      onEdit={() => undefined}
      onDelete={() => undefined}
    />,
    viewport ? { viewport } : {},
  );

describe("the match list writes each score from the winner's side (issue 29, item 20)", () => {
  it('in the desktop table', async () => {
    stubRoute(listRoute, { res: [match] });
    await list();
    const row = await screen.findByRole('row', { name: /Ann Lee/ });
    expect(row.textContent).toContain('6-2 6-4');
    expect(row.textContent).not.toContain('2-6');
  });

  it('on the phone cards', async () => {
    stubRoute(listRoute, { res: [match] });
    await list(PHONE);
    const item = await screen.findByText('6-2 6-4');
    expect(within(item.closest('li') ?? document.body).queryByText('2-6 4-6')).toBeNull();
  });
});

describe('a match without a result', () => {
  it('says so for a screen reader in Arabic, and names nobody as the winner', async () => {
    stubRoute(listRoute, { res: [{ ...match, MatchScore: '', Winners: [] }] });
    await renderPage(
      <MatchList
        type={MATCH_TYPE.practice}
        team={2}
        editable={false}
        busyId={null}
        onEdit={() => undefined}
        onDelete={() => undefined}
      />,
      { language: 'ar' },
    );
    const row = await screen.findByRole('row', { name: /Ann Lee/ });
    const hidden = [...row.querySelectorAll('.visually-hidden')].map((node) => node.textContent);
    expect(hidden).toHaveLength(2);
    expect(row.querySelector('[data-testid="EmojiEventsIcon"]')).toBeNull();
    expectRightToLeft();
  });
});
