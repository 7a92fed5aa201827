import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarEvent, type SeriesScope } from '../../../contract/calendar';
import { calendarRoutes } from '../../../contract/calendar/routes';
import { call } from '../../lib/call';
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

/** The UTC days whose matches to load: 'YYYY-MM-DD', both included. */
export interface MatchDays {
  from: string;
  to: string;
}

export function logCalendarError(action: string, error: unknown): void {
  console.error(`Calendar: ${action} failed`, error);
}

/**
 * The events the viewer sees and their teams' matches on
 * those days, matches read-only, in one list.
 */
export const calendarEventsQueryOptions = (days: MatchDays) =>
  queryOptions({
    queryKey: [...eventsKey, days.from, days.to],
    // Moving to the next month keeps the last one's entries on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<UiEvent[]> => {
      try {
        // null data (SPEC.md: treated as empty) is read as well as a list; so are absent matches.
        const { data, matches, duals } = await call(
          calendarRoutes.events,
          { query: { from: days.from, to: days.to } },
          { signal },
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

/** A new event (a form: name, description, startTime, endTime, date...). */
export function useAddEvent() {
  return useCalendarMutation('adding an event', (draft: EventDraft): Promise<CalendarEvent> =>
    call(calendarRoutes.add, { body: eventForm(draft) }).then((reply) => reply.data),
  );
}

/** An edited event: the same fields plus csa_id. */
export function useEditEvent() {
  return useCalendarMutation(
    'saving an event',
    ({ id, scope, ...draft }: EventDraft & { id: number; scope: SeriesScope }) =>
      call(calendarRoutes.edit, { body: { ...eventForm(draft), csa_id: id, scope } }).then(
        (reply) => reply.data,
      ),
  );
}

/** Deletes an event (a form: csa_id, scope). */
export function useDeleteEvent() {
  return useCalendarMutation('deleting an event', ({ id, scope }: { id: number; scope: SeriesScope }) =>
    call(calendarRoutes.delete, { body: { csa_id: id, scope } }),
  );
}

/** The private .ics address (made on the first call). */
export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: feedKey,
    queryFn: ({ signal }) => call(calendarRoutes.feed, {}, { signal }),
    staleTime: Infinity,
  });

/** A new address; the old one stops working. */
export function useResetFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendarRoutes.resetFeed),
    onSuccess: (reply) => queryClient.setQueryData(feedKey, reply),
  });
}

/** The same address for calendar apps that subscribe through webcal:// links. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
