import { QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client';

/**
 * Client errors (4xx) are final; a 5xx is retried twice. A lost connection is final while the browser
 * says it is online (the server is unreachable: the page says so), but not when the device has gone
 * offline (issue 33): then the read is retried, and TanStack Query pauses a retry until the connection
 * returns, so a page whose refresh was cut off keeps showing what it had instead of an error.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.status === NETWORK_ERROR_STATUS) return navigator.onLine === false;
    return error.status >= 500 && failureCount < 2;
  }
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
