import { queryOptions } from '@tanstack/react-query';
import { SEARCH_LIMIT_MAX } from '../../../contract/search/index';
import { searchRoutes } from '../../../contract/search/routes';
import { call } from '../../lib/call';

/** The server's suggestions for a query (GET /api/auth/search): kept 30 s, so typing back and forth asks once. */
export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: async ({ signal }) =>
      (await call(searchRoutes.search, { query: { q, limit: SEARCH_LIMIT_MAX } }, { signal })).results,
    staleTime: 30_000,
    retry: false,
  });
