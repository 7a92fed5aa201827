import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';
import { appError } from '../errors';

/** What the SMS delivery worker reports after each try of a job. */
export type SmsOutcome = 'sent' | 'retry' | 'failed';

export interface Metrics {
  registry: Registry;
  /** Counts one try of an announcement SMS job by its outcome. */
  smsOutcome: (outcome: SmsOutcome) => void;
  /** Counts a scheduled job that failed for good (its tries used up, or no handler for its kind). */
  scheduledJobFailed: (kind: string) => void;
  /** Counts one answered request (an onResponse hook). */
  observe: (request: FastifyRequest, reply: FastifyReply) => void;
}

/**
 * The app's Prometheus metrics (prom-client), one registry per app so that several apps in one
 * process (tests) keep their own counts:
 * - `courtside_http_requests_total` and `courtside_http_request_duration_seconds` per method,
 *   route template (never the raw path, whose ids would make one series per row) and status;
 * - `courtside_sms_jobs_queued` (read from sms_jobs at scrape time through its `sms_jobs_due`
 *   index, so every process sees the same queue) and `courtside_sms_job_tries_total` per outcome
 *   (this process's worker: sent, retry later, failed for good);
 * - `courtside_scheduled_jobs_failed_total` per kind: scheduled jobs this process gave up on (alert on any);
 * - `courtside_db_pool_connections` per state (total, idle, waiting) and `courtside_db_pool_max`;
 * - Node's own process metrics (CPU, memory, event loop lag) with the `courtside_` prefix.
 */
export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'courtside_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'courtside_http_requests_total',
    help: 'HTTP requests answered, per method, route template and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'courtside_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, per method, route template and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const smsTries = new Counter({
    name: 'courtside_sms_job_tries_total',
    help: "Tries of announcement SMS jobs by this process's worker, per outcome (sent, retry, failed)",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['sent', 'retry', 'failed']) smsTries.inc({ outcome }, 0);
  const jobsFailed = new Counter({
    name: 'courtside_scheduled_jobs_failed_total',
    help: 'Scheduled jobs (deadlines, reminders) given up for good by this process, per kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'courtside_sms_jobs_queued',
    help: 'Announcement SMS jobs waiting in the queue (all processes)',
    registers: [registry],
    async collect() {
      const result = await database.db.execute(
        sql`select count(*)::int as n from sms_jobs where status = 'queued'`,
      );
      this.set(Number((result as { rows?: Array<{ n: number }> }).rows?.[0]?.n ?? 0));
    },
  });
  new Gauge({
    name: 'courtside_db_pool_connections',
    help: 'Database connections of this process, per state (total, idle, waiting requests)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'courtside_db_pool_max',
    help: 'Most database connections this process opens',
    registers: [registry],
    collect() {
      this.set(database.poolStats().max);
    },
  });
  return {
    registry,
    smsOutcome: (outcome) => smsTries.inc({ outcome }),
    scheduledJobFailed: (kind) => jobsFailed.inc({ kind }),
    observe(request: FastifyRequest, reply: FastifyReply) {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    },
  };
}

/** Equal tokens, compared in constant time. */
export function tokenMatches(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** The bearer token of a request, if it sent one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Counts every answer (onResponse, so errors too); add on the root instance before any route. */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));
}

/**
 * GET /metrics (under /api) for a scraper that sends `Authorization: Bearer METRICS_TOKEN`;
 * without it, or with METRICS_TOKEN unset, 401.
 */
export function metricsRoute(api: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  api.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = bearerToken(request);
    if (!given) throw appError('missing_token');
    if (!tokenMatches(given, token)) throw appError('invalid_token');
    reply.header('cache-control', 'no-store');
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
