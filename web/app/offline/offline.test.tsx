import { act, screen, within } from '@testing-library/react';
import { dehydrate, QueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AvailabilityReply } from '../../../contract/availability';
import { availabilityRoutes } from '../../../contract/availability/routes';
import { availabilityQuery, useAnswer, type AnswerInput } from '../../features/availability/api';
import { AnswerForm } from '../../features/availability/components/AnswerForm';
import { PLAYER, renderPage } from '../../test/render';
import { NETWORK_FAILURE, stubRoute } from '../../test/stub-server';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';
import { OFFLINE_QUEUE } from '../../lib/offline-queue';
import { dehydrateOptions, forStorage, offlineBuster, restoredOnStart } from './offline-session';
import { OfflineStatus } from './OfflineStatus';
import { UpdatePrompt } from './UpdatePrompt';

/*
 * Issue 33 on the device: the offline banner with the time of the answers the page shows, the queue of
 * changes made offline (shown as waiting, sent once with their own Idempotency-Key when the connection
 * returns), and the prompt that a new version is ready.
 */

const READ_AT = '2026-03-14T15:00:00.000Z';

const REPLY: AvailabilityReply = {
  subject: {
    kind: 'event',
    id: 9,
    name: 'Practice',
    team: 1,
    startTime: '2026-03-20 15:00',
    endTime: '2026-03-20 17:00',
    deadline: null,
    closed: false,
  },
  counts: { going: 0, maybe: 0, not_going: 0, unanswered: 1 },
  players: [],
  mine: { id: 11, name: 'Ana Diaz', answer: null, note: '', answeredAt: null },
  asked: true,
  remindAgainAt: null,
  attendance: true,
};

/** The browser's own events, which TanStack Query's online manager listens to. */
const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

/** A page that shows one answer of the API, and the player's answer form with its queue. */
function AnswerPage() {
  const query = useQuery(availabilityQuery('event', 9));
  const answer = useAnswer('event', 9);
  if (!query.data?.mine) return null;
  return (
    <AnswerForm
      initial={{ answer: query.data.mine.answer, note: query.data.mine.note }}
      closed={false}
      onSave={answer.save}
      pending={answer.pending}
    />
  );
}

function Page() {
  return (
    <>
      <OfflineStatus />
      <AnswerPage />
    </>
  );
}

describe('offline', () => {
  it('says the page is offline and when its answers were last updated; nothing while online', async () => {
    vi.useFakeTimers({ now: new Date(READ_AT), toFake: ['Date'] });
    try {
      stubRoute(availabilityRoutes.read, REPLY);
      await renderPage(<Page />, { session: PLAYER });
      expect(await screen.findByRole('button', { name: 'Going' })).toBeTruthy();
      expect(screen.queryByTestId('offline-banner')).toBeNull();
      goOffline();
      const banner = await screen.findByTestId('offline-banner');
      const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(READ_AT),
      );
      expect(banner.textContent).toBe(`Offline, last updated ${shown}`);
      goOnline();
      await vi.waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
    } finally {
      vi.useRealTimers();
      goOnline();
    }
  });

  it('says so when the page was not kept on the device', async () => {
    try {
      await renderPage(<OfflineStatus />, { session: PLAYER });
      goOffline();
      expect((await screen.findByTestId('offline-banner')).textContent).toBe(
        'Offline: this page was not saved on this device.',
      );
    } finally {
      goOnline();
    }
  });

  it('queues an answer given offline, shows it waiting, and sends it once with its key when back online', async () => {
    stubRoute(availabilityRoutes.read, REPLY);
    const sent = stubRoute(availabilityRoutes.answer, {
      ...REPLY,
      mine: { ...REPLY.mine!, answer: 'going', answeredAt: READ_AT },
    });
    try {
      const { user } = await renderPage(<Page />, { session: PLAYER });
      await user.click(await screen.findByRole('button', { name: 'Going' }));
      await vi.waitFor(() => expect(screen.getByText('Answer saved')).toBeTruthy());
      expect(sent).toHaveLength(1);

      goOffline();
      await user.click(screen.getByRole('button', { name: 'Not going' }));
      expect(
        await screen.findByText('Saved on this device: it will be sent when you are back online.'),
      ).toBeTruthy();
      const queue = await screen.findByTestId('offline-queue');
      expect(within(queue).getByText('Changes waiting to be sent: 1')).toBeTruthy();
      expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
      expect(within(queue).getByRole('listitem').textContent).toMatch(/^Availability answer, /);
      expect(sent).toHaveLength(1);

      goOnline();
      await vi.waitFor(() => expect(sent).toHaveLength(2));
      await vi.waitFor(() => expect(screen.queryByTestId('offline-queue')).toBeNull());
      expect(await screen.findByText('Answer saved')).toBeTruthy();
      expect(sent[1]!.body).toEqual({ answer: 'not_going', note: '' });
      const key = sent[1]!.headers.get('idempotency-key');
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(key).not.toBe(sent[0]!.headers.get('idempotency-key'));
      expect(sent).toHaveLength(2);
    } finally {
      goOnline();
    }
  });
});

