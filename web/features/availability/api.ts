import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AttendanceMark,
  type AvailabilityAnswer,
  type ReminderSettings,
  type SubjectKind,
} from '../../../contract/availability';
import { availabilityLinkRoutes, availabilityRoutes } from '../../../contract/availability/routes';
import { call } from '../../lib/call';

/** The availability calls (contract/availability/routes.ts). Every change refreshes everything under 'availability'. */

const root = ['availability'] as const;

export const availabilityQuery = (kind: SubjectKind, id: number) =>
  queryOptions({
    queryKey: [...root, kind, id],
    queryFn: ({ signal }) => call(availabilityRoutes.read, { params: { kind, id } }, { signal }),
    staleTime: 0,
  });

export const summaryQuery = (kind: SubjectKind, id: number) =>
  queryOptions({
    queryKey: [...root, 'summary', kind, id],
    queryFn: async ({ signal }) =>
      (await call(availabilityRoutes.summaries, { query: { kind, ids: String(id) } }, { signal })).data[0] ??
      null,
  });

export const attendanceQuery = (kind: SubjectKind, id: number) =>
  queryOptions({
    queryKey: [...root, 'attendance', kind, id],
    queryFn: ({ signal }) => call(availabilityRoutes.attendance, { params: { kind, id } }, { signal }),
    staleTime: 0,
  });

export const teamRatesQuery = (team: number) =>
  queryOptions({
    queryKey: [...root, 'rates', team],
    queryFn: ({ signal }) => call(availabilityRoutes.teamAttendance, { params: { team } }, { signal }),
  });

export const myRateQuery = () =>
  queryOptions({
    queryKey: [...root, 'my-rate'],
    queryFn: ({ signal }) => call(availabilityRoutes.myAttendance, {}, { signal }),
  });

export const remindersQuery = (team: number) =>
  queryOptions({
    queryKey: [...root, 'reminders', team],
    queryFn: ({ signal }) => call(availabilityRoutes.reminders, { params: { team } }, { signal }),
  });

export const linkQuery = (token: string) =>
  queryOptions({
    queryKey: [...root, 'link', token],
    queryFn: ({ signal }) => call(availabilityLinkRoutes.read, { params: { token } }, { signal }),
    retry: false,
  });

function useRefreshing<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: root }) });
}

export interface AnswerInput {
  answer: AvailabilityAnswer;
  note: string;
}

export const useAnswer = (kind: SubjectKind, id: number) =>
  useRefreshing((input: AnswerInput) =>
    call(availabilityRoutes.answer, { params: { kind, id }, body: input }),
  );

export const useLinkAnswer = (token: string) =>
  useRefreshing((input: AnswerInput) =>
    call(availabilityLinkRoutes.answer, { params: { token }, body: input }),
  );

export const useRemindNow = (kind: SubjectKind, id: number) =>
  useRefreshing(() => call(availabilityRoutes.remind, { params: { kind, id } }));

export const useDeadline = (kind: SubjectKind, id: number) =>
  useRefreshing((deadline: string | null) =>
    call(availabilityRoutes.deadline, { params: { kind, id }, body: { deadline } }),
  );

export const useSaveAttendance = (kind: SubjectKind, id: number) =>
  useRefreshing((marks: Array<{ playerId: number; mark: AttendanceMark }>) =>
    call(availabilityRoutes.saveAttendance, { params: { kind, id }, body: { marks } }),
  );

export const useSaveReminders = (team: number) =>
  useRefreshing((settings: ReminderSettings) =>
    call(availabilityRoutes.saveReminders, { params: { team }, body: settings }),
  );

/** A rate 0..1 as a whole percent, or null. */
export function percent(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 100);
}
