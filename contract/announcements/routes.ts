import { defineRoutes } from '../http/route';
import {
  announcementAudiencesReply,
  announcementDetail,
  announcementFlagsBody,
  announcementLabel,
  announcementLabelsReply,
  announcementListQuery,
  announcementListReply,
  announcementParams,
  createAnnouncementBody,
  createLabelBody,
  deleteAnnouncementReply,
  deliveryReply,
  labelParams,
  okReply,
  pollAnswerBody,
  pollResultsReply,
  publicMessageMissing,
  publicMessageParams,
  publicMessageReply,
  setLabelsBody,
  unreadCountReply,
} from './index';
import { PUBLIC_MESSAGE_PATH } from './public-message-path';

/** The announcements app (mail-style, with polls): reads for coaches and players, writes for coaches. */
export const announcementsRoutes = defineRoutes('announcements', {
  list: {
    method: 'GET',
    path: '/auth/announcements',
    query: announcementListQuery,
    replies: { 200: announcementListReply },
    roles: ['coach', 'player'],
    summary: 'One page of a list, newest first',
  },
  audiences: {
    method: 'GET',
    path: '/auth/announcements/audiences',
    replies: { 200: announcementAudiencesReply },
    roles: ['coach', 'player'],
  },
  send: {
    method: 'POST',
    path: '/auth/announcements',
    body: createAnnouncementBody,
    replies: { 200: announcementDetail },
    roles: ['coach'],
    idempotent: true,
    summary: 'Stores an announcement and queues one SMS per recipient',
  },
  unreadCount: {
    method: 'GET',
    path: '/auth/announcements/unread-count',
    replies: { 200: unreadCountReply },
    roles: ['coach', 'player'],
  },
  markRead: {
    method: 'PUT',
    path: '/auth/announcements/:id/read',
    params: announcementParams,
    replies: { 200: okReply },
    roles: ['coach', 'player'],
  },
  detail: {
    method: 'GET',
    path: '/auth/announcements/:id',
    params: announcementParams,
    replies: { 200: announcementDetail },
    roles: ['coach', 'player'],
  },
  setFlags: {
    method: 'PUT',
    path: '/auth/announcements/:id/flags',
    params: announcementParams,
    body: announcementFlagsBody,
    replies: { 200: announcementDetail },
    roles: ['coach'],
  },
  setLabels: {
    method: 'PUT',
    path: '/auth/announcements/:id/labels',
    params: announcementParams,
    body: setLabelsBody,
    replies: { 200: announcementDetail },
    roles: ['coach'],
  },
  delete: {
    method: 'DELETE',
    path: '/auth/announcements/:id',
    params: announcementParams,
    replies: { 200: deleteAnnouncementReply },
    roles: ['coach'],
  },
  delivery: {
    method: 'GET',
    path: '/auth/announcements/:id/delivery',
    params: announcementParams,
    replies: { 200: deliveryReply },
    roles: ['coach'],
  },
  retryDelivery: {
    method: 'POST',
    path: '/auth/announcements/:id/delivery/retry',
    params: announcementParams,
    replies: { 200: deliveryReply },
    roles: ['coach'],
  },
  answerPoll: {
    method: 'POST',
    path: '/auth/announcements/:id/poll-answer',
    params: announcementParams,
    body: pollAnswerBody,
    replies: { 200: pollResultsReply },
    roles: ['player'],
  },
  pollResults: {
    method: 'GET',
    path: '/auth/announcements/:id/poll-results',
    params: announcementParams,
    replies: { 200: pollResultsReply },
    roles: ['coach', 'player'],
  },
  labels: {
    method: 'GET',
    path: '/auth/announcement-labels',
    replies: { 200: announcementLabelsReply },
    roles: ['coach'],
  },
  createLabel: {
    method: 'POST',
    path: '/auth/announcement-labels',
    body: createLabelBody,
    replies: { 200: announcementLabel },
    roles: ['coach'],
    idempotent: true,
  },
  deleteLabel: {
    method: 'DELETE',
    path: '/auth/announcement-labels/:id',
    params: labelParams,
    replies: { 200: okReply },
    roles: ['coach'],
  },
});

/**
 * The public message page, no token (SPEC.md section 7): the web's landing page reads it with
 * fetch, without zod (web/features/public-message/api.ts).
 */
export const publicMessageRoutes = defineRoutes('announcements', {
  message: {
    method: 'GET',
    path: PUBLIC_MESSAGE_PATH,
    params: publicMessageParams,
    replies: { 200: publicMessageReply },
    otherReplies: { 404: publicMessageMissing },
    roles: 'public',
  },
});
