import { defineRoutes } from '../http/route';
import { addSchoolBody, addSchoolReply, schoolsListReply, schoolsQuery } from './index';

export const schoolsRoutes = defineRoutes('sign-in', {
  list: {
    method: 'GET',
    path: '/schools',
    query: schoolsQuery,
    replies: { 200: schoolsListReply },
    roles: 'public',
    summary:
      'The schools offered at set-up and when joining a team; with q, a typo-tolerant search (20 at most)',
  },
  add: {
    method: 'POST',
    path: '/schools',
    body: addSchoolBody,
    replies: { 200: addSchoolReply },
    roles: 'public',
    summary:
      'A coach at set-up adds their school (409 school_exists_similar names near-duplicates unless confirmNew)',
  },
});
