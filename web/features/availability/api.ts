import {
  onlineManager,
  queryOptions,
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  type AttendanceMark,
  type AvailabilityAnswer,
  type ReminderSettings,
  type SubjectKind,
} from '../../../contract/availability';
import { availabilityLinkRoutes, availabilityRoutes } from '../../../contract/availability/routes';
import { newIdempotencyKey } from '../../lib/api-client';
import { call } from '../../lib/call';
import { forgetQueuedChange, isWaiting, OFFLINE_QUEUE, type QueuedChange } from '../../lib/offline-queue';

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

/**
 * A player's answer as queued on the device (issue 33): sent at once when online, else kept (with the
 * client's Idempotency-Key, made once when queued and sent again with every try) until the connection
 * returns. Its call is the mutation default below, so a queue restored after a reload can send it.
 */
export interface QueuedAnswer extends QueuedChange {
  kind: SubjectKind;
  id: number;
  input: AnswerInput;
}

const answerKey = [...root, 'answer'] as const;

/** The answer's call and what its answer changes: the hook's, and the queue's after a reload. */
function answerOptions(client: QueryClient) {
  return {
    ...OFFLINE_QUEUE,
    mutationKey: answerKey,
    mutationFn: (queued: QueuedAnswer) =>
      call(
        availabilityRoutes.answer,
        { params: { kind: queued.kind, id: queued.id }, body: queued.input },
        { idempotencyKey: queued.idempotencyKey, networkErrorPage: false },
      ),
    onSuccess: (_reply: unknown, queued: QueuedAnswer) => {
      forgetQueuedChange(client, queued);
      return client.invalidateQueries({ queryKey: root });
    },
  };
}

/** The answer's call for the offline queue (registered once on the signed-in app's query client). */
export function registerAvailabilityMutations(client: QueryClient): void {
  client.setMutationDefaults(answerKey, answerOptions(client));
}

/**
 * The player's answer: `save` resolves 'saved' once the server has it, or 'queued' at once when the
 * device is offline (the answer waits in the queue; `pending` is the one waiting for this subject).
 */
export function useAnswer(kind: SubjectKind, id: number) {
  const client = useQueryClient();
  const mutation = useMutation<unknown, Error, QueuedAnswer>(answerOptions(client));
  const waiting = useMutationState<QueuedAnswer>({
    filters: {
      mutationKey: answerKey,
      predicate: (m) => {
        const v = m.state.variables as QueuedAnswer | undefined;
        return isWaiting(m.state) && v?.kind === kind && v.id === id;
      },
    },
    select: (m) => m.state.variables as QueuedAnswer,
  });
  const save = async (input: AnswerInput): Promise<'saved' | 'queued'> => {
    const queued: QueuedAnswer = {
      kind,
      id,
      input,
      idempotencyKey: newIdempotencyKey(),
      queuedAt: Date.now(),
      what: 'availability',
    };
    if (!onlineManager.isOnline()) {
      mutation.mutate(queued);
      return 'queued';
    }
    await mutation.mutateAsync(queued);
    return 'saved';
  };
  return { save, pending: waiting.at(-1)?.input ?? null };
}

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
