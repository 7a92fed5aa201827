import { tokenClaims, type TokenClaims } from '../../contract/auth';
import { clearToken, decodeSegment, getToken } from './token-store';

/** Who is signed in: a coach or player (the team pages), or a school administrator (issue 32). */
export type Role = 'coach' | 'player' | 'admin';
/** The roles of the team pages. */
export type TeamRole = Exclude<Role, 'admin'>;

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
    return claims.adm !== undefined || claims.pid !== undefined || claims.cid !== undefined ? claims : null;
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

/**
 * The role a token says. An admin's token (issue 32) says admin explicitly and is checked first:
 * SPEC.md section 6 reads a token without pid as a coach's, which an admin's must never be taken for.
 */
export function sessionRole(claims: TokenClaims): Role {
  if (claims.adm !== undefined) return 'admin';
  return claims.pid !== undefined ? 'player' : 'coach';
}

/**
 * SPEC.md section 6 on the team pages: a pid in the token means player; otherwise coach. An admin's
 * token is checked first and is neither: the team pages' loader sends it to /admin, and were one to
 * reach a team page anyway, it fails here rather than pass for a coach.
 */
export function roleOf(claims: TokenClaims): TeamRole {
  const role = sessionRole(claims);
  if (role === 'admin') throw new Error("a school administrator's session has no team role");
  return role;
}