/** The answer form with the queue played by hand: it reports the change, then sends it. */
function QueueByHand() {
  const [pending, setPending] = useState<AnswerInput | null>(null);
  return (
    <>
      <AnswerForm
        initial={{ answer: null, note: '' }}
        closed={false}
        onSave={() => Promise.resolve('queued')}
        pending={pending}
      />
      <button type="button" onClick={() => setPending({ answer: 'going', note: '' })}>
        reported
      </button>
      <button type="button" onClick={() => setPending(null)}>
        sent
      </button>
    </>
  );
}

describe('the answer form while an answer waits on the device', () => {
  it('says it waits as soon as it is queued, before the queue reports it, and saved once it is sent', async () => {
    const { user } = await renderPage(<QueueByHand />, { session: PLAYER });
    const waits = 'Saved on this device: it will be sent when you are back online.';
    await user.click(await screen.findByRole('button', { name: 'Going' }));
    // The queue reports a new change a moment later (in the browser): never "saved" meanwhile.
    expect(await screen.findByText(waits)).toBeTruthy();
    expect(screen.queryByText('Answer saved')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'reported' }));
    expect(screen.getByText(waits)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'sent' }));
    expect(await screen.findByText('Answer saved')).toBeTruthy();
    expect(screen.queryByText(waits)).toBeNull();
  });
});

describe('a queued change is never dropped for want of a connection', () => {
  it('a send cut off while the browser still says online waits in the queue and goes through on the next try', async () => {
    stubRoute(availabilityRoutes.read, REPLY);
    const saved: AvailabilityReply = {
      ...REPLY,
      mine: { ...REPLY.mine!, answer: 'going', answeredAt: READ_AT },
    };
    const sent = stubRoute(availabilityRoutes.answer, ({ count }) => (count === 1 ? NETWORK_FAILURE : saved));
    await renderPage(<Page />, { session: PLAYER }).then(async ({ user }) =>
      user.click(await screen.findByRole('button', { name: 'Going' })),
    );
    const queue = await screen.findByTestId('offline-queue');
    expect(within(queue).getByText('Changes waiting to be sent: 1')).toBeTruthy();
    expect(screen.getByText('Saved on this device: it will be sent when you are back online.')).toBeTruthy();
    // Tried again a second later, with the same key.
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 5_000 });
    await vi.waitFor(() => expect(screen.queryByTestId('offline-queue')).toBeNull());
    expect(await screen.findByText('Answer saved')).toBeTruthy();
    expect(sent[1]!.headers.get('idempotency-key')).toBe(sent[0]!.headers.get('idempotency-key'));
  });

  it('a lost connection is tried again however often it is lost, at most 30 s apart; an answer of the server is final', () => {
    const lost = new ApiError(NETWORK_ERROR_STATUS, 'network_error');
    expect(OFFLINE_QUEUE.retry(1, lost)).toBe(true);
    expect(OFFLINE_QUEUE.retry(50, lost)).toBe(true);
    expect(OFFLINE_QUEUE.retry(1, new ApiError(409, 'dual_line_changed'))).toBe(false);
    expect([1, 2, 3, 6, 40].map(OFFLINE_QUEUE.retryDelay)).toEqual([1_000, 2_000, 4_000, 30_000, 30_000]);
  });

  it('the device keeps a queued change while it is being sent, marked paused so the next start sends it; other calls are not kept', () => {
    const client = new QueryClient();
    const never = () => new Promise<never>(() => undefined);
    const queued = client.getMutationCache().build(client, { ...OFFLINE_QUEUE, mutationFn: never });
    void queued.execute({ idempotencyKey: 'k', queuedAt: 0, what: 'availability' });
    const other = client.getMutationCache().build(client, { mutationFn: never });
    void other.execute({});
    expect(queued.state).toMatchObject({ status: 'pending', isPaused: false });
    const stored = forStorage({
      buster: '',
      timestamp: 0,
      clientState: dehydrate(client, dehydrateOptions),
    });
    expect(stored.clientState.mutations).toHaveLength(1);
    expect(stored.clientState.mutations[0]!.state).toMatchObject({
      status: 'pending',
      isPaused: true,
      variables: { idempotencyKey: 'k' },
    });
  });
});

