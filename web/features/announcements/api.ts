import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  type AnnouncementDetail,
  type AnnouncementListQuery,
  type AnnouncementSummary,
  type CreateAnnouncementBody,
} from '../../../contract/announcements';
import { announcementsRoutes } from '../../../contract/announcements/routes';
import { call } from '../../lib/call';

/** Everything of the announcements app lives under this key. */
const rootKey = ['announcements'] as const;
const listsKey = [...rootKey, 'list'] as const;
const detailKey = (id: number) => [...rootKey, 'detail', id] as const;
const deliveryKey = (id: number) => [...rootKey, 'delivery', id] as const;
const pollKey = (id: number) => [...rootKey, 'poll', id] as const;
const labelsKey = [...rootKey, 'labels'] as const;
const unreadKey = [...rootKey, 'unread-count'] as const;

/** While a delivery runs, its progress is asked for every 2 s. */
export const DELIVERY_POLL_MS = 2000;

/** The audiences the user can open, in SPEC.md's order. */
export const audiencesQueryOptions = () =>
  queryOptions({
    queryKey: [...rootKey, 'audiences'],
    queryFn: async ({ signal }) => (await call(announcementsRoutes.audiences, {}, { signal })).data,
  });

function inProgress(items: AnnouncementSummary[]): boolean {
  return items.some((a) => a.delivery !== null && a.delivery.queued + a.delivery.sending > 0);
}

/** One page of a list, newest first; refreshed while a delivery in it runs. */
export const listQueryOptions = (query: AnnouncementListQuery) =>
  queryOptions({
    queryKey: [...listsKey, query],
    queryFn: ({ signal }) => call(announcementsRoutes.list, { query }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data && inProgress(q.state.data.data) ? DELIVERY_POLL_MS : false),
  });

/** The whole announcement. */
export const detailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => call(announcementsRoutes.detail, { params: { id } }, { signal }),
    staleTime: 0,
  });

/** The delivery (coach): asked again every 2 s until nothing is queued or sending. */
export const deliveryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: deliveryKey(id),
    queryFn: ({ signal }) => call(announcementsRoutes.delivery, { params: { id } }, { signal }),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && !q.state.data.done ? DELIVERY_POLL_MS : false),
  });

/** A poll's results: counts and who answered (coach), own answer (player). */
export const pollResultsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: pollKey(id),
    queryFn: ({ signal }) => call(announcementsRoutes.pollResults, { params: { id } }, { signal }),
    staleTime: 0,
  });

/** The coach's labels. */
export const labelsQueryOptions = () =>
  queryOptions({
    queryKey: labelsKey,
    queryFn: async ({ signal }) => (await call(announcementsRoutes.labels, {}, { signal })).data,
  });

/** Puts a fresh detail into the cache and into every cached list entry of it. */
function storeDetail(queryClient: QueryClient, detail: AnnouncementDetail) {
  queryClient.setQueryData(detailKey(detail.id), detail);
  patchLists(queryClient, detail.id, (item) => ({
    ...item,
    starred: detail.starred,
    important: detail.important,
    trashed: detail.trashed,
    labels: detail.labels,
    myAnswer: detail.myAnswer,
  }));
}

function patchLists(
  queryClient: QueryClient,
  id: number,
  patch: (item: AnnouncementSummary) => AnnouncementSummary,
) {
  queryClient.setQueriesData<{ data: AnnouncementSummary[]; total: number }>({ queryKey: listsKey }, (old) =>
    old ? { ...old, data: old.data.map((item) => (item.id === id ? patch(item) : item)) } : old,
  );
}

/** Sends an announcement: stores it and queues one SMS per recipient. */
export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAnnouncementBody) => call(announcementsRoutes.send, { body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(detailKey(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}

export interface FlagsChange {
  starred?: boolean;
  important?: boolean;
  trashed?: boolean;
}

/** Star, important and trash: star and important show at once; a failure puts them back. */
export function useSetFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flags }: { id: number; flags: FlagsChange }) =>
      call(announcementsRoutes.setFlags, { params: { id }, body: flags }),
    onMutate: ({ id, flags }) => {
      const { trashed: _trashed, ...marks } = flags;
      patchLists(queryClient, id, (item) => ({ ...item, ...marks }));
      queryClient.setQueryData<AnnouncementDetail>(detailKey(id), (old) =>
        old ? { ...old, ...marks } : old,
      );
    },
    onSuccess: (detail) => storeDetail(queryClient, detail),
    // Starred, important and trash views change with the marks (and a failure puts them back).
    // A trashed or deleted announcement leaves the badge's count too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listsKey }),
        queryClient.invalidateQueries({ queryKey: unreadKey }),
      ]),
  });
}

/** The coach's labels on it, all at once. */
export function useSetLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, labelIds }: { id: number; labelIds: number[] }) =>
      call(announcementsRoutes.setLabels, { params: { id }, body: { labelIds } }),
    onSuccess: async (detail) => {
      storeDetail(queryClient, detail);
      await queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}

/** Deletes an announcement: to the trash first; from the trash for good. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(announcementsRoutes.delete, { params: { id } }),
    onSuccess: (reply, id) => {
      if (reply.state === 'deleted') queryClient.removeQueries({ queryKey: detailKey(id) });
      else
        queryClient.setQueryData<AnnouncementDetail>(detailKey(id), (old) =>
          old ? { ...old, trashed: true } : old,
        );
    },
    // A trashed or deleted announcement leaves the badge's count too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listsKey }),
        queryClient.invalidateQueries({ queryKey: unreadKey }),
      ]),
  });
}

/** Retries a delivery: the failed messages are queued again. */
export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(announcementsRoutes.retryDelivery, { params: { id } }),
    onSuccess: async (reply, id) => {
      queryClient.setQueryData(deliveryKey(id), reply);
      await queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}

/**
 * The menu's badge (unread announcements of the last 30
 * days and, for players, unanswered polls). Looked at again every minute and on coming back to
 * the tab, so news shows without a reload.
 */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: ({ signal }) => call(announcementsRoutes.unreadCount, {}, { signal }),
    select: (reply) => reply.unread,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** The caller opened it; the list and the badge follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(announcementsRoutes.markRead, { params: { id } }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<AnnouncementDetail>(detailKey(id), (old) =>
        old ? { ...old, unread: false } : old,
      );
      patchLists(queryClient, id, (item) => ({ ...item, unread: false }));
      return queryClient.invalidateQueries({ queryKey: unreadKey });
    },
  });
}

/** A player's poll answer: one answer, replaced when given again. */
export function useAnswerPoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, option }: { id: number; option: number }) =>
      call(announcementsRoutes.answerPoll, { params: { id }, body: { option } }),
    onSuccess: (results, { id }) => {
      queryClient.setQueryData(pollKey(id), results);
      queryClient.setQueryData<AnnouncementDetail>(detailKey(id), (old) =>
        old ? { ...old, myAnswer: results.myAnswer } : old,
      );
      patchLists(queryClient, id, (item) => ({ ...item, myAnswer: results.myAnswer }));
      return queryClient.invalidateQueries({ queryKey: unreadKey });
    },
  });
}

/** A new label (coach). */
export function useCreateLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; color: string }) => call(announcementsRoutes.createLabel, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: labelsKey }),
  });
}

/** Deletes a label: the label leaves every announcement too. */
export function useDeleteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(announcementsRoutes.deleteLabel, { params: { id } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: labelsKey });
      await queryClient.invalidateQueries({ queryKey: [...rootKey, 'detail'] });
      await queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}
