import { z } from 'zod';

/**
 * School administrators (issue 32): the athletic director or head coach who signs in with the
 * school's own accounts (OpenID Connect), sees every team of the schools granted to them and
 * invites further administrators. Their token says admin explicitly (`adm`, `prov`); the server
 * decides every permission from its own records.
 */

/** A configured provider's id as users see it (`google`, `microsoft`, `auth0`). */
export const OIDC_PROVIDER_ID = /^[a-z][a-z0-9-]{0,30}$/;
export const oidcProviderParams = z.object({ provider: z.string().regex(OIDC_PROVIDER_ID) });

/** Where the web app goes after the sign-in: a path of this site (never another origin). */
export const returnToField = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/, { message: 'must be a path of this site' });

export const oidcProvidersReply = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type OidcProviders = z.infer<typeof oidcProvidersReply>['providers'];

export const oidcStartQuery = z.object({ returnTo: returnToField.optional() });

/** What the provider sends back to the redirect address (the library checks it). */
export const oidcCallbackQuery = z
  .object({
    code: z.string().max(2000).optional(),
    state: z.string().max(500).optional(),
    iss: z.string().max(500).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
  })
  .loose();

export const oidcSessionBody = z.object({ handoff: z.string().min(1).max(200) });
export const oidcSessionReply = z.object({ token: z.string(), returnTo: z.string() });

/** The web pages the callback lands on (the sign-in's end, or why it was refused). */
export const ADMIN_SIGNED_IN_PATH = '/admin/signed-in';
export const ADMIN_REFUSED_PATH = '/admin/ask-your-school';

/** The codes a refused sign-in lands with on ADMIN_REFUSED_PATH (?code=...). */
export const OIDC_REFUSALS = [
  'oidc_state_mismatch',
  'oidc_sign_in_failed',
  'oidc_email_missing',
  'oidc_domain_not_allowed',
  'oidc_not_granted',
  'oidc_provider_unavailable',
  'oidc_unknown_provider',
] as const;
export type OidcRefusal = (typeof OIDC_REFUSALS)[number];

/** Every team of the admin's schools, with its coaches and roster size. */
export const adminSchoolsReply = z.object({
  schools: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      teams: z.array(
        z.object({
          rosterId: z.number().int(),
          teamType: z.number().int(),
          rosterSize: z.number().int(),
          coaches: z.array(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })),
        }),
      ),
    }),
  ),
});
export type AdminSchools = z.infer<typeof adminSchoolsReply>['schools'];

export const adminInvitationBody = z.object({
  email: z.email().max(254),
  /** Needed when the admin has more than one school. */
  schoolId: z.number().int().positive().optional(),
});
export const adminInvitationReply = z.object({
  email: z.string(),
  schoolId: z.number().int(),
  /** True until the invitee first signs in. */
  pending: z.boolean(),
});
