import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export type ErrorKind =
  | 'badRequest'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'payloadTooLarge'
  | 'unsupportedMediaType'
  | 'unprocessable'
  | 'tooMany'
  | 'unavailable';

const STATUS: Record<ErrorKind, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  unprocessable: 422,
  tooMany: 429,
  unavailable: 503,
};

/** An error whose text is meant for the client. Services throw these. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.statusCode = STATUS[kind];
  }
}

export const badRequest = (msg: string, details?: unknown) => new AppError('badRequest', msg, details);
export const unauthorized = (msg = 'unauthorized') => new AppError('unauthorized', msg);
export const forbidden = (msg = 'forbidden') => new AppError('forbidden', msg);
export const notFound = (msg = 'not found') => new AppError('notFound', msg);
export const conflict = (msg: string) => new AppError('conflict', msg);
/** 422: well-formed, but cannot be applied as sent (an Idempotency-Key reused for another request). */
export const unprocessable = (msg: string) => new AppError('unprocessable', msg);
export const tooMany = (msg = 'too many attempts, try again later') => new AppError('tooMany', msg);

interface PgLikeError {
  code?: unknown;
  cause?: unknown;
}

/** Postgres error code of an error thrown by pg, PGlite or drizzle (which wraps the driver error). */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as PgLikeError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as PgLikeError).cause;
  }
  return undefined;
}

/**
 * The database is out of reach or too slow to answer: connection lost or refused, the statement
 * timeout (57014, DB_STATEMENT_TIMEOUT_MS), a lock wait given up (55P03), no connection free in
 * time, or no answer within the client's read timeout (server/db/client.ts). The request may
 * succeed a moment later, so these answer 503 rather than 500.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '57014',
  '55P03',
  '53300',
  '08006',
  '08001',
  '08003',
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Query read timeout/;

function isUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as PgLikeError).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const msg = (e as Error).message;
    if (typeof msg === 'string' && UNAVAILABLE_MESSAGES.test(msg)) return true;
    e = (e as PgLikeError).cause;
  }
  return false;
}

function describeZodIssues(issues: ReadonlyArray<{ path?: PropertyKey[]; message: string }>): string {
  return issues
    .slice(0, 5)
    .map((i) => {
      const path = (i.path ?? []).map(String).join('.');
      return path ? `${path} ${i.message}` : i.message;
    })
    .join('; ');
}

/** The one error handler: AppError, validation, Postgres conflicts, everything else hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send(
          err.details === undefined ? { error: err.message } : { error: err.message, details: err.details },
        );
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: [String(v.instancePath).replace(/^\//, '').replaceAll('/', '.')].filter(Boolean),
        message: v.message ?? 'is invalid',
      }));
      return reply.status(400).send({
        error: `Invalid ${err.validationContext ?? 'input'}: ${describeZodIssues(issues)}`,
        details: issues,
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return reply.status(500).send({ error: 'internal error' });
    }
    const code = pgErrorCode(err);
    if (code === '23505') return reply.status(409).send({ error: 'already exists' });
    if (code === '40001' || code === '40P01')
      return reply.status(409).send({ error: 'a concurrent change happened, try again' });
    if (['22P02', '22003', '22007', '22008', '22021', '22P05'].includes(code ?? '')) {
      return reply.status(400).send({ error: 'invalid value' });
    }
    if (isUnavailable(err)) {
      request.log.error({ err }, 'database unavailable or too slow');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: 'service unavailable, try again shortly' });
    }
    const status = (err as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type, rate limit).
      return reply.status(status).send({ error: err.message || 'bad request' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'internal error' });
  });
}
