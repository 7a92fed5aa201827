import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  ERRORS,
  errorStatus,
  type ErrorCode,
  type ErrorParams,
  type FixedErrorCode,
  type ParamErrorCode,
} from '../contract/errors';

/**
 * An error whose code and text are meant for the client: services throw these (`appError`).
 * Its status and English text come from the contract's table (contract/errors.ts).
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** Seconds after which trying again can work: sent as `Retry-After` (throttles). */
  retryAfterSeconds?: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    statusCode = errorStatus(code),
  ) {
    super(message);
    this.statusCode = statusCode;
  }
}

/**
 * The error answer of a code. A code whose text names values takes them, and they become the
 * answer's `details` unless other details are given.
 */
export function appError<C extends FixedErrorCode>(code: C, details?: unknown): AppError;
export function appError<C extends ParamErrorCode>(
  code: C,
  params: ErrorParams<C>,
  details?: unknown,
): AppError;
export function appError(code: ErrorCode, first?: unknown, second?: unknown): AppError {
  const text: unknown = ERRORS[code].text;
  if (typeof text === 'string') return new AppError(code, text, first);
  return new AppError(code, (text as (p: unknown) => string)(first), second ?? first);
}

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

export interface ValidationIssue {
  path: string[];
  message: string;
}

/** 400 `validation_failed`: the refused fields, summed up in the text and listed in `details`. */
export function validationError(context: string, issues: ValidationIssue[]): AppError {
  return appError('validation_failed', { context, summary: describeZodIssues(issues) }, issues);
}

/** A client error of the framework or a plugin (bad JSON, body too large, rate limit), by status. */
function frameworkCode(status: number): ErrorCode {
  switch (status) {
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return 'bad_request';
  }
}

function send(reply: FastifyReply, err: AppError) {
  if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
  const body = {
    error: err.message,
    code: err.code,
    ...(err.details === undefined ? {} : { details: err.details }),
  };
  return reply.status(err.statusCode).send(body);
}

/** The one error handler: AppError, validation, Postgres conflicts, everything else hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) return send(reply, err);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: [String(v.instancePath).replace(/^\//, '').replaceAll('/', '.')].filter(Boolean),
        message: v.message ?? 'is invalid',
      }));
      return send(reply, validationError(err.validationContext ?? 'input', issues));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return send(reply, appError('internal_error'));
    }
    const code = pgErrorCode(err);
    if (code === '23505') return send(reply, appError('already_exists'));
    if (code === '40001' || code === '40P01') return send(reply, appError('concurrent_change'));
    if (['22P02', '22003', '22007', '22008', '22021', '22P05'].includes(code ?? '')) {
      return send(reply, appError('invalid_value'));
    }
    if (isUnavailable(err)) {
      request.log.error({ err }, 'database unavailable or too slow');
      reply.header('retry-after', '5');
      return send(reply, appError('service_unavailable'));
    }
    const status = (err as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type, rate limit).
      const text = err.message || 'bad request';
      return send(reply, new AppError(frameworkCode(status), text, undefined, status));
    }
    request.log.error({ err }, 'unhandled error');
    return send(reply, appError('internal_error'));
  });
}

/** 404 `route_not_found` for a path no route serves. */
export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(
    reply,
    appError('route_not_found', { method: request.method, path: request.url.split('?')[0]! }),
  );
}
