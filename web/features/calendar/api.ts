import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  calendarEventReply,
  calendarEventsReply,
  calendarFeedReply,
  deletedCalendarEventReply,
  type CalendarEvent,
  type SeriesScope,
} from '../../../contract/calendar';
import { apiRequest } from '../../lib/api-client';
import {
  dualFromWire,
  fromWire,
  matchFromWire,
  toWire,
  viewerTimeZone,
  type EventDraft,
  type UiEvent,
} from './event-time';

/*
 * The calendar calls of SPEC.md section 7. SPEC.md section 8: calendar call errors are only
 * logged; the page shows no message for them.
 */

const eventsKey = ['calendar', 'events'] as const;
const feedKey = ['calendar', 'feed'] as const;

/** null data (SPEC.md: treated as empty) is accepted as well as a list; so are absent matches. */
const eventsReply = calendarEventsReply.extend({
  data: calendarEventsReply.shape.data.nullable(),
  matches: calendarEventsReply.shape.matches.optional(),
  duals: calendarEventsReply.shape.duals.optional(),
});

/** The UTC days whose matches to load: 'YYYY-MM-DD', both included. */
export interface MatchDays {
  from: string;
  to: string;
}

export function logCalendarError(action: string, error: unknown): void {
  console.error(`Calendar: ${action} failed`, error);
}

/**
 * GET /auth/getCalendarEvents?from&to: the events the viewer sees and their teams' matches on
 * those days, matches read-only, in one list.
 */
export const calendarEventsQueryOptions = (days: MatchDays) =>
  queryOptions({
    queryKey: [...eventsKey, days.from, days.to],
    // Moving to the next month keeps the last one's entries on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<UiEvent[]> => {
      try {
        const { data, matches, duals } = await apiRequest(
          `/auth/getCalendarEvents?${new URLSearchParams({ from: days.from, to: days.to }).toString()}`,
          { schema: eventsReply, signal },
        );
        return [
          ...(data ?? []).map(fromWire),
          ...(matches ?? []).map(matchFromWire),
          ...(duals ?? []).map(dualFromWire),
        ].filter((e): e is UiEvent => e !== undefined);
      } catch (error) {
        if (!signal.aborted) logCalendarError('loading the events', error);
        throw error;
      }
    },
  });

function eventForm(draft: EventDraft) {
  const startTime = toWire(draft.start);
  return {
    name: draft.title,
    description: draft.desc,
    startTime,
    endTime: toWire(draft.end),
    // SPEC.md sends a date as well; it repeats the start.
    date: startTime,
    place: draft.place,
    team: draft.team ?? '',
    ...(draft.ask === undefined ? {} : { ask: String(draft.ask) }),
    ...(draft.repeatUntil === undefined
      ? {}
      : { repeatUntil: draft.repeatUntil, timeZone: viewerTimeZone() }),
  };
}

/** SPEC.md section 4: add, edit and delete reload the event list. */
function useCalendarMutation<V, R>(action: string, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onError: (error) => logCalendarError(action, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}

/** POST /auth/addCalendarEvent (form name, description, startTime, endTime, date). */
export function useAddEvent() {
  return useCalendarMutation('adding an event', (draft: EventDraft): Promise<CalendarEvent> =>
    apiRequest('/auth/addCalendarEvent', {
      method: 'POST',
      form: eventForm(draft),
      schema: calendarEventReply,
    }).then((reply) => reply.data),
  );
}

/** PUT /auth/editCalendarEvent: the same fields plus csa_id. */
export function useEditEvent() {
  return useCalendarMutation(
    'saving an event',
    ({ id, scope, ...draft }: EventDraft & { id: number; scope: SeriesScope }) =>
      apiRequest('/auth/editCalendarEvent', {
        method: 'PUT',
        form: { ...eventForm(draft), csa_id: id, scope },
        schema: calendarEventReply,
      }).then((reply) => reply.data),
  );
}

/** DELETE /auth/deleteCalendarEvent (form csa_id). */
export function useDeleteEvent() {
  return useCalendarMutation('deleting an event', ({ id, scope }: { id: number; scope: SeriesScope }) =>
    apiRequest('/auth/deleteCalendarEvent', {
      method: 'DELETE',
      form: { csa_id: id, scope },
      schema: deletedCalendarEventReply,
    }),
  );
}

/** GET /auth/calendar-feed: the private .ics address (made on the first call). */
export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: feedKey,
    queryFn: ({ signal }) => apiRequest('/auth/calendar-feed', { schema: calendarFeedReply, signal }),
    staleTime: Infinity,
  });

/** POST /auth/calendar-feed/reset: a new address; the old one stops working. */
export function useResetFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/auth/calendar-feed/reset', { method: 'POST', schema: calendarFeedReply }),
    onSuccess: (reply) => queryClient.setQueryData(feedKey, reply),
  });
}

/** The same address for calendar apps that subscribe through webcal:// links. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
