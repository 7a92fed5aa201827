import { defineRoutes } from '../http/route';
import { schoolRulesBody, schoolRulesParams, schoolRulesReply } from '../schools/rules';
import { OIDC_PROVIDERS_PATH } from './providers-path';
import {
  adminInvitationBody,
  adminInvitationReply,
  adminSchoolsReply,
  adminTeamReply,
  adminTeamCoachParams,
  adminTeamParams,
  adminTeamPinReply,
  appointCoachBody,
  appointCoachReply,
  removeCoachReply,
  oidcCallbackQuery,
  oidcProviderParams,
  oidcProvidersReply,
  oidcSessionBody,
  oidcSessionReply,
  oidcStartQuery,
} from './index';

/** OpenID Connect sign-in of school administrators (no token needed). */
export const oidcRoutes = defineRoutes('admin-sign-in', {
  providers: {
    method: 'GET',
    path: OIDC_PROVIDERS_PATH,
    replies: { 200: oidcProvidersReply },
    roles: 'public',
    summary: 'The configured sign-in providers (the login pages show a button for each)',
  },
  start: {
    method: 'GET',
    path: '/oidc/:provider/start',
    params: oidcProviderParams,
    query: oidcStartQuery,
    replies: {},
    roles: 'public',
    summary: "Redirects (303) to the provider's sign-in (Authorization Code with PKCE, state, nonce)",
  },
  callback: {
    method: 'GET',
    path: '/oidc/:provider/callback',
    params: oidcProviderParams,
    query: oidcCallbackQuery,
    replies: {},
    roles: 'public',
    summary: "The provider's redirect: checks the answer and redirects (303) to the web app",
  },
  session: {
    method: 'POST',
    path: '/oidc/session',
    body: oidcSessionBody,
    replies: { 200: oidcSessionReply },
    roles: 'public',
    summary: "Trades the callback's one-time handoff (same browser) for the admin's token",
  },
});

/** A signed-in school administrator's calls. */
export const adminRoutes = defineRoutes('admin', {
  schools: {
    method: 'GET',
    path: '/auth/admin/schools',
    replies: { 200: adminSchoolsReply },
    roles: ['admin'],
    summary:
      "Every team of the admin's schools with its coaches, roster size, dual record and next calendar items",
  },
  team: {
    method: 'GET',
    path: '/auth/admin/teams/:rosterId',
    params: adminTeamParams,
    replies: { 200: adminTeamReply },
    roles: ['admin'],
    summary:
      "A team of the admin's schools, read only: its duals and record, recent matches, tournaments, calendar",
  },
  invite: {
    method: 'POST',
    path: '/auth/admin/invitations',
    body: adminInvitationBody,
    replies: { 200: adminInvitationReply },
    roles: ['admin'],
    summary: 'Invites another administrator of the same school by e-mail',
  },
  appointCoach: {
    method: 'POST',
    path: '/auth/admin/teams/:rosterId/coaches',
    params: adminTeamParams,
    body: appointCoachBody,
    replies: { 200: appointCoachReply },
    roles: ['admin'],
    summary: "Appoints a coach of the team's school to the team (again: no change)",
  },
  removeCoach: {
    method: 'DELETE',
    path: '/auth/admin/teams/:rosterId/coaches/:coachId',
    params: adminTeamCoachParams,
    replies: { 200: removeCoachReply },
    roles: ['admin'],
    summary: 'Removes a coach from the team; never its last coach (409)',
  },
  resetTeamPin: {
    method: 'POST',
    path: '/auth/admin/teams/:rosterId/pin',
    params: adminTeamParams,
    replies: { 200: adminTeamPinReply },
    roles: ['admin'],
    summary: "Draws the team's new Team PIN; the old one stops working",
  },
  schoolRules: {
    method: 'GET',
    path: '/auth/admin/schools/:schoolId/rules',
    params: schoolRulesParams,
    replies: { 200: schoolRulesReply },
    roles: ['admin'],
    summary: "The school's lineup rule and match format (404 for a school the admin does not administer)",
  },
  saveSchoolRules: {
    method: 'PUT',
    path: '/auth/admin/schools/:schoolId/rules',
    params: schoolRulesParams,
    body: schoolRulesBody,
    replies: { 200: schoolRulesReply },
    roles: ['admin'],
    summary:
      "Sets the school's rules; its teams' rules and upcoming duals' rules are tightened to the lineup rule",
  },
});
