/** SPEC.md section 3: the jwt is kept in local storage under the key `jwt`. */
export const TOKEN_KEY = 'jwt';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}
