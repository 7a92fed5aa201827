import type { QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client';

/**
 * The offline queue (issue 33): changes made without a connection are TanStack Query mutations that
 * pause until the device is online again (networkMode 'online'), are kept on the device with the
 * user's other offline data (web/app/offline/offline-session.tsx persists paused mutations), and are
 * resumed after a reload by the mutation defaults each feature registers for its key. One scope: the
 * queue sends its changes one at a time, in the order they were made.
 */

/** What every queued change carries besides its own input. */
export interface QueuedChange {
  /** The change's Idempotency-Key, made once when it is queued and sent with every try. */
  idempotencyKey: string;
  /** When it was queued (ms since 1970), to list it. */
  queuedAt: number;
  /** What kind of change it is, to name it in the list of changes waiting to be sent. */
  what: 'availability' | 'line-score';
}

/**
 * A lost connection is tried again until it goes through (1 s, 2 s, 4 s ... at most 30 s apart), and the
 * queue pauses meanwhile whenever the browser says it is offline; any answer of the server is final. A
 * change acknowledged as saved on this device is never dropped for want of a connection: the browser's
 * online flag can be wrong (a captive network, a connection that drops as the page starts).
 */
function retryLostConnection(_failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;
}

const retryDelay = (failureCount: number) => Math.min(1_000 * 2 ** Math.max(0, failureCount - 1), 30_000);

/**
 * The options every queued change's mutation defaults share. A queued change stays in the cache until
 * it is sent (its feature's onSuccess forgets it) or dismissed: a refused one (a conflict) waits to
 * be resolved, however long that takes.
 */
export const OFFLINE_QUEUE = {
  scope: { id: 'offline-queue' },
  networkMode: 'online',
  retry: retryLostConnection,
  retryDelay,
  gcTime: Infinity,
} as const;

/** A mutation's state as far as the queue cares. */
interface QueueState {
  status: string;
  isPaused: boolean;
  failureCount: number;
}

/**
 * A change the device still has to send: paused for the connection, or tried and not through yet. Its
 * first try, made at once when online, is not "waiting" (a save in progress).
 */
export function isWaiting(state: QueueState): boolean {
  return state.status === 'pending' && (state.isPaused || state.failureCount > 0);
}

/**
 * What is kept on the device of the mutation cache: every change not yet answered, paused or not. One
 * being tried at that moment (a restored one is briefly "continued" before it pauses again, and a send
 * may be on its way when the page closes) is kept too, marked paused, so that the next start resumes it;
 * its Idempotency-Key makes a second send of one that did arrive harmless.
 */
export function keptOnDevice(mutation: { state: QueueState; options: { scope?: { id: string } } }): boolean {
  return mutation.options.scope?.id === OFFLINE_QUEUE.scope.id && mutation.state.status === 'pending';
}

/** Removes a queued change from the cache: sent, or dismissed after a refusal. */
export function forgetQueuedChange(client: QueryClient, change: QueuedChange): void {
  const cache = client.getMutationCache();
  for (const mutation of cache.getAll()) {
    const variables = mutation.state.variables as Partial<QueuedChange> | undefined;
    if (variables?.idempotencyKey === change.idempotencyKey) cache.remove(mutation);
  }
}
