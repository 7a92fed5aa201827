import { defineRoutes } from '../http/route';
import {
  createTournamentBody,
  createTournamentMatchBody,
  deletedReply,
  editTournamentMatchBody,
  editTournamentPlayerBody,
  getAllTournamentMatchesReply,
  getAllTournamentsReply,
  idParams,
  seasonQuery,
  tournament,
  tournamentMatchReply,
} from './index';
import {
  createDrawBody,
  drawLiveStreamText,
  drawMatchupParams,
  drawParams,
  drawResultBody,
  drawTokenParams,
  drawView,
} from './draws';

/** Tournament calls of SPEC.md section 7 "Tournaments": reads for coaches and players, writes for coaches. */
export const tournamentsRoutes = defineRoutes('tournaments', {
  list: {
    method: 'GET',
    path: '/auth/getAllTournaments',
    query: seasonQuery,
    replies: { 200: getAllTournamentsReply },
    roles: ['coach', 'player'],
  },
  create: {
    method: 'POST',
    path: '/auth/createTournament',
    body: createTournamentBody,
    replies: { 200: tournament },
    roles: ['coach'],
    idempotent: true,
  },
  delete: {
    method: 'DELETE',
    path: '/auth/deleteTournament/:id',
    params: idParams,
    replies: { 200: deletedReply },
    roles: ['coach'],
  },
  editPlayer: {
    method: 'PUT',
    path: '/auth/editTournamentPlayerDetails',
    body: editTournamentPlayerBody,
    bodyAs: 'form',
    replies: { 200: tournament },
    roles: ['coach'],
  },
  deletePlayer: {
    method: 'DELETE',
    path: '/auth/deletePlayerFromTournament/:id',
    params: idParams,
    replies: { 200: deletedReply },
    roles: ['coach'],
  },
  matches: {
    method: 'GET',
    path: '/auth/getAllTournamentMatches',
    query: seasonQuery,
    replies: { 200: getAllTournamentMatchesReply },
    roles: ['coach', 'player'],
  },
  createMatch: {
    method: 'POST',
    path: '/auth/createTournamentMatch',
    body: createTournamentMatchBody,
    bodyAs: 'form',
    replies: { 200: tournamentMatchReply },
    roles: ['coach'],
    idempotent: true,
  },
  editMatch: {
    method: 'PUT',
    path: '/auth/editTournamentMatch',
    body: editTournamentMatchBody,
    bodyAs: 'form',
    replies: { 200: tournamentMatchReply },
    roles: ['coach'],
  },
  deleteMatch: {
    method: 'DELETE',
    path: '/auth/deleteTournamentMatch/:id',
    params: idParams,
    replies: { 200: deletedReply },
    roles: ['coach'],
  },
  // Draws (issue 36): a tournament's draw, read by its players, made and scored by its coaches.
  draw: {
    method: 'GET',
    path: '/auth/tournaments/:id/draw',
    params: drawParams,
    replies: { 200: drawView },
    roles: ['coach', 'player'],
  },
  createDraw: {
    method: 'POST',
    path: '/auth/tournaments/:id/draw',
    params: drawParams,
    body: createDrawBody,
    replies: { 200: drawView },
    roles: ['coach'],
    idempotent: true,
  },
  deleteDraw: {
    method: 'DELETE',
    path: '/auth/tournaments/:id/draw',
    params: drawParams,
    replies: { 200: deletedReply },
    roles: ['coach'],
  },
  drawResult: {
    method: 'PUT',
    path: '/auth/tournaments/:id/draw/matchups/:matchupId',
    params: drawMatchupParams,
    body: drawResultBody,
    replies: { 200: drawView },
    roles: ['coach'],
  },
  drawLive: {
    method: 'GET',
    path: '/auth/tournaments/:id/draw/live',
    params: drawParams,
    replies: { 200: drawLiveStreamText },
    roles: ['coach', 'player'],
    summary:
      "Server-sent events: each change of the tournament's draw (its version), for whoever may read it",
  },
});

/** The public bracket page of a draw (no sign-in) at its unguessable address, and its live stream. */
export const drawPublicRoutes = defineRoutes('tournaments', {
  publicDraw: {
    method: 'GET',
    path: '/draw/:token',
    params: drawTokenParams,
    replies: { 200: drawView },
    roles: 'public',
  },
  publicDrawLive: {
    method: 'GET',
    path: '/draw/:token/live',
    params: drawTokenParams,
    replies: { 200: drawLiveStreamText },
    roles: 'public',
    summary: 'Server-sent events: the public bracket as it changes, first at once',
  },
});
