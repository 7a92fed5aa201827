import { defineRoutes } from '../http/route';
import { searchQuery, searchReply } from './index';

/** Toolbar search (issue 32). */
export const searchRoutes = defineRoutes('search', {
  search: {
    method: 'GET',
    path: '/auth/search',
    query: searchQuery,
    replies: { 200: searchReply },
    roles: ['coach', 'player'],
    summary:
      'Players, teams, matches, duals, tournaments, events and announcements the caller may see, by name',
  },
});
