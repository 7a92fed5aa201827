import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AddSchoolBody, SchoolFound } from '../../../contract/schools';
import { schoolsRoutes } from '../../../contract/schools/routes';
import { call } from '../../lib/call';

/** The shortest query the search takes (contract/schools: schoolsQuery). */
export const MIN_QUERY = 2;
/** How long typing must pause before the search is asked. */
export const SEARCH_DELAY_MS = 250;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export const schoolSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['schools', 'search', q],
    queryFn: async ({ signal }) =>
      (await call(schoolsRoutes.list, { query: { q } }, { signal })) as SchoolFound[],
    staleTime: 60_000,
  });

/**
 * The schools like what is typed, asked once typing pauses; the previous answer stays shown while
 * the next loads (no flicker). Nothing is asked for fewer than 2 characters.
 */
export function useSchoolSearch(typed: string) {
  const q = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const enabled = q.length >= MIN_QUERY;
  const search = useQuery({ ...schoolSearchQueryOptions(q), enabled, placeholderData: keepPreviousData });
  return { q, enabled, search };
}

/** POST /api/schools: a coach at set-up adds their school. */
export function useAddSchool() {
  return useMutation({
    mutationFn: async (body: AddSchoolBody) => (await call(schoolsRoutes.add, { body })).school,
  });
}
