import { tokenClaims, type TokenClaims } from '../../contract/auth';
import { clearToken, decodeSegment, getToken } from './token-store';

/**
 * Who is signed in: a coach or player (the team pages), a school administrator (issue 32) or a
 * guardian (issue 34).
 */
export type Role = 'coach' | 'player' | 'admin' | 'guardian';
/** The roles of the team pages. */
export type TeamRole = Exclude<Role, 'admin' | 'guardian'>;

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
    return sessionRole(claims) === null ? null : claims;
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
 * The role a token says, from its one explicit id claim: cid a coach, pid a player, adm an admin
 * (issue 32), gid a guardian (issue 34); null for a token naming none or several. SPEC.md section 6
 * reads a token without pid as a coach's; an admin's or a guardian's must never be taken for one, so
 * no role is inferred from a missing claim (the server decides from its session records anyway).
 */
export function sessionRole(claims: TokenClaims): Role | null {
  const roles: Role[] = [];
  if (claims.cid !== undefined && claims.sid !== undefined) roles.push('coach');
  if (claims.pid !== undefined) roles.push('player');
  if (claims.adm !== undefined) roles.push('admin');
  if (claims.gid !== undefined) roles.push('guardian');
  return roles.length === 1 ? roles[0]! : null;
}

/**
 * SPEC.md section 6 on the team pages: a pid in the token means player; otherwise coach. An admin's
 * token is checked first and is neither: the team pages' loader sends it to /admin, and were one to
 * reach a team page anyway, it fails here rather than pass for a coach.
 */
export function roleOf(claims: TokenClaims): TeamRole {
  const role = sessionRole(claims);
  if (role === 'coach' || role === 'player') return role;
  throw new Error(`a ${role ?? 'unknown'} session has no team role`);
}
