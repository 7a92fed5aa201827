import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  LogLevel,
} from 'fastify';
import type { z } from 'zod';
import {
  successStatuses,
  type Role,
  type Route,
  type RouteParsed,
  type RouteReplyOut,
  type RouteTable,
} from '../contract/http/route';
import type { AnyCaller } from './auth/guards';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { appError } from './errors';
import { replies } from './http';
import { idempotent } from './idempotency/idempotency';

/**
 * Registers a feature's routes from its contract table (contract/http/route.ts) with one handler
 * per route. The table gives each route its method, path, schemas, roles and Idempotency-Key; the
 * handler gets the parsed request, the caller its roles allow, and the database handle to work on.
 */

/** The caller a route's roles let through. */
export type CallerOf<R extends Route> = R['roles'] extends readonly (infer K extends Role)[]
  ? Extract<AnyCaller, { kind: K }>
  : undefined;

export type HandlerArgs<R extends Route> = RouteParsed<R> & {
  caller: CallerOf<R>;
  /**
   * The handle to do the route's database work on: for an idempotent route, the transaction that
   * holds its Idempotency-Key claim (when the request sent one); else the app's database.
   */
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A route's handler: the success answer, or the reply it sent itself (a file, another status). */
export type Handler<R extends Route> = (
  args: HandlerArgs<R>,
) => Promise<RouteReplyOut<R> | FastifyReply> | RouteReplyOut<R> | FastifyReply;

/**
 * The handler of an idempotent route whose first step must outlast a refused create (a Team PIN
 * guess is counted even when the join then fails): `check` runs on the app's database before the
 * Idempotency-Key is claimed, `run` in the claim's transaction with what `check` found.
 */
export function checkBeforeClaim<R extends Route, C>(
  check: (args: HandlerArgs<R>) => Promise<C>,
  run: (args: HandlerArgs<R>, checked: C) => ReturnType<Handler<R>>,
): Handler<R> {
  const handler = (args: HandlerArgs<R> & { checked?: C }) => run(args, args.checked as C);
  return Object.assign(handler, { check });
}

type Checked = { check?: (args: HandlerArgs<Route>) => Promise<unknown> };

/** One handler for every route of a table: a missing or mistyped one does not compile. */
export type Handlers<T extends RouteTable> = { [K in keyof T]: Handler<T[K]> };

/** Server-only options of a route (rate limits, the media types OpenAPI lists, a quieter request log). */
export interface RouteServerOptions {
  config?: FastifyContextConfig;
  schema?: Pick<FastifySchema, 'consumes' | 'security'>;
  logLevel?: LogLevel;
}

const AUTH_PREFIX = '/auth';

/** The path a route is registered under in `app` (whose prefix is /api or /api/auth). */
function localPath(app: FastifyInstance, route: Route): string {
  const signedIn = route.roles !== 'public';
  const scope = app.prefix.replace(/^\/api/, '');
  if (signedIn && scope !== AUTH_PREFIX)
    throw new Error(`${route.method} ${route.path}: signed-in routes register in the /api/auth scope`);
  if (!signedIn && scope === AUTH_PREFIX)
    throw new Error(`${route.method} ${route.path}: public routes register outside the /api/auth scope`);
  if (!route.path.startsWith(scope)) throw new Error(`${route.method} ${route.path}: not under ${scope}`);
  return route.path.slice(scope.length);
}

export function registerRoutes<T extends RouteTable>(
  app: FastifyInstance,
  ctx: AppContext,
  table: T,
  handlers: Handlers<T>,
  options: { [K in keyof T]?: RouteServerOptions } = {},
): void {
  for (const name of Object.keys(table) as (keyof T & string)[]) {
    const route = table[name]!;
    const handler = handlers[name] as ((args: HandlerArgs<Route> & { checked?: unknown }) => unknown) &
      Checked;
    const extra = options[name] ?? {};
    const ok = Object.fromEntries(successStatuses(route).map((s) => [s, route.replies[s]])) as Record<
      number,
      z.ZodType
    >;
    app.route({
      method: route.method,
      url: localPath(app, route),
      ...(extra.logLevel ? { logLevel: extra.logLevel } : {}),
      schema: {
        tags: [route.tag],
        ...(route.summary ? { summary: route.summary } : {}),
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: { ...replies(ok), ...route.otherReplies },
        ...extra.schema,
      },
      config: { ...extra.config, ...(route.roles === 'public' ? {} : { roles: route.roles }) },
      handler: async (request, reply) => {
        const args = (db: Db) =>
          ({
            params: request.params,
            query: request.query,
            body: request.body,
            // The /api/auth scope's hook let only the route's roles through.
            caller: route.roles === 'public' ? undefined : signedInCaller(request),
            db,
            request,
            reply,
          }) as HandlerArgs<Route>;
        if (!route.idempotent) return handler(args(ctx.db));
        const checked = handler.check ? await handler.check(args(ctx.db)) : undefined;
        return idempotent(ctx.db, request, reply, async (db) => handler({ ...args(db), checked }));
      },
    });
  }
}

function signedInCaller(request: FastifyRequest): AnyCaller {
  if (!request.caller) throw appError('missing_token');
  return request.caller;
}
