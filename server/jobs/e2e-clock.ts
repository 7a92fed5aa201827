import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from './clock';
import type { ScheduledJobsWorker } from './scheduled-jobs';

/**
 * The browser journeys' clock (E2E_TEST_CLOCK=1, which config.ts refuses outside NODE_ENV=test):
 * the system's time plus an offset that only moves forward. POST /api/test/clock moves it and runs
 * the scheduled jobs now due, so a journey can run out a deadline (issue 21's forfeit) without
 * waiting. Never registered otherwise: the route does not exist in development or production.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }
}

const DAY_MS = 86_400_000;
const advanceBody = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(60 * DAY_MS),
});

export function registerE2eClock(app: FastifyInstance, clock: OffsetClock, jobs: ScheduledJobsWorker): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/test/clock', { schema: { hide: true, body: advanceBody } }, async (req) => {
      const now = clock.advance(req.body.advanceMs);
      const ran = await jobs.runDue();
      return { now: now.toISOString(), ran };
    });
}
