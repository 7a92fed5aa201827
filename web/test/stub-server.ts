import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import type { ErrorCode } from '../../contract/errors';
import { API_PREFIX } from '../lib/api-client';

/*
 * Typed request stubs for web component tests (MSW in Node). A test stubs a route of the contract
 * with the reply its schema allows (a wrong shape fails to compile, and is refused again at run
 * time by the schema itself), an error with a contract code, a network failure, or a handler that
 * decides per call. Any request no stub answers fails the test that made it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a stub needs of a route: its method, path (`:name` parameters) and reply schemas per status. */
export interface StubbedRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly replies: { readonly [status: number]: z.ZodType };
}

type SuccessStatus = 200 | 201;

/** The JSON a route answers with on success, as its schema reads it. */
export type StubReply<R extends StubbedRoute> = {
  [S in keyof R['replies']]: S extends SuccessStatus ? z.input<R['replies'][S]> : never;
}[keyof R['replies']];

/** An error answer of the API, `{ error, code, details? }`, with a code of the contract. */
export class StubError {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly details?: unknown,
  ) {}
}

export function failWith(status: number, code: StubError['code'], details?: unknown): StubError {
  return new StubError(status, code, details);
}

/** No answer at all (fetch rejects), as when the connection drops. */
export const NETWORK_FAILURE = Symbol('network failure');

export type StubAnswer<R extends StubbedRoute> = StubReply<R> | StubError | typeof NETWORK_FAILURE;

/** One request a stub answered, for the test to look at. */
export interface StubCall {
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type StubHandler<R extends StubbedRoute> = (
  call: StubCall & { count: number },
) => StubAnswer<R> | Promise<StubAnswer<R>>;

const unhandled: string[] = [];

/** Every request no stub answers is recorded (and refused): the test that made it fails. */
export const stubServer = setupServer(
  http.all('*', ({ request }) => {
    unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.json({ error: 'no stub for this request', code: 'route_not_found' }, { status: 404 });
  }),
);

/** Called after each test: the requests nobody stubbed, then forgotten. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0, unhandled.length);
}

function successStatus(route: StubbedRoute): number {
  return 201 in route.replies ? 201 : 200;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return JSON.parse(text) as unknown;
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  return text;
}

function toResponse<R extends StubbedRoute>(route: StubbedRoute, answer: StubAnswer<R>): Response {
  if (answer === NETWORK_FAILURE) return HttpResponse.error();
  if (answer instanceof StubError) {
    return HttpResponse.json(
      {
        error: answer.code,
        code: answer.code,
        ...(answer.details === undefined ? {} : { details: answer.details }),
      },
      { status: answer.status },
    );
  }
  const status = successStatus(route);
  const schema = route.replies[status];
  // The stub's reply must be one the server could send: a stale fixture fails here, not in the page.
  const checked = schema ? schema.safeParse(answer) : { success: true as const };
  if (!checked.success) {
    throw new Error(
      `stub of ${route.method} ${route.path} is not the contract's reply: ${checked.error.message}`,
    );
  }
  return answer === undefined
    ? new HttpResponse(null, { status: 204 })
    : HttpResponse.json(answer, { status });
}

/**
 * Answers `route` for the rest of the test with `answer`, or with what `handler` returns for each
 * call. Returns the calls it answered, in order.
 */
export function stubRoute<R extends StubbedRoute>(
  route: R,
  answer: StubAnswer<R> | StubHandler<R>,
): StubCall[] {
  const calls: StubCall[] = [];
  const method = route.method.toLowerCase() as Lowercase<HttpMethod>;
  const path = route.path.startsWith(API_PREFIX) ? route.path : `${API_PREFIX}${route.path}`;
  stubServer.use(
    http[method](path, async ({ request, params }) => {
      const call: StubCall = {
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        query: new URL(request.url).searchParams,
        headers: request.headers,
        body: await readBody(request.clone()),
      };
      calls.push(call);
      const result =
        typeof answer === 'function'
          ? await (answer as StubHandler<R>)({ ...call, count: calls.length })
          : answer;
      return toResponse(route, result);
    }),
  );
  return calls;
}

/** A promise the test settles: a reply held back until the test has seen the loading state. */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
