import type { RouteInput, RouteReply, RouteSpec } from '../../contract/http/route';
import { replySchema, routePath } from '../../contract/http/route';
import { apiRequest, type RequestOptions } from './api-client';

/**
 * Calls a route of a contract table (contract/<feature>/routes.ts): fills its path, sends its query
 * and body the way the table says (JSON, form or multipart), and reads the answer with the route's
 * reply schema. Token refresh, the 401 reload and the network-error page are apiRequest's.
 */

/** The parts of a route's input it declares (a route without a body takes no `body`). */
export type CallInput<R extends RouteSpec> = {
  [K in keyof RouteInput<R> as RouteInput<R>[K] extends undefined ? never : K]: RouteInput<R>[K];
};

type CallOptions = Pick<
  RequestOptions<unknown>,
  'signal' | 'idempotencyKey' | 'sessionHandling' | 'networkErrorPage'
>;

type FormFields = NonNullable<RequestOptions<unknown>['form']>;

export function call<R extends RouteSpec>(
  route: R,
  ...[input, options]: keyof CallInput<R> extends never
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions]
): Promise<RouteReply<R>> {
  const { params, query, body } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const bodyAs = route.bodyAs ?? 'json';
  return apiRequest(routePath(route, params), {
    ...options,
    method: route.method,
    query: query as FormFields | undefined,
    ...(body === undefined
      ? {}
      : bodyAs === 'form'
        ? { form: body as FormFields }
        : bodyAs === 'multipart'
          ? { multipart: body as FormData }
          : { json: body }),
    schema: replySchema(route),
  }) as Promise<RouteReply<R>>;
}
