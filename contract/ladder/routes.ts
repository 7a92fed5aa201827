import { defineRoutes } from '../http/route';
import {
  deletePlayerQuery,
  insertPositionBody,
  isAbleToSwitchBody,
  isAbleToSwitchReply,
  ladderChangesQuery,
  ladderChangesReply,
  ladderOkReply,
  rosterReply,
  skillLevelQuery,
  swapPositionsBody,
  undoLadderChangeBody,
  undoLadderChangeReply,
  updatePositionBody,
} from './index';

/** Roster calls of SPEC.md section 7 "Ladder and roster" and the ladder history. */
export const ladderRoutes = defineRoutes('ladder', {
  roster: {
    method: 'GET',
    path: '/auth/roster',
    query: skillLevelQuery,
    replies: { 200: rosterReply },
    roles: ['coach', 'player'],
    summary: "A team's ladder ('list is empty' when it has no players)",
  },
  isAbleToSwitch: {
    method: 'POST',
    path: '/auth/roster/isAbleToSwitch',
    body: isAbleToSwitchBody,
    bodyAs: 'form',
    replies: { 200: isAbleToSwitchReply },
    roles: ['coach'],
  },
  updatePosition: {
    method: 'PUT',
    path: '/auth/roster/updatePosition',
    body: updatePositionBody,
    bodyAs: 'form',
    replies: { 200: ladderOkReply },
    roles: ['coach'],
  },
  insertPosition: {
    method: 'PUT',
    path: '/auth/roster/insertPosition',
    body: insertPositionBody,
    bodyAs: 'form',
    replies: { 200: ladderOkReply },
    roles: ['coach'],
  },
  swapPositions: {
    method: 'PUT',
    path: '/auth/roster/swapPositions',
    body: swapPositionsBody,
    bodyAs: 'form',
    replies: { 200: ladderOkReply },
    roles: ['coach'],
  },
  deletePlayer: {
    method: 'DELETE',
    path: '/auth/roster/deletePlayer',
    query: deletePlayerQuery,
    replies: { 200: ladderOkReply },
    roles: ['coach'],
  },
  changes: {
    method: 'GET',
    path: '/auth/ladder-changes',
    query: ladderChangesQuery,
    replies: { 200: ladderChangesReply },
    roles: ['coach', 'player'],
  },
  undo: {
    method: 'POST',
    path: '/auth/ladder-changes/undo',
    body: undoLadderChangeBody,
    bodyAs: 'form',
    replies: { 200: undoLadderChangeReply },
    roles: ['coach'],
    // A double tap must not undo two changes.
    idempotent: true,
  },
});
