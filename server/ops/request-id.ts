import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** A request id a proxy in front may pass on: short, and only characters safe in logs and headers. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's `trustProxy` as config.ts's trustProxyOption gives it. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** Whether the socket's peer itself is a proxy TRUST_PROXY names (Fastify's own rule for hop 0). */
function peerIsTrusted(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if (trust === true) return () => true;
  const fn = typeof trust === 'function' ? trust : proxyAddr.compile(trust);
  return (address) => fn(address, 0);
}

/**
 * Fastify's genReqId: when the connection comes from a proxy TRUST_PROXY trusts, the
 * `x-request-id` that proxy sent when it looks like one, so its logs and ours name the request
 * alike; otherwise (no trusted proxy, or a client connecting directly past it, so a client cannot
 * pick the id its requests are logged under) a new random UUID. Every log line of the request
 * carries it as `reqId`, every answer as `x-request-id`.
 */
export function requestIdGenerator(trust: TrustProxy): (raw: IncomingMessage) => string {
  const trusted = peerIsTrusted(trust);
  return (raw) => {
    const given = raw.headers['x-request-id'];
    if (typeof given === 'string' && FORWARDED_ID.test(given) && trusted(raw.socket?.remoteAddress ?? ''))
      return given;
    return crypto.randomUUID();
  };
}
