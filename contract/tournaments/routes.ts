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
  tournament,
  tournamentMatchReply,
} from './index';

/** Tournament calls of SPEC.md section 7 "Tournaments": reads for coaches and players, writes for coaches. */
export const tournamentsRoutes = defineRoutes('tournaments', {
  list: {
    method: 'GET',
    path: '/auth/getAllTournaments',
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
});
