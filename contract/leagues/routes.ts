import { defineRoutes } from '../http/route';
import {
  addLeagueDualBody,
  createLeagueBody,
  inviteSchoolBody,
  joinLeagueBody,
  leagueCsv,
  leagueIdParams,
  leagueListReply,
  leagueReply,
  leagueTokenParams,
  noShowBody,
  noShowParams,
  noShowReply,
  publicLeagueReply,
  teamRecordParams,
  teamRecordQuery,
  teamRecordReply,
} from './index';

/** League play (issue 35): server/modules/leagues. */
export const leaguesRoutes = defineRoutes('leagues', {
  list: {
    method: 'GET',
    path: '/auth/leagues',
    replies: { 200: leagueListReply },
    roles: ['coach', 'player'],
    summary: "The leagues of the caller's teams, and a coach's school's invitations",
  },
  teamRecord: {
    method: 'GET',
    path: '/auth/leagues/teams/:rosterId/record',
    params: teamRecordParams,
    query: teamRecordQuery,
    replies: { 200: teamRecordReply },
    roles: ['coach', 'player'],
    summary: "A team's place and record in each league of a season (the season page)",
  },
  create: {
    method: 'POST',
    path: '/auth/leagues',
    body: createLeagueBody,
    replies: { 200: leagueReply },
    roles: ['coach'],
    idempotent: true,
  },
  get: {
    method: 'GET',
    path: '/auth/leagues/:id',
    params: leagueIdParams,
    replies: { 200: leagueReply },
    roles: ['coach', 'player'],
    summary: 'A league: members, duals, standings, rule pack',
  },
  invite: {
    method: 'POST',
    path: '/auth/leagues/:id/invitations',
    params: leagueIdParams,
    body: inviteSchoolBody,
    replies: { 200: leagueReply },
    roles: ['coach'],
  },
  join: {
    method: 'POST',
    path: '/auth/leagues/:id/join',
    params: leagueIdParams,
    body: joinLeagueBody,
    replies: { 200: leagueReply },
    roles: ['coach'],
  },
  addDual: {
    method: 'POST',
    path: '/auth/leagues/:id/duals',
    params: leagueIdParams,
    body: addLeagueDualBody,
    replies: { 200: leagueReply },
    roles: ['coach'],
    summary: "Puts a linked dual of two member teams on the league's schedule; it takes the pack's rule",
  },
  schedule: {
    method: 'POST',
    path: '/auth/leagues/:id/schedule',
    params: leagueIdParams,
    replies: { 200: leagueReply },
    roles: ['coach'],
    summary:
      "The organiser generates the round robin of the league's joined teams (before any dual is on it)",
  },
  noShow: {
    method: 'POST',
    path: '/auth/leagues/:id/duals/:dualId/no-show',
    params: noShowParams,
    body: noShowBody,
    replies: { 200: noShowReply },
    roles: ['coach'],
    summary: 'A player did not come: the legal lineup recomputed from the ladder, and what changed',
  },
  resultsCsv: {
    method: 'GET',
    path: '/auth/leagues/:id/results.csv',
    params: leagueIdParams,
    replies: { 200: leagueCsv },
    roles: ['coach', 'player'],
  },
  linesCsv: {
    method: 'GET',
    path: '/auth/leagues/:id/lines.csv',
    params: leagueIdParams,
    replies: { 200: leagueCsv },
    roles: ['coach', 'player'],
  },
});

/** The public standings page of a league, by its unguessable token. */
export const publicLeagueRoutes = defineRoutes('leagues', {
  publicLeague: {
    method: 'GET',
    path: '/league/:token',
    params: leagueTokenParams,
    replies: { 200: publicLeagueReply },
    roles: 'public',
  },
});
