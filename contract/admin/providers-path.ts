/**
 * The sign-in providers' path (`GET /api/oidc/providers`), declared here for its route table and for
 * the login pages, which read it without loading the table's zod schemas (the login pages load no zod).
 */
export const OIDC_PROVIDERS_PATH = '/oidc/providers';
