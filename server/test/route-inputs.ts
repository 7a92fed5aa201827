import fc from 'fast-check';
import { z } from 'zod';
import type { RouteRecord } from '../app';

/** The property names a route's zod schema (body, query or params) declares. */
export function schemaKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
      anyOf?: { properties?: Record<string, unknown> }[];
      oneOf?: { properties?: Record<string, unknown> }[];
    };
    const keys = new Set(Object.keys(json.properties ?? {}));
    for (const alt of [...(json.anyOf ?? []), ...(json.oneOf ?? [])]) {
      for (const k of Object.keys(alt.properties ?? {})) keys.add(k);
    }
    return [...keys];
  } catch {
    return [];
  }
}

/** The `:name` parameters of a route path. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
}

/** Fills a route path's parameters. */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => encodeURIComponent(values[name] ?? '1'));
}

/** Routes under /api/auth (bearer token required), as the app registered them. */
export function authRoutes(routes: RouteRecord[]): RouteRecord[] {
  return routes.filter((r) => r.url.startsWith('/api/auth/') && !r.schema?.hide);
}

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Hostile values: wrong types, huge and odd strings, nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1',
    '2147483648',
    '1e309',
    'NaN',
    'null',
    'true',
    "' or 1=1 --",
    '<script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    'a\u0000b',
    '\u202e',
    '9'.repeat(400),
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1, 2, 3, 7, 8, 100, 101, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.object()), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
);

/** One fuzz case for a route: params, query and body, shaped by the route's schema keys. */
export function routeCase(
  route: RouteRecord,
): fc.Arbitrary<{ url: string; query: Record<string, string>; body: unknown; asForm: boolean }> {
  const params = pathParams(route.url);
  const queryKeys = schemaKeys(route.schema?.querystring);
  const bodyKeys = schemaKeys(route.schema?.body);
  const textValue = hostileValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  const record = (keys: string[], value: fc.Arbitrary<unknown>) =>
    fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] });
  return fc
    .record({
      params: record(
        params,
        textValue.filter((s) => s.length > 0),
      ),
      query: record(queryKeys, textValue),
      body: fc.oneof(
        { weight: 4, arbitrary: record(bodyKeys, hostileValue) },
        { weight: 1, arbitrary: hostileValue },
      ),
      asForm: fc.boolean(),
    })
    .map(({ params: p, query, body, asForm }) => ({
      url: fillPath(route.url, p as Record<string, string>),
      query: query as Record<string, string>,
      body,
      asForm,
    }));
}

/** Encodes a body as a form the way a browser would (objects flattened to JSON text). */
export function formEncode(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return String(JSON.stringify(body) ?? '');
  const pairs: [string, string][] = Object.entries(body as Record<string, unknown>).map(([k, v]) => [
    k,
    typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
  ]);
  return new URLSearchParams(pairs).toString();
}
