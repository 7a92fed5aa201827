import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ErrorCode } from '../../contract/errors';
import { replySchema, successStatuses, type RouteReplyOut, type RouteSpec } from '../../contract/http/route';
import { API_PREFIX } from '../lib/api-client';

/*
 * Typed request stubs for web component tests (MSW in Node). A test stubs a route of the contract
 * with the reply its schema allows (a wrong shape fails to compile, and is refused again at run
 * time by the schema itself), an error with a contract code, a network failure, or a handler that
 * decides per call. A request no stub answers, or a reply the schema refuses, fails the test.
 */

/**
 * What a stub needs of a route: a route of a contract table (contract/<feature>/routes.ts), or,
 * for a route no table declares yet, the same three fields (web/test/api-routes.ts).
 */
export type StubbedRoute = Pick<RouteSpec, 'method' | 'path' | 'replies'>;

/** The JSON a route answers with on success, as the server writes it (its reply schema's input). */
export type StubReply<R extends StubbedRoute> = RouteReplyOut<R & RouteSpec>;

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

const problems: string[] = [];

/** Every request no stub answers is recorded (and refused): the test that made it fails. */
export const stubServer = setupServer(
  // The live streams of the dual pages (issue 33): unless a test stubs one, 204 (an EventSource stops there).
  http.get(`${API_PREFIX}/auth/duals/:id/live`, () => new HttpResponse(null, { status: 204 })),
  http.get(`${API_PREFIX}/dual/:token/live`, () => new HttpResponse(null, { status: 204 })),
  // And the draw pages' (issue 36).
  http.get(`${API_PREFIX}/auth/tournaments/:id/draw/live`, () => new HttpResponse(null, { status: 204 })),
  http.all('*', ({ request }) => {
    problems.push(`no stub for ${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.json({ error: 'no stub for this request', code: 'route_not_found' }, { status: 404 });
  }),
);

/** Called after each test: the requests nobody stubbed and the replies no schema allows, then forgotten. */
export function takeStubProblems(): string[] {
  return problems.splice(0, problems.length);
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
  const status = successStatuses(route as RouteSpec)[0] ?? 200;
  const schema = replySchema(route as RouteSpec);
  // The stub's reply must be one the server could send: a stale fixture fails here, not in the page.
  const checked = schema ? schema.safeParse(answer) : { success: true as const };
  if (!checked.success) {
    problems.push(
      `the stub of ${route.method} ${route.path} is not the contract's reply: ${checked.error.message}`,
    );
    return HttpResponse.json({ error: 'bad stub', code: 'internal_error' }, { status: 500 });
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
  const method = route.method.toLowerCase() as Lowercase<RouteSpec['method']>;
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

/**
 * Answers a live stream route (server-sent events) for the rest of the test with these events, then ends
 * the stream (the page's client reconnects after its retry, which the test does not wait for).
 */
export function stubEventStream(
  route: StubbedRoute,
  events: readonly { event: string; id: number; data: unknown }[],
): StubCall[] {
  const calls: StubCall[] = [];
  const path = route.path.startsWith(API_PREFIX) ? route.path : `${API_PREFIX}${route.path}`;
  stubServer.use(
    http.get(path, ({ request, params }) => {
      calls.push({
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        query: new URL(request.url).searchParams,
        headers: request.headers,
        body: undefined,
      });
      const text = events
        .map((e) => `id: ${e.id}\nevent: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`)
        .join('');
      return new HttpResponse(`retry: 60000\n\n${text}`, {
        headers: { 'content-type': 'text/event-stream' },
      });
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
