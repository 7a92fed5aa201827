import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const IDENTIFIER_LENGTH = 8;

/**
 * A public message identifier: 8 characters of [A-Za-z0-9] drawn from the system's secure
 * random source (crypto.randomInt is unbiased), so one identifier says nothing about another.
 */
export function generateIdentifier(): string {
  let out = '';
  for (let i = 0; i < IDENTIFIER_LENGTH; i++) out += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return out;
}
