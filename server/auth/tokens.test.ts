import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '../../contract/errors';
import { TokenService } from './tokens';

const TOKEN_EXPIRED = errorText('token_expired');

const secret = new TextEncoder().encode('token-test-secret-token-test-secret-0123');

afterEach(() => {
  vi.useRealTimers();
});

/** The 401 an awaited verify fails with: its message. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    return (err as Error).message;
  }
  return 'accepted';
}

describe('TokenService.verify', () => {
  it('answers the same claims for a token verified before, and still refuses it once expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const tokens = new TokenService(secret, 60);
    const token = await tokens.sign({ sess: 's1', cid: 7, sid: 3 });
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ sess: 's1', cid: 7, sid: 3 });
    expect(await tokens.verify(token)).toEqual(first);
    vi.setSystemTime(new Date('2026-11-24T10:00:59Z'));
    expect(await tokens.verify(token)).toEqual(first);
    vi.setSystemTime(new Date('2026-11-24T10:01:00Z'));
    expect(await refusal(tokens.verify(token))).toBe(TOKEN_EXPIRED);
    expect(await refusal(tokens.verify(token))).toBe(TOKEN_EXPIRED);
  });

  it('trusts only the exact string that was verified: a tampered copy of a known token is refused', async () => {
    const tokens = new TokenService(secret, 60);
    const token = await tokens.sign({ sess: 's2', cid: 1, sid: 1 });
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, cid: 2 })).toString('base64url');
    expect(await refusal(tokens.verify(`${header}.${forged}.${signature}`))).toBe('invalid token');
    expect(await refusal(tokens.verify(`${token}x`))).toBe('invalid token');
  });

  it('refuses a token signed with another secret, even for a known session', async () => {
    const mine = new TokenService(secret, 60);
    const theirs = new TokenService(new TextEncoder().encode('another-secret-another-secret-another-0'), 60);
    await mine.verify(await mine.sign({ sess: 's3', pid: 4, psid: 1 }));
    expect(await refusal(mine.verify(await theirs.sign({ sess: 's3', pid: 4, psid: 1 })))).toBe(
      'invalid token',
    );
  });
});
