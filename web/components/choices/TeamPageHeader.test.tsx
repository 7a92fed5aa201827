import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectRightToLeft } from '../../test/axe';
import { renderPage } from '../../test/render';
import { PHONE } from '../../test/viewport';
import { TeamPageHeader } from './TeamPageHeader';

/* The one heading row of the team pages (matches, tournaments, duals). */
describe('the team page header', () => {
  it("puts the team's name above the heading and the page's action beside it", async () => {
    await renderPage(
      <TeamPageHeader
        overline="Varsity Boys"
        title="Practice Matches"
        actions={<Button>New match</Button>}
      />,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Practice Matches' });
    const overline = screen.getByText('Varsity Boys');
    // The overline comes first in reading order, in the heading's own block.
    expect(overline.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(overline.parentElement).toBe(heading.parentElement);
    expect(screen.getByRole('button', { name: 'New match' })).toBeTruthy();
    await expectAccessible();
  });

  it('puts a line under the heading, in its block, with or without an overline', async () => {
    await renderPage(<TeamPageHeader title="Dual matches" below={<p>Record: 3-1</p>} />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dual matches' });
    const below = screen.getByText('Record: 3-1');
    expect(heading.compareDocumentPosition(below) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(below.parentElement).toBe(heading.parentElement);
    expect(heading.parentElement?.children).toHaveLength(2);
  });

  it('stands alone without an overline or actions, right to left in Arabic on a phone', async () => {
    await renderPage(<TeamPageHeader title="البطولات" />, { language: 'ar', viewport: PHONE });
    const heading = await screen.findByRole('heading', { level: 1, name: 'البطولات' });
    expect(heading.parentElement?.children).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
    expectRightToLeft();
    await expectAccessible();
  });
});
