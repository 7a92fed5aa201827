import crypto from 'node:crypto';
import type { SubjectKind } from '../../../contract/availability';

/**
 * The signed one-tap answer link texted to a player: it names one player and one event (or
 * match) and expires at the event's end. HMAC-SHA256 with the app's secret (the JWT secret,
 * under its own label so a link can never pass for a session token or a code hash), truncated
 * to 128 bits and written base64url: a short link fits an SMS. See docs/security.md.
 *
 * Form: `<kind letter><subject id>.<player id>.<expiry, seconds, base 36>.<mac>`.
 */

const LETTERS: Record<SubjectKind, string> = { event: 'e', match: 'm', dual: 'd' };
const KINDS: Record<string, SubjectKind> = { e: 'event', m: 'match', d: 'dual' };
const FORM = /^([emd])([1-9]\d{0,9})\.([1-9]\d{0,9})\.([0-9a-z]{1,9})\.([A-Za-z0-9_-]{22})$/;
const LABEL = 'courtside availability link v1\u0000';

export interface LinkClaims {
  kind: SubjectKind;
  subjectId: number;
  playerId: number;
  expiresAt: Date;
}

function mac(secret: Uint8Array, payload: string): Buffer {
  return crypto
    .createHmac('sha256', secret)
    .update(LABEL + payload)
    .digest()
    .subarray(0, 16);
}

export function signAnswerLink(secret: Uint8Array, claims: LinkClaims): string {
  const seconds = Math.floor(claims.expiresAt.getTime() / 1000).toString(36);
  const payload = `${LETTERS[claims.kind]}${claims.subjectId}.${claims.playerId}.${seconds}`;
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The link's claims when its signature holds (expiry not checked here), else undefined. */
export function readAnswerLink(secret: Uint8Array, token: string): LinkClaims | undefined {
  const m = FORM.exec(token);
  if (!m) return undefined;
  const payload = `${m[1]}${m[2]}.${m[3]}.${m[4]}`;
  const given = Buffer.from(m[5]!, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
  // The canonical form only: the same claims written another way are not the signed text.
  if (signAnswerLink(secret, decode(m)) !== token) return undefined;
  return decode(m);
}

function decode(m: RegExpExecArray): LinkClaims {
  return {
    kind: KINDS[m[1]!]!,
    subjectId: Number(m[2]),
    playerId: Number(m[3]),
    expiresAt: new Date(parseInt(m[4]!, 36) * 1000),
  };
}
