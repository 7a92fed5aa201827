import type { z } from 'zod';

/**
 * The route tables: each route of the API declared once, in its feature's `contract/<feature>/routes.ts`.
 * The server registers a feature from its table (`server/routes.ts`: schemas, roles, Idempotency-Key),
 * the web calls it through `call(route, input)` (`web/lib/call.ts`), and the OpenAPI document, the
 * authorization matrix and the route fuzzers read what the server registered from the tables.
 */

/**
 * Who may call a route: a signed-in coach, player, school administrator or guardian (issue 34; the
 * route lives under /api/auth). An admin or a guardian may call only the routes that list them.
 */
export type Role = 'coach' | 'player' | 'admin' | 'guardian';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Success statuses a route may answer with (errors are always the contract's error shape). */
export type SuccessStatus = 200 | 201 | 202 | 204;

export interface RouteSpec {
  method: Method;
  /** The path under /api, Fastify's syntax (`/auth/tournaments/:id`); signed-in routes start with /auth/. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * How the web app sends the body: JSON (default), a form (`application/x-www-form-urlencoded`, the
   * calls SPEC.md names "form"; the server reads both), or multipart (a file upload).
   */
  bodyAs?: 'json' | 'form' | 'multipart';
  /** The answer's schema per success status; errors are `{ error, code, details? }`. */
  replies: Partial<Record<SuccessStatus, z.ZodType>>;
  /**
   * Error answers of another shape, by status (the public message page's 404 `{ err: 'none' }`,
   * which SPEC.md names); the handler sends them itself.
   */
  otherReplies?: Partial<Record<400 | 404 | 409, z.ZodType>>;
  /** The roles that may call it; 'public' for the calls without a token (sign-in, public pages). */
  roles: readonly Role[] | 'public';
  /** It takes an Idempotency-Key: a repeat of the same key answers the first answer, doing nothing. */
  idempotent?: true;
  /** One line for the OpenAPI document. */
  summary?: string;
}

/** A route of a table: its spec, its feature's tag and its name in the table. */
export type Route<S extends RouteSpec = RouteSpec, N extends string = string> = S & {
  readonly tag: string;
  readonly name: N;
};

export type RouteTable = Record<string, Route>;

/** Declares a feature's routes; `tag` is the feature's OpenAPI tag. */
export function defineRoutes<const T extends Record<string, RouteSpec>>(
  tag: string,
  routes: T,
): { [K in keyof T & string]: Route<T[K], K> } {
  const table: Record<string, Route> = {};
  for (const [name, spec] of Object.entries(routes)) table[name] = { ...spec, tag, name };
  return table as { [K in keyof T & string]: Route<T[K], K> };
}

type Schema<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

type Part<S, Side extends 'in' | 'out'> = S extends z.ZodType
  ? Side extends 'in'
    ? z.input<S>
    : z.output<S>
  : undefined;

/** A route's request parts as a caller writes them (the schemas' input types); absent parts are undefined. */
export type RouteInput<R extends RouteSpec> = {
  params: Part<Schema<R, 'params'>, 'in'>;
  query: Part<Schema<R, 'query'>, 'in'>;
  /** A multipart route takes the FormData it sends (the server reads its parts itself). */
  body: R extends { bodyAs: 'multipart' } ? FormData : Part<Schema<R, 'body'>, 'in'>;
};

/** A route's request parts as the server reads them (after validation: the schemas' output types). */
export type RouteParsed<R extends RouteSpec> = {
  params: Part<Schema<R, 'params'>, 'out'>;
  query: Part<Schema<R, 'query'>, 'out'>;
  body: Part<Schema<R, 'body'>, 'out'>;
};

/** The status of a route's success answer (the lowest it declares). */
export type RouteSuccessStatus<R extends RouteSpec> =
  Extract<keyof R['replies'], SuccessStatus> extends infer S
    ? [S] extends [never]
      ? never
      : 200 extends S
        ? 200
        : S
    : never;

type ReplySchema<R extends RouteSpec> = R['replies'][RouteSuccessStatus<R>] extends infer S extends z.ZodType
  ? S
  : never;

/** The success answer as the web reads it (the reply schema's output type). */
export type RouteReply<R extends RouteSpec> = z.output<ReplySchema<R>>;

/** The success answer as the server writes it (the reply schema's input type: it is serialized through it). */
export type RouteReplyOut<R extends RouteSpec> = z.input<ReplySchema<R>>;

/** The success statuses a route declares, lowest first. */
export function successStatuses(route: RouteSpec): SuccessStatus[] {
  return (Object.keys(route.replies).map(Number) as SuccessStatus[]).sort((a, b) => a - b);
}

/** The schema of a route's success answer. */
export function replySchema(route: RouteSpec): z.ZodType | undefined {
  const [status] = successStatuses(route);
  return status === undefined ? undefined : route.replies[status];
}

/** A route's path with its parameters filled in (each encoded as a URL component). */
export function routePath(route: Pick<RouteSpec, 'path'>, params: unknown): string {
  const values = (params ?? {}) as Record<string, string | number | boolean | null | undefined>;
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`route ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
