import { queryOptions, useQuery } from '@tanstack/react-query';
import { seasonsRoutes } from '../../contract/seasons/routes';
import { call } from './call';

/**
 * A team's seasons (issue 37), the query several features read: the seasons page and every list's
 * season choice (`SeasonSelect`). The rollover invalidates everything under `seasonsKey`.
 */
export const seasonsKey = ['seasons'] as const;

export const seasonsQuery = (rosterId: number) =>
  queryOptions({
    queryKey: [...seasonsKey, 'team', rosterId],
    queryFn: ({ signal }) => call(seasonsRoutes.list, { params: { rosterId } }, { signal }),
  });

export const useSeasons = (rosterId: number | undefined) =>
  useQuery({ ...seasonsQuery(rosterId ?? 0), enabled: rosterId !== undefined });
