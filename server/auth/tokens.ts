import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { compactVerify, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { tokenClaims, type TokenClaims } from '../../contract/auth';
import { appError } from '../errors';

export type Claims = Omit<TokenClaims, 'exp'>;

/** Reads JWT_SECRET, or the secret generated once and kept in DATA_DIR. */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return new TextEncoder().encode(secret);
    } catch {
      // Another process wrote it first: use theirs.
      return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
    }
  }
}

/** How many verified tokens are remembered (about 300 bytes each). */
const VERIFIED_MAX = 10_000;

export class TokenService {
  /** Imported once: jose would import a raw secret again on every call (a hot-path cost). */
  private readonly key: Promise<crypto.webcrypto.CryptoKey>;
  /**
   * Tokens whose signature was verified, with their claims: a client sends the same token with
   * every request until it expires, and WebCrypto's HMAC (a thread-pool job per call) was the
   * largest cost of a cached answer. Keyed by the whole token, so only the exact string that
   * was verified is trusted; expiry is still checked on every call.
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {
    this.key = crypto.webcrypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: Claims): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.key);
  }

  /** Verifies signature and expiry; 401 'Token is expired' for an expired but genuine token. */
  async verify(token: string): Promise<TokenClaims> {
    const known = this.verified.get(token);
    if (known) {
      // The same rule as jose: expired once the current second reaches exp (we always set one).
      if (known.exp === undefined || known.exp > Math.floor(Date.now() / 1000)) return known;
      this.verified.delete(token);
      throw appError('token_expired');
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      const claims = parseClaims(payload);
      if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
      this.verified.set(token, claims);
      return claims;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw appError('token_expired');
      throw appError('invalid_token');
    }
  }

  /** Verifies the signature only: an expired token may still be refreshed while its session lives. */
  async verifyIgnoringExpiry(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await compactVerify(token, await this.key, { algorithms: ['HS256'] });
      return parseClaims(JSON.parse(new TextDecoder().decode(payload)) as unknown);
    } catch {
      throw appError('invalid_token');
    }
  }
}

function parseClaims(payload: unknown): TokenClaims {
  const parsed = tokenClaims.safeParse(payload);
  if (!parsed.success) throw appError('invalid_token');
  return parsed.data;
}
