import crypto from 'node:crypto';
import type { SubjectKind } from '../../../contract/availability';

/**
 * The signed one-tap answer link texted to a player: it names one player, one event (or match or
 * dual) and the start it asks about, and expires at the event's end. HMAC-SHA256 with the app's
 * secret (the JWT secret, under its own label so a link can never pass for a session token or a
 * code hash), truncated to 128 bits and written base64url: a short link fits an SMS. See
 * docs/security.md.
 *
 * Form: `<kind letter><subject id>.<player id>.<start, minutes, base 36>.<expiry, seconds, base 36>.<mac>`.
 * Links sent before the start was part of them (`<kind><id>.<player>.<expiry>.<mac>`, label v1)
 * are still read; they carry no start (`startsAt` undefined).
 */

const LETTERS: Record<SubjectKind, string> = { event: 'e', match: 'm', dual: 'd' };
const KINDS: Record<string, SubjectKind> = { e: 'event', m: 'match', d: 'dual' };
const FORM =
  /^([emd])([1-9]\d{0,9})\.([1-9]\d{0,9})\.(?:([0-9a-z]{1,9})\.)?([0-9a-z]{1,9})\.([A-Za-z0-9_-]{22})$/;
const LABEL_V1 = 'courtside availability link v1\u0000';
const LABEL = 'courtside availability link v2\u0000';

export interface LinkClaims {
  kind: SubjectKind;
  subjectId: number;
  playerId: number;
  /** The start the player was asked about (undefined: a link of the first form). */
  startsAt?: Date;
  expiresAt: Date;
}

function mac(secret: Uint8Array, label: string, payload: string): Buffer {
  return crypto
    .createHmac('sha256', secret)
    .update(label + payload)
    .digest()
    .subarray(0, 16);
}

function payloadOf(claims: LinkClaims): string {
  const seconds = Math.floor(claims.expiresAt.getTime() / 1000).toString(36);
  const start = claims.startsAt ? `${Math.floor(claims.startsAt.getTime() / 60_000).toString(36)}.` : '';
  return `${LETTERS[claims.kind]}${claims.subjectId}.${claims.playerId}.${start}${seconds}`;
}

export function signAnswerLink(secret: Uint8Array, claims: LinkClaims): string {
  const payload = payloadOf(claims);
  return `${payload}.${mac(secret, claims.startsAt ? LABEL : LABEL_V1, payload).toString('base64url')}`;
}

/** The link's claims when its signature holds (expiry and start not checked here), else undefined. */
export function readAnswerLink(secret: Uint8Array, token: string): LinkClaims | undefined {
  const m = FORM.exec(token);
  if (!m) return undefined;
  const claims = decode(m);
  const payload = payloadOf(claims);
  const given = Buffer.from(m[6]!, 'base64url');
  const expected = mac(secret, claims.startsAt ? LABEL : LABEL_V1, payload);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
  // The canonical form only: the same claims written another way are not the signed text.
  if (signAnswerLink(secret, claims) !== token) return undefined;
  return claims;
}

function decode(m: RegExpExecArray): LinkClaims {
  return {
    kind: KINDS[m[1]!]!,
    subjectId: Number(m[2]),
    playerId: Number(m[3]),
    ...(m[4] === undefined ? {} : { startsAt: new Date(parseInt(m[4], 36) * 60_000) }),
    expiresAt: new Date(parseInt(m[5]!, 36) * 1000),
  };
}
