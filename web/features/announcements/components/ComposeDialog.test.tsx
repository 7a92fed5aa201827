import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { announcementsRoutes } from '../../../../contract/announcements/routes';
import { renderPage } from '../../../test/render';
import { failWith, stubRoute } from '../../../test/stub-server';
import { ComposeDialog } from './ComposeDialog';

/* A coach's new announcement with a poll (PollOptionsFields): its answers, their limits, a failed send. */
async function renderCompose() {
  const onSent = vi.fn();
  const view = await renderPage(
    <ComposeDialog
      open
      audiences={[{ skillLevel: 1, recipients: 3 }]}
      defaultLevel={1}
      draftOwner="coach-7"
      onClose={() => undefined}
      onSent={onSent}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'New announcement' });
  return { ...view, dialog, onSent };
}

describe('the compose dialog', () => {
  it('adds a poll of two answers, adds and removes answers between 2 and 10', async () => {
    const { user, dialog } = await renderCompose();
    expect(within(dialog).queryByRole('textbox', { name: /Answer/ })).toBeNull();

    await user.click(within(dialog).getByRole('switch', { name: 'Add a poll' }));
    const poll = within(dialog).getByRole('group', { name: 'Answers' });
    expect(within(poll).getAllByRole('textbox')).toHaveLength(2);
    expect(within(poll).getByText('From 2 to 10 answers. Players choose one.')).toBeTruthy();
    // Two is the least a poll has: neither can be removed.
    expect(within(poll).getByRole('button', { name: 'Remove answer 1' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(poll).getByRole('button', { name: 'Add an answer' }));
    expect(within(poll).getByRole('textbox', { name: 'Answer 3' })).toBeTruthy();
    expect(within(poll).getByRole('button', { name: 'Remove answer 1' }).hasAttribute('disabled')).toBe(
      false,
    );

    await user.type(within(poll).getByRole('textbox', { name: 'Answer 3' }), 'Saturday');
    await user.click(within(poll).getByRole('button', { name: 'Remove answer 1' }));
    expect(within(poll).getAllByRole('textbox')).toHaveLength(2);
    // The answers below move up: the typed one is now the second.
    expect(within(poll).getByRole<HTMLInputElement>('textbox', { name: 'Answer 2' }).value).toBe('Saturday');

    for (let n = 3; n <= 10; n += 1)
      await user.click(within(poll).getByRole('button', { name: 'Add an answer' }));
    expect(within(poll).getAllByRole('textbox')).toHaveLength(10);
    expect(within(poll).getByRole('button', { name: 'Add an answer' }).hasAttribute('disabled')).toBe(true);
  });

  it('refuses two answers that are the same, then says when the send fails', async () => {
    const sent = stubRoute(announcementsRoutes.send, failWith(500, 'internal_error'));
    const { user, dialog, onSent } = await renderCompose();
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Practice day');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Which day suits you?');
    await user.click(within(dialog).getByRole('switch', { name: 'Add a poll' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer 1' }), 'Monday');
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer 2' }), 'monday ');

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Two answers are the same.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Answer 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer 2' }), 'Tuesday');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('The announcement could not be sent. Please try again.'),
    ).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ poll: { options: ['Monday', 'Tuesday'] } });
    expect(onSent).not.toHaveBeenCalled();
  });
});
