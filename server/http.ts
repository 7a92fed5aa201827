import { z } from 'zod';
import { errorSchema } from '../contract/errors';

/** Response schemas of a route: its success answers plus the one error shape. */
export function replies<T extends Record<number, z.ZodType>>(ok: T) {
  return { ...ok, '4xx': errorSchema, '5xx': errorSchema };
}

/** The address a request came from, for per-address throttles. */
export function clientAddress(request: { ip: string }): string {
  return request.ip || 'unknown';
}

/** True when a string anywhere in a decoded request part holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/** True when the request's body was sent as a form (`application/x-www-form-urlencoded`). */
export function isFormBody(request: { headers: { 'content-type'?: string } }): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '');
}
