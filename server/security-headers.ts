import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's response headers, worked out once. Our policy has no per-request part (no nonces), and
 * @fastify/helmet rebuilt helmet's middleware, parsing the Content-Security-Policy again, on every
 * request: about 7 % of the server's time under load. The headers are the same as before
 * (server/app.test.ts checks them).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet throws on a bad option; its callback gets no error since v8.1.
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Sends the security headers with every answer, pages and API alike. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
