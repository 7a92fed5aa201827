import { QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client';

/** Client errors (4xx) and lost connections are final; a 5xx is retried twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    return error.status >= 500 && error.status !== NETWORK_ERROR_STATUS && failureCount < 2;
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
