import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnnouncementDetail } from '../../../../contract/announcements';
import { announcementsRoutes } from '../../../../contract/announcements/routes';
import { expectRightToLeft } from '../../../test/axe';
import { renderPage } from '../../../test/render';
import { stubRoute } from '../../../test/stub-server';
import { LabelsMenu } from './LabelsMenu';
import { MessageItem } from './MessageItem';

/* The reading pane's labels menu and the list's entry, each its own component. */

const practice = { id: 4, name: 'Practice', color: '#1565c0' };
const trips = { id: 5, name: 'Trips', color: '#2e7d32' };

const announcement: AnnouncementDetail = {
  id: 12,
  identifier: 'abc',
  skillLevel: 1,
  subject: 'Bus times',
  preview: 'The bus leaves at 3',
  time: '2030-06-12T15:00:00.000Z',
  coach: { id: 7, firstName: 'Cora', lastName: 'Coach' },
  mine: true,
  isPoll: false,
  starred: false,
  important: false,
  trashed: false,
  labels: [practice],
  delivery: null,
  myAnswer: null,
  unread: false,
  message: 'The bus leaves at 3.',
  poll: null,
  link: 'https://example.com/u/abc',
};

describe("the announcement's labels menu", () => {
  it('shows which labels it has and sends the new set when one is ticked', async () => {
    const calls = stubRoute(announcementsRoutes.setLabels, { ...announcement, labels: [practice, trips] });
    const { user } = await renderPage(<LabelsMenu announcement={announcement} labels={[practice, trips]} />);
    await user.click(await screen.findByRole('button', { name: 'Change the labels' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'false']);

    await user.click(items[1]!);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.params).toEqual({ id: '12' });
    expect(calls[0]!.body).toEqual({ labelIds: [4, 5] });
  });
});

describe('an entry of the list', () => {
  it('links to the announcement and says it is unread, in Arabic', async () => {
    await renderPage(
      <ul>
        <MessageItem
          announcement={{ ...announcement, unread: true, subject: '' }}
          role="player"
          view={{ kind: 'audience', skillLevel: 1, folder: 'inbox' }}
          selected
          time="15:00"
        />
      </ul>,
      { language: 'ar' },
    );
    const link = await screen.findByRole('link');
    expect(link.getAttribute('aria-current')).toBe('true');
    expect(link.getAttribute('href')).toMatch(/\/12$/);
    expect(link.querySelector('.visually-hidden')).not.toBeNull();
    expect(within(link).getByText('The bus leaves at 3')).toBeTruthy();
    expectRightToLeft();
  });
});
