import { defineRoutes } from '../http/route';
import {
  addCalendarEventBody,
  calendarEventReply,
  calendarEventsQuery,
  calendarEventsReply,
  calendarFeedParams,
  calendarFeedReply,
  calendarFeedText,
  deleteCalendarEventBody,
  deletedCalendarEventReply,
  editCalendarEventBody,
} from './index';

/** Calendar calls of SPEC.md section 7 and the private feed address. */
export const calendarRoutes = defineRoutes('calendar', {
  events: {
    method: 'GET',
    path: '/auth/getCalendarEvents',
    query: calendarEventsQuery,
    replies: { 200: calendarEventsReply },
    roles: ['coach', 'player'],
  },
  add: {
    method: 'POST',
    path: '/auth/addCalendarEvent',
    body: addCalendarEventBody,
    bodyAs: 'form',
    replies: { 200: calendarEventReply },
    roles: ['coach'],
    idempotent: true,
  },
  edit: {
    method: 'PUT',
    path: '/auth/editCalendarEvent',
    body: editCalendarEventBody,
    bodyAs: 'form',
    replies: { 200: calendarEventReply },
    roles: ['coach'],
  },
  delete: {
    method: 'DELETE',
    path: '/auth/deleteCalendarEvent',
    body: deleteCalendarEventBody,
    bodyAs: 'form',
    replies: { 200: deletedCalendarEventReply },
    roles: ['coach'],
  },
  feed: {
    method: 'GET',
    path: '/auth/calendar-feed',
    replies: { 200: calendarFeedReply },
    roles: ['coach', 'player'],
  },
  resetFeed: {
    method: 'POST',
    path: '/auth/calendar-feed/reset',
    replies: { 200: calendarFeedReply },
    roles: ['coach', 'player'],
  },
});

/** The public feed calendar apps subscribe to, no token: the token in its address is the key. */
export const calendarFeedRoutes = defineRoutes('calendar', {
  ics: {
    method: 'GET',
    path: '/calendar/:token.ics',
    params: calendarFeedParams,
    replies: { 200: calendarFeedText },
    roles: 'public',
  },
});
