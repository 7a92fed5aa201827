import { queryOptions } from '@tanstack/react-query';
import { todoRoutes } from '../../../contract/todo/routes';
import { call } from '../../lib/call';

/** GET /api/auth/todo: the page and the navigation's badge read the same entry. */
export const todoKey = ['todo'] as const;

export const todoQueryOptions = () =>
  queryOptions({
    queryKey: todoKey,
    queryFn: ({ signal }) => call(todoRoutes.list, {}, { signal }),
    // Items leave when done on other pages: read afresh when the page or the app is opened again.
    staleTime: 0,
    refetchInterval: 60_000,
  });
