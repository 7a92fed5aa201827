import { tokenClaims, type TokenClaims } from '../../contract/auth';
import { clearToken, decodeSegment, getToken } from './token-store';

export type Role = 'coach' | 'player';

/**
 * Claims of a token without checking its signature (only the server can).
 * Returns null for anything that is not a well-formed Courtside token.
 * An expired token still decodes: the API client refreshes it on first use.
 */
export function decodeClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const parsed = tokenClaims.safeParse(decodeSegment(parts[1]));
    if (!parsed.success) return null;
    const claims = parsed.data;
    return claims.pid !== undefined || claims.cid !== undefined ? claims : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user's claims, or null when nobody is signed in.
 * An undecodable stored token is removed (SPEC.md section 2).
 */
export function readSession(): TokenClaims | null {
  const token = getToken();
  if (token === null) return null;
  const claims = decodeClaims(token);
  if (claims === null) clearToken();
  return claims;
}

/** SPEC.md section 6: a pid in the token means player; otherwise coach. */
export function roleOf(claims: TokenClaims): Role {
  return claims.pid !== undefined ? 'player' : 'coach';
}
