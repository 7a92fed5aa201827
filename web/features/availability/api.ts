import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  attendanceReply,
  availabilityReply,
  linkReply,
  ratesReply,
  remindReply,
  reminderSettingsReply,
  summariesReply,
  type AttendanceMark,
  type AvailabilityAnswer,
  type ReminderSettings,
  type SubjectKind,
} from '../../../contract/availability';
import { apiRequest } from '../../lib/api-client';

/** The availability calls (contract/availability.ts). Every change refreshes everything under 'availability'. */

const root = ['availability'] as const;

export const availabilityQuery = (kind: SubjectKind, id: number) =>
  queryOptions({
    queryKey: [...root, kind, id],
    queryFn: ({ signal }) =>
      apiRequest(`/auth/availability/${kind}/${id}`, { schema: availabilityReply, signal }),
    staleTime: 0,
  });

export const summaryQuery = (kind: SubjectKind, id: number) =>
  queryOptions({
    queryKey: [...root, 'summary', kind, id],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/auth/availability/summaries`, {
          query: { kind, ids: String(id) },
          schema: summariesReply,
          signal,
        })
      ).data[0] ?? null,
  });

export const attendanceQuery = (kind: SubjectKind, id: number) =>
  queryOptions({
    queryKey: [...root, 'attendance', kind, id],
    queryFn: ({ signal }) =>
      apiRequest(`/auth/availability/${kind}/${id}/attendance`, { schema: attendanceReply, signal }),
    staleTime: 0,
  });

export const teamRatesQuery = (team: number) =>
  queryOptions({
    queryKey: [...root, 'rates', team],
    queryFn: ({ signal }) =>
      apiRequest(`/auth/availability/team/${team}/attendance`, { schema: ratesReply, signal }),
  });

export const myRateQuery = () =>
  queryOptions({
    queryKey: [...root, 'my-rate'],
    queryFn: ({ signal }) => apiRequest(`/auth/availability/my-attendance`, { schema: ratesReply, signal }),
  });

export const remindersQuery = (team: number) =>
  queryOptions({
    queryKey: [...root, 'reminders', team],
    queryFn: ({ signal }) =>
      apiRequest(`/auth/availability/team/${team}/reminders`, { schema: reminderSettingsReply, signal }),
  });

export const linkQuery = (token: string) =>
  queryOptions({
    queryKey: [...root, 'link', token],
    queryFn: ({ signal }) =>
      apiRequest(`/availability-link/${encodeURIComponent(token)}`, { schema: linkReply, signal }),
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
    apiRequest(`/auth/availability/${kind}/${id}/answer`, {
      method: 'PUT',
      json: input,
      schema: availabilityReply,
    }),
  );

export const useLinkAnswer = (token: string) =>
  useRefreshing((input: AnswerInput) =>
    apiRequest(`/availability-link/${encodeURIComponent(token)}`, {
      method: 'PUT',
      json: input,
      schema: linkReply,
    }),
  );

export const useRemindNow = (kind: SubjectKind, id: number) =>
  useRefreshing(() =>
    apiRequest(`/auth/availability/${kind}/${id}/remind`, { method: 'POST', schema: remindReply }),
  );

export const useDeadline = (kind: SubjectKind, id: number) =>
  useRefreshing((deadline: string | null) =>
    apiRequest(`/auth/availability/${kind}/${id}/deadline`, {
      method: 'PUT',
      json: { deadline },
      schema: availabilityReply,
    }),
  );

export const useSaveAttendance = (kind: SubjectKind, id: number) =>
  useRefreshing((marks: Array<{ playerId: number; mark: AttendanceMark }>) =>
    apiRequest(`/auth/availability/${kind}/${id}/attendance`, {
      method: 'PUT',
      json: { marks },
      schema: attendanceReply,
    }),
  );

export const useSaveReminders = (team: number) =>
  useRefreshing((settings: ReminderSettings) =>
    apiRequest(`/auth/availability/team/${team}/reminders`, {
      method: 'PUT',
      json: settings,
      schema: reminderSettingsReply,
    }),
  );

/** A rate 0..1 as a whole percent, or null. */
export function percent(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 100);
}
