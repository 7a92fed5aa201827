import { defineRoutes } from '../http/route';
import {
  createTennisMatchBody,
  createTennisMatchReply,
  deleteTennisMatchReply,
  editTennisMatchBody,
  editTennisMatchReply,
  editTennisMatchTimeBody,
  editTennisMatchTimeReply,
  tennisMatchIdParams,
  tennisMatchListBody,
  tennisMatchListReply,
} from './index';

/** The tennis match calls of SPEC.md section 7 "Matches": the list for coaches and players, changes for coaches. */
export const matchesRoutes = defineRoutes('matches', {
  list: {
    method: 'POST',
    path: '/auth/tennis-match',
    body: tennisMatchListBody,
    bodyAs: 'form',
    replies: { 200: tennisMatchListReply },
    // A read that SPEC.md spells as a POST: players list their team's matches with it.
    roles: ['coach', 'player'],
    summary: "The team's matches of one type, newest first",
  },
  create: {
    method: 'POST',
    path: '/auth/create-tennis-match',
    body: createTennisMatchBody,
    replies: { 200: createTennisMatchReply },
    roles: ['coach'],
    idempotent: true,
  },
  edit: {
    method: 'PUT',
    path: '/auth/edit-tennis-match',
    body: editTennisMatchBody,
    replies: { 200: editTennisMatchReply },
    roles: ['coach'],
  },
  editTime: {
    method: 'PUT',
    path: '/auth/edit-tennis-match-for-timeAndDate',
    body: editTennisMatchTimeBody,
    bodyAs: 'form',
    replies: { 200: editTennisMatchTimeReply },
    roles: ['coach'],
  },
  delete: {
    method: 'DELETE',
    path: '/auth/delete-tennis-match/:id',
    params: tennisMatchIdParams,
    replies: { 200: deleteTennisMatchReply },
    roles: ['coach'],
  },
});
