import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request id a proxy in front may pass on: short, and only characters safe in logs and headers. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's genReqId: behind trusted proxies (TRUST_PROXY), the `x-request-id` the proxy sent
 * when it looks like one, so its logs and ours name the request alike; otherwise (and always
 * without a trusted proxy, so a client cannot pick the id its requests are logged under) a new
 * random UUID. Every log line of the request carries it as `reqId`, every answer as `x-request-id`.
 */
export function requestIdGenerator(behindProxy: boolean): (raw: IncomingMessage) => string {
  return (raw) => {
    const given = raw.headers['x-request-id'];
    if (behindProxy && typeof given === 'string' && FORWARDED_ID.test(given)) return given;
    return crypto.randomUUID();
  };
}
