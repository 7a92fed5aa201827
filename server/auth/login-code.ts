import crypto from 'node:crypto';

export const CODE_TTL_MS = 10 * 60 * 1000;
/** After a code is verified, the new user has this long to finish set-up and log in. */
export const COMPLETION_TTL_MS = 30 * 60 * 1000;
export const MAX_CODE_TRIES = 5;

/** A uniformly random 6-digit code. */
export function generateCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** An opaque, unguessable identifier (loginRegisterID, session ids). */
export function opaqueId(bytes = 18): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/**
 * Codes are stored as a keyed hash (HMAC with the server secret) bound to the register they
 * belong to: a leaked table gives neither the codes nor a way to try them offline.
 */
export function hashCode(secret: Uint8Array, registerId: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${registerId}:${code}`).digest('base64url');
}

export function codeMatches(
  secret: Uint8Array,
  registerId: string,
  code: string,
  storedHash: string,
): boolean {
  const a = Buffer.from(hashCode(secret, registerId, code));
  const b = Buffer.from(storedHash);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** A random 6-digit Team PIN. */
export function generatePin(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}
