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

/** A lost connection is tried again (three times, a second apart); any answer of the server is final. */
function retryLostConnection(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === NETWORK_ERROR_STATUS && failureCount < 3;
}

/**
 * The options every queued change's mutation defaults share. A queued change stays in the cache until
 * it is sent (its feature's onSuccess forgets it) or dismissed: a refused one (a conflict) waits to
 * be resolved, however long that takes.
 */
export const OFFLINE_QUEUE = {
  scope: { id: 'offline-queue' },
  networkMode: 'online',
  retry: retryLostConnection,
  retryDelay: 1_000,
  gcTime: Infinity,
} as const;

/** Removes a queued change from the cache: sent, or dismissed after a refusal. */
export function forgetQueuedChange(client: QueryClient, change: QueuedChange): void {
  const cache = client.getMutationCache();
  for (const mutation of cache.getAll()) {
    const variables = mutation.state.variables as Partial<QueuedChange> | undefined;
    if (variables?.idempotencyKey === change.idempotencyKey) cache.remove(mutation);
  }
}
