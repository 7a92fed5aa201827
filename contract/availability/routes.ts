import { defineRoutes } from '../http/route';
import {
  answerBody,
  attendanceBody,
  attendanceReply,
  availabilityReply,
  deadlineBody,
  linkParams,
  linkReply,
  ratesReply,
  reminderSettings,
  reminderSettingsReply,
  remindReply,
  subjectParams,
  summariesQuery,
  summariesReply,
  teamParams,
} from './index';

/** Availability, attendance and reminders (issue 22): players answer, coaches ask, remind and take attendance. */
export const availabilityRoutes = defineRoutes('availability', {
  summaries: {
    method: 'GET',
    path: '/auth/availability/summaries',
    query: summariesQuery,
    replies: { 200: summariesReply },
    roles: ['coach', 'player'],
  },
  myAttendance: {
    method: 'GET',
    path: '/auth/availability/my-attendance',
    replies: { 200: ratesReply },
    roles: ['player'],
  },
  reminders: {
    method: 'GET',
    path: '/auth/availability/team/:team/reminders',
    params: teamParams,
    replies: { 200: reminderSettingsReply },
    roles: ['coach'],
  },
  saveReminders: {
    method: 'PUT',
    path: '/auth/availability/team/:team/reminders',
    params: teamParams,
    body: reminderSettings,
    replies: { 200: reminderSettingsReply },
    roles: ['coach'],
  },
  teamAttendance: {
    method: 'GET',
    path: '/auth/availability/team/:team/attendance',
    params: teamParams,
    replies: { 200: ratesReply },
    roles: ['coach', 'player'],
  },
  read: {
    method: 'GET',
    path: '/auth/availability/:kind/:id',
    params: subjectParams,
    replies: { 200: availabilityReply },
    roles: ['coach', 'player'],
  },
  answer: {
    method: 'PUT',
    path: '/auth/availability/:kind/:id/answer',
    params: subjectParams,
    body: answerBody,
    replies: { 200: availabilityReply },
    roles: ['player'],
    // An answer queued offline (issue 33) is sent again until one answer arrives: a repeat is ignored.
    idempotent: true,
  },
  deadline: {
    method: 'PUT',
    path: '/auth/availability/:kind/:id/deadline',
    params: subjectParams,
    body: deadlineBody,
    replies: { 200: availabilityReply },
    roles: ['coach'],
  },
  remind: {
    method: 'POST',
    path: '/auth/availability/:kind/:id/remind',
    params: subjectParams,
    replies: { 200: remindReply },
    roles: ['coach'],
  },
  attendance: {
    method: 'GET',
    path: '/auth/availability/:kind/:id/attendance',
    params: subjectParams,
    replies: { 200: attendanceReply },
    roles: ['coach'],
  },
  saveAttendance: {
    method: 'PUT',
    path: '/auth/availability/:kind/:id/attendance',
    params: subjectParams,
    body: attendanceBody,
    replies: { 200: attendanceReply },
    roles: ['coach'],
  },
});

/** The signed SMS link's answer, signed out: the token is the key. */
export const availabilityLinkRoutes = defineRoutes('availability', {
  read: {
    method: 'GET',
    path: '/availability-link/:token',
    params: linkParams,
    replies: { 200: linkReply },
    roles: 'public',
  },
  answer: {
    method: 'PUT',
    path: '/availability-link/:token',
    params: linkParams,
    body: answerBody,
    replies: { 200: linkReply },
    roles: 'public',
  },
});
