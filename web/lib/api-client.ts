import type { z } from 'zod';
import type { ErrorCode } from '../../contract/errors';
import { forgetOfflineData } from './offline-storage';
import { clearToken, getToken, setToken } from './token-store';

/**
 * What went wrong with a call: a code of the contract (contract/errors.ts), or one of the
 * client's own: no answer at all, an answer that is not the contract's shape, or an error
 * answer without a code (a proxy's error page, say).
 */
export type ApiErrorCode = ErrorCode | 'network_error' | 'unexpected_answer' | 'unknown_error';

/**
 * An answer of the API that is not a success. Callers key on `code` (and `status`), never on
 * the English text in `message`; `details` holds the values the server names (refused fields...).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string = code,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Status used for a request that never got an answer (fetch threw). */
export const NETWORK_ERROR_STATUS = 0;

type FormValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as application/x-www-form-urlencoded (SPEC.md says "form"). */
  form?: Record<string, FormValue>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (file uploads); the browser writes the boundary. */
  multipart?: FormData;
  query?: Record<string, FormValue>;
  /** Validates the answer; without it the answer is returned as parsed JSON. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * The request's Idempotency-Key. A POST gets a new random one per call when none is given; the
   * call's own resend (after a token refresh) reuses it, so the server creates at most once.
   */
  idempotencyKey?: string;
  /**
   * When false, a 401 or a network failure is only reported to the caller
   * (used by logout, which must never reload or redirect by itself).
   */
  sessionHandling?: boolean;
  /**
   * When false, a network failure is only reported to the caller, not sent to /500: the offline
   * queue's calls (lib/offline-queue.ts), which wait and try again instead.
   */
  networkErrorPage?: boolean;
}

interface ClientHooks {
  /** SPEC.md section 8: a network error on any call goes to /500. */
  onNetworkError: () => void;
  /** SPEC.md section 4: after the jwt is removed, the page reloads. */
  reload: () => void;
}

const hooks: ClientHooks = {
  onNetworkError: () => window.location.assign('/500'),
  reload: () => window.location.reload(),
};

/** Lets the router take over navigation to /500 (it can pass the state flag). */
export function configureApiClient(overrides: Partial<ClientHooks>): void {
  Object.assign(hooks, overrides);
}

export const API_PREFIX = '/api';

/** Calls under /auth carry the jwt as bearer token (SPEC.md section 7). */
function needsBearer(path: string): boolean {
  return path.startsWith('/auth/') || path === '/refreshtoken';
}

function encodeForm(values: Record<string, FormValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

/*
 * The client checks the two shapes it reads itself (error answers and the refreshed token)
 * by hand, so that the login page's first load does not need zod; features pass the
 * contract's schemas for everything else.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readError(response: Response): Promise<ApiError> {
  let text = response.statusText || 'request failed';
  let code: ApiErrorCode = 'unknown_error';
  let details: unknown;
  try {
    const body: unknown = await response.json();
    if (isRecord(body) && typeof body.error === 'string') {
      text = body.error;
      details = body.details;
      // The server writes codes from the contract only (its error schema refuses any other).
      if (typeof body.code === 'string') code = body.code as ErrorCode;
    }
  } catch {
    // Not JSON (a proxy's error page, say): the status text is all there is.
  }
  return new ApiError(response.status, code, text, details);
}

/** A promise that never settles: the page is going away. */
function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

/* Set once the jwt is removed: the page is reloading and nothing may sign it in again. */
let sessionEnded = false;

/**
 * SPEC.md section 4: removes the jwt and reloads the page, once. The one owner of "sign out and
 * reload": several calls failing together (a 401 on each of the page's calls) reload the page once,
 * instead of each starting the load again while the reloaded page is arriving.
 */
export function endSession(): void {
  if (sessionEnded) return;
  sessionEnded = true;
  clearToken();
  // What was kept on the device for the signed-out user goes with the session (issue 33).
  forgetOfflineData();
  hooks.reload();
}

/**
 * Logout has begun: the page is about to go to the login page, so a call refused meanwhile (a page's
 * read in flight when the server ended the session) must not reload it first (to this page, whose
 * guard would then send the user to the login with this page to come back to).
 */
export function signingOut(): void {
  sessionEnded = true;
}

function sessionEnds<T>(): Promise<T> {
  endSession();
  return never<T>();
}

/**
 * A random Idempotency-Key (server/idempotency): 128 bits, from getRandomValues, which unlike
 * crypto.randomUUID also works on a plain-http address (a school's LAN).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let refreshing: Promise<boolean> | null = null;

/** GET /refreshtoken with the old token as bearer; one refresh at a time. */
function refreshToken(): Promise<boolean> {
  refreshing ??= (async () => {
    const token = getToken();
    if (token === null) return false;
    try {
      const response = await fetch(`${API_PREFIX}/refreshtoken`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      });
      if (!response.ok) return false;
      const body: unknown = await response.json();
      if (!isRecord(body) || typeof body.token !== 'string' || body.token === '') return false;
      // A refresh answered after another call ended the session must not sign the user in again.
      if (sessionEnded) return false;
      setToken(body.token);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Replaces the stored token with a fresh one, e.g. after the user's teams changed so that its
 * claims name them. False when it could not (the old token still works until it expires).
 */
export const refreshStoredToken = refreshToken;

/**
 * Calls `/api` + a SPEC.md path and returns the answer's JSON.
 * Implements SPEC.md's session rules: 'Token is expired' (code token_expired) refreshes the token and retries once;
 * a failed refresh or any other 401 on an authorized call removes the jwt and reloads;
 * a network error goes to /500. Every other failure is thrown as an ApiError.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const {
    method = 'GET',
    form,
    json,
    multipart,
    query,
    schema,
    signal,
    sessionHandling = true,
    networkErrorPage = sessionHandling,
  } = options;
  // No '?' for an empty query: the current season's lists send none, and their address stays the plain one.
  const search = query ? encodeForm(query).toString() : '';
  const url = `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
  const authorized = needsBearer(path);
  const idempotencyKey = options.idempotencyKey ?? (method === 'POST' ? newIdempotencyKey() : undefined);

  const send = async (): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (form) {
      body = encodeForm(form);
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else if (json !== undefined) {
      body = JSON.stringify(json);
      headers['Content-Type'] = 'application/json';
    } else if (multipart) {
      body = multipart;
    }
    const token = authorized ? getToken() : null;
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
    return fetch(url, { method, headers, body, signal });
  };

  let response: Response;
  try {
    response = await send();
    if (response.status === 401 && authorized && sessionHandling) {
      const error = await readError(response);
      if (error.code !== 'token_expired') return sessionEnds<T>();
      if (!(await refreshToken())) return sessionEnds<T>();
      response = await send();
      if (response.status === 401) return sessionEnds<T>();
    }
  } catch (cause) {
    if (signal?.aborted) throw cause;
    // Offline (issue 33), the page stays: it shows what was kept, with the offline banner.
    if (networkErrorPage && navigator.onLine !== false) hooks.onNetworkError();
    throw new ApiError(NETWORK_ERROR_STATUS, 'network_error', 'Network Error');
  }

  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(response.status, 'unexpected_answer', 'unexpected answer', parsed.error.issues);
  }
  return parsed.data;
}
