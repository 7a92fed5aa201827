import { defineRoutes } from '../http/route';
import {
  addCommunicationBody,
  coachAccessParams,
  communicationReply,
  communicationsParams,
  communicationsReply,
  deleteCommunicationParams,
  deleteCommunicationReply,
  editCommunicationBody,
  outreachAccessReply,
} from './index';

/** Outreach (SPEC.md section 7): the school's contact lists for the audiences 5-7, and who may see them. */
export const outreachRoutes = defineRoutes('outreach', {
  contacts: {
    method: 'GET',
    path: '/auth/getCommunications/:skillLevel',
    params: communicationsParams,
    replies: { 200: communicationsReply },
    roles: ['coach'],
    summary: "The school's list for one audience, by name",
  },
  addContact: {
    method: 'POST',
    path: '/auth/addCommunications',
    body: addCommunicationBody,
    bodyAs: 'form',
    replies: { 200: communicationReply },
    roles: ['coach'],
    idempotent: true,
    summary: 'Adds a new person or a player of one of the coach’s teams to a list',
  },
  editContact: {
    method: 'PUT',
    path: '/auth/editCommunication',
    body: editCommunicationBody,
    bodyAs: 'form',
    replies: { 200: communicationReply },
    roles: ['coach'],
    summary: "A new person's details",
  },
  access: {
    method: 'GET',
    path: '/auth/outreach/access',
    replies: { 200: outreachAccessReply },
    roles: ['coach'],
    summary: "Whether the school's shared contacts are open to the caller, and who waits for them",
  },
  acceptCoach: {
    method: 'POST',
    path: '/auth/outreach/coaches/:id/accept',
    params: coachAccessParams,
    replies: { 200: outreachAccessReply },
    roles: ['coach'],
    summary: "Opens the school's shared contacts to a coach",
  },
  declineCoach: {
    method: 'POST',
    path: '/auth/outreach/coaches/:id/decline',
    params: coachAccessParams,
    replies: { 200: outreachAccessReply },
    roles: ['coach'],
    summary: "Keeps the school's shared contacts closed to a coach",
  },
  deleteContact: {
    method: 'DELETE',
    path: '/auth/deleteCommunications/:id',
    params: deleteCommunicationParams,
    replies: { 200: deleteCommunicationReply },
    roles: ['coach'],
  },
});
