import { queryOptions } from '@tanstack/react-query';
import type { OidcProviders } from '../../../contract/admin';
import { OIDC_PROVIDERS_PATH } from '../../../contract/admin/providers-path';
import { API_PREFIX, apiRequest } from '../../lib/api-client';

/**
 * What the login pages need of the sign-in providers, without the route tables' zod schemas: the
 * login pages load no zod (their first load is budgeted, docs/performance.md).
 */

/** The configured sign-in providers: the login pages show a button for each (none: no buttons). */
export const providersQuery = queryOptions({
  queryKey: ['admin', 'providers'],
  queryFn: async ({ signal }) =>
    (await apiRequest<{ providers: OidcProviders }>(OIDC_PROVIDERS_PATH, { signal, sessionHandling: false }))
      .providers,
  staleTime: Infinity,
  retry: false,
});

/** The address a provider's button goes to (a full page load: the provider's sign-in page). */
export function startAddress(provider: string, returnTo: string): string {
  const query = new URLSearchParams({ returnTo }).toString();
  return `${API_PREFIX}/oidc/${encodeURIComponent(provider)}/start?${query}`;
}
