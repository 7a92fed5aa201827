import { defineRoutes } from '../http/route';
import {
  addTeamBody,
  addTeamReply,
  joinTeamBody,
  rosterPinBody,
  rosterPinReply,
  rosterPinResetBody,
  teamsOkReply,
} from './index';

/** The Team PIN (SPEC.md section 7), a coach joining a team by it, and a coach starting a team. */
export const teamsRoutes = defineRoutes('teams', {
  teamPin: {
    method: 'POST',
    path: '/auth/roster/pin',
    body: rosterPinBody,
    bodyAs: 'form',
    replies: { 200: rosterPinReply },
    roles: ['coach'],
  },
  resetTeamPin: {
    method: 'POST',
    path: '/auth/roster/pin/reset',
    body: rosterPinResetBody,
    bodyAs: 'form',
    replies: { 200: rosterPinReply },
    roles: ['coach'],
  },
  joinTeam: {
    method: 'POST',
    path: '/auth/joinTeam',
    body: joinTeamBody,
    bodyAs: 'form',
    replies: { 200: teamsOkReply },
    roles: ['coach'],
    idempotent: true,
  },
  addTeam: {
    method: 'POST',
    path: '/auth/addTeam',
    body: addTeamBody,
    bodyAs: 'form',
    replies: { 200: addTeamReply },
    roles: ['coach'],
  },
});
