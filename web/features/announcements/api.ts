import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  announcementAudiencesReply,
  announcementDetail,
  announcementLabel,
  announcementLabelsReply,
  announcementListReply,
  deleteAnnouncementReply,
  deliveryReply,
  okReply,
  pollResultsReply,
  unreadCountReply,
  type AnnouncementDetail,
  type AnnouncementListQuery,
  type AnnouncementSummary,
  type CreateAnnouncementBody,
} from '../../../contract/announcements';
import { apiRequest } from '../../lib/api-client';

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

/** GET /auth/announcements/audiences: the audiences the user can open, in SPEC.md's order. */
export const audiencesQueryOptions = () =>
  queryOptions({
    queryKey: [...rootKey, 'audiences'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/auth/announcements/audiences', { schema: announcementAudiencesReply, signal }))
        .data,
  });

function inProgress(items: AnnouncementSummary[]): boolean {
  return items.some((a) => a.delivery !== null && a.delivery.queued + a.delivery.sending > 0);
}

/** GET /auth/announcements?...: one page of a list, newest first; refreshed while a delivery in it runs. */
export const listQueryOptions = (query: AnnouncementListQuery) =>
  queryOptions({
    queryKey: [...listsKey, query],
    queryFn: ({ signal }) =>
      apiRequest('/auth/announcements', { query: { ...query }, schema: announcementListReply, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data && inProgress(q.state.data.data) ? DELIVERY_POLL_MS : false),
  });

/** GET /auth/announcements/{id}: the whole announcement. */
export const detailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => apiRequest(`/auth/announcements/${id}`, { schema: announcementDetail, signal }),
    staleTime: 0,
  });

/** GET /auth/announcements/{id}/delivery (coach): asked again every 2 s until nothing is queued or sending. */
export const deliveryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: deliveryKey(id),
    queryFn: ({ signal }) =>
      apiRequest(`/auth/announcements/${id}/delivery`, { schema: deliveryReply, signal }),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && !q.state.data.done ? DELIVERY_POLL_MS : false),
  });

/** GET /auth/announcements/{id}/poll-results: counts and who answered (coach), own answer (player). */
export const pollResultsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: pollKey(id),
    queryFn: ({ signal }) =>
      apiRequest(`/auth/announcements/${id}/poll-results`, { schema: pollResultsReply, signal }),
    staleTime: 0,
  });

/** GET /auth/announcement-labels (coach). */
export const labelsQueryOptions = () =>
  queryOptions({
    queryKey: labelsKey,
    queryFn: async ({ signal }) =>
      (await apiRequest('/auth/announcement-labels', { schema: announcementLabelsReply, signal })).data,
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

/** POST /auth/announcements (JSON): stores it and queues one SMS per recipient. */
export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAnnouncementBody) =>
      apiRequest('/auth/announcements', { method: 'POST', json: body, schema: announcementDetail }),
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

/** PUT /auth/announcements/{id}/flags: star and important show at once; a failure puts them back. */
export function useSetFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flags }: { id: number; flags: FlagsChange }) =>
      apiRequest(`/auth/announcements/${id}/flags`, {
        method: 'PUT',
        json: flags,
        schema: announcementDetail,
      }),
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

/** PUT /auth/announcements/{id}/labels: the coach's labels on it, all at once. */
export function useSetLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, labelIds }: { id: number; labelIds: number[] }) =>
      apiRequest(`/auth/announcements/${id}/labels`, {
        method: 'PUT',
        json: { labelIds },
        schema: announcementDetail,
      }),
    onSuccess: async (detail) => {
      storeDetail(queryClient, detail);
      await queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}

/** DELETE /auth/announcements/{id}: to the trash first; from the trash for good. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/auth/announcements/${id}`, { method: 'DELETE', schema: deleteAnnouncementReply }),
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

/** POST /auth/announcements/{id}/delivery/retry: the failed messages are queued again. */
export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/auth/announcements/${id}/delivery/retry`, { method: 'POST', schema: deliveryReply }),
    onSuccess: async (reply, id) => {
      queryClient.setQueryData(deliveryKey(id), reply);
      await queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}

/**
 * GET /auth/announcements/unread-count: the menu's badge (unread announcements of the last 30
 * days and, for players, unanswered polls). Looked at again every minute and on coming back to
 * the tab, so news shows without a reload.
 */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: ({ signal }) =>
      apiRequest('/auth/announcements/unread-count', { schema: unreadCountReply, signal }),
    select: (reply) => reply.unread,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** PUT /auth/announcements/{id}/read: the caller opened it; the list and the badge follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/auth/announcements/${id}/read`, { method: 'PUT', schema: okReply }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<AnnouncementDetail>(detailKey(id), (old) =>
        old ? { ...old, unread: false } : old,
      );
      patchLists(queryClient, id, (item) => ({ ...item, unread: false }));
      return queryClient.invalidateQueries({ queryKey: unreadKey });
    },
  });
}

/** POST /auth/announcements/{id}/poll-answer (player): one answer, replaced when given again. */
export function useAnswerPoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, option }: { id: number; option: number }) =>
      apiRequest(`/auth/announcements/${id}/poll-answer`, {
        method: 'POST',
        json: { option },
        schema: pollResultsReply,
      }),
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

/** POST /auth/announcement-labels (coach). */
export function useCreateLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; color: string }) =>
      apiRequest('/auth/announcement-labels', { method: 'POST', json: body, schema: announcementLabel }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: labelsKey }),
  });
}

/** DELETE /auth/announcement-labels/{id}: the label leaves every announcement too. */
export function useDeleteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/auth/announcement-labels/${id}`, { method: 'DELETE', schema: okReply }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: labelsKey });
      await queryClient.invalidateQueries({ queryKey: [...rootKey, 'detail'] });
      await queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}
