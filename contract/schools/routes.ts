import { schoolsReply } from '../auth/index';
import { defineRoutes } from '../http/route';

export const schoolsRoutes = defineRoutes('sign-in', {
  list: {
    method: 'GET',
    path: '/schools',
    replies: { 200: schoolsReply },
    roles: 'public',
    summary: 'The schools offered at set-up and when joining a team',
  },
});
