import { z } from 'zod';

/**
 * The to-do list (issue 32): what waits for the signed-in user's action, newest deadline first (items
 * without a deadline last), each with the page where it is done. Doing it removes it.
 */
export const TODO_KINDS = [
  // A coach's.
  'line_disputed',
  'challenge_settle',
  'lineup_unpublished',
  'attendance_unmarked',
  'dual_invitation',
  'poll_results',
  // A player's.
  'challenge_answer',
  'availability_unanswered',
  'poll_unanswered',
] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

export const todoItem = z.object({
  kind: z.enum(TODO_KINDS),
  /** Unique within the list: the kind's subject id (a line's is `dualId:line`). */
  id: z.string(),
  /** The subject's own name (an opponent, two players' names, an event, a poll's subject). */
  title: z.string(),
  /** When it must be done by, ISO 8601 UTC, or null. */
  due: z.string().nullable(),
  /** The page where it is done (a path of the web app). */
  link: z.string(),
});
export type TodoItem = z.infer<typeof todoItem>;

export const todoReply = z.object({ items: z.array(todoItem), count: z.number().int() });
export type TodoReply = z.infer<typeof todoReply>;
