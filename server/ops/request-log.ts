import type { FastifyRequest } from 'fastify';

/**
 * Paths whose segment after the prefix is a secret that opens something without signing in: an
 * avatar's address, a public dual page, a public bracket, an SMS answer link, a calendar feed, a public message.
 * Request logs write `[token]` instead.
 */
const SECRET_SEGMENTS = [
  /^(\/api\/avatars\/)[^/?]+/,
  /^(\/api\/dual\/)[^/?]+/,
  /^(\/dual\/)[^/?]+/,
  // A tournament's public bracket (issue 36).
  /^(\/api\/draw\/)[^/?]+/,
  /^(\/draw\/)[^/?]+/,
  /^(\/api\/availability-link\/)[^/?]+/,
  /^(\/a\/)[^/?]+/,
  /^(\/api\/calendar\/)[^/?]+?(?=\.ics)/,
  /^(\/api\/u\/)[^/?]+/,
  /^(\/u\/)[^/?]+/,
];

/** A request's URL as logs may show it: the secret segment of a public link replaced by `[token]`. */
export function redactUrl(url: string): string {
  for (const pattern of SECRET_SEGMENTS) if (pattern.test(url)) return url.replace(pattern, '$1[token]');
  return url;
}

/** pino's `req` serializer for Fastify's request logs, with redactUrl applied (headers are never logged). */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
