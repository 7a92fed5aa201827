import { defineRoutes } from '../http/route';
import { todoReply } from './index';

/** The to-do list (issue 32). */
export const todoRoutes = defineRoutes('todo', {
  list: {
    method: 'GET',
    path: '/auth/todo',
    replies: { 200: todoReply },
    roles: ['coach', 'player'],
    summary: "What waits for the caller's action, newest deadline first",
  },
});
