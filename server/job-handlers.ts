import type { JobHandlers } from './jobs/scheduled-jobs';
import { challengeJobHandlers } from './modules/challenges/challenge-jobs';
import { ASK_JOB } from './modules/availability/ask-schedule';
import { askJob } from './modules/availability/reminders';
import { LINEUP_REMINDER_JOB, lineupReminderJob } from './modules/leagues/league-deadlines';

/** Every kind of scheduled job and the module function that runs it (server/jobs/scheduled-jobs.ts). */
export const jobHandlers: JobHandlers = {
  ...challengeJobHandlers,
  [ASK_JOB]: askJob,
  [LINEUP_REMINDER_JOB]: lineupReminderJob,
};
