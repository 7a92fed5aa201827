import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { SmsSendError } from '../auth/sms/sms-sender';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { manualDelivery, postAnnouncement, scriptedSender } from '../test/communication-factories';
import { bearer, coachToken, createCoach, createPlayer } from '../test/factories';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
});

/** The scrape, parsed (the parser throws on a line outside the text format), and its raw text. */
async function scrape(): Promise<Map<string, PrometheusFamily> & { text: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const families = new Map(parsePrometheusTextFormat(res.body).map((f) => [f.name, f]));
  return Object.assign(families, { text: res.body });
}

function sample(family: PrometheusFamily | undefined, labels: Record<string, string>) {
  return family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
}

describe('GET /api/metrics', () => {
  it('answers 401 without the token or with a wrong one, and names the request in x-request-id', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'missing token', code: 'missing_token' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer('x'.repeat(24)) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'invalid_token' });
    expect(wrong.headers['x-request-id']).not.toBe(none.headers['x-request-id']);
  });

  it('counts requests per route template and status, with durations', async () => {
    const coach = await createCoach(t.ctx.db, { teamTypes: [1] });
    const token = await coachToken(t, coach.id);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/auth/ladder/987654',
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(404);
    const families = await scrape();
    const requests = families.get('courtside_http_requests_total');
    expect(requests?.type).toBe('COUNTER');
    expect(sample(requests, { method: 'GET', route: '/api/health', status: '200' })?.value).toBe('3');
    const durations = families.get('courtside_http_request_duration_seconds');
    expect(durations?.type).toBe('HISTOGRAM');
    expect(Object.keys(durations?.metrics[0]?.buckets ?? {})).toContain('+Inf');
    // The parser merges a histogram's label sets into one (it keeps `le` only), so the count of
    // one route is read from its line.
    expect(families.text).toMatch(
      /^courtside_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 3$/m,
    );
    // A path's ids never become labels: the route template does.
    const labels = requests!.metrics.map((m) => m.labels?.route ?? '');
    expect(labels.some((l) => l.includes('987654'))).toBe(false);
    expect(labels.filter((l) => l === '/api/metrics').length).toBe(1);
  });

  it('reports the SMS queue, tries per outcome and the database pool', async () => {
    const coach = await createCoach(t.ctx.db, { teamTypes: [1] });
    const players = [];
    for (let i = 0; i < 3; i++) {
      players.push(
        await createPlayer(t.ctx.db, {
          schoolId: coach.schoolId,
          rosterId: coach.rosterIds[0],
          position: i + 1,
        }),
      );
    }
    await postAnnouncement(t, await coachToken(t, coach.id), { skillLevel: 1 });
    const before = await scrape();
    // One text to each player.
    expect(sample(before.get('courtside_sms_jobs_queued'), {})?.value).toBe('3');

    const refused = players[0]!.phone;
    const { sender } = scriptedSender((to) => {
      if (to === refused) throw new SmsSendError('Twilio answered 400: not a mobile number', false);
    });
    await manualDelivery(t, sender, { onOutcome: t.metrics.smsOutcome }).runOnce();
    const after = await scrape();
    expect(sample(after.get('courtside_sms_jobs_queued'), {})?.value).toBe('0');
    const tries = after.get('courtside_sms_job_tries_total');
    expect(sample(tries, { outcome: 'sent' })?.value).toBe('2');
    expect(sample(tries, { outcome: 'failed' })?.value).toBe('1');
    expect(sample(tries, { outcome: 'retry' })?.value).toBe('0');
    const pool = after.get('courtside_db_pool_connections');
    expect(Number(sample(pool, { state: 'total' })?.value)).toBeGreaterThanOrEqual(1);
    expect(Number(sample(after.get('courtside_db_pool_max'), {})?.value)).toBe(
      t.database.kind === 'pglite' ? 1 : 10,
    );
    expect(after.get('courtside_process_resident_memory_bytes')?.type).toBe('GAUGE');
  });
});