/** The page's data, or the error a page shows when its read failed. */
function ReadPage() {
  const query = useQuery(availabilityQuery('event', 9));
  return (
    <>
      <p>{query.isError ? 'read failed' : (query.data?.subject.name ?? 'loading')}</p>
      <button type="button" onClick={() => void query.refetch()}>
        refresh
      </button>
    </>
  );
}

describe('a read cut off by a lost connection', () => {
  it('keeps what the page showed, waits, and reads again when the connection returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    try {
      const reads = stubRoute(availabilityRoutes.read, ({ count }) => {
        if (count !== 2) return REPLY;
        // The signal drops while this read is under way.
        onLine.mockReturnValue(false);
        goOffline();
        return NETWORK_FAILURE;
      });
      const { user } = await renderPage(<ReadPage />, { session: PLAYER });
      expect(await screen.findByText('Practice')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'refresh' }));
      await vi.waitFor(() => expect(reads).toHaveLength(2));
      expect(screen.getByText('Practice')).toBeTruthy();
      expect(screen.queryByText('read failed')).toBeNull();
      onLine.mockReturnValue(true);
      goOnline();
      await vi.waitFor(() => expect(reads).toHaveLength(3), { timeout: 5_000 });
      expect(screen.getByText('Practice')).toBeTruthy();
      expect(screen.queryByText('read failed')).toBeNull();
    } finally {
      onLine.mockRestore();
      goOnline();
    }
  });
});

describe("what is kept belongs to the session's rights", () => {
  it('a coach who joins a team does not get back the pages kept without it; a new token alone does', () => {
    const before = { sess: 'a', cid: 4, sid: 120, teams: [1], exp: 1 };
    expect(offlineBuster({ ...before, sess: 'b', exp: 2 })).toBe(offlineBuster(before));
    expect(offlineBuster({ ...before, teams: [1, 3] })).not.toBe(offlineBuster(before));
    expect(offlineBuster({ ...before, sid: 121 })).not.toBe(offlineBuster(before));
  });

  it('online, the kept pages are read again and the team list and the look are not restored; offline, all is', () => {
    const client = new QueryClient();
    client.setQueryData(['navbar', 'coach'], { kept: 'navbar' });
    client.setQueryData(['roster', 3], { kept: 'roster' });
    client.setQueryData(['ui-settings'], { kept: 'look' });
    const kept = { timestamp: 1, buster: 'b', clientState: dehydrate(client) };
    expect(restoredOnStart(kept, false)).toBe(kept);
    const online = restoredOnStart(kept, true);
    expect(online.clientState.queries.map((q) => [q.queryKey[0], q.state.isInvalidated])).toEqual([
      ['roster', true],
    ]);
    expect(online.clientState.queries[0]!.state.data).toEqual({ kept: 'roster' });
  });
});

describe('the update prompt', () => {
  it('says a new version is available and reloads on request', async () => {
    const onReload = vi.fn();
    const { user, rerender } = await renderPage(<UpdatePrompt open={false} onReload={onReload} />);
    expect(screen.queryByText('A new version is available')).toBeNull();
    rerender(<UpdatePrompt open onReload={onReload} />);
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('in Arabic too', async () => {
    await renderPage(<UpdatePrompt open onReload={() => undefined} />, { language: 'ar' });
    expect(await screen.findByText('يتوفر إصدار جديد')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeTruthy();
  });
});
