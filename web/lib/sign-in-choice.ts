/*
 * Which login the visitor last chose ("I'm a coach" / "I'm a player", or the login where their
 * code was confirmed). SPEC.md sends every signed-out visitor to /coachlogin; a visitor who chose
 * the player login is forwarded there from it. Free of React: the login pages' inline guard
 * (web/prerender/guard.ts) reads it too, so a returning player is not shown the coach page first.
 * Logout clears local storage (SPEC.md), and with it this choice.
 */

export type SignInKind = 'coach' | 'player';

const STORAGE_KEY = 'courtside.signInAs';

export function rememberedSignIn(): SignInKind | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'coach' || value === 'player' ? value : null;
  } catch {
    return null;
  }
}

export function rememberSignIn(kind: SignInKind): void {
  try {
    localStorage.setItem(STORAGE_KEY, kind);
  } catch {
    // Storage refused (a privacy mode): the visitor chooses again next time.
  }
}
