import { z } from 'zod';
import { calendarItem } from '../calendar';
import { idField } from '../common';
import { dualRecordSchema, dualSummarySchema } from '../duals';
import { tennisMatchSchema } from '../matches';
import { tournament } from '../tournaments';

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

const adminCoach = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

/** How many of a team's next calendar items the admin's page shows on each team. */
export const ADMIN_NEXT_EVENTS = 3;

/**
 * Every team of the admin's schools, with its coaches, roster size, dual record (as the duals list
 * counts it) and its next ADMIN_NEXT_EVENTS calendar items (events, matches, duals).
 */
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
          coaches: z.array(adminCoach),
          record: dualRecordSchema,
          next: z.array(calendarItem),
        }),
      ),
      /** Every coach of the school, whom the admin may appoint to its teams. */
      coaches: z.array(adminCoach),
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

/** A team of the admin's schools (`rosterId`), in the path of the admin's team calls. */
export const adminTeamParams = z.object({ rosterId: idField });
export const adminTeamCoachParams = z.object({ rosterId: idField, coachId: idField });

/** How many upcoming calendar items and recent matches the admin's team page shows. */
export const ADMIN_TEAM_UPCOMING = 10;
export const ADMIN_TEAM_RECENT_MATCHES = 20;

/**
 * GET /api/auth/admin/teams/:rosterId: one team of the admin's schools, read only, each part as its
 * own feature answers it: the duals (drafts included, with results; `publicUrl` once the dual's public
 * page works) and record, the last matches of every type with their scores (newest first), the
 * tournaments its coaches run, and its next calendar items.
 */
export const adminTeamReply = z.object({
  team: z.object({
    rosterId: z.number().int(),
    teamType: z.number().int(),
    schoolId: z.number().int(),
    schoolName: z.string(),
  }),
  record: dualRecordSchema,
  duals: z.array(dualSummarySchema.extend({ publicUrl: z.string().nullable() })),
  matches: z.array(tennisMatchSchema),
  tournaments: z.array(tournament),
  upcoming: z.array(calendarItem),
});
export type AdminTeam = z.infer<typeof adminTeamReply>;

/** Appoints a coach of the team's school to it (the safe way for a second coach to join a team). */
export const appointCoachBody = z.object({ coachId: idField });
export const appointCoachReply = z.object({
  /** False when the coach already coached the team (appointing twice changes nothing). */
  appointed: z.boolean(),
});
export const removeCoachReply = z.object({
  /** False when the coach did not coach the team (removing twice changes nothing). */
  removed: z.boolean(),
});
/** The team's new PIN; the old one stops working. */
export const adminTeamPinReply = z.object({ pin: z.string() });
