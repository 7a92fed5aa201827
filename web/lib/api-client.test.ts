import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { memoryStorage } from '../test/memory-storage';

/*
 * The session rules of the API client (SPEC.md section 4) when several calls fail together, as the
 * page's first calls do: the page reloads once, and nothing signs the user in again meanwhile.
 */

type ApiClient = typeof import('./api-client');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch whose answers the test gives, one per call, in the order the calls were made. */
function heldFetch() {
  const pending: Array<{ url: string; answer: (response: Response) => void }> = [];
  const fetch = vi.fn(
    (url: string) => new Promise<Response>((resolve) => pending.push({ url, answer: resolve })),
  );
  return { fetch, pending };
}

let client: ApiClient;
let reload: Mock<() => void>;

beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('localStorage', memoryStorage());
  client = await import('./api-client');
  reload = vi.fn<() => void>();
  client.configureApiClient({ reload, onNetworkError: vi.fn() });
  localStorage.setItem('jwt', 'old-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Lets the client's awaits on the answers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('API client session handling', () => {
  it('reloads the page once when several calls are answered 401 together', async () => {
    const { fetch, pending } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    void client.apiRequest('/auth/userNavbarHeader');
    void client.apiRequest('/auth/ui-settings');
    await settle();
    expect(pending).toHaveLength(2);
    for (const call of pending) call.answer(json(401, { error: 'invalid token', code: 'invalid_token' }));
    await settle();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a token refreshed after another call ended the session is not stored', async () => {
    const { fetch, pending } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    void client.apiRequest('/auth/userNavbarHeader');
    void client.apiRequest('/auth/ui-settings');
    await settle();
    // The first is expired: the client asks for a new token; the second is refused outright.
    pending[0]!.answer(json(401, { error: 'Token is expired', code: 'token_expired' }));
    await settle();
    expect(pending[2]!.url).toBe('/api/refreshtoken');
    pending[1]!.answer(json(401, { error: 'invalid token', code: 'invalid_token' }));
    await settle();
    pending[2]!.answer(json(200, { token: 'new-token' }));
    await settle();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('API client errors', () => {
  it("refreshes an expired token by the answer's code, and retries once", async () => {
    const { fetch, pending } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    const call = client.apiRequest('/auth/userNavbarHeader');
    await settle();
    pending[0]!.answer(json(401, { error: 'any text', code: 'token_expired' }));
    await settle();
    expect(pending[1]!.url).toBe('/api/refreshtoken');
    pending[1]!.answer(json(200, { token: 'new-token' }));
    await settle();
    pending[2]!.answer(json(200, { ok: true }));
    await expect(call).resolves.toEqual({ ok: true });
    expect(localStorage.getItem('jwt')).toBe('new-token');
    expect(reload).not.toHaveBeenCalled();
  });

  it("does not refresh on the sentence alone: another 401's code ends the session", async () => {
    const { fetch, pending } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    void client.apiRequest('/auth/userNavbarHeader');
    await settle();
    pending[0]!.answer(json(401, { error: 'Token is expired', code: 'session_ended' }));
    await settle();
    expect(pending).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('throws the code, the text and the details of a refusal', async () => {
    const { fetch, pending } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    const call = client.apiRequest('/auth/joinTeam', { method: 'POST', form: { pin: '1' } });
    await settle();
    pending[0]!.answer(json(400, { error: 'wrong pin', code: 'wrong_pin', details: { a: 1 } }));
    await expect(call).rejects.toMatchObject({
      status: 400,
      code: 'wrong_pin',
      message: 'wrong pin',
      details: { a: 1 },
    });
  });

  it('an error answer without a code (a proxy page) is unknown_error', async () => {
    const { fetch, pending } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    const call = client.apiRequest('/schools');
    await settle();
    pending[0]!.answer(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(call).rejects.toMatchObject({ status: 502, code: 'unknown_error', message: 'Bad Gateway' });
  });
});
