import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { OffsetClock, registerE2eClock } from './e2e-clock';
import type { ScheduledJobsWorker } from './scheduled-jobs';

describe('the e2e test clock', () => {
  it('is refused outside NODE_ENV=test and off by default', () => {
    expect(() => loadConfig({ E2E_TEST_CLOCK: '1' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ E2E_TEST_CLOCK: '1', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }),
    ).toThrow(/E2E_TEST_CLOCK/);
    expect(loadConfig({ E2E_TEST_CLOCK: '1', NODE_ENV: 'test' }).E2E_TEST_CLOCK).toBe('1');
    expect(loadConfig({}).E2E_TEST_CLOCK).toBe('0');
  });

  it('moves forward by the asked time and runs the due jobs', async () => {
    const clock = new OffsetClock();
    let runs = 0;
    const jobs: ScheduledJobsWorker = {
      runDue: () => Promise.resolve(++runs),
      stop: () => Promise.resolve(),
    };
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerE2eClock(app, clock, jobs);
    const before = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 86_400_000 },
    });
    expect(res.statusCode).toBe(200);
    expect(runs).toBe(1);
    expect(Date.parse(res.json<{ now: string }>().now) - before).toBeGreaterThanOrEqual(86_400_000);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(86_000_000);
    const back = await app.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs: -1 } });
    expect(back.statusCode).toBe(400);
    expect(runs).toBe(1);
    await app.close();
  });
});
