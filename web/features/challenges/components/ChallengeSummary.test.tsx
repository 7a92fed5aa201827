import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Challenge } from '../../../../contract/challenges';
import { renderPage } from '../../../test/render';
import { ChallengeCard } from './ChallengeSummary';

const person = (id: number, firstName: string) => ({ id, firstName, lastName: 'Reyes', position: id });

/** An issued challenge, its answer due in three days. */
const issued = (actions: Challenge['actions']): Challenge => ({
  id: 5,
  skillLevel: 2,
  status: 'issued',
  challenger: person(4, 'Ella'),
  defender: person(3, 'Nora'),
  proposedAt: null,
  proposedPlace: null,
  agreedAt: null,
  place: null,
  deadlineAt: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString(),
  report: null,
  disputeReason: null,
  outcome: null,
  matchId: null,
  ladderChangeId: null,
  createdAt: new Date().toISOString(),
  closedAt: null,
  actions,
});

const card = (challenge: Challenge) =>
  renderPage(
    <ul>
      <ChallengeCard challenge={challenge} settings={{ unansweredCounts: 'forfeit' }} />
    </ul>,
  );

describe("a challenge's deadline in a list reads for whose row it is (issue 29, item 24)", () => {
  it("the challenger's own card waits for the answer, never 'Forfeit in'", async () => {
    await card(issued(['withdraw']));
    expect((await screen.findByTestId('challenge-deadline')).textContent).toMatch(
      /^Waiting for the answer: 3 days/,
    );
  });

  it("the defender's card and a teammate's or coach's say the forfeit", async () => {
    await card(issued(['accept', 'decline']));
    expect((await screen.findByTestId('challenge-deadline')).textContent).toMatch(/^Forfeit in 3 days/);
  });
});
